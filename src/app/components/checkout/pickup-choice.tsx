import { useMemo } from "react";
import type { ClickAndCollect } from "../../../../schemas/order";
import type { Lang } from "../../../runtime/messages/translate";
import { formatDay, formatMonth } from "../content/format";
import { type CheckoutErrors, fieldIdOf, fieldsetClass, inputClass, legendClass } from "./checkout-fields";
import type { CheckoutText } from "./checkout-text";
import { pickupDatesOf, slotLabelOf } from "./pickup-dates";
import { useCheckout, useCheckoutStore } from "./use-checkout";

/** Click-and-collect: the pick-up place, then a date, then a slot (spec §3 clickAndCollect). */
export function PickupChoice({
  config,
  allowedDates,
  errors,
  t,
  lang,
}: {
  config: ClickAndCollect | null;
  allowedDates: Record<string, string[]>;
  errors: CheckoutErrors;
  t: CheckoutText;
  lang: Lang;
}) {
  const store = useCheckoutStore();
  const choice = useCheckout((s) => s.clickAndCollect);
  const addresses = config?.addresses ?? [];
  const address = addresses.find((a) => a.id === choice.idAddress) ?? null;
  // computed in the browser only (the checkout renders after the stored state is read)
  const dates = useMemo(
    () =>
      address && config
        ? pickupDatesOf(
            address,
            address.idCalendar === null ? undefined : allowedDates[String(address.idCalendar)],
            config.preparationHours,
            new Date(),
          )
        : [],
    [address, config, allowedDates],
  );
  const day = dates.find((d) => d.date === choice.date) ?? null;
  const byMonth = new Map<string, string[]>();
  for (const d of dates) {
    const month = d.date.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), d.date]);
  }

  if (!config || addresses.length === 0) {
    return (
      <p role="status" className="rounded border border-current px-4 py-3">
        {t("checkout.noPickup")}
      </p>
    );
  }

  const errorOf = (field: string) =>
    errors[field] ? (
      <p id={`${fieldIdOf(field)}-error`} className="text-sm font-semibold text-red-700">
        {errors[field]}
      </p>
    ) : null;

  return (
    <div className="flex flex-col gap-5">
      <fieldset
        className={fieldsetClass}
        aria-describedby={errors["pickup.place"] ? `${fieldIdOf("pickup.place")}-error` : undefined}
      >
        <legend className={legendClass}>{t("checkout.pickupPlace")}</legend>
        {config.preparationHours > 0 ? (
          <p className="mb-3 text-sm">{t("checkout.preparation", { hours: config.preparationHours })}</p>
        ) : null}
        <div className="flex flex-col gap-3">
          {addresses.map((a, index) => (
            <label
              key={a.id}
              className="flex cursor-pointer items-start gap-3 rounded border border-[rgb(var(--vs-font-color-rgb)/0.25)] p-3 has-[:checked]:border-primary"
            >
              <input
                type="radio"
                name="pickup-place"
                id={index === 0 ? fieldIdOf("pickup.place") : undefined}
                value={a.id}
                checked={choice.idAddress === a.id}
                onChange={() =>
                  store.getState().setClickAndCollect({ idAddress: a.id, date: null, idSchedule: null })
                }
                className="mt-1 size-5 shrink-0 accent-[var(--vs-primary-color)]"
              />
              <span>
                <strong className="block">{a.name}</strong>
                <span className="block text-sm">
                  {[a.address, a.addressPart2, `${a.postalCode} ${a.city}`].filter(Boolean).join(", ")}
                </span>
                {a.phone ? <span className="block text-sm">{a.phone}</span> : null}
              </span>
            </label>
          ))}
        </div>
        {errorOf("pickup.place")}
      </fieldset>

      {address ? (
        dates.length === 0 ? (
          <p role="status">{t("checkout.noPickupDate")}</p>
        ) : (
          <div className="flex flex-col gap-1">
            <label htmlFor={fieldIdOf("pickup.date")} className="font-semibold">
              {t("checkout.pickupDate")}
            </label>
            <select
              id={fieldIdOf("pickup.date")}
              className={inputClass}
              value={choice.date ?? ""}
              aria-invalid={errors["pickup.date"] ? true : undefined}
              aria-describedby={errors["pickup.date"] ? `${fieldIdOf("pickup.date")}-error` : undefined}
              onChange={(e) =>
                store.getState().setClickAndCollect({ date: e.target.value || null, idSchedule: null })
              }
            >
              <option value="">{t("checkout.chooseDateOption")}</option>
              {[...byMonth.entries()].map(([month, list]) => (
                <optgroup
                  key={month}
                  label={formatMonth(Number(month.slice(5)), Number(month.slice(0, 4)), lang)}
                >
                  {list.map((date) => (
                    <option key={date} value={date}>
                      {formatDay(date, lang)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            {errorOf("pickup.date")}
          </div>
        )
      ) : null}

      {day ? (
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t("checkout.pickupSlot")}</legend>
          <div className="flex flex-wrap gap-3">
            {day.slots.map((slot, index) => (
              <label
                key={slot.id}
                className="flex cursor-pointer items-center gap-2 rounded border border-[rgb(var(--vs-font-color-rgb)/0.25)] px-3 py-2 has-[:checked]:border-primary"
              >
                <input
                  type="radio"
                  name="pickup-slot"
                  id={index === 0 ? fieldIdOf("pickup.slot") : undefined}
                  value={slot.id}
                  checked={choice.idSchedule === slot.id}
                  onChange={() => store.getState().setClickAndCollect({ idSchedule: slot.id })}
                  className="size-5 accent-[var(--vs-primary-color)]"
                />
                {slotLabelOf(slot, t)}
              </label>
            ))}
          </div>
          {errorOf("pickup.slot")}
        </fieldset>
      ) : null}
    </div>
  );
}
