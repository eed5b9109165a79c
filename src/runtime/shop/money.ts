/**
 * Money is integer cents, computed on the server (DESIGN.md §4); the browser only displays it. The
 * French format is written here rather than taken from Intl, so that the server's HTML and the
 * browser's render are the same characters (ICU versions differ in their spaces).
 */

/** "1 234,50 €": narrow no-break space between thousands, no-break space before the euro sign. */
export function formatPrice(cents: number): string {
  const safe = Number.isFinite(cents) ? Math.round(cents) : 0;
  const sign = safe < 0 ? "-" : "";
  const abs = Math.abs(safe);
  const euros = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, "\u202f");
  const rest = (abs % 100).toString().padStart(2, "0");
  return `${sign}${euros},${rest}\u00a0€`;
}

/** Cents as a person types them back: "14,50" ("" for no price). */
export const eurosText = (cents: number | null) =>
  cents === null ? "" : (cents / 100).toFixed(2).replace(".", ",");

/** Euros typed by a person ("12,5", "12.50", "1 234,50") to cents; null when it is not an amount. */
export function centsOfEuros(text: string): number | null {
  const normalized = text.replace(/\s/g, "").replace(",", ".");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}
