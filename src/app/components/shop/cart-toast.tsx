import { useEffect } from "react";
import type { CartState } from "../../../client/cart-store";
import type { ShopText } from "./shop-text";

/** spec §9: toasts stay 3000 ms. */
export const TOAST_TIMEOUT_MS = 3000;

/** spec §8: a failed cart call's message, kept as the cart error message, shown top right. */
export function CartToast({
  error,
  onDismiss,
  t,
}: {
  error: CartState["error"];
  onDismiss: () => void;
  t: ShopText;
}) {
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(onDismiss, TOAST_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [error, onDismiss]);
  return (
    <div className="pointer-events-none fixed top-4 right-4 z-50 flex max-w-sm flex-col gap-2">
      {error ? (
        <div
          key={error.id}
          role="alert"
          className="pointer-events-auto flex items-start gap-3 rounded-lg bg-[var(--vs-font-color)] px-4 py-3 text-sm text-[var(--vs-background-color)] shadow-lg"
        >
          <i className="fa-solid fa-circle-exclamation mt-0.5" aria-hidden="true" />
          <p className="flex-1">{error.message}</p>
          <button type="button" onClick={onDismiss} className="-m-1 p-1" aria-label={t("cart.close")}>
            <i className="fa-solid fa-xmark" aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
