// The words of the catalogue screens: the labels are the message catalogue's (French, like the
// other admin tools), the same the storefront and the API use.
import type { AdminDeclination, AdminProductRow } from "../../schemas/catalogue";
import type { ProductType, StockReason, WineColor } from "../../schemas/shop";
import { fr } from "../../src/runtime/messages/fr";
import { formatCapacity } from "../../src/runtime/shop/capacity";

export const typeLabel = (type: ProductType) => fr[`catalogue.type.${type}`];
export const colorLabel = (color: WineColor) => fr[`shop.color.${color}`];
export const reasonLabel = (reason: StockReason) => fr[`catalogue.reason.${reason}`];
export const statusLabel = (status: AdminProductRow["status"]) => fr[`catalogue.status.${status}`];

/** A number as the owner types it ("13,5" or "13.5"); null when the field is empty, NaN when it is no number (the server names the field). */
export const decimalOf = (text: string) =>
  text.trim() === "" ? null : Number(text.trim().replace(",", "."));
/** "2023 · 75 cl" — how a declination is named in the lists and the dialogs. */
export function declinationName(d: Pick<AdminDeclination, "year" | "capacity" | "capacityUnit">): string {
  const size = d.capacity !== null && d.capacityUnit ? formatCapacity(d.capacity, d.capacityUnit) : null;
  return [d.year ?? "Sans millésime", size].filter(Boolean).join(" · ");
}

/** The message of a failed call (the server's, in French), or a plain one when the call did not get an answer. */
export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : "L’opération n’a pas abouti.";
