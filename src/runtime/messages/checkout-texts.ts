// The checkout's words (checkout.*, orders.*) are not in the shared catalogues: those load on every
// page of a shop site, and these only matter on the checkout and the orders screens. The server
// picks them for the page's language and hands them to the page with its data, as it does for
// the storefront's ui.* words (ui-texts.ts); the browser never loads these catalogues.
import { checkoutEn } from "./checkout.en";
import { checkoutFr } from "./checkout.fr";
import type { Lang } from "./translate";

export type CheckoutKey = keyof typeof checkoutEn;
export type CheckoutTexts = Readonly<Partial<Record<CheckoutKey, string>>>;

const catalogues: Record<Lang, Record<CheckoutKey, string>> = { fr_FR: checkoutFr, en_GB: checkoutEn };
const keys = Object.keys(checkoutEn) as CheckoutKey[];

/** The texts of the keys starting with one of `prefixes` ("checkout.", "orders."), in `lang`. */
export function checkoutTextsOf(lang: Lang, prefixes: readonly string[]): CheckoutTexts {
  const catalogue = catalogues[lang];
  return Object.fromEntries(
    keys.filter((key) => prefixes.some((p) => key.startsWith(p))).map((key) => [key, catalogue[key]]),
  );
}
