// The lines of an order: the declinations asked for, locked when the order takes the stock,
// checked against the rules of spec §5 and priced (docs/decisions/070).
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { OrderLine } from "../../../../schemas/order";
import type { MessageKey, MessageParams } from "../../../runtime/messages/translate";
import { quantityProblemOf } from "../../../runtime/shop/quantity";
import { shipmentOf } from "../../../runtime/shop/shipping";
import { stockOf } from "../../../runtime/shop/stock";
import { preparedIn, type Tx } from "../../db/client";
import { productDeclinations, products } from "../../db/schema";
import type { FieldIssue } from "../../http/api-error";
import { priceOf, sellableLines, type TierRow } from "../catalogue/pricing-service";
import type { DeclinationRow, OrderSettings, ProductRow } from "./order-context";

/** A sellable declination with its product and the product's volume discounts: what prices a line. */
export interface SellableLine {
  product: ProductRow;
  declination: DeclinationRow;
  tiers: readonly TierRow[];
}

export interface Item extends SellableLine {
  quantity: number;
}

/** What carriers ship of some items (runtime/shop/shipping). */
export const shipmentOfItems = (items: readonly Item[]) =>
  shipmentOf(
    items.map((i) => ({
      type: i.product.type,
      quantity: i.quantity,
      capacity: i.declination.capacity,
      capacityUnit: i.declination.capacityUnit,
      hasShippingFees: i.product.hasShippingFees,
    })),
  );

/** Sums the quantities asked twice for one declination. */
function mergeQuantities(list: readonly { id: number; quantity: number }[]) {
  const merged = new Map<number, number>();
  for (const { id, quantity } of list) merged.set(id, (merged.get(id) ?? 0) + quantity);
  return [...merged].map(([id, quantity]) => ({ id, quantity }));
}

/**
 * The declinations of `list` with their products and volume discounts (one query), the valid ones
 * of the site only. With `lock`, the rows that hold a tracked stock are then locked, by id order
 * (two orders never wait on each other), and read again under the lock; a line whose stock is not
 * tracked locks nothing, so orders of such wines do not queue behind each other (issue 16 §7).
 */
export async function itemsOf(
  tx: Tx,
  idSite: number,
  list: readonly { id: number; quantity: number }[],
  lock: { stock: boolean; useProductStock: boolean } | null,
): Promise<{ items: Item[]; missing: number[] }> {
  const wanted = mergeQuantities(list);
  if (!wanted.length) return { items: [], missing: [] };
  const ids = wanted.map((w) => w.id).sort((a, b) => a - b);
  const read = (which: readonly number[]) =>
    sellableLines(tx, idSite, inArray(productDeclinations.id, [...which])).orderBy(
      asc(productDeclinations.id),
    );
  // the order's first read, prepared (issue 16 §7): built once per connection
  const readLines = preparedIn(tx, "order_lines", () =>
    sellableLines(
      tx,
      sql.placeholder("idSite") as unknown as number,
      sql`${productDeclinations.id} = any(${sql.placeholder("ids")})`,
    )
      .orderBy(asc(productDeclinations.id))
      .prepare("order_lines"),
  );
  const ascending = (values: Iterable<number>) => [...new Set(values)].sort((a, b) => a - b);
  let rows: SellableLine[] = await readLines.execute({ idSite, ids });
  // the stock rows are locked "no key update", in id order: orders queue behind each other, and the
  // foreign keys that others write meanwhile (a cart's line, a stock movement, a recommendation)
  // may still share-lock these rows, so an edit holding one of those never waits on a cycle
  if (lock?.stock && lock.useProductStock) {
    // the stock rows are the tracked products'
    const productIds = ascending(rows.filter((r) => r.product.setQuantity).map((r) => r.product.id));
    if (productIds.length) {
      await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.siteId, idSite), inArray(products.id, productIds)))
        .orderBy(asc(products.id))
        .for("no key update");
      rows = await readLines.execute({ idSite, ids });
    }
  } else if (lock?.stock) {
    // the stock rows are the tracked declinations'
    const tracked = ascending(rows.filter((r) => r.declination.setQuantity).map((r) => r.declination.id));
    if (tracked.length) {
      const locked = await read(tracked).for("no key update", { of: productDeclinations });
      const fresh = new Map(locked.map((r) => [r.declination.id, r]));
      // a tracked row gone invalid meanwhile is missing, as if it had not been read
      rows = rows
        .filter((r) => !tracked.includes(r.declination.id) || fresh.has(r.declination.id))
        .map((r) => fresh.get(r.declination.id) ?? r);
    }
  }
  const byId = new Map(rows.map((r) => [r.declination.id, r]));
  const items: Item[] = [];
  const missing: number[] = [];
  for (const w of wanted) {
    const row = byId.get(w.id);
    if (row) items.push({ ...row, quantity: w.quantity });
    else missing.push(w.id);
  }
  return { items, missing };
}

/** What prevents each item from being ordered, by declination id: spec §5 rules and the stock. */
export function problemsOf(settings: OrderSettings, items: readonly Item[]) {
  const errors: Record<string, FieldIssue[]> = {};
  let stockShort = false;
  let first: { key: MessageKey; params: MessageParams } | null = null;
  const stock = settings.cart;
  for (const item of items) {
    const { product, declination } = item;
    let available = stockOf(stock, product, declination);
    if (available !== null && stock.useProductStock) {
      const others = items
        .filter((i) => i.product.id === product.id && i.declination.id !== declination.id)
        .reduce((n, i) => n + i.quantity, 0);
      available = Math.max(0, available - others);
    }
    const problem = quantityProblemOf(item.quantity, {
      sellByMultipleOf: product.sellByMultipleOf,
      declinationMultipleOf: declination.sellByMultipleOf,
      isWine: product.type === "WINE",
      stock: available,
    });
    if (problem) {
      if (problem.key === "cart.stockRemaining") stockShort = true;
      first ??= { key: problem.key, params: problem.params };
      errors[String(declination.id)] = [{ key: problem.key, params: problem.params }];
    }
  }
  return { errors, stockShort, first };
}

/** The items priced (their tiers came with them: no read here). */
export function pricedLinesOf(settings: OrderSettings, items: readonly Item[]) {
  const lines: (OrderLine & { item: Item })[] = items.map((item) => {
    const price = priceOf(settings.cart.catalogue, item.tiers, item.product, item.declination, item.quantity);
    return {
      item,
      productId: item.product.id,
      declinationId: item.declination.id,
      name: item.product.name,
      year: item.declination.year,
      capacity: item.declination.capacity,
      capacityUnit: item.declination.capacityUnit,
      quantity: item.quantity,
      unitPrice: price.unitPrice,
      total: price.total,
    };
  });
  return { lines, subtotal: lines.reduce((n, l) => n + l.total, 0) };
}

export const publicLine = ({ item: _item, ...line }: OrderLine & { item: Item }): OrderLine => line;
