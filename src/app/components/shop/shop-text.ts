import type { WineColor } from "../../../../schemas/shop";
import type { MessageKey } from "../../../runtime/messages/texts";
import type { Shell } from "../../shell.server";
import { type T, tOf } from "../content/use-t";

export type ShopText = T;

/**
 * Every text a visitor reads comes from the message catalogue, in the page's language: the shell's
 * texts, which hold the shop's on shop sites (docs/decisions/076).
 */
export function shopTextOf(shell: Pick<Shell, "texts"> | undefined): ShopText {
  return tOf(shell);
}

export const colorKey = (color: WineColor) => `shop.color.${color}` as MessageKey;
