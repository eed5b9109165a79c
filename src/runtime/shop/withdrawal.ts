/**
 * The buyer's right of withdrawal (consumer code L221-18 and L221-19; issue 15 §5): 14 days from
 * the day the goods were received, the order's delivery (or pick-up). The period ends at the end of
 * its last day in France's time; a last day on a Saturday or a Sunday moves to the Monday (public
 * holidays are not counted: docs/decisions/107). Before the goods arrive, the buyer may withdraw
 * at any time. The server decides with these rules; the account page offers what they allow.
 */
import type { OrderStatus } from "../../../schemas/order";
import { isoWeekdayOf, localDateTimeOf } from "./checkout-rules";

export const WITHDRAWAL_DAYS = 14;

export interface WithdrawalState {
  status: OrderStatus;
  deliveredAt: Date | null;
  withdrawalRequestedAt: Date | null;
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The last day ("YYYY-MM-DD", France) a buyer may withdraw from an order delivered at `deliveredAt`. */
export function withdrawalLastDay(deliveredAt: Date): string {
  const last = addDays(localDateTimeOf(deliveredAt).slice(0, 10), WITHDRAWAL_DAYS);
  const weekday = isoWeekdayOf(last);
  return weekday === 6 ? addDays(last, 2) : weekday === 7 ? addDays(last, 1) : last;
}

/** Whether the buyer may still withdraw at `now`: not cancelled, not already asked, within the period. */
export function canWithdraw(order: WithdrawalState, now: Date): boolean {
  if (order.status === "CANCELLED" || order.withdrawalRequestedAt !== null) return false;
  if (order.deliveredAt === null) return true;
  return localDateTimeOf(now).slice(0, 10) <= withdrawalLastDay(order.deliveredAt);
}
