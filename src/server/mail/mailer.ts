// The platform's mail service (DESIGN.md §3, docs/decisions/014): nodemailer over SMTP when
// SMTP_URL is set; otherwise each mail is written to the mail_outbox table and to the log, so a
// password reset works on a laptop and tests read what was sent. Later issues (orders, forms)
// send through the same `Mailer`.
import { and, eq, inArray } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import { type Database, withSite } from "../db/client";
import { mailOutbox, parameters } from "../db/schema";

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

export interface Mailer {
  /** "smtp" sends for real; "outbox" writes to the mail_outbox table and the log. */
  readonly mode: "smtp" | "outbox";
  /**
   * Sends a mail from the site's sender (SEND_MAIL_AS_NAME / SEND_MAIL_AS_MAIL). Over SMTP the
   * mail leaves in the background (a slow server never delays the answer, nor tells by its delay
   * whether an account exists); failures are logged. The outbox is written before this resolves.
   */
  send(idSite: number, message: MailMessage): Promise<void>;
  /** Waits for the mails still on their way (graceful shutdown, tests). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  log: Logger;
  smtpUrl?: string;
}

const FALLBACK_ADDRESS = "ne-pas-repondre@vinisite.invalid";

/** The site's sender, from its settings (spec §3 SEND_MAIL_AS_NAME, SEND_MAIL_AS_MAIL). */
async function senderOf(db: Database, idSite: number): Promise<{ name: string; address: string }> {
  const rows = await withSite(db, idSite, (tx) =>
    tx
      .select({ type: parameters.type, value: parameters.value })
      .from(parameters)
      .where(
        and(
          eq(parameters.siteId, idSite),
          inArray(parameters.type, [
            "SEND_MAIL_AS_NAME",
            "SEND_MAIL_AS_MAIL",
            "COMPANY_NAME",
            "COMPANY_EMAIL",
          ]),
        ),
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

export function createMailer({ db, log, smtpUrl }: MailerOptions): Mailer {
  const smtp: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  // outbox mode still builds each message with nodemailer, so both modes share one composition
  const composer = nodemailer.createTransport({ jsonTransport: true });
  const pending = new Set<Promise<unknown>>();

  return {
    mode: smtp ? "smtp" : "outbox",

    async send(idSite, message) {
      const sender = await senderOf(db, idSite);
      const mail = {
        from: { name: sender.name, address: sender.address },
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        headers: { "X-Vinisite-Kind": message.kind },
      };
      if (smtp) {
        const sending = smtp
          .sendMail(mail)
          .then((info) => log.info({ kind: message.kind, messageId: info.messageId }, "mail sent"))
          .catch((err: unknown) => log.error({ err, kind: message.kind }, "mail could not be sent"))
          .finally(() => pending.delete(sending));
        pending.add(sending);
        return;
      }
      await composer.sendMail(mail);
      await withSite(db, idSite, (tx) =>
        tx.insert(mailOutbox).values({
          siteId: idSite,
          kind: message.kind,
          fromAddress: `${sender.name} <${sender.address}>`,
          toAddress: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        }),
      );
      // DESIGN.md §3: with no SMTP server, the log is how a developer reads a reset link
      log.info(
        {
          mail: {
            site: idSite,
            kind: message.kind,
            to: message.to,
            subject: message.subject,
            text: message.text,
          },
        },
        "mail written to the outbox (no SMTP_URL)",
      );
    },

    async flush() {
      await Promise.all([...pending]);
    },

    async close() {
      await Promise.all([...pending]);
      smtp?.close();
    },
  };
}
