// The mail outbox (docs/decisions/084): a mail owed by a write (an order, a registration, a form
// answer, a contact message…) is written in that write's own transaction, with the job that will
// deliver it. It exists iff the write commits: a crash after the commit loses no mail, a rollback
// sends none. Delivery is src/server/mail/delivery.ts, run by the job queue.
import { and, eq, inArray, sql } from "drizzle-orm";
import { queryRows, type Tx } from "../db/client";
import { jobs, mailOutbox, parameters } from "../db/schema";

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

/** The settings a site's sender is made of (spec §3 SEND_MAIL_AS_NAME, SEND_MAIL_AS_MAIL). */
const SENDER_SETTINGS = ["SEND_MAIL_AS_NAME", "SEND_MAIL_AS_MAIL", "COMPANY_NAME", "COMPANY_EMAIL"] as const;
export type SenderSettings = Partial<Record<(typeof SENDER_SETTINGS)[number], unknown>>;

/** The site's sender, `Name <address>`, from those settings: pure. */
export function senderOf(settings: SenderSettings): string {
  const value = (type: (typeof SENDER_SETTINGS)[number]) => {
    const v = settings[type];
    return typeof v === "string" && v.trim() ? v.trim() : null;
  };
  return formatAddress(
    value("SEND_MAIL_AS_NAME") ?? value("COMPANY_NAME") ?? "Vinisite",
    value("SEND_MAIL_AS_MAIL") ?? value("COMPANY_EMAIL") ?? FALLBACK_ADDRESS,
  );
}

/** The sender's settings of a site, read in its transaction. */
async function senderSettingsOf(tx: Tx, idSite: number): Promise<SenderSettings> {
  const rows = await tx
    .select({ type: parameters.type, value: parameters.value })
    .from(parameters)
    .where(and(eq(parameters.siteId, idSite), inArray(parameters.type, [...SENDER_SETTINGS])));
  return Object.fromEntries(rows.map((r) => [r.type, r.value]));
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
  const [id] = await queueMails(tx, idSite, [message]);
  if (id === undefined) throw new Error("the mail was not written to the outbox");
  return id;
}

/**
 * Owes several mails as `queueMail` does, in one statement: their outbox rows and the jobs that
 * deliver them (issue 16 §7: an order's two mails cost one statement, not six). `settings`: the
 * site's sender settings when the caller holds them already (the site cache's); read otherwise.
 * Returns the outbox rows' ids, in the order of `messages`.
 */
export async function queueMails(
  tx: Tx,
  idSite: number,
  messages: readonly MailMessage[],
  settings?: SenderSettings,
): Promise<number[]> {
  if (!messages.length) return [];
  const from = senderOf(settings ?? (await senderSettingsOf(tx, idSite)));
  const mails = tx
    .insert(mailOutbox)
    .values(
      messages.map((message) => ({
        siteId: idSite,
        kind: message.kind,
        fromAddress: from,
        toAddress: message.to,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html,
        status: "pending" as const,
      })),
    )
    .returning({ id: mailOutbox.id });
  // each row's delivery job, as enqueueJob writes it (kind, payload { mailId }, dedupe key)
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`with mail as (${mails.getSQL()}), job as (
      insert into ${jobs} (site_id, kind, payload, dedupe_key, max_attempts)
      select ${idSite}::int, ${MAIL_JOB}::text, jsonb_build_object('mailId', mail.id), 'mail:' || mail.id, ${MAIL_MAX_ATTEMPTS}::int
      from mail
      on conflict (kind, dedupe_key) do nothing
    )
    select id from mail order by id`,
  );
  if (rows.length !== messages.length) throw new Error("the mails were not written to the outbox");
  return rows.map((r) => r.id);
}
