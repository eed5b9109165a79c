// The order's mails, written in the transaction that owes them (docs/decisions/084): the buyer's
// confirmation and the owner's notice with the order, the review request when it falls due.
import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import type { OrderLine } from "../../../../schemas/order";
import { type Tx, withSite } from "../../db/client";
import { orders } from "../../db/schema";
import { queueMail, queueMails } from "../../mail/outbox";
import type { OrderActor, OrderDeps, OrderRow, OrderSettings } from "./order-context";
import { orderConfirmationMail, orderOwnerMail, orderReviewMail } from "./order-mails";

/**
 * The buyer's confirmation and the owner's notification, in the order's own transaction: one
 * statement (the sender and the bank details come with the settings, from the site cache).
 */
export async function queueOrderMails(
  tx: Tx,
  settings: OrderSettings,
  actor: OrderActor,
  row: OrderRow,
  lines: OrderLine[],
) {
  const site = settings.values.COMPANY_NAME ?? "";
  const bank = row.paymentMethod === "BANK_TRANSFER" ? settings.bank : null;
  const { LEGAL_COMPANY_NAME, COMPANY_NAME, HEAD_OFFICE, COMPANY_EMAIL } = settings.values;
  const seller = [LEGAL_COMPANY_NAME ?? COMPANY_NAME, HEAD_OFFICE, COMPANY_EMAIL].filter(Boolean).join(", ");
  const owner = settings.values.COMPANY_EMAIL;
  await queueMails(
    tx,
    actor.idSite,
    [
      orderConfirmationMail(actor.lang, site, row, lines, bank, seller),
      ...(owner ? [orderOwnerMail("fr_FR", site, owner, row, lines)] : []),
    ],
    settings.values,
  );
}

/** Sends the review requests that ORDER_REVIEW_DELAY made due; returns how many were sent. */
export async function sendDueReviewRequests(
  deps: OrderDeps,
  siteName: (idSite: number) => Promise<{ name: string; url: string | null }>,
  now = new Date(),
): Promise<number> {
  // a platform job: it reads every site's due orders as the owner, then writes each in its site
  const due = await deps.db.owner
    .select()
    .from(orders)
    .where(
      and(
        lte(orders.reviewRequestDueAt, now),
        isNull(orders.reviewRequestSentAt),
        sql`${orders.status} <> 'CANCELLED'`,
      ),
    )
    .orderBy(asc(orders.reviewRequestDueAt))
    .limit(100);
  let sent = 0;
  for (const order of due) {
    const site = await siteName(order.siteId);
    // marked and queued in one transaction: the request is owed once, and never lost
    const claimed = await withSite(deps.db, order.siteId, async (tx) => {
      const marked = await tx
        .update(orders)
        .set({ reviewRequestSentAt: now })
        .where(and(eq(orders.id, order.id), isNull(orders.reviewRequestSentAt)))
        .returning({ id: orders.id });
      if (marked.length)
        await queueMail(tx, order.siteId, orderReviewMail("fr_FR", site.name, order, site.url));
      return marked.length > 0;
    });
    if (!claimed) continue; // another process took it
    sent += 1;
  }
  if (sent) deps.mailer.nudge();
  return sent;
}
