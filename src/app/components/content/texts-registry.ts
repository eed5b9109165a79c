// Where the visitor texts a page's shell names are found, on both sides (docs/decisions/126).
import type { Texts } from "../../../runtime/messages/texts";

type TextsRegistry = Record<string, Texts>;
declare global {
  var __vsTexts: TextsRegistry | undefined;
}

/**
 * The texts the page's shell names by key (`fr_FR-shop`), filed in one place on both sides
 * (docs/decisions/126): in the browser by the texts script the page loads (visitorTextsAssetOf),
 * on the server by the shell's loader (a few entries a process: one by language and kind of site).
 */
export function textsRegistry(): TextsRegistry {
  globalThis.__vsTexts ??= {};
  return globalThis.__vsTexts;
}

/** Files the texts a shell names (the server's side of what the texts script does in the browser). */
export function registerTexts(key: string, texts: Texts): void {
  textsRegistry()[key] ??= texts;
}
