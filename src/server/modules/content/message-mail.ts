// The owner's mails for what visitors send (docs/decisions/035, 084): a contact message (spec §7
// POST /message), a registration to an element, an answer to a form. Each is mailed to
// COMPANY_EMAIL with Reply-To the visitor when there is one, and written to the outbox in the
// transaction that stores what the visitor sent: it leaves iff that is stored. Nothing is mailed to
// the address a visitor typed, so that nobody can make the site write to a stranger.
import { and, eq, inArray } from "drizzle-orm";
import type { FormField } from "../../../../schemas/content";
import type { FormValue } from "../../../runtime/content/form-rules";
import { translate } from "../../../runtime/messages/translate";
import type { Tx } from "../../db/client";
import { parameters } from "../../db/schema";
import { renderMail } from "../../mail/layout";
import { queueMail } from "../../mail/outbox";

/** A contact message as stored (./message-service.ts writes it, the owner's mail shows it). */
export interface StoredMessage {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  extra: Record<string, unknown>;
}

/** The owner's mails are in the site's language. */
const lang = "fr_FR";

/** The site's contact address and name (COMPANY_EMAIL, COMPANY_NAME): where owners' mails go. */
export async function ownerOf(tx: Tx, idSite: number) {
  const rows = await tx
    .select({ type: parameters.type, value: parameters.value })
    .from(parameters)
    .where(and(eq(parameters.siteId, idSite), inArray(parameters.type, ["COMPANY_EMAIL", "COMPANY_NAME"])));
  const value = (type: string) => {
    const v = rows.find((r) => r.type === type)?.value;
    return typeof v === "string" && v.trim() ? v.trim() : null;
  };
  return { email: value("COMPANY_EMAIL"), name: value("COMPANY_NAME") ?? "" };
}

/** The site's name, which signs its mails. */
export const ownerNameOf = async (tx: Tx, idSite: number) => (await ownerOf(tx, idSite)).name;

const shown = (value: FormValue | undefined): string | null => {
  if (value === null || value === undefined || value === "") return null;
  if (Array.isArray(value)) return value.length ? value.join(", ") : null;
  if (typeof value === "boolean") return translate(lang, value ? "mail.yes" : "mail.no");
  return String(value);
};

/** Queues the owner's copy of a contact message; false when the site has no COMPANY_EMAIL. */
export async function queueContactMailToOwner(
  tx: Tx,
  idSite: number,
  message: StoredMessage,
): Promise<boolean> {
  const owner = await ownerOf(tx, idSite);
  if (!owner.email) return false;
  const name = `${message.firstname} ${message.lastname}`;
  const who = `${name} <${message.email}>`;
  const extra = Object.entries(message.extra)
    .map(([label, v]) => [label, shown(v as FormValue)] as const)
    .filter(([, v]) => v !== null)
    .map(([label, value]) => translate(lang, "mail.field", { label, value: value ?? "" }));
  const body = renderMail({
    greeting: translate(lang, "mail.owner.greeting"),
    paragraphs: [
      message.phone
        ? translate(lang, "mail.contact.fromPhone", { who, phone: message.phone })
        : translate(lang, "mail.contact.from", { who }),
      ...(message.subject ? [translate(lang, "mail.contact.topic", { topic: message.subject })] : []),
      message.message,
      ...extra,
    ],
    after: [translate(lang, "mail.owner.replyHint")],
    signature: owner.name,
  });
  await queueMail(tx, idSite, {
    kind: "contact.message",
    to: owner.email,
    replyTo: message.email,
    subject: message.subject
      ? translate(lang, "mail.contact.subjectTopic", { name, topic: message.subject })
      : translate(lang, "mail.contact.subject", { name }),
    ...body,
  });
  return true;
}

export interface RegistrationMail {
  element: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
  seats: number;
  message: string | null;
  remainingSeats: number | null;
  /** On the waiting list (the event is full), not booked. */
  waiting?: boolean;
  /** The date chosen in the element's calendar. */
  chosenDate?: string | null;
}

/** Queues the owner's notice of a registration; false when the site has no COMPANY_EMAIL. */
export async function queueRegistrationMailToOwner(
  tx: Tx,
  idSite: number,
  registration: RegistrationMail,
): Promise<boolean> {
  const owner = await ownerOf(tx, idSite);
  if (!owner.email) return false;
  const name = `${registration.firstname} ${registration.lastname}`;
  const field = (key: "content.phone" | "content.message", value: string | null) =>
    value ? [translate(lang, "mail.field", { label: translate(lang, key), value })] : [];
  const body = renderMail({
    greeting: translate(lang, "mail.owner.greeting"),
    paragraphs: [
      translate(lang, registration.waiting ? "mail.registration.waitingBody" : "mail.registration.body", {
        who: `${name} <${registration.email}>`,
        element: registration.element,
        seats: registration.seats,
      }),
      ...(registration.chosenDate
        ? [translate(lang, "mail.registration.date", { date: registration.chosenDate })]
        : []),
      ...field("content.phone", registration.phone),
      ...field("content.message", registration.message),
      ...(registration.remainingSeats !== null
        ? [translate(lang, "mail.registration.remaining", { remaining: registration.remainingSeats })]
        : []),
    ],
    after: [translate(lang, "mail.owner.replyHint")],
    signature: owner.name,
  });
  await queueMail(tx, idSite, {
    kind: "element.registration",
    to: owner.email,
    replyTo: registration.email,
    subject: translate(
      lang,
      registration.waiting ? "mail.registration.subjectWaiting" : "mail.registration.subject",
      { name, element: registration.element },
    ),
    ...body,
  });
  return true;
}

/** A file of an answer, as the owner's mail names it: a link to the back-office, never attached. */
export interface AnswerFileLink {
  field: string;
  filename: string;
  url: string;
}

/** Queues the owner's notice of a form answer; false when the site has no COMPANY_EMAIL. */
export async function queueFormAnswerMailToOwner(
  tx: Tx,
  idSite: number,
  answer: {
    id: number;
    form: string;
    fields: readonly FormField[];
    values: Record<string, FormValue>;
    files: readonly AnswerFileLink[];
  },
): Promise<boolean> {
  const owner = await ownerOf(tx, idSite);
  if (!owner.email) return false;
  const lines = answer.fields.flatMap((f) => {
    if (f.type === "file") {
      // each file as a link to the back-office, where only the site's admins may open it
      return answer.files
        .filter((file) => file.field === f.name)
        .map((file) =>
          translate(lang, "mail.form.fileLink", { label: f.label, name: file.filename, url: file.url }),
        );
    }
    const value = shown(answer.values[f.name]);
    if (value === null) return [];
    return [translate(lang, "mail.field", { label: f.label, value })];
  });
  // an e-mail field of the form is where an answer goes
  const replyTo = answer.fields
    .filter((f) => f.type === "email")
    .map((f) => answer.values[f.name])
    .find((v): v is string => typeof v === "string" && v !== "");
  const body = renderMail({
    greeting: translate(lang, "mail.owner.greeting"),
    paragraphs: [translate(lang, "mail.form.body", { id: answer.id, form: answer.form }), ...lines],
    ...(replyTo ? { after: [translate(lang, "mail.owner.replyHint")] } : {}),
    signature: owner.name,
  });
  await queueMail(tx, idSite, {
    kind: "form.answer",
    to: owner.email,
    ...(replyTo ? { replyTo } : {}),
    subject: translate(lang, "mail.form.subject", { form: answer.form }),
    ...body,
  });
  return true;
}
