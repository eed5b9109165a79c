// The owner's blog folders (issue 14 §1): a tree (parent, order), name, slug, description,
// published or not. A move never makes a cycle (422 on idParent); a folder that still holds
// articles or folders is not deleted (409, the owner moves them first: docs/decisions/101).
import { and, asc, count, eq, like } from "drizzle-orm";
import type { z } from "zod";
import type { AdminBlogFolder, blogFolderInputSchema } from "../../../../schemas/blog";
import { type Database, type Tx, withSite } from "../../db/client";
import { blogArticles, blogFolders } from "../../db/schema";
import { ApiError, ruleError } from "../../http/api-error";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";
import { freeSlugOf, plain } from "./admin-post-common";
import { uniqueField } from "./desk-common";

type FolderRow = typeof blogFolders.$inferSelect;
type Input = z.output<typeof blogFolderInputSchema>;

/** Every folder of the site, published or not, in tree order. */
export async function allFolders(tx: Tx, idSite: number): Promise<FolderRow[]> {
  return tx
    .select()
    .from(blogFolders)
    .where(eq(blogFolders.siteId, idSite))
    .orderBy(asc(blogFolders.order), asc(blogFolders.id));
}

/** The folder's storefront address: its slug after its ancestors'. */
export function folderUrlOf(rows: FolderRow[], id: number | null): string {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const slugs: string[] = [];
  const seen = new Set<number>();
  for (let f = id === null ? undefined : byId.get(id); f && !seen.has(f.id); ) {
    seen.add(f.id);
    slugs.unshift(f.slug);
    f = f.idParent === null ? undefined : byId.get(f.idParent);
  }
  return slugs.length ? `/blog/${slugs.join("/")}` : "/blog";
}

/** The folder and every folder below it. */
function descendantsOf(rows: FolderRow[], id: number): Set<number> {
  const out = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const r of rows)
      if (r.idParent !== null && out.has(r.idParent) && !out.has(r.id)) {
        out.add(r.id);
        grew = true;
      }
  }
  return out;
}

async function articleCounts(tx: Tx, idSite: number): Promise<Map<number | null, number>> {
  const rows = await tx
    .select({ folderId: blogArticles.folderId, n: count() })
    .from(blogArticles)
    .where(eq(blogArticles.siteId, idSite))
    .groupBy(blogArticles.folderId);
  return new Map(rows.map((r) => [r.folderId, r.n]));
}

function folderOut(row: FolderRow, rows: FolderRow[], counts: Map<number | null, number>): AdminBlogFolder {
  return {
    id: row.id,
    idParent: row.idParent,
    name: row.name,
    slug: row.slug,
    description: row.description,
    order: row.order,
    isValid: row.isValid,
    nbArticles: counts.get(row.id) ?? 0,
    url: folderUrlOf(rows, row.id),
    version: row.version,
  };
}

export function listAdminFolders(db: Database, idSite: number): Promise<AdminBlogFolder[]> {
  return withSite(db, idSite, async (tx) => {
    const [rows, counts] = await Promise.all([allFolders(tx, idSite), articleCounts(tx, idSite)]);
    return rows.map((r) => folderOut(r, rows, counts));
  });
}

async function readFolder(tx: Tx, idSite: number, id: number): Promise<AdminBlogFolder> {
  const [rows, counts] = await Promise.all([allFolders(tx, idSite), articleCounts(tx, idSite)]);
  const row = rows.find((r) => r.id === id);
  if (!row) throw new ApiError(404, "blog.folderNotFound");
  return folderOut(row, rows, counts);
}

export const adminFolder = (db: Database, idSite: number, id: number) =>
  withSite(db, idSite, (tx) => readFolder(tx, idSite, id));

async function lockedFolder(tx: Tx, idSite: number, id: number): Promise<FolderRow> {
  const [row] = await tx
    .select()
    .from(blogFolders)
    .where(and(eq(blogFolders.siteId, idSite), eq(blogFolders.id, id)))
    .for("update");
  if (!row) throw new ApiError(404, "blog.folderNotFound");
  return row;
}

/** The parent must be a folder of the site, and never the folder itself or one below it. */
function checkParent(rows: FolderRow[], idParent: number | null, self: number | null) {
  if (idParent === null) return;
  if (!rows.some((r) => r.id === idParent)) throw ruleError("blog.folderNotFound", {}, "idParent");
  if (self !== null && descendantsOf(rows, self).has(idParent))
    throw ruleError("blog.folderCycle", {}, "idParent");
}

async function columnsOf(tx: Tx, idSite: number, input: Input, self: FolderRow | null) {
  const name = plain(input.name);
  // an empty slug keeps the saved one, or is made from the name at creation
  const slug =
    input.slug ||
    self?.slug ||
    (await freeSlugOf(name, "rubrique", async (base) =>
      (
        await tx
          .select({ slug: blogFolders.slug })
          .from(blogFolders)
          .where(and(eq(blogFolders.siteId, idSite), like(blogFolders.slug, `${base}%`)))
      ).map((r) => r.slug),
    ));
  return {
    name: name || input.name,
    slug,
    description: input.description ? plain(input.description) || null : null,
    idParent: input.idParent,
    order: input.order,
    isValid: input.isValid,
  };
}

export function createFolder(db: Database, idSite: number, user: SessionUser, input: Input) {
  return withSite(db, idSite, async (tx) => {
    checkParent(await allFolders(tx, idSite), input.idParent, null);
    const columns = await columnsOf(tx, idSite, input, null);
    const [row] = await uniqueField(
      () =>
        tx
          .insert(blogFolders)
          .values({ siteId: idSite, ...columns })
          .returning(),
      "blog.folderSlugTaken",
      "slug",
      { slug: columns.slug },
    );
    if (!row) throw new Error("createFolder: no row");
    await recordAudit(tx, idSite, user, "blog.folder.create", `blog_folder:${row.id}`, columns);
    return readFolder(tx, idSite, row.id);
  });
}

export function updateFolder(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
  input: Input & { version: number },
) {
  return withSite(db, idSite, async (tx) => {
    const row = await lockedFolder(tx, idSite, id);
    if (row.version !== input.version)
      throw new ApiError(409, "blog.folderStale", {}, { current: await readFolder(tx, idSite, id) });
    checkParent(await allFolders(tx, idSite), input.idParent, row.id);
    const columns = await columnsOf(tx, idSite, input, row);
    await uniqueField(
      () =>
        tx
          .update(blogFolders)
          .set({ ...columns, version: row.version + 1, updatedAt: new Date() })
          .where(eq(blogFolders.id, row.id)),
      "blog.folderSlugTaken",
      "slug",
      { slug: columns.slug },
    );
    const before = { name: row.name, slug: row.slug, idParent: row.idParent, isValid: row.isValid };
    await recordAudit(tx, idSite, user, "blog.folder.update", `blog_folder:${row.id}`, {
      before,
      after: columns,
    });
    return readFolder(tx, idSite, row.id);
  });
}

/** Deleted only when empty: its articles and folders are the owner's to move or delete first. */
export function deleteFolder(db: Database, idSite: number, user: SessionUser, id: number) {
  return withSite(db, idSite, async (tx) => {
    const row = await lockedFolder(tx, idSite, id);
    const [[articles], [folders]] = await Promise.all([
      tx
        .select({ n: count() })
        .from(blogArticles)
        .where(and(eq(blogArticles.siteId, idSite), eq(blogArticles.folderId, id))),
      tx
        .select({ n: count() })
        .from(blogFolders)
        .where(and(eq(blogFolders.siteId, idSite), eq(blogFolders.idParent, id))),
    ]);
    const held = { articles: articles?.n ?? 0, folders: folders?.n ?? 0 };
    if (held.articles || held.folders) throw new ApiError(409, "blog.folderNotEmpty", held, held);
    await tx.delete(blogFolders).where(eq(blogFolders.id, row.id));
    await recordAudit(tx, idSite, user, "blog.folder.delete", `blog_folder:${row.id}`, { name: row.name });
    return { id: row.id, name: row.name };
  });
}
