import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { useStore } from "zustand";
import { type CartState, cartStoreFor } from "../../../client/cart-store";
import type { Shell } from "../../shell.server";

/** The page's cart store (spec §4), for the site of the page. */
export function useCartStore() {
  const shell = useRouteLoaderData<Shell>("root");
  const idSite = shell?.site.id ?? 0;
  return useMemo(() => cartStoreFor(idSite), [idSite]);
}

export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(useCartStore(), selector);
}
