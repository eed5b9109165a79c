import { formatPrice } from "../../../runtime/shop/money";
import type { ShopText } from "./shop-text";

/** A price after discount, with the usual price struck through and the "-10 %" badge when set. */
export function Price({
  price,
  finalPrice,
  savedPercent,
  hidePercentage,
  t,
  size = "md",
}: {
  price: number;
  finalPrice: number;
  savedPercent: number;
  hidePercentage: boolean;
  t: ShopText;
  size?: "md" | "lg";
}) {
  const discounted = finalPrice < price;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className="sr-only">{t("shop.price")} :</span>
      <span className={`font-semibold text-heading ${size === "lg" ? "text-2xl" : "text-lg"}`}>
        {formatPrice(finalPrice)}
      </span>
      {discounted ? (
        <>
          <span className="sr-only">{t("shop.oldPrice")} :</span>
          <s className="text-sm opacity-75">{formatPrice(price)}</s>
          {!hidePercentage && savedPercent > 0 ? (
            <span className="rounded bg-accent px-1.5 py-0.5 text-xs font-semibold text-[var(--vs-font-color)]">
              -{savedPercent}&nbsp;%
            </span>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
