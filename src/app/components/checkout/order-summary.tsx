import { useId, useState } from "react";
import type { Carrier, OrderDeliveryKind } from "../../../../schemas/order";
import type { Cart } from "../../../../schemas/shop";
import { ApiCallError } from "../../../client/api-client";
import { formatPrice } from "../../../runtime/shop/money";
import type { CheckoutText } from "./checkout-text";
import { summaryFiguresOf } from "./summary-figures";
import { checkoutLinesOf, useCheckout, useCheckoutStore } from "./use-checkout";

export function OrderSummary({
  cart,
  kind,
  carrier,
  t,
  withCode,
}: {
  cart: Cart;
  kind: OrderDeliveryKind;
  carrier: Carrier | null;
  t: CheckoutText;
  /** The discount code field (checkout page); the payment page only shows the figures. */
  withCode?: boolean;
}) {
  const discount = useCheckout((s) => s.discount);
  const figures = summaryFiguresOf(cart, discount, { kind, carrier });
  const collect = kind === "CLICK_AND_COLLECT";
  return (
    <aside
      aria-labelledby="co-summary-title"
      className="flex flex-col gap-5 self-start rounded-lg border border-[rgb(var(--vs-font-color-rgb)/0.15)] p-5"
    >
      <h2 id="co-summary-title" className="font-title text-xl font-semibold">
        {t("cart.summary")}
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        {cart.products.map((line) => (
          <li key={line.id} className="flex justify-between gap-3">
            <span>
              {line.quantity} × {line.name}
              {line.year ? ` ${line.year}` : ""}
            </span>
            <span className="whitespace-nowrap">{formatPrice(line.total)}</span>
          </li>
        ))}
      </ul>
      {withCode ? <DiscountCode cart={cart} t={t} /> : null}
      <dl className="flex flex-col gap-2 border-t border-[rgb(var(--vs-font-color-rgb)/0.15)] pt-4">
        <div className="flex justify-between">
          <dt>{t("cart.subtotal")}</dt>
          <dd>{formatPrice(figures.subtotal)}</dd>
        </div>
        {figures.discount ? (
          <div className="flex justify-between">
            <dt>{t("cart.discount", { code: figures.discount.code })}</dt>
            <dd>-{formatPrice(figures.discount.value)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt>{t("checkout.shipping")}</dt>
          <dd>
            {collect
              ? t("checkout.collectFree")
              : figures.fees === null
                ? t("checkout.shippingToChoose")
                : figures.fees === 0
                  ? t("checkout.free")
                  : formatPrice(figures.fees)}
          </dd>
        </div>
        {figures.freeShippingCode ? (
          <p className="text-sm">{t("cart.freeShippingCode", { code: figures.freeShippingCode })}</p>
        ) : null}
        <div className="flex justify-between text-lg font-semibold">
          <dt>{t("cart.total")}</dt>
          <dd data-testid="checkout-total">
            {figures.total === null ? t("checkout.shippingToChoose") : formatPrice(figures.total)}
          </dd>
        </div>
      </dl>
    </aside>
  );
}

/** POST /order/discount: the code's figures replace the cart's; a refused code says why. */
function DiscountCode({ cart, t }: { cart: Cart; t: CheckoutText }) {
  const store = useCheckoutStore();
  const discount = useCheckout((s) => s.discount);
  const pending = useCheckout((s) => s.discounting);
  const id = useId();
  const [value, setValue] = useState(discount?.code ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const apply = async () => {
    if (!value.trim()) return;
    try {
      const result = await store.getState().applyDiscount(value, checkoutLinesOf(cart));
      setProblem(null);
      setValue(result.code);
      setApplied(t("checkout.discountApplied", { code: result.code }));
    } catch (error) {
      setApplied(null);
      // the server's reason: unknown, expired, minimum not reached, used up (decision 070)
      setProblem(error instanceof ApiCallError ? error.message : t("checkout.unreachable"));
    }
  };
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void apply();
      }}
    >
      <label htmlFor={`${id}-code`} className="text-sm font-semibold">
        {t("cart.discountCode")}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          maxLength={40}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="min-w-0 flex-1 rounded border border-[rgb(var(--vs-font-color-rgb)/0.45)] bg-background px-3 py-2 uppercase"
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded border border-primary px-4 py-2 font-semibold text-primary disabled:opacity-50"
        >
          {t("cart.applyCode")}
        </button>
      </div>
      {discount ? (
        <button
          type="button"
          className="self-start text-sm underline"
          onClick={() => {
            store.getState().removeDiscount();
            setValue("");
            setApplied(null);
          }}
        >
          {t("cart.removeCode")}
        </button>
      ) : null}
      <p role="status" className="text-sm">
        {applied}
      </p>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
