import type { ClickAndCollect, PickupSchedule } from "../../../../schemas/order";
import { dayNumberOf } from "../../../runtime/content/allowed-dates";
import {
  isoWeekdayOf,
  isPickupSlotAllowed,
  localDateTimeOf,
  PICKUP_HORIZON_DAYS,
} from "../../../runtime/shop/checkout-rules";
import type { CheckoutText } from "./checkout-text";

type PickupAddress = ClickAndCollect["addresses"][number];

const dayOf = (number: number) => new Date(number * 86_400_000).toISOString().slice(0, 10);

/**
 * The dates and slots of an address that may be chosen now (decision 070): a date its calendar
 * allows (the server's allowed dates) or, without calendar, within the horizon; a slot of that
 * weekday that opens after the preparation time and is not full that day. The server checks the
 * choice again.
 */
export function pickupDatesOf(
  address: Pick<PickupAddress, "idCalendar" | "schedules">,
  allowed: readonly string[] | undefined,
  preparationHours: number,
  now: Date,
): { date: string; slots: PickupSchedule[] }[] {
  const today = localDateTimeOf(now).slice(0, 10);
  const first = dayNumberOf(today) ?? 0;
  const dates =
    address.idCalendar !== null
      ? [...(allowed ?? [])].sort()
      : Array.from({ length: PICKUP_HORIZON_DAYS + 1 }, (_, i) => dayOf(first + i));
  const result: { date: string; slots: PickupSchedule[] }[] = [];
  for (const date of dates) {
    const weekday = isoWeekdayOf(date);
    const slots = address.schedules
      .filter((slot) => slot.weekday === weekday)
      .filter((slot) => isPickupSlotAllowed({ date, slot, calendar: null, preparationHours, now }))
      // a full slot is no longer offered on that date (the server refuses it too)
      .filter((slot) => !slot.fullDates.includes(date))
      .sort((a, b) => a.opensAt.localeCompare(b.opensAt));
    if (slots.length) result.push({ date, slots });
  }
  return result;
}

export const slotLabelOf = (slot: Pick<PickupSchedule, "opensAt" | "closesAt">, t: CheckoutText) =>
  t("checkout.slot", { opensAt: slot.opensAt, closesAt: slot.closesAt });
