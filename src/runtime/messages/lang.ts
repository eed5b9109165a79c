// The catalogue languages, apart from the catalogues: the browser's code may import this.
export const supportedLangs = ["fr_FR", "en_GB"] as const;
export type Lang = (typeof supportedLangs)[number];

/** Maps a userLang header or cookie value to a catalogue; French unless English is asked for. */
export function langOf(value: string | null | undefined): Lang {
  return value?.toLowerCase().startsWith("en") ? "en_GB" : "fr_FR";
}
