import type { CheckoutKey, CheckoutTexts } from "../../../runtime/messages/checkout-texts";
import { fillPlaceholders, type MessageParams } from "../../../runtime/messages/fill";
import { isMessageKey, type Lang, type MessageKey, translate } from "../../../runtime/messages/translate";

/** A text of the checkout screens: the page's own words, or the shared catalogue's. */
export type CheckoutText = (key: CheckoutKey | MessageKey, params?: MessageParams) => string;

/**
 * The `t` of a checkout screen, over the texts its loader picked (checkoutTextsOf) and the shared
 * catalogue (cart, validation and server messages, already loaded by the shop's header).
 */
export function checkoutTextFor(lang: Lang, texts: CheckoutTexts): CheckoutText {
  return (key, params) => {
    const own = texts[key as CheckoutKey];
    if (own !== undefined) return fillPlaceholders(own, params);
    return isMessageKey(key) ? translate(lang, key, params) : key;
  };
}

/** A key of either catalogue, or a message already written (the server's): its text. */
export function textOfKey(t: CheckoutText, key: string): string {
  return t(key as CheckoutKey);
}
