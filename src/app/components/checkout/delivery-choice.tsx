import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useRouteLoaderData } from "react-router";
import type { AccessPoint, Carrier } from "../../../../schemas/order";
import type { OrderClient } from "../../../client/order-calls";
import { queryKeys } from "../../../client/query-keys";
import { formatPrice } from "../../../runtime/shop/money";
import type { Shell } from "../../shell.server";
import { type CheckoutErrors, fieldIdOf, fieldsetClass, legendClass } from "./checkout-fields";
import type { CheckoutText } from "./checkout-text";
import { useCheckout, useCheckoutStore } from "./use-checkout";

export const carrierPriceOf = (carrier: Carrier, t: CheckoutText) =>
  carrier.price === 0 ? t("checkout.free") : formatPrice(carrier.price);

function ErrorLine({ field, errors }: { field: string; errors: CheckoutErrors }) {
  return errors[field] ? (
    <p id={`${fieldIdOf(field)}-error`} className="mt-2 text-sm font-semibold text-red-700">
      {errors[field]}
    </p>
  ) : null;
}

/** What the shipping calculation says: running, refused (its message), free shipping. */
function ShippingStatus({ t }: { t: CheckoutText }) {
  const calculating = useCheckout((s) => s.calculating);
  const problem = useCheckout((s) => s.shippingProblem);
  const shipping = useCheckout((s) => s.shipping);
  return (
    <div aria-live="polite" className="text-sm">
      {calculating ? <p>{t("checkout.calculating")}</p> : null}
      {!calculating && problem ? <p className="font-semibold text-red-700">{problem.message}</p> : null}
      {!calculating && shipping?.freeShipping ? <p>{t("checkout.freeShipping")}</p> : null}
    </div>
  );
}

/** Home delivery: the DELIVERY carriers with the server's prices (spec §3 carrier). */
export function CarrierList({ errors, t }: { errors: CheckoutErrors; t: CheckoutText }) {
  const store = useCheckoutStore();
  const prices = useCheckout((s) => s.shippingPrices);
  const carrier = useCheckout((s) => s.carrier);
  const city = useCheckout((s) => s.city);
  const calculating = useCheckout((s) => s.calculating);
  const problem = useCheckout((s) => s.shippingProblem);
  const carriers = prices.filter((c) => c.deliveryType === "DELIVERY");
  const field = "delivery.carrier";
  return (
    <fieldset
      className={fieldsetClass}
      aria-describedby={errors[field] ? `${fieldIdOf(field)}-error` : undefined}
    >
      <legend className={legendClass}>{t("checkout.carriers")}</legend>
      <ShippingStatus t={t} />
      {!city ? <p className="text-sm">{t("checkout.carriersNeedCity")}</p> : null}
      {city && !calculating && !problem && carriers.length === 0 ? (
        <p className="text-sm">{t("checkout.noCarrier")}</p>
      ) : null}
      <div className="mt-2 flex flex-col gap-3">
        {carriers.map((c, index) => (
          <label
            key={c.id}
            className="flex cursor-pointer items-center gap-3 rounded border border-[rgb(var(--vs-font-color-rgb)/0.25)] p-3 has-[:checked]:border-primary"
          >
            <input
              type="radio"
              name="carrier"
              id={index === 0 ? fieldIdOf(field) : undefined}
              value={c.id}
              checked={carrier?.id === c.id}
              onChange={() => store.getState().chooseCarrier(c)}
              className="size-5 shrink-0 accent-[var(--vs-primary-color)]"
            />
            <span className="flex-1">
              <strong className="block">{c.name}</strong>
              {c.delayDays ? (
                <span className="block text-sm">{t("checkout.delay", { days: c.delayDays })}</span>
              ) : null}
            </span>
            <span className="font-semibold">
              {carrierPriceOf(c, t)}
              {c.price === 0 && c.fdp > 0 ? (
                <s className="ml-2 text-sm font-normal opacity-70">{formatPrice(c.fdp)}</s>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      <ErrorLine field={field} errors={errors} />
    </fieldset>
  );
}

/**
 * Relay points near the chosen town (POST /relay/access-points), each with the carrier of its
 * network and that carrier's price; choosing a point chooses its carrier.
 */
export function AccessPointList({
  api,
  errors,
  t,
}: {
  api: OrderClient;
  errors: CheckoutErrors;
  t: CheckoutText;
}) {
  const store = useCheckoutStore();
  const prices = useCheckout((s) => s.shippingPrices);
  const chosen = useCheckout((s) => s.accessPointAddress);
  const city = useCheckout((s) => s.city);
  const country = useCheckout((s) => s.country);
  const calculating = useCheckout((s) => s.calculating);
  const shell = useRouteLoaderData<Shell>("root");
  // the relay points near the chosen town, cached for the page (decision 087)
  const near =
    city && country ? { postalCode: city.postalCode, city: city.name, country: country.alphaTwo } : null;
  const found = useQuery({
    queryKey: queryKeys.accessPoints(shell?.site.id ?? 0, near),
    queryFn: () => (near ? api.delivery.accessPoints(near) : Promise.resolve([])),
    enabled: near !== null,
  });
  const points: AccessPoint[] | null = near ? (found.data ?? null) : null;
  const problem = near && found.error ? found.error.message : null;
  const field = "delivery.accessPoint";

  // the prices were asked again (their carrier cleared, spec §4): the chosen point keeps its network
  const carrier = useCheckout((s) => s.carrier);
  useEffect(() => {
    if (!chosen || carrier) return;
    const network = prices.find((c) => c.id === chosen.idCarrier && c.deliveryType === "PICKUP");
    if (network) store.getState().chooseAccessPoint(chosen, network);
  }, [chosen, carrier, prices, store]);

  const offered = (points ?? [])
    .map((point) => ({
      point,
      carrier: prices.find((c) => c.id === point.idCarrier && c.deliveryType === "PICKUP"),
    }))
    .filter((p): p is { point: AccessPoint; carrier: Carrier } => Boolean(p.carrier));

  return (
    <fieldset
      className={fieldsetClass}
      aria-describedby={errors[field] ? `${fieldIdOf(field)}-error` : undefined}
    >
      <legend className={legendClass}>{t("checkout.accessPoints")}</legend>
      <ShippingStatus t={t} />
      {!city ? <p className="text-sm">{t("checkout.pointsNeedCity")}</p> : null}
      {city && points === null && !problem ? (
        <p className="text-sm" role="status">
          {t("checkout.searchingPoints")}
        </p>
      ) : null}
      {problem ? <p className="text-sm font-semibold text-red-700">{problem}</p> : null}
      {city && points !== null && !calculating && offered.length === 0 ? (
        <p className="text-sm">{t("checkout.noPoints")}</p>
      ) : null}
      <div className="mt-2 flex flex-col gap-3">
        {offered.map(({ point, carrier: network }, index) => (
          <label
            key={point.id}
            className="flex cursor-pointer flex-wrap items-start gap-3 rounded border border-[rgb(var(--vs-font-color-rgb)/0.25)] p-3 has-[:checked]:border-primary"
          >
            <input
              type="radio"
              name="access-point"
              id={index === 0 ? fieldIdOf(field) : undefined}
              value={point.id}
              checked={chosen?.id === point.id}
              onChange={() => store.getState().chooseAccessPoint(point, network)}
              className="mt-1 size-5 shrink-0 accent-[var(--vs-primary-color)]"
            />
            <span className="min-w-0 flex-1">
              <strong className="block">{point.name}</strong>
              <span className="block text-sm">
                {point.addLine1}, {point.zipCode} {point.city}
              </span>
              {point.openingHours ? (
                <span className="block text-sm">
                  {t("checkout.openingHours", { hours: point.openingHours })}
                </span>
              ) : null}
            </span>
            <span className="w-full pl-8 text-sm sm:w-auto sm:pl-0 sm:text-right">
              {t("checkout.pointCarrier", { carrier: network.name, price: carrierPriceOf(network, t) })}
            </span>
          </label>
        ))}
      </div>
      <ErrorLine field={field} errors={errors} />
    </fieldset>
  );
}
