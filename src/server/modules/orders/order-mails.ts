// The mails of an order (docs/decisions/070): the buyer's confirmation, the owner's notification
// and the review request, from the message catalogue, in one plain layout.
import type { OrderLine } from "../../../../schemas/order";
import { type Lang, translate } from "../../../runtime/messages/translate";
import { formatCapacity } from "../../../runtime/shop/capacity";
import { formatPrice } from "../../../runtime/shop/money";
import type { orders } from "../../db/schema";
import { renderMail } from "../../mail/layout";
import type { MailMessage } from "../../mail/mailer";

type OrderRow = typeof orders.$inferSelect;

const lineText = (l: OrderLine) =>
  [
    `${l.quantity} × ${l.name}`,
    l.year ? String(l.year) : null,
    l.capacity ? formatCapacity(l.capacity, l.capacityUnit) : null,
    `${formatPrice(l.unitPrice)} = ${formatPrice(l.total)}`,
  ]
    .filter(Boolean)
    .join(" · ");

function summaryOf(lang: Lang, row: OrderRow, lines: OrderLine[]): string[] {
  const t = (key: Parameters<typeof translate>[1], params = {}) => translate(lang, key, params);
  const delivery =
    row.deliveryKind === "CLICK_AND_COLLECT" && row.pickupSlot && row.pickupDate
      ? t("order.mail.pickup", {
          place: row.pickupSlot.name,
          date: row.pickupDate,
          opensAt: row.pickupSlot.opensAt,
          closesAt: row.pickupSlot.closesAt,
        })
      : row.deliveryKind === "PICKUP" && row.accessPoint
        ? t("order.mail.relay", { carrier: row.carrierName ?? "", point: String(row.accessPoint.name ?? "") })
        : row.deliveryKind === "DELIVERY" && row.shippingAddress
          ? t("order.mail.delivery", {
              carrier: row.carrierName ?? "",
              address: `${row.shippingAddress.address}, ${row.shippingAddress.postalCode} ${row.shippingAddress.city}`,
            })
          : t("order.mail.noDelivery");
  return [
    ...lines.map(lineText),
    t("order.mail.subtotal", { amount: formatPrice(row.subtotal) }),
    ...(row.discountValue
      ? [t("order.mail.discount", { code: row.discountCode ?? "", amount: formatPrice(row.discountValue) })]
      : []),
    t("order.mail.shipping", { amount: formatPrice(row.shippingFees) }),
    t("order.mail.total", { amount: formatPrice(row.total) }),
    delivery,
  ];
}

/**
 * The right of withdrawal and the model form of the consumer code (R221-1, annex), which the
 * confirmation of a distance sale must carry (issue 15 §5). `seller`: name, address, e-mail.
 */
function withdrawalFormOf(lang: Lang, seller: string): string[] {
  return [
    translate(lang, "order.mail.withdrawalForm"),
    translate(lang, "order.mail.withdrawalFormTitle"),
    translate(lang, "order.mail.withdrawalFormTo", { seller }),
    translate(lang, "order.mail.withdrawalFormBody"),
    translate(lang, "order.mail.withdrawalFormLines"),
    translate(lang, "order.mail.withdrawalFormNote"),
  ];
}

export function orderConfirmationMail(
  lang: Lang,
  site: string,
  row: OrderRow,
  lines: OrderLine[],
  bank: { holder: string; iban: string; bic: string } | null,
  /** Who the withdrawal form is addressed to: the seller's name, address and e-mail. */
  seller: string,
): MailMessage {
  const name = row.billingAddress.firstname;
  const payment =
    row.paymentMethod === "BANK_TRANSFER" && bank
      ? [
          translate(lang, "order.mail.bankTransfer", {
            reference: row.reference,
            ...bank,
            amount: formatPrice(row.total),
          }),
        ]
      : row.paymentMethod === "ON_PICKUP"
        ? [translate(lang, "order.mail.onPickup")]
        : row.paymentMethod === "CHECK"
          ? [translate(lang, "order.mail.check", { reference: row.reference, site })]
          : [];
  const body = renderMail({
    greeting: translate(lang, "mail.greeting", { name }).replace(" ,", ","),
    paragraphs: [
      translate(lang, "order.mail.thanks", { reference: row.reference }),
      ...summaryOf(lang, row, lines),
      ...payment,
      ...withdrawalFormOf(lang, seller),
    ],
    signature: translate(lang, "mail.signature", { site }),
  });
  return {
    kind: "order.confirmation",
    to: row.email,
    subject: translate(lang, "order.mail.confirmationSubject", { reference: row.reference }),
    ...body,
  };
}

export function orderOwnerMail(
  lang: Lang,
  site: string,
  to: string,
  row: OrderRow,
  lines: OrderLine[],
): MailMessage {
  const buyer = `${row.billingAddress.firstname} ${row.billingAddress.lastname} <${row.email}>`;
  const body = renderMail({
    greeting: translate(lang, "order.mail.ownerGreeting"),
    paragraphs: [
      translate(lang, "order.mail.ownerBody", { reference: row.reference, buyer }),
      ...summaryOf(lang, row, lines),
      ...(row.message ? [translate(lang, "order.mail.message", { message: row.message })] : []),
    ],
    signature: site,
  });
  return {
    kind: "order.owner",
    to,
    subject: translate(lang, "order.mail.ownerSubject", { reference: row.reference }),
    ...body,
  };
}

export function orderReviewMail(
  lang: Lang,
  site: string,
  row: OrderRow,
  reviewUrl: string | null,
): MailMessage {
  const body = renderMail({
    greeting: translate(lang, "mail.greeting", { name: row.billingAddress.firstname }).replace(" ,", ","),
    paragraphs: [translate(lang, "order.mail.reviewBody", { reference: row.reference, site })],
    ...(reviewUrl ? { action: { label: translate(lang, "order.mail.reviewAction"), url: reviewUrl } } : {}),
    signature: translate(lang, "mail.signature", { site }),
  });
  return {
    kind: "order.review",
    to: row.email,
    subject: translate(lang, "order.mail.reviewSubject", { reference: row.reference }),
    ...body,
  };
}
