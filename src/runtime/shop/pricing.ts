/**
 * Prices of spec §3 (product and declination price, fixedPrice, discount EURO or percent,
 * decreasing discounts), in integer cents. The server computes every amount with these functions;
 * the browser shows what the server computed.
 */

import type { DiscountType } from "../../../schemas/shop";

export interface PriceDiscount {
  type: DiscountType;
  /** EURO: cents off; PERCENT: whole percent off (1 to 100). */
  amount: number;
}

export interface DecreasingDiscount extends PriceDiscount {
  /** The tier applies from this quantity on the line. */
  minQuantity: number;
}

/** The price after a discount, never below 0. */
export function discountedPrice(price: number, discount: PriceDiscount | null | undefined): number {
  if (!discount || discount.amount <= 0) return price;
  const off =
    discount.type === "EURO" ? discount.amount : Math.round((price * Math.min(100, discount.amount)) / 100);
  return Math.max(0, price - off);
}

/** The whole percentage saved (rounded to the nearest), for "-10 %" badges; 0 when nothing is saved. */
export function savedPercentOf(price: number, finalPrice: number): number {
  if (price <= 0 || finalPrice >= price) return 0;
  return Math.round(((price - finalPrice) * 100) / price);
}

/**
 * spec §3: the declination's price when it has a fixed price of its own, else the product's.
 */
export function declinationPriceOf(
  product: { price: number },
  declination: { price: number | null; fixedPrice: boolean },
): number {
  return declination.fixedPrice && declination.price !== null ? declination.price : product.price;
}

/** The best decreasing-discount tier reached by `quantity` (the highest minimum reached), or null. */
export function decreasingDiscountFor<T extends DecreasingDiscount>(
  quantity: number,
  tiers: readonly T[],
): T | null {
  let best: T | null = null;
  for (const tier of tiers) {
    if (quantity >= tier.minQuantity && (best === null || tier.minQuantity > best.minQuantity)) best = tier;
  }
  return best;
}

export interface LinePrice {
  /** Price of one unit before any discount. */
  basePrice: number;
  /** Price of one unit after the product or declination discount and the volume tier. */
  unitPrice: number;
  total: number;
  /** The volume tier applied, if any. */
  tier: DecreasingDiscount | null;
}

/**
 * A cart line: the unit price after the declination's discount (or else the product's), then the
 * decreasing discount reached by the quantity; total = unit price × quantity.
 */
export function linePriceOf(input: {
  basePrice: number;
  discount: PriceDiscount | null;
  decreasingDiscounts: readonly DecreasingDiscount[];
  quantity: number;
}): LinePrice {
  const discounted = discountedPrice(input.basePrice, input.discount);
  const tier = decreasingDiscountFor(input.quantity, input.decreasingDiscounts);
  const unitPrice = discountedPrice(discounted, tier);
  return { basePrice: input.basePrice, unitPrice, total: unitPrice * input.quantity, tier };
}
