// GET /sitemap (issue 4 §5): every page a visitor can reach, with its last change, for
// /sitemap.xml. Hidden pages (HIDE_CONTACT_PAGE, the blog when IS_BLOG_ACTIVATED is off,
// unpublished items) are left out.
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Sitemap } from "../../../../schemas/content";
import { legalPages } from "../../../../schemas/site";
import { type Database, withSite } from "../../db/client";
import { albums, forms, news, pages, services } from "../../db/schema";
import { publishedBranchesOf } from "../site/site-service";
import { allArticleUrls } from "./blog-service";
import { isoOf } from "./content-common";
import { allElementUrls } from "./element-service";
import { newsUrlOf } from "./news-service";

export async function sitemapOf(
  db: Database,
  idSite: number,
  options: { blog: boolean; hideContact: boolean },
): Promise<Sitemap> {
  return withSite(db, idSite, async (tx) => {
    const entries: Sitemap["entries"] = [];
    const add = (path: string, updatedAt: Date | null = null) =>
      entries.push({ path, updatedAt: updatedAt ? isoOf(updatedAt) : null });
    // an unpublished page hides its sub-pages too (issue 14 §6)
    const pageRows = publishedBranchesOf(
      await tx
        .select({
          id: pages.id,
          idParent: pages.idParent,
          url: pages.url,
          updatedAt: pages.updatedAt,
          linkType: pages.linkType,
        })
        .from(pages)
        .where(and(eq(pages.siteId, idSite), eq(pages.isValid, true)))
        .orderBy(asc(pages.order), asc(pages.id)),
    ).filter((p) => p.linkType === "NONE");
    for (const p of pageRows) {
      if (options.hideContact && p.url === "contact") continue;
      add(`/${p.url}`, p.updatedAt);
    }
    if (!options.hideContact && !pageRows.some((p) => p.url === "contact")) add("/contact");
    for (const legal of legalPages) add(`/${legal.path}`);
    if (options.blog) {
      const blog = await allArticleUrls(tx, idSite);
      add("/blog");
      for (const f of blog.folders) add(f.url, f.updatedAt);
      for (const a of blog.articles) add(a.url, a.row.updatedAt);
    }
    const newsRows = await tx
      .select({ slug: news.slug, updatedAt: news.updatedAt })
      .from(news)
      .where(and(eq(news.siteId, idSite), eq(news.isValid, true), lte(news.publishedAt, sql`now()`)))
      .orderBy(asc(news.publishedAt));
    if (newsRows.length) add("/news");
    for (const n of newsRows) add(newsUrlOf(n.slug), n.updatedAt);
    const albumRows = await tx
      .select({ slug: albums.slug, updatedAt: albums.updatedAt })
      .from(albums)
      .where(and(eq(albums.siteId, idSite), eq(albums.isValid, true), lte(albums.publishedAt, sql`now()`)))
      .orderBy(asc(albums.id));
    if (albumRows.length) add("/albums");
    for (const a of albumRows) add(`/albums/${a.slug}`, a.updatedAt);
    const serviceRows = await tx
      .select({ slug: services.slug, updatedAt: services.updatedAt })
      .from(services)
      .where(and(eq(services.siteId, idSite), eq(services.isValid, true)))
      .orderBy(asc(services.order));
    if (serviceRows.length) add("/service");
    for (const s of serviceRows) add(`/service/${s.slug}`, s.updatedAt);
    const elementUrls = await allElementUrls(tx, idSite);
    for (const list of elementUrls.lists) add(list);
    for (const e of elementUrls.elements) add(e.url, e.updatedAt);
    const formRows = await tx
      .select({ slug: forms.slug, updatedAt: forms.updatedAt })
      .from(forms)
      .where(and(eq(forms.siteId, idSite), eq(forms.isValid, true)))
      .orderBy(asc(forms.id));
    for (const f of formRows) add(`/forms/${f.slug}`, f.updatedAt);
    return { entries };
  });
}
