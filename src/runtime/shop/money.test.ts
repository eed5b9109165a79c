import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsOfEuros, formatPrice } from "./money";

describe("formatPrice", () => {
  it("writes euros the French way", () => {
    expect(formatPrice(1250)).toBe("12,50\u00a0€");
    expect(formatPrice(5)).toBe("0,05\u00a0€");
    expect(formatPrice(123456789)).toBe("1\u202f234\u202f567,89\u00a0€");
    expect(formatPrice(-990)).toBe("-9,90\u00a0€");
  });

  it("round-trips through centsOfEuros", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        const text = formatPrice(cents).replace(/[\u202f\u00a0€]/g, "");
        expect(centsOfEuros(text)).toBe(cents);
      }),
    );
  });
});

describe("centsOfEuros", () => {
  it("reads what a person types, and nothing else", () => {
    expect(centsOfEuros("12")).toBe(1200);
    expect(centsOfEuros("12,5")).toBe(1250);
    expect(centsOfEuros(" 0.99 ")).toBe(99);
    expect(centsOfEuros("12,345")).toBeNull();
    expect(centsOfEuros("-3")).toBeNull();
    expect(centsOfEuros("abc")).toBeNull();
  });
});
