// Writes a read archive (archive-read.ts) as a NEW site: a new id (max + 1, under the lock of the
// sites table), the given hosts, every table's rows in foreign-key order with new serial ids, each
// reference remapped (foreign keys, the ids the schema keeps without one, the ids inside JSON) and
// the media paths inside text moved to the new site's folder. One transaction for the rows.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { POPUP_ON_LOAD_SLUG, popupOnLoadConfigSchema } from "../../../../schemas/site";
import { enterSite, queryRows, type Tx } from "../../db/client";
import { sites, siteUrls } from "../../db/schema";
import type { ArchivedRow } from "./archive-format";
import { decodeValue, rewriteMediaPaths, rewriteStrings } from "./archive-format";
import { archiveRefusal, type SiteArchive } from "./archive-read";
import { cleanArchivedValue, cleanImportedLayouts } from "./archive-sanitize";
import { nextSiteId } from "./platform-service";
import {
  archivedTables,
  idArrayReferences,
  idReferences,
  platformNaturalKeys,
  type SiteTable,
  slugRedirectTargets,
} from "./site-tables";

/** old id → new id, per table. */
type IdMaps = Map<string, Map<number, number>>;

const INSERT_BATCH = 200;

/** A transaction back to the connection's own role (the owner), out of the site's wall. */
export async function leaveSite(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('role', 'none', true), set_config('app.site_id', '', true)`);
}

/** The hosts already used by a site: an import may take none of them. */
async function checkHostsFree(tx: Tx, hosts: string[]) {
  const taken = await queryRows<{ host: string }>(
    tx,
    sql`select host from site_urls where host in (${sql.join(
      hosts.map((h) => sql`${h}`),
      sql`, `,
    )}) order by host limit 1`,
  );
  if (taken[0]) throw archiveRefusal("archive.hostTaken", { host: taken[0].host });
}

/** The platform rows the archive names (languages), as this instance's ids. */
async function platformIdMaps(tx: Tx, archive: SiteArchive, maps: IdMaps) {
  for (const [target, key] of Object.entries(platformNaturalKeys)) {
    const named = archive.site.references[target] ?? [];
    const here = await queryRows<{ id: number; key: string }>(
      tx,
      sql`select id, ${sql.identifier(key)} as key from ${sql.identifier(target)}`,
    );
    const byKey = new Map(here.map((r) => [r.key, r.id]));
    const map = new Map<number, number>();
    for (const ref of named) {
      const id = byKey.get(ref.key);
      if (id === undefined) throw archiveRefusal("archive.unknownReference", { target, key: ref.key });
      map.set(ref.id, id);
    }
    maps.set(target, map);
  }
}

/** E-label codes of the archive already used on this instance (they are unique platform-wide). */
async function takenLabelCodes(tx: Tx, archive: SiteArchive): Promise<Set<string>> {
  const codes = (archive.tables.get("product_declinations") ?? [])
    .map((r) => r.label_code)
    .filter((c): c is string => typeof c === "string");
  if (!codes.length) return new Set();
  const rows = await queryRows<{ code: string }>(
    tx,
    sql`select label_code as code from product_declinations where label_code in (${sql.join(
      codes.map((c) => sql`${c}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((r) => r.code));
}

/** New serial ids for `count` rows of `table`, ascending (so the rows keep their order). */
async function allocateIds(tx: Tx, table: string, count: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Rows whose parent (a reference to their own table) comes first: a folder before its sub-folders. */
function parentsFirst(table: SiteTable, rows: ArchivedRow[]): ArchivedRow[] {
  const selfColumns = table.references.filter((r) => r.target === table.name).map((r) => r.column);
  if (!selfColumns.length) return rows;
  const byId = new Map(rows.map((r) => [r.id as number, r]));
  const placed = new Set<number>();
  const ordered: ArchivedRow[] = [];
  const place = (row: ArchivedRow, depth: number) => {
    const id = row.id as number;
    if (placed.has(id)) return;
    if (depth > rows.length) throw archiveRefusal("archive.rowsInvalid", { table: table.name });
    for (const column of selfColumns) {
      const parent = byId.get(row[column] as number);
      if (parent && parent !== row) place(parent, depth + 1);
    }
    placed.add(id);
    ordered.push(row);
  };
  for (const row of rows) place(row, 0);
  return ordered;
}

interface RowContext {
  table: SiteTable;
  maps: IdMaps;
  idSite: number;
  fromSite: number;
  takenCodes: Set<string>;
}

/**
 * The new id of `value`, a row of `target`. A foreign key always names a row of the archive; an
 * id kept without one (a review's product, a discount's products) may name a row deleted since:
 * `lenient` answers null for it, as a foreign key "on delete set null" would have.
 */
function mappedId(
  ctx: RowContext,
  target: string,
  column: string,
  value: unknown,
  lenient = false,
): number | null {
  if (value === null || value === undefined) return null;
  if (target === "sites") return ctx.idSite;
  const id = ctx.maps.get(target)?.get(value as number);
  if (id !== undefined) return id;
  if (lenient) return null;
  throw archiveRefusal("archive.brokenReference", {
    table: ctx.table.name,
    column,
    target,
    id: String(value),
  });
}

/**
 * Ids inside JSON: a relay point's carrier (orders.access_point.idCarrier) and the popups that open
 * on every page (component configuration popup-on-load's popupIds).
 */
function remapJson(ctx: RowContext, column: string, value: unknown, row: ArchivedRow): unknown {
  if (ctx.table.name === "component_confs" && column === "config" && row.slug === POPUP_ON_LOAD_SLUG) {
    const config = popupOnLoadConfigSchema.safeParse(value);
    if (!config.success) return value;
    // a popup deleted since names nothing here: it is left out, as the storefront leaves it
    const popupIds = config.data.popupIds.flatMap((id) => {
      const popup = ctx.maps.get("popups")?.get(id);
      return popup === undefined ? [] : [popup];
    });
    return { ...(value as object), popupIds };
  }
  if (ctx.table.name === "orders" && column === "access_point" && value && typeof value === "object") {
    const point = value as { idCarrier?: unknown };
    const carrier = ctx.maps.get("carriers")?.get(point.idCarrier as number);
    // a carrier deleted since keeps its former id in the order's snapshot: it names nothing here
    return carrier === undefined ? value : { ...point, idCarrier: carrier };
  }
  return value;
}

/**
 * One archived row as this instance's insert takes it (Drizzle property names); null for a slug
 * redirect to an item deleted since (it leads nowhere).
 */
function rowToInsert(ctx: RowContext, row: ArchivedRow): Record<string, unknown> | null {
  const { table } = ctx;
  const out: Record<string, unknown> = {};
  const rewrite = (text: string) => rewriteMediaPaths(text, ctx.fromSite, ctx.idSite);
  for (const column of table.columns) {
    if (column.generated) continue;
    if (column.name === "site_id") {
      out[column.key] = ctx.idSite;
      continue;
    }
    if (!(column.name in row)) continue;
    const raw = row[column.name];
    const ref = table.references.find((r) => r.column === column.name);
    const withoutForeignKey = idReferences[table.name]?.[column.name] !== undefined;
    const arrayTarget = idArrayReferences[table.name]?.[column.name];
    let value: unknown;
    if (column.name === "id") value = ctx.maps.get(table.name)?.get(raw as number);
    else if (ref) value = mappedId(ctx, ref.target, column.name, raw, withoutForeignKey);
    else if (arrayTarget && Array.isArray(raw))
      value = raw.map((v) => mappedId(ctx, arrayTarget, column.name, v, true)).filter((v) => v !== null);
    else if (table.name === "content_slug_redirects" && column.name === "target_id") {
      const target = slugRedirectTargets[row.kind as keyof typeof slugRedirectTargets];
      if (!target) throw archiveRefusal("archive.rowsInvalid", { table: table.name });
      value = mappedId(ctx, target, column.name, raw, true);
      if (value === null) return null;
    } else {
      const decoded = decodeValue(column, raw);
      if (!decoded.ok) throw archiveRefusal("archive.rowsInvalid", { table: table.name });
      value = cleanArchivedValue(
        table.name,
        column.name,
        rewriteStrings(remapJson(ctx, column.name, decoded.value, row), rewrite),
        row,
      );
    }
    if (table.name === "product_declinations" && column.name === "label_code" && typeof value === "string") {
      // the e-label's code is unique on the platform: kept when free (the QR codes printed on the
      // bottles still work on the new instance), a new one when another site has it
      if (ctx.takenCodes.has(value)) value = randomBytes(5).toString("hex");
    }
    out[column.key] = value;
  }
  return out;
}

/** Constraint and type errors of the database: the archive's rows are at fault, not the platform. */
const isDataError = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^(22|23)/.test(code)) return true;
    if (!("cause" in e)) break;
  }
  return false;
};

async function insertTable(tx: Tx, ctx: RowContext, rows: ArchivedRow[]): Promise<number> {
  const { table } = ctx;
  if (!table.serialId) throw archiveRefusal("archive.rowsInvalid", { table: table.name });
  const oldIds = rows.map((r) => r.id as number);
  if (new Set(oldIds).size !== oldIds.length)
    throw archiveRefusal("archive.rowsInvalid", { table: table.name });
  const newIds = await allocateIds(tx, table.name, rows.length);
  const sortedOld = [...oldIds].sort((a, b) => a - b);
  ctx.maps.set(table.name, new Map(sortedOld.map((id, i) => [id, newIds[i] as number])));
  const values = parentsFirst(table, rows).flatMap((row) => rowToInsert(ctx, row) ?? []);
  try {
    for (let i = 0; i < values.length; i += INSERT_BATCH) {
      await tx.insert(table.table).values(values.slice(i, i + INSERT_BATCH));
    }
  } catch (error) {
    if (isDataError(error)) throw archiveRefusal("archive.rowsInvalid", { table: table.name });
    throw error;
  }
  return values.length;
}

/**
 * Writes `archive` as site `name` on `hosts`, in the open transaction `tx` (as the owner): answers
 * the new site's id and the rows written. The transaction is left as the owner.
 */
export async function insertSiteArchive(
  tx: Tx,
  archive: SiteArchive,
  site: { name: string; hosts: { dev: string[]; prod: string[] } },
): Promise<{ id: number; rows: number }> {
  const allHosts = [...site.hosts.dev, ...site.hosts.prod];
  const idSite = await nextSiteId(tx);
  await checkHostsFree(tx, allHosts);
  const maps: IdMaps = new Map();
  await platformIdMaps(tx, archive, maps);
  const takenCodes = await takenLabelCodes(tx, archive);
  const from = archive.site.site;
  await tx.insert(sites).values({
    id: idSite,
    name: site.name,
    isWinemaker: from.is_winemaker,
    isECommerce: from.is_ecommerce,
    isBuilding: from.is_building,
    technicalFileModel: from.technical_file_model,
    dashboardType: from.dashboard_type,
    defaultLang: from.default_lang,
    server: from.server,
    preset: from.preset,
    mediaQuotaMb: from.media_quota_mb,
    maxProducts: from.max_products,
    maxAdmins: from.max_admins,
  });
  const urls = (["dev", "prod"] as const).flatMap((env) =>
    site.hosts[env].map((host, i) => ({ siteId: idSite, host, env, isCanonical: i === 0 })),
  );
  if (urls.length) await tx.insert(siteUrls).values(urls);
  let rows = 1 + urls.length;
  // the site's rows go in behind its wall: a row that names another site is refused by PostgreSQL
  await enterSite(tx, idSite);
  for (const table of archivedTables) {
    const tableRows = archive.tables.get(table.name) ?? [];
    if (!tableRows.length) continue;
    rows += await insertTable(
      tx,
      { table, maps, idSite, fromSite: archive.manifest.site.id, takenCodes },
      tableRows,
    );
  }
  await cleanImportedLayouts(tx, idSite);
  await leaveSite(tx);
  return { id: idSite, rows };
}
