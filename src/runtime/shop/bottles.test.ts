import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type BottleLine,
  countBottlesForFreeShipping,
  freeShippingProgressOf,
  isHalfBottle,
} from "./bottles";

const line = (over: Partial<BottleLine>): BottleLine => ({
  type: "WINE",
  quantity: 1,
  capacity: 75,
  capacityUnit: "CENTILITRE",
  ...over,
});

const lines = fc.array(
  fc.record({
    type: fc.constantFrom("WINE", "BOX", "OTHER") as fc.Arbitrary<BottleLine["type"]>,
    quantity: fc.integer({ min: 1, max: 1000 }),
    capacity: fc.option(fc.constantFrom(37.5, 50, 75, 150, 0.375, 0.75, 1.5), { nil: null }),
    capacityUnit: fc.constantFrom("CENTILITRE", "LITER") as fc.Arbitrary<BottleLine["capacityUnit"]>,
    hasShippingFees: fc.boolean(),
  }),
  { maxLength: 20 },
);

describe("half bottles (spec §5, §9: under 0.75 L or 75 cl)", () => {
  it("draws the line at 75 cl in either unit", () => {
    expect(isHalfBottle(37.5, "CENTILITRE")).toBe(true);
    expect(isHalfBottle(0.375, "LITER")).toBe(true);
    expect(isHalfBottle(74.9, "CENTILITRE")).toBe(true);
    expect(isHalfBottle(75, "CENTILITRE")).toBe(false);
    expect(isHalfBottle(0.75, "LITER")).toBe(false);
    expect(isHalfBottle(1.5, "LITER")).toBe(false);
    expect(isHalfBottle(null, null)).toBe(false);
  });
});

describe("countBottlesForFreeShipping (spec §5)", () => {
  it("counts a half bottle as half, rounds the total down, ignores other products", () => {
    expect(countBottlesForFreeShipping([line({ quantity: 3, capacity: 37.5 })])).toBe(1);
    expect(
      countBottlesForFreeShipping([
        line({ quantity: 6 }),
        line({ quantity: 3, capacity: 37.5 }),
        line({ type: "BOX", quantity: 1, capacity: 0.375, capacityUnit: "LITER" }),
        line({ type: "OTHER", quantity: 12, capacity: null, capacityUnit: null }),
      ]),
    ).toBe(8);
    expect(countBottlesForFreeShipping([line({ quantity: 4, hasShippingFees: false })])).toBe(0);
  });

  it("lies between half and all of the units counted, and is a whole number", () => {
    fc.assert(
      fc.property(lines, (ls) => {
        const counted = ls.filter((l) => l.type !== "OTHER" && l.hasShippingFees !== false);
        const units = counted.reduce((n, l) => n + l.quantity, 0);
        const bottles = countBottlesForFreeShipping(ls);
        expect(Number.isInteger(bottles)).toBe(true);
        expect(bottles).toBeLessThanOrEqual(units);
        expect(bottles).toBeGreaterThanOrEqual(Math.floor(units / 2));
      }),
    );
  });

  it("does not depend on the order of the lines, and adds up", () => {
    fc.assert(
      fc.property(lines, lines, (a, b) => {
        expect(countBottlesForFreeShipping([...a, ...b])).toBe(countBottlesForFreeShipping([...b, ...a]));
        // rounding down happens once, on the total
        const sum = countBottlesForFreeShipping(a) + countBottlesForFreeShipping(b);
        const both = countBottlesForFreeShipping([...a, ...b]);
        expect(both === sum || both === sum + 1).toBe(true);
      }),
    );
  });
});

describe("freeShippingProgressOf", () => {
  it("says how many bottles are missing", () => {
    expect(freeShippingProgressOf(7, 12)).toEqual({
      bottles: 7,
      threshold: 12,
      missing: 5,
      reached: false,
      percent: 58,
    });
    expect(freeShippingProgressOf(14, 12)?.reached).toBe(true);
    expect(freeShippingProgressOf(14, 12)?.percent).toBe(100);
    expect(freeShippingProgressOf(3, null)).toBeNull();
  });
});
