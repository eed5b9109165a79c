// The shipping calls of spec §7: the carriers and fees for a cart and an address, relay points;
// the owner's carriers and rate grids (issue 13 §1).
import { Hono } from "hono";
import { accessPointsBodySchema, shippingFeesBodySchema } from "../../../../schemas/order";
import {
  accessPointInputSchema,
  carrierInputSchema,
  carrierUpdateSchema,
  destinationsUpdateSchema,
} from "../../../../schemas/shipping";
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
  adminAccessPoints,
  createAccessPoint,
  deleteAccessPoint,
  updateAccessPoint,
} from "./admin-access-points";
import { adminShipping, createCarrier, deleteCarrier, updateCarrier } from "./admin-carriers";
import {
  adminDestinations,
  destinationChoicesOf,
  publicDestinations,
  saveDestinations,
  siteDestinationsOf,
} from "./destinations";
import { searchAccessPoints } from "./relay-points";
import { quoteLinesLoader, shippingFees } from "./shipping-service";

const pointId = (raw: string) => {
  const id = idParam.safeParse(raw);
  if (!id.success) throw new ApiError(404, "shipping.pointNotFound");
  return id.data;
};

const carrierId = (raw: string) => {
  const id = idParam.safeParse(raw);
  if (!id.success) throw new ApiError(404, "shipping.notFound");
  return id.data;
};

export function shippingRoutes(deps: ApiDeps) {
  const { db } = deps;
  const r = new Hono<ApiEnv>();
  const { settingsOf } = orderContextOf(deps);
  // the checkout's quote and the owner's simulator share the lines they read (decision 099)
  const quoting = { db, linesOf: quoteLinesLoader(deps) };
  r.post("/calculate/shipping-fees", async (c) => {
    const actor = orderActorOf(c);
    const body = parseInput(shippingFeesBodySchema, await readJson(c));
    return personal(c, await shippingFees(quoting, await settingsOf(actor.idSite), actor, body));
  });

  // the owner's carriers and rate grids (issue 13 §1)
  r.get("/admin/carrier", async (c) => {
    const actor = orderActorOf(c);
    requireAdmin(c);
    const settings = await settingsOf(actor.idSite);
    return personal(c, await adminShipping(db, actor.idSite, settings.values));
  });

  r.post("/admin/carrier", async (c) => {
    const actor = orderActorOf(c);
    const user = requireAdmin(c);
    const input = parseInput(carrierInputSchema, await readJson(c), 422);
    const saved = await createCarrier(db, actor.idSite, user, input);
    return ok(c, saved, 201, translate(actor.lang, "shipping.saved", { name: saved.name }));
  });

  r.put("/admin/carrier/:id", async (c) => {
    const actor = orderActorOf(c);
    const user = requireAdmin(c);
    const input = parseInput(carrierUpdateSchema, await readJson(c), 422);
    const saved = await updateCarrier(db, actor.idSite, user, carrierId(c.req.param("id")), input);
    return ok(c, saved, 200, translate(actor.lang, "shipping.saved", { name: saved.name }));
  });

  r.delete("/admin/carrier/:id", async (c) => {
    const actor = orderActorOf(c);
    const user = requireAdmin(c);
    const result = await deleteCarrier(db, actor.idSite, user, carrierId(c.req.param("id")));
    const key = result.archived ? "shipping.archived" : "shipping.deleted";
    return ok(c, result, 200, translate(actor.lang, key, { name: result.name }));
  });

  // "what would a buyer pay": the checkout's own quote, asked by the owner (the answer is the same)
  r.post("/admin/shipping/simulate", async (c) => {
    const actor = orderActorOf(c);
    requireAdmin(c);
    const body = parseInput(shippingFeesBodySchema, await readJson(c), 422);
    return personal(c, await shippingFees(quoting, await settingsOf(actor.idSite), actor, body));
  });

  // the relay network's points (the built-in provider's settings)
  r.get("/admin/access-point", async (c) => {
    const actor = orderActorOf(c);
    requireAdmin(c);
    return personal(c, await adminAccessPoints(db, actor.idSite));
  });

  r.post("/admin/access-point", async (c) => {
    const actor = orderActorOf(c);
    const user = requireAdmin(c);
    const input = parseInput(accessPointInputSchema, await readJson(c), 422);
    const saved = await createAccessPoint(db, actor.idSite, user, input);
    return ok(c, saved, 201, translate(actor.lang, "shipping.pointSaved", { name: saved.name }));
  });

  r.put("/admin/access-point/:id", async (c) => {
    const actor = orderActorOf(c);
    const user = requireAdmin(c);
    const input = parseInput(accessPointInputSchema, await readJson(c), 422);
    const saved = await updateAccessPoint(db, actor.idSite, user, pointId(c.req.param("id")), input);
    return ok(c, saved, 200, translate(actor.lang, "shipping.pointSaved", { name: saved.name }));
  });

  r.delete("/admin/access-point/:id", async (c) => {
    const actor = orderActorOf(c);
    const user = requireAdmin(c);
    const done = await deleteAccessPoint(db, actor.idSite, user, pointId(c.req.param("id")));
    return ok(c, done, 200, translate(actor.lang, "shipping.pointDeleted", { name: done.name }));
  });

  // issue 15 §6: the countries the checkout offers, and the owner's table of destinations
  r.get("/destination", async (c) => {
    const actor = orderActorOf(c);
    return ok(c, publicDestinations((await settingsOf(actor.idSite)).destinations));
  });

  r.get("/admin/destination", async (c) => {
    const actor = orderActorOf(c);
    requireAdmin(c);
    return personal(c, adminDestinations((await settingsOf(actor.idSite)).destinations));
  });

  r.put("/admin/destination", async (c) => {
    const actor = orderActorOf(c);
    const user = requireAdmin(c);
    const input = parseInput(destinationsUpdateSchema, await readJson(c), 422);
    const settings = await settingsOf(actor.idSite);
    await saveDestinations(db, actor.idSite, user, settings.destinations, input);
    // read back from the database: the site's cache drops when the change feed tells it
    const choices = await destinationChoicesOf(db, actor.idSite);
    const saved = adminDestinations(siteDestinationsOf(settings.values, choices));
    return ok(c, saved, 200, translate(actor.lang, "destination.saved"));
  });

  r.post("/relay/access-points", async (c) => {
    const actor = orderActorOf(c);
    const body = parseInput(accessPointsBodySchema, await readJson(c));
    return personal(c, { accessPoints: await searchAccessPoints(db, actor, body) });
  });
  return r;
}
