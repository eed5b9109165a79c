// The owner's blog articles (issue 14 §1): listed with every status (search, folder, status, sort,
// page on the server), created, saved (409 on a stale version; a new slug keeps the old one as a
// 301), unpublished, scheduled (publish-job.ts), deleted. Rich text is sanitized here, at write
// time, with the layouts' allow-list; every other text is stored as plain text.
import { and, asc, count, desc, eq, ilike, isNull, like, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  AdminBlogArticle,
  AdminBlogList,
  AdminBlogQuery,
  blogArticleInputSchema,
} from "../../../../schemas/blog";
import { type Database, type Tx, withSite } from "../../db/client";
import { blogArticles, type blogFolders } from "../../db/schema";
import { ApiError, ruleError } from "../../http/api-error";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";
import { allFolders, folderUrlOf } from "./admin-blog-folders";
import {
  coverOf,
  forgetSlugRedirects,
  freeSlugOf,
  plain,
  postColumnsOf,
  schedulePublication,
  statusCondition,
  statusOf,
} from "./admin-post-common";
import { imageOf, isoOf } from "./content-common";
import { recordSlugChange, uniqueField } from "./desk-common";
import { likePatternOf } from "./filters";

type ArticleRow = typeof blogArticles.$inferSelect;
type FolderRow = typeof blogFolders.$inferSelect;
type Input = z.output<typeof blogArticleInputSchema>;

export function adminArticleOf(row: ArticleRow, folders: FolderRow[]): AdminBlogArticle {
  return {
    id: row.id,
    idFolder: row.folderId,
    title: row.title,
    slug: row.slug,
    url: `${folderUrlOf(folders, row.folderId)}/${row.slug}`,
    image: imageOf(row.image),
    html: row.html,
    summary: row.summary,
    author: row.author,
    tags: row.tags,
    seoTitle: row.seoTitle,
    metaDescription: row.metaDescription,
    isValid: row.isValid,
    publishedAt: isoOf(row.publishedAt),
    status: statusOf(row.isValid, row.publishedAt),
    version: row.version,
    updatedAt: isoOf(row.updatedAt),
  };
}

const sortColumns = {
  publishedAt: blogArticles.publishedAt,
  title: blogArticles.title,
  updatedAt: blogArticles.updatedAt,
};

export function listAdminArticles(
  db: Database,
  idSite: number,
  query: AdminBlogQuery,
): Promise<AdminBlogList> {
  return withSite(db, idSite, async (tx) => {
    const pattern = query.search ? likePatternOf(query.search) : null;
    const conditions: (SQL | undefined)[] = [
      eq(blogArticles.siteId, idSite),
      pattern
        ? or(
            ilike(blogArticles.title, pattern),
            ilike(blogArticles.slug, pattern),
            ilike(blogArticles.summary, pattern),
            ilike(sql`coalesce(${blogArticles.author}, '')`, pattern),
          )
        : undefined,
      query.status ? statusCondition(query.status, blogArticles) : undefined,
      query.folder === "none"
        ? isNull(blogArticles.folderId)
        : query.folder
          ? eq(blogArticles.folderId, query.folder)
          : undefined,
    ];
    const where = and(...conditions);
    const column = sortColumns[query.sort];
    const [rows, [counted], folders] = await Promise.all([
      tx
        .select()
        .from(blogArticles)
        .where(where)
        .orderBy(
          query.direction === "asc" ? asc(column) : desc(column),
          query.direction === "asc" ? asc(blogArticles.id) : desc(blogArticles.id),
        )
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      tx.select({ n: count() }).from(blogArticles).where(where),
      allFolders(tx, idSite),
    ]);
    return {
      items: rows.map((r) => adminArticleOf(r, folders)),
      total: counted?.n ?? 0,
      page: query.page,
      perPage: query.perPage,
    };
  });
}

async function articleRowOf(
  tx: Tx,
  idSite: number,
  key: { id: number } | { slug: string },
  lock = false,
): Promise<ArticleRow> {
  const query = tx
    .select()
    .from(blogArticles)
    .where(
      and(
        eq(blogArticles.siteId, idSite),
        "id" in key ? eq(blogArticles.id, key.id) : eq(blogArticles.slug, key.slug),
      ),
    );
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new ApiError(404, "blog.articleNotFound");
  return row;
}

async function readArticle(tx: Tx, idSite: number, key: { id: number } | { slug: string }) {
  return adminArticleOf(await articleRowOf(tx, idSite, key), await allFolders(tx, idSite));
}

/** GET /admin/blog/{id}: by id, or by slug (the storefront shows an unpublished article to its admins). */
export const adminArticle = (db: Database, idSite: number, key: { id: number } | { slug: string }) =>
  withSite(db, idSite, (tx) => readArticle(tx, idSite, key));

async function columnsOf(tx: Tx, idSite: number, input: Input, self: ArticleRow | null) {
  if (input.idFolder !== null && !(await allFolders(tx, idSite)).some((f) => f.id === input.idFolder))
    throw ruleError("blog.folderNotFound", {}, "idFolder");
  const post = postColumnsOf(input);
  // an empty slug keeps the saved one, or is made from the title at creation
  const slug =
    input.slug ||
    self?.slug ||
    (await freeSlugOf(post.title, "article", async (base) =>
      (
        await tx
          .select({ slug: blogArticles.slug })
          .from(blogArticles)
          .where(and(eq(blogArticles.siteId, idSite), like(blogArticles.slug, `${base}%`)))
      ).map((r) => r.slug),
    ));
  return {
    ...post,
    slug,
    folderId: input.idFolder,
    image: await coverOf(tx, idSite, input.image),
    author: input.author ? plain(input.author) || null : null,
    tags: [...new Set(input.tags.map((t) => plain(t).toLowerCase()).filter(Boolean))],
  };
}

export function createArticle(db: Database, idSite: number, user: SessionUser, input: Input) {
  return withSite(db, idSite, async (tx) => {
    const columns = await columnsOf(tx, idSite, input, null);
    const [row] = await uniqueField(
      () =>
        tx
          .insert(blogArticles)
          .values({ siteId: idSite, ...columns })
          .returning(),
      "blog.slugTaken",
      "slug",
      { slug: columns.slug },
    );
    if (!row) throw new Error("createArticle: no row");
    await forgetSlugRedirects(tx, idSite, "BLOG", { slugs: [row.slug] });
    await schedulePublication(tx, idSite, "BLOG", row.id, row);
    await recordAudit(tx, idSite, user, "blog.create", `blog:${row.id}`, columns);
    return readArticle(tx, idSite, { id: row.id });
  });
}

export function updateArticle(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
  input: Input & { version: number },
) {
  return withSite(db, idSite, async (tx) => {
    const row = await articleRowOf(tx, idSite, { id }, true);
    if (row.version !== input.version)
      throw new ApiError(409, "blog.articleStale", {}, { current: await readArticle(tx, idSite, { id }) });
    const columns = await columnsOf(tx, idSite, input, row);
    const [saved] = await uniqueField(
      () =>
        tx
          .update(blogArticles)
          .set({ ...columns, version: row.version + 1, updatedAt: new Date() })
          .where(eq(blogArticles.id, row.id))
          .returning(),
      "blog.slugTaken",
      "slug",
      { slug: columns.slug },
    );
    if (!saved) throw new Error("updateArticle: no row");
    await recordSlugChange(tx, idSite, "BLOG", row.id, row.slug, saved.slug);
    await schedulePublication(tx, idSite, "BLOG", row.id, saved);
    const before = Object.fromEntries(Object.keys(columns).map((k) => [k, row[k as keyof ArticleRow]]));
    await recordAudit(tx, idSite, user, "blog.update", `blog:${row.id}`, { before, after: columns });
    return readArticle(tx, idSite, { id: row.id });
  });
}

/** Nothing a customer's order names: the article and its former slugs go. */
export function deleteArticle(db: Database, idSite: number, user: SessionUser, id: number) {
  return withSite(db, idSite, async (tx) => {
    const row = await articleRowOf(tx, idSite, { id }, true);
    await tx.delete(blogArticles).where(eq(blogArticles.id, row.id));
    await forgetSlugRedirects(tx, idSite, "BLOG", { targetId: row.id });
    await recordAudit(tx, idSite, user, "blog.delete", `blog:${row.id}`, {
      title: row.title,
      slug: row.slug,
    });
    return { id: row.id, title: row.title };
  });
}
