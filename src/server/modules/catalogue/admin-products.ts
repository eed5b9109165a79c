// The owner's products (issue 12 §2, DESIGN.md §7): the list with its search, filters, sort and
// pages on the server; one product as the back-office edits it; create, save (409 on a stale
// version, a 301 from the old slug when it changes), delete (archive when an order names it).
// Every write is in the audit log; the change feed drops this site's caches (db/tenancy.ts).
import { and, asc, count, desc, eq, exists, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type {
  AdminDeclination,
  AdminProduct,
  AdminProductList,
  AdminProductQuery,
  ProductInput,
} from "../../../../schemas/catalogue";
import { withoutAccents } from "../../../runtime/text/fold";
import { slugOf } from "../../../runtime/text/slug";
import { type Database, type Tx, withSite } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { orderLines, productDeclinations, productSlugRedirects, products } from "../../db/schema";
import { ApiError, ruleError } from "../../http/api-error";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";
import { folded, likePatternOf } from "../content/filters";
import { assertProductRoom, NO_LIMITS, type SiteLimitValues } from "../site/site-limits";
import { checkVariationIds } from "./admin-variations";
import { readRelations, splitRelations, writeRelations } from "./product-relations";

type ProductRow = typeof products.$inferSelect;
type DeclinationRow = typeof productDeclinations.$inferSelect;

const statusOf = (row: { isValid: boolean; archivedAt: Date | null }) =>
  row.archivedAt ? "archived" : row.isValid ? "published" : "unpublished";

// ---- List -----------------------------------------------------------------------------------

/** The tracked stock of a product's live declinations (its own with USE_PRODUCT_STOCK is shown on its page). */
const stockSum = sql<number | null>`(select sum(coalesce(d.quantity, 0))::int from product_declinations d
  where d.product_id = ${products.id} and d.set_quantity and d.archived_at is null)`;
const lowStock = sql<boolean>`exists (select 1 from product_declinations d
  where d.product_id = ${products.id} and d.set_quantity and d.archived_at is null
    and d.low_stock_threshold is not null and coalesce(d.quantity, 0) - d.reserved <= d.low_stock_threshold)`;

function listConditions(idSite: number, query: AdminProductQuery): SQL[] {
  const where: SQL[] = [eq(products.siteId, idSite)];
  if (query.search) {
    const pattern = likePatternOf(query.search);
    // "cuvee" finds "Cuvée": the name and the appellation are compared without their accents
    const plain = likePatternOf(withoutAccents(query.search));
    where.push(sql`(${folded(sql`${products.name}`)} ilike ${plain}
      or ${folded(sql`coalesce(${products.appellation}, '')`)} ilike ${plain}
      or ${products.slug} ilike ${pattern} or exists (select 1 from product_declinations d
        where d.product_id = ${products.id} and (coalesce(d.reference, '') ilike ${pattern} or coalesce(d.ean, '') ilike ${pattern})))`);
  }
  if (query.type) where.push(eq(products.type, query.type));
  if (query.status === "archived") where.push(isNotNull(products.archivedAt));
  else {
    where.push(isNull(products.archivedAt));
    if (query.status === "published") where.push(eq(products.isValid, true));
    if (query.status === "unpublished") where.push(eq(products.isValid, false));
  }
  if (query.lowStock) where.push(lowStock);
  return where;
}

const sortColumns = {
  order: products.order,
  name: products.name,
  updatedAt: products.updatedAt,
  price: products.price,
  stock: stockSum,
} as const;

export async function listAdminProducts(
  db: Database,
  idSite: number,
  query: AdminProductQuery,
): Promise<AdminProductList> {
  return withSite(db, idSite, async (tx) => {
    const where = and(...listConditions(idSite, query));
    const column = sortColumns[query.sort];
    const direction = query.direction === "desc" ? desc : asc;
    const [rows, [total]] = await Promise.all([
      tx
        .select({
          product: products,
          stock: stockSum,
          lowStock,
          declinations: sql<number>`(select count(*)::int from product_declinations d
            where d.product_id = ${products.id} and d.archived_at is null)`,
          years: sql<
            number[] | null
          >`(select array_agg(distinct d.year order by d.year desc) from product_declinations d
            where d.product_id = ${products.id} and d.archived_at is null and d.year is not null)`,
        })
        .from(products)
        .where(where)
        .orderBy(direction(column), asc(products.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      tx.select({ n: count() }).from(products).where(where),
    ]);
    return {
      items: rows.map(({ product, stock, lowStock: low, declinations, years }) => ({
        id: product.id,
        slug: product.slug,
        type: product.type,
        name: product.name,
        appellation: product.appellation,
        color: product.color,
        image: product.image,
        price: product.price,
        status: statusOf(product),
        years: (years ?? []).map(Number),
        declinations: Number(declinations),
        stock: stock === null ? null : Number(stock),
        lowStock: Boolean(low),
        updatedAt: product.updatedAt.toISOString(),
      })),
      total: total?.n ?? 0,
      page: query.page,
      perPage: query.perPage,
    };
  });
}

// ---- One product ----------------------------------------------------------------------------

export async function productRowFor(tx: Tx, idSite: number, id: number, lock = false): Promise<ProductRow> {
  const query = tx
    .select()
    .from(products)
    .where(and(eq(products.siteId, idSite), eq(products.id, id)));
  // an edit never changes the product's key: the lock that keeps other edits out is "no key
  // update", which lets an order's lines take their foreign keys' share lock on the product; with
  // "for update" an order holding its declinations waited for the edit while the edit waited for
  // the declinations, a deadlock that PostgreSQL ended with a 500 (issue 12 §3)
  const [row] = lock ? await query.for("no key update") : await query;
  if (!row) throw new ApiError(404, "shop.productNotFound");
  return row;
}

/** Whether an order names the product or the declination (then it is archived, never erased). */
export async function isOrdered(tx: Tx, what: "product" | "declination", id: number): Promise<boolean> {
  const column = what === "product" ? orderLines.productId : orderLines.declinationId;
  const rows = await tx.select({ id: orderLines.id }).from(orderLines).where(eq(column, id)).limit(1);
  return rows.length > 0;
}

export function adminDeclinationOf(row: DeclinationRow, ordered: boolean): AdminDeclination {
  const quantity = row.setQuantity ? (row.quantity ?? 0) : null;
  return {
    id: row.id,
    productId: row.productId,
    year: row.year,
    capacity: row.capacity,
    capacityUnit: row.capacityUnit,
    price: row.price,
    fixedPrice: row.fixedPrice,
    sellByMultipleOf: row.sellByMultipleOf,
    setQuantity: row.setQuantity,
    quantity,
    reserved: row.reserved,
    available: quantity === null ? null : Math.max(0, quantity - row.reserved),
    lowStockThreshold: row.lowStockThreshold,
    reference: row.reference,
    ean: row.ean,
    image: row.image,
    isValid: row.isValid,
    variation1Id: row.variation1Id,
    variation2Id: row.variation2Id,
    variation3Id: row.variation3Id,
    archived: row.archivedAt !== null,
    ordered,
    version: row.version,
  };
}

export async function adminProductOf(tx: Tx, idSite: number, row: ProductRow): Promise<AdminProduct> {
  const declinations = await tx
    .select({
      row: productDeclinations,
      ordered: exists(
        tx
          .select({ one: sql`1` })
          .from(orderLines)
          .where(eq(orderLines.declinationId, productDeclinations.id)),
      ),
    })
    .from(productDeclinations)
    .where(and(eq(productDeclinations.siteId, idSite), eq(productDeclinations.productId, row.id)))
    .orderBy(
      sql`${productDeclinations.archivedAt} is not null`,
      desc(productDeclinations.year),
      asc(productDeclinations.order),
      asc(productDeclinations.id),
    );
  return {
    id: row.id,
    slug: row.slug,
    type: row.type,
    name: row.name,
    appellation: row.appellation,
    color: row.color,
    shortDescription: row.shortDescription,
    description: row.description,
    price: row.price,
    sellByMultipleOf: row.sellByMultipleOf,
    hasShippingFees: row.hasShippingFees,
    tags: row.tags,
    grapeVarieties: row.grapeVarieties,
    features: row.features,
    mealIcons: row.mealIcons,
    alcoholPercent: row.alcoholPercent,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    image: row.image,
    isValid: row.isValid,
    setQuantity: row.setQuantity,
    variation1Id: row.variation1Id,
    variation2Id: row.variation2Id,
    variation3Id: row.variation3Id,
    status: statusOf(row),
    quantity: row.setQuantity ? (row.quantity ?? 0) : null,
    declinations: declinations.map((d) => adminDeclinationOf(d.row, Boolean(d.ordered))),
    ...(await readRelations(tx, idSite, row.id)),
    ordered: await isOrdered(tx, "product", row.id),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function adminProduct(db: Database, idSite: number, id: number): Promise<AdminProduct> {
  return withSite(db, idSite, async (tx) => adminProductOf(tx, idSite, await productRowFor(tx, idSite, id)));
}

// ---- Writes ---------------------------------------------------------------------------------

/** The columns a product's input writes (the slug, the stock and the lists have their own rules). */
function columnsOf(input: ProductInput) {
  const { slug: _slug, ...rest } = input;
  const { columns } = splitRelations(rest);
  return { ...columns, color: input.type === "WINE" ? input.color : null };
}

/** The slug asked for, or one made from the name that no other product of the site has. */
async function freeSlug(tx: Tx, idSite: number, input: ProductInput): Promise<string> {
  if (input.slug) return input.slug;
  const base = slugOf(input.name) || "produit";
  const taken = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(and(eq(products.siteId, idSite), sql`${products.slug} like ${`${base}%`}`));
  const used = new Set(taken.map((t) => t.slug));
  let slug = base;
  for (let n = 2; used.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

async function withSlugRace<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "products_site_slug_uq"))
      throw ruleError("catalogue.slugTaken", { slug }, "slug", 409);
    throw error;
  }
}

export async function createProduct(
  db: Database,
  idSite: number,
  user: SessionUser,
  input: ProductInput,
  /** The site's limits (issue 19 §6): past maxProducts, nothing is created. */
  limits: SiteLimitValues = NO_LIMITS,
): Promise<AdminProduct> {
  return withSite(db, idSite, async (tx) => {
    await assertProductRoom(tx, idSite, limits);
    await checkVariationIds(tx, idSite, input);
    const slug = await freeSlug(tx, idSite, input);
    const [{ max } = { max: 0 }] = await tx
      .select({ max: sql<number>`coalesce(max(${products.order}), -1)::int + 1` })
      .from(products)
      .where(eq(products.siteId, idSite));
    const [row] = await withSlugRace(slug, () =>
      tx
        .insert(products)
        .values({
          ...columnsOf(input),
          siteId: idSite,
          slug,
          order: max,
          quantity: input.setQuantity ? 0 : null,
          subtypeType: input.type === "WINE" ? "BOTTLE" : null,
        })
        .returning(),
    );
    if (!row) throw new Error("createProduct: no row");
    await writeRelations(tx, idSite, row.id, input.type, splitRelations(input).relations);
    await tx
      .delete(productSlugRedirects)
      .where(and(eq(productSlugRedirects.siteId, idSite), eq(productSlugRedirects.slug, slug)));
    await recordAudit(tx, idSite, user, "product.create", `product:${row.id}`, { after: columnsOf(input) });
    return adminProductOf(tx, idSite, row);
  });
}

/** The fields whose value changed, before and after, for the audit log. */
function changesOf(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(value))
      changes[key] = { from: before[key], to: value };
  }
  return changes;
}

export async function updateProduct(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
  input: ProductInput & { version: number },
): Promise<AdminProduct> {
  return withSite(db, idSite, async (tx) => {
    const row = await productRowFor(tx, idSite, id, true);
    if (row.version !== input.version) {
      throw new ApiError(409, "catalogue.stale", {}, { current: await adminProductOf(tx, idSite, row) });
    }
    if (row.archivedAt) throw new ApiError(409, "catalogue.archived");
    await checkVariationIds(tx, idSite, input);
    const { version: _version, ...fields } = input;
    const slug = fields.slug ?? row.slug;
    const columns = columnsOf(fields);
    const [saved] = await withSlugRace(slug, () =>
      tx
        .update(products)
        .set({
          ...columns,
          slug,
          quantity: fields.setQuantity ? (row.quantity ?? 0) : row.quantity,
          version: row.version + 1,
          updatedAt: new Date(),
        })
        .where(eq(products.id, row.id))
        .returning(),
    );
    if (!saved) throw new Error("updateProduct: no row");
    await writeRelations(tx, idSite, row.id, fields.type, splitRelations(fields).relations);
    if (slug !== row.slug) {
      // the old address answers a 301 to the new one (the storefront reads product_slug_redirects)
      await tx
        .insert(productSlugRedirects)
        .values({ siteId: idSite, slug: row.slug, productId: row.id })
        .onConflictDoUpdate({
          target: [productSlugRedirects.siteId, productSlugRedirects.slug],
          set: { productId: row.id },
        });
      await tx
        .delete(productSlugRedirects)
        .where(and(eq(productSlugRedirects.siteId, idSite), eq(productSlugRedirects.slug, slug)));
    }
    const after: Record<string, unknown> = { ...columns, slug };
    const before = Object.fromEntries(Object.keys(after).map((key) => [key, row[key as keyof ProductRow]]));
    await recordAudit(tx, idSite, user, "product.update", `product:${row.id}`, {
      changes: changesOf(before, after),
    });
    return adminProductOf(tx, idSite, saved);
  });
}

/** DELETE /admin/product/{id}: erased, or archived when an order names it (DESIGN.md §7). */
export async function deleteProduct(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
): Promise<{ archived: boolean }> {
  return withSite(db, idSite, async (tx) => {
    const row = await productRowFor(tx, idSite, id, true);
    if (await isOrdered(tx, "product", row.id)) {
      const now = new Date();
      await tx
        .update(products)
        .set({ archivedAt: now, isValid: false, version: row.version + 1, updatedAt: now })
        .where(eq(products.id, row.id));
      await tx
        .update(productDeclinations)
        .set({ archivedAt: now, isValid: false })
        .where(and(eq(productDeclinations.productId, row.id), isNull(productDeclinations.archivedAt)));
      await recordAudit(tx, idSite, user, "product.archive", `product:${row.id}`, { name: row.name });
      return { archived: true };
    }
    await tx.delete(products).where(eq(products.id, row.id));
    await recordAudit(tx, idSite, user, "product.delete", `product:${row.id}`, {
      name: row.name,
      slug: row.slug,
    });
    return { archived: false };
  });
}
