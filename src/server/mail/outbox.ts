// The mail outbox (docs/decisions/084): a mail owed by a write (an order, a registration, a form
// answer, a contact message…) is written in that write's own transaction, with the job that will
// deliver it. It exists iff the write commits: a crash after the commit loses no mail, a rollback
// sends none. Delivery is src/server/mail/delivery.ts, run by the job queue.
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../db/client";
import { mailOutbox, parameters } from "../db/schema";
import { enqueueJob } from "../jobs/queue";

export interface MailMessage {
  /** What the mail is about ("account.reset", "order.confirmation"…): kept in the outbox and the log. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where an answer goes, when not to the site's sender (a contact message: the visitor). */
  replyTo?: string;
}

/** The job kind that delivers one outbox row; its payload is `{ mailId }`. */
export const MAIL_JOB = "mail.deliver";
/** About five hours of retries with the queue's backoff (30 s doubling, at most an hour apart). */
export const MAIL_MAX_ATTEMPTS = 12;

const FALLBACK_ADDRESS = "ne-pas-repondre@vinisite.invalid";

/** The site's sender, from its settings (spec §3 SEND_MAIL_AS_NAME, SEND_MAIL_AS_MAIL). */
async function senderOf(tx: Tx, idSite: number): Promise<{ name: string; address: string }> {
  const rows = await tx
    .select({ type: parameters.type, value: parameters.value })
    .from(parameters)
    .where(
      and(
        eq(parameters.siteId, idSite),
        inArray(parameters.type, ["SEND_MAIL_AS_NAME", "SEND_MAIL_AS_MAIL", "COMPANY_NAME", "COMPANY_EMAIL"]),
      ),
    );
  const value = (type: string) => {
    const v = rows.find((r) => r.type === type)?.value;
    return typeof v === "string" && v.trim() ? v.trim() : null;
  };
  return {
    name: value("SEND_MAIL_AS_NAME") ?? value("COMPANY_NAME") ?? "Vinisite",
    address: value("SEND_MAIL_AS_MAIL") ?? value("COMPANY_EMAIL") ?? FALLBACK_ADDRESS,
  };
}

/**
 * `Name <address>`, the name quoted when it holds a character that would split or bend the
 * header ("Domaine X, père et fils"): the same string is shown in the outbox and parsed back by
 * nodemailer when the mail leaves.
 */
export function formatAddress(name: string, address: string): string {
  const clean = name.replace(/[\r\n]+/g, " ").trim();
  if (!clean) return address;
  const display = /[",:;<>@()[\]\\]/.test(clean) ? `"${clean.replace(/["\\]/g, "\\$&")}"` : clean;
  return `${display} <${address}>`;
}

/**
 * Owes `message` from site `idSite` inside the caller's transaction, which must be `withSite` of
 * that site. Call the mailer's `nudge()` once it has committed, so the mail leaves at once rather
 * than at the next poll. Returns the outbox row's id.
 */
export async function queueMail(tx: Tx, idSite: number, message: MailMessage): Promise<number> {
  const sender = await senderOf(tx, idSite);
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      siteId: idSite,
      kind: message.kind,
      fromAddress: formatAddress(sender.name, sender.address),
      toAddress: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html,
      status: "pending",
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("the mail was not written to the outbox");
  await enqueueJob(tx, {
    kind: MAIL_JOB,
    siteId: idSite,
    payload: { mailId: row.id },
    dedupeKey: `mail:${row.id}`,
    maxAttempts: MAIL_MAX_ATTEMPTS,
  });
  return row.id;
}
