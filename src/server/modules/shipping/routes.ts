// The shipping calls of spec §7: the carriers and fees for a cart and an address, relay points.
import { Hono } from "hono";
import { accessPointsBodySchema, shippingFeesBodySchema } from "../../../../schemas/order";
import type { ApiDeps } from "../../api-deps";
import type { ApiEnv } from "../../http/api-env";
import { readJson } from "../../http/read-body";
import { parseInput } from "../../http/validate";
import { orderActorOf, orderContextOf, personal } from "../orders/order-settings";
import { searchAccessPoints } from "./relay-points";
import { shippingFees } from "./shipping-service";

export function shippingRoutes(deps: ApiDeps) {
  const { db } = deps;
  const r = new Hono<ApiEnv>();
  const { settingsOf } = orderContextOf(deps);
  r.post("/calculate/shipping-fees", async (c) => {
    const actor = orderActorOf(c);
    const body = parseInput(shippingFeesBodySchema, await readJson(c));
    return personal(c, await shippingFees(db, await settingsOf(actor.idSite), actor, body));
  });

  r.post("/relay/access-points", async (c) => {
    const actor = orderActorOf(c);
    const body = parseInput(accessPointsBodySchema, await readJson(c));
    return personal(c, { accessPoints: await searchAccessPoints(db, actor, body) });
  });
  return r;
}
