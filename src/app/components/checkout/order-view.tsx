import type { OrderAddress, OrderDetail } from "../../../../schemas/order";
import type { Lang } from "../../../runtime/messages/translate";
import { formatCapacity } from "../../../runtime/shop/capacity";
import { formatPrice } from "../../../runtime/shop/money";
import { formatDay } from "../content/format";
import type { CheckoutText } from "./checkout-text";

const boxClass = "rounded-lg border border-[rgb(var(--vs-font-color-rgb)/0.2)] p-5";

function AddressLines({ address }: { address: OrderAddress }) {
  return (
    <address className="not-italic">
      {address.firstname} {address.lastname}
      {address.company ? (
        <>
          <br />
          {address.company}
        </>
      ) : null}
      <br />
      {address.address}
      {address.addressPart2 ? (
        <>
          <br />
          {address.addressPart2}
        </>
      ) : null}
      <br />
      {address.postalCode} {address.city} {address.country === "FR" ? "" : address.country}
    </address>
  );
}

/** For a bank transfer: where to send the money, the order's reference as label. */
export function BankDetails({ order, t }: { order: OrderDetail; t: CheckoutText }) {
  if (order.paymentMethod !== "BANK_TRANSFER" || !order.bankDetails) return null;
  const { holder, iban, bic } = order.bankDetails;
  return (
    <section aria-labelledby="bank-title" className={boxClass}>
      <h2 id="bank-title" className="font-title text-xl font-semibold text-heading">
        {t("checkout.bankTitle")}
      </h2>
      <p className="mt-2">
        {t("checkout.bankText", { total: formatPrice(order.total), reference: order.reference })}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{t("checkout.bankHolder")}</dt>
        <dd>{holder}</dd>
        <dt className="font-semibold">{t("checkout.bankIban")}</dt>
        <dd className="font-mono break-all">{iban}</dd>
        <dt className="font-semibold">{t("checkout.bankBic")}</dt>
        <dd className="font-mono">{bic}</dd>
        <dt className="font-semibold">{t("checkout.bankReference")}</dt>
        <dd className="font-mono">{order.reference}</dd>
      </dl>
    </section>
  );
}

/** An order as the server keeps it: lines, amounts, delivery, addresses (GET /order/{id}). */
export function OrderView({ order, t, lang }: { order: OrderDetail; t: CheckoutText; lang: Lang }) {
  return (
    <div className="flex flex-col gap-6">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{t("orders.orderTitle", { reference: order.reference })}</caption>
        <thead>
          <tr className="border-b border-[rgb(var(--vs-font-color-rgb)/0.3)]">
            <th scope="col" className="py-2 pr-3">
              {t("orders.product")}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t("orders.quantity")}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t("orders.unitPrice")}
            </th>
            <th scope="col" className="py-2 text-right">
              {t("orders.lineTotal")}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.declinationId} className="border-b border-[rgb(var(--vs-font-color-rgb)/0.12)]">
              <th scope="row" className="py-2 pr-3 font-normal">
                {line.name}
                {[line.year, formatCapacity(line.capacity, line.capacityUnit)].filter(Boolean).length ? (
                  <span className="block text-sm opacity-90">
                    {[line.year, formatCapacity(line.capacity, line.capacityUnit)]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                ) : null}
              </th>
              <td className="py-2 pr-3 text-right">{line.quantity}</td>
              <td className="py-2 pr-3 text-right whitespace-nowrap">{formatPrice(line.unitPrice)}</td>
              <td className="py-2 text-right whitespace-nowrap">{formatPrice(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto flex w-full max-w-sm flex-col gap-1">
        <div className="flex justify-between">
          <dt>{t("orders.subtotal")}</dt>
          <dd>{formatPrice(order.subtotal)}</dd>
        </div>
        {order.discount && order.discount.value > 0 ? (
          <div className="flex justify-between">
            <dt>{t("orders.discount", { code: order.discount.code })}</dt>
            <dd>-{formatPrice(order.discount.value)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt>{t("orders.shippingFees")}</dt>
          <dd>{order.shippingFees === 0 ? t("checkout.free") : formatPrice(order.shippingFees)}</dd>
        </div>
        <div className="flex justify-between text-lg font-semibold">
          <dt>{t("orders.total.label")}</dt>
          <dd>{formatPrice(order.total)}</dd>
        </div>
      </dl>
      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="order-delivery" className={boxClass}>
          <h2 id="order-delivery" className="font-title text-lg font-semibold text-heading">
            {t("orders.delivery")}
          </h2>
          <p className="mt-2">
            {t(`orders.kind.${order.deliveryKind}`)}
            {order.carrier ? ` — ${order.carrier.name}` : ""}
          </p>
          {order.accessPoint ? (
            <p className="mt-2">
              {t("orders.accessPoint")} : {order.accessPoint.name}, {order.accessPoint.addLine1},{" "}
              {order.accessPoint.zipCode} {order.accessPoint.city}
            </p>
          ) : null}
          {order.clickAndCollect ? (
            <p className="mt-2">
              {t("checkout.deliveryCollect", {
                date: formatDay(order.clickAndCollect.date, lang),
                slot: t("checkout.slot", {
                  opensAt: order.clickAndCollect.opensAt,
                  closesAt: order.clickAndCollect.closesAt,
                }),
                place: order.clickAndCollect.name,
              })}
            </p>
          ) : null}
          {order.shippingAddress ? (
            <div className="mt-3">
              <h3 className="font-semibold">{t("orders.shippingAddress")}</h3>
              <AddressLines address={order.shippingAddress} />
            </div>
          ) : null}
        </section>
        <section aria-labelledby="order-billing" className={boxClass}>
          <h2 id="order-billing" className="font-title text-lg font-semibold text-heading">
            {t("orders.billingAddress")}
          </h2>
          <div className="mt-2">
            <AddressLines address={order.billingAddress} />
          </div>
          <dl className="mt-3 flex flex-col gap-1 text-sm">
            <div>
              <dt className="inline font-semibold">{t("orders.payment")} : </dt>
              <dd className="inline">{t(`checkout.method.${order.paymentMethod}`)}</dd>
            </div>
            {order.phone ? (
              <div>
                <dt className="inline font-semibold">{t("orders.phone")} : </dt>
                <dd className="inline">{order.phone}</dd>
              </div>
            ) : null}
            {order.vatNumber ? (
              <div>
                <dt className="inline font-semibold">{t("orders.vatNumber")} : </dt>
                <dd className="inline">{order.vatNumber}</dd>
              </div>
            ) : null}
            {order.vatNumber && order.sellerVatNumber ? (
              <div>
                <dt className="inline font-semibold">{t("orders.sellerVat")} : </dt>
                <dd className="inline">{order.sellerVatNumber}</dd>
              </div>
            ) : null}
          </dl>
          {order.message ? (
            <div className="mt-3">
              <h3 className="font-semibold">{t("orders.message")}</h3>
              <p className="whitespace-pre-line">{order.message}</p>
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}
