// The owner's newsletter lists (issue 13 §4, decision 100): create, rename, delete; each list's
// subscribers with the day they opted in, searched and paged; the export, streamed; an address
// taken off a list. Subscriptions are kept by e-mail (newsletter-service.ts): a visitor subscribes
// without an account.
import { and, asc, count, eq, gt, type SQL, sql } from "drizzle-orm";
import type {
  AdminNewsletterList,
  NewsletterListInput,
  NewsletterSubscriberList,
  NewsletterSubscriberQuery,
} from "../../../../schemas/customer";
import { type Database, type Tx, withSite } from "../../db/client";
import { newsletterLists, newsletterSubscriptions, users } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { recordAudit } from "../admin/audit";
import { likePatternOf } from "../content/filters";
import type { SessionUser } from "./session";

export function adminNewsletterLists(db: Database, idSite: number): Promise<AdminNewsletterList[]> {
  return withSite(db, idSite, (tx) =>
    tx
      .select({
        id: newsletterLists.id,
        name: newsletterLists.name,
        description: newsletterLists.description,
        isDefault: newsletterLists.isDefault,
        subscriberCount: sql<number>`(select count(*)::int from newsletter_subscriptions s
          where s.site_id = newsletter_lists.site_id and s.list_id = newsletter_lists.id)`,
      })
      .from(newsletterLists)
      .where(eq(newsletterLists.siteId, idSite))
      .orderBy(asc(newsletterLists.order), asc(newsletterLists.id)),
  );
}

async function listRow(tx: Tx, idSite: number, id: number) {
  const [row] = await tx
    .select()
    .from(newsletterLists)
    .where(and(eq(newsletterLists.siteId, idSite), eq(newsletterLists.id, id)));
  if (!row) throw new ApiError(404, "newsletter.unknownList");
  return row;
}

export function createNewsletterList(
  db: Database,
  idSite: number,
  admin: SessionUser,
  input: Required<NewsletterListInput>,
): Promise<{ id: number; name: string }> {
  return withSite(db, idSite, async (tx) => {
    const [last] = await tx
      .select({ order: sql<number>`coalesce(max(${newsletterLists.order}), 0)::int` })
      .from(newsletterLists)
      .where(eq(newsletterLists.siteId, idSite));
    const [row] = await tx
      .insert(newsletterLists)
      .values({ siteId: idSite, ...input, order: (last?.order ?? 0) + 1 })
      .returning({ id: newsletterLists.id, name: newsletterLists.name });
    if (!row) throw new Error("newsletter list not created");
    await recordAudit(tx, idSite, admin, "newsletter.create", input.name);
    return row;
  });
}

export function updateNewsletterList(
  db: Database,
  idSite: number,
  admin: SessionUser,
  id: number,
  input: Required<NewsletterListInput>,
): Promise<{ id: number; name: string }> {
  return withSite(db, idSite, async (tx) => {
    const before = await listRow(tx, idSite, id);
    await tx
      .update(newsletterLists)
      .set(input)
      .where(and(eq(newsletterLists.siteId, idSite), eq(newsletterLists.id, id)));
    await recordAudit(tx, idSite, admin, "newsletter.update", input.name, { was: before.name });
    return { id, name: input.name };
  });
}

/** The list and its subscriptions go (the addresses stay on the site's other lists). */
export function deleteNewsletterList(
  db: Database,
  idSite: number,
  admin: SessionUser,
  id: number,
): Promise<{ name: string }> {
  return withSite(db, idSite, async (tx) => {
    const row = await listRow(tx, idSite, id);
    await tx
      .delete(newsletterLists)
      .where(and(eq(newsletterLists.siteId, idSite), eq(newsletterLists.id, id)));
    await recordAudit(tx, idSite, admin, "newsletter.delete", row.name);
    return { name: row.name };
  });
}

function subscriberConditions(idSite: number, listId: number, search?: string): SQL {
  return and(
    eq(newsletterSubscriptions.siteId, idSite),
    eq(newsletterSubscriptions.listId, listId),
    search ? sql`${newsletterSubscriptions.email} like ${likePatternOf(search.toLowerCase())}` : undefined,
  ) as SQL;
}

const subscriberColumns = {
  email: newsletterSubscriptions.email,
  subscribedAt: newsletterSubscriptions.createdAt,
  customerId: users.id,
};

/** The account with the subscriber's address, if any (to open the customer's file). */
const accountJoin = (idSite: number) =>
  and(eq(users.siteId, idSite), eq(users.email, newsletterSubscriptions.email), eq(users.role, "CUSTOMER"));

export function newsletterSubscribers(
  db: Database,
  idSite: number,
  listId: number,
  query: NewsletterSubscriberQuery,
): Promise<NewsletterSubscriberList> {
  return withSite(db, idSite, async (tx) => {
    await listRow(tx, idSite, listId);
    const where = subscriberConditions(idSite, listId, query.search);
    const [rows, [counted]] = await Promise.all([
      tx
        .select(subscriberColumns)
        .from(newsletterSubscriptions)
        .leftJoin(users, accountJoin(idSite))
        .where(where)
        .orderBy(sql`${newsletterSubscriptions.createdAt} desc`, asc(newsletterSubscriptions.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      tx.select({ n: count() }).from(newsletterSubscriptions).where(where),
    ]);
    return {
      items: rows.map((r) => ({ ...r, subscribedAt: r.subscribedAt.toISOString() })),
      total: counted?.n ?? 0,
      page: query.page,
      perPage: query.perPage,
    };
  });
}

const EXPORT_BATCH = 1000;

export const subscriberExportColumns = ["E-mail", "Inscrit le", "N° client"] as const;

/** A list's subscribers for the export, in batches (keyset on the id): the memory of one batch. */
export async function* subscriberExportRows(
  db: Database,
  idSite: number,
  listId: number,
): AsyncGenerator<string[][]> {
  await withSite(db, idSite, (tx) => listRow(tx, idSite, listId));
  let after = 0;
  for (;;) {
    const rows = await withSite(db, idSite, (tx) =>
      tx
        .select({ id: newsletterSubscriptions.id, ...subscriberColumns })
        .from(newsletterSubscriptions)
        .leftJoin(users, accountJoin(idSite))
        .where(and(subscriberConditions(idSite, listId), gt(newsletterSubscriptions.id, after)))
        .orderBy(asc(newsletterSubscriptions.id))
        .limit(EXPORT_BATCH),
    );
    if (!rows.length) return;
    yield rows.map((r) => [
      r.email,
      r.subscribedAt.toLocaleString("fr-FR", { timeZone: "Europe/Paris" }),
      r.customerId ? String(r.customerId) : "",
    ]);
    if (rows.length < EXPORT_BATCH) return;
    after = rows[rows.length - 1]?.id ?? after;
  }
}

/** The address no longer receives the list (the owner answers an unsubscribe request). */
export function unsubscribeFromList(
  db: Database,
  idSite: number,
  admin: SessionUser,
  listId: number,
  email: string,
): Promise<{ name: string; email: string }> {
  return withSite(db, idSite, async (tx) => {
    const list = await listRow(tx, idSite, listId);
    const removed = await tx
      .delete(newsletterSubscriptions)
      .where(and(subscriberConditions(idSite, listId), eq(newsletterSubscriptions.email, email)))
      .returning({ id: newsletterSubscriptions.id });
    if (!removed.length) throw new ApiError(404, "newsletter.notSubscribed");
    // the audit names the list, not the address (it must not outlive an erasure)
    await recordAudit(tx, idSite, admin, "newsletter.unsubscribe", list.name);
    return { name: list.name, email };
  });
}
