// The buyer's withdrawal from an order (consumer code L221-18; issue 15 §5; docs/decisions/107):
// sent from their account within the period of src/runtime/shop/withdrawal.ts, recorded with its
// time, acknowledged to the buyer by mail (a durable medium) and told to the owner, in the one
// transaction that records it. The owner then cancels the order when the bottles come back: the
// order rules give the stock back and issue the credit note.
import { and, eq } from "drizzle-orm";
import type { OrderDetail, WithdrawalBody } from "../../../../schemas/order";
import { type Lang, translate } from "../../../runtime/messages/translate";
import { canWithdraw } from "../../../runtime/shop/withdrawal";
import type { Database } from "../../db/client";
import { withSite } from "../../db/client";
import { orders } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { renderMail } from "../../mail/layout";
import type { Mailer } from "../../mail/mailer";
import { queueMail } from "../../mail/outbox";
import { orderDetail } from "./buyer-orders";
import type { OrderSettings } from "./order-context";

export async function withdrawFromOrder(
  deps: { db: Database; mailer: Mailer },
  settings: OrderSettings,
  actor: { idSite: number; lang: Lang },
  userId: number,
  id: number,
  body: WithdrawalBody,
  now = new Date(),
): Promise<OrderDetail> {
  const { db } = deps;
  await withSite(db, actor.idSite, async (tx) => {
    // the row lock: a withdrawal and the owner's move never cross
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.siteId, actor.idSite), eq(orders.userId, userId), eq(orders.id, id)))
      .for("update");
    if (!row) throw new ApiError(404, "order.notFound");
    if (row.withdrawalRequestedAt) throw new ApiError(409, "order.withdrawalAlreadySent");
    if (!canWithdraw(row, now)) throw new ApiError(409, "order.withdrawalClosed");
    const message = body.message ? body.message : null;
    await tx
      .update(orders)
      .set({ withdrawalRequestedAt: now, withdrawalMessage: message, updatedAt: now })
      .where(eq(orders.id, row.id));
    const site = settings.values.COMPANY_NAME ?? "";
    const at = new Intl.DateTimeFormat("fr-FR", {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: "Europe/Paris",
    }).format(now);
    const buyerLang: Lang = actor.lang;
    const acknowledgement = renderMail({
      greeting: translate(buyerLang, "mail.greeting", { name: row.billingAddress.firstname }).replace(
        " ,",
        ",",
      ),
      paragraphs: [
        translate(buyerLang, "order.mail.withdrawalReceived", { reference: row.reference, at }),
        translate(buyerLang, "order.mail.withdrawalReturn"),
      ],
      signature: translate(buyerLang, "mail.signature", { site }),
    });
    await queueMail(tx, actor.idSite, {
      kind: "order.withdrawal",
      to: row.email,
      subject: translate(buyerLang, "order.mail.withdrawalSubject", { reference: row.reference }),
      ...acknowledgement,
    });
    const owner = settings.values.COMPANY_EMAIL;
    if (owner) {
      const buyer = `${row.billingAddress.firstname} ${row.billingAddress.lastname} <${row.email}>`;
      const notice = renderMail({
        greeting: translate("fr_FR", "order.mail.ownerGreeting"),
        paragraphs: [
          translate("fr_FR", "order.mail.withdrawalOwner", { reference: row.reference, buyer, at }),
          ...(message ? [translate("fr_FR", "order.mail.message", { message })] : []),
        ],
        signature: site,
      });
      await queueMail(tx, actor.idSite, {
        kind: "order.withdrawalOwner",
        to: owner,
        replyTo: row.email,
        subject: translate("fr_FR", "order.mail.withdrawalOwnerSubject", { reference: row.reference }),
        ...notice,
      });
    }
  });
  deps.mailer.nudge();
  return orderDetail(db, actor.idSite, userId, id);
}
