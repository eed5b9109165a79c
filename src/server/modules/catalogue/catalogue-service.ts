// The catalogue of spec §3 and §7: product list with its filters, product detail, awards,
// recommended products and meal icons. Prices and stock come out computed by the pure rules of
// src/runtime/shop, the same functions the browser runs.
import { type AnyColumn, and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { storedLabel } from "../../../../schemas/e-label";
import type { Filter, ListQuery } from "../../../../schemas/list-query";
import type { ParameterValues } from "../../../../schemas/parameters";
import type {
  Award,
  Declination,
  Discount,
  MealIcon,
  ProductDetail,
  ProductFacets,
  ProductList,
  ProductSummary,
  VariationRef,
  WineColor,
} from "../../../../schemas/shop";
import { wineColors } from "../../../../schemas/shop";
import { declinationPriceOf, discountedPrice, savedPercentOf } from "../../../runtime/shop/pricing";
import { quantityChoicesOf, quantityStepOf } from "../../../runtime/shop/quantity";
import { type StockSettings, stockOf } from "../../../runtime/shop/stock";
import { type Database, type Tx, withSite } from "../../db/client";
import {
  awards,
  boxItems,
  decreasingDiscounts,
  discounts,
  mealIcons,
  productDeclinations,
  productRecommendations,
  productSlugRedirects,
  products,
  variations,
  variationValues,
} from "../../db/schema";
import { ApiError } from "../../http/api-error";

type ProductRow = typeof products.$inferSelect;
type DeclinationRow = typeof productDeclinations.$inferSelect;
type DiscountRow = typeof discounts.$inferSelect;

export function stockSettingsOf(
  values: Pick<ParameterValues, "HANDLE_STOCK" | "USE_PRODUCT_STOCK">,
): StockSettings {
  return { handleStock: values.HANDLE_STOCK === true, useProductStock: values.USE_PRODUCT_STOCK === true };
}

/** What a catalogue read needs besides the products: variation labels and product discounts. */
export interface CatalogueContext {
  variationValueById: Map<number, { value: string; label: string; displayLabel: string }>;
  discountById: Map<number, DiscountRow>;
}

export async function catalogueContextOf(tx: Tx, idSite: number): Promise<CatalogueContext> {
  const [values, discountRows] = await Promise.all([
    tx
      .select({
        id: variationValues.id,
        value: variationValues.label,
        label: variations.label,
        displayLabel: variations.displayLabel,
      })
      .from(variationValues)
      .innerJoin(variations, eq(variations.id, variationValues.variationId))
      .where(eq(variationValues.siteId, idSite)),
    tx
      .select()
      .from(discounts)
      .where(
        and(eq(discounts.siteId, idSite), eq(discounts.detailType, "PRODUCT"), eq(discounts.isValid, true)),
      ),
  ]);
  return {
    variationValueById: new Map(values.map(({ id, ...rest }) => [id, rest])),
    discountById: new Map(discountRows.map((d) => [d.id, d])),
  };
}

function variationRefOf(context: CatalogueContext, id: number | null): VariationRef {
  if (id === null) return null;
  const value = context.variationValueById.get(id);
  return value ? { id, ...value } : null;
}

export function discountOf(row: DiscountRow | undefined | null): Discount | null {
  if (!row) return null;
  return {
    id: row.id,
    type: row.type,
    amount: row.amount,
    detailType: row.detailType,
    code: row.code,
    label: row.label,
  };
}

/** A declination's prices and stock, as the product page and the cart see them. */
export function declinationOf(
  context: CatalogueContext,
  settings: StockSettings,
  product: ProductRow,
  row: DeclinationRow,
): Declination {
  const price = declinationPriceOf(product, row);
  // the declination's own discount wins over the product's
  const discount = discountOf(
    context.discountById.get(row.discountId ?? -1) ?? context.discountById.get(product.discountId ?? -1),
  );
  const finalPrice = discountedPrice(price, discount);
  return {
    id: row.id,
    year: row.year,
    capacity: row.capacity,
    capacityUnit: row.capacityUnit,
    price,
    fixedPrice: row.fixedPrice,
    discount,
    finalPrice,
    savedPercent: savedPercentOf(price, finalPrice),
    setQuantity: row.setQuantity,
    stock: stockOf(settings, product, row),
    sellByMultipleOf: row.sellByMultipleOf,
    image: row.image,
    reference: row.reference,
    variation1: variationRefOf(context, row.variation1Id),
    variation2: variationRefOf(context, row.variation2Id),
    variation3: variationRefOf(context, row.variation3Id),
  };
}

function summaryOf(
  context: CatalogueContext,
  settings: StockSettings,
  product: ProductRow,
  declinationRows: DeclinationRow[],
  awardCount: number,
): ProductSummary {
  const discount = discountOf(context.discountById.get(product.discountId ?? -1));
  const finalPrice = discountedPrice(product.price, discount);
  const years = [...new Set(declinationRows.map((d) => d.year).filter((y): y is number => y !== null))].sort(
    (a, b) => b - a,
  );
  const capacities = new Map<number, { capacity: number; capacityUnit: "LITER" | "CENTILITRE" }>();
  for (const d of declinationRows) {
    if (d.capacity === null || d.capacityUnit === null) continue;
    const ml = Math.round(d.capacity * (d.capacityUnit === "LITER" ? 1000 : 10));
    if (!capacities.has(ml)) capacities.set(ml, { capacity: d.capacity, capacityUnit: d.capacityUnit });
  }
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    type: { type: product.type, subtypeType: product.subtypeType },
    appellation: product.appellation,
    color: product.color,
    shortDescription: product.shortDescription,
    image: product.image,
    price: product.price,
    discount,
    finalPrice,
    savedPercent: savedPercentOf(product.price, finalPrice),
    sellByMultipleOf: product.sellByMultipleOf,
    hasShippingFees: product.hasShippingFees,
    tags: product.tags,
    grapeVarieties: product.grapeVarieties,
    years,
    capacities: [...capacities.entries()].sort(([a], [b]) => a - b).map(([, c]) => c),
    // available when at least one quantity can be chosen (spec §5 quantity list not empty)
    isAvailable: declinationRows.some(
      (d) =>
        quantityChoicesOf(
          quantityStepOf({
            sellByMultipleOf: product.sellByMultipleOf,
            declinationMultipleOf: d.sellByMultipleOf,
            isWine: product.type === "WINE",
          }),
          stockOf(settings, product, d),
        ).length > 0,
    ),
    awardCount,
    variation1: variationRefOf(context, product.variation1Id),
    variation2: variationRefOf(context, product.variation2Id),
    variation3: variationRefOf(context, product.variation3Id),
  };
}

async function declinationsOf(tx: Tx, idSite: number, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, DeclinationRow[]>();
  const rows = await tx
    .select()
    .from(productDeclinations)
    .where(
      and(
        eq(productDeclinations.siteId, idSite),
        inArray(productDeclinations.productId, productIds),
        eq(productDeclinations.isValid, true),
      ),
    )
    .orderBy(asc(productDeclinations.order), asc(productDeclinations.id));
  const byProduct = new Map<number, DeclinationRow[]>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return byProduct;
}

async function awardCountsOf(tx: Tx, idSite: number, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, number>();
  const rows = await tx
    .select({ productId: awards.productId, n: count() })
    .from(awards)
    .where(and(eq(awards.siteId, idSite), inArray(awards.productId, productIds)))
    .groupBy(awards.productId);
  return new Map(rows.map((r) => [r.productId, r.n]));
}

async function summariesOf(tx: Tx, idSite: number, settings: StockSettings, rows: ProductRow[]) {
  const ids = rows.map((r) => r.id);
  const [context, declinations, awardCounts] = await Promise.all([
    catalogueContextOf(tx, idSite),
    declinationsOf(tx, idSite, ids),
    awardCountsOf(tx, idSite, ids),
  ]);
  return rows.map((row) =>
    summaryOf(context, settings, row, declinations.get(row.id) ?? [], awardCounts.get(row.id) ?? 0),
  );
}

// ---------------------------------------------------------------------------------------------
// GET /product filters (spec §3 product list filters, §5 filter types, §7 list queries)

/** A filter the list cannot apply: a 400 naming the field. */
function badFilter(field: string, message: string): never {
  throw new ApiError(400, "error.badRequest", {}, { errors: { [field]: [message] } });
}

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, "\\$&")}%`;

function textCondition(column: AnyColumn, filter: Filter, caseInsensitive: boolean): SQL {
  const value = filter.value;
  switch (filter.operator) {
    case "equal":
      return caseInsensitive ? sql`lower(${column}) = lower(${value})` : sql`${column} = ${value}`;
    case "different":
      return caseInsensitive
        ? sql`(${column} is null or lower(${column}) <> lower(${value}))`
        : sql`(${column} is null or ${column} <> ${value})`;
    case "like":
      return sql`${column} ilike ${likePattern(value)}`;
    default:
      return badFilter(filter.field, "only equal, lk: and df: apply to this field");
  }
}

function numberCondition(column: SQL, filter: Filter): SQL {
  if (!/^-?\d{1,9}$/.test(filter.value.trim())) badFilter(filter.field, "a whole number is expected");
  const value = Number(filter.value);
  switch (filter.operator) {
    case "equal":
      return sql`${column} = ${value}`;
    case "different":
      return sql`(${column} is null or ${column} <> ${value})`;
    case "inferior":
      return sql`${column} < ${value}`;
    case "inferior_or_equal":
      return sql`${column} <= ${value}`;
    case "superior":
      return sql`${column} > ${value}`;
    case "superior_or_equal":
      return sql`${column} >= ${value}`;
    default:
      return badFilter(filter.field, "lk: does not apply to a number");
  }
}

/**
 * A product matches when one of its declinations on sale matches every vintage filter at once
 * (year=gte:2019&year=lte:2020 is one vintage in that range, not two different ones).
 */
function yearCondition(filters: Filter[]): SQL {
  const conditions = filters.map((filter) => numberCondition(sql`d.year`, filter));
  return sql`exists (select 1 from ${productDeclinations} d where d.product_id = ${products.id} and d.is_valid and ${and(...conditions)})`;
}

function conditionOf(filter: Filter): SQL {
  switch (filter.field) {
    case "name":
      return textCondition(products.name, filter, true);
    case "appellation":
      return textCondition(products.appellation, filter, true);
    case "kind":
      return textCondition(products.type, filter, false);
    case "color":
      return textCondition(products.color, filter, false);
    case "price":
      return numberCondition(sql`${products.price}`, filter);
    case "variation1":
      return numberCondition(sql`${products.variation1Id}`, filter);
    case "variation2":
      return numberCondition(sql`${products.variation2Id}`, filter);
    case "variation3":
      return numberCondition(sql`${products.variation3Id}`, filter);
    case "year":
      return yearCondition([filter]);
    case "search": {
      if (filter.value.length > 100) badFilter("search", "at most 100 characters");
      const pattern = likePattern(filter.value.trim());
      return sql`(${products.name} ilike ${pattern} or ${products.appellation} ilike ${pattern} or ${products.shortDescription} ilike ${pattern} or ${products.description} ilike ${pattern} or ${products.grapeVarieties}::text ilike ${pattern} or ${products.tags}::text ilike ${pattern})`;
    }
    case "tags": {
      const tags = filter.value
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean)
        .slice(0, 20);
      if (tags.length === 0) return sql`true`;
      const list = sql`array[${sql.join(
        tags.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]`;
      if (filter.operator === "equal") return sql`${products.tags} ?| ${list}`;
      if (filter.operator === "different") return sql`not (${products.tags} ?| ${list})`;
      return badFilter("tags", "only equal and df: apply to tags");
    }
    default:
      return badFilter(filter.field, "unknown filter");
  }
}

function orderOf(orderBy: string | undefined): SQL[] {
  const descending = orderBy?.startsWith("-") ?? false;
  const field = orderBy?.replace(/^-/, "") ?? "price";
  const direction = (column: SQL) =>
    descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  switch (field) {
    case "name":
      return [direction(sql`lower(${products.name})`), asc(products.id)];
    case "year":
      return [
        direction(
          sql`(select max(d.year) from ${productDeclinations} d where d.product_id = ${products.id} and d.is_valid)`,
        ),
        asc(products.price),
        asc(products.id),
      ];
    case "order":
      return [descending ? desc(products.order) : asc(products.order), asc(products.id)];
    default:
      return [direction(sql`${products.price}`), asc(products.order), asc(products.id)];
  }
}

export async function listProducts(
  db: Database,
  idSite: number,
  settings: StockSettings,
  query: ListQuery,
): Promise<Omit<ProductList, "facets">> {
  const where = and(
    eq(products.siteId, idSite),
    eq(products.isValid, true),
    ...query.filters.filter((f) => f.field !== "year").map(conditionOf),
    ...(query.filters.some((f) => f.field === "year")
      ? [yearCondition(query.filters.filter((f) => f.field === "year"))]
      : []),
  );
  return withSite(db, idSite, async (tx) => {
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(products)
        .where(where)
        .orderBy(...orderOf(query.orderBy))
        .offset(query.offset)
        .limit(query.nbItem),
      tx.select({ n: count() }).from(products).where(where),
    ]);
    return {
      products: await summariesOf(tx, idSite, settings, rows),
      total: total?.n ?? 0,
      page: query.page,
      nbItem: query.nbItem,
    };
  });
}

/** The values the list's filters offer, over the whole catalogue of the site. */
export async function productFacets(db: Database, idSite: number): Promise<ProductFacets> {
  return withSite(db, idSite, async (tx) => {
    const valid = and(eq(products.siteId, idSite), eq(products.isValid, true));
    const rows = await tx
      .select({
        type: products.type,
        color: products.color,
        appellation: products.appellation,
        price: products.price,
        tags: products.tags,
      })
      .from(products)
      .where(valid);
    const yearRows = await tx
      .selectDistinct({ year: productDeclinations.year })
      .from(productDeclinations)
      .innerJoin(products, eq(products.id, productDeclinations.productId))
      .where(and(valid, eq(productDeclinations.isValid, true)));
    const tally = <T extends string>(values: (T | null)[]) => {
      const counts = new Map<T, number>();
      for (const v of values) if (v !== null) counts.set(v, (counts.get(v) ?? 0) + 1);
      return counts;
    };
    const kinds = tally(rows.map((r) => r.type));
    const colors = tally(rows.map((r) => r.color));
    const appellations = tally(rows.map((r) => r.appellation));
    const prices = rows.map((r) => r.price);
    return {
      kinds: (["WINE", "BOX", "OTHER"] as const)
        .filter((k) => kinds.has(k))
        .map((value) => ({ value, count: kinds.get(value) ?? 0 })),
      colors: wineColors
        .filter((c) => colors.has(c))
        .map((value: WineColor) => ({ value, count: colors.get(value) ?? 0 })),
      appellations: [...appellations.entries()]
        .sort(([a], [b]) => a.localeCompare(b, "fr"))
        .map(([value, n]) => ({ value, count: n })),
      years: yearRows
        .map((r) => r.year)
        .filter((y): y is number => y !== null)
        .sort((a, b) => b - a),
      tags: [...new Set(rows.flatMap((r) => r.tags))].sort(),
      price: { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Detail, awards, recommendations, meal icons

async function productRowOf(tx: Tx, idSite: number, idOrSlug: string): Promise<ProductRow> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  if (!byId && !/^[a-z0-9-]{1,120}$/.test(idOrSlug)) throw new ApiError(404, "shop.productNotFound");
  const [row] = await tx
    .select()
    .from(products)
    .where(
      and(
        eq(products.siteId, idSite),
        eq(products.isValid, true),
        byId ? eq(products.id, Number(idOrSlug)) : eq(products.slug, idOrSlug),
      ),
    );
  if (!row) {
    // an old address of a product that changed it: the caller redirects (301) to the current one
    const [moved] = byId
      ? []
      : await tx
          .select({ slug: products.slug })
          .from(productSlugRedirects)
          .innerJoin(products, eq(products.id, productSlugRedirects.productId))
          .where(
            and(
              eq(productSlugRedirects.siteId, idSite),
              eq(productSlugRedirects.slug, idOrSlug),
              eq(products.isValid, true),
            ),
          );
    throw new ApiError(404, "shop.productNotFound", {}, moved ? { movedTo: moved.slug } : null);
  }
  return row;
}

async function awardsOf(tx: Tx, idSite: number, productId: number): Promise<Award[]> {
  const rows = await tx
    .select({ award: awards, vintage: productDeclinations.year })
    .from(awards)
    .leftJoin(productDeclinations, eq(productDeclinations.id, awards.declinationId))
    .where(and(eq(awards.siteId, idSite), eq(awards.productId, productId)))
    .orderBy(asc(awards.order), asc(awards.id));
  return rows.map(({ award, vintage }) => ({
    id: award.id,
    productId: award.productId,
    declinationId: award.declinationId,
    vintage: vintage ?? null,
    competition: award.competition,
    distinction: award.distinction,
    medal: award.medal,
    year: award.year,
  }));
}

async function mealIconRows(tx: Tx, idSite: number) {
  return tx
    .select({ id: mealIcons.id, code: mealIcons.code, label: mealIcons.label, icon: mealIcons.icon })
    .from(mealIcons)
    .where(eq(mealIcons.siteId, idSite))
    .orderBy(asc(mealIcons.order), asc(mealIcons.id));
}

export async function productDetail(
  db: Database,
  idSite: number,
  settings: StockSettings,
  idOrSlug: string,
): Promise<ProductDetail> {
  return withSite(db, idSite, async (tx) => {
    const product = await productRowOf(tx, idSite, idOrSlug);
    const [context, declinationMap, awardList, tiers, icons, contents] = await Promise.all([
      catalogueContextOf(tx, idSite),
      declinationsOf(tx, idSite, [product.id]),
      awardsOf(tx, idSite, product.id),
      tx
        .select({
          minQuantity: decreasingDiscounts.minQuantity,
          type: decreasingDiscounts.type,
          amount: decreasingDiscounts.amount,
        })
        .from(decreasingDiscounts)
        .where(and(eq(decreasingDiscounts.siteId, idSite), eq(decreasingDiscounts.productId, product.id)))
        .orderBy(asc(decreasingDiscounts.minQuantity)),
      mealIconRows(tx, idSite),
      tx
        .select({
          quantity: boxItems.quantity,
          name: products.name,
          slug: products.slug,
          year: productDeclinations.year,
          capacity: productDeclinations.capacity,
          capacityUnit: productDeclinations.capacityUnit,
        })
        .from(boxItems)
        .innerJoin(productDeclinations, eq(productDeclinations.id, boxItems.declinationId))
        .innerJoin(products, eq(products.id, productDeclinations.productId))
        .where(and(eq(boxItems.siteId, idSite), eq(boxItems.boxId, product.id)))
        .orderBy(asc(boxItems.order), asc(boxItems.id)),
    ]);
    const declinationRows = declinationMap.get(product.id) ?? [];
    const iconByCode = new Map(icons.map((i) => [i.code, i]));
    return {
      ...summaryOf(context, settings, product, declinationRows, awardList.length),
      description: product.description,
      reference: product.reference,
      declinations: declinationRows.map((row) => ({
        ...declinationOf(context, settings, product, row),
        label: row.label === null ? null : storedLabel(row.label),
        labelCode: row.labelCode,
      })),
      features: product.features,
      decreasingDiscounts: tiers,
      awards: awardList,
      mealIcons: product.mealIcons.map((code) => iconByCode.get(code)).filter((i): i is MealIcon => !!i),
      alcoholPercent: product.alcoholPercent,
      nutrition: product.nutrition,
      ingredients: product.ingredients,
      boxItems: contents,
    };
  });
}

/** GET /award?product={id}: the product's awards; an unknown product is a 404. */
export async function productAwards(db: Database, idSite: number, productId: number): Promise<Award[]> {
  return withSite(db, idSite, async (tx) => {
    const product = await productRowOf(tx, idSite, String(productId));
    return awardsOf(tx, idSite, product.id);
  });
}

/** GET /v2/product/recommended/{id}: the products recommended beside a product, in order. */
export async function recommendedProducts(
  db: Database,
  idSite: number,
  settings: StockSettings,
  productId: number,
): Promise<ProductSummary[]> {
  return withSite(db, idSite, async (tx) => {
    const product = await productRowOf(tx, idSite, String(productId));
    const rows = await tx
      .select({ product: products })
      .from(productRecommendations)
      .innerJoin(products, eq(products.id, productRecommendations.recommendedId))
      .where(
        and(
          eq(productRecommendations.siteId, idSite),
          eq(productRecommendations.productId, product.id),
          eq(products.isValid, true),
        ),
      )
      .orderBy(asc(productRecommendations.order), asc(productRecommendations.id));
    return summariesOf(
      tx,
      idSite,
      settings,
      rows.map((r) => r.product),
    );
  });
}

export async function listMealIcons(db: Database, idSite: number): Promise<MealIcon[]> {
  return withSite(db, idSite, (tx) => mealIconRows(tx, idSite));
}
