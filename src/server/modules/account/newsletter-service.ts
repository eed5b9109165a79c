// Newsletter lists and subscriptions (spec §7 /user/newsletter/*, POST /newsletter/subscribe;
// docs/decisions/016). Subscriptions are kept by normalized e-mail: a visitor may subscribe
// without an account, and an account sees the subscriptions of its address.
import { and, asc, eq, notInArray } from "drizzle-orm";
import type { NewsletterList } from "../../../../schemas/account";
import { type Database, type Tx, withSite } from "../../db/client";
import { newsletterLists, newsletterSubscriptions } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { accountSettingsOf } from "./account-service";

/** spec §3 ENABLE_NEWSLETTER: when off, the newsletter calls answer 404. */
async function requireNewsletter(tx: Tx, idSite: number) {
  const settings = await accountSettingsOf(tx, idSite);
  if (settings.ENABLE_NEWSLETTER !== true) throw new ApiError(404, "newsletter.disabled");
}

async function listsOf(tx: Tx, idSite: number): Promise<NewsletterList[]> {
  return tx
    .select({
      id: newsletterLists.id,
      name: newsletterLists.name,
      description: newsletterLists.description,
      isDefault: newsletterLists.isDefault,
    })
    .from(newsletterLists)
    .where(eq(newsletterLists.siteId, idSite))
    .orderBy(asc(newsletterLists.order), asc(newsletterLists.id));
}

export function listNewsletters(db: Database, idSite: number): Promise<NewsletterList[]> {
  return withSite(db, idSite, async (tx) => {
    await requireNewsletter(tx, idSite);
    return listsOf(tx, idSite);
  });
}

async function subscribedIds(tx: Tx, idSite: number, email: string): Promise<number[]> {
  const rows = await tx
    .select({ listId: newsletterSubscriptions.listId })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.siteId, idSite), eq(newsletterSubscriptions.email, email)))
    .orderBy(asc(newsletterSubscriptions.listId));
  return rows.map((r) => r.listId);
}

export function subscriptionOf(db: Database, idSite: number, email: string): Promise<{ lists: number[] }> {
  return withSite(db, idSite, async (tx) => {
    await requireNewsletter(tx, idSite);
    return { lists: await subscribedIds(tx, idSite, email) };
  });
}

async function checkListIds(tx: Tx, idSite: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const known = new Set((await listsOf(tx, idSite)).map((l) => l.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) {
    throw new ApiError(422, "newsletter.unknownList", {}, { errors: { lists: ["newsletter.unknownList"] } });
  }
}

/** Replaces the lists an address receives; an empty list unsubscribes from all (spec §6). */
export function setSubscription(
  db: Database,
  idSite: number,
  email: string,
  lists: number[],
): Promise<{ lists: number[] }> {
  const ids = [...new Set(lists)];
  return withSite(db, idSite, async (tx) => {
    await requireNewsletter(tx, idSite);
    await checkListIds(tx, idSite, ids);
    await tx
      .delete(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.siteId, idSite),
          eq(newsletterSubscriptions.email, email),
          ids.length ? notInArray(newsletterSubscriptions.listId, ids) : undefined,
        ),
      );
    if (ids.length) {
      await tx
        .insert(newsletterSubscriptions)
        .values(ids.map((listId) => ({ siteId: idSite, listId, email })))
        .onConflictDoNothing();
    }
    return { lists: await subscribedIds(tx, idSite, email) };
  });
}

/**
 * A visitor's subscription: the lists named, or the site's default lists. The answer is the same
 * whether the address was already subscribed or not (nothing to learn about an address here).
 */
export function subscribe(db: Database, idSite: number, email: string, lists?: number[]): Promise<void> {
  return withSite(db, idSite, async (tx) => {
    await requireNewsletter(tx, idSite);
    let ids = [...new Set(lists ?? [])];
    if (ids.length) await checkListIds(tx, idSite, ids);
    else {
      const all = await listsOf(tx, idSite);
      ids = all.filter((l) => l.isDefault).map((l) => l.id);
      if (!ids.length && all[0]) ids = [all[0].id];
    }
    if (!ids.length) return;
    await tx
      .insert(newsletterSubscriptions)
      .values(ids.map((listId) => ({ siteId: idSite, listId, email })))
      .onConflictDoNothing();
  });
}
