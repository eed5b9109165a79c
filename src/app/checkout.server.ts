// Server helpers of the checkout screens' loaders (routes/checkout/*): the shop's settings that
// shape the screens, and the buyer's account. The checkout itself lives in the browser (spec §4).
import { type AppLoadContext, data } from "react-router";
import type { Country } from "../../schemas/geo";
import { readParameters } from "../../schemas/parameters";
import type { DestinationAnswer } from "../../schemas/shipping";
import { ApiCallError } from "../client/api-client";
import { createOrderClient } from "../client/order-calls";
import { type ExciseNoteKey, exciseNoteKey } from "../runtime/shop/destinations";
import { requireLogged } from "./account.server";
import { apiFor } from "./api.server";

/** The order calls of one SSR request, as the visitor (see apiFor). */
export function orderApiFor(context: AppLoadContext) {
  return createOrderClient({
    idSite: context.idSite,
    lang: context.lang,
    token: context.token,
    origin: context.origin,
    transport: context.transport,
  });
}

/** The commerce and registration settings the checkout follows (spec §3). */
export async function checkoutSettingsOf(context: AppLoadContext) {
  const { values } = readParameters(await apiFor(context).site.parameters({ kind: "df:TEXT" }));
  return {
    /** LOCK_DELIVERY: click-and-collect only. */
    lockDelivery: values.LOCK_DELIVERY === true,
    shippingMessage: values.SHIPPING_MESSAGE,
    paymentMethod: values.PAYMENT_METHOD ?? "BANK_TRANSFER",
    breathalyserNotice: values.BREATHALYSER_NOTICE === true,
    blockMinors: values.BLOCK_MINORS_FROM_REGISTERING === true,
    onlyMobile: values.ALLOW_ONLY_MOBILE_PHONE === true,
    companyName: values.COMPANY_NAME,
  };
}

export type CheckoutSettings = Awaited<ReturnType<typeof checkoutSettingsOf>>;

/**
 * The checkout's common ground: a shop site (404 elsewhere), a logged buyer (else the login page,
 * and back here afterwards: decision 070 "who can order"), the settings and the profile.
 */
export async function checkoutContextOf(context: AppLoadContext, request: Request) {
  const api = apiFor(context);
  const info = await api.site.info();
  if (!info.isECommerce) throw data(null, { status: 404 });
  await requireLogged(context, request);
  const [settings, profile] = await Promise.all([checkoutSettingsOf(context), api.account.profile()]);
  return { settings, profile };
}

/**
 * Countries for the address forms, France first: every one for billing; the alpha-2 codes of those
 * the site delivers to (GET /destination: its selling area narrowed by its owner, issue 15 §6),
 * and what a price says about excise for each.
 */
export function countryChoicesOf(countries: readonly Country[], destinations: readonly DestinationAnswer[]) {
  const all = countries
    .map((c) => ({ id: c.id, alphaTwo: c.alphaTwo, name: c.name }))
    .sort((a, b) =>
      a.alphaTwo === "FR" ? -1 : b.alphaTwo === "FR" ? 1 : a.name.localeCompare(b.name, "fr"),
    );
  const served = new Set(destinations.map((d) => d.alphaTwo));
  const delivery = all.filter((c) => served.has(c.alphaTwo)).map((c) => c.alphaTwo);
  const exciseNotes: Record<string, ExciseNoteKey> = Object.fromEntries(
    destinations.map((d) => [d.alphaTwo, exciseNoteKey(d.excise, d.exciseIncluded)]),
  );
  return { all, delivery, exciseNotes };
}

/** An order of the logged buyer, or a 404 (someone else's order is not found either). */
export async function orderOr404(context: AppLoadContext, id: string | undefined) {
  const number = Number(id);
  if (!Number.isSafeInteger(number) || number <= 0) throw data(null, { status: 404 });
  try {
    return await orderApiFor(context).order.detail(number);
  } catch (error) {
    if (
      error instanceof ApiCallError &&
      (error.status === 404 || error.status === 403 || error.status === 400)
    ) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}
