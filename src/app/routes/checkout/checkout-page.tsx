import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import {
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useNavigate,
  useRouteLoaderData,
} from "react-router";
import { ApiCallError } from "../../../client/api-client";
import type { CartState } from "../../../client/cart-store";
import {
  type CheckoutProblem,
  checkoutProblemsOf,
  deliveryKindOf,
  shippingKeyOf,
  shippingRequestOf,
  storableAddressOf,
} from "../../../client/checkout-store";
import { QueryProvider } from "../../../client/query-provider";
import { phoneErrorOf } from "../../../runtime/account/phone";
import { todayIn } from "../../../runtime/content/allowed-dates";
import { checkoutSharedTextsOf, checkoutTextsOf } from "../../../runtime/messages/checkout-texts";
import { langOf } from "../../../runtime/messages/translate";
import { noStoreHeaders } from "../../account.server";
import { apiFor } from "../../api.server";
import { checkoutContextOf, countryChoicesOf, orderApiFor } from "../../checkout.server";
import {
  type CheckoutErrors,
  ErrorSummary,
  focusFirstProblem,
  problemsOnScreen,
  type RawAddress,
  SubmitButton,
} from "../../components/checkout/checkout-fields";
import { CheckoutLoading } from "../../components/checkout/checkout-loading";
import {
  BillingFields,
  ContactFields,
  DeliveryModeChoice,
  type Mode,
  ShippingDestination,
} from "../../components/checkout/checkout-sections";
import { CheckoutSteps } from "../../components/checkout/checkout-steps";
import { type CheckoutText, checkoutTextFor, textOfKey } from "../../components/checkout/checkout-text";
import { OrderSummary } from "../../components/checkout/order-summary";
import { PickupChoice } from "../../components/checkout/pickup-choice";
import {
  checkoutLinesOf,
  useCheckout,
  useCheckoutApi,
  useCheckoutStore,
  useLoadedCheckout,
} from "../../components/checkout/use-checkout";
import { langOfShell } from "../../components/content/use-t";
import { NoticeWithLink } from "../../components/shop/notice-link";
import { useCart, useCartStore } from "../../components/shop/use-cart";
import { personalPageMeta } from "../../seo/meta";
import type { Shell } from "../../shell.server";

/** Months of a calendar's allowed pick-up dates asked for: this one and the next three (90 days). */
const PICKUP_MONTHS = 4;

/** spec §2 and DESIGN.md §6 /checkout: the delivery choice, the addresses and the summary. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { settings, profile } = await checkoutContextOf(context, request);
  const api = apiFor(context);
  const orders = orderApiFor(context);
  const [countries, destinations, clickAndCollect] = await Promise.all([
    orders.geo.countries(),
    orders.delivery.destinations(),
    // a site without click-and-collect answers an error: the choice is then not offered
    orders.delivery.clickAndCollect().catch((error: unknown) => {
      if (error instanceof ApiCallError) return null;
      throw error;
    }),
  ]);
  const [year, month] = todayIn().split("-").map(Number) as [number, number];
  const months = Array.from({ length: PICKUP_MONTHS }, (_, i) => {
    const index = month - 1 + i;
    return { month: (index % 12) + 1, year: year + Math.floor(index / 12) };
  });
  const calendars = [
    ...new Set((clickAndCollect?.addresses ?? []).map((a) => a.idCalendar).filter((id) => id !== null)),
  ];
  const allowedDates: Record<string, string[]> = {};
  for (const id of calendars) {
    const answers = await Promise.all(months.map((m) => api.calendar.allowedDates(id, m.month, m.year)));
    allowedDates[String(id)] = answers.flatMap((a) => a.dates);
  }
  return {
    settings,
    profile: { firstname: profile.firstname, lastname: profile.lastname, phone: profile.phone },
    countries: countryChoicesOf(countries, destinations),
    clickAndCollect,
    allowedDates,
    texts: {
      ...checkoutTextsOf(langOf(context.lang), ["checkout."]),
      ...checkoutSharedTextsOf(langOf(context.lang)),
    },
  };
}

export const headers: HeadersFunction = () => noStoreHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  personalPageMeta(matches, data?.texts["checkout.title"]);

type CheckoutLines = ReturnType<typeof checkoutLinesOf>;

/** The stored state is read once in the browser, then the form starts from it (spec §4). */
function useRestoredForm({
  profile,
  lockDelivery,
  deliveryCountries,
  restored,
  setters: { setShippingRaw, setBillingRaw, setBillingSame, setMode },
}: {
  profile: { firstname: string | null; lastname: string | null; phone: string | null };
  lockDelivery: boolean;
  deliveryCountries: { id: number; alphaTwo: string }[];
  restored: { current: boolean };
  setters: {
    setShippingRaw: (address: RawAddress) => void;
    setBillingRaw: (address: RawAddress) => void;
    setBillingSame: (same: boolean) => void;
    setMode: (mode: Mode) => void;
  };
}) {
  const store = useCheckoutStore();
  useLoadedCheckout();
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const s = store.getState();
    const names = { firstname: profile.firstname ?? "", lastname: profile.lastname ?? "" };
    setShippingRaw({ ...names, ...s.shippingAddress });
    setBillingRaw({ ...names, country: "FR", ...s.billingAddress });
    setBillingSame(s.billingAddress === null);
    if (!s.phone && profile.phone) s.setPhone(profile.phone);
    if (lockDelivery || s.deliveryType === "clickAndCollect") {
      setMode("collect");
      if (s.deliveryType !== "clickAndCollect") s.setDeliveryType("clickAndCollect");
    } else if (s.carrier?.deliveryType === "PICKUP" || s.accessPointAddress) setMode("relay");
    if (!s.country && deliveryCountries[0]) {
      s.setCountry({ id: deliveryCountries[0].id, alphaTwo: deliveryCountries[0].alphaTwo });
    }
  }, [
    store,
    profile,
    lockDelivery,
    deliveryCountries,
    restored,
    setShippingRaw,
    setBillingRaw,
    setBillingSame,
    setMode,
  ]);
}

/**
 * What follows the cart and the form while the buyer fills it: the cart becomes the buyer's, the
 * delivery type follows the mode, the carriers' prices and the code's figures are asked again.
 */
function useCheckoutSync({
  lines,
  linesKey,
  needsDelivery,
  mode,
  billing,
}: {
  lines: CheckoutLines;
  linesKey: string;
  needsDelivery: boolean;
  mode: Mode;
  billing: { restored: { current: boolean }; sameAsShipping: boolean; billingRaw: RawAddress };
}) {
  const { restored, sameAsShipping, billingRaw } = billing;
  const cartStore = useCartStore();
  const cart = useCart((s) => s.cart);
  const store = useCheckoutStore();
  const state = useCheckout((s) => s);
  // a cart filled before logging in becomes the buyer's (spec §4 login transition)
  useEffect(() => {
    if (cart && !cart.isOwned) void cartStore.getState().login();
  }, [cart, cartStore]);

  // nothing to ship (vouchers only): NO_DELIVERY; something again: the mode chosen (spec §4)
  useEffect(() => {
    if (state.status !== "ready" || lines.length === 0) return;
    const wanted = !needsDelivery ? "no_delivery" : mode === "collect" ? "clickAndCollect" : "delivery";
    if (state.deliveryType !== wanted) store.getState().setDeliveryType(wanted);
  }, [state.status, state.deliveryType, lines.length, needsDelivery, mode, store]);

  // the carriers' prices follow the town, the country, the cart and the code; one call at a time
  const request = shippingRequestOf(state, lines);
  const requestKey = request ? shippingKeyOf(request) : null;
  useEffect(() => {
    if (state.status !== "ready" || mode === "collect" || !needsDelivery || lines.length === 0) return;
    if (!requestKey || requestKey === state.shippingFor || state.calculating) return;
    void store.getState().calculateShipping(lines);
  }, [state.status, mode, needsDelivery, requestKey, state.shippingFor, state.calculating, lines, store]);

  // the code's figures are the server's for this cart: asked again when the cart changes
  const cartCode = cart?.discountCode ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again for a new cart content only
  useEffect(() => {
    if (state.status !== "ready" || lines.length === 0) return;
    const code = store.getState().discount?.code ?? cartCode;
    if (!code) return;
    store
      .getState()
      .applyDiscount(code, lines)
      .catch(() => store.getState().removeDiscount());
  }, [state.status, linesKey, cartCode, store]);
  useEffect(() => {
    if (!restored.current || state.status !== "ready" || lines.length === 0) return;
    store.getState().setBillingAddress(sameAsShipping ? null : storableAddressOf(billingRaw));
  }, [restored, sameAsShipping, billingRaw, state.status, lines.length, store]);
}

/** POST /order/validate before paying: the stock and availability problems, one line each. */
async function orderProblemsOf(
  api: ReturnType<typeof useCheckoutApi>,
  lines: CheckoutLines,
  cart: CartState["cart"],
  t: CheckoutText,
): Promise<string[]> {
  let validation: Awaited<ReturnType<typeof api.order.validate>>;
  try {
    validation = await api.order.validate(lines.map((l) => ({ id: l.declinationId, quantity: l.quantity })));
  } catch (error) {
    return [error instanceof ApiCallError ? error.message : t("checkout.unreachable")];
  }
  if (validation.valid) return [];
  const names = new Map((cart?.products ?? []).map((l) => [String(l.declinationId), l.name]));
  return Object.entries(validation.errors).flatMap(([id, messages]) =>
    messages.map((message) => t("checkout.lineProblem", { name: names.get(id) ?? id, message })),
  );
}

type CheckoutState = ReturnType<ReturnType<typeof useCheckoutStore>["getState"]>;

/** The state a mode asks for: click-and-collect, or a delivery with a country and a carrier of its kind. */
function storeForMode(
  s: CheckoutState,
  next: Mode,
  firstCountry: { id: number; alphaTwo: string } | undefined,
) {
  if (next === "collect") {
    s.setDeliveryType("clickAndCollect");
    return;
  }
  s.setDeliveryType("delivery");
  if (!s.country && firstCountry) s.setCountry({ id: firstCountry.id, alphaTwo: firstCountry.alphaTwo });
  // a carrier of the other kind goes with the other mode
  if (next === "home" && s.carrier?.deliveryType !== "DELIVERY") s.chooseAccessPoint(null, null);
  if (next === "relay" && s.carrier?.deliveryType !== "PICKUP") s.chooseCarrier(null);
}

/** What the form lacks or gets wrong now, by field (the browser's checks of spec §5). */
function formProblemsOf(
  s: CheckoutState,
  form: {
    shippingAddress: RawAddress;
    billingAddress: RawAddress | null;
    homeDelivery: boolean;
    onlyMobile: boolean;
  },
): CheckoutProblem[] {
  const found = checkoutProblemsOf(
    { ...s, shippingAddress: form.shippingAddress, billingAddress: form.billingAddress },
    { homeDelivery: form.homeDelivery },
  );
  const phoneKey = s.phone.trim() ? phoneErrorOf(s.phone, form.onlyMobile) : null;
  if (phoneKey) found.push({ field: "phone", key: phoneKey });
  return found;
}

/** The problems as the summary lists them (the address fields' messages are the schema's). */
function listedProblemsOf(found: CheckoutProblem[], t: CheckoutText) {
  return problemsOnScreen(
    found.map((p) => ({
      field: p.field,
      message: textOfKey(t, p.key),
      bare: p.field.startsWith("shippingAddress.") || p.field.startsWith("billingAddress."),
    })),
    t,
  );
}

/** The server's problems with the cart (stock, availability), under the form's own. */
function ProblemList({ problems }: { problems: string[] }) {
  if (!problems.length) return null;
  return (
    <ul className="list-disc pl-5">
      {problems.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}

function CheckoutPageScreen() {
  const { settings, profile, countries, clickAndCollect, allowedDates, texts } =
    useLoaderData<typeof loader>();
  const shell = useRouteLoaderData<Shell>("root");
  const lang = langOfShell(shell);
  const t = checkoutTextFor(shell, texts);
  const navigate = useNavigate();
  const api = useCheckoutApi();
  const cart = useCart((s) => s.cart);
  const cartStatus = useCart((s) => s.status);
  const store = useCheckoutStore();
  const state = useCheckout((s) => s);
  const lines = useMemo(() => checkoutLinesOf(cart), [cart]);
  const linesKey = JSON.stringify(lines);
  const needsDelivery = lines.some((l) => l.hasShippingFees);
  const deliveryCountries = useMemo(
    () => countries.all.filter((c) => countries.delivery.includes(c.alphaTwo)),
    [countries],
  );

  const [mode, setMode] = useState<Mode>("home");
  const [shippingRaw, setShippingRaw] = useState<RawAddress>({});
  const [billingRaw, setBillingRaw] = useState<RawAddress>({});
  const [billingSame, setBillingSame] = useState(true);
  const [submitted, setSubmitted] = useState(false);
  const [summary, setSummary] = useState<{ field: string; message: string }[]>([]);
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  const restored = useRef(false);

  const setters = { setShippingRaw, setBillingRaw, setBillingSame, setMode };
  useRestoredForm({ profile, lockDelivery: settings.lockDelivery, deliveryCountries, restored, setters });

  // the billing address is the delivery one only for a home delivery (null in the state)
  const sameAsShipping = mode === "home" && needsDelivery && billingSame;
  const billing = { restored, sameAsShipping, billingRaw };
  useCheckoutSync({ lines, linesKey, needsDelivery, mode, billing });

  const changeMode = (next: Mode) => {
    setMode(next);
    storeForMode(store.getState(), next, deliveryCountries[0]);
  };

  const problemsNow = () =>
    formProblemsOf(store.getState(), {
      shippingAddress: shippingRaw,
      billingAddress: sameAsShipping ? null : billingRaw,
      homeDelivery: mode === "home",
      onlyMobile: settings.onlyMobile,
    });
  // once submitted, each field's message follows what is typed
  const errors: CheckoutErrors = {};
  if (submitted) for (const p of problemsNow()) errors[p.field] ??= textOfKey(t, p.key);

  // the summary of the last submit, without what has been put right since
  const stillWrong = summary.filter((p) => errors[p.field]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerProblems([]);
    const listed = listedProblemsOf(problemsNow(), t);
    setSummary(listed);
    if (listed.length) {
      focusFirstProblem(listed.map((p) => p.field));
      return;
    }
    setChecking(true);
    const problems = await orderProblemsOf(api, lines, cart, t);
    if (!problems.length) return navigate("/checkout/payment");
    setChecking(false);
    setServerProblems(problems);
    focusFirstProblem([]);
  };

  const loading = state.status !== "ready" || cartStatus !== "ready";
  const kind = deliveryKindOf(state);
  return (
    <div className="mx-auto max-w-6xl px-4 pt-[var(--vs-detail-page-margin-top)] pb-16">
      <h1 className="font-title text-3xl font-semibold text-heading">{t("checkout.title")}</h1>
      <CheckoutSteps current={1} t={t} />
      {loading ? (
        <CheckoutLoading t={t} />
      ) : !cart || lines.length === 0 ? (
        <NoticeWithLink text={t("checkout.emptyCart")} to="/shop" label={t("cart.continue")} />
      ) : (
        <div className="mt-8 grid grid-cols-1 gap-10 desktop:grid-cols-[minmax(0,1fr)_22rem]">
          <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label={t("checkout.title")}>
            <ErrorSummary
              problems={stillWrong}
              title={t("checkout.problems", { count: stillWrong.length })}
              extra={serverProblems.length ? <ProblemList problems={serverProblems} /> : null}
            />
            {needsDelivery ? (
              <DeliveryModeChoice
                lockDelivery={settings.lockDelivery}
                collect={Boolean(clickAndCollect?.addresses.length)}
                mode={mode}
                onMode={changeMode}
                t={t}
              />
            ) : (
              <p className="rounded border border-current px-4 py-3">{t("checkout.noDelivery")}</p>
            )}

            {needsDelivery && mode !== "collect" ? (
              <ShippingDestination
                mode={mode}
                shippingMessage={settings.shippingMessage}
                shippingRaw={shippingRaw}
                onShippingRaw={setShippingRaw}
                deliveryCountries={deliveryCountries}
                exciseNotes={countries.exciseNotes}
                errors={errors}
                t={t}
              />
            ) : null}

            {needsDelivery && mode === "collect" ? (
              <PickupChoice
                config={clickAndCollect}
                allowedDates={allowedDates}
                errors={errors}
                t={t}
                lang={lang}
              />
            ) : null}

            <BillingFields
              offerSame={mode === "home" && needsDelivery}
              same={billingSame}
              onSame={setBillingSame}
              showAddress={!sameAsShipping}
              value={billingRaw}
              onChange={setBillingRaw}
              countries={countries.all}
              errors={errors}
              t={t}
            />

            <ContactFields onlyMobile={settings.onlyMobile} errors={errors} t={t} />

            <SubmitButton busy={checking} label={t("checkout.continue")} busyLabel={t("checkout.checking")} />
          </form>
          <OrderSummary cart={cart} kind={kind} carrier={state.carrier} t={t} withCode />
        </div>
      )}
    </div>
  );
}

export default function CheckoutPage() {
  return (
    <QueryProvider>
      <CheckoutPageScreen />
    </QueryProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/layout/route-error-boundary";
