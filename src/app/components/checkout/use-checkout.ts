import { useEffect, useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { useStore } from "zustand";
import type { Cart } from "../../../../schemas/shop";
import { type CheckoutLine, type CheckoutStore, checkoutStoreFor } from "../../../client/checkout-store";
import { createOrderClient } from "../../../client/order-calls";
import type { Shell } from "../../shell.server";
import { useCartStore } from "../shop/use-cart";

/** The page's checkout store (spec §3, §4), for the site of the page. */
export function useCheckoutStore() {
  const shell = useRouteLoaderData<Shell>("root");
  const idSite = shell?.site.id ?? 0;
  const lang = shell?.site.userLang;
  return useMemo(() => checkoutStoreFor(idSite, lang), [idSite, lang]);
}

export function useCheckout<T>(selector: (state: CheckoutStore) => T): T {
  return useStore(useCheckoutStore(), selector);
}

/**
 * The API client of the checkout screens, in the browser: the session cookie goes by itself.
 * Failures are shown beside the fields they concern, not as toasts.
 */
export function useCheckoutApi() {
  const shell = useRouteLoaderData<Shell>("root");
  const idSite = shell?.site.id ?? 0;
  const lang = shell?.site.userLang;
  return useMemo(
    () =>
      createOrderClient({
        idSite,
        lang,
        origin: typeof window === "undefined" ? undefined : window.location.origin,
      }),
    [idSite, lang],
  );
}

/** The cart's lines as the checkout sends them (ids and quantities, never a price). */
export function checkoutLinesOf(cart: Cart | null): CheckoutLine[] {
  return (cart?.products ?? []).map((line) => ({
    productId: line.productId,
    declinationId: line.declinationId,
    quantity: line.quantity,
    hasShippingFees: line.hasShippingFees,
  }));
}

/** The cart and the checkout's stored choices, read once the page runs in the browser (spec §4). */
export function useLoadedCheckout() {
  const cartStore = useCartStore();
  const store = useCheckoutStore();
  useEffect(() => {
    void cartStore.getState().load();
    store.getState().load();
  }, [cartStore, store]);
}
