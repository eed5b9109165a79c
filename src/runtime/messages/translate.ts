import { en, type MessageKey } from "./en";
import { fillPlaceholders, type MessageParams } from "./fill";
import { fr } from "./fr";

export type { MessageKey } from "./en";
export type { MessageParams } from "./fill";

export const supportedLangs = ["fr_FR", "en_GB"] as const;
export type Lang = (typeof supportedLangs)[number];

const catalogues: Record<Lang, Record<MessageKey, string>> = { fr_FR: fr, en_GB: en };

/** Maps a userLang header or cookie value to a catalogue; French unless English is asked for. */
export function langOf(value: string | null | undefined): Lang {
  return value?.toLowerCase().startsWith("en") ? "en_GB" : "fr_FR";
}

/** The message of `key` in `lang`, with `{{name}}` placeholders filled from `params`. */
export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return fillPlaceholders(catalogues[lang][key], params);
}

export function isMessageKey(value: string): value is MessageKey {
  return value in en;
}
