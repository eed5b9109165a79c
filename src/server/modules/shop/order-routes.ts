// The ordering and delivery calls of spec §7 (docs/decisions/070).
import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  accessPointsBodySchema,
  orderBodySchema,
  orderDiscountBodySchema,
  orderValidateBodySchema,
  shippingFeesBodySchema,
} from "../../../../schemas/order";
import type { ApiDeps } from "../../api";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { requireUser } from "../../http/auth";
import { ok } from "../../http/envelope";
import { readJson } from "../../http/read-body";
import { parseInput } from "../../http/validate";
import {
  clickAndCollectOf,
  createOrder,
  listOrders,
  type OrderActor,
  type OrderSettings,
  orderDetail,
  paymentMethodsOf,
  searchAccessPoints,
  shippingFees,
  tryDiscount,
  validateOrder,
} from "./order-service";
import { shopSettingsLoader, shopSiteOf } from "./routes";

const idParam = z.coerce.number().int().positive().max(2_147_483_647);
/** A client's key for one order attempt: a double click sends the same key twice. */
const idempotencyKeySchema = z.string().regex(/^[\w-]{8,100}$/);

export function orderRoutes({ db, cache, mailer, log }: ApiDeps) {
  const r = new Hono<ApiEnv>();
  const loader = shopSettingsLoader({ db, cache });
  const settingsOf = async (idSite: number): Promise<OrderSettings> => {
    const [values, cart] = await Promise.all([loader.values(idSite), loader.cart(idSite)]);
    // no card provider is configured on this platform yet (README: what is not done)
    return { values, cart, cardConfigured: false };
  };
  const actorOf = (c: Context<ApiEnv>): OrderActor => ({
    idSite: shopSiteOf(c).id,
    user: c.get("user"),
    lang: c.get("lang"),
  });
  const personal = (c: Context<ApiEnv>, data: unknown, status: 200 | 201 = 200) => {
    c.header("Cache-Control", "no-store");
    return ok(c, data, status);
  };

  r.post("/calculate/shipping-fees", async (c) => {
    const actor = actorOf(c);
    const body = parseInput(shippingFeesBodySchema, await readJson(c));
    return personal(c, await shippingFees(db, await settingsOf(actor.idSite), actor, body));
  });

  r.post("/relay/access-points", async (c) => {
    const actor = actorOf(c);
    const body = parseInput(accessPointsBodySchema, await readJson(c));
    return personal(c, { accessPoints: await searchAccessPoints(db, actor, body) });
  });

  r.get("/click-and-collect", async (c) => {
    const actor = actorOf(c);
    return personal(c, await clickAndCollectOf(db, await settingsOf(actor.idSite), actor.idSite));
  });

  r.get("/payment/methods", async (c) => {
    const actor = actorOf(c);
    return personal(c, { methods: paymentMethodsOf(await settingsOf(actor.idSite)) });
  });

  r.get("/payment/card/public-key", async (c) => {
    actorOf(c);
    throw new ApiError(404, "order.cardUnavailable");
  });

  r.post("/order/validate", async (c) => {
    const actor = actorOf(c);
    const body = parseInput(orderValidateBodySchema, await readJson(c));
    return personal(c, await validateOrder(db, await settingsOf(actor.idSite), actor, body));
  });

  r.post("/order/discount", async (c) => {
    const actor = actorOf(c);
    const body = parseInput(orderDiscountBodySchema, await readJson(c));
    return personal(c, await tryDiscount(db, await settingsOf(actor.idSite), actor, body));
  });

  r.post("/order", async (c) => {
    const actor = actorOf(c);
    const user = requireUser(c);
    const rawKey = c.req.header("Idempotency-Key");
    let key: string | null = null;
    if (rawKey !== undefined) {
      const parsed = idempotencyKeySchema.safeParse(rawKey);
      if (!parsed.success) throw new ApiError(400, "order.idempotencyKeyInvalid");
      key = parsed.data;
    }
    const body = parseInput(orderBodySchema, await readJson(c));
    const { order, replayed } = await createOrder(
      { db, mailer, log: c.get("log") ?? log },
      await settingsOf(actor.idSite),
      { ...actor, user },
      body,
      key,
    );
    return personal(c, order, replayed ? 200 : 201);
  });

  r.get("/order", async (c) => {
    const actor = actorOf(c);
    const user = requireUser(c);
    return personal(c, { orders: await listOrders(db, actor.idSite, user.id) });
  });

  r.get("/order/:id", async (c) => {
    const actor = actorOf(c);
    const user = requireUser(c);
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) throw new ApiError(404, "order.notFound");
    return personal(c, await orderDetail(db, actor.idSite, user.id, id.data));
  });

  return r;
}
