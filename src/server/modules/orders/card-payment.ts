// Card payment (docs/decisions/07x): the provider's checkout page for an order, a new one when the
// first failed, and the provider's verified notification that marks the order paid.
import { and, eq } from "drizzle-orm";
import { type Database, withSite } from "../../db/client";
import { orders } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { orderRowOf } from "./buyer-orders";
import type { CardPayment, OrderRow, OrderSettings } from "./order-context";

export async function startCardPayment(
  db: Database,
  card: CardPayment,
  idSite: number,
  row: OrderRow,
  settings: OrderSettings,
): Promise<string> {
  const session = await card.provider.createCheckout(card.account, {
    orderId: row.id,
    reference: row.reference,
    amount: row.total,
    email: row.email,
    description: `${settings.values.COMPANY_NAME ?? ""} — ${row.reference}`.replace(/^ — /, ""),
    successUrl: `${card.origin}/checkout/confirmation/${row.id}?paid=1`,
    cancelUrl: `${card.origin}/checkout/confirmation/${row.id}`,
    idSite,
  });
  await withSite(db, idSite, (tx) =>
    tx.update(orders).set({ paymentRef: session.ref, updatedAt: new Date() }).where(eq(orders.id, row.id)),
  );
  return session.url;
}

/** POST /order/{id}/payment: a new card payment page for the buyer's unpaid card order. */
export async function retryCardPayment(
  db: Database,
  settings: OrderSettings,
  card: CardPayment,
  idSite: number,
  userId: number,
  id: number,
): Promise<{ paymentUrl: string }> {
  const row = await withSite(db, idSite, (tx) => orderRowOf(tx, idSite, userId, id));
  if (row.paymentMethod !== "CARD" || row.status !== "PENDING_PAYMENT") {
    throw new ApiError(409, "order.notPayable");
  }
  return { paymentUrl: await startCardPayment(db, card, idSite, row, settings) };
}

/**
 * A verified notification of the card provider: a paid session marks its order PAID, once. The
 * order must be the site's, await payment, and carry the session's reference.
 */
export async function recordCardPayment(
  db: Database,
  idSite: number,
  event: { kind: "paid"; ref: string; orderId: number },
): Promise<boolean> {
  const updated = await withSite(db, idSite, (tx) =>
    tx
      .update(orders)
      .set({ status: "PAID", paidAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(orders.siteId, idSite),
          eq(orders.id, event.orderId),
          eq(orders.paymentRef, event.ref),
          eq(orders.status, "PENDING_PAYMENT"),
        ),
      )
      .returning({ id: orders.id }),
  );
  return updated.length > 0;
}
