// The sections of the checkout's delivery page (/checkout): how the order travels, where to, who
// pays, how to reach the buyer. The page (routes/checkout/checkout-page.tsx) holds their state.
import { useState } from "react";
import { postalCodeSchema } from "../../../../schemas/order";
import { storableAddressOf } from "../../../client/checkout-store";
import type { ExciseNoteKey } from "../../../runtime/shop/destinations";
import type { CheckoutSettings, countryChoicesOf } from "../../checkout.server";
import { Field } from "../account/form-field";
import {
  AddressFields,
  type CheckoutErrors,
  fieldIdOf,
  fieldsetClass,
  inputClass,
  legendClass,
  type RawAddress,
  SelectField,
  TextField,
} from "./checkout-fields";
import type { CheckoutText } from "./checkout-text";
import { CityCombobox } from "./city-combobox";
import { AccessPointList, CarrierList } from "./delivery-choice";
import { useCheckout, useCheckoutApi, useCheckoutStore } from "./use-checkout";

export type Mode = "home" | "relay" | "collect";
type Country = ReturnType<typeof countryChoicesOf>["all"][number];

export /** Postal code and town typed by hand, for a country without a town list. */
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

/** Home delivery, relay point or click-and-collect (LOCK_DELIVERY: click-and-collect only). */
export function DeliveryModeChoice({
  lockDelivery,
  collect,
  mode,
  onMode,
  t,
}: {
  lockDelivery: boolean;
  collect: boolean;
  mode: Mode;
  onMode: (mode: Mode) => void;
  t: CheckoutText;
}) {
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{t("checkout.mode")}</legend>
      {lockDelivery ? <p className="mb-3">{t("checkout.deliveryLocked")}</p> : null}
      <div className="flex flex-col gap-3">
        {(
          [
            ...(lockDelivery ? [] : (["home", "relay"] as const)),
            ...(collect ? (["collect"] as const) : []),
          ] as Mode[]
        ).map((m) => (
          <label key={m} className="flex cursor-pointer items-start gap-3">
            <input
              type="radio"
              name="mode"
              value={m}
              checked={mode === m}
              onChange={() => onMode(m)}
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
  );
}

/** Where a shipped order goes: the address (home) or the place to search (relay), and the carrier. */
export function ShippingDestination({
  mode,
  shippingMessage,
  shippingRaw,
  onShippingRaw,
  deliveryCountries,
  exciseNotes,
  errors,
  t,
}: {
  exciseNotes: Readonly<Record<string, ExciseNoteKey>>;
  mode: Mode;
  shippingMessage: CheckoutSettings["shippingMessage"];
  shippingRaw: RawAddress;
  onShippingRaw: (address: RawAddress) => void;
  deliveryCountries: Country[];
  errors: CheckoutErrors;
  t: CheckoutText;
}) {
  const api = useCheckoutApi();
  const store = useCheckoutStore();
  const state = useCheckout((s) => s);
  return (
    <>
      {shippingMessage ? (
        <p className="rounded bg-[rgb(var(--vs-font-color-rgb)/0.06)] px-4 py-3 text-sm">{shippingMessage}</p>
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
                onShippingRaw(v);
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
          {/* issue 15 §6: a price shown abroad says whether the destination's duties are in it */}
          {state.country && state.country.alphaTwo !== "FR" && exciseNotes[state.country.alphaTwo] ? (
            <p className="text-sm" data-testid="excise-note">
              {t(exciseNotes[state.country.alphaTwo] as ExciseNoteKey)}
            </p>
          ) : null}
        </div>
      </fieldset>
      {mode === "home" ? (
        <CarrierList errors={errors} t={t} />
      ) : (
        <AccessPointList api={api} errors={errors} t={t} />
      )}
    </>
  );
}

/** The billing address: the delivery one (home delivery, when ticked) or its own. */
export function BillingFields({
  offerSame,
  same,
  onSame,
  showAddress,
  value,
  onChange,
  countries,
  errors,
  t,
}: {
  offerSame: boolean;
  same: boolean;
  onSame: (same: boolean) => void;
  showAddress: boolean;
  value: RawAddress;
  onChange: (address: RawAddress) => void;
  countries: Country[];
  errors: CheckoutErrors;
  t: CheckoutText;
}) {
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{t("checkout.billing")}</legend>
      {offerSame ? (
        <label className="mb-4 flex items-start gap-2">
          <input
            type="checkbox"
            checked={same}
            onChange={(e) => onSame(e.target.checked)}
            className="mt-1 size-5 shrink-0 accent-[var(--vs-primary-color)]"
          />
          {t("checkout.billingSame")}
        </label>
      ) : null}
      {showAddress ? (
        <AddressFields
          prefix="billingAddress"
          section="billing"
          value={value}
          onChange={onChange}
          errors={errors}
          t={t}
          countries={countries}
        />
      ) : null}
    </fieldset>
  );
}

/** The phone (mobile only when the site asks) and a message for the seller. */
export function ContactFields({
  onlyMobile,
  errors,
  t,
}: {
  onlyMobile: boolean;
  errors: CheckoutErrors;
  t: CheckoutText;
}) {
  const store = useCheckoutStore();
  const state = useCheckout((s) => s);
  return (
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
          hint={[t("checkout.phoneHint"), onlyMobile ? t("checkout.phoneMobile") : ""]
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
  );
}
