// The content calls of spec §7 (blog, news, albums, services, elements, forms, messages,
// calendar), the reviews call and our search and sitemap calls, for createApiClient.
import { z } from "zod";
import {
  albumListSchema,
  albumSchema,
  allowedDatesSchema,
  arianeSchema,
  blogArticleSchema,
  blogFolderContentSchema,
  blogListSchema,
  type ContactMessageBody,
  elementDetailSchema,
  elementPageSchema,
  formSchema,
  formSubmitResultSchema,
  messageResultSchema,
  newsItemSchema,
  newsListSchema,
  promotedNewsSchema,
  type ReviewSource,
  registrationResultSchema,
  reviewListSchema,
  searchResponseSchema,
  serviceListSchema,
  serviceSchema,
  sitemapSchema,
} from "../../schemas/content";
import { buildListQuery, type ListQueryInput } from "../../schemas/list-query";
import { tagQueryOf } from "../../schemas/tag-query";

/** The request function of createApiClient: envelope checked, failures thrown as ApiCallError. */
export type Call = <S extends z.ZodType>(
  method: string,
  path: string,
  schema: S,
  init?: { query?: URLSearchParams; body?: unknown },
) => Promise<z.infer<S>>;

const registrationCancelledSchema = z.object({ cancelled: z.boolean() });

const segment = (idOrSlug: number | string) => encodeURIComponent(String(idOrSlug));

export function contentCalls(call: Call) {
  const list = (q: ListQueryInput) => buildListQuery(q);
  return {
    blog: {
      /** GET /blog/folder/ (root) or /blog/folder/{id}: folder, sub-folders, first articles. */
      folder: (idOrSlug?: number | string) =>
        call(
          "GET",
          idOrSlug === undefined ? "/blog/folder/" : `/blog/folder/${segment(idOrSlug)}`,
          blogFolderContentSchema,
        ),
      /** GET /blog/folder/list or /blog/folder/list/{id}: a page of articles (12 by default). */
      list: (q: ListQueryInput = {}, folder?: number | string) =>
        call(
          "GET",
          folder === undefined ? "/blog/folder/list" : `/blog/folder/list/${segment(folder)}`,
          blogListSchema,
          {
            query: list(q),
          },
        ),
      article: (idOrSlug: number | string) => call("GET", `/blog/${segment(idOrSlug)}`, blogArticleSchema),
      folderAriane: (idOrSlug: number | string) =>
        call("GET", `/blog/folder/ariane/${segment(idOrSlug)}`, arianeSchema).then((d) => d.ariane),
      articleAriane: (idOrSlug: number | string) =>
        call("GET", `/blog/ariane/${segment(idOrSlug)}`, arianeSchema).then((d) => d.ariane),
    },
    news: {
      list: (q: ListQueryInput = {}) => call("GET", "/news", newsListSchema, { query: list(q) }),
      promoted: () =>
        call("GET", "/news", promotedNewsSchema, { query: new URLSearchParams({ promoted: "true" }) }).then(
          (d) => d.news,
        ),
      item: (idOrSlug: number | string) => call("GET", `/news/${segment(idOrSlug)}`, newsItemSchema),
    },
    albums: {
      list: (q: ListQueryInput = { page: 1, nbItem: 100 }) =>
        call("GET", "/album", albumListSchema, { query: list(q) }),
      detail: (idOrSlug: number | string) => call("GET", `/album/${segment(idOrSlug)}`, albumSchema),
    },
    services: {
      /** spec §7: GET /service?page=1&nbItem=100&tag={comma list} */
      list: (tags: readonly string[] = [], q: ListQueryInput = { page: 1, nbItem: 100 }) =>
        call("GET", "/service", serviceListSchema, {
          query: list({ ...q, filters: { ...q.filters, tag: tagQueryOf(tags) } }),
        }),
      detail: (idOrSlug: number | string) => call("GET", `/service/${segment(idOrSlug)}`, serviceSchema),
    },
    elements: {
      list: (route: string, q: ListQueryInput = {}) =>
        call("GET", `/element/${segment(route)}`, elementPageSchema, { query: list(q) }),
      detail: (route: string, idOrSlug: number | string) =>
        call("GET", `/element/${segment(route)}/${segment(idOrSlug)}`, elementDetailSchema),
      register: (route: string, idOrSlug: number | string, body: ContactMessageBody) =>
        call("POST", `/element/${segment(route)}/${segment(idOrSlug)}/register`, registrationResultSchema, {
          body,
        }),
      /** The registrant's mailed single-use link (issue 14 §3); a used or unknown one is a 404. */
      cancelRegistration: (token: string) =>
        call("POST", "/element/registration/cancel", registrationCancelledSchema, { body: { token } }),
    },
    forms: {
      get: (idOrSlug: number | string) => call("GET", `/forms/${segment(idOrSlug)}`, formSchema),
      /** multipart with files; a failed result carries per-field errors (ApiCallError.data.errors) */
      submit: (idOrSlug: number | string, data: FormData) =>
        call("POST", `/forms/${segment(idOrSlug)}/submit`, formSubmitResultSchema, { body: data }),
    },
    contact: {
      send: (body: ContactMessageBody) => call("POST", "/message", messageResultSchema, { body }),
    },
    calendar: {
      allowedDates: (id: number, month: number, year: number) =>
        call("GET", `/calendar/${id}/date/allowed/${month}/${year}`, allowedDatesSchema),
    },
    reviews: {
      list: (from: ReviewSource | "all" = "all", q: ListQueryInput = {}, productId?: number) =>
        call("GET", "/reviews", reviewListSchema, {
          query: list({ ...q, filters: { ...q.filters, from, product: productId } }),
        }),
    },
    search: (query: string) =>
      call("GET", "/search", searchResponseSchema, { query: new URLSearchParams({ q: query }) }),
    sitemap: () => call("GET", "/sitemap", sitemapSchema).then((d) => d.entries),
  };
}
