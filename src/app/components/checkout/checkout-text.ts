import type { CheckoutKey, CheckoutTexts } from "../../../runtime/messages/checkout-texts";
import { fillPlaceholders, type MessageParams } from "../../../runtime/messages/fill";
import type { MessageKey } from "../../../runtime/messages/texts";
import type { Shell } from "../../shell.server";
import { tOf } from "../content/use-t";

/** A text of the checkout screens: the page's own words, or the shared catalogue's. */
export type CheckoutText = (key: CheckoutKey | MessageKey, params?: MessageParams) => string;

/**
 * The `t` of a checkout screen, over the texts its loader picked (checkoutTextsOf) and the page's
 * own texts (the shell's: cart.*, order.*, ui.*, docs/decisions/076). No catalogue is loaded in the
 * browser; a key neither holds, or a message already written (the server's), shows as itself.
 */
export function checkoutTextFor(shell: Pick<Shell, "texts"> | undefined, texts: CheckoutTexts): CheckoutText {
  const page = tOf(shell);
  return (key, params) => {
    const own = texts[key];
    if (own !== undefined) return fillPlaceholders(own, params);
    return page(key as MessageKey, params);
  };
}

/** A key of either catalogue, or a message already written (the server's): its text. */
export function textOfKey(t: CheckoutText, key: string): string {
  return t(key as CheckoutKey);
}
