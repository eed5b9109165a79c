// What the storefront's screens show, in one language: the only catalogue texts that travel to the
// browser (docs/decisions/076). One list of key prefixes for every site, and those of the shop on
// shop sites; a text a screen needs must start with one of them.
import { en, type MessageKey } from "./en";
import { supportedLangs } from "./lang";
import type { Texts } from "./texts";
import { type Lang, translate } from "./translate";

/** The layout (ui.*), the content screens (content.*), the account screens and the error page. */
export const everySiteTexts = [
  "ui.",
  "content.",
  "accountPage.",
  "error.notFound",
  "error.backHome",
  "error.default",
  "error.forbidden",
] as const;
/** The shop's screens, the header's cart and the quantity rules' messages (cart.*), the checkout. */
export const shopSiteTexts = ["shop.", "cart.", "order."] as const;
/**
 * Under those prefixes, what the shared script leaves out: the order's mails, which only the server
 * writes (a fifth of the shop's texts), and the screen of the staff's second factor (decision
 * 132), whose loader brings its own texts (`pageTextsOf`).
 */
const notSharedTexts = ["order.mail.", "accountPage.security."] as const;

const keys = Object.keys(en) as MessageKey[];
const cache = new Map<string, Texts>();

/** The texts of `lang` under `prefixes`, but those under `except`. */
function textsUnder(lang: Lang, prefixes: readonly string[], except: readonly string[] = []): Texts {
  const chosen = keys.filter(
    (key) => prefixes.some((prefix) => key.startsWith(prefix)) && !except.some((p) => key.startsWith(p)),
  );
  return Object.fromEntries(chosen.map((key) => [key, translate(lang, key)]));
}

/** A screen's own texts, handed over with its loader data (not in the shared script). */
export const pageTextsOf = (lang: Lang, prefix: (typeof notSharedTexts)[number]): Texts =>
  textsUnder(lang, [prefix]);

/** The texts of `lang` a visitor's page may show, on a site with or without a shop. */
export function visitorTextsOf(lang: Lang, site: { isECommerce: boolean }): Texts {
  const cacheKey = `${lang}:${site.isECommerce}`;
  let texts = cache.get(cacheKey);
  if (!texts) {
    const prefixes: readonly string[] = site.isECommerce
      ? [...everySiteTexts, ...shopSiteTexts]
      : everySiteTexts;
    texts = Object.freeze(textsUnder(lang, prefixes, notSharedTexts));
    cache.set(cacheKey, texts);
  }
  return texts;
}

/** Where the browser fetches a texts asset: `${visitorTextsBase}<lang>-<shop|site>.<hash>.js`. */
export const visitorTextsBase = "/_texts/";

/** The texts of one language and kind of site as a script the browser caches for good. */
export interface VisitorTextsAsset {
  /** What the page's shell names them by, and where the script files them: `fr_FR-shop`. */
  key: string;
  /** Versioned by their content: immutable. */
  src: string;
  /** `(self.__vsTexts ||= {})[key] = {…}`: a module that files them where useT() looks. */
  body: string;
}

const assets = new Map<string, Promise<VisitorTextsAsset>>();

async function assetOf(lang: Lang, isECommerce: boolean): Promise<VisitorTextsAsset> {
  const key = `${lang}-${isECommerce ? "shop" : "site"}`;
  const json = JSON.stringify(visitorTextsOf(lang, { isECommerce }));
  const body = `(self.__vsTexts||(self.__vsTexts={}))[${JSON.stringify(key)}]=${json};\n`;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body)));
  const hash = Array.from(digest.subarray(0, 6), (b) => b.toString(16).padStart(2, "0")).join("");
  return { key, src: `${visitorTextsBase}${key}.${hash}.js`, body };
}

/**
 * The visitor texts as a script of their own (issue 18 §7, issue 16 §6): a page names it rather
 * than carrying its 351 texts in its loader data (20 KB of a shop page's 53, encoded at every
 * render and decoded before every hydration); the browser fetches it once for the whole site.
 */
export function visitorTextsAssetOf(lang: Lang, site: { isECommerce: boolean }): Promise<VisitorTextsAsset> {
  const cacheKey = `${lang}:${site.isECommerce}`;
  let asset = assets.get(cacheKey);
  if (!asset) {
    asset = assetOf(lang, site.isECommerce);
    assets.set(cacheKey, asset);
  }
  return asset;
}

/** The asset whose file name (`fr_FR-shop.<hash>.js`) is `file`, or null. */
export async function visitorTextsAssetByFile(file: string): Promise<VisitorTextsAsset | null> {
  for (const lang of supportedLangs) {
    for (const isECommerce of [true, false]) {
      const asset = await visitorTextsAssetOf(lang, { isECommerce });
      if (asset.src === `${visitorTextsBase}${file}`) return asset;
    }
  }
  return null;
}
