// Prices of cart and order lines, and discount codes: one computation for the cart, the order
// checks and the order itself, so the figures a buyer sees are the ones charged. Cents.
import { and, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { CartDiscount } from "../../../../schemas/shop";
import {
  declinationPriceOf,
  discountedPrice,
  type LinePrice,
  linePriceOf,
} from "../../../runtime/shop/pricing";
import type { Tx } from "../../db/client";
import { decreasingDiscounts, discounts, orders, productDeclinations, products } from "../../db/schema";
import { type CatalogueContext, discountOf } from "./catalogue-service";

type ProductRow = typeof products.$inferSelect;
type DeclinationRow = typeof productDeclinations.$inferSelect;
export type TierRow = typeof decreasingDiscounts.$inferSelect;
export type CodeDiscountRow = typeof discounts.$inferSelect & {
  /** The products the code applies to, when the owner restricted it (issue 13 §3); null: all. */
  eligible: ReadonlySet<number> | null;
};

/** The valid declinations of a site with their valid products, those `which` selects. */
const sellable = (idSite: number, which: SQL | undefined) =>
  and(
    eq(productDeclinations.siteId, idSite),
    which,
    eq(productDeclinations.isValid, true),
    eq(products.isValid, true),
  );

/**
 * The volume discounts of the product of each row, as a column: `sellableLines` reads a cart's
 * lines and their tiers in one query (decision 099). Ordered by id, as they were written.
 */
export const tiersColumn = sql<TierRow[]>`coalesce((
  select json_agg(json_build_object('id', t.id, 'siteId', t.site_id, 'productId', t.product_id,
    'minQuantity', t.min_quantity, 'type', t.type, 'amount', t.amount) order by t.id)
  from ${decreasingDiscounts} t
  where t.site_id = ${products.siteId} and t.product_id = ${products.id}
), '[]'::json)`;

/**
 * The valid declinations of a site with their valid products and each product's volume discounts,
 * those `which` selects: what carts, order checks and shipping quotes price, in one query. A query
 * builder, so callers order or lock it.
 */
export function sellableLines(tx: Tx, idSite: number, which: SQL | undefined) {
  return tx
    .select({ product: products, declination: productDeclinations, tiers: tiersColumn })
    .from(productDeclinations)
    .innerJoin(products, eq(products.id, productDeclinations.productId))
    .where(sellable(idSite, which));
}

/** A line's price: the declination's price, its (or its product's) discount, the volume discount. */
export function priceOf(
  context: CatalogueContext,
  tiers: readonly TierRow[],
  product: ProductRow,
  declination: DeclinationRow,
  quantity: number,
): LinePrice {
  const discount = discountOf(
    context.discountById.get(declination.discountId ?? -1) ??
      context.discountById.get(product.discountId ?? -1),
  );
  return linePriceOf({
    basePrice: declinationPriceOf(product, declination),
    discount,
    decreasingDiscounts: tiers.filter((t) => t.productId === product.id),
    quantity,
  });
}

/** A code of the cart or the order (detailType ORDER or SHIPPING_FEES), valid now. */
export async function codeDiscountOf(tx: Tx, idSite: number, code: string): Promise<CodeDiscountRow | null> {
  const now = new Date();
  const [row] = await tx
    .select()
    .from(discounts)
    .where(
      and(
        eq(discounts.siteId, idSite),
        eq(discounts.code, code.trim().toUpperCase()),
        eq(discounts.isValid, true),
        isNull(discounts.archivedAt),
        inArray(discounts.detailType, ["ORDER", "SHIPPING_FEES"]),
        or(sql`${discounts.startsAt} is null`, sql`${discounts.startsAt} <= ${now}`),
        or(sql`${discounts.endsAt} is null`, sql`${discounts.endsAt} > ${now}`),
      ),
    );
  if (!row) return null;
  if (!row.productIds.length && !row.productTypes.length) return { ...row, eligible: null };
  // restricted: the products named, and those of the types named (today's, whatever was added since)
  const named = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.siteId, idSite),
        or(
          row.productIds.length ? inArray(products.id, row.productIds) : undefined,
          row.productTypes.length ? inArray(products.type, row.productTypes) : undefined,
        ),
      ),
    );
  return { ...row, eligible: new Set(named.map((p) => p.id)) };
}

/**
 * Whether a code has uses left, for every buyer together (maxUses) and for this buyer
 * (maxUsesPerUser, when the buyer is known): the one rule of the cart, the order checks and the
 * order (decision 083).
 *
 * The buyer's uses are counted under a transaction-scoped advisory lock on (site, code, buyer):
 * two transactions of one buyer with one code wait for each other, and the second counts the
 * first's order once it has committed (READ COMMITTED: each statement sees what was committed
 * before it started). Without the lock, ten simultaneous orders of one buyer all counted no use.
 * The lock is per buyer, so other buyers' orders with the code do not queue behind it; the global
 * limit is held by the order's conditional `uses + 1` update, atomic on the code's row.
 */
export async function codeHasUsesLeft(
  tx: Tx,
  idSite: number,
  row: CodeDiscountRow,
  buyerId: number | null,
): Promise<boolean> {
  if (row.maxUses !== null && row.uses >= row.maxUses) return false;
  if (row.maxUsesPerUser === null || buyerId === null) return true;
  const lockName = `discount-use:${idSite}:${row.id}:${buyerId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockName}, 0))`);
  const [used] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.siteId, idSite),
        eq(orders.userId, buyerId),
        eq(orders.discountId, row.id),
        sql`${orders.status} <> 'CANCELLED'`,
      ),
    );
  return (used?.n ?? 0) < row.maxUsesPerUser;
}

/** The articles of a code's products in the lines (a volume code's count; all, unrestricted). */
export const codeQuantityOf = (
  row: CodeDiscountRow,
  lines: readonly { productId: number; quantity: number }[],
) => lines.reduce((n, l) => n + (!row.eligible || row.eligible.has(l.productId) ? l.quantity : 0), 0);

/**
 * What a code does to the products (`lines`, whose totals make `subtotal`); null when the code does
 * not apply (no product, minimum not met, too few articles for a volume code, none of the products
 * it is restricted to). A restricted code takes its euros or percentage off its products only; the
 * minimum amount is the whole cart's, a volume code counts its own products' articles.
 */
export function codeEffectOf(
  row: CodeDiscountRow,
  subtotal: number,
  lines: readonly { productId: number; total: number; quantity: number }[],
): CartDiscount | null {
  if (lines.length === 0 || subtotal < (row.minimumAmount ?? 0)) return null;
  if (row.minimumQuantity && codeQuantityOf(row, lines) < row.minimumQuantity) return null;
  const eligibleTotal = row.eligible
    ? lines.reduce((n, l) => n + (row.eligible?.has(l.productId) ? l.total : 0), 0)
    : subtotal;
  if (row.eligible && !lines.some((l) => row.eligible?.has(l.productId))) return null;
  const shippingFees = row.detailType === "SHIPPING_FEES";
  const value = shippingFees ? 0 : eligibleTotal - discountedPrice(eligibleTotal, row);
  return {
    code: row.code ?? "",
    type: row.type,
    amount: row.amount,
    detailType: row.detailType,
    value,
    subtotal,
    total: subtotal - value,
    shippingFees,
  };
}
