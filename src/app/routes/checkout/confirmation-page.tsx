import {
  type HeadersFunction,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useRouteLoaderData,
} from "react-router";
import { checkoutTextsOf } from "../../../runtime/messages/checkout-texts";
import { langOf } from "../../../runtime/messages/translate";
import { formatPrice } from "../../../runtime/shop/money";
import { noStoreHeaders } from "../../account.server";
import { checkoutContextOf, orderOr404 } from "../../checkout.server";
import { CardPayment } from "../../components/checkout/card-payment";
import { checkoutTextFor } from "../../components/checkout/checkout-text";
import { BankDetails, OrderView } from "../../components/checkout/order-view";
import { langOfShell } from "../../components/content/use-t";
import { personalPageMeta } from "../../seo/meta";
import type { Shell } from "../../shell.server";

/** After "Commander": the reference, the total and, for a bank transfer, where to send it. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { settings } = await checkoutContextOf(context, request);
  const order = await orderOr404(context, params.id);
  return {
    order,
    companyName: settings.companyName,
    // back from the card provider's page (its success address)
    returned: new URL(request.url).searchParams.get("paid") === "1",
    texts: checkoutTextsOf(langOf(context.lang), ["checkout.", "orders."]),
  };
}

export const headers: HeadersFunction = () => noStoreHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  personalPageMeta(matches, data?.texts["checkout.confirmationTitle"]);

export default function ConfirmationPage() {
  const { order, companyName, returned, texts } = useLoaderData<typeof loader>();
  const shell = useRouteLoaderData<Shell>("root");
  const lang = langOfShell(shell);
  const t = checkoutTextFor(shell, texts);
  return (
    <div className="mx-auto max-w-4xl px-4 pt-[var(--vs-detail-page-margin-top)] pb-16">
      <h1 className="font-title text-3xl font-semibold text-heading">{t("checkout.confirmationTitle")}</h1>
      <div role="status" className="mt-4 flex flex-col gap-1 text-lg">
        <p>{t("checkout.confirmed", { reference: order.reference })}</p>
        <p>
          {t("checkout.totalPaid")} : <strong data-testid="order-total">{formatPrice(order.total)}</strong>
        </p>
      </div>
      <p className="mt-2">{t("checkout.confirmedMail")}</p>
      {order.paymentMethod === "CHECK" || order.paymentMethod === "ON_PICKUP" ? (
        <p className="mt-2">
          {t(`checkout.methodHint.${order.paymentMethod}`, { company: companyName ?? "" })}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-6">
        <CardPayment order={order} t={t} returned={returned} />
        <BankDetails order={order} t={t} />
        <OrderView order={order} t={t} lang={lang} />
      </div>
      <p className="mt-8 flex flex-wrap gap-4">
        <Link
          to={`/account/orders/${order.id}`}
          className="rounded bg-primary px-5 py-2.5 font-semibold text-on-primary hover:opacity-90"
        >
          {t("checkout.seeOrder")}
        </Link>
        <Link to="/shop" className="rounded border border-current px-5 py-2.5 font-semibold">
          {t("cart.continue")}
        </Link>
      </p>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/layout/route-error-boundary";
