// The owner's order desk (spec §7 /admin/order…, issue 13 §5) and the site's card payment account.
import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { stream } from "hono/streaming";
import {
  adminOrderFilterSchema,
  adminOrderQuerySchema,
  cardAccountBodySchema,
  orderBulkStatusBodySchema,
  orderStatusBodySchema,
  pickupDayQuerySchema,
} from "../../../../schemas/order";
import type { ApiDeps } from "../../api-deps";
import { withSite } from "../../db/client";
import { cardPaymentAccounts } from "../../db/schema";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { requireAdmin } from "../../http/auth";
import { csvDownload } from "../../http/csv";
import { readJson } from "../../http/read-body";
import { idParam, parseInput } from "../../http/validate";
import { recordAudit } from "../admin/audit";
import { orderDetail, summaryOf } from "./buyer-orders";
import { adminDashboard, markMessageRead } from "./dashboard";
import { invoiceOf } from "./invoice";
import { adminOrderDetail, changeOrderStatus, changeOrderStatuses } from "./order-admin-service";
import { creditNotesOf, listAdminOrders, orderBatches, pickupOrderIds } from "./order-desk";
import {
  lineExportColumns,
  lineExportRows,
  orderExportColumns,
  orderExportRows,
  packingSlipOf,
  pickupListOf,
} from "./order-documents";
import { orderActorOf, orderContextOf, originOf, personal } from "./order-settings";

/** A PDF shown in the browser's viewer (and saved under `filename`). */
function pdfAnswer(c: Context<ApiEnv>, pdf: Uint8Array, filename: string) {
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${filename}"`,
    "Cache-Control": "private, no-store",
  });
}

export function adminOrderRoutes(deps: ApiDeps) {
  const { db, mailer, log } = deps;
  const r = new Hono<ApiEnv>();
  const { loader } = orderContextOf(deps);
  // the owner's order desk: every order of the site, searched, filtered, sorted and paged (issue 13 §5)
  r.get("/admin/order", async (c) => {
    const actor = orderActorOf(c);
    requireAdmin(c);
    const query = parseInput(adminOrderQuerySchema, c.req.query());
    return personal(c, await listAdminOrders(db, actor.idSite, query));
  });

  orderPaperRoutes(r, deps);

  // the back-office home's figures (issue 13 §6)
  r.get("/admin/dashboard", async (c) => {
    const actor = orderActorOf(c);
    requireAdmin(c);
    return personal(c, await adminDashboard(db, actor.idSite));
  });

  r.put("/admin/message/:id/read", async (c) => {
    const actor = orderActorOf(c);
    requireAdmin(c);
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) throw new ApiError(404, "message.notFound");
    await markMessageRead(db, actor.idSite, id.data);
    return personal(c, null);
  });

  r.post("/admin/order/status", async (c) => {
    const actor = orderActorOf(c);
    const admin = requireAdmin(c);
    const body = parseInput(orderBulkStatusBodySchema, await readJson(c));
    const values = await loader.values(actor.idSite);
    return personal(
      c,
      await changeOrderStatuses(
        { db, mailer, log: c.get("log") ?? log },
        actor.idSite,
        admin,
        body.ids,
        body.status,
        values.COMPANY_NAME ?? c.get("site").name,
        actor.lang,
      ),
    );
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

/**
 * The desk's papers (issue 13 §5): exports with the list's filters, the day's pick-up list, and
 * each order's invoice, packing slip and credit note. Declared before /admin/order/:id, so that
 * "export.csv" is not read as an id.
 */
function orderPaperRoutes(r: Hono<ApiEnv>, deps: ApiDeps) {
  const { db, mailer, log } = deps;
  const { loader } = orderContextOf(deps);
  // the accountant's exports (DESIGN.md §7), with the desk's filters; `detail=lines`: one row a line.
  // Declared before /admin/order/:id, so that "export.csv" is not read as an id.
  r.get("/admin/order/export.csv", async (c) => {
    const actor = orderActorOf(c);
    requireAdmin(c);
    const filter = parseInput(adminOrderFilterSchema, c.req.query());
    const batches = orderBatches(db, actor.idSite, filter);
    if (c.req.query("detail") === "lines")
      return csvDownload(c, "commandes-lignes.csv", lineExportColumns, lineExportRows(batches));
    return csvDownload(
      c,
      "commandes.csv",
      orderExportColumns,
      orderExportRows(batches, creditNotesOf(db, actor.idSite)),
    );
  });

  r.get("/admin/order/export.json", async (c) => {
    const actor = orderActorOf(c);
    requireAdmin(c);
    const filter = parseInput(adminOrderFilterSchema, c.req.query());
    c.header("Content-Type", "application/json; charset=UTF-8");
    c.header("Content-Disposition", 'attachment; filename="commandes.json"');
    c.header("Cache-Control", "private, no-store");
    // the API's envelope, written as the batches come: its data is the orders with their lines
    return stream(c, async (out) => {
      await out.write('{"success":true,"message":"","data":[');
      let first = true;
      for await (const { rows, lines } of orderBatches(db, actor.idSite, filter)) {
        const items = rows.map((row) => ({
          ...summaryOf(row, 0),
          subtotal: row.subtotal,
          discountCode: row.discountCode,
          discount: row.discountValue,
          shippingFees: row.shippingFees,
          carrier: row.carrierName,
          lines: lines
            .filter((l) => l.orderId === row.id)
            .map(({ name, year, capacity, capacityUnit, quantity, unitPrice, total }) => ({
              name,
              year,
              capacity,
              capacityUnit,
              quantity,
              unitPrice,
              total,
            })),
        }));
        for (const item of items) {
          await out.write(
            `${first ? "" : ","}${JSON.stringify({ ...item, itemCount: item.lines.reduce((n, l) => n + l.quantity, 0) })}`,
          );
          first = false;
        }
      }
      await out.write("]}");
    });
  });

  // the day's click-and-collect orders, to print at the cellar door
  r.get("/admin/order/pickups.pdf", async (c) => {
    const actor = orderActorOf(c);
    requireAdmin(c);
    const { date } = parseInput(pickupDayQuerySchema, c.req.query());
    const [ids, values] = await Promise.all([
      pickupOrderIds(db, actor.idSite, date),
      loader.values(actor.idSite),
    ]);
    const list = [];
    for (const id of ids) list.push(await orderDetail(db, actor.idSite, null, id));
    return pdfAnswer(c, await pickupListOf(date, list, values), `retraits-${date}.pdf`);
  });

  // the order's papers: its invoice, its packing slip, the credit note of a cancelled paid order
  r.get("/admin/order/:id/:paper{(invoice|packing-slip|credit-note)\\.pdf}", async (c) => {
    const actor = orderActorOf(c);
    requireAdmin(c);
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) throw new ApiError(404, "order.notFound");
    const [detail, values] = await Promise.all([
      adminOrderDetail({ db, mailer, log }, actor.idSite, id.data),
      loader.values(actor.idSite),
    ]);
    const paper = c.req.param("paper");
    if (paper === "packing-slip.pdf")
      return pdfAnswer(c, await packingSlipOf(detail, values), `preparation-${detail.reference}.pdf`);
    if (paper === "credit-note.pdf") {
      if (!detail.creditNote) throw new ApiError(404, "order.noCreditNote");
      return pdfAnswer(
        c,
        await invoiceOf(detail, values, detail.creditNote),
        `avoir-${detail.creditNote.number}.pdf`,
      );
    }
    return pdfAnswer(c, await invoiceOf(detail, values), `facture-${detail.reference}.pdf`);
  });
}
