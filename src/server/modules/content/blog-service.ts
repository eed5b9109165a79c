// The blog (spec §3 Blog, §7 blog calls): folders nested under the blog root, articles in a folder
// or at the root, breadcrumbs. Storefront URLs are /blog/{folder}/{sub-folder}/{article}: folder
// and article slugs are unique per site, so the last segment alone names what to show.
import { and, asc, count, desc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import type {
  BlogArticle,
  BlogFolder,
  BlogFolderContent,
  BlogList,
  BlogSummary,
  BreadcrumbEntry,
} from "../../../../schemas/content";
import type { ListQuery } from "../../../../schemas/list-query";
import { type Database, type Tx, withSite } from "../../db/client";
import { blogArticles, blogFolders } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { redirectTargetOf } from "./admin-post-common";
import { type IdOrSlug, imageOf, isoOf } from "./content-common";
import { filterConditions, orderOf } from "./filters";

/** spec §9: the blog list shows 12 articles a page. */
export const BLOG_PAGE_SIZE = 12;
export const blogListOptions = {
  defaultNbItem: BLOG_PAGE_SIZE,
  maxNbItem: 100,
  filterable: ["title", "author", "publishedAt"],
  orderable: ["publishedAt", "title"],
  defaultOrderBy: "-publishedAt",
} as const;

type FolderRow = typeof blogFolders.$inferSelect;
type ArticleRow = typeof blogArticles.$inferSelect;

interface FolderTree {
  rows: FolderRow[];
  byId: Map<number, FolderRow>;
  /** The folder and its ancestors, root first. */
  chain(id: number): FolderRow[];
  /** The folder and every folder below it. */
  descendants(id: number): number[];
  url(id: number | null): string;
}

async function folderTree(tx: Tx, idSite: number): Promise<FolderTree> {
  const rows = await tx
    .select()
    .from(blogFolders)
    .where(and(eq(blogFolders.siteId, idSite), eq(blogFolders.isValid, true)))
    .orderBy(asc(blogFolders.order), asc(blogFolders.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const chain = (id: number) => {
    const list: FolderRow[] = [];
    const seen = new Set<number>();
    for (
      let f = byId.get(id);
      f && !seen.has(f.id);
      f = f.idParent === null ? undefined : byId.get(f.idParent)
    ) {
      seen.add(f.id);
      list.unshift(f);
    }
    return list;
  };
  const descendants = (id: number) => {
    const out = [id];
    for (let i = 0; i < out.length; i++) for (const r of rows) if (r.idParent === out[i]) out.push(r.id);
    return out;
  };
  const url = (id: number | null) =>
    id === null
      ? "/blog"
      : `/blog/${chain(id)
          .map((f) => f.slug)
          .join("/")}`;
  return { rows, byId, chain, descendants, url };
}

/** What visitors may read: valid and already published. */
const published = (idSite: number): SQL =>
  and(
    eq(blogArticles.siteId, idSite),
    eq(blogArticles.isValid, true),
    lte(blogArticles.publishedAt, sql`now()`),
  ) as SQL;

function summaryOf(row: ArticleRow, tree: FolderTree): BlogSummary {
  const folder = row.folderId === null ? null : tree.byId.get(row.folderId);
  return {
    id: row.id,
    idFolder: folder ? folder.id : null,
    title: row.title,
    slug: row.slug,
    url: `${tree.url(folder ? folder.id : null)}/${row.slug}`,
    summary: row.summary,
    image: imageOf(row.image),
    author: row.author,
    publishedAt: isoOf(row.publishedAt),
  };
}

function folderOf(tree: FolderTree, key: IdOrSlug): FolderRow {
  const folder = "id" in key ? tree.byId.get(key.id) : tree.rows.find((r) => r.slug === key.slug);
  // a folder under a hidden folder is hidden too
  if (!folder || tree.chain(folder.id)[0]?.idParent !== null)
    throw new ApiError(404, "error.blogFolderNotFound");
  return folder;
}

async function counts(tx: Tx, idSite: number): Promise<Map<number | null, number>> {
  const rows = await tx
    .select({ folderId: blogArticles.folderId, n: count() })
    .from(blogArticles)
    .where(published(idSite))
    .groupBy(blogArticles.folderId);
  return new Map(rows.map((r) => [r.folderId, r.n]));
}

function folderOut(row: FolderRow, tree: FolderTree, perFolder: Map<number | null, number>): BlogFolder {
  return {
    id: row.id,
    idParent: row.idParent,
    name: row.name,
    slug: row.slug,
    description: row.description,
    url: tree.url(row.id),
    nbBlogs: tree.descendants(row.id).reduce((n, id) => n + (perFolder.get(id) ?? 0), 0),
  };
}

async function listIn(
  tx: Tx,
  idSite: number,
  tree: FolderTree,
  folderId: number | null,
  query: Pick<ListQuery, "offset" | "nbItem" | "orderBy" | "filters">,
): Promise<BlogList> {
  const conditions = [
    published(idSite),
    ...filterConditions(query.filters, {
      title: { column: blogArticles.title, kind: "text" },
      author: { column: blogArticles.author, kind: "text" },
      publishedAt: { column: blogArticles.publishedAt, kind: "date" },
    }),
  ];
  // a folder lists its own articles and those of its sub-folders; the blog root lists them all
  if (folderId !== null) conditions.push(inArray(blogArticles.folderId, tree.descendants(folderId)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(blogArticles)
      .where(where)
      .orderBy(
        ...orderOf(
          query.orderBy,
          { publishedAt: blogArticles.publishedAt, title: blogArticles.title },
          blogArticles.id,
        ),
      )
      .offset(query.offset)
      .limit(query.nbItem),
    tx.select({ n: count() }).from(blogArticles).where(where),
  ]);
  return { blogs: rows.map((r) => summaryOf(r, tree)), total: total?.n ?? 0 };
}

/** GET /blog/folder/ and /blog/folder/{id}: a folder (null: the root), its sub-folders, its first page. */
export async function blogFolderContent(
  db: Database,
  idSite: number,
  key: IdOrSlug | null,
): Promise<BlogFolderContent> {
  return withSite(db, idSite, async (tx) => {
    const tree = await folderTree(tx, idSite);
    const folder = key ? folderOf(tree, key) : null;
    const perFolder = await counts(tx, idSite);
    const parentId = folder ? folder.id : null;
    const { blogs, total } = await listIn(tx, idSite, tree, parentId, {
      offset: 0,
      nbItem: BLOG_PAGE_SIZE,
      orderBy: blogListOptions.defaultOrderBy,
      filters: [],
    });
    return {
      folder: folder ? folderOut(folder, tree, perFolder) : null,
      folders: tree.rows.filter((r) => r.idParent === parentId).map((r) => folderOut(r, tree, perFolder)),
      blogs,
      total,
    };
  });
}

/** GET /blog/folder/list and /blog/folder/list/{id}: one page of articles, filtered (spec §7). */
export async function blogList(
  db: Database,
  idSite: number,
  key: IdOrSlug | null,
  query: ListQuery,
): Promise<BlogList> {
  return withSite(db, idSite, async (tx) => {
    const tree = await folderTree(tx, idSite);
    const folder = key ? folderOf(tree, key) : null;
    return listIn(tx, idSite, tree, folder ? folder.id : null, query);
  });
}

async function articleRow(tx: Tx, idSite: number, tree: FolderTree, key: IdOrSlug): Promise<ArticleRow> {
  const [row] = await tx
    .select()
    .from(blogArticles)
    .where(
      and(published(idSite), "id" in key ? eq(blogArticles.id, key.id) : eq(blogArticles.slug, key.slug)),
    );
  // an article of a hidden folder is hidden with it
  const visible = (r: ArticleRow | undefined): r is ArticleRow =>
    r !== undefined && (r.folderId === null || tree.chain(r.folderId)[0]?.idParent === null);
  if (visible(row)) return row;
  // a former slug: the caller answers a 301 to the article's address (issue 14 §1)
  const target = "slug" in key ? await redirectTargetOf(tx, idSite, "BLOG", key.slug) : null;
  const [moved] =
    target === null
      ? []
      : await tx
          .select()
          .from(blogArticles)
          .where(and(published(idSite), eq(blogArticles.id, target)));
  throw new ApiError(
    404,
    "error.blogNotFound",
    {},
    visible(moved) ? { movedTo: summaryOf(moved, tree).url } : null,
  );
}

/** GET /blog/{id}: one article (id or slug). */
export async function blogArticle(db: Database, idSite: number, key: IdOrSlug): Promise<BlogArticle> {
  return withSite(db, idSite, async (tx) => {
    const tree = await folderTree(tx, idSite);
    const row = await articleRow(tx, idSite, tree, key);
    return {
      ...summaryOf(row, tree),
      html: row.html,
      metaDescription: row.metaDescription,
      updatedAt: isoOf(row.updatedAt),
      folderName: row.folderId === null ? null : (tree.byId.get(row.folderId)?.name ?? null),
    };
  });
}

function crumbs(tree: FolderTree, folderId: number | null, blogName: string): BreadcrumbEntry[] {
  const root: BreadcrumbEntry = { id: 0, url: "/blog", name: blogName };
  if (folderId === null) return [root];
  return [root, ...tree.chain(folderId).map((f) => ({ id: f.id, url: tree.url(f.id), name: f.name }))];
}

/** GET /blog/folder/ariane/{id}: the blog root, then each folder down to this one. */
export async function folderAriane(
  db: Database,
  idSite: number,
  key: IdOrSlug,
  blogName: string,
): Promise<BreadcrumbEntry[]> {
  return withSite(db, idSite, async (tx) => {
    const tree = await folderTree(tx, idSite);
    const folder = folderOf(tree, key);
    return crumbs(tree, folder.id, blogName);
  });
}

/** GET /blog/ariane/{id}: the blog root, the article's folders, then the article. */
export async function articleAriane(
  db: Database,
  idSite: number,
  key: IdOrSlug,
  blogName: string,
): Promise<BreadcrumbEntry[]> {
  return withSite(db, idSite, async (tx) => {
    const tree = await folderTree(tx, idSite);
    const row = await articleRow(tx, idSite, tree, key);
    return [
      ...crumbs(tree, row.folderId, blogName),
      { id: row.id, url: summaryOf(row, tree).url, name: row.title },
    ];
  });
}

/** Every published article, for the sitemap and the search. */
export async function allArticleUrls(tx: Tx, idSite: number) {
  const tree = await folderTree(tx, idSite);
  const rows = await tx
    .select()
    .from(blogArticles)
    .where(published(idSite))
    .orderBy(desc(blogArticles.publishedAt));
  return {
    folders: tree.rows
      .filter((f) => tree.chain(f.id)[0]?.idParent === null)
      .map((f) => ({ url: tree.url(f.id), updatedAt: f.updatedAt })),
    articles: rows
      .filter((r) => r.folderId === null || tree.chain(r.folderId)[0]?.idParent === null)
      .map((r) => ({ row: r, url: summaryOf(r, tree).url })),
  };
}
