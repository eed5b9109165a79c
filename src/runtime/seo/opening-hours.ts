/**
 * Opening hours for JSON-LD (schema.org openingHoursSpecification) from the free-text settings
 * MONDAY_HOURS … SUNDAY_HOURS (spec §3), which French owners write as "9h00 – 18h00" or
 * "9h30 – 12h30, 14h00 – 18h30". Only text made of such ranges is read: "Sur rendez-vous" or a
 * seasonal note cannot be said in schema.org terms and is left out rather than guessed.
 */
export const weekdays = [
  ["MONDAY_HOURS", "Monday"],
  ["TUESDAY_HOURS", "Tuesday"],
  ["WEDNESDAY_HOURS", "Wednesday"],
  ["THURSDAY_HOURS", "Thursday"],
  ["FRIDAY_HOURS", "Friday"],
  ["SATURDAY_HOURS", "Saturday"],
  ["SUNDAY_HOURS", "Sunday"],
] as const;
export type HoursKey = (typeof weekdays)[number][0];

export interface OpeningRange {
  opens: string;
  closes: string;
}

const time = String.raw`(\d{1,2})\s*(?:h|:)\s*(\d{2})?`;
const range = new RegExp(String.raw`^${time}\s*(?:[-–—]|à)\s*${time}$`, "i");
const closed = /^(?:ferm[ée]e?|closed)$/i;

function hhmm(hours: string, minutes: string | undefined): string | null {
  const h = Number(hours);
  const m = Number(minutes ?? "0");
  if (h > 24 || m > 59 || (h === 24 && m > 0)) return null;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/**
 * The ranges of one day: [] when closed, null when the text is not only ranges (left out).
 * Ranges are separated by a comma, a semicolon, "/" or "et".
 */
export function openingRangesOf(text: string | null | undefined): OpeningRange[] | null {
  const value = text?.trim();
  if (!value) return null;
  if (closed.test(value)) return [];
  const ranges: OpeningRange[] = [];
  for (const part of value.split(/\s*(?:[,;/]|\bet\b)\s*/i)) {
    const m = range.exec(part.trim());
    if (!m) return null;
    const opens = hhmm(m[1] ?? "", m[2]);
    const closes = hhmm(m[3] ?? "", m[4]);
    if (!opens || !closes || closes <= opens) return null;
    ranges.push({ opens, closes });
  }
  return ranges;
}

export interface OpeningHoursSpecification {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string;
  opens: string;
  closes: string;
}

/** schema.org openingHoursSpecification of the week; days closed or unreadable are left out. */
export function openingHoursSpecificationOf(
  hours: Partial<Record<HoursKey, string | null>>,
): OpeningHoursSpecification[] {
  return weekdays.flatMap(([key, day]) =>
    (openingRangesOf(hours[key]) ?? []).map((r) => ({
      "@type": "OpeningHoursSpecification" as const,
      dayOfWeek: `https://schema.org/${day}`,
      opens: r.opens,
      closes: r.closes,
    })),
  );
}
