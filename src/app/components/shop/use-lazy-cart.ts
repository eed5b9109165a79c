import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import type { StoreApi } from "zustand/vanilla";
import type { Cart } from "../../../../schemas/shop";
import { browserStorage } from "../../../client/browser-storage";
import { CART_STORE_EVENT, cartInUse } from "../../../client/cart-presence";
import type { CartState } from "../../../client/cart-store";
import { importChunk } from "../../../client/chunk-reload";
import type { Shell } from "../../shell.server";

type CartStore = StoreApi<CartState>;

const loadStore = (idSite: number): Promise<CartStore> =>
  importChunk(() => import("../../../client/cart-store")).then((m) => m.cartStoreFor(idSite));

const noSubscription = () => () => {};

/**
 * The page's cart for the buy box (spec §4), its code loaded when a cart is in use
 * (client/cart-presence.ts) or at the first add: the product page of a first visit downloads
 * neither the cart's store, nor the API client, nor zod (issue 18 §7, docs/decisions/118). Until
 * then there is no cart to count against the stock, which is right.
 */
export function useLazyCart(): {
  cart: Cart | null;
  pending: boolean;
  /** The store, loaded now if it is not yet. */
  storeNow: () => Promise<CartStore>;
} {
  const shell = useRouteLoaderData<Shell>("root");
  const idSite = shell?.site.id ?? 0;
  const hasSession = shell?.hasSession ?? false;
  const [store, setStore] = useState<CartStore | null>(null);

  useEffect(() => {
    let live = true;
    const check = () => {
      if (!cartInUse(browserStorage("local"), hasSession)) return;
      loadStore(idSite).then(
        (loaded) => live && setStore(loaded),
        (error: unknown) => console.warn("the cart could not be loaded", error),
      );
    };
    check();
    window.addEventListener(CART_STORE_EVENT, check);
    return () => {
      live = false;
      window.removeEventListener(CART_STORE_EVENT, check);
    };
  }, [idSite, hasSession]);

  const state = useSyncExternalStore(
    store ? store.subscribe : noSubscription,
    () => store?.getState() ?? null,
    () => null,
  );
  const storeNow = useCallback(async () => {
    const loaded = store ?? (await loadStore(idSite));
    setStore(loaded);
    return loaded;
  }, [store, idSite]);
  return { cart: state?.cart ?? null, pending: state?.pending ?? false, storeNow };
}
