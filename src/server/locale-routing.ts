// Which language a storefront request is served in, or where it is sent (spec §2, §4; the rules
// are in src/runtime/locale.ts). It costs nothing for the common request (no prefix, no cookie);
// otherwise it reads the languages the site offers from the cached site info.
import type { Logger } from "pino";
import { z } from "zod";
import { languageSchema } from "../../schemas/site";
import {
  decideLocale,
  LOCALE_COOKIE,
  type LocaleDecision,
  langOfPrefix,
  localePrefixOf,
  prefixOfLang,
} from "../runtime/locale";
import type { Api } from "./api";
import type { SiteRecord } from "./modules/site/site-registry";

/** The `lang` cookie of a Cookie header (spec §4: the visitor's remembered choice). */
export function localeCookieFrom(header: string | undefined): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key === LOCALE_COOKIE) return rest.join("=").trim() || undefined;
  }
  return undefined;
}

const siteLanguagesSchema = z.object({ data: z.object({ languages: z.array(languageSchema) }) });

export function createLocaleRouting({ api, log }: { api: Api; log?: Logger }) {
  const warned = new Set<string>();

  async function offeredLanguages(site: SiteRecord) {
    const response = await api.fetch(
      new Request("http://localhost/api/site/info", { headers: { idSite: String(site.id) } }),
    );
    const parsed = siteLanguagesSchema.safeParse(await response.json().catch(() => null));
    // never fatal (spec §8): without the list, the page is served in the default language
    if (!parsed.success) return [];
    for (const language of parsed.data.data.languages) {
      const key = `${site.id} ${language.code}`;
      if (language.isValid && !langOfPrefix(prefixOfLang(language.code)) && !warned.has(key)) {
        warned.add(key);
        log?.warn({ site: site.id, language: language.code }, "no catalogue for a language the site offers");
      }
    }
    return parsed.data.data.languages;
  }

  return async function localeOf(
    request: Request,
    url: URL,
    site: SiteRecord,
    cookieHeader: string | undefined,
  ): Promise<LocaleDecision> {
    const cookie = localeCookieFrom(cookieHeader);
    // "/en.data" is the data of "/en": the prefix is read without the suffix
    const isData = url.pathname.endsWith(".data");
    const pathname = isData ? url.pathname.slice(0, -".data".length) : url.pathname;
    const isDocument =
      (request.method === "GET" || request.method === "HEAD") && !isData && !pathname.startsWith("/__");
    const prefix = localePrefixOf(pathname);
    const fromCookie = cookie && cookie.toLowerCase() !== prefixOfLang(site.defaultLang);
    if (!prefix && !(fromCookie && isDocument)) return { kind: "serve", lang: site.defaultLang };
    return decideLocale({
      pathname,
      search: url.search,
      cookie,
      defaultLang: site.defaultLang,
      offered: await offeredLanguages(site),
      isDocument,
    });
  };
}
