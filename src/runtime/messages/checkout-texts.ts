// The checkout's words (checkout.*, orders.*) are not in the shared catalogues: those load on every
// page of a shop site, and these only matter on the checkout and the orders screens. The server
// picks them for the page's language and hands them to the page with its data, as it does for
// the storefront's ui.* words (ui-texts.ts); the browser never loads these catalogues.
import { checkoutEn } from "./checkout.en";
import { checkoutFr } from "./checkout.fr";
import { type Lang, type MessageKey, translate } from "./translate";

export type CheckoutKey = keyof typeof checkoutEn;
/**
 * Shared catalogue texts the checkout shows beyond the shop's (which every page of a shop site
 * already has, docs/decisions/076): the account rules it runs in the browser (phone, age).
 */
export const checkoutSharedKeys = [
  "validation.required",
  "account.phoneInvalid",
  "account.phoneNotMobile",
  "account.birthdateInvalid",
  "account.minorsBlocked",
  // issue 15 §6: what a price abroad includes, and the buying age of the destination
  "destination.minimumAge",
  "destination.exciseNone",
  "destination.exciseIncluded",
  "destination.exciseDue",
  "destination.exciseImport",
] as const satisfies readonly MessageKey[];

export type CheckoutTexts = Readonly<Partial<Record<CheckoutKey | MessageKey, string>>>;

const catalogues: Record<Lang, Record<CheckoutKey, string>> = { fr_FR: checkoutFr, en_GB: checkoutEn };
const keys = Object.keys(checkoutEn) as CheckoutKey[];

/** The texts of the keys starting with one of `prefixes` ("checkout.", "orders."), in `lang`. */
export function checkoutTextsOf(lang: Lang, prefixes: readonly string[]): CheckoutTexts {
  const catalogue = catalogues[lang];
  return Object.fromEntries(
    keys.filter((key) => prefixes.some((p) => key.startsWith(p))).map((key) => [key, catalogue[key]]),
  );
}

/** The shared catalogue's texts of checkoutSharedKeys, in `lang`, for the checkout's forms. */
export function checkoutSharedTextsOf(lang: Lang): CheckoutTexts {
  return Object.fromEntries(checkoutSharedKeys.map((key) => [key, translate(lang, key)]));
}
