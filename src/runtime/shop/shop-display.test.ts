import { describe, expect, it } from "vitest";
import { defaultParameterValues } from "../../../schemas/parameters";
import { shopDisplayOf } from "./shop-display";

describe("shopDisplayOf", () => {
  it("reads the spec §9 defaults: cart on hover off, list ordered by price", () => {
    const display = shopDisplayOf(defaultParameterValues);
    expect(display.cartOnHover).toBe(false);
    expect(display.defaultOrderBy).toBe("price");
    expect(display.hidePrices).toBe(false);
    expect(display.grapeVarieties).toBeNull();
  });

  it("follows each setting", () => {
    const display = shopDisplayOf({
      ...defaultParameterValues,
      SEE_CART_ON_HOVER: true,
      PRODUCT_ORDER: "YEAR_DESC",
      HIDE_PRODUCT_PRICES: true,
      GRAPE_VARIETY_DISPLAY: true,
      GRAPE_VARIETY_LOCATION: "UNDER_NAME",
      STOCK_LIMIT_DISPLAY: 12,
      NOT_IN_STOCK_LABEL: "Épuisé",
      FREE_SHIPPING_BOTTLE: 12,
    });
    expect(display.cartOnHover).toBe(true);
    expect(display.defaultOrderBy).toBe("-year");
    expect(display.hidePrices).toBe(true);
    expect(display.grapeVarieties).toBe("UNDER_NAME");
    expect(display.stock.limit).toBe(12);
    expect(display.stock.notInStockLabel).toBe("Épuisé");
    expect(display.freeShippingBottles).toBe(12);
  });
});
