import type { WineColor } from "../../../../schemas/shop";
import {
  type Lang,
  type MessageKey,
  type MessageParams,
  translate,
} from "../../../runtime/messages/translate";
import type { Shell } from "../../shell.server";

/** The catalogue's language of the site ("fr" → fr_FR). */
export function langOfShell(shell: Pick<Shell, "site"> | undefined): Lang {
  return shell?.site.lang === "en" ? "en_GB" : "fr_FR";
}

export type ShopText = (key: MessageKey, params?: MessageParams) => string;

/** Every text a visitor reads comes from the message catalogue, in the site's language. */
export function shopTextOf(shell: Pick<Shell, "site"> | undefined): ShopText {
  const lang = langOfShell(shell);
  return (key, params) => translate(lang, key, params);
}

export const colorKey = (color: WineColor) => `shop.color.${color}` as MessageKey;
