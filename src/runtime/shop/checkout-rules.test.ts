import { describe, expect, it } from "vitest";
import { isoWeekdayOf, isPickupSlotAllowed, localDateTimeOf, paymentMethodsFor } from "./checkout-rules";

describe("isoWeekdayOf", () => {
  it("numbers weekdays from Monday 1 to Sunday 7", () => {
    expect(isoWeekdayOf("2026-11-23")).toBe(1); // a Monday
    expect(isoWeekdayOf("2026-11-22")).toBe(7);
    expect(isoWeekdayOf("1970-01-01")).toBe(4);
    expect(isoWeekdayOf("1969-12-31")).toBe(3);
    expect(isoWeekdayOf("2026-02-30")).toBeNull();
  });
});

describe("localDateTimeOf", () => {
  it("gives the wall-clock time in France, summer and winter", () => {
    expect(localDateTimeOf(new Date("2026-07-01T08:30:00Z"))).toBe("2026-07-01 10:30");
    expect(localDateTimeOf(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01 00:30");
  });
});

describe("isPickupSlotAllowed", () => {
  // Sunday 22 November 2026, 10:00 in Paris
  const now = new Date("2026-11-22T09:00:00Z");
  const tuesdayMorning = { weekday: 2, opensAt: "10:00" };
  const calendar = {
    weekdays: [2, 3, 4, 5, 6],
    closedDates: ["2026-11-25"],
    openDates: [],
    minDelayDays: 0,
    maxDelayDays: 60,
    startsOn: null,
    endsOn: null,
  };
  const allowed = (date: string, preparationHours: number, slot = tuesdayMorning, cal = calendar) =>
    isPickupSlotAllowed({ date, slot, calendar: cal, preparationHours, now });

  it("needs the slot's weekday, an open calendar date and the preparation time", () => {
    expect(allowed("2026-11-24", 48)).toBe(true); // Tuesday 10:00, exactly 48 h later
    expect(allowed("2026-11-24", 49)).toBe(false);
    expect(allowed("2026-11-25", 0, { weekday: 3, opensAt: "10:00" })).toBe(false); // closed date
    expect(allowed("2026-11-26", 0)).toBe(false); // a Thursday for a Tuesday slot
    expect(allowed("2026-11-17", 0)).toBe(false); // past
    expect(allowed("2027-03-02", 0)).toBe(false); // past the calendar's 60 days
  });

  it("without a calendar, allows any date with its slot up to 90 days ahead", () => {
    expect(
      isPickupSlotAllowed({
        date: "2026-11-24",
        slot: tuesdayMorning,
        calendar: null,
        preparationHours: 0,
        now,
      }),
    ).toBe(true);
    expect(
      isPickupSlotAllowed({
        date: "2027-03-02",
        slot: tuesdayMorning,
        calendar: null,
        preparationHours: 0,
        now,
      }),
    ).toBe(false);
  });
});

describe("paymentMethodsFor", () => {
  it("offers the site's method, payment at pick-up for click-and-collect, never an impossible one", () => {
    expect(paymentMethodsFor("BANK_TRANSFER", "DELIVERY", false)).toEqual(["BANK_TRANSFER"]);
    expect(paymentMethodsFor("BANK_TRANSFER", "CLICK_AND_COLLECT", false)).toEqual([
      "BANK_TRANSFER",
      "ON_PICKUP",
    ]);
    expect(paymentMethodsFor("ON_PICKUP", "DELIVERY", false)).toEqual(["BANK_TRANSFER"]);
    expect(paymentMethodsFor("ON_PICKUP", "CLICK_AND_COLLECT", false)).toEqual(["ON_PICKUP"]);
    expect(paymentMethodsFor("CARD", "PICKUP", false)).toEqual(["BANK_TRANSFER"]);
    expect(paymentMethodsFor("CARD", "PICKUP", true)).toEqual(["CARD"]);
    expect(paymentMethodsFor("CHECK", "NO_DELIVERY", false)).toEqual(["CHECK"]);
  });
});
