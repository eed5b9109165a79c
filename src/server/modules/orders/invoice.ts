// The invoice of an order (GET /order/{id}/invoice): an A4 PDF drawn with the technical sheet's
// writer. Prices are French retail prices, VAT included (20 % on wine and on shipping); the
// seller's intra-community VAT number (INTRACO_VAT) and the buyer's, on a B2B order, are printed,
// with the legal mentions of a French invoice (SIRET, RCS, capital, head office).
import type { OrderDetail } from "../../../../schemas/order";
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

export async function invoiceOf(order: OrderDetail, values: InvoiceValues): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const doc = await PDFDocument.create();
  doc.setTitle(`Facture ${order.reference}`);
  doc.setAuthor(values.LEGAL_COMPANY_NAME ?? values.COMPANY_NAME ?? "");
  doc.setCreationDate(new Date(order.createdAt));
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
    title: await doc.embedFont(StandardFonts.TimesRomanBold),
  };
  const w = new PdfWriter(doc, fonts);
  const primary = colorOf(values.PRIMARY_COLOR, "#6B1E2E");
  const ink = rgb(0.17, 0.11, 0.09);

  const seller = values.LEGAL_COMPANY_NAME ?? values.COMPANY_NAME ?? "";
  w.paragraph(seller, { font: fonts.title, size: 18, color: primary, gap: 2 });
  const sellerLines = [
    values.HEAD_OFFICE,
    [values.COMPANY_PHONE, values.COMPANY_EMAIL].filter(Boolean).join(" · "),
    values.INTRACO_VAT ? `N° TVA intracommunautaire : ${values.INTRACO_VAT}` : null,
  ].filter((l): l is string => Boolean(l));
  for (const line of sellerLines) w.paragraph(line, { size: 9, gap: 0 });
  w.y -= 14;

  const date = new Date(order.createdAt).toLocaleDateString("fr-FR", { timeZone: "Europe/Paris" });
  w.paragraph(`Facture n° ${order.reference}`, { font: fonts.bold, size: 14, gap: 0 });
  w.paragraph(`Date : ${date} · Commande ${order.reference}`, { size: 10, gap: 10 });

  const billing = order.billingAddress;
  w.heading("Facturé à", primary);
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
  const columns = { quantity: right - 200, unit: right - 130, total: right };
  const row = (cells: [string, string, string, string], bold = false) => {
    const font = bold ? fonts.bold : fonts.regular;
    const [label, quantity, unit, total] = cells;
    const labelLines = w.lines(label, font, 10, columns.quantity - MARGIN - 40);
    w.ensure(labelLines.length * 13 + 6);
    for (const [i, line] of labelLines.entries()) {
      w.page.drawText(line, { x: MARGIN, y: w.y - 10 - i * 13, size: 10, font, color: ink });
    }
    const at = (text: string, x: number) =>
      w.page.drawText(w.clean(text), {
        x: x - font.widthOfTextAtSize(w.clean(text), 10),
        y: w.y - 10,
        size: 10,
        font,
        color: ink,
      });
    at(quantity, columns.quantity);
    at(unit, columns.unit);
    at(total, columns.total);
    w.y -= labelLines.length * 13 + 6;
  };
  row(["Désignation", "Qté", "PU TTC", "Total TTC"], true);
  for (const line of order.lines) {
    const label = [
      line.name,
      line.year ? String(line.year) : null,
      line.capacity ? formatCapacity(line.capacity, line.capacityUnit) : null,
    ]
      .filter(Boolean)
      .join(" · ");
    row([label, String(line.quantity), formatPrice(line.unitPrice), formatPrice(line.total)]);
  }
  w.y -= 6;
  row(["Sous-total des produits", "", "", formatPrice(order.subtotal)]);
  if (order.discount && order.discount.value > 0) {
    row([`Réduction ${order.discount.code}`, "", "", `−${formatPrice(order.discount.value)}`]);
  }
  const delivery = order.carrier ? `Livraison (${order.carrier.name})` : "Livraison";
  row([delivery, "", "", formatPrice(order.shippingFees)]);
  row(["Total TTC", "", "", formatPrice(order.total)], true);
  row([`dont TVA ${VAT_RATE_PERCENT} %`, "", "", formatPrice(vatIncludedIn(order.total))]);
  row(["Total HT", "", "", formatPrice(order.total - vatIncludedIn(order.total))]);
  w.y -= 8;

  w.heading("Règlement", primary);
  w.paragraph(
    `${checkoutFr[`checkout.method.${order.paymentMethod}`]} — ${orderFr[`order.status.${order.status === "PAID" ? "PAID" : "PENDING_PAYMENT"}`]}`,
    { size: 10 },
  );
  if (order.bankDetails && order.status !== "PAID") {
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
