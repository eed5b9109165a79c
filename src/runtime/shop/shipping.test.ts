import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  expeditionProblemOf,
  isFreeShipping,
  type Rate,
  rateOf,
  sellsTo,
  shipmentOf,
  shippingZoneOf,
} from "./shipping";

describe("shippingZoneOf", () => {
  it("tells mainland France, Corsica, overseas France, the EU and the world apart", () => {
    expect(shippingZoneOf("FR", "49400")).toBe("FR");
    expect(shippingZoneOf("fr", "75 011")).toBe("FR");
    expect(shippingZoneOf("FR", "20000")).toBe("CORSICA");
    expect(shippingZoneOf("FR", "20290")).toBe("CORSICA");
    expect(shippingZoneOf("FR", "97400")).toBe("WORLD");
    expect(shippingZoneOf("MC", "98000")).toBe("FR");
    expect(shippingZoneOf("DE", "10115")).toBe("EU");
    expect(shippingZoneOf("CH", "1200")).toBe("WORLD");
    expect(shippingZoneOf("GB", "SW1A 1AA")).toBe("WORLD");
  });
});

describe("sellsTo", () => {
  it("always serves France; the EU unless France only; the world only when told", () => {
    const all = [true, false];
    for (const onlyFrance of all)
      for (const worldwide of all) {
        const area = { onlyFrance, worldwide };
        expect(sellsTo("FR", area)).toBe(true);
        expect(sellsTo("CORSICA", area)).toBe(true);
        expect(sellsTo("EU", area)).toBe(!onlyFrance);
        expect(sellsTo("WORLD", area)).toBe(!onlyFrance && worldwide);
      }
  });
});

describe("shipmentOf", () => {
  it("counts what ships: half bottles as halves rounded down, no line without shipping fees", () => {
    expect(
      shipmentOf([
        { type: "WINE", quantity: 3, capacity: 37.5, capacityUnit: "CENTILITRE", hasShippingFees: true },
        { type: "WINE", quantity: 2, capacity: 75, capacityUnit: "CENTILITRE", hasShippingFees: true },
        { type: "OTHER", quantity: 5, capacity: null, capacityUnit: null, hasShippingFees: false },
      ]),
    ).toEqual({ ships: true, bottles: 3, gridBottles: 3 });
    expect(
      shipmentOf([
        { type: "OTHER", quantity: 5, capacity: null, capacityUnit: null, hasShippingFees: false },
      ]),
    ).toEqual({ ships: false, bottles: 0, gridBottles: 1 });
    // a parcel of accessories is priced as one bottle
    expect(
      shipmentOf([{ type: "OTHER", quantity: 2, capacity: null, capacityUnit: null, hasShippingFees: true }]),
    ).toEqual({ ships: true, bottles: 0, gridBottles: 1 });
  });
});

describe("expeditionProblemOf", () => {
  it("passes any count when no limit is set", () => {
    fc.assert(
      fc.property(fc.nat(2000), (n) => {
        expect(expeditionProblemOf(n, { minimum: null, maximum: null, multiple: null })).toBeNull();
      }),
    );
  });

  it("accepts exactly the counts within the limits that fill whole cases", () => {
    fc.assert(
      fc.property(
        fc.nat(200),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 12 }),
        (n, minimum, span, multiple) => {
          const maximum = minimum + span;
          const problem = expeditionProblemOf(n, { minimum, maximum, multiple });
          const ok = n >= minimum && n <= maximum && n % multiple === 0;
          expect(problem === null).toBe(ok);
          if (problem?.key === "order.expeditionMultiple") {
            expect((n + problem.params.missing) % multiple).toBe(0);
            expect(problem.params.missing).toBeGreaterThan(0);
            expect(problem.params.missing).toBeLessThan(multiple);
          }
        },
      ),
    );
  });
});

describe("rateOf", () => {
  const grid: Rate[] = [
    { zone: "FR", minBottles: 1, maxBottles: 6, price: 1000 },
    { zone: "FR", minBottles: 7, maxBottles: 12, price: 1500 },
    { zone: "FR", minBottles: 13, maxBottles: null, price: 2000 },
    { zone: "EU", minBottles: 1, maxBottles: 6, price: 3000 },
  ];

  it("reads the row of the zone whose range holds the count", () => {
    expect(rateOf(grid, "FR", 1)).toBe(1000);
    expect(rateOf(grid, "FR", 6)).toBe(1000);
    expect(rateOf(grid, "FR", 7)).toBe(1500);
    expect(rateOf(grid, "FR", 500)).toBe(2000);
    expect(rateOf(grid, "EU", 7)).toBeNull();
    expect(rateOf(grid, "WORLD", 1)).toBeNull();
  });

  it("never charges more than the cheapest matching row", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            zone: fc.constantFrom("FR" as const, "EU" as const),
            minBottles: fc.nat(30),
            maxBottles: fc.option(fc.nat(60), { nil: null }),
            price: fc.nat(10_000),
          }),
        ),
        fc.nat(70),
        (rates, n) => {
          const matching = rates.filter(
            (r) => r.zone === "FR" && n >= r.minBottles && (r.maxBottles === null || n <= r.maxBottles),
          );
          const expected = matching.length ? Math.min(...matching.map((r) => r.price)) : null;
          expect(rateOf(rates, "FR", n)).toBe(expected);
        },
      ),
    );
  });
});

describe("isFreeShipping", () => {
  const rules = { bottles: 12, amount: 15_000 };
  it("follows the thresholds in France only, and a free-shipping code anywhere", () => {
    const base = { bottles: 0, productsTotal: 0, rules, freeShippingCode: false };
    expect(isFreeShipping({ ...base, zone: "FR", bottles: 11 })).toBe(false);
    expect(isFreeShipping({ ...base, zone: "FR", bottles: 12 })).toBe(true);
    expect(isFreeShipping({ ...base, zone: "CORSICA", productsTotal: 15_000 })).toBe(true);
    expect(isFreeShipping({ ...base, zone: "EU", bottles: 50, productsTotal: 99_999 })).toBe(false);
    expect(isFreeShipping({ ...base, zone: "WORLD", freeShippingCode: true })).toBe(true);
    expect(isFreeShipping({ ...base, zone: "FR", bottles: 99, rules: { bottles: null, amount: null } })).toBe(
      false,
    );
  });
});
