// The /shop screen's filters as they appear in its URL (spec §5 product list filters), read and
// checked once here for the loader and the form alike: a hand-edited URL never reaches the API
// with a value it would refuse.
import { type ProductType, productTypes, type WineColor, wineColors } from "../../../../schemas/shop-values";
import { centsOfEuros } from "../../../runtime/shop/money";

export const shopOrderBys = ["price", "-price", "name", "-name", "-year", "year", "order"] as const;
export type ShopOrderBy = (typeof shopOrderBys)[number];

export interface ShopFilters {
  kind: ProductType | null;
  color: WineColor | null;
  appellation: string | null;
  year: number | null;
  /** Euros as typed, kept for the form; the API gets cents. */
  minPrice: string | null;
  maxPrice: string | null;
  search: string | null;
  orderBy: ShopOrderBy | null;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

const text = (value: string | null, max: number) => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed.slice(0, max);
};

export function shopFiltersOf(params: URLSearchParams): ShopFilters {
  const year = params.get("year");
  const page = Number(params.get("page"));
  const price = (key: string) => {
    const value = text(params.get(key), 12);
    return value !== null && centsOfEuros(value) !== null ? value : null;
  };
  return {
    kind: oneOf(productTypes, params.get("kind")),
    color: oneOf(wineColors, params.get("color")),
    appellation: text(params.get("appellation"), 100),
    year: year && /^\d{4}$/.test(year) ? Number(year) : null,
    minPrice: price("minPrice"),
    maxPrice: price("maxPrice"),
    search: text(params.get("search"), 100),
    orderBy: oneOf(shopOrderBys, params.get("orderBy")),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The filters of GET /product (spec §7 list query; price in cents, as a range). */
export function apiFiltersOf(filters: ShopFilters) {
  return {
    kind: filters.kind,
    color: filters.color,
    appellation: filters.appellation,
    year: filters.year,
    search: filters.search,
  };
}

export function priceRangeOf(filters: ShopFilters) {
  return {
    min: filters.minPrice === null ? null : centsOfEuros(filters.minPrice),
    max: filters.maxPrice === null ? null : centsOfEuros(filters.maxPrice),
  };
}

/** The URL of a page of the same list (pagination links keep every filter). */
export function shopPageHref(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const query = next.toString();
  return query ? `/shop?${query}` : "/shop";
}

export function hasFilters(filters: ShopFilters): boolean {
  return [
    filters.kind,
    filters.color,
    filters.appellation,
    filters.year,
    filters.minPrice,
    filters.maxPrice,
    filters.search,
  ].some((v) => v !== null);
}
