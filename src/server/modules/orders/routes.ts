import { Hono } from "hono";
import { z } from "zod";
import {
  orderBodySchema,
  orderDiscountBodySchema,
  orderValidateBodySchema,
  withdrawalBodySchema,
} from "../../../../schemas/order";
import type { ApiDeps } from "../../api-deps";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { requireUser } from "../../http/auth";
import { ok } from "../../http/envelope";
import { readJson } from "../../http/read-body";
import { idParam, parseInput, translateFieldErrors } from "../../http/validate";
import { listOrders, orderDetail, paymentMethodsOf } from "./buyer-orders";
import { recordCardPayment, retryCardPayment } from "./card-payment";
import { createOrder } from "./create-order";
import { tryDiscount } from "./discount-codes";
import { invoiceOf } from "./invoice";
import { orderActorOf, orderContextOf, personal } from "./order-settings";
import { PaymentProviderError, PaymentSignatureError } from "./payment/card-provider";
import { validateOrder } from "./validate-order";
import { withdrawFromOrder } from "./withdrawal";

/** A client's key for one order attempt: a double click sends the same key twice. */
const idempotencyKeySchema = z.string().regex(/^[\w-]{8,100}$/);

export function orderRoutes(deps: ApiDeps) {
  const { db, mailer, log } = deps;
  const r = new Hono<ApiEnv>();
  const { loader, cardAccountOf, settingsOf, cardOf } = orderContextOf(deps);
  const actorOf = orderActorOf;

  r.get("/payment/methods", async (c) => {
    const actor = actorOf(c);
    return personal(c, { methods: paymentMethodsOf(await settingsOf(actor.idSite)) });
  });

  r.get("/payment/card/public-key", async (c) => {
    const account = await cardAccountOf(actorOf(c).idSite);
    if (!account) throw new ApiError(404, "order.cardUnavailable");
    return ok(c, { provider: account.provider, publishableKey: account.publishableKey });
  });

  r.post("/order/validate", async (c) => {
    const actor = actorOf(c);
    const body = parseInput(orderValidateBodySchema, await readJson(c));
    const validation = await validateOrder(db, await settingsOf(actor.idSite), actor, body);
    return personal(c, { ...validation, errors: translateFieldErrors(actor.lang, validation.errors) });
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
      await cardOf(c, actor.idSite),
    );
    return personal(c, order, replayed ? 200 : 201);
  });

  // the order's invoice, for its buyer (a PDF)
  r.get("/order/:id/invoice", async (c) => {
    const actor = actorOf(c);
    const user = requireUser(c);
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) throw new ApiError(404, "order.notFound");
    const [detail, values] = await Promise.all([
      orderDetail(db, actor.idSite, user.id, id.data),
      loader.values(actor.idSite),
    ]);
    const pdf = await invoiceOf(detail, values);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="facture-${detail.reference}.pdf"`,
      "Cache-Control": "private, no-store",
    });
  });

  r.post("/order/:id/payment", async (c) => {
    const actor = actorOf(c);
    const user = requireUser(c);
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) throw new ApiError(404, "order.notFound");
    const card = await cardOf(c, actor.idSite);
    if (!card) throw new ApiError(404, "order.cardUnavailable");
    try {
      return personal(
        c,
        await retryCardPayment(db, await settingsOf(actor.idSite), card, actor.idSite, user.id, id.data),
      );
    } catch (err) {
      if (err instanceof PaymentProviderError) {
        (c.get("log") ?? log).error({ err, order: id.data }, "the card payment could not be started");
        throw new ApiError(502, "order.paymentUnavailable");
      }
      throw err;
    }
  });

  r.get("/order", async (c) => {
    const actor = actorOf(c);
    const user = requireUser(c);
    return personal(c, { orders: await listOrders(db, actor.idSite, user.id) });
  });

  // the buyer's withdrawal (issue 15 §5): recorded, acknowledged by mail, told to the owner
  r.post("/order/:id/withdrawal", async (c) => {
    const actor = actorOf(c);
    const user = requireUser(c);
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) throw new ApiError(404, "order.notFound");
    const body = parseInput(withdrawalBodySchema, await readJson(c), 422);
    return personal(
      c,
      await withdrawFromOrder({ db, mailer }, await settingsOf(actor.idSite), actor, user.id, id.data, body),
    );
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

/**
 * The card provider's notifications (Stripe webhooks): they carry no idSite header, so the site
 * is in the path, and they are mounted before the idSite middleware (src/server/api.ts). Only a
 * notification signed with the site's webhook secret is read.
 */
export function paymentWebhookRoutes({ db, cache, cardProvider, sites, log }: ApiDeps) {
  const r = new Hono<ApiEnv>();
  const { cardAccountOf } = orderContextOf({ db, cache, cardProvider });
  r.post("/payment/stripe/webhook/:idSite", async (c) => {
    const id = idParam.safeParse(c.req.param("idSite"));
    const site = id.success ? sites.byId(id.data) : undefined;
    const account = site ? await cardAccountOf(site.id) : null;
    if (!site || !account) throw new ApiError(404, "order.cardUnavailable");
    const raw = await c.req.text();
    let event: ReturnType<typeof cardProvider.readEvent>;
    try {
      event = cardProvider.readEvent(account, raw, c.req.header("Stripe-Signature"));
    } catch (err) {
      if (err instanceof PaymentSignatureError) throw new ApiError(400, "order.webhookRejected");
      throw err;
    }
    let recorded = false;
    if (event.kind === "paid") recorded = await recordCardPayment(db, site.id, event);
    (c.get("log") ?? log).info({ site: site.id, event: event.kind, recorded }, "card payment notification");
    return ok(c, { received: true, recorded });
  });
  return r;
}
