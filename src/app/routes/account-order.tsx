import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useRouteLoaderData,
} from "react-router";
import { ApiCallError } from "../../client/api-client";
import { checkoutTextsOf } from "../../runtime/messages/checkout-texts";
import { langOf } from "../../runtime/messages/translate";
import { noStoreHeaders, requireLogged } from "../account.server";
import { orderApiFor, orderOr404 } from "../checkout.server";
import { CardPayment } from "../components/checkout/card-payment";
import { checkoutTextFor } from "../components/checkout/checkout-text";
import { BankDetails, OrderView } from "../components/checkout/order-view";
import { WithdrawalPanel } from "../components/checkout/withdrawal-panel";
import { formatDate } from "../components/content/format";
import { langOfShell } from "../components/content/use-t";
import { personalPageMeta } from "../seo/meta";
import type { Shell } from "../shell.server";

/** An order of my account (GET /order/{id}): what was bought, its status, where it goes. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireLogged(context, request);
  return {
    order: await orderOr404(context, params.id),
    texts: checkoutTextsOf(langOf(context.lang), ["checkout.", "orders."]),
  };
}

/** The buyer withdraws from the order (issue 15 §5); a refusal (period over) is shown on the page. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireLogged(context, request);
  const order = await orderOr404(context, params.id);
  const form = await request.formData();
  if (form.get("intent") !== "withdraw") throw data(null, { status: 400 });
  const message = String(form.get("message") ?? "").slice(0, 2000);
  try {
    await orderApiFor(context).order.withdraw(order.id, message);
    return { error: null };
  } catch (error) {
    if (error instanceof ApiCallError && error.status >= 400 && error.status < 500) {
      return data({ error: error.message }, { status: error.status });
    }
    throw error;
  }
}

export const headers: HeadersFunction = () => noStoreHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  personalPageMeta(matches, data?.texts["orders.orderTitle"]?.replace("{{reference}}", data.order.reference));

export default function AccountOrderPage() {
  const { order, texts } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const shell = useRouteLoaderData<Shell>("root");
  const lang = langOfShell(shell);
  const t = checkoutTextFor(shell, texts);
  return (
    <div className="mx-auto max-w-4xl px-4 pt-[var(--vs-detail-page-margin-top)] pb-16">
      <p>
        <Link to="/account" className="underline underline-offset-4">
          {t("orders.backToAccount")}
        </Link>
      </p>
      <h1 className="mt-4 font-title text-3xl font-semibold text-heading">
        {t("orders.orderTitle", { reference: order.reference })}
      </h1>
      <p className="mt-2">
        {t("orders.placedOn", { date: formatDate(order.createdAt, lang) })} ·{" "}
        <strong>{t(`orders.status.${order.status}`)}</strong>
      </p>
      <p className="mt-4">
        <a
          href={`/account/orders/${order.id}/invoice`}
          className="inline-flex min-h-11 items-center gap-2 rounded border border-current px-4 py-2 font-semibold"
        >
          <i className="fa-solid fa-file-pdf" aria-hidden="true" />
          {t("orders.invoice")}
        </a>
      </p>
      <div className="mt-6 flex flex-col gap-6">
        <CardPayment order={order} t={t} />
        {order.status === "PENDING_PAYMENT" ? <BankDetails order={order} t={t} /> : null}
        <OrderView order={order} t={t} lang={lang} />
        <WithdrawalPanel order={order} t={t} lang={lang} error={result?.error} />
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
