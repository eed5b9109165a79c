import { en, type MessageKey } from "./en";
import { fillPlaceholders, type MessageParams } from "./fill";
import { fr } from "./fr";
import type { Lang } from "./lang";

export type { MessageKey } from "./en";
export type { MessageParams } from "./fill";

export { type Lang, langOf } from "./lang";

const catalogues: Record<Lang, Record<MessageKey, string>> = { fr_FR: fr, en_GB: en };

/** The message of `key` in `lang`, with `{{name}}` placeholders filled from `params`. */
export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return fillPlaceholders(catalogues[lang][key], params);
}

export function isMessageKey(value: string): value is MessageKey {
  return value in en;
}
