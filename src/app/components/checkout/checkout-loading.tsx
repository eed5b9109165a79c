import type { CheckoutText } from "./checkout-text";

/** While the checkout's state loads in the browser (spec §4); without JavaScript it never will. */
export function CheckoutLoading({ t }: { t: CheckoutText }) {
  return (
    <>
      <p className="mt-8" role="status">
        {t("checkout.loading")}
      </p>
      <noscript>
        <p className="mt-4 font-semibold">{t("checkout.needsJs")}</p>
      </noscript>
    </>
  );
}
