import { describe, expect, it } from "vitest";
import { pickupDatesOf } from "./pickup-dates";

// Wednesday 2 December 2026, 09:00 in Paris (08:00 UTC)
const now = new Date("2026-12-02T08:00:00Z");
const schedules = [
  { id: 1, weekday: 3, opensAt: "14:00", closesAt: "18:00", fullDates: [] }, // Wednesday afternoon
  { id: 2, weekday: 3, opensAt: "10:00", closesAt: "12:00", fullDates: [] }, // Wednesday morning
  { id: 3, weekday: 5, opensAt: "10:00", closesAt: "12:00", fullDates: [] }, // Friday
];

describe("pick-up dates and slots offered (decision 070)", () => {
  it("without calendar: each date with a slot of its weekday, slots in order, from today", () => {
    const dates = pickupDatesOf({ idCalendar: null, schedules }, undefined, 0, now);
    expect(dates[0]).toEqual({
      date: "2026-12-02",
      slots: [
        { id: 2, weekday: 3, opensAt: "10:00", closesAt: "12:00", fullDates: [] },
        { id: 1, weekday: 3, opensAt: "14:00", closesAt: "18:00", fullDates: [] },
      ],
    });
    expect(dates[1]?.date).toBe("2026-12-04");
    expect(dates.every((d) => d.slots.length > 0)).toBe(true);
    // 90 days ahead at most
    expect(dates.at(-1)?.date).toBe("2027-02-26"); // the last Friday within 90 days (2 March 2027)
  });

  it("keeps the preparation time: a slot opens at least CLICK_AND_COLLECT_HOURS after now", () => {
    // 09:00 + 2 h = 11:00: the 10:00 slot of today is gone, the 14:00 one stays
    expect(
      pickupDatesOf({ idCalendar: null, schedules }, undefined, 2, now)[0]?.slots.map((s) => s.id),
    ).toEqual([1]);
    // 48 h: nothing before Friday 09:00, so Friday 10:00 is the first
    const first = pickupDatesOf({ idCalendar: null, schedules }, undefined, 48, now)[0];
    expect(first).toEqual({ date: "2026-12-04", slots: [schedules[2]] });
  });

  it("with a calendar: only the dates the server allows, and only those with a slot", () => {
    const allowed = ["2026-12-11", "2026-12-03", "2026-12-09", "2026-12-04"];
    const dates = pickupDatesOf({ idCalendar: 7, schedules }, allowed, 0, now);
    // Thursday 3rd has no slot; the others are in date order
    expect(dates.map((d) => d.date)).toEqual(["2026-12-04", "2026-12-09", "2026-12-11"]);
    expect(pickupDatesOf({ idCalendar: 7, schedules }, undefined, 0, now)).toEqual([]);
  });

  it("offers no full slot on the date it is full, and still on the others", () => {
    const full = schedules.map((s) => (s.id === 3 ? { ...s, fullDates: ["2026-12-04"] } : s));
    const dates = pickupDatesOf({ idCalendar: null, schedules: full }, undefined, 0, now);
    expect(dates.find((d) => d.date === "2026-12-04")).toBeUndefined();
    expect(dates.find((d) => d.date === "2026-12-11")?.slots.map((s) => s.id)).toEqual([3]);
  });
});
