import type { Lang } from "../../../runtime/messages/lang";

// Dates are shown in the sites' time zone, whatever the server's or the visitor's: the server's
// HTML and the browser's render then agree.
const TIME_ZONE = "Europe/Paris";
const locale = (lang: Lang) => (lang === "en_GB" ? "en-GB" : "fr-FR");

/**
 * One formatter per language and style, made on first use: making an Intl.DateTimeFormat costs
 * far more than formatting with it (it was 4 % of an uncached home page's render, issue 16 §6).
 */
function formatter(options: Intl.DateTimeFormatOptions) {
  const made = new Map<Lang, Intl.DateTimeFormat>();
  return (lang: Lang) => {
    let format = made.get(lang);
    if (!format) {
      format = new Intl.DateTimeFormat(locale(lang), options);
      made.set(lang, format);
    }
    return format;
  };
}

const longDate = formatter({ dateStyle: "long", timeZone: TIME_ZONE });
const longDateTime = formatter({
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: TIME_ZONE,
});
const longDay = formatter({
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const monthOfYear = formatter({ month: "long", year: "numeric", timeZone: "UTC" });

/** "12 novembre 2026" */
export function formatDate(iso: string, lang: Lang): string {
  return longDate(lang).format(new Date(iso));
}

/** "samedi 5 décembre 2026 à 10:00" */
export function formatDateTime(iso: string, lang: Lang): string {
  return longDateTime(lang).format(new Date(iso));
}

/** "mardi 24 novembre 2026" for a YYYY-MM-DD day. */
export function formatDay(day: string, lang: Lang): string {
  return longDay(lang).format(new Date(`${day}T12:00:00Z`));
}

/** "novembre 2026" for a month of a year. */
export function formatMonth(month: number, year: number, lang: Lang): string {
  return monthOfYear(lang).format(new Date(Date.UTC(year, month - 1, 15)));
}
