/**
 * Locales (spec §2 routes: "French default locale, no locale prefix"; §4: "Locale is set from the
 * URL prefix or a cookie"; §9: locale cookie life 365 days). The site's default language has no
 * prefix; each other language it offers is served under its two-letter prefix (`/en/…`). The
 * cookie only remembers a visitor's choice: a page's language always comes from its URL, so the
 * anonymous page cache (keyed by path) never mixes languages.
 */
import { type Lang, supportedLangs } from "./messages/lang";
import { safeRedirectPath } from "./safe-redirect";

export const LOCALE_COOKIE = "lang";
/** spec §9: locale cookie life 365 days. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** "en_GB" → "en". */
export function prefixOfLang(code: string): string {
  return code.slice(0, 2).toLowerCase();
}

/** The prefixes that have routes: one per UI catalogue. */
export const localePrefixes: readonly string[] = Object.freeze(supportedLangs.map(prefixOfLang));

/** "en" → "en_GB"; null when we have no catalogue for it. */
export function langOfPrefix(prefix: string | null | undefined): Lang | null {
  return supportedLangs.find((lang) => prefixOfLang(lang) === prefix) ?? null;
}

/** The locale prefix a path starts with ("/en/contact" → "en"), or null. */
export function localePrefixOf(pathname: string): string | null {
  const first = pathname.split("/", 2)[1] ?? "";
  return localePrefixes.includes(first) ? first : null;
}

/** "/en/contact" → "/contact"; "/en" → "/"; a path without prefix is returned as is. */
export function stripLocalePrefix(pathname: string): string {
  const prefix = localePrefixOf(pathname);
  if (!prefix) return pathname;
  return pathname.slice(prefix.length + 1) || "/";
}

/** "/contact" in "en" → "/en/contact"; "/" → "/en"; with no prefix (the default), unchanged. */
export function localizedPath(path: string, prefix: string | null): string {
  if (!prefix) return path;
  return path === "/" ? `/${prefix}` : `/${prefix}${path.startsWith("/") ? "" : "/"}${path}`;
}

/** The same page in another language: "/en/contact" to French (the default) → "/contact". */
export function switchLocalePath(pathname: string, targetPrefix: string, defaultPrefix: string): string {
  const path = stripLocalePrefix(pathname);
  return localizedPath(path, targetPrefix === defaultPrefix ? null : targetPrefix);
}

export interface OfferedLanguage {
  code: string;
  isValid: boolean;
}

export type LocaleDecision =
  | { kind: "serve"; lang: string }
  | { kind: "redirect"; location: string; status: 301 | 302 };

/**
 * The language of a request, or where to send it:
 * - `/fr/…` on a French site is the default language under a prefix: 301 to the page without it;
 * - `/en/…` on a site offering English is served in English; on any other site in the default
 *   language, where the prefixed routes answer 404;
 * - a page without prefix, asked by a visitor whose cookie chose another offered language: 302
 *   to that language's page (documents only: data requests follow the URL they were given).
 */
export function decideLocale(input: {
  pathname: string;
  search: string;
  cookie: string | null | undefined;
  defaultLang: string;
  offered: readonly OfferedLanguage[];
  isDocument: boolean;
}): LocaleDecision {
  const defaultPrefix = prefixOfLang(input.defaultLang);
  const serveDefault: LocaleDecision = { kind: "serve", lang: input.defaultLang };
  const isOffered = (prefix: string) =>
    input.offered.some((l) => l.isValid && prefixOfLang(l.code) === prefix) && langOfPrefix(prefix) !== null;
  const prefix = localePrefixOf(input.pathname);
  if (prefix === defaultPrefix) {
    if (!input.isDocument) return serveDefault;
    // "/fr//evil.example" without its prefix is "//evil.example": a host, not a path (issue 11 §2)
    const location = safeRedirectPath(`${stripLocalePrefix(input.pathname)}${input.search}`, undefined);
    return { kind: "redirect", status: 301, location };
  }
  if (prefix)
    return isOffered(prefix)
      ? { kind: "serve", lang: langOfPrefix(prefix) ?? input.defaultLang }
      : serveDefault;
  const chosen = input.cookie?.toLowerCase();
  if (input.isDocument && chosen && chosen !== defaultPrefix && isOffered(chosen)) {
    return {
      kind: "redirect",
      status: 302,
      location: safeRedirectPath(`${localizedPath(input.pathname, chosen)}${input.search}`, undefined),
    };
  }
  return serveDefault;
}

/** The cookie the browser sets (document.cookie) when the visitor chooses a language: 365 days. */
export function localeCookieOf(prefix: string, secure: boolean): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(prefix)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
