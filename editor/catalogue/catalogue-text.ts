// The words of the catalogue screens: the labels are the message catalogue's (French, like the
// other admin tools), the same the storefront and the API use.
import type { AdminDeclination, AdminProductRow } from "../../schemas/catalogue";
import type { ProductType, StockReason, WineColor } from "../../schemas/shop";
import { fr } from "../../src/runtime/messages/fr";
import { formatCapacity } from "../../src/runtime/shop/capacity";
import { formatPrice } from "../../src/runtime/shop/money";

export const typeLabel = (type: ProductType) => fr[`catalogue.type.${type}`];
export const colorLabel = (color: WineColor) => fr[`shop.color.${color}`];
export const reasonLabel = (reason: StockReason) => fr[`catalogue.reason.${reason}`];
export const statusLabel = (status: AdminProductRow["status"]) => fr[`catalogue.status.${status}`];

/** Cents as the owner types them: "14,50". */
export const euros = (cents: number | null) =>
  cents === null ? "" : (cents / 100).toFixed(2).replace(".", ",");

/** "14,50" or "14.5" or "14" → 1450; null when it is no price. */
export function centsOf(text: string): number | null {
  const clean = text.trim().replace(/\s/g, "").replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

export const priceText = (cents: number) => formatPrice(cents);

/** "2023 · 75 cl" — how a declination is named in the lists and the dialogs. */
export function declinationName(d: Pick<AdminDeclination, "year" | "capacity" | "capacityUnit">): string {
  const size = d.capacity !== null && d.capacityUnit ? formatCapacity(d.capacity, d.capacityUnit) : null;
  return [d.year ?? "Sans millésime", size].filter(Boolean).join(" · ");
}
