// The buyer's orders (spec §7 GET /order, GET /order/{id}) and the payment methods offered.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type {
  OrderDeliveryKind,
  OrderDetail,
  OrderLine,
  OrderStatus,
  OrderSummary,
  PaymentMethod,
} from "../../../../schemas/order";
import { paymentMethodsFor } from "../../../runtime/shop/checkout-rules";
import { canWithdraw, withdrawalLastDay } from "../../../runtime/shop/withdrawal";
import { type Database, type Tx, withSite } from "../../db/client";
import { orderLines, orders } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { bankDetailsOf, type OrderRow, type OrderSettings } from "./order-context";

export const summaryOf = (row: OrderRow, itemCount: number): OrderSummary => ({
  id: row.id,
  email: row.email,
  buyerName: `${row.billingAddress.firstname} ${row.billingAddress.lastname}`,
  reference: row.reference,
  status: row.status,
  deliveryKind: row.deliveryKind,
  paymentMethod: row.paymentMethod,
  total: row.total,
  itemCount,
  createdAt: row.createdAt.toISOString(),
  withdrawalRequested: row.withdrawalRequestedAt !== null,
});

/** The bottles (items) of each order. */
export async function itemCounts(tx: Tx, idSite: number, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ orderId: orderLines.orderId, n: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .where(and(eq(orderLines.siteId, idSite), inArray(orderLines.orderId, ids)))
    .groupBy(orderLines.orderId);
  return new Map(rows.map((r) => [r.orderId, r.n]));
}

/** A buyer's orders; `userId` null: every order of the site (its owner's screen), `status` to filter. */
export async function listOrders(
  db: Database,
  idSite: number,
  userId: number | null,
  status?: OrderStatus,
): Promise<OrderSummary[]> {
  return withSite(db, idSite, async (tx) => {
    const rows = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.siteId, idSite),
          userId === null ? undefined : eq(orders.userId, userId),
          status ? eq(orders.status, status) : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(200);
    if (!rows.length) return [];
    const counts = await itemCounts(
      tx,
      idSite,
      rows.map((r) => r.id),
    );
    return rows.map((r) => summaryOf(r, counts.get(r.id) ?? 0));
  });
}

/** The order `id` of the site, if it is the buyer `userId`'s (null: any buyer's, for the owner). */
export async function orderRowOf(
  tx: Tx,
  idSite: number,
  userId: number | null,
  id: number,
): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.siteId, idSite),
        userId === null ? undefined : eq(orders.userId, userId),
        eq(orders.id, id),
      ),
    );
  if (!row) throw new ApiError(404, "order.notFound");
  return row;
}

/** An order of its buyer `userId`; null: any order of the site (its owner's screen). */
export async function orderDetail(
  db: Database,
  idSite: number,
  userId: number | null,
  id: number,
): Promise<OrderDetail> {
  return withSite(db, idSite, async (tx) => {
    const row = await orderRowOf(tx, idSite, userId, id);
    const lineRows = await tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.siteId, idSite), eq(orderLines.orderId, id)))
      .orderBy(asc(orderLines.id));
    const lines: OrderLine[] = lineRows.map((l) => ({
      productId: l.productId ?? 0,
      declinationId: l.declinationId ?? 0,
      name: l.name,
      year: l.year,
      capacity: l.capacity,
      capacityUnit: l.capacityUnit,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      total: l.total,
    }));
    const bank = row.paymentMethod === "BANK_TRANSFER" ? await bankDetailsOf(tx, idSite) : null;
    return {
      ...summaryOf(
        row,
        lines.reduce((n, l) => n + l.quantity, 0),
      ),
      lines,
      subtotal: row.subtotal,
      discount: row.discount,
      shippingFees: row.shippingFees,
      carrier:
        row.carrierId !== null && row.carrierName
          ? { id: row.carrierId, name: row.carrierName, serviceCode: row.carrierServiceCode ?? "" }
          : null,
      shippingAddress: row.shippingAddress,
      billingAddress: row.billingAddress,
      accessPoint: row.accessPoint,
      clickAndCollect:
        row.pickupAddressId !== null && row.pickupDate && row.pickupSlot
          ? {
              idAddress: row.pickupAddressId,
              name: row.pickupSlot.name,
              date: row.pickupDate,
              opensAt: row.pickupSlot.opensAt,
              closesAt: row.pickupSlot.closesAt,
            }
          : null,
      phone: row.phone,
      message: row.message,
      vatNumber: row.vatNumber,
      sellerVatNumber: row.sellerVatNumber,
      bankDetails: bank,
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      withdrawal: row.withdrawalRequestedAt
        ? { requestedAt: row.withdrawalRequestedAt.toISOString(), message: row.withdrawalMessage }
        : null,
      withdrawalLastDay: row.deliveredAt ? withdrawalLastDay(row.deliveredAt) : null,
      canWithdraw: canWithdraw(row, new Date()),
    };
  });
}

/** The payment methods of each delivery kind, for the checkout. */
export function paymentMethodsOf(settings: OrderSettings) {
  const setting = (settings.values.PAYMENT_METHOD ?? "CARD") as PaymentMethod;
  const kinds: OrderDeliveryKind[] = ["DELIVERY", "PICKUP", "CLICK_AND_COLLECT", "NO_DELIVERY"];
  return Object.fromEntries(
    kinds.map((k) => [k, paymentMethodsFor(setting, k, settings.cardConfigured)]),
  ) as Record<OrderDeliveryKind, PaymentMethod[]>;
}
