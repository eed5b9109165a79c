// The tables that hold a site's data, read from the Drizzle schema (issue 19 §5): every table with a
// `site_id` column, its columns, its foreign keys and an order in which they can be inserted.
// Nothing here names the site tables one by one, so a table added later is exported, imported and
// deleted without anyone remembering it; what this file does name are the few references the
// schema cannot express (an id kept without a foreign key) and the rows that are not the site's
// data but a visitor's passing state (sessions, carts…).
import { is } from "drizzle-orm";
import { type AnyPgColumn, getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as schema from "../../db/schema";

export interface SiteColumn {
  /** The column's SQL name, as the archive writes it. */
  name: string;
  /** Its property in the Drizzle table (what inserts are written with). */
  key: string;
  column: AnyPgColumn;
  /** How its value is written in JSON: timestamps as ISO text, bytes as base64. */
  encoding: "plain" | "timestamp" | "bytes";
  /** Computed by the database (generated always): exported, never inserted. */
  generated: boolean;
}

export interface SiteReference {
  column: string;
  /** The table whose id the column holds; `sites` for site_id. */
  target: string;
}

export interface SiteTable {
  name: string;
  table: PgTable;
  columns: SiteColumn[];
  /** Foreign keys of the schema, plus the ids the schema keeps without one (idReferences). */
  references: SiteReference[];
  /** A serial `id`: the archive's ids are replaced by new ones on import. */
  serialId: boolean;
}

/**
 * A visitor's passing state, not the site's data: never exported, never imported (a session or a
 * reset link of another instance means nothing; a cart is a visitor's), always deleted.
 */
export const transientTables = [
  "sessions",
  "password_reset_tokens",
  "carts",
  "cart_products",
  "jobs",
] as const;

/** The site's url list travels in site.json, and an import gets the hosts it is given instead. */
export const SITE_URLS = "site_urls";

/**
 * Ids the schema keeps without a foreign key (a page's parent, a review's product…), remapped on
 * import like foreign keys. `site-tables.test.ts` fails on an integer column named like an id that
 * is neither a foreign key nor listed here.
 */
export const idReferences: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  pages: { id_parent: "pages" },
  reviews: { product_id: "products" },
};

/** Ids held in an integer array column: `discounts.product_ids` names products. */
export const idArrayReferences: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  discounts: { product_ids: "products" },
};

/** Integer columns named like ids that are not: layout_versions.restored_from is a version number. */
export const notIdColumns: Readonly<Record<string, readonly string[]>> = {
  layout_versions: ["restored_from"],
};

/** content_slug_redirects.target_id names a row of the table its `kind` says (remapped by kind). */
export const slugRedirectTargets = {
  BLOG: "blog_articles",
  NEWS: "news",
  ALBUM: "albums",
  SERVICE: "services",
  ELEMENT: "elements",
} as const;

/**
 * Platform tables a site table points to, and the column that names their rows the same on every
 * instance (ids may differ from one instance to another): a site language is its language's code.
 */
export const platformNaturalKeys: Readonly<Record<string, string>> = { languages: "code" };

const encodingOf = (column: AnyPgColumn): SiteColumn["encoding"] => {
  if (column.columnType === "PgTimestamp") return "timestamp";
  if (column.columnType === "PgCustomColumn" && column.getSQLType() === "bytea") return "bytes";
  return "plain";
};

function siteTableOf(table: PgTable): SiteTable | null {
  const config = getTableConfig(table);
  if (!config.columns.some((c) => c.name === "site_id")) return null;
  const keys = new Map(
    Object.entries(table as unknown as Record<string, unknown>).flatMap(([key, value]) =>
      config.columns.includes(value as AnyPgColumn) ? [[value as AnyPgColumn, key] as const] : [],
    ),
  );
  const columns = config.columns.map((column) => ({
    name: column.name,
    key: keys.get(column) ?? column.name,
    column,
    encoding: encodingOf(column),
    generated: Boolean(column.generated),
  }));
  const references: SiteReference[] = config.foreignKeys.flatMap((fk) => {
    const ref = fk.reference();
    const target = getTableConfig(ref.foreignTable).name;
    return ref.columns.map((c) => ({ column: c.name, target }));
  });
  for (const [column, target] of Object.entries(idReferences[config.name] ?? {}))
    references.push({ column, target });
  const id = config.columns.find((c) => c.name === "id");
  return { name: config.name, table, columns, references, serialId: id?.columnType === "PgSerial" };
}

/** Every site table of the schema (those with a `site_id` column), in the schema's order. */
export const siteTables: readonly SiteTable[] = (Object.values(schema) as unknown[]).flatMap((value) => {
  const site = is(value, PgTable) ? siteTableOf(value) : null;
  return site ? [site] : [];
});

/**
 * The tables in an order where each comes after the tables it points to (insert in this order,
 * delete in the reverse one). A table's reference to itself (a folder's parent) is not a
 * dependency between tables; a cycle between two tables is a schema this code cannot import.
 */
export function insertionOrder(tables: readonly SiteTable[]): SiteTable[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const ordered: SiteTable[] = [];
  const visit = (table: SiteTable) => {
    if (done.has(table.name)) return;
    if (visiting.has(table.name))
      throw new Error(`site tables: a cycle of foreign keys through ${table.name}`);
    visiting.add(table.name);
    for (const ref of table.references) {
      const target = byName.get(ref.target);
      if (target && target !== table) visit(target);
    }
    visiting.delete(table.name);
    done.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

const transient = new Set<string>(transientTables);

/** The tables an archive carries, as rows (all site tables but site_urls and the transient ones). */
export const archivedTables: readonly SiteTable[] = insertionOrder(
  siteTables.filter((t) => t.name !== SITE_URLS && !transient.has(t.name)),
);

/** Every site table but site_urls, children first: the order in which a site's rows are deleted. */
export const deletionOrder: readonly SiteTable[] = insertionOrder(
  siteTables.filter((t) => t.name !== SITE_URLS),
).reverse();
