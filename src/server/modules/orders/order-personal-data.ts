// The shop's part of a person's data (GDPR art. 15, 17, 20; decisions 015 and 100): their orders,
// matched by account or by e-mail (an order placed before the account was opened is theirs too).
// Erased means anonymised: the accountant keeps every order and invoice for ten years (French
// commercial code, art. L123-22), with its amounts, lines, VAT and the country, postal code and
// city that set the VAT and the shipping; the names, street, company, phone, e-mail, message and
// birthdate go. An order not yet delivered or cancelled holds the erasure back: its wine must
// still reach the address.
import { and, asc, eq, inArray, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { orderLines, orders } from "../../db/schema";
import { type PersonalDataOwner, registerPersonalData } from "../account/personal-data";

/** The statuses after which an order needs no address any more. */
const FINISHED = ["DELIVERED", "CANCELLED"] as const;

const theirs = (idSite: number, user: PersonalDataOwner): SQL =>
  and(eq(orders.siteId, idSite), or(eq(orders.userId, user.id), eq(orders.email, user.email))) as SQL;

/** An address with only what the accountant needs: country, postal code, city. */
const anonymousAddress = (column: SQL) => sql`case when ${column} is null then null else jsonb_build_object(
  'firstname', 'Client', 'lastname', 'anonymisé', 'address', '-',
  'postalCode', ${column}->'postalCode', 'city', ${column}->'city', 'country', ${column}->'country') end`;

async function exportOrders(tx: Tx, idSite: number, user: PersonalDataOwner) {
  const rows = await tx
    .select({
      id: orders.id,
      reference: orders.reference,
      status: orders.status,
      createdAt: orders.createdAt,
      email: orders.email,
      phone: orders.phone,
      billingAddress: orders.billingAddress,
      shippingAddress: orders.shippingAddress,
      pickupSlot: orders.pickupSlot,
      pickupDate: orders.pickupDate,
      message: orders.message,
      birthdate: orders.birthdate,
      termsAcceptedAt: orders.termsAcceptedAt,
      total: orders.total,
    })
    .from(orders)
    .where(theirs(idSite, user))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  if (!rows.length) return [];
  const lines = await tx
    .select({
      orderId: orderLines.orderId,
      name: orderLines.name,
      year: orderLines.year,
      quantity: orderLines.quantity,
      total: orderLines.total,
    })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.siteId, idSite),
        inArray(
          orderLines.orderId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(orderLines.id));
  return rows.map(({ id, ...row }) => ({
    ...row,
    lines: lines.filter((l) => l.orderId === id).map(({ orderId: _o, ...line }) => line),
  }));
}

registerPersonalData({
  name: "orders",
  export: exportOrders,
  pending: async (tx, idSite, user) => {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(theirs(idSite, user), notInArray(orders.status, [...FINISHED])));
    return row?.n ?? 0;
  },
  erase: async (tx, idSite, user) => {
    await tx
      .update(orders)
      .set({
        userId: null,
        email: sql`'anonyme-' || ${orders.id} || '@anonyme.invalid'`,
        billingAddress: anonymousAddress(sql`${orders.billingAddress}`),
        shippingAddress: anonymousAddress(sql`${orders.shippingAddress}`),
        phone: null,
        message: null,
        birthdate: null,
        idempotencyKey: null,
      })
      .where(theirs(idSite, user));
  },
});
