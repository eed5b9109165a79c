// The invoice of an order (GET /order/{id}/invoice), and the credit note that cancels it when a
// paid order is cancelled (issue 13 §5): A4 PDFs drawn with the technical sheet's writer. Prices are French retail prices, VAT included (20 % on wine and on shipping); the
// seller's intra-community VAT number (INTRACO_VAT) and the buyer's, on a B2B order, are printed,
// with the legal mentions of a French invoice (SIRET, RCS, capital, head office).
import type { CreditNote, OrderDetail, OrderLine } from "../../../../schemas/order";
import type { ParameterValues } from "../../../../schemas/parameters";
import { checkoutFr } from "../../../runtime/messages/checkout.fr";
import { orderFr } from "../../../runtime/messages/order.fr";
import { formatCapacity } from "../../../runtime/shop/capacity";
import { formatPrice } from "../../../runtime/shop/money";
import { A4, colorOf, loadPdfLib, MARGIN, PdfWriter, rgb } from "../catalogue/technical-sheet";

/** France's standard VAT rate, which wine and its shipping bear. */
export const VAT_RATE_PERCENT = 20;

/** The VAT included in an amount with VAT, rounded to the cent. */
export const vatIncludedIn = (cents: number) =>
  Math.round((cents * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));

export type InvoiceValues = Pick<
  ParameterValues,
  | "COMPANY_NAME"
  | "LEGAL_COMPANY_NAME"
  | "CORPORATE_FORM"
  | "HEAD_OFFICE"
  | "SIRET_NUMBER"
  | "RCS_NUMBER"
  | "SHARE_CAPITAL"
  | "INTRACO_VAT"
  | "COMPANY_EMAIL"
  | "COMPANY_PHONE"
  | "PRIMARY_COLOR"
>;

/** A document of the seller: its name and contact lines on top, in the site's colour. */
export async function sellerDocument(title: string, values: InvoiceValues, createdAt: Date) {
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(values.LEGAL_COMPANY_NAME ?? values.COMPANY_NAME ?? "");
  doc.setCreationDate(createdAt);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
    title: await doc.embedFont(StandardFonts.TimesRomanBold),
  };
  const w = new PdfWriter(doc, fonts);
  const primary = colorOf(values.PRIMARY_COLOR, "#6B1E2E");
  const seller = values.LEGAL_COMPANY_NAME ?? values.COMPANY_NAME ?? "";
  w.paragraph(seller, { font: fonts.title, size: 18, color: primary, gap: 2 });
  const sellerLines = [
    values.HEAD_OFFICE,
    [values.COMPANY_PHONE, values.COMPANY_EMAIL].filter(Boolean).join(" · "),
    values.INTRACO_VAT ? `N° TVA intracommunautaire : ${values.INTRACO_VAT}` : null,
  ].filter((l): l is string => Boolean(l));
  for (const line of sellerLines) w.paragraph(line, { size: 9, gap: 0 });
  w.y -= 14;
  return { doc, w, fonts, primary, seller };
}

/** "Cuvée des Galets · 2021 · 75 cl". */
export const orderLineLabel = (line: OrderLine) =>
  [
    line.name,
    line.year ? String(line.year) : null,
    line.capacity ? formatCapacity(line.capacity, line.capacityUnit) : null,
  ]
    .filter(Boolean)
    .join(" · ");

/** A day as France writes it, in Paris time. */
export const frenchDate = (at: Date | string) =>
  new Date(at).toLocaleDateString("fr-FR", { timeZone: "Europe/Paris" });

/**
 * The order's invoice; with `creditNote`, the credit note that cancels it (the same lines and
 * amounts, given back).
 */
export async function invoiceOf(
  order: OrderDetail,
  values: InvoiceValues,
  creditNote: CreditNote | null = null,
): Promise<Uint8Array> {
  const title = creditNote ? `Avoir ${creditNote.number}` : `Facture ${order.reference}`;
  const { doc, w, fonts, primary, seller } = await sellerDocument(
    title,
    values,
    new Date(creditNote?.createdAt ?? order.createdAt),
  );
  if (creditNote) {
    w.paragraph(`Avoir n° ${creditNote.number}`, { font: fonts.bold, size: 14, gap: 0 });
    w.paragraph(
      `Date : ${frenchDate(creditNote.createdAt)} · annule la facture n° ${order.reference} du ${frenchDate(order.createdAt)}`,
      { size: 10, gap: 10 },
    );
  } else {
    w.paragraph(`Facture n° ${order.reference}`, { font: fonts.bold, size: 14, gap: 0 });
    w.paragraph(`Date : ${frenchDate(order.createdAt)} · Commande ${order.reference}`, { size: 10, gap: 10 });
  }

  const billing = order.billingAddress;
  w.heading(creditNote ? "Au bénéfice de" : "Facturé à", primary);
  const buyerLines = [
    `${billing.firstname} ${billing.lastname}`,
    billing.company ?? null,
    billing.address,
    billing.addressPart2 ?? null,
    `${billing.postalCode} ${billing.city} (${billing.country})`,
    order.vatNumber ? `N° TVA intracommunautaire : ${order.vatNumber}` : null,
  ].filter((l): l is string => Boolean(l));
  // the writer folds a paragraph's line breaks: one paragraph a line
  for (const line of buyerLines) w.paragraph(line, { size: 10, gap: 0 });
  w.y -= 6;

  w.heading("Détail", primary);
  const right = A4[0] - MARGIN;
  const edges = [right - 200, right - 130, right];
  const sign = creditNote ? "−" : "";
  w.row(["Désignation", "Qté", "PU TTC", "Total TTC"], edges, { bold: true });
  for (const line of order.lines) {
    w.row(
      [
        orderLineLabel(line),
        String(line.quantity),
        formatPrice(line.unitPrice),
        `${sign}${formatPrice(line.total)}`,
      ],
      edges,
    );
  }
  w.y -= 6;
  const amount = (cents: number) => `${sign}${formatPrice(cents)}`;
  w.row(["Sous-total des produits", "", "", amount(order.subtotal)], edges);
  if (order.discount && order.discount.value > 0) {
    w.row(
      [
        `Réduction ${order.discount.code}`,
        "",
        "",
        creditNote ? formatPrice(order.discount.value) : `−${formatPrice(order.discount.value)}`,
      ],
      edges,
    );
  }
  const delivery = order.carrier ? `Livraison (${order.carrier.name})` : "Livraison";
  w.row([delivery, "", "", amount(order.shippingFees)], edges);
  w.row([creditNote ? "Total TTC remboursé" : "Total TTC", "", "", amount(order.total)], edges, {
    bold: true,
  });
  w.row([`dont TVA ${VAT_RATE_PERCENT} %`, "", "", amount(vatIncludedIn(order.total))], edges);
  w.row(["Total HT", "", "", amount(order.total - vatIncludedIn(order.total))], edges);
  w.y -= 8;

  w.heading("Règlement", primary);
  if (creditNote) {
    w.paragraph(
      `Remboursement de la commande ${order.reference}, annulée, par le moyen de son paiement (${checkoutFr[`checkout.method.${order.paymentMethod}`]}).`,
      { size: 10 },
    );
  } else {
    w.paragraph(
      `${checkoutFr[`checkout.method.${order.paymentMethod}`]} — ${orderFr[`order.status.${order.status === "PAID" ? "PAID" : "PENDING_PAYMENT"}`]}`,
      { size: 10 },
    );
  }
  if (!creditNote && order.bankDetails && order.status !== "PAID") {
    w.paragraph(
      `Virement à ${order.bankDetails.holder}, IBAN ${order.bankDetails.iban}, BIC ${order.bankDetails.bic}, référence ${order.reference}.`,
      { size: 10 },
    );
  }
  const mentions = [
    [
      values.CORPORATE_FORM && !seller.startsWith(values.CORPORATE_FORM) ? values.CORPORATE_FORM : null,
      seller,
      values.SHARE_CAPITAL ? `au capital de ${values.SHARE_CAPITAL}` : null,
    ]
      .filter(Boolean)
      .join(" "),
    [values.SIRET_NUMBER ? `SIRET ${values.SIRET_NUMBER}` : null, values.RCS_NUMBER]
      .filter(Boolean)
      .join(" · "),
    "L’abus d’alcool est dangereux pour la santé, à consommer avec modération.",
  ].filter(Boolean);
  w.y -= 10;
  for (const line of mentions) w.paragraph(line, { size: 8, gap: 0, color: rgb(0.35, 0.3, 0.28) });
  return doc.save();
}
