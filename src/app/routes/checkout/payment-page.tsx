import { type FormEvent, useMemo, useRef, useState } from "react";
import {
  type HeadersFunction,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useNavigate,
  useRouteLoaderData,
} from "react-router";
import type { ClickAndCollect, PaymentMethod } from "../../../../schemas/order";
import { legalPages } from "../../../../schemas/site";
import { ApiCallError } from "../../../client/api-client";
import {
  type CheckoutStore,
  checkoutProblemsOf,
  deliveryKindOf,
  orderBodyOf,
} from "../../../client/checkout-store";
import { newIdempotencyKey } from "../../../client/order-calls";
import { birthdateErrorOf, todayInFrance } from "../../../runtime/account/age";
import { checkoutSharedTextsOf, checkoutTextsOf } from "../../../runtime/messages/checkout-texts";
import { type Lang, langOf } from "../../../runtime/messages/translate";
import { noStoreHeaders } from "../../account.server";
import { checkoutContextOf, orderApiFor } from "../../checkout.server";
import {
  type CheckoutErrors,
  ErrorSummary,
  fieldIdOf,
  fieldsetClass,
  focusFirstProblem,
  legendClass,
  problemsOnScreen,
  SubmitButton,
  TextField,
} from "../../components/checkout/checkout-fields";
import { CheckoutLoading } from "../../components/checkout/checkout-loading";
import { CheckoutSteps } from "../../components/checkout/checkout-steps";
import { type CheckoutText, checkoutTextFor } from "../../components/checkout/checkout-text";
import { carrierPriceOf } from "../../components/checkout/delivery-choice";
import { OrderSummary } from "../../components/checkout/order-summary";
import { slotLabelOf } from "../../components/checkout/pickup-dates";
import {
  checkoutLinesOf,
  useCheckout,
  useCheckoutApi,
  useCheckoutStore,
  useLoadedCheckout,
} from "../../components/checkout/use-checkout";
import { formatDay } from "../../components/content/format";
import { langOfShell } from "../../components/content/use-t";
import { NoticeWithLink } from "../../components/shop/notice-link";
import { useCart, useCartStore } from "../../components/shop/use-cart";
import { personalPageMeta } from "../../seo/meta";
import type { Shell } from "../../shell.server";

/** DESIGN.md §6 /checkout/payment: the banners French law asks for, the payment method, the terms. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { settings, profile } = await checkoutContextOf(context, request);
  const api = orderApiFor(context);
  const [methods, clickAndCollect] = await Promise.all([
    // the server says which methods each delivery kind may use (PAYMENT_METHOD, card provider)
    api.payment.methods(),
    api.delivery.clickAndCollect().catch((error: unknown) => {
      if (error instanceof ApiCallError) return null;
      throw error;
    }),
  ]);
  return {
    settings,
    methods,
    clickAndCollect,
    // proof of majority where the site blocks minors and the account has none (decision 070)
    needsBirthdate: settings.blockMinors && !profile.birthdate,
    texts: {
      ...checkoutTextsOf(langOf(context.lang), ["checkout."]),
      ...checkoutSharedTextsOf(langOf(context.lang)),
    },
  };
}

export const headers: HeadersFunction = () => noStoreHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  personalPageMeta(matches, data?.texts["checkout.paymentTitle"]);

const saleTermsPath = `/${legalPages.find((p) => p.key === "SALE_TERMS")?.path ?? "sale-terms"}`;

/** What the buyer chose on the delivery step, in words. */
function DeliveryRecap({
  state,
  clickAndCollect,
  t,
  lang,
}: {
  state: CheckoutStore;
  clickAndCollect: ClickAndCollect | null;
  t: CheckoutText;
  lang: Lang;
}) {
  const kind = deliveryKindOf(state);
  let text: string | null = null;
  if (kind === "DELIVERY" && state.carrier) {
    text = `${t("checkout.deliveryHome", { carrier: state.carrier.name })} (${carrierPriceOf(state.carrier, t)})`;
  } else if (kind === "PICKUP" && state.accessPointAddress && state.carrier) {
    const p = state.accessPointAddress;
    text = t("checkout.deliveryRelay", {
      name: p.name,
      address: p.addLine1,
      postalCode: p.zipCode,
      city: p.city,
      carrier: state.carrier.name,
    });
  } else if (kind === "CLICK_AND_COLLECT") {
    const { idAddress, date, idSchedule } = state.clickAndCollect;
    const place = clickAndCollect?.addresses.find((a) => a.id === idAddress);
    const slot = place?.schedules.find((s) => s.id === idSchedule);
    if (place && slot && date) {
      text = t("checkout.deliveryCollect", {
        date: formatDay(date, lang),
        slot: slotLabelOf(slot, t),
        place: `${place.name}, ${place.address}, ${place.postalCode} ${place.city}`,
      });
    }
  } else if (kind === "NO_DELIVERY") {
    text = t("checkout.noDelivery");
  }
  return (
    <section aria-labelledby="co-recap-title" className={fieldsetClass}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="co-recap-title" className="font-title text-xl font-semibold text-heading">
          {t("checkout.yourDelivery")}
        </h2>
        <Link to="/checkout" className="underline underline-offset-4">
          {t("checkout.change")}
          <span className="sr-only"> : {t("checkout.yourDelivery")}</span>
        </Link>
      </div>
      <p className="mt-2">{text}</p>
    </section>
  );
}

/** What the payment form lacks: proof of majority where the site asks for it, and the terms accepted. */
function paymentProblemsOf(
  form: { needsBirthdate: boolean; birthdate: string; acceptTerms: boolean },
  t: CheckoutText,
) {
  const found: { field: string; message: string; bare?: boolean }[] = [];
  if (form.needsBirthdate) {
    const age = form.birthdate ? birthdateErrorOf(form.birthdate, todayInFrance(), true) : null;
    const problem = !form.birthdate
      ? t("checkout.birthdateRequired")
      : age === "account.minorsBlocked"
        ? t("checkout.minorRefused")
        : age
          ? t("account.birthdateInvalid")
          : null;
    if (problem) found.push({ field: "birthdate", message: problem, bare: true });
  }
  if (!form.acceptTerms) found.push({ field: "acceptTerms", message: t("checkout.termsRequired") });
  return found;
}

/**
 * A refused order as the page shows it: the messages of its own fields (terms, birthdate) beside
 * them, the others with the server's message above the form.
 */
function refusalOf(error: unknown, t: CheckoutText) {
  const fields = error instanceof ApiCallError ? (error.data?.errors ?? {}) : {};
  const onScreen = Object.entries(fields)
    .filter(([field]) => field === "acceptTerms" || field === "birthdate")
    .map(([field, messages]) => ({ field, message: messages[0] ?? "" }));
  const others = Object.entries(fields)
    .filter(([field]) => field !== "acceptTerms" && field !== "birthdate")
    .flatMap(([, messages]) => messages);
  const problem =
    error instanceof ApiCallError
      ? [error.message, ...others.filter((m) => m !== error.message)].join(" ")
      : t("checkout.unreachable");
  return { onScreen, problem };
}

/** The payment methods the site offers for this delivery, each with its hint. */
function MethodChoice({
  methods,
  chosen,
  onChoose,
  companyName,
  t,
}: {
  methods: PaymentMethod[];
  chosen: PaymentMethod | null;
  onChoose: (method: PaymentMethod) => void;
  companyName: string | null | undefined;
  t: CheckoutText;
}) {
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{t("checkout.paymentMethod")}</legend>
      <div className="flex flex-col gap-3">
        {methods.map((m) => (
          <label key={m} className="flex cursor-pointer items-start gap-3">
            <input
              type="radio"
              name="paymentMethod"
              value={m}
              checked={chosen === m}
              onChange={() => onChoose(m)}
              className="mt-1 size-5 shrink-0 accent-[var(--vs-primary-color)]"
            />
            <span>
              <strong className="block">{t(`checkout.method.${m}`)}</strong>
              <span className="block text-sm">
                {t(`checkout.methodHint.${m}`, { company: companyName ?? "" })}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The sale terms accepted (a link opens them in a new tab), with the field's message. */
function TermsCheckbox({
  checked,
  onChange,
  error,
  t,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
  t: CheckoutText;
}) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          id={fieldIdOf("acceptTerms")}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldIdOf("acceptTerms")}-error` : undefined}
          className="mt-1 size-5 shrink-0 accent-[var(--vs-primary-color)]"
        />
        <label htmlFor={fieldIdOf("acceptTerms")}>
          {t("checkout.terms")}{" "}
          <a href={saleTermsPath} target="_blank" rel="noopener" className="underline underline-offset-2">
            {t("checkout.termsLink")}
            <span className="sr-only"> ({t("checkout.newTab")})</span>
          </a>
        </label>
      </div>
      {error ? (
        <p id={`${fieldIdOf("acceptTerms")}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** BREATHALYSER_NOTICE: the breathalyser reminder, shown before paying. */
function BreathalyserNotice({ t }: { t: CheckoutText }) {
  return (
    <p className="flex items-start gap-3 rounded border-2 border-current px-4 py-3">
      <i className="fa-solid fa-car mt-1" aria-hidden="true" />
      {t("checkout.breathalyser")}
    </p>
  );
}

export default function PaymentPage() {
  const data = useLoaderData<typeof loader>();
  const { settings, clickAndCollect, needsBirthdate, texts } = data;
  const methodsByKind = data.methods;
  const shell = useRouteLoaderData<Shell>("root");
  const lang = langOfShell(shell);
  const t = checkoutTextFor(shell, texts);
  const navigate = useNavigate();
  const api = useCheckoutApi();
  const cartStore = useCartStore();
  const cart = useCart((s) => s.cart);
  const cartId = useCart((s) => s.cartId);
  const cartStatus = useCart((s) => s.status);
  const store = useCheckoutStore();
  const state = useCheckout((s) => s);
  const lines = useMemo(() => checkoutLinesOf(cart), [cart]);
  const kind = deliveryKindOf(state);
  const methods = methodsByKind[kind] ?? [];

  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [birthdate, setBirthdate] = useState("");
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [summary, setSummary] = useState<{ field: string; message: string }[]>([]);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [placed, setPlaced] = useState(false);
  // one key per attempt: a double click, or the same attempt sent again, makes one order
  const attempt = useRef<string | null>(null);
  const sending = useRef(false);

  useLoadedCheckout();

  const chosen = method && methods.includes(method) ? method : (methods[0] ?? null);
  // reached without the delivery step done (a bookmark, another tab): back there first
  const deliveryMissing =
    state.status === "ready" && checkoutProblemsOf(state, { homeDelivery: kind === "DELIVERY" }).length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || !chosen) return;
    const found = paymentProblemsOf({ needsBirthdate, birthdate, acceptTerms }, t);
    setErrors(Object.fromEntries(found.map((p) => [p.field, p.message])));
    setSummary(problemsOnScreen(found, t));
    setServerProblem(null);
    if (found.length) {
      focusFirstProblem(found.map((p) => p.field));
      return;
    }
    sending.current = true;
    setPending(true);
    attempt.current ??= newIdempotencyKey();
    try {
      const body = orderBodyOf(store.getState(), {
        cartId,
        lines,
        paymentMethod: chosen,
        acceptTerms: true,
        ...(needsBirthdate ? { birthdate } : {}),
      });
      const created = await api.order.create(body, attempt.current);
      setPlaced(true);
      // the server emptied the cart (cartId sent): the browser forgets it and the order's choices
      cartStore.getState().ordered();
      store.getState().orderPlaced();
      if (created.paymentUrl) window.location.assign(created.paymentUrl);
      else navigate(`/checkout/confirmation/${created.id}`);
    } catch (error) {
      // refused (4xx): no order was made, the next attempt is a new one; otherwise the same
      // attempt may be sent again safely with its key
      if (error instanceof ApiCallError && error.status >= 400 && error.status < 500) attempt.current = null;
      const { onScreen, problem } = refusalOf(error, t);
      setErrors(Object.fromEntries(onScreen.map((p) => [p.field, p.message])));
      setSummary(onScreen);
      setServerProblem(problem);
      focusFirstProblem(onScreen.map((p) => p.field));
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  const loading = state.status !== "ready" || cartStatus !== "ready";
  return (
    <>
      {/* French law: the health warning and the ban on sales to minors, full width, before paying */}
      <div className="w-full bg-[var(--vs-font-color)] text-[var(--vs-background-color)]">
        <p className="px-4 pt-3 text-center font-semibold">{t("ui.alcoholPrevention")}</p>
        <p className="px-4 pt-1 pb-3 text-center font-semibold">{t("checkout.minors")}</p>
      </div>
      <div className="mx-auto max-w-6xl px-4 pt-[var(--vs-detail-page-margin-top)] pb-16">
        <h1 className="font-title text-3xl font-semibold text-heading">{t("checkout.paymentTitle")}</h1>
        <CheckoutSteps current={2} t={t} />
        {placed ? (
          <p className="mt-8" role="status">
            {t("checkout.ordering")}
          </p>
        ) : loading ? (
          <CheckoutLoading t={t} />
        ) : !cart || lines.length === 0 ? (
          <NoticeWithLink text={t("checkout.emptyCart")} to="/shop" label={t("cart.continue")} />
        ) : deliveryMissing ? (
          <NoticeWithLink
            text={t("checkout.needDelivery")}
            to="/checkout"
            label={t("checkout.backToDelivery")}
          />
        ) : (
          <div className="mt-8 grid grid-cols-1 gap-10 desktop:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="flex flex-col gap-6">
              {settings.breathalyserNotice ? <BreathalyserNotice t={t} /> : null}
              <DeliveryRecap state={state} clickAndCollect={clickAndCollect} t={t} lang={lang} />
              <form
                noValidate
                onSubmit={submit}
                className="flex flex-col gap-6"
                aria-label={t("checkout.paymentTitle")}
              >
                <ErrorSummary
                  problems={summary}
                  title={t("checkout.problems", { count: summary.length })}
                  extra={serverProblem ? <p>{serverProblem}</p> : null}
                />
                <MethodChoice
                  methods={methods}
                  chosen={chosen}
                  onChoose={setMethod}
                  companyName={settings.companyName}
                  t={t}
                />
                {needsBirthdate ? (
                  <TextField
                    field="birthdate"
                    label={t("checkout.birthdate")}
                    type="date"
                    autoComplete="bday"
                    required
                    value={birthdate}
                    onChange={setBirthdate}
                    errors={errors}
                    hint={t("checkout.birthdateHint")}
                  />
                ) : null}
                <TermsCheckbox
                  checked={acceptTerms}
                  onChange={setAcceptTerms}
                  error={errors.acceptTerms}
                  t={t}
                />
                <SubmitButton
                  busy={pending}
                  label={t("checkout.order")}
                  busyLabel={t("checkout.ordering")}
                  wide
                />
              </form>
            </div>
            <OrderSummary cart={cart} kind={kind} carrier={state.carrier} t={t} />
          </div>
        )}
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/layout/route-error-boundary";
