import { Link } from "react-router";
import type { ProductSummary } from "../../../../schemas/shop";
import type { ShopDisplay } from "../../../runtime/shop/shop-display";
import { ResponsiveImage } from "../media/responsive-image";
import { Price } from "./price";
import { titlesOf } from "./product-title";
import { colorKey, type ShopText } from "./shop-text";

/** A product in the list (PRODUCT_DISPLAY GRID or LIST, PRODUCT_ASPECT_RATIO for its image). */
export function ProductCard({
  product,
  display,
  t,
  layout = display.productDisplay,
  headingLevel = 2,
}: {
  product: ProductSummary;
  display: ShopDisplay;
  t: ShopText;
  layout?: "GRID" | "LIST";
  headingLevel?: 2 | 3;
}) {
  const { title, subtitle } = titlesOf(product, display.swapNameAndAppellation);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const facts = [
    product.color ? t(colorKey(product.color)) : null,
    product.years.length ? product.years.join(", ") : null,
  ].filter(Boolean);
  return (
    <article
      className={`group relative flex w-full rounded-lg border border-[rgb(var(--vs-font-color-rgb)/0.12)] bg-background transition-shadow hover:shadow-md ${layout === "LIST" ? "flex-row gap-4 p-3" : "flex-col"}`}
    >
      <div
        className={`overflow-hidden rounded-t-lg bg-[rgb(var(--vs-font-color-rgb)/0.04)] ${layout === "LIST" ? "w-28 shrink-0 rounded-lg" : ""}`}
        style={{ aspectRatio: display.aspectRatio }}
      >
        {product.image ? (
          <ResponsiveImage
            sizes="(min-width: 1024px) 20rem, (min-width: 640px) 45vw, 90vw"
            src={product.image}
            alt=""
            width={300}
            height={400}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : null}
      </div>
      <div className={`flex flex-1 flex-col gap-1 ${layout === "LIST" ? "" : "p-4"}`}>
        <Heading className="font-title text-lg font-semibold leading-snug">
          {/* the whole card is the link's target area, the heading its name */}
          <Link to={`/shop/${product.slug}`} className="after:absolute after:inset-0 hover:underline">
            {title}
          </Link>
        </Heading>
        {subtitle ? <p className="text-sm font-semibold">{subtitle}</p> : null}
        {facts.length ? <p className="text-sm opacity-80">{facts.join(" · ")}</p> : null}
        {layout === "LIST" && product.shortDescription ? (
          <p className="text-sm">{product.shortDescription}</p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          {display.hidePrices ? null : (
            <Price
              price={product.price}
              finalPrice={product.finalPrice}
              savedPercent={product.savedPercent}
              hidePercentage={display.hidePercentageDiscount}
              t={t}
            />
          )}
          {product.isAvailable ? null : (
            <span className="rounded border border-current px-2 py-0.5 text-xs font-semibold">
              {display.stock.notInStockLabel}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
