// The limits the platform operator sets per site (issue 19 §6, docs/decisions/111): media quota,
// number of products, number of admin accounts. Null is the platform's default: MEDIA_QUOTA_MB for
// media, no limit for the counts. A refusal names the limit, its value and how to raise it, and
// carries `data.limit = { name, value }` for the screens.
import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { SiteLimitName } from "../../../../schemas/platform";
import type { MessageParams } from "../../../runtime/messages/translate";
import type { Tx } from "../../db/client";
import { products, users } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { SiteRecord } from "./site-registry";

/** A site's limits as the registry holds them (null: the platform's default). */
export type SiteLimitValues = SiteRecord["limits"];
export const NO_LIMITS: SiteLimitValues = { mediaQuotaMb: null, maxProducts: null, maxAdmins: null };

/** The refusal of `name` at `value`: 422 (413 for the media quota, as the media library's own). */
export function limitReached(
  name: SiteLimitName,
  value: number,
  options: { key?: "limits.maxProductsImport"; params?: MessageParams; data?: Record<string, unknown> } = {},
): ApiError {
  return new ApiError(
    name === "mediaQuotaMb" ? 413 : 422,
    options.key ?? `limits.${name}`,
    { value, ...options.params },
    { ...options.data, limit: { name, value } },
  );
}

/** The site's media quota in bytes: the operator's for this site, else the platform's. */
export interface MediaQuota {
  bytes: number;
  /** true: the operator's limit for this site; false: the platform's MEDIA_QUOTA_MB. */
  own: boolean;
}

export function mediaQuotaOf(limits: SiteLimitValues, platformBytes: number): MediaQuota {
  const mb = limits.mediaQuotaMb;
  return mb === null ? { bytes: platformBytes, own: false } : { bytes: mb * 1024 * 1024, own: true };
}

/** One writer at a time counts a site's products or admins: two creations cannot both take the last place. */
async function lockCount(tx: Tx, what: string, idSite: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`limit:${what}:${idSite}`}, 0))`);
}

/** The site's products that count: archived ones are out of the catalogue and free their place. */
export async function liveProductCount(tx: Tx, idSite: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.siteId, idSite), isNull(products.archivedAt)));
  return row?.n ?? 0;
}

/** Refuses, in the transaction that creates them, `adding` products past the site's limit. */
export async function assertProductRoom(
  tx: Tx,
  idSite: number,
  limits: SiteLimitValues,
  adding = 1,
): Promise<void> {
  const max = limits.maxProducts;
  if (max === null) return;
  await lockCount(tx, "products", idSite);
  if ((await liveProductCount(tx, idSite)) + adding > max) throw limitReached("maxProducts", max);
}

/** After a catalogue import wrote its rows (same transaction): past the limit, the whole import is refused. */
export async function assertImportWithinLimit(
  tx: Tx,
  idSite: number,
  limits: SiteLimitValues,
  data: Record<string, unknown>,
): Promise<void> {
  const max = limits.maxProducts;
  if (max === null) return;
  await lockCount(tx, "products", idSite);
  const total = await liveProductCount(tx, idSite);
  if (total > max)
    throw limitReached("maxProducts", max, {
      key: "limits.maxProductsImport",
      params: { count: total },
      data,
    });
}

/**
 * Refuses to make one more ADMIN or SUPER_ADMIN past the site's limit, in the transaction that
 * grants the role. `userId`: an account that already is one does not take a second place.
 */
export async function assertAdminRoom(
  tx: Tx,
  idSite: number,
  limits: SiteLimitValues,
  userId?: number,
): Promise<void> {
  const max = limits.maxAdmins;
  if (max === null) return;
  await lockCount(tx, "admins", idSite);
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, idSite), inArray(users.role, ["ADMIN", "SUPER_ADMIN"])));
  if (userId !== undefined && admins.some((a) => a.id === userId)) return;
  if (admins.length + 1 > max) throw limitReached("maxAdmins", max);
}
