// The click-and-collect call of spec §7: the site's pick-up places and slots.
import { Hono } from "hono";
import { adminPickupPlaceCreateSchema, adminPickupSaveSchema } from "../../../../schemas/pickup";
import { translate } from "../../../runtime/messages/translate";
import type { ApiDeps } from "../../api-deps";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { requireAdmin } from "../../http/auth";
import { ok } from "../../http/envelope";
import { readJson } from "../../http/read-body";
import { idParam, parseInput } from "../../http/validate";
import { orderActorOf, orderContextOf, personal } from "../orders/order-settings";
import {
  adminPickup,
  createPickupPlace,
  renamePickupPlace,
  savePickupPlace,
  withdrawPickupPlace,
} from "./admin-pickup";
import { clickAndCollectOf } from "./click-and-collect";

export function pickupRoutes(deps: ApiDeps) {
  const { db } = deps;
  const r = new Hono<ApiEnv>();
  const { settingsOf } = orderContextOf(deps);
  r.get("/click-and-collect", async (c) => {
    const actor = orderActorOf(c);
    return personal(c, await clickAndCollectOf(db, await settingsOf(actor.idSite), actor.idSite));
  });

  // the owner's pick-up places: slots, capacities, closures and exceptional openings (issue 13 §2)
  r.get("/admin/pickup", async (c) => {
    const actor = orderActorOf(c);
    requireAdmin(c);
    const settings = await settingsOf(actor.idSite);
    return personal(c, await adminPickup(db, actor.idSite, settings.values.CLICK_AND_COLLECT_HOURS ?? 0));
  });

  // a new pick-up place: a new site has none, and its owner sets one up from this screen (issue 19 §3)
  r.post("/admin/pickup", async (c) => {
    const actor = orderActorOf(c);
    const user = requireAdmin(c);
    const body = parseInput(adminPickupPlaceCreateSchema, await readJson(c), 422);
    const created = await createPickupPlace(db, actor.idSite, user, body);
    return ok(c, created, 201, translate(actor.lang, "pickup.created", { name: created.name }));
  });

  r.put("/admin/pickup/:id", async (c) => {
    const actor = orderActorOf(c);
    const user = requireAdmin(c);
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) throw new ApiError(404, "pickup.notFound");
    const body = parseInput(adminPickupSaveSchema, await readJson(c), 422);
    const saved = await savePickupPlace(db, actor.idSite, user, id.data, body);
    return ok(c, saved, 200, translate(actor.lang, "pickup.saved", { name: saved.name }));
  });

  // its name and address corrected, or the place withdrawn from click-and-collect
  r.patch("/admin/pickup/:id", async (c) => {
    const actor = orderActorOf(c);
    const user = requireAdmin(c);
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) throw new ApiError(404, "pickup.notFound");
    const body = parseInput(adminPickupPlaceCreateSchema, await readJson(c), 422);
    const saved = await renamePickupPlace(db, actor.idSite, user, id.data, body);
    return ok(c, saved, 200, translate(actor.lang, "pickup.renamed", { name: saved.name }));
  });

  r.delete("/admin/pickup/:id", async (c) => {
    const actor = orderActorOf(c);
    const user = requireAdmin(c);
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) throw new ApiError(404, "pickup.notFound");
    const withdrawn = await withdrawPickupPlace(db, actor.idSite, user, id.data);
    return ok(c, withdrawn, 200, translate(actor.lang, "pickup.withdrawn", { name: withdrawn.name }));
  });
  return r;
}
