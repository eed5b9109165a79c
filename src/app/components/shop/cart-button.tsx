import { useEffect, useState } from "react";
import { browserStorage } from "../../../client/browser-storage";
import { CART_STORE_EVENT, cartInUse } from "../../../client/cart-presence";
import type { Shell } from "../../shell.server";
import { useLazyModule } from "../overlay/use-lazy-module";
import { CartButtonView, type CartView } from "./cart-button-view";

const noCart: CartView = { cart: null, error: null, dismiss: () => {} };

/**
 * The header's cart (spec §3 CART_ICON): a link to /cart with the item count, filled in the
 * browser (anonymous pages are cached, the same HTML for everyone), and the mini-cart opening on
 * hover or focus when SEE_CART_ON_HOVER is on. The server renders it empty; the cart's store and
 * the API client it needs load after the page, from cart-button-live.tsx, which also loads the
 * visitor's cart and follows the session: they are no part of the page's first scripts, and they
 * load only once a cart is in use (client/cart-presence.ts).
 */
export function CartButton({ shell }: { shell: Shell }) {
  // only when a cart is in use: a first visit loads no cart code (decision 118)
  const [inUse, setInUse] = useState(false);
  useEffect(() => {
    const check = () => setInUse(cartInUse(browserStorage("local"), shell.hasSession));
    check();
    window.addEventListener(CART_STORE_EVENT, check);
    return () => window.removeEventListener(CART_STORE_EVENT, check);
  }, [shell.hasSession]);
  const live = useLazyModule(
    shell.shop !== null && inUse,
    () => import("./cart-button-live"),
    (error) => console.warn("the cart could not be loaded", error),
  );
  if (live) return <live.CartButtonLive shell={shell} />;
  return <CartButtonView shell={shell} view={noCart} />;
}
