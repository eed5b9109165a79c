// The owner's news (issue 14 §2): the blog articles' shape without folders, authors or tags, with
// "promoted" (spec §7 GET /news?promoted=true). Listed with every status, created, saved (409 on a
// stale version, 301 from a former slug), unpublished, scheduled (publish-job.ts), deleted.
import { and, asc, count, desc, eq, ilike, like, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { AdminNews, AdminNewsList, AdminNewsQuery, newsInputSchema } from "../../../../schemas/blog";
import { type Database, type Tx, withSite } from "../../db/client";
import { news } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";
import {
  coverOf,
  forgetSlugRedirects,
  freeSlugOf,
  postColumnsOf,
  schedulePublication,
  statusCondition,
  statusOf,
} from "./admin-post-common";
import { imageOf, isoOf } from "./content-common";
import { recordSlugChange, uniqueField } from "./desk-common";
import { likePatternOf } from "./filters";
import { newsUrlOf } from "./news-service";

type NewsRow = typeof news.$inferSelect;
type Input = z.output<typeof newsInputSchema>;

export function adminNewsOf(row: NewsRow): AdminNews {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    url: newsUrlOf(row.slug),
    image: imageOf(row.image),
    html: row.html,
    summary: row.summary,
    seoTitle: row.seoTitle,
    metaDescription: row.metaDescription,
    isPromoted: row.isPromoted,
    isValid: row.isValid,
    publishedAt: isoOf(row.publishedAt),
    status: statusOf(row.isValid, row.publishedAt),
    version: row.version,
    updatedAt: isoOf(row.updatedAt),
  };
}

const sortColumns = { publishedAt: news.publishedAt, title: news.title, updatedAt: news.updatedAt };

export function listAdminNews(db: Database, idSite: number, query: AdminNewsQuery): Promise<AdminNewsList> {
  return withSite(db, idSite, async (tx) => {
    const pattern = query.search ? likePatternOf(query.search) : null;
    const conditions: (SQL | undefined)[] = [
      eq(news.siteId, idSite),
      pattern
        ? or(ilike(news.title, pattern), ilike(news.slug, pattern), ilike(news.summary, pattern))
        : undefined,
      query.status ? statusCondition(query.status, news) : undefined,
      query.promoted === undefined ? undefined : eq(news.isPromoted, query.promoted),
    ];
    const where = and(...conditions);
    const order = query.direction === "asc" ? asc : desc;
    const [rows, [counted]] = await Promise.all([
      tx
        .select()
        .from(news)
        .where(where)
        .orderBy(order(sortColumns[query.sort]), order(news.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      tx.select({ n: count() }).from(news).where(where),
    ]);
    return { items: rows.map(adminNewsOf), total: counted?.n ?? 0, page: query.page, perPage: query.perPage };
  });
}

async function newsRowOf(
  tx: Tx,
  idSite: number,
  key: { id: number } | { slug: string },
  lock = false,
): Promise<NewsRow> {
  const query = tx
    .select()
    .from(news)
    .where(and(eq(news.siteId, idSite), "id" in key ? eq(news.id, key.id) : eq(news.slug, key.slug)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new ApiError(404, "news.notFound");
  return row;
}

/** GET /admin/news/{id}: by id, or by slug (the storefront shows an unpublished item to its admins). */
export const adminNewsItem = (db: Database, idSite: number, key: { id: number } | { slug: string }) =>
  withSite(db, idSite, async (tx) => adminNewsOf(await newsRowOf(tx, idSite, key)));

async function columnsOf(tx: Tx, idSite: number, input: Input, self: NewsRow | null) {
  const post = postColumnsOf(input);
  // an empty slug keeps the saved one, or is made from the title at creation
  const slug =
    input.slug ||
    self?.slug ||
    (await freeSlugOf(post.title, "actualite", async (base) =>
      (
        await tx
          .select({ slug: news.slug })
          .from(news)
          .where(and(eq(news.siteId, idSite), like(news.slug, `${base}%`)))
      ).map((r) => r.slug),
    ));
  return { ...post, slug, image: await coverOf(tx, idSite, input.image), isPromoted: input.isPromoted };
}

export function createNews(db: Database, idSite: number, user: SessionUser, input: Input) {
  return withSite(db, idSite, async (tx) => {
    const columns = await columnsOf(tx, idSite, input, null);
    const [row] = await uniqueField(
      () =>
        tx
          .insert(news)
          .values({ siteId: idSite, ...columns })
          .returning(),
      "news.slugTaken",
      "slug",
      { slug: columns.slug },
    );
    if (!row) throw new Error("createNews: no row");
    await forgetSlugRedirects(tx, idSite, "NEWS", { slugs: [row.slug] });
    await schedulePublication(tx, idSite, "NEWS", row.id, row);
    await recordAudit(tx, idSite, user, "news.create", `news:${row.id}`, columns);
    return adminNewsOf(row);
  });
}

export function updateNews(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
  input: Input & { version: number },
) {
  return withSite(db, idSite, async (tx) => {
    const row = await newsRowOf(tx, idSite, { id }, true);
    if (row.version !== input.version)
      throw new ApiError(409, "news.stale", {}, { current: adminNewsOf(row) });
    const columns = await columnsOf(tx, idSite, input, row);
    const [saved] = await uniqueField(
      () =>
        tx
          .update(news)
          .set({ ...columns, version: row.version + 1, updatedAt: new Date() })
          .where(eq(news.id, row.id))
          .returning(),
      "news.slugTaken",
      "slug",
      { slug: columns.slug },
    );
    if (!saved) throw new Error("updateNews: no row");
    await recordSlugChange(tx, idSite, "NEWS", row.id, row.slug, saved.slug);
    await schedulePublication(tx, idSite, "NEWS", row.id, saved);
    const before = Object.fromEntries(Object.keys(columns).map((k) => [k, row[k as keyof NewsRow]]));
    await recordAudit(tx, idSite, user, "news.update", `news:${row.id}`, { before, after: columns });
    return adminNewsOf(saved);
  });
}

export function deleteNews(db: Database, idSite: number, user: SessionUser, id: number) {
  return withSite(db, idSite, async (tx) => {
    const row = await newsRowOf(tx, idSite, { id }, true);
    await tx.delete(news).where(eq(news.id, row.id));
    await forgetSlugRedirects(tx, idSite, "NEWS", { targetId: row.id });
    await recordAudit(tx, idSite, user, "news.delete", `news:${row.id}`, {
      title: row.title,
      slug: row.slug,
    });
    return { id: row.id, title: row.title };
  });
}
