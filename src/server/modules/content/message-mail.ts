// Where the owner's copy of a contact message is mailed. The mail service (src/server/mail/,
// nodemailer with an outbox when SMTP_URL is unset, DESIGN.md §3) is being written on another
// branch: when it lands, this function sends the mail through it to COMPANY_EMAIL, from
// SEND_MAIL_AS_NAME / SEND_MAIL_AS_MAIL, with Reply-To the visitor, then sets messages.mailed_at.
// Until then the message is stored (POST /message never loses it) and the log says so.
import type { Logger } from "pino";
import type { Database } from "../../db/client";
import type { StoredMessage } from "./message-service";

export interface ContactMailDeps {
  db: Database;
  log: Logger;
}

export async function sendContactMessageToOwner(
  deps: ContactMailDeps,
  idSite: number,
  message: StoredMessage,
): Promise<void> {
  deps.log.info(
    { idSite, messageId: message.id },
    "contact message stored; the owner's copy waits for the mail service (src/server/mail)",
  );
}
