import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { translate } from "../messages/translate";
import {
  decreaseQuantity,
  increaseQuantity,
  maxQuantityOf,
  parseQuantityInput,
  QUANTITY_CHOICES_MAX,
  QUANTITY_MAX,
  type QuantityRule,
  quantityChoicesOf,
  quantityProblemOf,
  quantityStepOf,
} from "./quantity";

const multiples = fc.constantFrom(1, 2, 3, 6, 12, 24);
const rules = fc.record({
  sellByMultipleOf: multiples,
  declinationMultipleOf: multiples,
  isWine: fc.boolean(),
  stock: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }),
});
const wine = (over: Partial<QuantityRule> = {}): QuantityRule => ({
  sellByMultipleOf: 1,
  declinationMultipleOf: 1,
  isWine: true,
  stock: null,
  ...over,
});
const message = (q: number, rule: QuantityRule) => {
  const problem = quantityProblemOf(q, rule);
  return problem ? translate("en_GB", problem.key, problem.params) : null;
};

describe("quantityProblemOf (spec §5)", () => {
  it("speaks the spec's words", () => {
    expect(message(0, wine())).toBe("Quantity must be greater than 0");
    expect(message(-3, wine())).toBe("Quantity must be greater than 0");
    expect(message(4, wine({ sellByMultipleOf: 6 }))).toBe("This product can only be added by multiple of 6");
    expect(message(7, wine({ stock: 5 }))).toBe("Only 5 items remaining in stock");
    expect(message(4, wine({ declinationMultipleOf: 3 }))).toBe(
      "This wine can only be added by multiple of 3 bottles",
    );
    expect(message(6, wine({ sellByMultipleOf: 6, stock: 6 }))).toBeNull();
  });

  it("checks in the spec's order: positive, product multiple, stock, then the declination's multiple", () => {
    expect(quantityProblemOf(0, wine({ sellByMultipleOf: 6, stock: 0 }))?.key).toBe("cart.quantityPositive");
    expect(quantityProblemOf(5, wine({ sellByMultipleOf: 6, stock: 2 }))?.key).toBe("cart.multipleOf");
    expect(quantityProblemOf(6, wine({ sellByMultipleOf: 6, declinationMultipleOf: 4, stock: 2 }))?.key).toBe(
      "cart.stockRemaining",
    );
    expect(quantityProblemOf(6, wine({ sellByMultipleOf: 6, declinationMultipleOf: 4 }))?.key).toBe(
      "cart.multipleOfBottles",
    );
  });

  it("applies the declination's multiple to wine only", () => {
    expect(quantityProblemOf(4, { ...wine({ declinationMultipleOf: 3 }), isWine: false })).toBeNull();
  });

  it("never accepts a quantity of 0 or less, or a fraction", () => {
    fc.assert(
      fc.property(rules, fc.oneof(fc.integer({ max: 0 }), fc.double({ noInteger: true })), (rule, q) => {
        expect(quantityProblemOf(q, rule)?.key).toBe("cart.quantityPositive");
      }),
    );
  });

  it("accepts exactly the multiples of the step within the stock and 1000", () => {
    fc.assert(
      fc.property(rules, fc.integer({ min: 1, max: 3000 }), (rule, q) => {
        const step = quantityStepOf(rule);
        const fine = q <= QUANTITY_MAX && q % step === 0 && (rule.stock === null || q <= rule.stock);
        expect(quantityProblemOf(q, rule) === null).toBe(fine);
      }),
    );
  });

  it("names the stock it found when the quantity exceeds it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 1000 }), (stock, q) => {
        fc.pre(q > stock);
        expect(quantityProblemOf(q, wine({ stock }))).toEqual({
          key: "cart.stockRemaining",
          params: { stock },
        });
      }),
    );
  });
});

describe("quantityStepOf", () => {
  it("is a multiple of both multiples for wine, the product's otherwise", () => {
    fc.assert(
      fc.property(rules, (rule) => {
        const step = quantityStepOf(rule);
        expect(step % rule.sellByMultipleOf).toBe(0);
        if (rule.isWine) expect(step % rule.declinationMultipleOf).toBe(0);
        else expect(step).toBe(rule.sellByMultipleOf);
        expect(step).toBeLessThanOrEqual(rule.sellByMultipleOf * rule.declinationMultipleOf);
      }),
    );
    expect(quantityStepOf(wine({ sellByMultipleOf: 6, declinationMultipleOf: 4 }))).toBe(12);
  });

  it("reads a missing or broken multiple as 1", () => {
    expect(quantityStepOf(wine({ sellByMultipleOf: 0, declinationMultipleOf: Number.NaN }))).toBe(1);
    expect(quantityStepOf(wine({ sellByMultipleOf: 2.5 }))).toBe(1);
  });
});

describe("parseQuantityInput (spec §5: a non-numeric quantity resets to the multiple)", () => {
  it("keeps whole numbers, signs included, so that their message shows", () => {
    expect(parseQuantityInput("12", 6)).toBe(12);
    expect(parseQuantityInput(" -3 ", 6)).toBe(-3);
    expect(parseQuantityInput("0", 6)).toBe(0);
  });

  it("resets anything else to the multiple", () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^\s*[+-]?\d{1,9}\s*$/.test(s)),
        multiples,
        (raw, step) => {
          expect(parseQuantityInput(raw, step)).toBe(step);
        },
      ),
    );
    expect(parseQuantityInput("2,5", 3)).toBe(3);
    expect(parseQuantityInput(2.5, 3)).toBe(3);
    expect(parseQuantityInput(null, 6)).toBe(6);
  });
});

describe("decreaseQuantity and increaseQuantity", () => {
  it("never go below one multiple, and land on a multiple", () => {
    fc.assert(
      fc.property(multiples, fc.integer({ min: -50, max: 2000 }), (step, current) => {
        const down = decreaseQuantity(current, step);
        expect(down).toBeGreaterThanOrEqual(step);
        expect(down % step).toBe(0);
        if (current > step) expect(down).toBeLessThan(current);
      }),
    );
    expect(decreaseQuantity(6, 6)).toBe(6);
    expect(decreaseQuantity(18, 6)).toBe(12);
    expect(decreaseQuantity(7, 6)).toBe(6);
  });

  it("go up by one multiple, never past the stock or 1000", () => {
    fc.assert(
      fc.property(
        multiples,
        fc.integer({ min: 0, max: 1200 }),
        fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }),
        (step, current, stock) => {
          const up = increaseQuantity(current, step, stock);
          expect(up % step).toBe(0);
          expect(up).toBeGreaterThanOrEqual(step);
          const max = maxQuantityOf(step, stock);
          if (max >= step) expect(up).toBeLessThanOrEqual(max);
          if (current + step <= max && current % step === 0) expect(up).toBe(current + step);
        },
      ),
    );
    expect(increaseQuantity(6, 6, 10)).toBe(6);
    expect(increaseQuantity(6, 6, null)).toBe(12);
  });
});

describe("quantityChoicesOf (spec §5, §9: multiples, at most 20 entries, within 1 to 1000)", () => {
  it("holds the invariants for any step and stock", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1500 }),
        fc.option(fc.integer({ min: -5, max: 3000 }), { nil: null }),
        (step, stock) => {
          const choices = quantityChoicesOf(step, stock);
          expect(choices.length).toBeLessThanOrEqual(QUANTITY_CHOICES_MAX);
          choices.forEach((q, i) => {
            expect(q).toBe(step * (i + 1));
            expect(q).toBeGreaterThanOrEqual(1);
            expect(q).toBeLessThanOrEqual(QUANTITY_MAX);
            if (stock !== null) expect(q).toBeLessThanOrEqual(stock);
          });
          // as many as fit, up to 20
          const fit = Math.floor(Math.min(QUANTITY_MAX, Math.max(0, stock ?? QUANTITY_MAX)) / step);
          expect(choices.length).toBe(Math.min(QUANTITY_CHOICES_MAX, fit));
        },
      ),
    );
  });

  it("lists the multiples of 6 up to 120, and nothing when out of stock", () => {
    expect(quantityChoicesOf(6, null)).toEqual(Array.from({ length: 20 }, (_, i) => 6 * (i + 1)));
    expect(quantityChoicesOf(6, 14)).toEqual([6, 12]);
    expect(quantityChoicesOf(6, 5)).toEqual([]);
    expect(quantityChoicesOf(1001, null)).toEqual([]);
    expect(quantityChoicesOf(100, null).at(-1)).toBe(1000);
  });
});
