// The carrier grid built once per site version (decision 099) offers, for any zone and bottle
// count, the carriers and fees that filtering every rate row on each quote offered.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shippingZones } from "../../../../schemas/order";
import { rateOf } from "../../../runtime/shop/shipping";
import { gridOf } from "./order-context";

type CarrierRow = Parameters<typeof gridOf>[0][number];
type RateRow = Parameters<typeof gridOf>[1][number];

const carrier = (id: number) => ({ id, name: `carrier ${id}`, freeFrom: null }) as unknown as CarrierRow;

const rateRow = fc.record({
  // carrier 9 is not among the site's valid carriers: its rates are never offered
  carrierId: fc.integer({ min: 1, max: 9 }),
  zone: fc.constantFrom(...shippingZones),
  minBottles: fc.integer({ min: 0, max: 30 }),
  span: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
  price: fc.integer({ min: 0, max: 5000 }),
});

describe("gridOf", () => {
  it("offers what filtering the site's rates on each quote offered (property)", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 6 }),
        fc.array(rateRow, { maxLength: 40 }),
        fc.integer({ min: 0, max: 70 }),
        (carrierIds, rows, bottles) => {
          const carriers = carrierIds.map(carrier);
          const rates = rows.map(
            ({ span, ...r }, i) =>
              ({
                ...r,
                id: i + 1,
                siteId: 2,
                maxBottles: span === null ? null : r.minBottles + span,
              }) as RateRow,
          );
          const grid = gridOf(carriers, rates);
          for (const zone of shippingZones) {
            const before = carriers.flatMap((c) => {
              const fee = rateOf(
                rates.filter((r) => r.zone === zone && r.carrierId === c.id),
                zone,
                bottles,
              );
              return fee === null ? [] : [[c.id, fee]];
            });
            const now = (grid.byZone.get(zone) ?? []).flatMap(({ carrier: c, rates: own }) => {
              const fee = rateOf(own, zone, bottles);
              return fee === null ? [] : [[c.id, fee]];
            });
            expect(now).toEqual(before);
          }
        },
      ),
    );
  });
});
