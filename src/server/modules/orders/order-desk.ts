// The owner's order desk (issue 13 §5): every order of the site, searched, filtered, sorted and
// paged on the server; an order's history and credit note; the day's pick-ups; the accountant's
// exports, streamed in batches so that 20 000 orders cost the memory of one batch.
import { and, asc, count, desc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type {
  AdminOrderFilter,
  AdminOrderList,
  AdminOrderQuery,
  CreditNote,
  OrderHistoryEntry,
  OrderStatus,
} from "../../../../schemas/order";
import { withoutAccents } from "../../../runtime/text/fold";
import type { Tx } from "../../db/client";
import { type Database, withSite } from "../../db/client";
import { adminAudit, creditNotes, orderLines, orders } from "../../db/schema";
import { likePatternOf } from "../content/filters";
import { itemCounts, summaryOf } from "./buyer-orders";
import type { OrderRow } from "./order-context";

// ---- Search and filters ---------------------------------------------------------------------

/** The conditions of the desk's filters; the list and the exports share them. */
export function orderConditions(idSite: number, filter: AdminOrderFilter): SQL[] {
  const where: SQL[] = [eq(orders.siteId, idSite)];
  if (filter.search) {
    // "helene" finds "Hélène Martin", and "martin hélène" too (orders.search_text holds both)
    where.push(sql`${orders.searchText} like ${likePatternOf(withoutAccents(filter.search).toLowerCase())}`);
  }
  if (filter.status) where.push(eq(orders.status, filter.status));
  if (filter.deliveryKind) where.push(eq(orders.deliveryKind, filter.deliveryKind));
  if (filter.paymentMethod) where.push(eq(orders.paymentMethod, filter.paymentMethod));
  // days are the shop's, in Paris time: "from the 1st" starts at midnight in France
  if (filter.from)
    where.push(sql`${orders.createdAt} >= (${filter.from}::date)::timestamp at time zone 'Europe/Paris'`);
  if (filter.to)
    where.push(sql`${orders.createdAt} < (${filter.to}::date + 1)::timestamp at time zone 'Europe/Paris'`);
  return where;
}

const sortColumns = {
  createdAt: orders.createdAt,
  total: orders.total,
  reference: orders.reference,
} as const;

export async function listAdminOrders(
  db: Database,
  idSite: number,
  query: AdminOrderQuery,
): Promise<AdminOrderList> {
  return withSite(db, idSite, async (tx) => {
    const where = and(...orderConditions(idSite, query));
    const order = query.direction === "asc" ? asc : desc;
    const [rows, [counted]] = await Promise.all([
      tx
        .select()
        .from(orders)
        .where(where)
        .orderBy(order(sortColumns[query.sort]), order(orders.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      tx.select({ n: count() }).from(orders).where(where),
    ]);
    const counts = await itemCounts(
      tx,
      idSite,
      rows.map((r) => r.id),
    );
    return {
      items: rows.map((r) => summaryOf(r, counts.get(r.id) ?? 0)),
      total: counted?.n ?? 0,
      page: query.page,
      perPage: query.perPage,
    };
  });
}

// ---- History and credit note ----------------------------------------------------------------

/** Placed, paid by card (no admin did it), then each move an admin made (the audit log). */
export async function orderHistoryOf(tx: Tx, idSite: number, row: OrderRow): Promise<OrderHistoryEntry[]> {
  const moves = await tx
    .select({ at: adminAudit.createdAt, by: adminAudit.userEmail, details: adminAudit.details })
    .from(adminAudit)
    .where(
      and(
        eq(adminAudit.siteId, idSite),
        eq(adminAudit.action, "order.status"),
        eq(adminAudit.target, row.reference),
      ),
    )
    .orderBy(asc(adminAudit.createdAt), asc(adminAudit.id));
  const history: OrderHistoryEntry[] = [{ at: row.createdAt.toISOString(), status: null, by: null }];
  const byAdmin = moves.map((m) => ({
    at: m.at.toISOString(),
    status: (m.details?.to ?? null) as OrderStatus | null,
    by: m.by,
  }));
  if (row.paidAt && !byAdmin.some((m) => m.status === "PAID")) {
    history.push({ at: row.paidAt.toISOString(), status: "PAID", by: null });
  }
  history.push(...byAdmin);
  return history.sort((a, b) => a.at.localeCompare(b.at));
}

export async function creditNoteOf(tx: Tx, idSite: number, orderId: number): Promise<CreditNote | null> {
  const [note] = await tx
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.siteId, idSite), eq(creditNotes.orderId, orderId)));
  return note ? { number: note.number, amount: note.amount, createdAt: note.createdAt.toISOString() } : null;
}

/** The credit notes of orders `ids`, by order: the exports' "avoir" column and the invoices' list. */
export const creditNotesOf = (db: Database, idSite: number) => (ids: number[]) =>
  withSite(db, idSite, async (tx) => {
    if (!ids.length) return new Map<number, CreditNote>();
    const rows = await tx
      .select()
      .from(creditNotes)
      .where(and(eq(creditNotes.siteId, idSite), inArray(creditNotes.orderId, ids)));
    return new Map(
      rows.map((r) => [
        r.orderId,
        { number: r.number, amount: r.amount, createdAt: r.createdAt.toISOString() },
      ]),
    );
  });

/** Two cancellations at once take numbers one after the other (a per-site transaction lock). */
const CREDIT_NOTE_LOCK = 74_101;

/**
 * The credit note of a paid order being cancelled, in the transaction of the cancellation: the
 * next number of the site's sequence, never reused, never skipped.
 */
export async function issueCreditNote(tx: Tx, idSite: number, row: OrderRow): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CREDIT_NOTE_LOCK}, ${idSite})`);
  const [last] = await tx
    .select({ n: sql<number>`coalesce(max(${creditNotes.sequence}), 0)::int` })
    .from(creditNotes)
    .where(eq(creditNotes.siteId, idSite));
  const sequence = (last?.n ?? 0) + 1;
  await tx.insert(creditNotes).values({
    siteId: idSite,
    orderId: row.id,
    sequence,
    number: `A-${String(sequence).padStart(6, "0")}`,
    amount: row.total,
  });
}

// ---- The day's pick-ups ---------------------------------------------------------------------

/** The click-and-collect orders to hand over on `day`, by slot, then by buyer (cancelled ones left out). */
export async function pickupOrderIds(db: Database, idSite: number, day: string): Promise<number[]> {
  return withSite(db, idSite, async (tx) => {
    const rows = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.siteId, idSite),
          eq(orders.deliveryKind, "CLICK_AND_COLLECT"),
          eq(orders.pickupDate, day),
          sql`${orders.status} <> 'CANCELLED'`,
        ),
      )
      .orderBy(
        sql`${orders.pickupSlot}->>'opensAt'`,
        sql`${orders.billingAddress}->>'lastname'`,
        asc(orders.id),
      );
    return rows.map((r) => r.id);
  });
}

// ---- Exports --------------------------------------------------------------------------------

const EXPORT_BATCH = 500;

/**
 * The orders matching `filter`, oldest first, in batches read one after the other (keyset on the
 * id), each batch with its lines: a long export holds one batch in memory, never the whole list.
 */
export async function* orderBatches(
  db: Database,
  idSite: number,
  filter: AdminOrderFilter,
): AsyncGenerator<{ rows: OrderRow[]; lines: (typeof orderLines.$inferSelect)[] }> {
  let after = 0;
  for (;;) {
    const batch = await withSite(db, idSite, async (tx) => {
      const rows = await tx
        .select()
        .from(orders)
        .where(and(...orderConditions(idSite, filter), gt(orders.id, after)))
        .orderBy(asc(orders.id))
        .limit(EXPORT_BATCH);
      const lines = rows.length
        ? await tx
            .select()
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
            .orderBy(asc(orderLines.orderId), asc(orderLines.id))
        : [];
      return { rows, lines };
    });
    if (!batch.rows.length) return;
    yield batch;
    if (batch.rows.length < EXPORT_BATCH) return;
    after = batch.rows[batch.rows.length - 1]?.id ?? after;
  }
}
