// The order desk's papers (issue 13 §5): the packing slip that goes in the parcel or on the
// preparation table (no prices), the day's pick-up list for the cellar door, and the accountant's
// exports (orders, and their lines), with the VAT of each rate.
import type { CreditNote, OrderDetail } from "../../../../schemas/order";
import { checkoutFr } from "../../../runtime/messages/checkout.fr";
import { orderFr } from "../../../runtime/messages/order.fr";
import { formatCapacity } from "../../../runtime/shop/capacity";
import { eurosText, formatPrice } from "../../../runtime/shop/money";
import { A4, MARGIN, rgb } from "../catalogue/technical-sheet";
import {
  frenchDate,
  type InvoiceValues,
  orderLineLabel,
  sellerDocument,
  VAT_RATE_PERCENT,
  vatIncludedIn,
} from "./invoice";
import type { OrderRow } from "./order-context";
import type { orderBatches } from "./order-desk";

const deliveryLabel: Record<OrderDetail["deliveryKind"], string> = {
  DELIVERY: "Livraison à domicile",
  PICKUP: "Point relais",
  CLICK_AND_COLLECT: "Retrait sur place",
  NO_DELIVERY: "Sans livraison",
};

const addressLines = (a: NonNullable<OrderDetail["shippingAddress"]>) =>
  [
    `${a.firstname} ${a.lastname}`,
    a.company ?? null,
    a.address,
    a.addressPart2 ?? null,
    `${a.postalCode} ${a.city} (${a.country})`,
  ].filter((l): l is string => Boolean(l));

/** Where the order goes, as lines: the address, the relay point or the pick-up slot. */
function destinationLines(order: OrderDetail): string[] {
  if (order.deliveryKind === "DELIVERY" && order.shippingAddress) return addressLines(order.shippingAddress);
  if (order.accessPoint) {
    const p = order.accessPoint;
    return [p.name, p.addLine1, `${p.zipCode} ${p.city}`, `Identifiant du point : ${p.id}`];
  }
  if (order.clickAndCollect) {
    const c = order.clickAndCollect;
    return [c.name, `${frenchDate(c.date)}, entre ${c.opensAt} et ${c.closesAt}`];
  }
  return [];
}

/** One order's packing slip: what to put in the parcel, for whom, no prices. */
export async function packingSlipOf(order: OrderDetail, values: InvoiceValues): Promise<Uint8Array> {
  const { doc, w, fonts, primary } = await sellerDocument(
    `Bon de préparation ${order.reference}`,
    values,
    new Date(order.createdAt),
  );
  w.paragraph(`Bon de préparation — commande ${order.reference}`, { font: fonts.bold, size: 14, gap: 0 });
  w.paragraph(`Commandée le ${frenchDate(order.createdAt)} · ${deliveryLabel[order.deliveryKind]}`, {
    size: 10,
    gap: 10,
  });
  w.heading(order.carrier ? `Destinataire — ${order.carrier.name}` : "Destinataire", primary);
  for (const line of destinationLines(order)) w.paragraph(line, { size: 11, gap: 0 });
  const contact = [order.phone, order.email].filter(Boolean).join(" · ");
  if (contact) w.paragraph(contact, { size: 10, gap: 0 });
  w.y -= 6;
  w.heading(`Articles (${order.itemCount} bouteilles ou articles)`, primary);
  const right = A4[0] - MARGIN;
  const edges = [right - 60, right];
  w.row(["Désignation", "Qté", "Prêt"], edges, { bold: true });
  for (const line of order.lines)
    w.row([orderLineLabel(line), String(line.quantity), "[   ]"], edges, { size: 11 });
  if (order.message) {
    w.heading("Message de l’acheteur", primary);
    w.paragraph(order.message, { size: 10, font: fonts.italic });
  }
  return doc.save();
}

/** The click-and-collect orders of one day, by slot: who comes, what to hand over, what to cash. */
export async function pickupListOf(
  day: string,
  list: OrderDetail[],
  values: InvoiceValues,
): Promise<Uint8Array> {
  const { doc, w, fonts, primary } = await sellerDocument(
    `Retraits du ${frenchDate(day)}`,
    values,
    new Date(),
  );
  w.paragraph(`Retraits du ${frenchDate(day)}`, { font: fonts.bold, size: 14, gap: 0 });
  w.paragraph(
    list.length
      ? `${list.length} commande${list.length > 1 ? "s" : ""} à remettre.`
      : "Aucune commande à remettre ce jour-là.",
    { size: 10, gap: 10 },
  );
  let slot = "";
  for (const order of list) {
    const c = order.clickAndCollect;
    const slotName = c ? `${c.opensAt} – ${c.closesAt} · ${c.name}` : "";
    if (slotName !== slot) {
      slot = slotName;
      w.y -= 6;
      w.paragraph(slotName, { font: fonts.bold, size: 12, color: primary, gap: 4 });
    }
    const unpaid = order.paymentMethod === "ON_PICKUP" && order.status !== "DELIVERED";
    w.paragraph(`${order.reference} — ${order.buyerName}${order.phone ? ` · ${order.phone}` : ""}`, {
      font: fonts.bold,
      size: 11,
      gap: 0,
    });
    w.paragraph(
      `${orderFr[`order.status.${order.status}`]} · ${checkoutFr[`checkout.method.${order.paymentMethod}`]}${unpaid ? ` · à encaisser : ${formatPrice(order.total)}` : ""}`,
      { size: 9, gap: 2, color: rgb(0.35, 0.3, 0.28) },
    );
    for (const line of order.lines) {
      w.paragraph(`[   ] ${line.quantity} × ${orderLineLabel(line)}`, { size: 10, gap: 0, x: MARGIN + 12 });
    }
    if (order.message)
      w.paragraph(`« ${order.message} »`, { size: 9, font: fonts.italic, x: MARGIN + 12, gap: 0 });
    w.y -= 8;
  }
  return doc.save();
}

// ---- The accountant's exports ---------------------------------------------------------------

export const orderExportColumns = [
  "reference",
  "date",
  "statut",
  "acheteur",
  "email",
  "livraison",
  "transporteur",
  "paiement",
  "code_reduction",
  "produits_ttc",
  "reduction_ttc",
  "livraison_ttc",
  "total_ttc",
  "taux_tva",
  "total_ht",
  "tva",
  "avoir",
] as const;

export const lineExportColumns = [
  "reference",
  "date",
  "statut",
  "produit",
  "millesime",
  "contenance",
  "quantite",
  "prix_unitaire_ttc",
  "total_ttc",
  "taux_tva",
  "total_ht",
  "tva",
] as const;

/** A day in Paris time as spreadsheets sort it: 2026-11-26. */
const isoDay = (at: Date) => at.toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
const rate = `${VAT_RATE_PERCENT},00`;

/** The orders export, batch by batch; `creditNotes` names the credit note of a cancelled paid order. */
export async function* orderExportRows(
  batches: ReturnType<typeof orderBatches>,
  creditNotesOf: (ids: number[]) => Promise<Map<number, CreditNote>>,
): AsyncGenerator<string[][]> {
  for await (const { rows } of batches) {
    const notes = await creditNotesOf(rows.map((r) => r.id));
    yield rows.map((o: OrderRow) => {
      const vat = vatIncludedIn(o.total);
      return [
        o.reference,
        isoDay(o.createdAt),
        orderFr[`order.status.${o.status}`],
        `${o.billingAddress.firstname} ${o.billingAddress.lastname}`,
        o.email,
        deliveryLabel[o.deliveryKind],
        o.carrierName ?? "",
        checkoutFr[`checkout.method.${o.paymentMethod}`],
        o.discountCode ?? "",
        eurosText(o.subtotal),
        eurosText(o.discountValue),
        eurosText(o.shippingFees),
        eurosText(o.total),
        rate,
        eurosText(o.total - vat),
        eurosText(vat),
        notes.get(o.id)?.number ?? "",
      ];
    });
  }
}

/** The lines export: one row a line, with its VAT (shipping is in the orders export). */
export async function* lineExportRows(batches: ReturnType<typeof orderBatches>): AsyncGenerator<string[][]> {
  for await (const { rows, lines } of batches) {
    const byId = new Map(rows.map((r) => [r.id, r]));
    yield lines.flatMap((l) => {
      const o = byId.get(l.orderId);
      if (!o) return [];
      const vat = vatIncludedIn(l.total);
      return [
        [
          o.reference,
          isoDay(o.createdAt),
          orderFr[`order.status.${o.status}`],
          l.name,
          l.year === null ? "" : String(l.year),
          // a plain space: the spreadsheet's own search finds "75 cl"
          l.capacity === null ? "" : formatCapacity(l.capacity, l.capacityUnit).replace(/\u00a0/g, " "),
          String(l.quantity),
          eurosText(l.unitPrice),
          eurosText(l.total),
          rate,
          eurosText(l.total - vat),
          eurosText(vat),
        ],
      ];
    });
  }
}

export const invoiceExportColumns = [
  "piece",
  "numero",
  "date",
  "commande",
  "statut",
  "acheteur",
  "email",
  "total_ttc",
  "taux_tva",
  "total_ht",
  "tva",
] as const;

/**
 * The invoices and credit notes as the order papers hold them (invoice.ts): an order's invoice is
 * numbered with its reference and dated with the order; a credit note gives the order's total
 * back, with its own number and date. One row a paper, the credit note after its invoice.
 */
export async function* invoiceExportRows(
  batches: ReturnType<typeof orderBatches>,
  creditNotesOf: (ids: number[]) => Promise<Map<number, CreditNote>>,
): AsyncGenerator<string[][]> {
  const paper = (kind: string, number: string, at: Date, o: OrderRow, cents: number) => {
    const vat = Math.sign(cents) * vatIncludedIn(Math.abs(cents));
    return [
      kind,
      number,
      isoDay(at),
      o.reference,
      orderFr[`order.status.${o.status}`],
      `${o.billingAddress.firstname} ${o.billingAddress.lastname}`,
      o.email,
      eurosText(cents),
      rate,
      eurosText(cents - vat),
      eurosText(vat),
    ];
  };
  for await (const { rows } of batches) {
    const notes = await creditNotesOf(rows.map((r) => r.id));
    yield rows.flatMap((o) => {
      const note = notes.get(o.id);
      const invoice = paper("Facture", o.reference, o.createdAt, o, o.total);
      return note
        ? [invoice, paper("Avoir", note.number, new Date(note.createdAt), o, -note.amount)]
        : [invoice];
    });
  }
}
