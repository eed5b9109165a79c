// Delivery of the outbox (docs/decisions/084): the `mail.deliver` job sends one pending outbox row
// through a nodemailer transport (SMTP, or a composing transport whose result goes to the log when
// no SMTP_URL is set), then marks it sent. The job's lease keeps two processes from sending it at
// the same time; a process that dies after the SMTP server took the mail but before marking it
// lets the lease expire and the mail leaves again, with the same Message-ID: at least once, which
// receivers dedupe by that id. A failure is recorded on the row and retried by the queue with
// backoff; a recipient the server refuses for good is not retried.
import { and, eq, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Logger } from "pino";
import { z } from "zod";
import { type Database, withSite } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { ClaimedJob } from "../jobs/queue";
import { type JobHandler, PermanentJobError } from "../jobs/runner";

const payloadSchema = z.object({ mailId: z.number().int().positive() });

export interface MailDeliveryOptions {
  db: Database;
  log: Logger;
  transport: Transporter;
  /** "smtp" logs the kind and the Message-ID only; "outbox" logs the mail itself (DESIGN.md §3). */
  mode: "smtp" | "outbox";
}

/** One Message-ID per outbox row, whatever the number of attempts. */
export function messageIdOf(mail: { id: number; siteId: number; fromAddress: string }): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mail.fromAddress)?.[1] ?? "vinisite.invalid";
  return `<mail-${mail.id}.site-${mail.siteId}@${domain}>`;
}

/** The SMTP server refused the sender or the recipient for good (5xx on the envelope). */
function refusedForGood(err: unknown): boolean {
  const e = err as { code?: unknown; responseCode?: unknown };
  return e?.code === "EENVELOPE" && typeof e.responseCode === "number" && e.responseCode >= 500;
}

export function mailDelivery({ db, log, transport, mode }: MailDeliveryOptions): JobHandler {
  return async (job: ClaimedJob) => {
    const { mailId } = payloadSchema.parse(job.payload);
    const idSite = job.siteId;
    if (idSite === null) throw new PermanentJobError("a mail job without a site");
    const [mail] = await withSite(db, idSite, (tx) =>
      tx
        .select()
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.siteId, idSite), eq(mailOutbox.id, mailId), eq(mailOutbox.status, "pending")),
        ),
    );
    // sent already (a repeat after a lost lease), given up, or erased with its account
    if (!mail) return;
    const messageId = messageIdOf(mail);
    // sent outside any transaction: a slow SMTP server never holds the database
    let info: { messageId?: string };
    try {
      info = await transport.sendMail({
        messageId,
        from: mail.fromAddress,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        headers: { "X-Vinisite-Kind": mail.kind },
      });
    } catch (err) {
      const permanent = refusedForGood(err);
      const last = permanent || job.attempts >= job.maxAttempts;
      const message = err instanceof Error ? err.message : String(err);
      await withSite(db, idSite, (tx) =>
        tx
          .update(mailOutbox)
          .set({
            attempts: sql`${mailOutbox.attempts} + 1`,
            lastError: message.slice(0, 2000),
            ...(last ? { status: "failed" as const } : {}),
          })
          .where(and(eq(mailOutbox.siteId, idSite), eq(mailOutbox.id, mail.id))),
      );
      if (permanent) throw new PermanentJobError(message, { cause: err });
      throw err;
    }
    await withSite(db, idSite, (tx) =>
      tx
        .update(mailOutbox)
        .set({
          status: "sent",
          sentAt: new Date(),
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: null,
          messageId: info.messageId ?? messageId,
        })
        .where(and(eq(mailOutbox.siteId, idSite), eq(mailOutbox.id, mail.id))),
    );
    if (mode === "smtp") {
      log.info({ kind: mail.kind, messageId: info.messageId ?? messageId }, "mail sent");
      return;
    }
    // DESIGN.md §3: with no SMTP server, the log is how a developer reads a reset link
    log.info(
      { mail: { site: idSite, kind: mail.kind, to: mail.toAddress, subject: mail.subject, text: mail.text } },
      "mail delivered to the outbox and the log (no SMTP_URL)",
    );
  };
}
