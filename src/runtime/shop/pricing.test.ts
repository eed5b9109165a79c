import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  declinationPriceOf,
  decreasingDiscountFor,
  discountedPrice,
  linePriceOf,
  type PriceDiscount,
  savedPercentOf,
} from "./pricing";

const discounts: fc.Arbitrary<PriceDiscount> = fc.oneof(
  fc.record({ type: fc.constant("EURO" as const), amount: fc.integer({ min: 0, max: 100_000 }) }),
  fc.record({ type: fc.constant("PERCENT" as const), amount: fc.integer({ min: 0, max: 150 }) }),
);

describe("discountedPrice", () => {
  it("takes euros or a percentage off", () => {
    expect(discountedPrice(1250, { type: "EURO", amount: 200 })).toBe(1050);
    expect(discountedPrice(1250, { type: "PERCENT", amount: 10 })).toBe(1125);
    expect(discountedPrice(999, { type: "PERCENT", amount: 15 })).toBe(849);
    expect(discountedPrice(1250, null)).toBe(1250);
  });

  it("stays a whole number of cents between 0 and the price", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), discounts, (price, discount) => {
        const result = discountedPrice(price, discount);
        expect(Number.isInteger(result)).toBe(true);
        expect(result).toBeGreaterThanOrEqual(0);
        expect(result).toBeLessThanOrEqual(price);
      }),
    );
  });
});

describe("declinationPriceOf (spec §3 fixedPrice)", () => {
  it("takes the declination's own price only when it is fixed", () => {
    expect(declinationPriceOf({ price: 1250 }, { price: 700, fixedPrice: true })).toBe(700);
    expect(declinationPriceOf({ price: 1250 }, { price: 700, fixedPrice: false })).toBe(1250);
    expect(declinationPriceOf({ price: 1250 }, { price: null, fixedPrice: true })).toBe(1250);
  });
});

describe("decreasing discounts", () => {
  const tiers = [
    { minQuantity: 6, type: "PERCENT" as const, amount: 5 },
    { minQuantity: 12, type: "PERCENT" as const, amount: 10 },
  ];

  it("applies the highest tier reached", () => {
    expect(decreasingDiscountFor(5, tiers)).toBeNull();
    expect(decreasingDiscountFor(6, tiers)?.amount).toBe(5);
    expect(decreasingDiscountFor(30, tiers)?.amount).toBe(10);
    expect(
      linePriceOf({ basePrice: 1000, discount: null, decreasingDiscounts: tiers, quantity: 12 }),
    ).toEqual({
      basePrice: 1000,
      unitPrice: 900,
      total: 10_800,
      tier: tiers[1],
    });
  });

  it("never makes a bigger quantity cost more per unit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 999 }),
        fc.option(discounts, { nil: null }),
        (basePrice, quantity, discount) => {
          const a = linePriceOf({ basePrice, discount, decreasingDiscounts: tiers, quantity });
          const b = linePriceOf({ basePrice, discount, decreasingDiscounts: tiers, quantity: quantity + 1 });
          expect(b.unitPrice).toBeLessThanOrEqual(a.unitPrice);
          expect(a.total).toBe(a.unitPrice * quantity);
        },
      ),
    );
  });
});

describe("savedPercentOf", () => {
  it("rounds the saving to a whole percent", () => {
    expect(savedPercentOf(1250, 1125)).toBe(10);
    expect(savedPercentOf(1250, 1250)).toBe(0);
    expect(savedPercentOf(0, 0)).toBe(0);
  });
});
