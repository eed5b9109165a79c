/**
 * The add-to-cart quantity rules of spec §5, one pure module that the server (cart calls) and the
 * browser (product page, cart page) both run, so that a hand-made request meets the same rules as
 * the form:
 * - the quantity is above 0 ('Quantity must be greater than 0');
 * - it is a multiple of the product's sell-by multiple ('This product can only be added by
 *   multiple of N');
 * - when stock is tracked, it does not exceed the stock ('Only N items remaining in stock');
 * - for wine it is also a multiple of the declination's multiple (the message speaks of bottles);
 * - a non-numeric quantity resets to the multiple; decreasing never goes below one multiple;
 * - the quantity choice list offers multiples, at most 20 entries, within 1 to 1000 (spec §9).
 */
import type { MessageKey } from "../messages/translate";

/** spec §9: the quantity list stays within 1 to 1000. We hold a cart line to the same bounds. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 1000;
/** spec §9: the quantity list has at most 20 entries. */
export const QUANTITY_CHOICES_MAX = 20;

export interface QuantityRule {
  /** The product's sell-by multiple (spec §3 Product, `sellByMultipleOf`); 1 when it has none. */
  sellByMultipleOf: number;
  /** The declination's own multiple (spec §3 Declination, `sellByMultipleOf`); wine only. */
  declinationMultipleOf: number;
  /** spec §5: the declination's multiple applies to wine only. */
  isWine: boolean;
  /** The stock still available for this line when tracked; null when stock is not tracked. */
  stock: number | null;
}

export type QuantityProblem =
  | { key: Extract<MessageKey, "cart.quantityPositive">; params: Record<string, never> }
  | { key: Extract<MessageKey, "cart.quantityMax">; params: { max: number } }
  | { key: Extract<MessageKey, "cart.multipleOf">; params: { multiple: number } }
  | { key: Extract<MessageKey, "cart.multipleOfBottles">; params: { multiple: number } }
  | { key: Extract<MessageKey, "cart.stockRemaining">; params: { stock: number } };

/** A multiple is a whole number of at least 1; anything else (0, NaN, 2.5) counts as 1. */
export function sanitizeMultiple(value: number | null | undefined): number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 ? value : 1;
}

function gcd(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/**
 * The step of the quantity: the product's multiple, and for wine the least common multiple of it
 * and the declination's multiple (a quantity must be a multiple of both).
 */
export function quantityStepOf(
  rule: Pick<QuantityRule, "sellByMultipleOf" | "declinationMultipleOf" | "isWine">,
) {
  const product = sanitizeMultiple(rule.sellByMultipleOf);
  if (!rule.isWine) return product;
  const declination = sanitizeMultiple(rule.declinationMultipleOf);
  return (product / gcd(product, declination)) * declination;
}

/** The first rule of spec §5 that `quantity` breaks, in the spec's order, or null when it is fine. */
export function quantityProblemOf(quantity: number, rule: QuantityRule): QuantityProblem | null {
  if (!Number.isInteger(quantity) || quantity < QUANTITY_MIN) {
    return { key: "cart.quantityPositive", params: {} };
  }
  if (quantity > QUANTITY_MAX) return { key: "cart.quantityMax", params: { max: QUANTITY_MAX } };
  const productMultiple = sanitizeMultiple(rule.sellByMultipleOf);
  if (quantity % productMultiple !== 0) {
    return { key: "cart.multipleOf", params: { multiple: productMultiple } };
  }
  if (rule.stock !== null && quantity > rule.stock) {
    return { key: "cart.stockRemaining", params: { stock: Math.max(0, rule.stock) } };
  }
  if (rule.isWine) {
    const declinationMultiple = sanitizeMultiple(rule.declinationMultipleOf);
    if (quantity % declinationMultiple !== 0) {
      return { key: "cart.multipleOfBottles", params: { multiple: declinationMultiple } };
    }
  }
  return null;
}

/**
 * Reads what a visitor typed: a whole number (sign allowed, so that "-3" gets its message), else
 * the step (spec §5: a non-numeric quantity resets to the multiple).
 */
export function parseQuantityInput(raw: string | number | null | undefined, step: number): number {
  const multiple = sanitizeMultiple(step);
  if (typeof raw === "number") return Number.isInteger(raw) ? raw : multiple;
  const text = (raw ?? "").trim();
  if (!/^[+-]?\d{1,9}$/.test(text)) return multiple;
  return Number(text);
}

/** The largest quantity one may choose: a multiple of the step, within 1000 and the stock. */
export function maxQuantityOf(step: number, stock: number | null): number {
  const multiple = sanitizeMultiple(step);
  const limit = Math.min(QUANTITY_MAX, stock ?? QUANTITY_MAX);
  return Math.floor(Math.max(0, limit) / multiple) * multiple;
}

/** spec §5: one step down, never below one multiple; the result is always a multiple of the step. */
export function decreaseQuantity(current: number, step: number): number {
  const multiple = sanitizeMultiple(step);
  if (!Number.isFinite(current)) return multiple;
  return Math.max(multiple, (Math.ceil(current / multiple) - 1) * multiple);
}

/** One step up, to the next multiple, never beyond the largest allowed quantity (stock, 1000). */
export function increaseQuantity(current: number, step: number, stock: number | null): number {
  const multiple = sanitizeMultiple(step);
  if (!Number.isFinite(current)) return multiple;
  const next = (Math.floor(current / multiple) + 1) * multiple;
  return Math.max(multiple, Math.min(next, maxQuantityOf(multiple, stock)));
}

/** spec §5 and §9: the multiples of the step, at most 20 of them, within 1 to 1000 and the stock. */
export function quantityChoicesOf(step: number, stock: number | null): number[] {
  const multiple = sanitizeMultiple(step);
  const max = maxQuantityOf(multiple, stock);
  const choices: number[] = [];
  for (let q = multiple; q <= max && choices.length < QUANTITY_CHOICES_MAX; q += multiple) choices.push(q);
  return choices;
}
