/**
 * Whether this browser has a cart to show (issue 18 §7, docs/decisions/118), read without the
 * cart's store: the store, the API client and zod load only when a cart is in use — a stored cart
 * id, a session (a customer's cart is on the server), a session that just ended (its logout
 * transition), or a store created on this page by a cart action (the buy box, the cart page).
 * A first visit to the shop downloads none of it, and the header's count is 0, which is right.
 */

/** The local-storage key of the cart id (spec §4). */
export const CART_ID_KEY = "cartId";
/** Whether the last page was seen logged in ("1") or not ("0"), to notice a login or logout. */
export const CART_SESSION_KEY = "cartSession";
/** The stored id meaning "no cart yet" (schemas/shop NEW_CART_ID, checked by a test). */
export const NO_CART_ID = "new";
/** Dispatched on window when the page's cart store is created (cart-store.ts). */
export const CART_STORE_EVENT = "vs:cart-store";

let storeCreated = false;

/** Called by cart-store.ts when it creates the page's store: the header's cart follows it. */
export function announceCartStore(): void {
  storeCreated = true;
  // after the render that created it (a store is made while rendering the buy box)
  queueMicrotask(() => window.dispatchEvent(new Event(CART_STORE_EVENT)));
}

/** Whether the page needs the cart's store now. */
export function cartInUse(storage: Pick<Storage, "getItem"> | null, hasSession: boolean): boolean {
  if (hasSession || storeCreated) return true;
  try {
    const id = storage?.getItem(CART_ID_KEY) ?? null;
    return (id !== null && id !== NO_CART_ID) || storage?.getItem(CART_SESSION_KEY) === "1";
  } catch {
    return false; // a refused storage holds no cart
  }
}
