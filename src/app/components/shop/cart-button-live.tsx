import { useCallback, useEffect } from "react";
import { useStore } from "zustand";
import type { Shell } from "../../shell.server";
import { CartButtonView } from "./cart-button-view";
import { useCartStore } from "./use-cart";

/**
 * The header's cart once the browser has its store (spec §4): loads the visitor's cart once per
 * page and follows the session: a `vs:session` event (detail `{ logged: boolean }`) runs the login
 * or logout transition of spec §4, for a login form that prefers an event to calling cartOnLogin.
 */
export function CartButtonLive({ shell }: { shell: Shell }) {
  const store = useCartStore();
  const cart = useStore(store, (s) => s.cart);
  const error = useStore(store, (s) => s.error);
  const dismiss = useCallback(() => store.getState().dismissError(), [store]);

  useEffect(() => {
    // a login or logout form posts to the server and the next page loads: the store notices
    void store.getState().follow(shell.hasSession);
    const onSession = (event: Event) => {
      const logged = (event as CustomEvent<{ logged?: boolean } | null>).detail?.logged;
      if (logged === true) void store.getState().login();
      if (logged === false) store.getState().logout();
    };
    window.addEventListener("vs:session", onSession);
    return () => window.removeEventListener("vs:session", onSession);
  }, [store, shell.hasSession]);

  return <CartButtonView shell={shell} view={{ cart, error, dismiss }} />;
}
