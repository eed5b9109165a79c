// The storefront's words in one language, computed on the server and handed to the page with the
// shell: the browser gets the texts it shows, not the catalogues (no JavaScript for them).
import { type Lang, translate } from "./translate";
import { uiEn } from "./ui-en";

export type UiKey = keyof typeof uiEn;
export type UiTexts = Readonly<Record<UiKey, string>>;

const uiKeys = Object.keys(uiEn) as UiKey[];
const cache = new Map<Lang, UiTexts>();

export function uiTextsOf(lang: Lang): UiTexts {
  let texts = cache.get(lang);
  if (!texts) {
    texts = Object.freeze(
      Object.fromEntries(uiKeys.map((key) => [key, translate(lang, key)])) as Record<UiKey, string>,
    );
    cache.set(lang, texts);
  }
  return texts;
}
