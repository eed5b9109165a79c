// The owner's declinations and stock (issue 12 §2, §3): add, save (409 on a stale version),
// delete (archive when an order names it), "new vintage from this one", stock adjustments with
// a reason, and the stock ledger of a declination. Stock moves only through catalogue/stock.ts.
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type {
  AdminDeclination,
  AdminProduct,
  DeclinationChoice,
  DeclinationInput,
  StockAdjustment,
  StockLedger,
} from "../../../../schemas/catalogue";
import { formatCapacity } from "../../../runtime/shop/capacity";
import { type Database, type Tx, withSite } from "../../db/client";
import { orders, productDeclinations, products, stockMovements, users } from "../../db/schema";
import { ApiError, ruleError } from "../../http/api-error";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";
import { adminDeclinationOf, adminProductOf, isOrdered, productRowFor } from "./admin-products";
import { checkVariationIds } from "./admin-variations";
import { lockedQuantity, moveStock } from "./stock";

type DeclinationRow = typeof productDeclinations.$inferSelect;

async function declinationRowFor(tx: Tx, idSite: number, id: number, lock = false): Promise<DeclinationRow> {
  const query = tx
    .select()
    .from(productDeclinations)
    .where(and(eq(productDeclinations.siteId, idSite), eq(productDeclinations.id, id)));
  // "no key update": an edit changes no key, so an order's line may still share-lock the row's key
  // meanwhile (with "update", a bottle's edit and an order of its wine deadlocked: the edit holds
  // the bottle and waits for the product, the order holds the product and waits for the bottle)
  const [row] = lock ? await query.for("no key update") : await query;
  if (!row) throw new ApiError(404, "shop.declinationNotFound");
  return row;
}

async function declinationOut(tx: Tx, row: DeclinationRow): Promise<AdminDeclination> {
  return adminDeclinationOf(row, await isOrdered(tx, "declination", row.id));
}

/** A product's product as the screen shows it after a declination's change (the list of its declinations moves). */
async function productAfter(tx: Tx, idSite: number, productId: number): Promise<AdminProduct> {
  return adminProductOf(tx, idSite, await productRowFor(tx, idSite, productId));
}

/** What an input writes; the stock is never written here (the ledger is: see adjustStock). */
function columnsOf(input: DeclinationInput) {
  return { ...input, capacityUnit: input.capacity === null ? null : input.capacityUnit };
}

export async function createDeclination(
  db: Database,
  idSite: number,
  user: SessionUser,
  productId: number,
  input: DeclinationInput,
): Promise<AdminProduct> {
  return withSite(db, idSite, async (tx) => {
    const product = await productRowFor(tx, idSite, productId, true);
    if (product.archivedAt) throw new ApiError(409, "catalogue.archived");
    await checkVariationIds(tx, idSite, input);
    const [row] = await tx
      .insert(productDeclinations)
      .values({ ...columnsOf(input), siteId: idSite, productId, quantity: input.setQuantity ? 0 : null })
      .returning({ id: productDeclinations.id });
    await recordAudit(tx, idSite, user, "declination.create", `declination:${row?.id}`, {
      productId,
      after: input,
    });
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
    return productAfter(tx, idSite, productId);
  });
}

export async function updateDeclination(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
  input: DeclinationInput,
  version: number,
): Promise<AdminProduct> {
  return withSite(db, idSite, async (tx) => {
    const row = await declinationRowFor(tx, idSite, id, true);
    if (row.version !== version) {
      throw new ApiError(409, "catalogue.declinationStale", {}, { current: await declinationOut(tx, row) });
    }
    if (row.archivedAt) throw new ApiError(409, "catalogue.archived");
    await checkVariationIds(tx, idSite, input);
    const columns = columnsOf(input);
    await tx
      .update(productDeclinations)
      .set({
        ...columns,
        // tracking starts at 0; the quantity then moves only through the ledger
        quantity: input.setQuantity ? (row.quantity ?? 0) : row.quantity,
        version: row.version + 1,
      })
      .where(eq(productDeclinations.id, row.id));
    const changes = Object.fromEntries(
      Object.entries(columns)
        .filter(([key, value]) => JSON.stringify(row[key as keyof DeclinationRow]) !== JSON.stringify(value))
        .map(([key, value]) => [key, { from: row[key as keyof DeclinationRow], to: value }]),
    );
    await recordAudit(tx, idSite, user, "declination.update", `declination:${row.id}`, { changes });
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, row.productId));
    return productAfter(tx, idSite, row.productId);
  });
}

/** DELETE /admin/declination/{id}: erased, or archived when an order names it. */
export async function deleteDeclination(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
): Promise<{ archived: boolean; product: AdminProduct }> {
  return withSite(db, idSite, async (tx) => {
    const row = await declinationRowFor(tx, idSite, id, true);
    const archived = await isOrdered(tx, "declination", row.id);
    if (archived) {
      await tx
        .update(productDeclinations)
        .set({ archivedAt: new Date(), isValid: false, version: row.version + 1 })
        .where(eq(productDeclinations.id, row.id));
    } else {
      await tx.delete(productDeclinations).where(eq(productDeclinations.id, row.id));
    }
    await recordAudit(
      tx,
      idSite,
      user,
      archived ? "declination.archive" : "declination.delete",
      `declination:${row.id}`,
      {
        productId: row.productId,
        year: row.year,
        reference: row.reference,
      },
    );
    return { archived, product: await productAfter(tx, idSite, row.productId) };
  });
}

/** Every live declination of the site with its product's name, for the pickers. */
export async function declinationChoices(db: Database, idSite: number): Promise<DeclinationChoice[]> {
  const rows = await withSite(db, idSite, (tx) =>
    tx
      .select({ d: productDeclinations, name: products.name, type: products.type })
      .from(productDeclinations)
      .innerJoin(products, eq(products.id, productDeclinations.productId))
      .where(
        and(
          eq(productDeclinations.siteId, idSite),
          isNull(productDeclinations.archivedAt),
          isNull(products.archivedAt),
        ),
      )
      .orderBy(asc(products.name), desc(productDeclinations.year)),
  );
  return rows.map(({ d, name, type }) => ({
    id: d.id,
    productId: d.productId,
    productType: type,
    label: [name, d.year, d.capacity === null ? null : formatCapacity(d.capacity, d.capacityUnit)]
      .filter(Boolean)
      .join(" · "),
  }));
}

/** The reference of the next vintage: "CHI-2023-75" → "CHI-2024-75"; kept when it names no year. */
const nextReference = (reference: string | null, year: number) =>
  reference?.replace(String(year), String(year + 1)) ?? null;

/**
 * POST /admin/declination/{id}/new-vintage: the same wine and size, next year: a copy of the
 * declination with the year after, a stock of 0 and unpublished, for the owner to complete.
 */
export async function newVintage(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
): Promise<{ year: number; product: AdminProduct }> {
  return withSite(db, idSite, async (tx) => {
    const row = await declinationRowFor(tx, idSite, id);
    if (row.year === null) throw ruleError("catalogue.noVintage", {}, "year");
    const year = row.year + 1;
    const siblings = await tx
      .select({ id: productDeclinations.id })
      .from(productDeclinations)
      .where(
        and(
          eq(productDeclinations.productId, row.productId),
          eq(productDeclinations.year, year),
          row.capacity === null
            ? isNull(productDeclinations.capacity)
            : eq(productDeclinations.capacity, row.capacity),
          isNull(productDeclinations.archivedAt),
        ),
      );
    if (siblings.length) throw ruleError("catalogue.vintageExists", { year }, "year", 409);
    // the label comes along (issue 15 §1); its code is drawn anew and its version starts again
    const {
      id: _id,
      version: _v,
      archivedAt: _a,
      quantity: _q,
      labelCode: _c,
      labelVersion: _lv,
      ...copy
    } = row;
    const [created] = await tx
      .insert(productDeclinations)
      .values({
        ...copy,
        year,
        reference: nextReference(row.reference, row.year),
        ean: null,
        quantity: row.setQuantity ? 0 : null,
        reserved: 0,
        isValid: false,
      })
      .returning({ id: productDeclinations.id });
    await recordAudit(tx, idSite, user, "declination.create", `declination:${created?.id}`, {
      from: row.id,
      year,
    });
    return { year, product: await productAfter(tx, idSite, row.productId) };
  });
}

/**
 * POST /admin/declination/{id}/stock: an inventory count sets the stock, the other reasons move
 * it; under the row's lock, as an order takes it, and written to the ledger.
 */
export async function adjustStock(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
  adjustment: StockAdjustment,
): Promise<StockLedger> {
  await withSite(db, idSite, async (tx) => {
    const row = await declinationRowFor(tx, idSite, id);
    if (!row.setQuantity) throw ruleError("catalogue.stockNotTracked", {}, "reason");
    const target = { productId: row.productId, declinationId: row.id };
    const current = await lockedQuantity(tx, idSite, target);
    const delta = adjustment.reason === "INVENTORY" ? adjustment.count - current : adjustment.delta;
    if (current + delta < 0) {
      throw ruleError(
        "catalogue.stockNegative",
        { quantity: current },
        adjustment.reason === "INVENTORY" ? "count" : "delta",
      );
    }
    const quantity = await moveStock(tx, idSite, target, delta, adjustment.reason, {
      userId: user.id,
      note: adjustment.note ?? null,
    });
    await recordAudit(tx, idSite, user, "stock.adjust", `declination:${row.id}`, {
      reason: adjustment.reason,
      from: current,
      to: quantity,
    });
  });
  return stockLedger(db, idSite, id);
}

/** GET /admin/declination/{id}/stock: the declination's stock and its latest 200 movements. */
export async function stockLedger(db: Database, idSite: number, id: number): Promise<StockLedger> {
  return withSite(db, idSite, async (tx) => {
    const row = await declinationRowFor(tx, idSite, id);
    const movements = await tx
      .select({
        movement: stockMovements,
        orderReference: orders.reference,
        userEmail: users.email,
      })
      .from(stockMovements)
      .leftJoin(orders, eq(orders.id, stockMovements.orderId))
      .leftJoin(users, eq(users.id, stockMovements.userId))
      .where(and(eq(stockMovements.siteId, idSite), eq(stockMovements.declinationId, row.id)))
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(200);
    return {
      declination: await declinationOut(tx, row),
      movements: movements.map(({ movement, orderReference, userEmail }) => ({
        id: movement.id,
        delta: movement.delta,
        reason: movement.reason,
        orderReference,
        userEmail,
        note: movement.note,
        createdAt: movement.createdAt.toISOString(),
      })),
    };
  });
}
