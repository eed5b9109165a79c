// The owner's side of orders (docs/decisions/070): every order of the site, and its status moved
// along the life of src/runtime/shop/order-status.ts. A cancelled order gives its stock and its
// discount code's use back; the buyer is told by mail when the order is paid, on its way, ready
// to collect, or cancelled.
import { and, eq, sql } from "drizzle-orm";
import type { AdminOrderDetail, OrderBulkStatus, OrderStatus } from "../../../../schemas/order";
import { type Lang, translate } from "../../../runtime/messages/translate";
import { canMoveTo, nextStatusesOf } from "../../../runtime/shop/order-status";
import { withSite } from "../../db/client";
import { discounts, orderLines, orders } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { renderMail } from "../../mail/layout";
import { queueMail } from "../../mail/outbox";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";
import { moveStock } from "../catalogue/stock";
import { orderDetail, orderRowOf } from "./buyer-orders";
import type { OrderDeps } from "./order-context";
import { creditNoteOf, issueCreditNote, orderHistoryOf } from "./order-desk";

/** The statuses the buyer hears about. */
const toldStatuses: Partial<Record<OrderStatus, true>> = {
  PAID: true,
  SHIPPED: true,
  READY_FOR_PICKUP: true,
  CANCELLED: true,
};

export async function adminOrderDetail(
  deps: OrderDeps,
  idSite: number,
  id: number,
): Promise<AdminOrderDetail> {
  const detail = await orderDetail(deps.db, idSite, null, id);
  const { history, creditNote } = await withSite(deps.db, idSite, async (tx) => {
    const row = await orderRowOf(tx, idSite, null, id);
    return { history: await orderHistoryOf(tx, idSite, row), creditNote: await creditNoteOf(tx, idSite, id) };
  });
  return { ...detail, nextStatuses: nextStatusesOf(detail), history, creditNote };
}

export async function changeOrderStatus(
  deps: OrderDeps,
  idSite: number,
  admin: SessionUser,
  id: number,
  status: OrderStatus,
  site: string,
  /** The caller's language, for the error; the buyer is written to in the site's, French. */
  lang: Lang,
): Promise<AdminOrderDetail> {
  await moveOrder(deps, idSite, admin, id, status, site, lang);
  return adminOrderDetail(deps, idSite, id);
}

/**
 * Several orders moved to one status (issue 13 §5), each in its own transaction, as if one by one:
 * an order that may not move is refused with the reason, the others move.
 */
export async function changeOrderStatuses(
  deps: OrderDeps,
  idSite: number,
  admin: SessionUser,
  ids: number[],
  status: OrderStatus,
  site: string,
  lang: Lang,
): Promise<OrderBulkStatus> {
  const result: OrderBulkStatus = { moved: [], refused: [] };
  for (const id of new Set(ids)) {
    try {
      const reference = await moveOrder(deps, idSite, admin, id, status, site, lang);
      result.moved.push({ id, reference });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const [row] = await withSite(deps.db, idSite, (tx) =>
        tx
          .select({ reference: orders.reference })
          .from(orders)
          .where(and(eq(orders.siteId, idSite), eq(orders.id, id))),
      );
      result.refused.push({
        id,
        reference: row?.reference ?? null,
        message: translate(lang, err.key, err.params),
      });
    }
  }
  return result;
}

/** Moves one order; answers its reference. */
async function moveOrder(
  deps: OrderDeps,
  idSite: number,
  admin: SessionUser,
  id: number,
  status: OrderStatus,
  site: string,
  lang: Lang,
): Promise<string> {
  const mailLang: Lang = "fr_FR";
  const { db } = deps;
  const moved = await withSite(db, idSite, async (tx) => {
    // the row lock keeps two owners from moving one order twice
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.siteId, idSite), eq(orders.id, id)))
      .for("update");
    if (!row) throw new ApiError(404, "order.notFound");
    if (!canMoveTo({ ...row, withdrawalRequested: row.withdrawalRequestedAt !== null }, status)) {
      throw new ApiError(409, "order.statusNotAllowed", {
        from: translate(lang, `order.status.${row.status}`),
        to: translate(lang, `order.status.${status}`),
      });
    }
    await tx
      .update(orders)
      .set({
        status,
        updatedAt: new Date(),
        ...(status === "PAID" ? { paidAt: new Date() } : {}),
        // the withdrawal period runs from the day the buyer has the goods (issue 15 §5)
        ...(status === "DELIVERED" ? { deliveredAt: new Date() } : {}),
      })
      .where(eq(orders.id, row.id));
    if (status === "CANCELLED") {
      // put back in the order of the rows they lock (a declination's, or its product's when the
      // stock is the product's), as orders take them: another order of the same wines cannot hold
      // one while waiting for the next (a deadlock)
      const lines = await tx
        .select()
        .from(orderLines)
        .where(and(eq(orderLines.siteId, idSite), eq(orderLines.orderId, row.id)));
      const lockKey = (line: (typeof lines)[number]) =>
        (line.stockFrom === "DECLINATION" ? line.declinationId : line.productId) ?? 0;
      lines.sort((a, b) => lockKey(a) - lockKey(b));
      for (const line of lines) {
        if (!line.stockFrom || line.productId === null) continue;
        const declinationId = line.stockFrom === "DECLINATION" ? line.declinationId : null;
        if (line.stockFrom === "DECLINATION" && declinationId === null) continue; // erased since
        await moveStock(
          tx,
          idSite,
          { productId: line.productId, declinationId },
          line.quantity,
          "ORDER_CANCELLED",
          {
            orderId: row.id,
            userId: admin.id,
          },
        );
      }
      if (row.discountId !== null) {
        await tx
          .update(discounts)
          .set({ uses: sql`greatest(${discounts.uses} - 1, 0)` })
          .where(eq(discounts.id, row.discountId));
      }
      // a paid order cancelled is a refund: its credit note cancels its invoice
      if (row.paidAt !== null) await issueCreditNote(tx, idSite, row);
    }
    await recordAudit(tx, idSite, admin, "order.status", row.reference, { from: row.status, to: status });
    // the buyer's mail is written with the move: it leaves iff the move commits (decision 084)
    if (toldStatuses[status]) {
      const name = row.billingAddress.firstname;
      const body = renderMail({
        greeting: translate(mailLang, "mail.greeting", { name }).replace(" ,", ","),
        paragraphs: [
          translate(mailLang, `order.mail.status.${status as "PAID"}`, { reference: row.reference }),
        ],
        signature: translate(mailLang, "mail.signature", { site }),
      });
      await queueMail(tx, idSite, {
        kind: `order.status.${status}`,
        to: row.email,
        subject: translate(mailLang, "order.mail.statusSubject", {
          reference: row.reference,
          status: translate(mailLang, `order.status.${status}`),
        }),
        ...body,
      });
    }
    return row;
  });
  if (toldStatuses[status]) deps.mailer.nudge();
  return moved.reference;
}
