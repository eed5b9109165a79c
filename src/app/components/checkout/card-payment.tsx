import { useState } from "react";
import type { OrderDetail } from "../../../../schemas/order";
import { ApiCallError } from "../../../client/api-client";
import type { CheckoutText } from "./checkout-text";
import { useCheckoutApi } from "./use-checkout";

/**
 * A card order's payment: paid, being confirmed (back from the provider's page, the webhook not
 * yet in), or still to pay with a button that opens a new payment page (POST /order/{id}/payment:
 * the order exists whatever the provider answered, decision 070).
 */
export function CardPayment({
  order,
  t,
  returned,
}: {
  order: Pick<OrderDetail, "id" | "status" | "paymentMethod">;
  t: CheckoutText;
  /** Back from the provider's page after paying (?paid=1). */
  returned?: boolean;
}) {
  const api = useCheckoutApi();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (order.paymentMethod !== "CARD") return null;
  if (order.status !== "PENDING_PAYMENT") {
    return order.status === "CANCELLED" ? null : <p role="status">{t("checkout.cardPaid")}</p>;
  }
  if (returned) return <p role="status">{t("checkout.cardConfirming")}</p>;
  const pay = async () => {
    setPending(true);
    setProblem(null);
    try {
      window.location.assign(await api.order.pay(order.id));
    } catch (error) {
      setProblem(error instanceof ApiCallError ? error.message : t("checkout.unreachable"));
      setPending(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-3">
      <p>{t("checkout.cardToPay")}</p>
      <button
        type="button"
        onClick={pay}
        disabled={pending}
        aria-busy={pending || undefined}
        className="inline-flex min-h-11 items-center gap-2 rounded bg-primary px-5 py-2.5 font-semibold text-on-primary hover:opacity-90 disabled:opacity-60"
      >
        <i className="fa-solid fa-credit-card" aria-hidden="true" />
        {pending ? t("checkout.cardOpening") : t("checkout.cardPay")}
      </button>
      {problem ? (
        <p role="alert" className="font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
