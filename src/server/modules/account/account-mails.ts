// The mails of the account area, in the site's language from the message catalogue.
import { type Lang, translate } from "../../../runtime/messages/translate";
import { renderMail } from "../../mail/layout";
import type { MailMessage } from "../../mail/mailer";

interface Recipient {
  email: string;
  firstname: string | null;
}

const greetingOf = (lang: Lang, to: Recipient) =>
  translate(lang, "mail.greeting", { name: to.firstname ?? "" }).replace(" ,", ",");

export function resetMail(lang: Lang, site: string, to: Recipient, url: string): MailMessage {
  const body = renderMail({
    greeting: greetingOf(lang, to),
    paragraphs: [translate(lang, "mail.reset.body", { site })],
    action: { label: translate(lang, "mail.reset.action"), url },
    after: [translate(lang, "mail.ignore")],
    signature: translate(lang, "mail.signature", { site }),
  });
  return {
    kind: "account.reset",
    to: to.email,
    subject: translate(lang, "mail.reset.subject", { site }),
    ...body,
  };
}

export function passwordChangedMail(lang: Lang, site: string, to: Recipient, resetUrl: string): MailMessage {
  const body = renderMail({
    greeting: greetingOf(lang, to),
    paragraphs: [translate(lang, "mail.passwordChanged.body", { site })],
    action: { label: translate(lang, "mail.reset.action"), url: resetUrl },
    signature: translate(lang, "mail.signature", { site }),
  });
  return {
    kind: "account.passwordChanged",
    to: to.email,
    subject: translate(lang, "mail.passwordChanged.subject", { site }),
    ...body,
  };
}

/** A staff member's second factor turned on or off (decision 132): a stranger's doing is seen at once. */
export function secondFactorMail(
  lang: Lang,
  site: string,
  to: Recipient,
  on: boolean,
  resetUrl: string,
): MailMessage {
  const which = on ? "secondFactorOn" : "secondFactorOff";
  const body = renderMail({
    greeting: greetingOf(lang, to),
    paragraphs: [translate(lang, `mail.${which}.body`, { site })],
    action: { label: translate(lang, "mail.reset.action"), url: resetUrl },
    signature: translate(lang, "mail.signature", { site }),
  });
  return {
    kind: `account.${which}`,
    to: to.email,
    subject: translate(lang, `mail.${which}.subject`, { site }),
    ...body,
  };
}

export function emailChangedMail(lang: Lang, site: string, to: Recipient, newEmail: string): MailMessage {
  const body = renderMail({
    greeting: greetingOf(lang, to),
    paragraphs: [translate(lang, "mail.emailChanged.body", { site, email: newEmail })],
    signature: translate(lang, "mail.signature", { site }),
  });
  return {
    kind: "account.emailChanged",
    to: to.email,
    subject: translate(lang, "mail.emailChanged.subject", { site }),
    ...body,
  };
}

export function deletedMail(lang: Lang, site: string, to: Recipient): MailMessage {
  const body = renderMail({
    greeting: greetingOf(lang, to),
    paragraphs: [translate(lang, "mail.deleted.body", { site })],
    signature: translate(lang, "mail.signature", { site }),
  });
  return {
    kind: "account.deleted",
    to: to.email,
    subject: translate(lang, "mail.deleted.subject", { site }),
    ...body,
  };
}
