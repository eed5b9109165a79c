/**
 * The dates a calendar lets a visitor pick (spec §7 GET /calendar/{id}/date/allowed/{month}/{year}):
 * its open weekdays, minus closed dates, plus exceptional open dates, within its season, no sooner
 * than its delay after today and no later than its horizon. Pure: the server calls it with the
 * site's "today"; the date fields of forms are checked against it again on submit.
 */
import { dateIn } from "../account/age";

export interface CalendarRules {
  /** ISO weekdays: 1 Monday … 7 Sunday. */
  weekdays: readonly number[];
  /** YYYY-MM-DD dates closed although their weekday is open. */
  closedDates: readonly string[];
  /** YYYY-MM-DD dates open although their weekday is closed. */
  openDates: readonly string[];
  /** Days between today and the first date allowed (0: today is allowed). */
  minDelayDays: number;
  /** Days after today beyond which nothing is allowed; null: no limit. */
  maxDelayDays: number | null;
  startsOn: string | null;
  endsOn: string | null;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a YYYY-MM-DD date (UTC calendar arithmetic, no time zone). */
export function dayNumberOf(date: string): number | null {
  const m = isoDate.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const time = Date.UTC(y, mo - 1, d);
  const back = new Date(time);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return time / 86_400_000;
}

function isoOf(dayNumber: number): string {
  return new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);
}

/** Whether one date is allowed by the rules, seen from `today` (YYYY-MM-DD). */
export function isDateAllowed(rules: CalendarRules, date: string, today: string): boolean {
  const day = dayNumberOf(date);
  const now = dayNumberOf(today);
  if (day === null || now === null) return false;
  if (day < now + Math.max(0, rules.minDelayDays)) return false;
  if (rules.maxDelayDays !== null && day > now + rules.maxDelayDays) return false;
  const start = rules.startsOn ? dayNumberOf(rules.startsOn) : null;
  const end = rules.endsOn ? dayNumberOf(rules.endsOn) : null;
  if (start !== null && day < start) return false;
  if (end !== null && day > end) return false;
  if (rules.closedDates.includes(date)) return false;
  if (rules.openDates.includes(date)) return true;
  // 1970-01-01 was a Thursday (ISO weekday 4)
  const weekday = ((((day + 3) % 7) + 7) % 7) + 1;
  return rules.weekdays.includes(weekday);
}

/** The allowed dates of one month (1–12) of a year, in order. */
export function allowedDatesOf(rules: CalendarRules, month: number, year: number, today: string): string[] {
  const first = Date.UTC(year, month - 1, 1) / 86_400_000;
  const next = Date.UTC(year, month, 1) / 86_400_000;
  const dates: string[] = [];
  for (let day = first; day < next; day++) {
    const date = isoOf(day);
    if (isDateAllowed(rules, date, today)) dates.push(date);
  }
  return dates;
}

/** Today's date in the sites' time zone (the sites are French: Europe/Paris). */
export const todayIn = (timeZone = "Europe/Paris", now = new Date()): string => dateIn(timeZone, now);
