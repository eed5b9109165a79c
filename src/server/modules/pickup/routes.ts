// The click-and-collect call of spec §7: the site's pick-up places and slots.
import { Hono } from "hono";
import type { ApiDeps } from "../../api-deps";
import type { ApiEnv } from "../../http/api-env";
import { orderActorOf, orderContextOf, personal } from "../orders/order-settings";
import { clickAndCollectOf } from "./click-and-collect";

export function pickupRoutes(deps: ApiDeps) {
  const { db } = deps;
  const r = new Hono<ApiEnv>();
  const { settingsOf } = orderContextOf(deps);
  r.get("/click-and-collect", async (c) => {
    const actor = orderActorOf(c);
    return personal(c, await clickAndCollectOf(db, await settingsOf(actor.idSite), actor.idSite));
  });
  return r;
}
