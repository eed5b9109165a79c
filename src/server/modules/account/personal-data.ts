// Personal data across modules (GDPR art. 17 and 20; docs/decisions/015). Each module that keeps
// data about a user registers how to export it and how to erase it; account deletion and the data
// export walk this list inside one transaction. The shop's orders, for instance, register an
// eraser that anonymizes them (they are kept for accounting) and an exporter that lists them.
import { and, eq, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { mailOutbox, newsletterLists, newsletterSubscriptions, sessions, users } from "../../db/schema";
import { ApiError } from "../../http/api-error";

export interface PersonalDataOwner {
  id: number;
  email: string;
}

export interface PersonalDataHandler {
  /** The key of this module's part in the export ("newsletter", "orders"…). */
  name: string;
  export(tx: Tx, idSite: number, user: PersonalDataOwner): Promise<unknown>;
  /** Erases (or anonymizes, where the law requires keeping a record) the user's data. */
  erase(tx: Tx, idSite: number, user: PersonalDataOwner): Promise<void>;
  /**
   * How many of the user's records cannot be erased yet (an order still to be delivered needs its
   * address): the erasure is refused while any module answers more than 0.
   */
  pending?(tx: Tx, idSite: number, user: PersonalDataOwner): Promise<number>;
}

const handlers: PersonalDataHandler[] = [];

/** Called once by a module at load time. */
export function registerPersonalData(handler: PersonalDataHandler): void {
  if (!handlers.some((h) => h.name === handler.name)) handlers.push(handler);
}

export function personalDataHandlers(): readonly PersonalDataHandler[] {
  return handlers;
}

/** The records that hold an erasure back, over every module (0: the person may be erased). */
export async function pendingRecords(tx: Tx, idSite: number, user: PersonalDataOwner): Promise<number> {
  let pending = 0;
  for (const handler of handlers) pending += (await handler.pending?.(tx, idSite, user)) ?? 0;
  return pending;
}

/**
 * Erases every module's data about the user, then the user row, in the caller's transaction; a
 * 409 with `key` when records hold it back (nothing is erased then).
 */
export async function erasePerson(
  tx: Tx,
  idSite: number,
  user: PersonalDataOwner,
  key: "account.ordersInProgress" | "customer.ordersInProgress",
): Promise<void> {
  const pending = await pendingRecords(tx, idSite, user);
  if (pending) throw new ApiError(409, key, { count: pending });
  for (const handler of handlers) await handler.erase(tx, idSite, user);
  await tx.delete(users).where(and(eq(users.siteId, idSite), eq(users.id, user.id)));
}

// The account's own tables. Sessions and reset tokens also go with the user row (ON DELETE
// CASCADE); they are listed here so the export shows them and the erasure does not depend on it.
registerPersonalData({
  name: "sessions",
  export: (tx, idSite, user) =>
    tx
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.siteId, idSite), eq(sessions.userId, user.id))),
  erase: async (tx, idSite, user) => {
    await tx.delete(sessions).where(and(eq(sessions.siteId, idSite), eq(sessions.userId, user.id)));
  },
});

registerPersonalData({
  name: "newsletter",
  export: (tx, idSite, user) =>
    tx
      .select({ list: newsletterLists.name, subscribedAt: newsletterSubscriptions.createdAt })
      .from(newsletterSubscriptions)
      .innerJoin(newsletterLists, eq(newsletterLists.id, newsletterSubscriptions.listId))
      .where(and(eq(newsletterSubscriptions.siteId, idSite), eq(newsletterSubscriptions.email, user.email))),
  erase: async (tx, idSite, user) => {
    await tx
      .delete(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.siteId, idSite), eq(newsletterSubscriptions.email, user.email)));
  },
});

registerPersonalData({
  name: "mails",
  export: (tx, idSite, user) =>
    tx
      .select({ kind: mailOutbox.kind, subject: mailOutbox.subject, sentAt: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.siteId, idSite), eq(mailOutbox.toAddress, user.email))),
  // the mails sent to the person, and those that named them to the owner (a new order's notice)
  erase: async (tx, idSite, user) => {
    await tx
      .delete(mailOutbox)
      .where(
        and(
          eq(mailOutbox.siteId, idSite),
          or(eq(mailOutbox.toAddress, user.email), sql`strpos(lower(${mailOutbox.text}), ${user.email}) > 0`),
        ),
      );
  },
});
