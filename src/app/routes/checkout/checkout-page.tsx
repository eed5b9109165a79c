import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import {
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useNavigate,
  useRouteLoaderData,
} from "react-router";
import { postalCodeSchema } from "../../../../schemas/order";
import { ApiCallError } from "../../../client/api-client";
import {
  type CheckoutProblem,
  checkoutProblemsOf,
  deliveryKindOf,
  shippingKeyOf,
  shippingRequestOf,
  storableAddressOf,
} from "../../../client/checkout-store";
import { phoneErrorOf } from "../../../runtime/account/phone";
import { todayIn } from "../../../runtime/content/allowed-dates";
import { checkoutSharedTextsOf, checkoutTextsOf } from "../../../runtime/messages/checkout-texts";
import { langOf } from "../../../runtime/messages/translate";
import { noStoreHeaders } from "../../account.server";
import { apiFor } from "../../api.server";
import { checkoutContextOf, countryChoicesOf, orderApiFor } from "../../checkout.server";
import { Field } from "../../components/account/form-field";
import {
  AddressFields,
  type CheckoutErrors,
  ErrorSummary,
  fieldIdOf,
  fieldsetClass,
  focusFirstProblem,
  inputClass,
  legendClass,
  problemsOnScreen,
  type RawAddress,
  SelectField,
  TextField,
} from "../../components/checkout/checkout-fields";
import { CheckoutLoading } from "../../components/checkout/checkout-loading";
import { CheckoutSteps } from "../../components/checkout/checkout-steps";
import { type CheckoutText, checkoutTextFor, textOfKey } from "../../components/checkout/checkout-text";
import { CityCombobox } from "../../components/checkout/city-combobox";
import { AccessPointList, CarrierList } from "../../components/checkout/delivery-choice";
import { OrderSummary } from "../../components/checkout/order-summary";
import { PickupChoice } from "../../components/checkout/pickup-choice";
import {
  checkoutLinesOf,
  useCheckout,
  useCheckoutApi,
  useCheckoutStore,
} from "../../components/checkout/use-checkout";
import { langOfShell } from "../../components/content/use-t";
import { NoticeWithLink } from "../../components/shop/notice-link";
import { useCart, useCartStore } from "../../components/shop/use-cart";
import type { Shell } from "../../shell.server";

/** Months of a calendar's allowed pick-up dates asked for: this one and the next three (90 days). */
const PICKUP_MONTHS = 4;

/** spec §2 and DESIGN.md §6 /checkout: the delivery choice, the addresses and the summary. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { settings, profile } = await checkoutContextOf(context, request);
  const api = apiFor(context);
  const orders = orderApiFor(context);
  const [countries, clickAndCollect] = await Promise.all([
    orders.geo.countries(),
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
    countries: countryChoicesOf(countries, settings.area),
    clickAndCollect,
    allowedDates,
    texts: {
      ...checkoutTextsOf(langOf(context.lang), ["checkout."]),
      ...checkoutSharedTextsOf(langOf(context.lang)),
    },
  };
}

export const headers: HeadersFunction = () => noStoreHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const shell = matches.find((m) => m.id === "root")?.data as Shell | undefined;
  const title = data?.texts["checkout.title"];
  return [
    { title: [title, shell?.site.name].filter(Boolean).join(" — ") },
    { name: "robots", content: "noindex" },
  ];
};

type Mode = "home" | "relay" | "collect";

/** Postal code and town typed by hand, for a country without a town list. */
function ForeignPlace({ t, errors }: { t: CheckoutText; errors: CheckoutErrors }) {
  const store = useCheckoutStore();
  const city = useCheckout((s) => s.city);
  const [postalCode, setPostalCode] = useState(city?.postalCode ?? "");
  const [name, setName] = useState(city?.name ?? "");
  const commit = () => {
    const code = postalCodeSchema.safeParse(postalCode);
    store
      .getState()
      .setCity(code.success && name.trim() ? { postalCode: code.data, name: name.trim() } : null);
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        id={fieldIdOf("delivery.city")}
        name="postalCode"
        label={t("checkout.postalCode")}
        autoComplete="postal-code"
        value={postalCode}
        maxLength={12}
        onChange={(e) => setPostalCode(e.target.value)}
        onBlur={commit}
        errors={errors["delivery.city"] ? { postalCode: [errors["delivery.city"]] } : undefined}
      />
      <Field
        name="city"
        label={t("checkout.city")}
        autoComplete="address-level2"
        value={name}
        maxLength={100}
        onChange={(e) => setName(e.target.value)}
        onBlur={commit}
      />
    </div>
  );
}

export default function CheckoutPage() {
  const { settings, profile, countries, clickAndCollect, allowedDates, texts } =
    useLoaderData<typeof loader>();
  const shell = useRouteLoaderData<Shell>("root");
  const lang = langOfShell(shell);
  const t = checkoutTextFor(shell, texts);
  const navigate = useNavigate();
  const api = useCheckoutApi();
  const cartStore = useCartStore();
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

  // the stored state is read once in the browser, then the form starts from it (spec §4)
  useEffect(() => {
    void cartStore.getState().load();
    store.getState().load();
    if (restored.current) return;
    restored.current = true;
    const s = store.getState();
    const names = { firstname: profile.firstname ?? "", lastname: profile.lastname ?? "" };
    setShippingRaw({ ...names, ...s.shippingAddress });
    setBillingRaw({ ...names, country: "FR", ...s.billingAddress });
    setBillingSame(s.billingAddress === null);
    if (!s.phone && profile.phone) s.setPhone(profile.phone);
    if (settings.lockDelivery || s.deliveryType === "clickAndCollect") {
      setMode("collect");
      if (s.deliveryType !== "clickAndCollect") s.setDeliveryType("clickAndCollect");
    } else if (s.carrier?.deliveryType === "PICKUP" || s.accessPointAddress) setMode("relay");
    if (!s.country && deliveryCountries[0]) {
      s.setCountry({ id: deliveryCountries[0].id, alphaTwo: deliveryCountries[0].alphaTwo });
    }
  }, [cartStore, store, profile, settings.lockDelivery, deliveryCountries]);

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

  // the billing address is the delivery one only for a home delivery (null in the state)
  const sameAsShipping = mode === "home" && needsDelivery && billingSame;
  useEffect(() => {
    if (!restored.current || state.status !== "ready" || lines.length === 0) return;
    store.getState().setBillingAddress(sameAsShipping ? null : storableAddressOf(billingRaw));
  }, [sameAsShipping, billingRaw, state.status, lines.length, store]);

  const changeMode = (next: Mode) => {
    setMode(next);
    const s = store.getState();
    if (next === "collect") {
      s.setDeliveryType("clickAndCollect");
      return;
    }
    s.setDeliveryType("delivery");
    if (!s.country && deliveryCountries[0]) {
      s.setCountry({ id: deliveryCountries[0].id, alphaTwo: deliveryCountries[0].alphaTwo });
    }
    // a carrier of the other kind goes with the other mode
    if (next === "home" && s.carrier?.deliveryType !== "DELIVERY") s.chooseAccessPoint(null, null);
    if (next === "relay" && s.carrier?.deliveryType !== "PICKUP") s.chooseCarrier(null);
  };

  const problemsNow = (): CheckoutProblem[] => {
    const s = store.getState();
    const found = checkoutProblemsOf(
      { ...s, shippingAddress: shippingRaw, billingAddress: sameAsShipping ? null : billingRaw },
      { homeDelivery: mode === "home" },
    );
    const phoneKey = s.phone.trim() ? phoneErrorOf(s.phone, settings.onlyMobile) : null;
    if (phoneKey) found.push({ field: "phone", key: phoneKey });
    return found;
  };
  // once submitted, each field's message follows what is typed
  const errors: CheckoutErrors = {};
  if (submitted) for (const p of problemsNow()) errors[p.field] ??= textOfKey(t, p.key);

  // the summary of the last submit, without what has been put right since
  const stillWrong = summary.filter((p) => errors[p.field]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerProblems([]);
    const found = problemsNow();
    const listed = problemsOnScreen(
      found.map((p) => ({
        field: p.field,
        message: textOfKey(t, p.key),
        // the address fields' messages are the schema's ("Ce champ est obligatoire")
        bare: p.field.startsWith("shippingAddress.") || p.field.startsWith("billingAddress."),
      })),
      t,
    );
    setSummary(listed);
    if (listed.length) {
      focusFirstProblem(listed.map((p) => p.field));
      return;
    }
    setChecking(true);
    try {
      // POST /order/validate: stock and availability, before paying
      const validation = await api.order.validate(
        lines.map((l) => ({ id: l.declinationId, quantity: l.quantity })),
      );
      if (!validation.valid) {
        const names = new Map((cart?.products ?? []).map((l) => [String(l.declinationId), l.name]));
        setServerProblems(
          Object.entries(validation.errors).flatMap(([id, messages]) =>
            messages.map((message) => t("checkout.lineProblem", { name: names.get(id) ?? id, message })),
          ),
        );
        focusFirstProblem([]);
        return;
      }
      navigate("/checkout/payment");
    } catch (error) {
      setServerProblems([error instanceof ApiCallError ? error.message : t("checkout.unreachable")]);
      focusFirstProblem([]);
    } finally {
      setChecking(false);
    }
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
              extra={
                serverProblems.length ? (
                  <ul className="list-disc pl-5">
                    {serverProblems.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                ) : null
              }
            />
            {needsDelivery ? (
              <fieldset className={fieldsetClass}>
                <legend className={legendClass}>{t("checkout.mode")}</legend>
                {settings.lockDelivery ? <p className="mb-3">{t("checkout.deliveryLocked")}</p> : null}
                <div className="flex flex-col gap-3">
                  {(
                    [
                      ...(settings.lockDelivery ? [] : (["home", "relay"] as const)),
                      ...(clickAndCollect?.addresses.length ? (["collect"] as const) : []),
                    ] as Mode[]
                  ).map((m) => (
                    <label key={m} className="flex cursor-pointer items-start gap-3">
                      <input
                        type="radio"
                        name="mode"
                        value={m}
                        checked={mode === m}
                        onChange={() => changeMode(m)}
                        className="mt-1 size-5 shrink-0 accent-[var(--vs-primary-color)]"
                      />
                      <span>
                        {t(
                          m === "home"
                            ? "checkout.mode.home"
                            : m === "relay"
                              ? "checkout.mode.relay"
                              : "checkout.mode.collect",
                        )}
                        {m === "collect" ? (
                          <span className="block text-sm opacity-90">{t("checkout.mode.collectHint")}</span>
                        ) : null}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : (
              <p className="rounded border border-current px-4 py-3">{t("checkout.noDelivery")}</p>
            )}

            {needsDelivery && mode !== "collect" ? (
              <>
                {settings.shippingMessage ? (
                  <p className="rounded bg-[rgb(var(--vs-font-color-rgb)/0.06)] px-4 py-3 text-sm">
                    {settings.shippingMessage}
                  </p>
                ) : null}
                <fieldset className={fieldsetClass}>
                  <legend className={legendClass}>
                    {mode === "home" ? t("checkout.whereHome") : t("checkout.whereRelay")}
                  </legend>
                  <div className="flex flex-col gap-4">
                    {mode === "home" ? (
                      <AddressFields
                        prefix="shippingAddress"
                        section="shipping"
                        value={shippingRaw}
                        onChange={(v) => {
                          setShippingRaw(v);
                          store.getState().setShippingAddress(storableAddressOf(v));
                        }}
                        errors={errors}
                        t={t}
                      />
                    ) : null}
                    <div className="grid gap-4 sm:grid-cols-2">
                      <SelectField
                        field="delivery.country"
                        label={t("checkout.country")}
                        autoComplete="shipping country"
                        value={state.country?.alphaTwo ?? ""}
                        errors={errors}
                        onChange={(alphaTwo) => {
                          const c = deliveryCountries.find((d) => d.alphaTwo === alphaTwo);
                          store.getState().setCountry(c ? { id: c.id, alphaTwo: c.alphaTwo } : null);
                        }}
                      >
                        {deliveryCountries.map((c) => (
                          <option key={c.alphaTwo} value={c.alphaTwo}>
                            {c.name}
                          </option>
                        ))}
                      </SelectField>
                      {state.country?.alphaTwo === "FR" ? (
                        <CityCombobox
                          id={fieldIdOf("delivery.city")}
                          idCountry={state.country.id}
                          value={state.city}
                          onChoose={(city) => store.getState().setCity(city)}
                          api={api}
                          t={t}
                          error={errors["delivery.city"]}
                        />
                      ) : null}
                    </div>
                    {state.country && state.country.alphaTwo !== "FR" ? (
                      <ForeignPlace key={state.country.alphaTwo} t={t} errors={errors} />
                    ) : null}
                  </div>
                </fieldset>
                {mode === "home" ? (
                  <CarrierList errors={errors} t={t} />
                ) : (
                  <AccessPointList api={api} errors={errors} t={t} />
                )}
              </>
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

            <fieldset className={fieldsetClass}>
              <legend className={legendClass}>{t("checkout.billing")}</legend>
              {mode === "home" && needsDelivery ? (
                <label className="mb-4 flex items-start gap-2">
                  <input
                    type="checkbox"
                    checked={billingSame}
                    onChange={(e) => setBillingSame(e.target.checked)}
                    className="mt-1 size-5 shrink-0 accent-[var(--vs-primary-color)]"
                  />
                  {t("checkout.billingSame")}
                </label>
              ) : null}
              {sameAsShipping ? null : (
                <AddressFields
                  prefix="billingAddress"
                  section="billing"
                  value={billingRaw}
                  onChange={setBillingRaw}
                  errors={errors}
                  t={t}
                  countries={countries.all}
                />
              )}
            </fieldset>

            <fieldset className={fieldsetClass}>
              <legend className={legendClass}>{t("checkout.contact")}</legend>
              <div className="flex flex-col gap-4">
                <TextField
                  field="phone"
                  label={t("checkout.phone")}
                  type="tel"
                  autoComplete="tel"
                  value={state.phone}
                  onChange={(v) => store.getState().setPhone(v)}
                  errors={errors}
                  maxLength={30}
                  hint={[t("checkout.phoneHint"), settings.onlyMobile ? t("checkout.phoneMobile") : ""]
                    .filter(Boolean)
                    .join(" ")}
                />
                <div className="flex flex-col gap-1">
                  <label htmlFor={fieldIdOf("message")} className="font-semibold">
                    {t("checkout.message")}
                  </label>
                  <textarea
                    id={fieldIdOf("message")}
                    value={state.message}
                    maxLength={2000}
                    rows={3}
                    onChange={(e) => store.getState().setMessage(e.target.value)}
                    className={inputClass}
                  />
                </div>
              </div>
            </fieldset>

            <div>
              <button
                type="submit"
                disabled={checking}
                aria-busy={checking || undefined}
                className="inline-flex min-h-11 items-center justify-center rounded bg-primary px-6 py-3 text-lg font-semibold text-on-primary hover:opacity-90 disabled:opacity-60"
              >
                {checking ? t("checkout.checking") : t("checkout.continue")}
              </button>
            </div>
          </form>
          <OrderSummary cart={cart} kind={kind} carrier={state.carrier} t={t} withCode />
        </div>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/layout/route-error-boundary";
