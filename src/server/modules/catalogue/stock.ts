// The stock ledger (issue 12 §3): the one way a tracked stock changes. Each change writes the
// quantity and its movement in the same transaction, so that a declination's quantity (or a
// product's, with USE_PRODUCT_STOCK) is always the sum of its movements. The quantity's UPDATE
// takes the row's lock, the same lock an order takes on its lines (orders/order-lines.ts): an
// owner's adjustment and fifty orders never lose one another's update.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { StockReason } from "../../../../schemas/shop";
import type { Tx } from "../../db/client";
import { productDeclinations, products, stockMovements } from "../../db/schema";

/** Whose stock moves: a declination's, or (declinationId null) the product's own. */
export interface StockTarget {
  productId: number;
  declinationId: number | null;
}

export interface MovementSource {
  orderId?: number | null;
  userId?: number | null;
  note?: string | null;
}

/** Moves the stock by `delta` (negative: out) and records why; answers the new quantity. */
export async function moveStock(
  tx: Tx,
  idSite: number,
  target: StockTarget,
  delta: number,
  reason: StockReason,
  source: MovementSource = {},
): Promise<number> {
  const rows =
    target.declinationId === null
      ? await tx
          .update(products)
          .set({ quantity: sql`coalesce(${products.quantity}, 0) + ${delta}` })
          .where(and(eq(products.siteId, idSite), eq(products.id, target.productId)))
          .returning({ quantity: products.quantity })
      : await tx
          .update(productDeclinations)
          .set({ quantity: sql`coalesce(${productDeclinations.quantity}, 0) + ${delta}` })
          .where(
            and(eq(productDeclinations.siteId, idSite), eq(productDeclinations.id, target.declinationId)),
          )
          .returning({ quantity: productDeclinations.quantity });
  const quantity = rows[0]?.quantity;
  if (quantity === undefined || quantity === null) throw new Error("moveStock: no such stock");
  if (delta !== 0) {
    await tx.insert(stockMovements).values({
      siteId: idSite,
      productId: target.productId,
      declinationId: target.declinationId,
      delta,
      reason,
      orderId: source.orderId ?? null,
      userId: source.userId ?? null,
      note: source.note ?? null,
    });
  }
  return quantity;
}

/** The quantity under the row's lock (for an inventory count: the delta is taken from it). */
export async function lockedQuantity(tx: Tx, idSite: number, target: StockTarget): Promise<number> {
  const rows =
    target.declinationId === null
      ? await tx
          .select({ quantity: products.quantity })
          .from(products)
          .where(and(eq(products.siteId, idSite), eq(products.id, target.productId)))
          .for("no key update")
      : await tx
          .select({ quantity: productDeclinations.quantity })
          .from(productDeclinations)
          .where(
            and(eq(productDeclinations.siteId, idSite), eq(productDeclinations.id, target.declinationId)),
          )
          .for("no key update");
  return rows[0]?.quantity ?? 0;
}

/** The sum of a stock's movements: what its quantity must equal (the ledger's check). */
export async function ledgerSum(tx: Tx, idSite: number, target: StockTarget): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string | null>`sum(${stockMovements.delta})` })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.siteId, idSite),
        eq(stockMovements.productId, target.productId),
        target.declinationId === null
          ? isNull(stockMovements.declinationId)
          : eq(stockMovements.declinationId, target.declinationId),
      ),
    );
  return Number(row?.sum ?? 0);
}

/**
 * Opens the ledger of a catalogue written without it (the seed, an import): each tracked quantity
 * of the site that has no movement yet becomes an OPENING movement.
 */
export async function openLedger(tx: Tx, idSite: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO stock_movements (site_id, product_id, declination_id, delta, reason)
    SELECT d.site_id, d.product_id, d.id, d.quantity, 'OPENING' FROM product_declinations d
    WHERE d.site_id = ${idSite} AND d.quantity IS NOT NULL AND d.quantity <> 0
      AND NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.declination_id = d.id)`);
  await tx.execute(sql`
    INSERT INTO stock_movements (site_id, product_id, declination_id, delta, reason)
    SELECT p.site_id, p.id, NULL, p.quantity, 'OPENING' FROM products p
    WHERE p.site_id = ${idSite} AND p.quantity IS NOT NULL AND p.quantity <> 0
      AND NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.product_id = p.id AND m.declination_id IS NULL)`);
}
