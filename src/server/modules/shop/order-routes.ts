// The ordering and delivery calls of spec §7 (docs/decisions/070).

import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  accessPointsBodySchema,
  cardAccountBodySchema,
  orderBodySchema,
  orderDiscountBodySchema,
  orderStatusBodySchema,
  orderStatusSchema,
  orderValidateBodySchema,
  shippingFeesBodySchema,
} from "../../../../schemas/order";
import type { ApiDeps } from "../../api-deps";
import { withSite } from "../../db/client";
import { cardPaymentAccounts } from "../../db/schema";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { requireAdmin, requireUser } from "../../http/auth";
import { ok } from "../../http/envelope";
import { readJson } from "../../http/read-body";
import { parseInput } from "../../http/validate";
import { recordAudit } from "../admin/audit";
import { hostnameOf } from "../site/site-registry";
import { invoiceOf } from "./invoice";
import { adminOrderDetail, changeOrderStatus } from "./order-admin-service";
import {
  type CardPayment,
  carrierGridOf,
  clickAndCollectOf,
  createOrder,
  listOrders,
  type OrderActor,
  type OrderSettings,
  orderDetail,
  paymentMethodsOf,
  recordCardPayment,
  retryCardPayment,
  searchAccessPoints,
  shippingFees,
  tryDiscount,
  validateOrder,
} from "./order-service";
import { type CardAccount, PaymentProviderError, PaymentSignatureError } from "./payment/card-provider";
import { shopSettingsLoader, shopSiteOf } from "./routes";

const idParam = z.coerce.number().int().positive().max(2_147_483_647);
/** A client's key for one order attempt: a double click sends the same key twice. */
const idempotencyKeySchema = z.string().regex(/^[\w-]{8,100}$/);

/** The site's card payment account, if it has one. */
export function cardAccountLoader({ db, cache }: Pick<ApiDeps, "db" | "cache">) {
  return (idSite: number): Promise<CardAccount | null> =>
    cache.get(idSite, "shop:card-account", async () => {
      const [row] = await withSite(db, idSite, (tx) =>
        tx.select().from(cardPaymentAccounts).where(eq(cardPaymentAccounts.siteId, idSite)),
      );
      return row
        ? {
            provider: row.provider,
            publishableKey: row.publishableKey,
            secretKey: row.secretKey,
            webhookSecret: row.webhookSecret,
          }
        : null;
    });
}

/** The storefront origin a buyer comes back to: the request's own, when it is one of the site's hosts. */
function originOf(c: Context<ApiEnv>): string {
  const site = c.get("site");
  const hosts = [...site.urls.prod, ...site.urls.dev].map(hostnameOf);
  for (const candidate of [c.req.header("Origin"), c.req.url]) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate);
      if (hosts.includes(hostnameOf(url.host))) return url.origin;
    } catch {
      // not a URL: try the next one
    }
  }
  return `https://${site.urls.prod[0] ?? site.urls.dev[0] ?? "localhost"}`;
}

export function orderRoutes({ db, cache, mailer, log, cardProvider }: ApiDeps) {
  const r = new Hono<ApiEnv>();
  const loader = shopSettingsLoader({ db, cache });
  const cardAccountOf = cardAccountLoader({ db, cache });
  const settingsOf = async (idSite: number): Promise<OrderSettings> => {
    const [values, cart, account, carriers] = await Promise.all([
      loader.values(idSite),
      loader.cart(idSite),
      cardAccountOf(idSite),
      cache.get(idSite, "shop:carriers", () => carrierGridOf(db, idSite)),
    ]);
    return { values, cart, carriers, cardConfigured: account !== null };
  };
  const cardOf = async (c: Context<ApiEnv>, idSite: number): Promise<CardPayment | null> => {
    const account = await cardAccountOf(idSite);
    return account ? { account, provider: cardProvider, origin: originOf(c) } : null;
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
    const account = await cardAccountOf(actorOf(c).idSite);
    if (!account) throw new ApiError(404, "order.cardUnavailable");
    return ok(c, { provider: account.provider, publishableKey: account.publishableKey });
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

  r.get("/order/:id", async (c) => {
    const actor = actorOf(c);
    const user = requireUser(c);
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) throw new ApiError(404, "order.notFound");
    return personal(c, await orderDetail(db, actor.idSite, user.id, id.data));
  });

  // the owner's order screen: every order of the site, and its status
  r.get("/admin/order", async (c) => {
    const actor = actorOf(c);
    requireAdmin(c);
    const status = orderStatusSchema.optional().safeParse(c.req.query("status") || undefined);
    if (!status.success)
      throw new ApiError(400, "error.badRequest", {}, { errors: { status: ["unknown status"] } });
    return personal(c, { orders: await listOrders(db, actor.idSite, null, status.data) });
  });

  r.get("/admin/order/:id", async (c) => {
    const actor = actorOf(c);
    requireAdmin(c);
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) throw new ApiError(404, "order.notFound");
    return personal(c, await adminOrderDetail({ db, mailer, log }, actor.idSite, id.data));
  });

  r.put("/admin/order/:id/status", async (c) => {
    const actor = actorOf(c);
    const admin = requireAdmin(c);
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) throw new ApiError(404, "order.notFound");
    const body = parseInput(orderStatusBodySchema, await readJson(c));
    const values = await loader.values(actor.idSite);
    return personal(
      c,
      await changeOrderStatus(
        { db, mailer, log: c.get("log") ?? log },
        actor.idSite,
        admin,
        id.data,
        body.status,
        values.COMPANY_NAME ?? c.get("site").name,
        actor.lang,
      ),
    );
  });

  // the site's own Stripe account, set by its SUPER_ADMIN (the secrets are never read back)
  r.put("/admin/payment/card", async (c) => {
    const actor = actorOf(c);
    const user = requireAdmin(c);
    if (user.role !== "SUPER_ADMIN") throw new ApiError(403, "error.forbidden");
    const body = parseInput(cardAccountBodySchema, await readJson(c));
    await withSite(db, actor.idSite, async (tx) => {
      await tx
        .insert(cardPaymentAccounts)
        .values({ siteId: actor.idSite, provider: "stripe", ...body })
        .onConflictDoUpdate({ target: cardPaymentAccounts.siteId, set: { provider: "stripe", ...body } });
      await recordAudit(tx, actor.idSite, user, "payment.card.update", "stripe", {
        publishableKey: body.publishableKey,
      });
    });
    return personal(c, {
      provider: "stripe",
      publishableKey: body.publishableKey,
      webhookUrl: `${originOf(c)}/api/payment/stripe/webhook/${actor.idSite}`,
    });
  });

  r.delete("/admin/payment/card", async (c) => {
    const actor = actorOf(c);
    const user = requireAdmin(c);
    if (user.role !== "SUPER_ADMIN") throw new ApiError(403, "error.forbidden");
    await withSite(db, actor.idSite, async (tx) => {
      await tx.delete(cardPaymentAccounts).where(eq(cardPaymentAccounts.siteId, actor.idSite));
      await recordAudit(tx, actor.idSite, user, "payment.card.delete", "stripe");
    });
    return personal(c, null);
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
  const cardAccountOf = cardAccountLoader({ db, cache });
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
