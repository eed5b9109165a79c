/** Capacities of spec §3 (capacity with capacityUnit LITER or CENTILITRE) and their display (spec §5). */

import type { CapacityUnit } from "../../../schemas/shop";

/** The capacity in whole millilitres (37.5 cl → 375), so that comparisons never meet a float error. */
export function millilitresOf(capacity: number | null | undefined, unit: CapacityUnit | null | undefined) {
  if (typeof capacity !== "number" || !Number.isFinite(capacity) || capacity <= 0) return null;
  return Math.round(capacity * (unit === "LITER" ? 1000 : 10));
}

/** "37,5" — French decimals, at most two, no trailing zero. */
function frenchNumber(value: number): string {
  return (Math.round(value * 100) / 100).toString().replace(".", ",");
}

/** spec §5 and §9: a capacity under 1 L is displayed in cl ("37,5 cl", "75 cl"), else in L ("1,5 L"). */
export function formatCapacity(capacity: number | null | undefined, unit: CapacityUnit | null | undefined) {
  const ml = millilitresOf(capacity, unit);
  if (ml === null) return "";
  // a no-break space keeps the number and its unit on one line
  return ml < 1000 ? `${frenchNumber(ml / 10)}\u00a0cl` : `${frenchNumber(ml / 1000)}\u00a0L`;
}
