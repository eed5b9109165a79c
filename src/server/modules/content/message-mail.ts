// The owner's copy of a contact message (spec §7 POST /message): mailed to COMPANY_EMAIL through
// the mail service (src/server/mail: SMTP, or the outbox when SMTP_URL is unset), with Reply-To
// the visitor, then marked mailed. The message is stored before: a mail failure never loses it.
import { and, eq, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import { type Database, withSite } from "../../db/client";
import { messages, parameters } from "../../db/schema";
import { renderMail } from "../../mail/layout";
import type { Mailer } from "../../mail/mailer";
import type { StoredMessage } from "./message-service";

export interface ContactMailDeps {
  db: Database;
  log: Logger;
  mailer: Mailer;
}

async function ownerOf(db: Database, idSite: number) {
  const rows = await withSite(db, idSite, (tx) =>
    tx
      .select({ type: parameters.type, value: parameters.value })
      .from(parameters)
      .where(and(eq(parameters.siteId, idSite), inArray(parameters.type, ["COMPANY_EMAIL", "COMPANY_NAME"]))),
  );
  const value = (type: string) => {
    const v = rows.find((r) => r.type === type)?.value;
    return typeof v === "string" && v.trim() ? v.trim() : null;
  };
  return { email: value("COMPANY_EMAIL"), name: value("COMPANY_NAME") ?? "" };
}

/** Mails the message to the owner; false when the site has no COMPANY_EMAIL to write to. */
export async function sendContactMessageToOwner(
  deps: ContactMailDeps,
  idSite: number,
  message: StoredMessage,
): Promise<boolean> {
  const owner = await ownerOf(deps.db, idSite);
  if (!owner.email) {
    deps.log.warn(
      { idSite, messageId: message.id },
      "contact message stored; no COMPANY_EMAIL to mail it to",
    );
    return false;
  }
  const who = `${message.firstname} ${message.lastname} <${message.email}>`;
  const extra = Object.entries(message.extra)
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => `${k} : ${String(v)}`);
  const body = renderMail({
    greeting: "Bonjour,",
    paragraphs: [
      `Nouveau message de ${who}${message.phone ? `, téléphone ${message.phone}` : ""} :`,
      ...(message.subject ? [`Objet : ${message.subject}`] : []),
      message.message,
      ...extra,
    ],
    after: ["Répondez à ce courriel pour écrire directement à l’expéditeur."],
    signature: owner.name,
  });
  await deps.mailer.send(idSite, {
    kind: "contact.message",
    to: owner.email,
    replyTo: message.email,
    subject: `Message de ${message.firstname} ${message.lastname}${message.subject ? ` : ${message.subject}` : ""}`,
    ...body,
  });
  await withSite(deps.db, idSite, (tx) =>
    tx
      .update(messages)
      .set({ mailedAt: new Date() })
      .where(and(eq(messages.siteId, idSite), eq(messages.id, message.id))),
  );
  return true;
}
