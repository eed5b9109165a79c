// The header's cart as it shows a cart: the server renders it empty (./cart-button.tsx), the
// browser fills it once the cart's store has loaded (./cart-button-live.tsx).
import { Link } from "react-router";
import type { CartState } from "../../../client/cart-store";
import { formatCapacity } from "../../../runtime/shop/capacity";
import { formatPrice } from "../../../runtime/shop/money";
import type { Shell } from "../../shell.server";
import { tOf } from "../content/use-t";
import { CartToast } from "./cart-toast";

/** Lines the mini-cart lists before "and N more". */
const MINI_CART_LINES = 5;

export type CartView = Pick<CartState, "cart" | "error"> & { dismiss: () => void };

/** The cart button as it shows a cart (none before the browser has loaded it). */
export function CartButtonView({ shell, view }: { shell: Shell; view: CartView }) {
  const display = shell.shop;
  const t = tOf(shell);
  const { cart, error, dismiss } = view;
  if (!display) return null;
  const count = cart?.totalProduct ?? 0;
  const lines = cart?.products ?? [];
  return (
    <div className="group relative">
      <Link
        to="/cart"
        className="relative flex items-center gap-2 rounded px-2 py-2 font-menu hover:text-active"
        aria-label={count > 0 ? t("cart.iconLabel", { count }) : t("cart.label")}
      >
        <i className={`${shell.theme.icons.cart} text-lg`} aria-hidden="true" />
        <span className={display.hideEcommerceLabel ? "sr-only" : "hidden desktop:inline"}>
          {t("cart.label")}
        </span>
        {count > 0 ? (
          <span
            className="absolute -top-1 left-5 min-w-5 rounded-full bg-primary px-1 text-center text-xs font-semibold leading-5 text-on-primary"
            aria-hidden="true"
            data-testid="cart-count"
          >
            {count}
          </span>
        ) : null}
      </Link>
      {display.cartOnHover ? (
        <div className="invisible absolute right-0 top-full z-40 w-80 max-w-[90vw] rounded-lg border border-[rgb(var(--vs-font-color-rgb)/0.12)] bg-background p-4 text-foreground opacity-0 shadow-xl transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
          <p className="font-title text-base font-semibold">{t("cart.miniTitle")}</p>
          {lines.length === 0 ? (
            <p className="mt-2 text-sm">{t("cart.empty")}</p>
          ) : (
            <>
              <ul className="mt-2 divide-y divide-[rgb(var(--vs-font-color-rgb)/0.1)] text-sm">
                {lines.slice(0, MINI_CART_LINES).map((line) => (
                  <li key={line.id} className="flex items-center gap-3 py-2">
                    {line.image ? (
                      <img src={line.image} alt="" width={30} height={40} className="h-10 w-7.5" />
                    ) : null}
                    <span className="flex-1">
                      {line.name}
                      <span className="block text-xs opacity-80">
                        {[line.year, formatCapacity(line.capacity, line.capacityUnit)]
                          .filter(Boolean)
                          .join(" · ")}
                      </span>
                    </span>
                    <span className="whitespace-nowrap">
                      {line.quantity} × {formatPrice(line.unitPrice)}
                    </span>
                  </li>
                ))}
              </ul>
              {lines.length > MINI_CART_LINES ? (
                <p className="text-xs">{t("cart.more", { count: lines.length - MINI_CART_LINES })}</p>
              ) : null}
              <p className="mt-2 flex justify-between border-t border-[rgb(var(--vs-font-color-rgb)/0.15)] pt-2 font-semibold">
                <span>{t("cart.subtotal")}</span>
                <span>{formatPrice(cart?.subtotal ?? 0)}</span>
              </p>
            </>
          )}
          <Link
            to="/cart"
            className="mt-3 block rounded bg-primary px-4 py-2 text-center font-semibold text-on-primary hover:opacity-90"
          >
            {t("cart.viewCart")}
          </Link>
        </div>
      ) : null}
      <CartToast error={error} onDismiss={dismiss} t={t} />
    </div>
  );
}
