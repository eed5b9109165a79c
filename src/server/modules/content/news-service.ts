// News (spec §7 GET /news with a query: news, total; GET /news?promoted=true: the promoted news).
import { and, count, desc, eq, lte, type SQL, sql } from "drizzle-orm";
import type { NewsItem, NewsList, NewsSummary } from "../../../../schemas/content";
import type { ListQuery } from "../../../../schemas/list-query";
import { type Database, withSite } from "../../db/client";
import { news } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { redirectTargetOf } from "./admin-post-common";
import { type IdOrSlug, imageOf, isoOf } from "./content-common";
import { filterConditions, orderOf } from "./filters";

/** spec §9: the news list shows 10 items a page. */
export const NEWS_PAGE_SIZE = 10;
/** Promoted news shown at most on the home page. */
export const PROMOTED_NEWS_LIMIT = 3;
export const newsListOptions = {
  defaultNbItem: NEWS_PAGE_SIZE,
  maxNbItem: 100,
  filterable: ["title", "publishedAt", "promoted"],
  orderable: ["publishedAt", "title"],
  defaultOrderBy: "-publishedAt",
} as const;

type NewsRow = typeof news.$inferSelect;

const published = (idSite: number): SQL =>
  and(eq(news.siteId, idSite), eq(news.isValid, true), lte(news.publishedAt, sql`now()`)) as SQL;

export const newsUrlOf = (slug: string) => `/news/${slug}`;

function summaryOf(row: NewsRow): NewsSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    url: newsUrlOf(row.slug),
    summary: row.summary,
    image: imageOf(row.image),
    publishedAt: isoOf(row.publishedAt),
    isPromoted: row.isPromoted,
  };
}

export async function newsList(db: Database, idSite: number, query: ListQuery): Promise<NewsList> {
  return withSite(db, idSite, async (tx) => {
    const where = and(
      published(idSite),
      ...filterConditions(query.filters, {
        title: { column: news.title, kind: "text" },
        publishedAt: { column: news.publishedAt, kind: "date" },
        promoted: { column: news.isPromoted, kind: "boolean" },
      }),
    );
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(news)
        .where(where)
        .orderBy(...orderOf(query.orderBy, { publishedAt: news.publishedAt, title: news.title }, news.id))
        .offset(query.offset)
        .limit(query.nbItem),
      tx.select({ n: count() }).from(news).where(where),
    ]);
    return { news: rows.map(summaryOf), total: total?.n ?? 0 };
  });
}

export async function promotedNews(db: Database, idSite: number): Promise<{ news: NewsSummary[] }> {
  const rows = await withSite(db, idSite, (tx) =>
    tx
      .select()
      .from(news)
      .where(and(published(idSite), eq(news.isPromoted, true)))
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(PROMOTED_NEWS_LIMIT),
  );
  return { news: rows.map(summaryOf) };
}

/** A former slug of a published item: where it moved (the caller answers a 301, issue 14 §2). */
async function movedOf(db: Database, idSite: number, key: IdOrSlug): Promise<{ movedTo: string } | null> {
  if (!("slug" in key)) return null;
  return withSite(db, idSite, async (tx) => {
    const target = await redirectTargetOf(tx, idSite, "NEWS", key.slug);
    if (target === null) return null;
    const [moved] = await tx
      .select({ slug: news.slug })
      .from(news)
      .where(and(published(idSite), eq(news.id, target)));
    return moved ? { movedTo: newsUrlOf(moved.slug) } : null;
  });
}

export async function newsItem(db: Database, idSite: number, key: IdOrSlug): Promise<NewsItem> {
  const [row] = await withSite(db, idSite, (tx) =>
    tx
      .select()
      .from(news)
      .where(and(published(idSite), "id" in key ? eq(news.id, key.id) : eq(news.slug, key.slug))),
  );
  if (!row) throw new ApiError(404, "error.newsNotFound", {}, await movedOf(db, idSite, key));
  return {
    ...summaryOf(row),
    html: row.html,
    metaDescription: row.metaDescription,
    updatedAt: isoOf(row.updatedAt),
  };
}
