/**
 * Shipping rules of the wine shop (docs/decisions/070): zones, where a site sells, the bottles a
 * carrier ships, expedition limits, rate grids and free shipping. Pure, shared by the server
 * (which decides) and the browser (which explains). Amounts are cents.
 */
import type { ShippingZone } from "../../../schemas/order";
import { type BottleLine, countBottlesForFreeShipping } from "./bottles";

/** The 27 member states of the European Union (ISO alpha-2), France included. */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  "AT",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
]);

/** The rate-grid zone of an address: Corsica and overseas France are apart from the mainland. */
export function shippingZoneOf(country: string, postalCode: string): ShippingZone {
  const alpha2 = country.trim().toUpperCase();
  const code = postalCode.replace(/\s+/g, "");
  if (alpha2 === "FR") {
    if (/^20\d{3}$/.test(code)) return "CORSICA";
    if (/^9[78]\d{3}$/.test(code)) return "WORLD";
    return "FR";
  }
  if (alpha2 === "MC") return "FR";
  return EU_COUNTRIES.has(alpha2) ? "EU" : "WORLD";
}

export interface SellingArea {
  /** ONLY_SELL_IN_FRANCE */
  onlyFrance: boolean;
  /** SELLS_WORLDWIDE */
  worldwide: boolean;
}

/** Whether the site delivers to a zone: France only, France and the EU, or everywhere. */
export function sellsTo(zone: ShippingZone, area: SellingArea): boolean {
  if (zone === "FR" || zone === "CORSICA") return true;
  if (area.onlyFrance) return false;
  return zone === "EU" || area.worldwide;
}

export interface ShippedLine extends BottleLine {
  hasShippingFees: boolean;
}

/**
 * What carriers ship: the bottles of spec §5 (half-bottle rule, rounded down, lines without
 * shipping fees left out), whether anything ships at all, and the count a rate grid is read at
 * (a parcel of non-wine items weighs like one bottle).
 */
export function shipmentOf(lines: readonly ShippedLine[]) {
  const shipped = lines.filter((l) => l.hasShippingFees && l.quantity > 0);
  const bottles = countBottlesForFreeShipping(shipped);
  return { ships: shipped.length > 0, bottles, gridBottles: Math.max(1, bottles) };
}

export interface ExpeditionLimits {
  /** MINIMUM_EXPEDITION_BOTTLE */
  minimum: number | null;
  /** MAXIMUM_EXPEDITION_BOTTLE */
  maximum: number | null;
  /** BOTTLE_MULTIPLE: a mixed case must reach the multiple. */
  multiple: number | null;
}

export type ExpeditionProblem =
  | { key: "order.expeditionMinimum"; params: { minimum: number } }
  | { key: "order.expeditionMaximum"; params: { maximum: number } }
  | { key: "order.expeditionMultiple"; params: { multiple: number; missing: number } };

/** What keeps a shipment of `bottles` from leaving, or null. */
export function expeditionProblemOf(bottles: number, limits: ExpeditionLimits): ExpeditionProblem | null {
  if (limits.minimum !== null && limits.minimum > 0 && bottles < limits.minimum) {
    return { key: "order.expeditionMinimum", params: { minimum: limits.minimum } };
  }
  if (limits.maximum !== null && limits.maximum > 0 && bottles > limits.maximum) {
    return { key: "order.expeditionMaximum", params: { maximum: limits.maximum } };
  }
  if (limits.multiple !== null && limits.multiple > 1 && bottles % limits.multiple !== 0) {
    return {
      key: "order.expeditionMultiple",
      params: { multiple: limits.multiple, missing: limits.multiple - (bottles % limits.multiple) },
    };
  }
  return null;
}

export interface Rate {
  zone: ShippingZone;
  minBottles: number;
  maxBottles: number | null;
  price: number;
}

/** The fee of a rate grid for `bottles` in `zone`; null when the carrier has no such rate. */
export function rateOf(rates: readonly Rate[], zone: ShippingZone, bottles: number): number | null {
  let found: number | null = null;
  for (const rate of rates) {
    if (rate.zone !== zone || bottles < rate.minBottles) continue;
    if (rate.maxBottles !== null && bottles > rate.maxBottles) continue;
    // overlapping rows: the cheapest wins, so that a grid typo never overcharges
    if (found === null || rate.price < found) found = rate.price;
  }
  return found;
}

export interface FreeShippingRules {
  /** FREE_SHIPPING_BOTTLE */
  bottles: number | null;
  /** FREE_SHIPPING_PRICE, in cents. */
  amount: number | null;
}

/**
 * Free shipping: a code of detailType SHIPPING_FEES anywhere; the thresholds (bottles, or the
 * products' amount after discount) in France only.
 */
export function isFreeShipping(input: {
  zone: ShippingZone;
  bottles: number;
  productsTotal: number;
  rules: FreeShippingRules;
  freeShippingCode: boolean;
}): boolean {
  if (input.freeShippingCode) return true;
  if (input.zone !== "FR" && input.zone !== "CORSICA") return false;
  const { bottles, amount } = input.rules;
  if (bottles !== null && bottles > 0 && input.bottles >= bottles) return true;
  return amount !== null && amount > 0 && input.productsTotal >= amount;
}
