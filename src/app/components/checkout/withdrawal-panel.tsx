import { Form, useNavigation } from "react-router";
import type { OrderDetail } from "../../../../schemas/order";
import type { Lang } from "../../../runtime/messages/translate";
import { Textarea } from "../../../ui/input";
import { FormMessage } from "../account/form-field";
import { formatDateTime, formatDay } from "../content/format";
import type { CheckoutText } from "./checkout-text";

/**
 * The buyer's right of withdrawal on their order (issue 15 §5): until when it runs, the form that
 * exercises it (opened by its summary: it works without JavaScript and from the keyboard), and
 * once sent, when it was.
 */
export function WithdrawalPanel({
  order,
  t,
  lang,
  error,
}: {
  order: OrderDetail;
  t: CheckoutText;
  lang: Lang;
  /** The platform's refusal of the last attempt. */
  error?: string | null;
}) {
  const busy = useNavigation().state === "submitting";
  if (order.status === "CANCELLED" && !order.withdrawal) return null;
  return (
    <section
      aria-labelledby="withdrawal-title"
      className="rounded-lg border border-[rgb(var(--vs-font-color-rgb)/0.2)] p-5"
    >
      <h2 id="withdrawal-title" className="font-title text-xl font-semibold text-heading">
        {t("orders.withdrawal.title")}
      </h2>
      {order.withdrawal ? (
        <p role="status" className="mt-3">
          {t("orders.withdrawal.sent", { at: formatDateTime(order.withdrawal.requestedAt, lang) })}
        </p>
      ) : order.canWithdraw ? (
        <>
          <p className="mt-3">
            {order.withdrawalLastDay
              ? t("orders.withdrawal.until", { day: formatDay(order.withdrawalLastDay, lang) })
              : t("orders.withdrawal.open")}
          </p>
          <FormMessage message={error} ok={false} />
          <details className="mt-3">
            <summary className="inline-flex min-h-11 cursor-pointer items-center rounded border border-current px-4 py-2 font-semibold">
              {t("orders.withdrawal.submit")}
            </summary>
            <Form method="post" className="mt-4 flex flex-col gap-3">
              <input type="hidden" name="intent" value="withdraw" />
              <label htmlFor="withdrawal-message" className="font-semibold">
                {t("orders.withdrawal.messageLabel")}
              </label>
              <Textarea id="withdrawal-message" name="message" maxLength={2000} />
              <button
                type="submit"
                disabled={busy}
                className="inline-flex min-h-11 items-center self-start rounded bg-primary px-5 py-2.5 font-semibold text-on-primary hover:opacity-90 disabled:opacity-60"
              >
                {t("orders.withdrawal.confirm")}
              </button>
            </Form>
          </details>
        </>
      ) : order.withdrawalLastDay ? (
        <p className="mt-3">
          {t("orders.withdrawal.closed", { day: formatDay(order.withdrawalLastDay, lang) })}
        </p>
      ) : null}
    </section>
  );
}
