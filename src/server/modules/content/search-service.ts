// Site search (SHOW_SEARCHBAR, spec §2 display options): pages, blog articles and news whose
// title or text contains the words typed. Text is compared without its tags; case is ignored.
import { type SQL, sql } from "drizzle-orm";
import type { SearchResponse, SearchResult } from "../../../../schemas/content";
import { type Database, queryRows, withSite } from "../../db/client";
import { allArticleUrls } from "./blog-service";
import { likePatternOf } from "./filters";

/** Results per kind at most: a small site's search needs no more. */
const PER_KIND = 30;

interface Row {
  title: string;
  url: string;
  body: string;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** Plain text of stored HTML, for excerpts. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => entities[e] ?? " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** About 200 characters of `text` around the first match of `query`. */
export function excerptOf(text: string, query: string): string {
  const at = text.toLowerCase().indexOf(query.toLowerCase());
  if (at === -1) return text.length > 200 ? `${text.slice(0, 200).trimEnd()}…` : text;
  const start = Math.max(0, at - 60);
  const end = Math.min(text.length, at + query.length + 140);
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}

const stripped = (column: SQL) => sql`regexp_replace(${column}, '<[^>]*>', ' ', 'g')`;

export async function searchSite(
  db: Database,
  idSite: number,
  query: string,
  options: { blog: boolean; hideContact: boolean },
): Promise<SearchResponse> {
  const pattern = likePatternOf(query);
  const rows = await withSite(db, idSite, async (tx) => {
    const pages = await queryRows<Row>(
      tx,
      sql`select p.title, '/' || p.url as url,
            coalesce(string_agg(${stripped(sql`l.html`)}, ' ' order by l."order", l.id), '') as body
          from pages p left join page_layouts l on l.page_id = p.id and l.site_id = p.site_id
          where p.site_id = ${idSite} and p.is_valid and p.link_type = 'NONE'
            ${options.hideContact ? sql`and p.url <> 'contact'` : sql``}
          group by p.id
          having p.title ilike ${pattern} or coalesce(p.meta_description, '') ilike ${pattern}
            or coalesce(string_agg(${stripped(sql`l.html`)}, ' '), '') ilike ${pattern}
          order by p."order", p.id limit ${PER_KIND}`,
    );
    const articles = options.blog
      ? await queryRows<Row>(
          tx,
          sql`select a.title, a.slug as url, ${stripped(sql`a.summary || ' ' || a.html`)} as body
              from blog_articles a
              where a.site_id = ${idSite} and a.is_valid and a.published_at <= now()
                and (a.title ilike ${pattern} or a.summary ilike ${pattern} or ${stripped(sql`a.html`)} ilike ${pattern})
              order by a.published_at desc limit ${PER_KIND}`,
        )
      : [];
    const newsRows = await queryRows<Row>(
      tx,
      sql`select n.title, '/news/' || n.slug as url, ${stripped(sql`n.summary || ' ' || n.html`)} as body
          from news n
          where n.site_id = ${idSite} and n.is_valid and n.published_at <= now()
            and (n.title ilike ${pattern} or n.summary ilike ${pattern} or ${stripped(sql`n.html`)} ilike ${pattern})
          order by n.published_at desc limit ${PER_KIND}`,
    );
    return { pages, articles, newsRows };
  });
  const articleUrls =
    options.blog && rows.articles.length ? await articleUrlsOf(db, idSite) : new Map<string, string>();
  const results: SearchResult[] = [
    ...rows.pages.map((r) => ({
      type: "page" as const,
      title: r.title,
      url: r.url === "/" ? "/" : r.url,
      body: r.body,
    })),
    ...rows.articles.map((r) => ({
      type: "article" as const,
      title: r.title,
      url: articleUrls.get(r.url) ?? `/blog/${r.url}`,
      body: r.body,
    })),
    ...rows.newsRows.map((r) => ({ type: "news" as const, title: r.title, url: r.url, body: r.body })),
  ].map(({ body, ...r }) => ({ ...r, excerpt: excerptOf(plainTextOf(body), query) }));
  return { query, results, total: results.length };
}

/** Article slug → storefront URL (articles live under their folders). */
async function articleUrlsOf(db: Database, idSite: number): Promise<Map<string, string>> {
  return withSite(db, idSite, async (tx) => {
    const { articles } = await allArticleUrls(tx, idSite);
    return new Map(articles.map((a) => [a.row.slug, a.url]));
  });
}
