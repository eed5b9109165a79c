import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stockLabelOf, stockOf } from "./stock";

const labels = { limit: 6, inStockLabel: "En stock", notInStockLabel: "Épuisé" };

describe("stockOf (spec §3: tracked only when setQuantity is true)", () => {
  const product = { quantity: 40, setQuantity: true };
  const declination = { quantity: 4, setQuantity: true };

  it("follows HANDLE_STOCK, USE_PRODUCT_STOCK and setQuantity", () => {
    expect(stockOf({ handleStock: true, useProductStock: false }, product, declination)).toBe(4);
    expect(stockOf({ handleStock: true, useProductStock: true }, product, declination)).toBe(40);
    expect(stockOf({ handleStock: false, useProductStock: false }, product, declination)).toBeNull();
    expect(
      stockOf({ handleStock: true, useProductStock: false }, product, { quantity: 4, setQuantity: false }),
    ).toBeNull();
    expect(
      stockOf({ handleStock: true, useProductStock: false }, product, { quantity: -3, setQuantity: true }),
    ).toBe(0);
  });
});

describe("stockLabelOf (STOCK_LIMIT_DISPLAY, IN_STOCK_LABEL, NOT_IN_STOCK_LABEL)", () => {
  it("shows the remaining stock only at or below the limit", () => {
    expect(stockLabelOf(null, labels)).toEqual({ available: true, label: "En stock", remaining: null });
    expect(stockLabelOf(0, labels)).toEqual({ available: false, label: "Épuisé", remaining: null });
    expect(stockLabelOf(6, labels).remaining).toBe(6);
    expect(stockLabelOf(7, labels).remaining).toBeNull();
    expect(stockLabelOf(3, { ...labels, limit: null }).remaining).toBeNull();
  });

  it("is available exactly when some stock is left or none is tracked", () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -10, max: 100 }), { nil: null }), (stock) => {
        expect(stockLabelOf(stock, labels).available).toBe(stock === null || stock > 0);
      }),
    );
  });
});
