import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allowedDatesOf, type CalendarRules, dayNumberOf, isDateAllowed, todayIn } from "./allowed-dates";

const tuesdayToSaturday: CalendarRules = {
  weekdays: [2, 3, 4, 5, 6],
  closedDates: ["2026-12-25"],
  openDates: ["2026-12-27"],
  minDelayDays: 2,
  maxDelayDays: null,
  startsOn: null,
  endsOn: null,
};

describe("calendar allowed dates", () => {
  it("allows the open weekdays of the month, after the delay, minus closed and plus open dates", () => {
    const dates = allowedDatesOf(tuesdayToSaturday, 12, 2026, "2026-12-20");
    // 20 Dec 2026 is a Sunday: the 21st (Monday) is closed and within the 2-day delay anyway, the
    // 25th is closed, the 27th (a Sunday) is exceptionally open
    expect(dates).toEqual([
      "2026-12-22",
      "2026-12-23",
      "2026-12-24",
      "2026-12-26",
      "2026-12-27",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
    ]);
  });

  it("allows nothing in a past month or outside the season", () => {
    expect(allowedDatesOf(tuesdayToSaturday, 11, 2026, "2026-12-20")).toEqual([]);
    const season = { ...tuesdayToSaturday, startsOn: "2027-04-01", endsOn: "2027-10-31" };
    expect(allowedDatesOf(season, 3, 2027, "2026-12-20")).toEqual([]);
    expect(allowedDatesOf(season, 11, 2027, "2026-12-20")).toEqual([]);
    expect(allowedDatesOf(season, 4, 2027, "2026-12-20")[0]).toBe("2027-04-01");
  });

  it("stops at the horizon", () => {
    const soon = { ...tuesdayToSaturday, maxDelayDays: 10 };
    expect(allowedDatesOf(soon, 1, 2027, "2026-12-20")).toEqual([]);
    expect(allowedDatesOf(soon, 12, 2026, "2026-12-20").at(-1)).toBe("2026-12-30");
    expect(isDateAllowed(soon, "2026-12-31", "2026-12-20")).toBe(false);
  });

  it("refuses impossible dates", () => {
    expect(dayNumberOf("2026-02-30")).toBeNull();
    expect(isDateAllowed(tuesdayToSaturday, "2026-13-01", "2026-01-01")).toBe(false);
    expect(isDateAllowed(tuesdayToSaturday, "demain", "2026-01-01")).toBe(false);
  });

  it("agrees day by day with isDateAllowed, whatever the rules", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2025, max: 2028 }),
        fc.date({ min: new Date("2025-01-01"), max: new Date("2028-12-31"), noInvalidDate: true }),
        (weekdays, minDelayDays, month, year, now) => {
          const rules = { ...tuesdayToSaturday, weekdays, minDelayDays };
          const today = now.toISOString().slice(0, 10);
          const dates = allowedDatesOf(rules, month, year, today);
          for (const date of dates) {
            expect(date.startsWith(`${year}-${String(month).padStart(2, "0")}-`)).toBe(true);
            expect(date >= today).toBe(true);
          }
          const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
          for (let d = 1; d <= days; d++) {
            const date = `${year}-${String(month).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
            expect(dates.includes(date)).toBe(isDateAllowed(rules, date, today));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("knows today's date in Paris, not in UTC", () => {
    // 23:30 UTC on 31 December is already 1 January in Paris
    expect(todayIn("Europe/Paris", new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
  });
});
