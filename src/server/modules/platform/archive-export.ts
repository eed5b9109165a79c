// Writes a site's archive (docs/site-archive.md): one zip under DATA_DIR/exports with the manifest,
// site.json, a JSON file per site table (read in one snapshot), the spreadsheets and the media
// files. Streamed to disk: the media are read one file at a time.
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { type Database, enterSite, migrationsFolder, queryRows, type Tx } from "../../db/client";
import { sites, siteUrls } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { siteCsvFiles } from "./archive-csv";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  type ArchivedRow,
  encodeValue,
  fileTimestamp,
  type Manifest,
  type SiteFile,
  sha256Of,
} from "./archive-format";
import {
  archivedTables,
  platformNaturalKeys,
  SITE_URLS,
  type SiteTable,
  siteTables,
  transientTables,
} from "./site-tables";

/** A table's rows as the archive writes them (SQL column names, dates as ISO text). */
function encodeRows(table: SiteTable, rows: Record<string, unknown>[]): ArchivedRow[] {
  return rows.map((row) =>
    Object.fromEntries(table.columns.map((c) => [c.name, encodeValue(c, row[c.key])])),
  );
}

const siteIdColumn = (table: SiteTable) => table.columns.find((c) => c.name === "site_id")?.column;
const idColumn = (table: SiteTable) => table.columns.find((c) => c.name === "id")?.column;

/** Every archived table's rows of the site, read in one snapshot behind the site's wall. */
async function siteRows(db: Database, idSite: number): Promise<Map<string, ArchivedRow[]>> {
  return db.owner.transaction(
    async (tx) => {
      await enterSite(tx as Tx, idSite);
      const byTable = new Map<string, ArchivedRow[]>();
      for (const table of archivedTables) {
        const siteId = siteIdColumn(table);
        const id = idColumn(table);
        if (!siteId) continue;
        const rows = await tx
          .select()
          .from(table.table)
          .where(eq(siteId, idSite))
          .orderBy(...(id ? [asc(id)] : []));
        byTable.set(table.name, encodeRows(table, rows as Record<string, unknown>[]));
      }
      return byTable;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** The rows of platform tables that the site's rows name (its languages), by their natural key. */
async function platformReferences(db: Database, rows: Map<string, ArchivedRow[]>) {
  const references: SiteFile["references"] = {};
  for (const [target, key] of Object.entries(platformNaturalKeys)) {
    const ids = new Set<number>();
    for (const table of archivedTables) {
      for (const ref of table.references.filter((r) => r.target === target)) {
        for (const row of rows.get(table.name) ?? []) {
          const value = row[ref.column];
          if (typeof value === "number") ids.add(value);
        }
      }
    }
    references[target] = ids.size
      ? await queryRows<{ id: number; key: string }>(
          db.owner,
          sql`select id, ${sql.identifier(key)} as key from ${sql.identifier(target)} where id in (${sql.join(
            [...ids].map((i) => sql`${i}`),
            sql`, `,
          )}) order by id`,
        )
      : [];
  }
  return references;
}

/** Every file under `dir`, as paths relative to it ("library/….webp"); none when it is missing. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** The last migration applied by this platform: the archive's platform version. */
async function schemaVersion(): Promise<string> {
  try {
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
      entries: { tag: string }[];
    };
    return journal.entries.at(-1)?.tag ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** A zip written to `out` as entries are added, waiting for the disk when it falls behind. */
function zipWriter(out: WriteStream) {
  let failure: Error | null = null;
  const done = new Promise<void>((resolve, reject) => {
    out.on("finish", resolve);
    out.on("error", reject);
  });
  const zip = new Zip((err, chunk, final) => {
    if (err) failure = err;
    else out.write(chunk);
    if (final || err) out.end();
  });
  const files: Manifest["files"] = [];
  const drained = () =>
    out.writableNeedDrain ? new Promise<void>((resolve) => out.once("drain", () => resolve())) : undefined;
  return {
    files,
    async add(name: string, bytes: Uint8Array, compress: boolean) {
      const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(entry);
      entry.push(bytes, true);
      if (failure) throw failure;
      if (name !== "manifest.json") files.push({ path: name, bytes: bytes.length, sha256: sha256Of(bytes) });
      await drained();
    },
    async end() {
      zip.end();
      await done;
      if (failure) throw failure;
    },
  };
}

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 1)}\n`);

export interface WrittenArchive {
  path: string;
  bytes: number;
  manifest: Manifest;
}

/** Writes site `idSite`'s archive under `dataDir/exports`; 404 for a site that does not exist. */
export async function writeSiteArchive(
  deps: { db: Database; dataDir: string; mediaDir: string },
  idSite: number,
  now = new Date(),
): Promise<WrittenArchive> {
  const { db } = deps;
  const [site] = await db.owner.select().from(sites).where(eq(sites.id, idSite));
  if (!site) throw new ApiError(404, "archive.siteNotFound");
  const urls = await db.owner
    .select()
    .from(siteUrls)
    .where(eq(siteUrls.siteId, idSite))
    .orderBy(asc(siteUrls.id));
  const rows = await siteRows(db, idSite);
  const siteFile: SiteFile = {
    site: Object.fromEntries(
      getTableConfig(sites).columns.map((c) => {
        const key = Object.entries(sites).find(([, v]) => v === c)?.[0] ?? c.name;
        const value = (site as Record<string, unknown>)[key];
        return [c.name, value instanceof Date ? value.toISOString() : value];
      }),
    ) as SiteFile["site"],
    urls: encodeRows(siteTables.find((t) => t.name === SITE_URLS) as SiteTable, urls),
    references: await platformReferences(db, rows),
  };
  const csv = await siteCsvFiles(db, idSite);
  const mediaRoot = path.join(deps.mediaDir, `site-${idSite}`);
  const media = await filesUnder(mediaRoot);

  const folder = path.join(deps.dataDir, "exports");
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `site-${idSite}-${fileTimestamp(now)}.zip`);
  const partial = `${file}.partial`;
  const out = createWriteStream(partial, { flags: "wx" });
  const zip = zipWriter(out);
  try {
    await zip.add("site.json", json(siteFile), true);
    const counts: Record<string, number> = { [SITE_URLS]: urls.length };
    for (const table of archivedTables) {
      const tableRows = rows.get(table.name) ?? [];
      counts[table.name] = tableRows.length;
      await zip.add(`tables/${table.name}.json`, json({ table: table.name, rows: tableRows }), true);
    }
    for (const [name, text] of Object.entries(csv))
      await zip.add(`csv/${name}`, new TextEncoder().encode(text), true);
    // images and videos are compressed already: stored as they are
    for (const relative of media) {
      await zip.add(
        `media/${relative}`,
        new Uint8Array(await readFile(path.join(mediaRoot, relative))),
        false,
      );
    }
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      platform: { name: "vinisite", schema: await schemaVersion() },
      site: { id: site.id, name: site.name },
      exportedAt: now.toISOString(),
      files: zip.files,
      tables: counts,
      omitted: [...transientTables],
    };
    await zip.add("manifest.json", json(manifest), true);
    await zip.end();
    await rename(partial, file);
    return { path: file, bytes: (await stat(file)).size, manifest };
  } catch (error) {
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}
