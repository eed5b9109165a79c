// What the storefront's screens show, in one language: the only catalogue texts that travel to the
// browser (docs/decisions/076). One list of key prefixes for every site, and those of the shop on
// shop sites; a text a screen needs must start with one of them.
import { en, type MessageKey } from "./en";
import type { Texts } from "./texts";
import { type Lang, translate } from "./translate";

/** The layout (ui.*), the content screens (content.*) and the error page. */
export const everySiteTexts = [
  "ui.",
  "content.",
  "error.notFound",
  "error.backHome",
  "error.default",
  "error.forbidden",
] as const;
/** The shop's screens, the header's cart and the quantity rules' messages (cart.*), the checkout. */
export const shopSiteTexts = ["shop.", "cart.", "order."] as const;

const keys = Object.keys(en) as MessageKey[];
const cache = new Map<string, Texts>();

/** The texts of `lang` a visitor's page may show, on a site with or without a shop. */
export function visitorTextsOf(lang: Lang, site: { isECommerce: boolean }): Texts {
  const cacheKey = `${lang}:${site.isECommerce}`;
  let texts = cache.get(cacheKey);
  if (!texts) {
    const prefixes: readonly string[] = site.isECommerce
      ? [...everySiteTexts, ...shopSiteTexts]
      : everySiteTexts;
    const chosen = keys.filter((key) => prefixes.some((prefix) => key.startsWith(prefix)));
    texts = Object.freeze(Object.fromEntries(chosen.map((key) => [key, translate(lang, key)])));
    cache.set(cacheKey, texts);
  }
  return texts;
}

const jsonCache = new Map<string, string>();

/**
 * The same texts as one JSON string, made once: the page's loader data carries them so (issue 16
 * §6: as an object, its 351 keys and texts were two thirds of what React Router encodes for a page
 * at every render, and decodes in the browser).
 */
export function visitorTextsJsonOf(lang: Lang, site: { isECommerce: boolean }): string {
  const cacheKey = `${lang}:${site.isECommerce}`;
  let json = jsonCache.get(cacheKey);
  if (json === undefined) {
    json = JSON.stringify(visitorTextsOf(lang, site));
    jsonCache.set(cacheKey, json);
  }
  return json;
}
