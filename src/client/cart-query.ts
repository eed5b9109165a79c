// The cart's refresh through TanStack Query (decision 087). The cart store (cart-store.ts) keeps
// the rules of spec §4 (the id in local storage, the login and logout transitions, the writes);
// its reads of the cart go through one query client per page, which gives them what the store
// wrote by hand before, or not at all:
// - a lost call (network) is retried twice, a refused one (404: the cart is gone) is not, so the
//   store can forget a gone cart at once;
// - two refreshes at the same time ask the server once;
// - the cart is read again when the tab comes back to the front or the browser back online, so
//   that a buyer with the shop in one tab and the cart in another sees one cart.
// This module is loaded after the page (the store imports it lazily): TanStack Query is not part
// of a shop page's first scripts (DESIGN.md §8).
import { focusManager, onlineManager, type QueryClient } from "@tanstack/react-query";
import type { Cart } from "../../schemas/shop";
import type { ApiClient } from "./api-client";
import { createQueryClient } from "./query-client";
import { queryKeys } from "./query-keys";

export interface CartQueries {
  /** The cart, through the cache: never older than the call, shared by concurrent readers. */
  read(cartId: string): Promise<Cart>;
  /** Calls `refresh` when the page comes back (tab focused, browser online); returns the unsubscribe. */
  onReturn(refresh: () => void): () => void;
}

export function createCartQueries(
  idSite: number,
  api: Pick<ApiClient["cart"], "get">,
  client: QueryClient = createQueryClient(),
): CartQueries {
  return {
    read: (cartId) =>
      client.fetchQuery({
        queryKey: queryKeys.cart(idSite, cartId),
        queryFn: () => api.get(cartId),
        // the cart changes with every write and with stock and prices on the server: a read is
        // always a call; only reads that overlap share it
        staleTime: 0,
      }),
    onReturn(refresh) {
      const offFocus = focusManager.subscribe((focused) => {
        if (focused) refresh();
      });
      const offOnline = onlineManager.subscribe((online) => {
        if (online) refresh();
      });
      return () => {
        offFocus();
        offOnline();
      };
    },
  };
}
