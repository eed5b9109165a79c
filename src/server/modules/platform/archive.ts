// Export, import and deletion of a whole site (issue 19 §5; docs/site-archive.md, decision 110).
// The export is one zip of everything the site owns; the import makes a NEW site of such a zip,
// from this platform instance or another; the deletion exports first (orders and invoices are kept
// 10 years by law), then erases every row and file of the site and nothing of any other.
import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { hostSchema, type PlatformSite } from "../../../../schemas/platform";
import { enterSite, queryRows, type Tx } from "../../db/client";
import { sites } from "../../db/schema";
import { ApiError, ruleError } from "../../http/api-error";
import { filesUnder, writeSiteArchive } from "./archive-export";
import { insertSiteArchive, leaveSite } from "./archive-import";
import { archiveRefusal, readSiteArchive, type SiteArchive } from "./archive-read";
import type { Actor, PlatformDeps } from "./deps";
import { getSite, recordPlatformAction } from "./platform-service";
import { deletionOrder } from "./site-tables";

export interface SiteExport {
  /** The archive written under DATA_DIR/exports. */
  path: string;
  bytes: number;
}

/** What the operator's list shows of a site, read again after the change. */
async function platformSiteOf(deps: PlatformDeps, id: number): Promise<PlatformSite> {
  const site = await getSite(deps, id);
  if (!site) throw new ApiError(404, "archive.siteNotFound");
  return site;
}

/** One archive (zip) of everything the site owns: documented JSON and CSV, plus its media files. */
export async function exportSite(deps: PlatformDeps, actor: Actor, id: number): Promise<SiteExport> {
  const written = await writeSiteArchive(deps, id);
  await recordPlatformAction(deps.db.owner, actor, "site.export", written.manifest.site, {
    file: path.basename(written.path),
    bytes: written.bytes,
    rows: written.manifest.tables,
  });
  return { path: written.path, bytes: written.bytes };
}

const nameSchema = z.string().trim().min(1).max(120);

const importHostsSchema = z.object({
  dev: z.array(hostSchema).max(20).default([]),
  prod: z.array(hostSchema).max(20).default([]),
});

/** The hosts given, checked and without repeats; at least one, never the platform's own. */
function hostsOf(deps: PlatformDeps, given: { dev: string[]; prod: string[] }) {
  const parsed = importHostsSchema.safeParse(given);
  if (!parsed.success) throw archiveRefusal("archive.hostRequired");
  const seen = new Set<string>();
  const unique = (list: string[]) => list.filter((h) => !seen.has(h) && Boolean(seen.add(h)));
  const hosts = { dev: unique(parsed.data.dev), prod: unique(parsed.data.prod) };
  if (!seen.size) throw archiveRefusal("archive.hostRequired");
  if (seen.has(deps.platformHost.toLowerCase()))
    throw archiveRefusal("archive.hostTaken", { host: deps.platformHost });
  return hosts;
}

/** The archive's media written under a folder of their own, moved into place after the commit. */
async function stageMedia(deps: PlatformDeps, archive: SiteArchive): Promise<string> {
  const staging = path.join(deps.mediaDir, `.import-${randomUUID()}`);
  await mkdir(staging, { recursive: true });
  for (const file of archive.media) {
    const target = path.join(staging, ...file.relative.split("/"));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.bytes);
  }
  return staging;
}

/** The staged media become the site's folder (a stray folder of that id, of no site, set aside). */
async function placeMedia(deps: PlatformDeps, staging: string, idSite: number) {
  const folder = path.join(deps.mediaDir, `site-${idSite}`);
  await rename(folder, `${folder}.orphan-${randomUUID()}`).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
  await rename(staging, folder);
}

/** A new site made from an archive of exportSite (from this or another platform instance). */
export async function importSite(
  deps: PlatformDeps,
  actor: Actor,
  archive: Uint8Array,
  options: { name?: string; hosts: { dev: string[]; prod: string[] } },
): Promise<PlatformSite> {
  const read = readSiteArchive(archive);
  const hosts = hostsOf(deps, options.hosts);
  const parsedName = nameSchema.safeParse(options.name?.trim() || read.site.site.name);
  if (!parsedName.success) throw archiveRefusal("archive.nameInvalid");
  const name = parsedName.data;
  const staging = await stageMedia(deps, read);
  let created: { id: number; rows: number };
  try {
    created = await deps.db.owner.transaction(async (tx) => {
      const done = await insertSiteArchive(tx as Tx, read, { name, hosts });
      await recordPlatformAction(
        tx as Tx,
        actor,
        "site.import",
        { id: done.id, name },
        {
          from: read.manifest.site,
          platform: read.manifest.platform,
          exportedAt: read.manifest.exportedAt,
          rows: done.rows,
          files: read.media.length,
        },
      );
      return done;
    });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  try {
    await placeMedia(deps, staging, created.id);
  } catch (err) {
    // the rows are committed: say where the files are rather than lose them
    deps.log.error(
      { err, staging, idSite: created.id },
      "imported site: media could not be moved into place",
    );
  }
  await deps.sites.reload();
  return platformSiteOf(deps, created.id);
}

/** Rows of site `idSite` in `table`, deleted; how many. */
async function deleteRows(tx: Tx, table: string, idSite: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`with gone as (delete from ${sql.identifier(table)} where site_id = ${idSite} returning 1) select count(*)::int as n from gone`,
  );
  return row?.n ?? 0;
}

/**
 * Erases every row and file of the site, after exporting it (orders and invoices are kept 10
 * years by law); `confirmName` must be the site's name.
 */
export async function deleteSite(
  deps: PlatformDeps,
  actor: Actor,
  id: number,
  confirmName: string,
): Promise<{ export: SiteExport; rows: number; files: number }> {
  const [site] = await deps.db.owner.select().from(sites).where(eq(sites.id, id));
  if (!site) throw new ApiError(404, "archive.siteNotFound");
  if (confirmName.trim() !== site.name) throw ruleError("archive.confirmName", {}, "confirmName");
  const exported = await exportSite(deps, actor, id);
  const folder = path.join(deps.mediaDir, `site-${id}`);
  const files = (await filesUnder(folder)).length;
  const rows = await deps.db.owner.transaction(async (t) => {
    const tx = t as Tx;
    // children first, behind the site's wall: a forgotten where could only reach this site
    await enterSite(tx, id);
    let count = 0;
    for (const table of deletionOrder) count += await deleteRows(tx, table.name, id);
    await leaveSite(tx);
    count += await deleteRows(tx, "site_urls", id);
    const gone = await tx.delete(sites).where(eq(sites.id, id)).returning({ id: sites.id });
    count += gone.length;
    await recordPlatformAction(
      tx,
      actor,
      "site.delete",
      { id, name: site.name },
      {
        rows: count,
        files,
        export: path.basename(exported.path),
      },
    );
    return count;
  });
  await rm(folder, { recursive: true, force: true });
  deps.cache.invalidate(id);
  await deps.sites.reload();
  return { export: exported, rows, files };
}
