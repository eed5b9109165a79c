/**
 * Checkout rules shared by the server (which decides) and the browser (which offers):
 * click-and-collect slots and the payment methods an order may use (docs/decisions/070).
 */
import type { OrderDeliveryKind, PaymentMethod } from "../../../schemas/order";
import { type CalendarRules, dayNumberOf, isDateAllowed } from "../content/allowed-dates";

/** Without a calendar, a pick-up date may be chosen this far ahead. */
export const PICKUP_HORIZON_DAYS = 90;

/** "YYYY-MM-DD HH:MM" of an instant in a time zone (France by default). */
export function localDateTimeOf(instant: Date, timeZone = "Europe/Paris"): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

/** ISO weekday (1 Monday … 7 Sunday) of a YYYY-MM-DD date, or null when it is no date. */
export function isoWeekdayOf(date: string): number | null {
  const day = dayNumberOf(date);
  // 1970-01-01 was a Thursday
  return day === null ? null : ((((day + 3) % 7) + 7) % 7) + 1;
}

export interface PickupSlotInput {
  date: string;
  slot: { weekday: number; opensAt: string };
  /** The address's calendar; null: any date with a slot, within PICKUP_HORIZON_DAYS. */
  calendar: CalendarRules | null;
  /** CLICK_AND_COLLECT_HOURS: preparation before the slot opens. */
  preparationHours: number;
  now: Date;
}

/** Whether a pick-up slot on a date may be chosen now. */
export function isPickupSlotAllowed(input: PickupSlotInput): boolean {
  const { date, slot, calendar, preparationHours, now } = input;
  if (isoWeekdayOf(date) !== slot.weekday) return false;
  const today = localDateTimeOf(now).slice(0, 10);
  if (calendar) {
    if (!isDateAllowed(calendar, date, today)) return false;
  } else {
    const day = dayNumberOf(date);
    const first = dayNumberOf(today);
    if (day === null || first === null || day < first || day > first + PICKUP_HORIZON_DAYS) return false;
  }
  const ready = localDateTimeOf(new Date(now.getTime() + Math.max(0, preparationHours) * 3_600_000));
  return `${date} ${slot.opensAt}` >= ready;
}

/**
 * The payment methods of an order: the site's PAYMENT_METHOD; payment at pick-up only for
 * click-and-collect (also offered there whatever the setting); card only with a provider
 * configured. A site is never left without a way to be paid: bank transfer stands in.
 */
export function paymentMethodsFor(
  setting: PaymentMethod,
  delivery: OrderDeliveryKind,
  cardConfigured: boolean,
): PaymentMethod[] {
  const collect = delivery === "CLICK_AND_COLLECT";
  let main: PaymentMethod = setting;
  if (setting === "ON_PICKUP" && !collect) main = "BANK_TRANSFER";
  if (setting === "CARD" && !cardConfigured) main = "BANK_TRANSFER";
  const methods: PaymentMethod[] = [main];
  if (collect && main !== "ON_PICKUP") methods.push("ON_PICKUP");
  return methods;
}
