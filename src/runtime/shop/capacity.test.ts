import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCapacity, millilitresOf } from "./capacity";

describe("formatCapacity (spec §5: under 1 L in cl)", () => {
  it("shows the usual sizes as a French label would", () => {
    expect(formatCapacity(37.5, "CENTILITRE")).toBe("37,5\u00a0cl");
    expect(formatCapacity(0.375, "LITER")).toBe("37,5\u00a0cl");
    expect(formatCapacity(0.75, "LITER")).toBe("75\u00a0cl");
    expect(formatCapacity(150, "CENTILITRE")).toBe("1,5\u00a0L");
    expect(formatCapacity(1, "LITER")).toBe("1\u00a0L");
    expect(formatCapacity(300, "CENTILITRE")).toBe("3\u00a0L");
    expect(formatCapacity(null, "LITER")).toBe("");
    expect(formatCapacity(-1, "LITER")).toBe("");
  });

  it("uses cl exactly below one litre, whatever the unit it was given in", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (ml) => {
        const inCl = formatCapacity(ml / 10, "CENTILITRE");
        const inL = formatCapacity(ml / 1000, "LITER");
        expect(inCl).toBe(inL);
        expect(inCl.endsWith(ml < 1000 ? "cl" : "L")).toBe(true);
        expect(millilitresOf(ml / 10, "CENTILITRE")).toBe(ml);
      }),
    );
  });
});
