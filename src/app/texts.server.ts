import type { T } from "../runtime/messages/texts";
import { type Lang, translate } from "../runtime/messages/translate";

/** Catalogue texts in `lang` for loaders and actions (the server has every catalogue). */
export function tFor(lang: Lang): T {
  return (key, params) => translate(lang, key, params);
}
