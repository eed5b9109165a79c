// The owner's discount codes (issue 13 §3, DESIGN.md §7): listed with what each brought, created,
// saved (409 on a stale version), paused, archived when an order names them, else deleted. The
// codes' uses are counted in each order's transaction (pricing-service.ts, decision 083); what the
// list shows of them is read from the orders, cancelled ones left out.
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  AdminDiscount,
  AdminDiscountList,
  AdminDiscountQuery,
  DiscountStatus,
  discountInputSchema,
} from "../../../../schemas/discount";
import { type Database, type Tx, withSite } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { discounts, orders } from "../../db/schema";
import { ApiError, ruleError } from "../../http/api-error";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";
import { likePatternOf } from "../content/filters";

type DiscountRow = typeof discounts.$inferSelect;
type Input = z.output<typeof discountInputSchema>;

/** Only the codes a buyer types: the products' own discounts (detailType PRODUCT) are the catalogue's. */
const isCode = (idSite: number) =>
  and(eq(discounts.siteId, idSite), isNotNull(discounts.code), sql`${discounts.detailType} <> 'PRODUCT'`);

function statusOf(row: DiscountRow, now: Date): DiscountStatus {
  if (row.archivedAt) return "archived";
  if (!row.isValid) return "paused";
  if (row.endsAt && row.endsAt <= now) return "expired";
  if (row.startsAt && row.startsAt > now) return "scheduled";
  if (row.maxUses !== null && row.uses >= row.maxUses) return "usedUp";
  return "active";
}

const statusCondition: Record<Exclude<AdminDiscountQuery["status"], "current">, SQL> = {
  archived: sql`${discounts.archivedAt} is not null`,
  paused: sql`${discounts.archivedAt} is null and not ${discounts.isValid}`,
  expired: sql`${discounts.archivedAt} is null and ${discounts.isValid} and ${discounts.endsAt} <= now()`,
  scheduled: sql`${discounts.archivedAt} is null and ${discounts.isValid} and coalesce(${discounts.endsAt} > now(), true) and ${discounts.startsAt} > now()`,
  usedUp: sql`${discounts.archivedAt} is null and ${discounts.isValid} and coalesce(${discounts.endsAt} > now(), true) and coalesce(${discounts.startsAt} <= now(), true) and ${discounts.uses} >= ${discounts.maxUses}`,
  active: sql`${discounts.archivedAt} is null and ${discounts.isValid} and coalesce(${discounts.endsAt} > now(), true) and coalesce(${discounts.startsAt} <= now(), true) and (${discounts.maxUses} is null or ${discounts.uses} < ${discounts.maxUses})`,
};

/** The orders of each code (not cancelled): how many, their totals, what the code took off. The
 * code's id is written qualified: drizzle would write it bare, which inside the subquery is the order's. */
const figures = {
  uses: sql<number>`(select count(*)::int from orders o where o.discount_id = "discounts"."id" and o.status <> 'CANCELLED')`,
  revenue: sql<number>`(select coalesce(sum(o.total), 0)::int from orders o where o.discount_id = "discounts"."id" and o.status <> 'CANCELLED')`,
  given: sql<number>`(select coalesce(sum(o.discount_value), 0)::int from orders o where o.discount_id = "discounts"."id" and o.status <> 'CANCELLED')`,
};

function adminDiscountOf(
  row: DiscountRow,
  f: { uses: number; revenue: number; given: number },
): AdminDiscount {
  return {
    id: row.id,
    code: row.code ?? "",
    label: row.label,
    type: row.type,
    detailType: row.detailType === "SHIPPING_FEES" ? "SHIPPING_FEES" : "ORDER",
    amount: row.amount,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    minimumAmount: row.minimumAmount,
    minimumQuantity: row.minimumQuantity,
    maxUses: row.maxUses,
    maxUsesPerUser: row.maxUsesPerUser,
    productIds: row.productIds,
    productTypes: row.productTypes,
    isValid: row.isValid,
    status: statusOf(row, new Date()),
    ...f,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAdminDiscounts(
  db: Database,
  idSite: number,
  query: AdminDiscountQuery,
): Promise<AdminDiscountList> {
  return withSite(db, idSite, async (tx) => {
    const where = and(
      isCode(idSite),
      query.status === "current" ? isNull(discounts.archivedAt) : statusCondition[query.status],
      query.search
        ? or(
            ilike(discounts.code, likePatternOf(query.search)),
            ilike(sql`coalesce(${discounts.label}, '')`, likePatternOf(query.search)),
          )
        : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      tx
        .select({ row: discounts, ...figures })
        .from(discounts)
        .where(where)
        .orderBy(desc(discounts.createdAt), desc(discounts.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      tx.select({ n: count() }).from(discounts).where(where),
    ]);
    return {
      items: rows.map(({ row, ...f }) => adminDiscountOf(row, f)),
      total: counted?.n ?? 0,
      page: query.page,
      perPage: query.perPage,
    };
  });
}

async function discountRowFor(tx: Tx, idSite: number, id: number): Promise<DiscountRow> {
  const [row] = await tx
    .select()
    .from(discounts)
    .where(and(isCode(idSite), eq(discounts.id, id)))
    .for("update");
  if (!row) throw new ApiError(404, "discount.notFound");
  return row;
}

async function readDiscount(tx: Tx, idSite: number, id: number): Promise<AdminDiscount> {
  const [found] = await tx
    .select({ row: discounts, ...figures })
    .from(discounts)
    .where(and(isCode(idSite), eq(discounts.id, id)));
  if (!found) throw new ApiError(404, "discount.notFound");
  const { row, ...f } = found;
  return adminDiscountOf(row, f);
}

export const adminDiscount = (db: Database, idSite: number, id: number) =>
  withSite(db, idSite, (tx) => readDiscount(tx, idSite, id));

/** The columns an input writes (a shipping code takes nothing off the products: amount 0). */
function columnsOf(input: Input) {
  return {
    code: input.code,
    label: input.label || null,
    type: input.detailType === "SHIPPING_FEES" ? ("EURO" as const) : input.type,
    detailType: input.detailType,
    amount: input.detailType === "SHIPPING_FEES" ? 0 : input.amount,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    minimumAmount: input.minimumAmount,
    minimumQuantity: input.minimumQuantity,
    maxUses: input.maxUses,
    maxUsesPerUser: input.maxUsesPerUser,
    productIds: [...new Set(input.productIds)],
    productTypes: [...new Set(input.productTypes)],
    isValid: input.isValid,
  };
}

/** A second code of the same text is the field's error, not a 500. */
async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw ruleError("discount.codeTaken", {}, "code");
    throw err;
  }
}

export async function createDiscount(
  db: Database,
  idSite: number,
  user: SessionUser,
  input: Input,
): Promise<AdminDiscount> {
  return withSite(db, idSite, async (tx) => {
    const columns = columnsOf(input);
    const [row] = await uniqueCode(() =>
      tx
        .insert(discounts)
        .values({ siteId: idSite, ...columns })
        .returning(),
    );
    if (!row) throw new Error("createDiscount: no row");
    await recordAudit(tx, idSite, user, "discount.create", `discount:${row.id}`, { ...columns });
    return readDiscount(tx, idSite, row.id);
  });
}

export async function updateDiscount(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
  input: Input & { version: number },
): Promise<AdminDiscount> {
  return withSite(db, idSite, async (tx) => {
    const row = await discountRowFor(tx, idSite, id);
    if (row.version !== input.version) {
      throw new ApiError(409, "discount.stale", {}, { current: await readDiscount(tx, idSite, id) });
    }
    const columns = columnsOf(input);
    await uniqueCode(() =>
      tx
        .update(discounts)
        .set({ ...columns, version: row.version + 1 })
        .where(eq(discounts.id, row.id)),
    );
    const before = Object.fromEntries(
      Object.keys(columns).map((key) => [key, row[key as keyof DiscountRow]]),
    );
    await recordAudit(tx, idSite, user, "discount.update", `discount:${row.id}`, { before, after: columns });
    return readDiscount(tx, idSite, row.id);
  });
}

/** DELETE /admin/discount/{id}: archived when an order names the code (DESIGN.md §7), else deleted. */
export async function deleteDiscount(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
): Promise<{ archived: boolean; code: string }> {
  return withSite(db, idSite, async (tx) => {
    const row = await discountRowFor(tx, idSite, id);
    const [named] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.siteId, idSite), eq(orders.discountId, row.id)))
      .limit(1);
    const code = row.code ?? "";
    if (named) {
      await tx
        .update(discounts)
        .set({ archivedAt: new Date(), isValid: false, version: row.version + 1 })
        .where(eq(discounts.id, row.id));
      await recordAudit(tx, idSite, user, "discount.archive", `discount:${row.id}`, { code });
      return { archived: true, code };
    }
    await tx.delete(discounts).where(eq(discounts.id, row.id));
    await recordAudit(tx, idSite, user, "discount.delete", `discount:${row.id}`, { code });
    return { archived: false, code };
  });
}
