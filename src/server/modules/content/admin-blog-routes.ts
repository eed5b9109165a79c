// The owner's blog and news (issue 14 §1, §2): /api/admin/blog/folder, /api/admin/blog and
// /api/admin/news, shaped as DESIGN.md §7 says (list with its query, POST, GET|PUT|DELETE /{id}).
// The api's /admin/* middleware drops the site's caches after every write that succeeded.
import { type Context, Hono } from "hono";
import {
  adminBlogQuerySchema,
  adminNewsQuerySchema,
  blogArticleInputSchema,
  blogArticleUpdateSchema,
  blogFolderInputSchema,
  blogFolderUpdateSchema,
  newsInputSchema,
  newsUpdateSchema,
} from "../../../../schemas/blog";
import { type MessageKey, translate } from "../../../runtime/messages/translate";
import type { ApiDeps } from "../../api-deps";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { requireAdmin } from "../../http/auth";
import { ok } from "../../http/envelope";
import { readJson } from "../../http/read-body";
import { idParam, parseInput } from "../../http/validate";
import {
  adminArticle,
  createArticle,
  deleteArticle,
  listAdminArticles,
  updateArticle,
} from "./admin-blog-articles";
import {
  adminFolder,
  createFolder,
  deleteFolder,
  listAdminFolders,
  updateFolder,
} from "./admin-blog-folders";
import { adminNewsItem, createNews, deleteNews, listAdminNews, updateNews } from "./admin-news";
import { idOrSlugOf } from "./content-common";

const idOf = (raw: string, notFound: MessageKey) => {
  const id = idParam.safeParse(raw);
  if (!id.success) throw new ApiError(404, notFound);
  return id.data;
};

/** An id, or a slug: the storefront asks for an unpublished post by its address. */
const keyOf = (raw: string, notFound: MessageKey) => {
  const key = idOrSlugOf(raw);
  if (!key) throw new ApiError(404, notFound);
  return key;
};

/** The owner's answers are the owner's: no cache keeps them. */
function mine(c: Context<ApiEnv>, data: unknown, status: 200 | 201 = 200, message?: string) {
  c.header("Cache-Control", "no-store");
  return ok(c, data, status, message);
}

function adminOf(c: Context<ApiEnv>) {
  const user = requireAdmin(c);
  return { user, idSite: c.get("site").id, lang: c.get("lang") };
}

function folderRoutes(r: Hono<ApiEnv>, { db }: ApiDeps) {
  const notFound = "blog.folderNotFound";
  r.get("/admin/blog/folder", async (c) => {
    const { idSite } = adminOf(c);
    return mine(c, await listAdminFolders(db, idSite));
  });
  r.post("/admin/blog/folder", async (c) => {
    const { user, idSite, lang } = adminOf(c);
    const input = parseInput(blogFolderInputSchema, await readJson(c), 422);
    const saved = await createFolder(db, idSite, user, input);
    return mine(c, saved, 201, translate(lang, "blog.folderSaved", { name: saved.name }));
  });
  r.get("/admin/blog/folder/:id", async (c) => {
    const { idSite } = adminOf(c);
    return mine(c, await adminFolder(db, idSite, idOf(c.req.param("id"), notFound)));
  });
  r.put("/admin/blog/folder/:id", async (c) => {
    const { user, idSite, lang } = adminOf(c);
    const id = idOf(c.req.param("id"), notFound);
    const input = parseInput(blogFolderUpdateSchema, await readJson(c), 422);
    const saved = await updateFolder(db, idSite, user, id, input);
    return mine(c, saved, 200, translate(lang, "blog.folderSaved", { name: saved.name }));
  });
  r.delete("/admin/blog/folder/:id", async (c) => {
    const { user, idSite, lang } = adminOf(c);
    const gone = await deleteFolder(db, idSite, user, idOf(c.req.param("id"), notFound));
    return mine(c, gone, 200, translate(lang, "blog.folderDeleted", { name: gone.name }));
  });
}

function articleRoutes(r: Hono<ApiEnv>, { db }: ApiDeps) {
  const notFound = "blog.articleNotFound";
  r.get("/admin/blog", async (c) => {
    const { idSite } = adminOf(c);
    return mine(c, await listAdminArticles(db, idSite, parseInput(adminBlogQuerySchema, c.req.query())));
  });
  r.post("/admin/blog", async (c) => {
    const { user, idSite, lang } = adminOf(c);
    const input = parseInput(blogArticleInputSchema, await readJson(c), 422);
    const saved = await createArticle(db, idSite, user, input);
    return mine(c, saved, 201, translate(lang, "blog.articleSaved", { title: saved.title }));
  });
  r.get("/admin/blog/:id", async (c) => {
    const { idSite } = adminOf(c);
    return mine(c, await adminArticle(db, idSite, keyOf(c.req.param("id"), notFound)));
  });
  r.put("/admin/blog/:id", async (c) => {
    const { user, idSite, lang } = adminOf(c);
    const id = idOf(c.req.param("id"), notFound);
    const input = parseInput(blogArticleUpdateSchema, await readJson(c), 422);
    const saved = await updateArticle(db, idSite, user, id, input);
    return mine(c, saved, 200, translate(lang, "blog.articleSaved", { title: saved.title }));
  });
  r.delete("/admin/blog/:id", async (c) => {
    const { user, idSite, lang } = adminOf(c);
    const gone = await deleteArticle(db, idSite, user, idOf(c.req.param("id"), notFound));
    return mine(c, gone, 200, translate(lang, "blog.articleDeleted", { title: gone.title }));
  });
}

function newsRoutes(r: Hono<ApiEnv>, { db }: ApiDeps) {
  const notFound = "news.notFound";
  r.get("/admin/news", async (c) => {
    const { idSite } = adminOf(c);
    return mine(c, await listAdminNews(db, idSite, parseInput(adminNewsQuerySchema, c.req.query())));
  });
  r.post("/admin/news", async (c) => {
    const { user, idSite, lang } = adminOf(c);
    const input = parseInput(newsInputSchema, await readJson(c), 422);
    const saved = await createNews(db, idSite, user, input);
    return mine(c, saved, 201, translate(lang, "news.saved", { title: saved.title }));
  });
  r.get("/admin/news/:id", async (c) => {
    const { idSite } = adminOf(c);
    return mine(c, await adminNewsItem(db, idSite, keyOf(c.req.param("id"), notFound)));
  });
  r.put("/admin/news/:id", async (c) => {
    const { user, idSite, lang } = adminOf(c);
    const id = idOf(c.req.param("id"), notFound);
    const input = parseInput(newsUpdateSchema, await readJson(c), 422);
    const saved = await updateNews(db, idSite, user, id, input);
    return mine(c, saved, 200, translate(lang, "news.saved", { title: saved.title }));
  });
  r.delete("/admin/news/:id", async (c) => {
    const { user, idSite, lang } = adminOf(c);
    const gone = await deleteNews(db, idSite, user, idOf(c.req.param("id"), notFound));
    return mine(c, gone, 200, translate(lang, "news.deleted", { title: gone.title }));
  });
}

export function adminBlogRoutes(deps: ApiDeps) {
  const r = new Hono<ApiEnv>();
  // the folders first: "folder" would otherwise be read as an article's slug
  folderRoutes(r, deps);
  articleRoutes(r, deps);
  newsRoutes(r, deps);
  return r;
}
