// The registrant's mails of an event (issue 14 §3): confirmed, on the waiting list, confirmed from
// the waiting list, cancelled. Each is written to the outbox in the transaction that changed the
// registration (docs/decisions/084), so it leaves iff that change is kept. Unlike the owner's
// notices (./message-mail.ts) these go to the address the visitor typed: the brief asks for it, and
// the mail says only what the site wrote (the event's title, date and place, the seats, a link), never
// the visitor's free text, so that nobody can make the site carry a message to a stranger
// (docs/decisions/102).
import { translate } from "../../../runtime/messages/translate";
import type { Tx } from "../../db/client";
import type { elements } from "../../db/schema";
import { renderMail } from "../../mail/layout";
import { queueMail } from "../../mail/outbox";
import { ownerNameOf } from "./message-mail";

/** The registrant's mails are in the site's language, as the owner's. */
const lang = "fr_FR";

export type RegistrantMailKind = "confirmed" | "waiting" | "promoted" | "cancelled";

const subjects = {
  confirmed: "mail.registrant.subjectConfirmed",
  waiting: "mail.registrant.subjectWaiting",
  promoted: "mail.registrant.subjectPromoted",
  cancelled: "mail.registrant.subjectCancelled",
} as const;

const firstLines = {
  confirmed: "mail.registrant.confirmed",
  waiting: "mail.registrant.waiting",
  promoted: "mail.registrant.promoted",
  cancelled: "mail.registrant.cancelled",
} as const;

const dateFormat = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "full",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

/** When and where, as the owner saved them; a date chosen in the calendar replaces the start. */
function factsOf(element: typeof elements.$inferSelect, chosenDate: string | null): string[] {
  const when = chosenDate
    ? new Intl.DateTimeFormat("fr-FR", { dateStyle: "full", timeZone: "UTC" }).format(new Date(chosenDate))
    : element.startsAt
      ? dateFormat.format(element.startsAt)
      : null;
  return [
    ...(when ? [translate(lang, "mail.registrant.when", { date: when })] : []),
    ...(element.location ? [translate(lang, "mail.registrant.where", { place: element.location })] : []),
  ];
}

/**
 * Queues one mail to the registrant. `cancelUrl`: the single-use link that cancels the registration,
 * given while it holds or waits for seats.
 */
export async function queueRegistrantMail(
  tx: Tx,
  idSite: number,
  kind: RegistrantMailKind,
  registration: { email: string; seats: number; chosenDate: string | null },
  element: typeof elements.$inferSelect,
  cancelUrl: string | null,
): Promise<void> {
  const params = { element: element.title, seats: registration.seats };
  const body = renderMail({
    greeting: translate(lang, "mail.owner.greeting"),
    paragraphs: [translate(lang, firstLines[kind], params), ...factsOf(element, registration.chosenDate)],
    ...(cancelUrl
      ? { action: { label: translate(lang, "mail.registrant.cancelAction"), url: cancelUrl } }
      : {}),
    after: [
      ...(cancelUrl ? [translate(lang, "mail.registrant.cancelHint")] : []),
      translate(lang, "mail.registrant.notYou"),
    ],
    signature: await ownerNameOf(tx, idSite),
  });
  await queueMail(tx, idSite, {
    kind: `element.registrant.${kind}`,
    to: registration.email,
    subject: translate(lang, subjects[kind], params),
    ...body,
  });
}
