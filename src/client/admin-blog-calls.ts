// The owner's blog and news calls (issue 14 §1, §2). Apart from createApiClient, so that their
// schemas load with the blog and news screens only (and on the server, where the storefront shows
// an unpublished post to the site's admins), never on a visitor's page.
import { z } from "zod";
import {
  type AdminBlogQuery,
  type AdminNewsQuery,
  adminBlogArticleSchema,
  adminBlogFolderSchema,
  adminBlogListSchema,
  adminNewsListSchema,
  adminNewsSchema,
  type BlogArticleInput,
  type BlogFolderInput,
  type NewsInput,
} from "../../schemas/blog";
import { type ApiClientOptions, createCaller, queryParamsOf } from "./api-client";

const deletedPost = z.object({ id: z.number(), title: z.string() });
const deletedFolder = z.object({ id: z.number(), name: z.string() });
const segment = (idOrSlug: number | string) => encodeURIComponent(String(idOrSlug));

export function createAdminBlogClient(options: ApiClientOptions) {
  const { call } = createCaller(options);
  return {
    folders: {
      list: () => call("GET", "/admin/blog/folder", z.array(adminBlogFolderSchema)),
      create: (body: BlogFolderInput) => call("POST", "/admin/blog/folder", adminBlogFolderSchema, { body }),
      /** 409 with `current` when someone saved it meanwhile; 422 on a move into itself. */
      save: (id: number, body: BlogFolderInput & { version: number }) =>
        call("PUT", `/admin/blog/folder/${id}`, adminBlogFolderSchema, { body }),
      /** 409 while it holds articles or folders. */
      remove: (id: number) => call("DELETE", `/admin/blog/folder/${id}`, deletedFolder),
    },
    articles: {
      list: (query: AdminBlogQuery) =>
        call("GET", "/admin/blog", adminBlogListSchema, { query: queryParamsOf(query) }),
      /** By id, or by slug (an unpublished article shown to its admins on the storefront). */
      get: (idOrSlug: number | string) =>
        call("GET", `/admin/blog/${segment(idOrSlug)}`, adminBlogArticleSchema),
      create: (body: BlogArticleInput) => call("POST", "/admin/blog", adminBlogArticleSchema, { body }),
      save: (id: number, body: BlogArticleInput & { version: number }) =>
        call("PUT", `/admin/blog/${id}`, adminBlogArticleSchema, { body }),
      remove: (id: number) => call("DELETE", `/admin/blog/${id}`, deletedPost),
    },
    news: {
      list: (query: AdminNewsQuery) =>
        call("GET", "/admin/news", adminNewsListSchema, { query: queryParamsOf(query) }),
      get: (idOrSlug: number | string) => call("GET", `/admin/news/${segment(idOrSlug)}`, adminNewsSchema),
      create: (body: NewsInput) => call("POST", "/admin/news", adminNewsSchema, { body }),
      save: (id: number, body: NewsInput & { version: number }) =>
        call("PUT", `/admin/news/${id}`, adminNewsSchema, { body }),
      remove: (id: number) => call("DELETE", `/admin/news/${id}`, deletedPost),
    },
  };
}

export type AdminBlogClient = ReturnType<typeof createAdminBlogClient>;
