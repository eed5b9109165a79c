// The owner's order desk (spec §7 /admin/order…) and the site's card payment account.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { cardAccountBodySchema, orderStatusBodySchema, orderStatusSchema } from "../../../../schemas/order";
import type { ApiDeps } from "../../api-deps";
import { withSite } from "../../db/client";
import { cardPaymentAccounts } from "../../db/schema";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { requireAdmin } from "../../http/auth";
import { readJson } from "../../http/read-body";
import { idParam, parseInput } from "../../http/validate";
import { recordAudit } from "../admin/audit";
import { listOrders } from "./buyer-orders";
import { adminOrderDetail, changeOrderStatus } from "./order-admin-service";
import { orderActorOf, orderContextOf, originOf, personal } from "./order-settings";

export function adminOrderRoutes(deps: ApiDeps) {
  const { db, mailer, log } = deps;
  const r = new Hono<ApiEnv>();
  const { loader } = orderContextOf(deps);
  // the owner's order screen: every order of the site, and its status
  r.get("/admin/order", async (c) => {
    const actor = orderActorOf(c);
    requireAdmin(c);
    const status = orderStatusSchema.optional().safeParse(c.req.query("status") || undefined);
    if (!status.success)
      throw new ApiError(400, "error.badRequest", {}, { errors: { status: ["unknown status"] } });
    return personal(c, { orders: await listOrders(db, actor.idSite, null, status.data) });
  });

  r.get("/admin/order/:id", async (c) => {
    const actor = orderActorOf(c);
    requireAdmin(c);
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) throw new ApiError(404, "order.notFound");
    return personal(c, await adminOrderDetail({ db, mailer, log }, actor.idSite, id.data));
  });

  r.put("/admin/order/:id/status", async (c) => {
    const actor = orderActorOf(c);
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
    const actor = orderActorOf(c);
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
    const actor = orderActorOf(c);
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
