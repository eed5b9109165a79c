import type { Shell } from "../../shell.server";
import { useLazyModule } from "../overlay/use-lazy-module";
import { CartButtonView, type CartView } from "./cart-button-view";

const noCart: CartView = { cart: null, error: null, dismiss: () => {} };

/**
 * The header's cart (spec §3 CART_ICON): a link to /cart with the item count, filled in the
 * browser (anonymous pages are cached, the same HTML for everyone), and the mini-cart opening on
 * hover or focus when SEE_CART_ON_HOVER is on. The server renders it empty; the cart's store and
 * the API client it needs load after the page, from cart-button-live.tsx, which also loads the
 * visitor's cart and follows the session: they are no part of the page's first scripts.
 */
export function CartButton({ shell }: { shell: Shell }) {
  const live = useLazyModule(
    shell.shop !== null,
    () => import("./cart-button-live"),
    (error) => console.warn("the cart could not be loaded", error),
  );
  if (live) return <live.CartButtonLive shell={shell} />;
  return <CartButtonView shell={shell} view={noCart} />;
}
