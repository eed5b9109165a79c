/**
 * Age rules of registration (spec §3 BLOCK_MINORS_FROM_REGISTERING): pure functions that the
 * browser's check and the server's rule share. Dates are ISO "YYYY-MM-DD" strings; "today" is the
 * date in France, where the sites sell (the legal age for buying alcohol there is 18).
 */

export const MAJORITY_AGE = 18;
/** Nobody registering is older than this: a birthdate before it is a typing mistake. */
export const MAX_AGE = 120;

/** One formatter per time zone: making one costs far more than formatting (an order asks thrice). */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date in a time zone, as "YYYY-MM-DD". */
export function dateIn(timeZone: string, now: Date = new Date()): string {
  let format = formatters.get(timeZone);
  if (!format) {
    // the Swedish locale writes dates as YYYY-MM-DD
    format = new Intl.DateTimeFormat("sv-SE", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  return format.format(now);
}

export const todayInFrance = (now: Date = new Date()) => dateIn("Europe/Paris", now);

/** Full years between a birthdate and a date (both YYYY-MM-DD); born on 29 February counts on 1 March. */
export function ageOn(birthdate: string, today: string): number {
  const [by, bm, bd] = birthdate.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** The catalogue key of what is wrong with a birthdate, or null. */
export function birthdateErrorOf(
  birthdate: string,
  today: string,
  blockMinors: boolean,
): "account.birthdateInvalid" | "account.minorsBlocked" | null {
  if (birthdate > today) return "account.birthdateInvalid";
  const age = ageOn(birthdate, today);
  if (age > MAX_AGE) return "account.birthdateInvalid";
  if (blockMinors && age < MAJORITY_AGE) return "account.minorsBlocked";
  return null;
}
