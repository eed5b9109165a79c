import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apiFiltersOf, priceRangeOf, shopFiltersOf, shopPageHref } from "./shop-filters";

describe("shopFiltersOf", () => {
  it("reads the /shop URL", () => {
    const filters = shopFiltersOf(
      new URLSearchParams(
        "kind=WINE&color=RED&appellation=Saumur&year=2022&minPrice=10&maxPrice=20,5&search=silex&orderBy=-price&page=2",
      ),
    );
    expect(filters).toEqual({
      kind: "WINE",
      color: "RED",
      appellation: "Saumur",
      year: 2022,
      minPrice: "10",
      maxPrice: "20,5",
      search: "silex",
      orderBy: "-price",
      page: 2,
    });
    expect(priceRangeOf(filters)).toEqual({ min: 1000, max: 2050 });
    expect(apiFiltersOf(filters)).toMatchObject({ kind: "WINE", year: 2022 });
  });

  it("drops whatever the API would refuse, whatever the URL holds", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom("kind", "color", "year", "minPrice", "page", "orderBy"), fc.string()),
        (dict) => {
          const filters = shopFiltersOf(new URLSearchParams(dict));
          expect([null, "WINE", "BOX", "OTHER"]).toContain(filters.kind);
          expect(filters.year === null || (filters.year >= 1000 && filters.year <= 9999)).toBe(true);
          expect(filters.minPrice === null || priceRangeOf(filters).min !== null).toBe(true);
          expect(Number.isInteger(filters.page) && filters.page >= 1).toBe(true);
        },
      ),
    );
  });
});

describe("shopPageHref", () => {
  it("keeps the filters and names the page", () => {
    expect(shopPageHref(new URLSearchParams("color=RED&page=3"), 2)).toBe("/shop?color=RED&page=2");
    expect(shopPageHref(new URLSearchParams("page=3"), 1)).toBe("/shop");
  });
});
