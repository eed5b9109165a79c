// The owner answers an inbox item by mail (issue 14 §5): plain text to the address the visitor
// gave, with Reply-To the site's contact address, written to the outbox in the transaction that
// records it (docs/decisions/084); every kind keeps when it was answered and by whom (replied_at,
// replied_by: decision 115).
// The route rate-limits it: a stolen admin session cannot make the site a mass mailer.
import type { InboxDetail, InboxKind, InboxReply } from "../../../../schemas/form-admin";
import { translate } from "../../../runtime/messages/translate";
import { type Database, withSite } from "../../db/client";
import { ApiError } from "../../http/api-error";
import { renderMail } from "../../mail/layout";
import { queueMail } from "../../mail/outbox";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";
import { inboxDetail, markReplied } from "./inbox";
import { ownerOf } from "./message-mail";

/** A reply's rate: enough for a morning's mail, not for a campaign. */
export const INBOX_REPLY_LIMIT = { max: 30, windowMs: 60 * 60_000 };

export async function replyToInboxItem(
  db: Database,
  idSite: number,
  user: SessionUser,
  kind: InboxKind,
  id: number,
  reply: InboxReply,
): Promise<{ item: InboxDetail; email: string }> {
  const item = await inboxDetail(db, idSite, kind, id);
  const email = item.email;
  if (!email) throw new ApiError(422, "inbox.noEmail");
  await withSite(db, idSite, async (tx) => {
    const owner = await ownerOf(tx, idSite);
    const company = owner.name;
    const contact = owner.email;
    // the owner's words, as paragraphs of plain text (the layout escapes them in the HTML part)
    const paragraphs = reply.text
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean);
    const body = renderMail({
      greeting: "",
      paragraphs,
      ...(contact ? { after: [translate("fr_FR", "mail.reply.after", { name: company || contact })] } : {}),
      signature: company,
    });
    await queueMail(tx, idSite, {
      kind: "inbox.reply",
      to: email,
      ...(contact ? { replyTo: contact } : {}),
      subject: reply.subject,
      text: body.text.replace(/^\n+/, ""),
      html: body.html,
    });
    await markReplied(tx, idSite, kind, id, user);
    await recordAudit(tx, idSite, user, "inbox.reply", `${kind}:${id}`, {
      to: email,
      subject: reply.subject,
    });
  });
  return { item: await inboxDetail(db, idSite, kind, id), email };
}
