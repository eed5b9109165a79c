// The platform's mail service (DESIGN.md §3, docs/decisions/014 and 084). Every mail goes through
// the outbox: written to mail_outbox (in the transaction that owes it, see ./outbox.ts), then
// delivered by the job queue — through nodemailer over SMTP when SMTP_URL is set; otherwise the
// message is still composed by nodemailer and written to the log, and the outbox row, marked sent,
// is what a developer and the tests read.
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import { type Database, withSite } from "../db/client";
import type { JobRunner } from "../jobs/runner";
import { mailDelivery } from "./delivery";
import { MAIL_JOB, type MailMessage, queueMail } from "./outbox";

export type { MailMessage } from "./outbox";

export interface Mailer {
  /** "smtp" sends for real; "outbox" delivers to the mail_outbox table and the log. */
  readonly mode: "smtp" | "outbox";
  /**
   * Owes a mail on its own (a password reset link…): written and committed to the outbox, then
   * delivered in the background — a slow SMTP server never delays the answer, nor tells by its
   * delay whether an account exists. A mail owed by another write is queued in that write's
   * transaction instead (`queueMail`), followed by `nudge()`.
   */
  send(idSite: number, message: MailMessage): Promise<void>;
  /** Mails were just committed: deliver them now rather than at the next poll. */
  nudge(): void;
  /** Delivers every mail (and other job) due now; resolves when none is left (tests). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  log: Logger;
  /** The process's job queue worker: the mailer registers the delivery of mails with it. */
  jobs: JobRunner;
  smtpUrl?: string;
  /** Another nodemailer transport (tests); it then stands for the SMTP server. */
  transport?: Transporter;
}

/** SMTP timeouts well within the job's lease, so that a stuck server frees its worker. */
const smtpTimeouts = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

export function createMailer({ db, log, jobs, smtpUrl, transport }: MailerOptions): Mailer {
  const mode = smtpUrl || transport ? "smtp" : "outbox";
  const sender: Transporter =
    transport ??
    (smtpUrl
      ? nodemailer.createTransport({ url: smtpUrl, ...smtpTimeouts })
      : // outbox mode still builds each message with nodemailer, so both modes share one composition
        nodemailer.createTransport({ jsonTransport: true }));
  jobs.register(MAIL_JOB, mailDelivery({ db, log, transport: sender, mode }));

  return {
    mode,
    async send(idSite, message) {
      await withSite(db, idSite, (tx) => queueMail(tx, idSite, message));
      jobs.nudge();
    },
    nudge() {
      jobs.nudge();
    },
    async flush() {
      await jobs.drain();
    },
    async close() {
      sender.close();
    },
  };
}
