// The back-office home's figures (issue 13 §6): today's orders, what waits to be prepared or
// collected, this month's sales beside the last one's, the inbox's unread items (issue 14 §5). Days are the shop's,
// in Paris time; cancelled orders are no sales.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { AdminDashboard } from "../../../../schemas/order";
import { type Database, queryRows, withSite } from "../../db/client";
import { messages } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { unreadInboxCount } from "../content/inbox";

/** The unread messages the home lists (the inbox of issue 14 shows them all). */
const LATEST_UNREAD = 3;

interface Counts {
  today: string;
  today_orders: number;
  today_revenue: number;
  paid: number;
  preparing: number;
  pickups_today: number;
}

export async function adminDashboard(db: Database, idSite: number): Promise<AdminDashboard> {
  return withSite(db, idSite, async (tx) => {
    const [counts] = await queryRows<Counts>(
      tx,
      sql`with b as (select (now() at time zone 'Europe/Paris')::date as today)
        select b.today::text as today,
          count(*) filter (where (o.created_at at time zone 'Europe/Paris')::date = b.today and o.status <> 'CANCELLED')::int as today_orders,
          coalesce(sum(o.total) filter (where (o.created_at at time zone 'Europe/Paris')::date = b.today and o.status <> 'CANCELLED'), 0)::int as today_revenue,
          count(*) filter (where o.status = 'PAID')::int as paid,
          count(*) filter (where o.status = 'PREPARING')::int as preparing,
          count(*) filter (where o.delivery_kind = 'CLICK_AND_COLLECT' and o.pickup_date = b.today
            and o.status not in ('CANCELLED', 'DELIVERED'))::int as pickups_today
        from b left join orders o on o.site_id = ${idSite}
        group by b.today`,
    );
    const days = await queryRows<{ month: "current" | "previous"; day: number; revenue: number }>(
      tx,
      sql`with b as (select date_trunc('month', (now() at time zone 'Europe/Paris'))::date as start)
        select case when local >= b.start then 'current' else 'previous' end as month,
          extract(day from local)::int as day, sum(total)::int as revenue
        from b, lateral (select (created_at at time zone 'Europe/Paris')::date as local, total from orders
          where site_id = ${idSite} and status <> 'CANCELLED'
            and created_at >= (b.start - interval '1 month')::timestamp at time zone 'Europe/Paris') o
        group by 1, 2`,
    );
    const today = counts?.today ?? new Date().toISOString().slice(0, 10);
    const [year, month, dayOfMonth] = today.split("-").map(Number) as [number, number, number];
    const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
    const current = Array<number>(daysIn(year, month)).fill(0);
    const previous = Array<number>(daysIn(month === 1 ? year - 1 : year, month === 1 ? 12 : month - 1)).fill(
      0,
    );
    for (const d of days) (d.month === "current" ? current : previous)[d.day - 1] = d.revenue;
    const sum = (values: number[]) => values.reduce((n, v) => n + v, 0);
    return {
      today: { day: today, orders: counts?.today_orders ?? 0, revenue: counts?.today_revenue ?? 0 },
      toPrepare: { paid: counts?.paid ?? 0, preparing: counts?.preparing ?? 0 },
      pickupsToday: counts?.pickups_today ?? 0,
      month: {
        current,
        previous,
        currentTotal: sum(current.slice(0, dayOfMonth)),
        previousToDate: sum(previous.slice(0, dayOfMonth)),
      },
      // the inbox's unread items of every kind (issue 14 §5), not archived
      unreadMessages: await unreadInboxCount(tx, idSite),
      latestUnread: (
        await tx
          .select({
            id: messages.id,
            firstname: messages.firstname,
            lastname: messages.lastname,
            subject: messages.subject,
            createdAt: messages.createdAt,
          })
          .from(messages)
          .where(and(eq(messages.siteId, idSite), isNull(messages.readAt), isNull(messages.archivedAt)))
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(LATEST_UNREAD)
      ).map((m) => ({
        id: m.id,
        from: `${m.firstname} ${m.lastname}`,
        subject: m.subject,
        receivedAt: m.createdAt.toISOString(),
      })),
    };
  });
}

/** The owner read a contact message (its copy came by mail): it leaves the home's unread list. */
export async function markMessageRead(db: Database, idSite: number, id: number): Promise<void> {
  await withSite(db, idSite, async (tx) => {
    const done = await tx
      .update(messages)
      .set({ readAt: sql`coalesce(${messages.readAt}, now())` })
      .where(and(eq(messages.siteId, idSite), eq(messages.id, id)))
      .returning({ id: messages.id });
    if (!done.length) throw new ApiError(404, "message.notFound");
  });
}
