import type { ELabel } from "../../../../schemas/e-label";
import { labelTexts } from "../../../../schemas/e-label-ingredients";
import type { LabelLanguage } from "../../../../schemas/e-label-values";
import type { Award, Declination, ProductDetail, ProductFeature } from "../../../../schemas/shop";
import { formatCapacity } from "../../../runtime/shop/capacity";
import { effectiveNutrition, ingredientSegments, nutritionTable } from "../../../runtime/shop/e-label";
import { formatPrice } from "../../../runtime/shop/money";
import type { ShopDisplay } from "../../../runtime/shop/shop-display";
import { iconClassOf } from "../../../runtime/theme/icon-class";
import type { ShopText } from "./shop-text";

const sectionTitle = "font-title text-xl font-semibold";

export function grapesOf(product: Pick<ProductDetail, "grapeVarieties">): string {
  return product.grapeVarieties
    .map((g) => (g.percent !== null && g.percent < 100 ? `${g.name} (${g.percent} %)` : g.name))
    .join(", ");
}

/** A box's contents: each bottle with its count, linked to its own page. */
export function BoxContents({ product, t }: { product: ProductDetail; t: ShopText }) {
  if (!product.boxItems.length) return null;
  return (
    <section aria-labelledby="box-contents">
      <h2 id="box-contents" className="font-title text-xl font-semibold">
        {t("shop.boxContents")}
      </h2>
      <ul className="mt-3 space-y-1">
        {product.boxItems.map((item) => (
          <li key={`${item.slug}-${item.year}-${item.capacity}`}>
            {item.quantity} ×{" "}
            <a className="underline underline-offset-4" href={`/shop/${item.slug}`}>
              {item.name}
            </a>
            {item.year ? ` ${item.year}` : ""}
            {item.capacity !== null && item.capacityUnit
              ? `, ${formatCapacity(item.capacity, item.capacityUnit)}`
              : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** FEATURES_PRODUCT_STYLE: a table, a list, or icons with their labels (no icons with HIDE_PRODUCT_ICON). */
export function Features({
  product,
  declination = null,
  display,
  t,
}: {
  product: ProductDetail;
  /** The chosen vintage: its e-label's alcohol, when it has one (issue 15 §1). */
  declination?: Declination | null;
  display: ShopDisplay;
  t: ShopText;
}) {
  const grapes = grapesOf(product);
  const alcohol = declination?.label?.alcoholPercent ?? product.alcoholPercent;
  const features: ProductFeature[] = [
    ...(display.grapeVarieties === "IN_FEATURES" && grapes
      ? [{ code: "grapes", label: t("shop.grapes"), value: grapes, icon: "fa-seedling" }]
      : []),
    ...(product.appellation
      ? [
          {
            code: "appellation",
            label: t("shop.filter.appellation"),
            value: product.appellation,
            icon: "fa-location-dot",
          },
        ]
      : []),
    ...(alcohol
      ? [
          {
            code: "alcohol",
            label: t("shop.alcohol"),
            value: `${String(alcohol).replace(".", ",")} % vol.`,
            icon: "fa-droplet",
          },
        ]
      : []),
    ...product.features,
  ];
  if (features.length === 0) return null;
  const style =
    display.featuresStyle === "ICONS" && display.hideProductIcons ? "LIST" : display.featuresStyle;
  return (
    <section aria-labelledby="product-features">
      <h2 id="product-features" className={sectionTitle}>
        {t("shop.features")}
      </h2>
      {style === "TABLE" ? (
        <table className="mt-3 w-full text-left text-sm">
          <tbody>
            {features.map((f) => (
              <tr key={f.code} className="border-b border-[rgb(var(--vs-font-color-rgb)/0.12)]">
                <th scope="row" className="w-2/5 py-2 pr-4 font-semibold">
                  {f.label}
                </th>
                <td className="py-2">{f.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : style === "LIST" ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
          {features.map((f) => (
            <li key={f.code}>
              <span className="font-semibold">{f.label} :</span> {f.value}
            </li>
          ))}
        </ul>
      ) : (
        <dl className="mt-3 grid grid-cols-1 gap-4 text-sm xs:grid-cols-2">
          {features.map((f) => {
            const icon = iconClassOf(f.icon);
            return (
              <div key={f.code} className="flex gap-3">
                {icon ? (
                  <i className={`${icon} mt-1 w-5 text-center text-lg text-primary`} aria-hidden="true" />
                ) : null}
                <div>
                  <dt className="font-semibold">{f.label}</dt>
                  <dd>{f.value}</dd>
                </div>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}

const medalIcon: Record<Award["medal"], { icon: string; color: string }> = {
  GOLD: { icon: "fa-medal", color: "#B8860B" },
  SILVER: { icon: "fa-medal", color: "#6E7681" },
  BRONZE: { icon: "fa-medal", color: "#8C5A2B" },
  STARS: { icon: "fa-star", color: "#B8860B" },
  SCORE: { icon: "fa-award", color: "currentColor" },
  OTHER: { icon: "fa-award", color: "currentColor" },
};

export function Awards({ awards, vintage, t }: { awards: Award[]; vintage: number | null; t: ShopText }) {
  if (awards.length === 0) return null;
  // the awards of the vintage shown first, then the others
  const sorted = [...awards].sort((a, b) => Number(b.vintage === vintage) - Number(a.vintage === vintage));
  return (
    <section aria-labelledby="product-awards">
      <h2 id="product-awards" className={sectionTitle}>
        {t("shop.awards")}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {sorted.map((award) => (
          <li key={award.id} className="flex items-start gap-3">
            <i
              className={`fa-solid ${medalIcon[award.medal].icon} mt-0.5 text-lg`}
              style={{ color: medalIcon[award.medal].color }}
              aria-hidden="true"
            />
            <span>
              <span className="font-semibold">{award.distinction}</span> — {award.competition}
              {award.year ? ` ${award.year}` : ""}
              {award.vintage ? ` (${t("shop.awardVintage", { year: award.vintage })})` : ""}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Meal pairings; HIDE_PRODUCT_ICON keeps the words and drops the pictograms. */
export function Meals({
  product,
  display,
  t,
}: {
  product: ProductDetail;
  display: ShopDisplay;
  t: ShopText;
}) {
  if (product.mealIcons.length === 0) return null;
  return (
    <section aria-labelledby="product-meals">
      <h2 id="product-meals" className={sectionTitle}>
        {t("shop.meals")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3 text-sm">
        {product.mealIcons.map((meal) => {
          const icon = display.hideProductIcons ? null : iconClassOf(meal.icon);
          return (
            <li
              key={meal.code}
              className="flex items-center gap-2 rounded-full border border-[rgb(var(--vs-font-color-rgb)/0.2)] px-3 py-1.5"
            >
              {icon ? <i className={`${icon} text-primary`} aria-hidden="true" /> : null}
              {meal.label}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function VolumePrices({ product, t }: { product: ProductDetail; t: ShopText }) {
  if (product.decreasingDiscounts.length === 0) return null;
  return (
    <div className="rounded border border-[rgb(var(--vs-font-color-rgb)/0.15)] p-3 text-sm">
      <p className="font-semibold">{t("shop.volumeDiscounts")}</p>
      <ul className="mt-1 space-y-0.5">
        {product.decreasingDiscounts.map((tier) => (
          <li key={tier.minQuantity}>
            {tier.type === "PERCENT"
              ? t("shop.tierPercent", { amount: tier.amount, quantity: tier.minQuantity })
              : t("shop.tierEuro", { amount: formatPrice(tier.amount), quantity: tier.minQuantity })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The EU wine e-label of the chosen declination (issue 15 §4: ingredients with their allergens
 * emphasised, nutrition per 100 ml), with the label page's own wording and rounding
 * (runtime/shop/e-label.ts); a product not yet moved to per-declination labels shows its own.
 */
export function Nutrition({
  product,
  productLabel,
  declination,
  lang,
  t,
}: {
  product: ProductDetail;
  /** The product's own label (productLabelOf, read by the loader: zod stays on the server). */
  productLabel: ELabel;
  declination: Declination | null;
  lang: LabelLanguage;
  t: ShopText;
}) {
  const label = (declination ?? product.declinations[0])?.label ?? productLabel;
  const n = effectiveNutrition(label);
  const table = n ? nutritionTable(n, lang) : null;
  const segments = ingredientSegments(label, lang);
  if (!table && !segments.length) return null;
  return (
    <section aria-labelledby="product-nutrition">
      <h2 id="product-nutrition" className={sectionTitle}>
        {t("shop.nutrition")}
      </h2>
      {table ? (
        <table className="mt-3 w-full max-w-md text-left text-sm">
          <thead>
            <tr className="border-b-2 border-current">
              <th scope="col" className="py-1.5" />
              <th scope="col" className="py-1.5 text-right">
                {t("shop.nutritionPer100")}
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key} className="border-b border-[rgb(var(--vs-font-color-rgb)/0.12)]">
                <th scope="row" className={`py-1.5 font-normal ${row.sub ? "pl-4" : ""}`}>
                  {row.label}
                </th>
                <td className="py-1.5 text-right">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {table?.negligible ? <p className="mt-2 text-sm">{labelTexts[lang].negligible}</p> : null}
      {segments.length ? (
        <p className="mt-3 text-sm">
          <span className="font-semibold">{t("shop.ingredients")} :</span>{" "}
          {segments.map((s, i) =>
            // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one sentence, in order
            s.allergen ? <strong key={i}>{s.text}</strong> : <span key={i}>{s.text}</span>,
          )}
        </p>
      ) : null}
    </section>
  );
}
