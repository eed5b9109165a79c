import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isoWeekdayOf, localDateTimeOf } from "./checkout-rules";
import { canWithdraw, WITHDRAWAL_DAYS, withdrawalLastDay } from "./withdrawal";

const delivered = (iso: string) => ({
  status: "DELIVERED" as const,
  deliveredAt: new Date(iso),
  withdrawalRequestedAt: null,
});

describe("the withdrawal period", () => {
  it("ends 14 days after the day of delivery in France, at the end of that day", () => {
    // delivered on Tuesday 3 March 2026 at 23:30 in Paris (22:30 UTC): the 17th, a Tuesday, is the last day
    const order = delivered("2026-03-03T22:30:00Z");
    expect(withdrawalLastDay(order.deliveredAt)).toBe("2026-03-17");
    expect(canWithdraw(order, new Date("2026-03-17T22:59:00Z"))).toBe(true); // 23:59 in Paris
    expect(canWithdraw(order, new Date("2026-03-17T23:00:00Z"))).toBe(false); // the 18th in Paris
  });

  it("moves a last day on a Saturday or a Sunday to the Monday", () => {
    expect(withdrawalLastDay(new Date("2026-03-07T10:00:00Z"))).toBe("2026-03-23"); // the 21st is a Saturday
    expect(withdrawalLastDay(new Date("2026-03-08T10:00:00Z"))).toBe("2026-03-23"); // the 22nd is a Sunday
  });

  it("is open before delivery, closed once asked or cancelled", () => {
    const now = new Date("2026-05-01T10:00:00Z");
    expect(canWithdraw({ status: "SHIPPED", deliveredAt: null, withdrawalRequestedAt: null }, now)).toBe(
      true,
    );
    expect(canWithdraw({ status: "PAID", deliveredAt: null, withdrawalRequestedAt: now }, now)).toBe(false);
    expect(canWithdraw({ status: "CANCELLED", deliveredAt: null, withdrawalRequestedAt: null }, now)).toBe(
      false,
    );
  });

  it("always lasts at least 14 whole days and never falls on a weekend (property)", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2020-01-01"), max: new Date("2035-12-31"), noInvalidDate: true }),
        (at) => {
          const last = withdrawalLastDay(at);
          const day = localDateTimeOf(at).slice(0, 10);
          const span = (Date.parse(`${last}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000;
          expect(span).toBeGreaterThanOrEqual(WITHDRAWAL_DAYS);
          expect(span).toBeLessThanOrEqual(WITHDRAWAL_DAYS + 2);
          expect(isoWeekdayOf(last)).toBeLessThan(6);
        },
      ),
    );
  });
});
