import type { Lang } from "../../../runtime/messages/lang";

// Dates are shown in the sites' time zone, whatever the server's or the visitor's: the server's
// HTML and the browser's render then agree.
const TIME_ZONE = "Europe/Paris";
const locale = (lang: Lang) => (lang === "en_GB" ? "en-GB" : "fr-FR");

/** "12 novembre 2026" */
export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: "long", timeZone: TIME_ZONE }).format(
    new Date(iso),
  );
}

/** "samedi 5 décembre 2026 à 10:00" */
export function formatDateTime(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locale(lang), {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

/** "mardi 24 novembre 2026" for a YYYY-MM-DD day. */
export function formatDay(day: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locale(lang), {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
}

/** "novembre 2026" for a month of a year. */
export function formatMonth(month: number, year: number, lang: Lang): string {
  return new Intl.DateTimeFormat(locale(lang), { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  );
}
