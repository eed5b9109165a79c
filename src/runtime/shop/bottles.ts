/**
 * Free-shipping bottle count of spec §5: a wine or a box counts as half a bottle when its capacity
 * is under 0.75 L (75 cl), else as one bottle; other products do not count; the total is rounded
 * down. Lines that ship free of fees (hasShippingFees false) are not shipped, so they do not count.
 */
import type { CapacityUnit } from "../../../schemas/shop";
import { millilitresOf } from "./capacity";

/** spec §9: the half-bottle threshold, 75 cl. */
export const HALF_BOTTLE_THRESHOLD_ML = 750;

export interface BottleLine {
  type: "WINE" | "BOX" | "OTHER";
  quantity: number;
  capacity: number | null;
  capacityUnit: CapacityUnit | null;
  hasShippingFees?: boolean;
}

/** A capacity under 75 cl; an unknown capacity is a full bottle. */
export function isHalfBottle(capacity: number | null, unit: CapacityUnit | null): boolean {
  const ml = millilitresOf(capacity, unit);
  return ml !== null && ml < HALF_BOTTLE_THRESHOLD_ML;
}

/** The number of bottles that count towards free shipping, rounded down (spec §5). */
export function countBottlesForFreeShipping(lines: readonly BottleLine[]): number {
  // counted in half bottles, so that the sum stays a whole number
  let halves = 0;
  for (const line of lines) {
    if (line.type === "OTHER" || line.hasShippingFees === false) continue;
    const quantity = Number.isInteger(line.quantity) && line.quantity > 0 ? line.quantity : 0;
    halves += quantity * (isHalfBottle(line.capacity, line.capacityUnit) ? 1 : 2);
  }
  return Math.floor(halves / 2);
}

/** Progress towards FREE_SHIPPING_BOTTLE: bottles counted, still missing, reached. null: no threshold. */
export function freeShippingProgressOf(bottles: number, threshold: number | null) {
  if (threshold === null || threshold <= 0) return null;
  return {
    bottles,
    threshold,
    missing: Math.max(0, threshold - bottles),
    reached: bottles >= threshold,
    /** 0 to 100, for a progress bar. */
    percent: Math.min(100, Math.floor((bottles * 100) / threshold)),
  };
}
