// The owner's customer desk (issue 13 §4, decision 100): the site's accounts searched, filtered,
// sorted and paged on the server, each with what they ordered; a customer's whole file; the
// export, streamed in batches; and the GDPR actions (their data as JSON, their erasure).
import { and, asc, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type {
  AdminCustomerDetail,
  AdminCustomerFilter,
  AdminCustomerList,
  AdminCustomerQuery,
  CustomerErasure,
  CustomerSummary,
} from "../../../../schemas/customer";
import type { OrderAddress } from "../../../../schemas/order";
import { ACCENTED, PLAIN, withoutAccents } from "../../../runtime/text/fold";
import { type Database, queryRows, type Tx, withSite } from "../../db/client";
import { newsletterLists, newsletterSubscriptions, orders, users } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { recordAudit } from "../admin/audit";
import { likePatternOf } from "../content/filters";
import { itemCounts, summaryOf } from "../orders/buyer-orders";
import { erasePerson, personalDataHandlers } from "./personal-data";
import type { SessionUser } from "./session";

/** What a customer's orders come to: cancelled orders are no sales. */
const statsOf = (idSite: number) => sql`(
  select count(*)::int as n, coalesce(sum(o.total), 0)::int as spent, max(o.created_at) as last_at,
    (array_agg(o.billing_address->>'city' order by o.created_at desc))[1] as city
  from orders o where o.site_id = ${idSite} and o.user_id = u.id and o.status <> 'CANCELLED')`;

const subscribedSql = sql`exists (select 1 from newsletter_subscriptions ns
  where ns.site_id = u.site_id and ns.email = u.email)`;
const orderedSql = sql`exists (select 1 from orders o
  where o.site_id = u.site_id and o.user_id = u.id and o.status <> 'CANCELLED')`;

/** The filters of the list and of the export, on `users u`. */
function customerConditions(idSite: number, filter: AdminCustomerFilter): SQL {
  const where: SQL[] = [sql`u.site_id = ${idSite}`, sql`u.role = 'CUSTOMER'`];
  if (filter.search) {
    const pattern = likePatternOf(withoutAccents(filter.search).toLowerCase());
    // a name or an e-mail (users.search_text), or the city of one of their orders
    // (the towns are read once, as a set, rather than once per account)
    where.push(sql`(u.search_text like ${pattern} or u.id in (select o.user_id from orders o
      where o.site_id = ${idSite} and o.user_id is not null
        and lower(translate(o.billing_address->>'city', ${ACCENTED}, ${PLAIN})) like ${pattern}))`);
  }
  if (filter.ordered) where.push(filter.ordered === "yes" ? orderedSql : sql`not ${orderedSql}`);
  if (filter.subscribed) where.push(filter.subscribed === "yes" ? subscribedSql : sql`not ${subscribedSql}`);
  // days are the shop's, in Paris time
  if (filter.from)
    where.push(sql`u.created_at >= (${filter.from}::date)::timestamp at time zone 'Europe/Paris'`);
  if (filter.to)
    where.push(sql`u.created_at < (${filter.to}::date + 1)::timestamp at time zone 'Europe/Paris'`);
  return sql.join(where, sql` and `);
}

const orderBy: Record<AdminCustomerQuery["sort"], SQL> = {
  createdAt: sql`u.created_at`,
  name: sql`lower(coalesce(u.lastname, '')), lower(coalesce(u.firstname, ''))`,
  totalSpent: sql`coalesce(s.spent, 0)`,
  lastOrderAt: sql`s.last_at`,
};

interface CustomerRow {
  id: number;
  email: string;
  firstname: string | null;
  lastname: string | null;
  created_at: Date | string;
  n: number | null;
  spent: number | null;
  last_at: Date | string | null;
  city: string | null;
  subscribed: boolean;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const summaryOfRow = (row: CustomerRow): CustomerSummary => ({
  id: row.id,
  email: row.email,
  firstname: row.firstname,
  lastname: row.lastname,
  city: row.city,
  createdAt: iso(row.created_at),
  orderCount: row.n ?? 0,
  totalSpent: row.spent ?? 0,
  lastOrderAt: row.last_at ? iso(row.last_at) : null,
  subscribed: row.subscribed,
});

const selectCustomers = (idSite: number, where: SQL) => sql`
  select u.id, u.email, u.firstname, u.lastname, u.created_at, s.n, s.spent, s.last_at, s.city,
    ${subscribedSql} as subscribed
  from users u left join lateral ${statsOf(idSite)} s on true
  where ${where}`;

export function listAdminCustomers(
  db: Database,
  idSite: number,
  query: AdminCustomerQuery,
): Promise<AdminCustomerList> {
  return withSite(db, idSite, async (tx) => {
    const where = customerConditions(idSite, query);
    const direction = query.direction === "asc" ? sql`asc` : sql`desc`;
    const nulls = query.sort === "lastOrderAt" ? sql` nulls last` : sql``;
    const [rows, [counted]] = await Promise.all([
      queryRows<CustomerRow>(
        tx,
        sql`${selectCustomers(idSite, where)}
          order by ${orderBy[query.sort]} ${direction}${nulls}, u.id ${direction}
          limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`,
      ),
      queryRows<{ n: number }>(tx, sql`select count(*)::int as n from users u where ${where}`),
    ]);
    return {
      items: rows.map(summaryOfRow),
      total: counted?.n ?? 0,
      page: query.page,
      perPage: query.perPage,
    };
  });
}

const EXPORT_BATCH = 1000;

/** The customers matching `filter`, in batches read one after the other (keyset on the id). */
export async function* customerBatches(
  db: Database,
  idSite: number,
  filter: AdminCustomerFilter,
): AsyncGenerator<CustomerSummary[]> {
  let after = 0;
  for (;;) {
    const rows = await withSite(db, idSite, (tx) =>
      queryRows<CustomerRow>(
        tx,
        sql`${selectCustomers(idSite, sql`${customerConditions(idSite, filter)} and u.id > ${after}`)}
          order by u.id limit ${EXPORT_BATCH}`,
      ),
    );
    if (!rows.length) return;
    yield rows.map(summaryOfRow);
    if (rows.length < EXPORT_BATCH) return;
    after = rows[rows.length - 1]?.id ?? after;
  }
}

export const customerExportColumns = [
  "N° client",
  "E-mail",
  "Prénom",
  "Nom",
  "Ville",
  "Inscrit le",
  "Commandes",
  "Total dépensé (EUR)",
  "Dernière commande",
  "Newsletter",
] as const;

const frenchDay = (value: string | null) =>
  value ? new Date(value).toLocaleDateString("fr-FR", { timeZone: "Europe/Paris" }) : "";

export async function* customerExportRows(
  batches: AsyncIterable<CustomerSummary[]>,
): AsyncGenerator<string[][]> {
  for await (const batch of batches) {
    yield batch.map((c) => [
      String(c.id),
      c.email,
      c.firstname ?? "",
      c.lastname ?? "",
      c.city ?? "",
      frenchDay(c.createdAt),
      String(c.orderCount),
      (c.totalSpent / 100).toFixed(2).replace(".", ","),
      frenchDay(c.lastOrderAt),
      c.subscribed ? "oui" : "non",
    ]);
  }
}

/** The customer's account row; 404 for an unknown id, an admin's or another site's. */
async function customerRow(tx: Tx, idSite: number, id: number) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.siteId, idSite), eq(users.id, id), eq(users.role, "CUSTOMER")));
  if (!row) throw new ApiError(404, "customer.notFound");
  return row;
}

export function adminCustomerDetail(db: Database, idSite: number, id: number): Promise<AdminCustomerDetail> {
  return withSite(db, idSite, async (tx) => {
    const user = await customerRow(tx, idSite, id);
    const [summary] = await queryRows<CustomerRow>(tx, selectCustomers(idSite, sql`u.id = ${id}`));
    const theirs = and(eq(orders.siteId, idSite), or(eq(orders.userId, id), eq(orders.email, user.email)));
    const [orderRows, lists] = await Promise.all([
      tx.select().from(orders).where(theirs).orderBy(desc(orders.createdAt), desc(orders.id)),
      tx
        .select({
          listId: newsletterLists.id,
          name: newsletterLists.name,
          subscribedAt: newsletterSubscriptions.createdAt,
        })
        .from(newsletterSubscriptions)
        .innerJoin(newsletterLists, eq(newsletterLists.id, newsletterSubscriptions.listId))
        .where(and(eq(newsletterSubscriptions.siteId, idSite), eq(newsletterSubscriptions.email, user.email)))
        .orderBy(asc(newsletterLists.order), asc(newsletterLists.id)),
    ]);
    const addresses: (OrderAddress & { usedAt: string })[] = [];
    const seen = new Set<string>();
    for (const order of orderRows) {
      for (const address of [order.shippingAddress, order.billingAddress]) {
        if (!address) continue;
        const key = JSON.stringify([address.lastname, address.address, address.postalCode, address.city]);
        if (seen.has(key)) continue;
        seen.add(key);
        addresses.push({ ...address, usedAt: order.createdAt.toISOString() });
      }
    }
    const counts = await itemCounts(
      tx,
      idSite,
      orderRows.map((o) => o.id),
    );
    return {
      ...summaryOfRow(summary as CustomerRow),
      phone: user.phone,
      birthdate: user.birthdate,
      updatedAt: user.updatedAt?.toISOString() ?? null,
      termsAcceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
      addresses,
      orders: orderRows.map((o) => summaryOf(o, counts.get(o.id) ?? 0)),
      newsletters: lists.map((l) => ({ ...l, subscribedAt: l.subscribedAt.toISOString() })),
      majorityProofs: orderRows
        .filter((o) => o.birthdate)
        .map((o) => ({
          reference: o.reference,
          birthdate: String(o.birthdate),
          declaredAt: o.createdAt.toISOString(),
        })),
      ordersInProgress: orderRows.filter((o) => o.status !== "DELIVERED" && o.status !== "CANCELLED").length,
    };
  });
}

/** GDPR art. 17 on the owner's side: everything erased, the orders kept anonymised (decision 100). */
export function eraseCustomer(
  db: Database,
  idSite: number,
  admin: SessionUser,
  id: number,
): Promise<CustomerErasure> {
  return withSite(db, idSite, async (tx) => {
    const user = await customerRow(tx, idSite, id);
    const [counted] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from orders
        where site_id = ${idSite} and (user_id = ${id} or email = ${user.email})`,
    );
    await erasePerson(tx, idSite, user, "customer.ordersInProgress");
    // the audit names the account's number, never the person erased
    await recordAudit(tx, idSite, admin, "customer.erase", `client n° ${id}`);
    return { anonymisedOrders: counted?.n ?? 0 };
  });
}

// ---- A person without an account --------------------------------------------------------------

/** A guest's data is answered here; an address with an account, from the customer's file (409). */
async function guestOf(tx: Tx, idSite: number, email: string) {
  const [account] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, idSite), eq(users.email, email)));
  if (account) throw new ApiError(409, "customer.hasAccount", {}, { id: account.id });
  // no account: no row of the account's tables is theirs (id 0 matches none)
  return { id: 0, email };
}

/** GDPR art. 15 and 20 for a guest buyer or a visitor: what each module keeps of the address. */
export function guestExport(db: Database, idSite: number, siteName: string, email: string, now = new Date()) {
  return withSite(db, idSite, async (tx) => {
    const person = await guestOf(tx, idSite, email);
    const parts: Record<string, unknown> = {};
    for (const handler of personalDataHandlers())
      parts[handler.name] = await handler.export(tx, idSite, person);
    return {
      exportedAt: now.toISOString(),
      site: { id: idSite, name: siteName },
      person: { email },
      ...parts,
    };
  });
}

/** GDPR art. 17 for a guest: as for a customer, without an account to delete. */
export function eraseGuest(
  db: Database,
  idSite: number,
  admin: SessionUser,
  email: string,
): Promise<CustomerErasure> {
  return withSite(db, idSite, async (tx) => {
    const person = await guestOf(tx, idSite, email);
    const [counted] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from orders where site_id = ${idSite} and email = ${email}`,
    );
    await erasePerson(tx, idSite, person, "customer.ordersInProgress");
    await recordAudit(tx, idSite, admin, "customer.erase", "personne sans compte");
    return { anonymisedOrders: counted?.n ?? 0 };
  });
}
