import { type Context, Hono } from "hono";
import { z } from "zod";
import { contactMessageBodySchema, reviewSources, searchQuerySchema } from "../../../../schemas/content";
import { registrationCancelSchema } from "../../../../schemas/element";
import { type ListQuery, type ListQueryOptions, parseListQuery } from "../../../../schemas/list-query";
import { tagListOf } from "../../../../schemas/tag-query";
import { todayIn } from "../../../runtime/content/allowed-dates";
import { type FieldError, formInputOfJson } from "../../../runtime/content/form-rules";
import { translate } from "../../../runtime/messages/translate";
import type { ApiDeps } from "../../api-deps";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { isAdminOf } from "../../http/auth";
import { cachedOk } from "../../http/cached";
import { ok } from "../../http/envelope";
import { readMultipart } from "../../http/multipart";
import { readJson } from "../../http/read-body";
import { fieldErrors, parseInput } from "../../http/validate";
import { type RateLimit, RateLimiter } from "../../security/rate-limiter";
import { originOf, personal } from "../orders/order-settings";
import { albumDetail, albumList, albumListOptions } from "./album-service";
import {
  articleAriane,
  blogArticle,
  blogFolderContent,
  blogList,
  blogListOptions,
  folderAriane,
} from "./blog-service";
import { allowedDates } from "./calendar-service";
import { type IdOrSlug, idOrSlugOf, siteSettings } from "./content-common";
import { cancelByToken } from "./element-registrations";
import {
  elementDetail,
  elementListOptions,
  elementPage,
  registerToElement,
  reservedElementRoutes,
} from "./element-service";
import { formDetail, submitForm } from "./form-service";
import { storeContactMessage } from "./message-service";
import { newsItem, newsList, newsListOptions, promotedNews } from "./news-service";
import { reviewList, reviewListOptions } from "./review-service";
import { searchSite } from "./search-service";
import { serviceDetail, serviceList, serviceListOptions } from "./service-catalogue";
import { sitemapOf } from "./sitemap-service";

const isAdmin = (c: Context<ApiEnv>) => {
  const role = c.get("user")?.role;
  return role === "ADMIN" || role === "SUPER_ADMIN";
};

/** List pages past this one, or filtered, are read directly: they are rare, and each would be a cache entry. */
const CACHED_PAGES = 10;

const routeParam = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9-]*$/);
const monthParam = z.coerce.number().int().min(1).max(12);
const yearParam = z.coerce.number().int().min(2000).max(2100);

/** What the content routes share: the site, its settings, list queries and the content cache. */
function contentKit({ db, cache, log, mailer }: ApiDeps) {
  const idSiteOf = (c: Context<ApiEnv>) => c.get("site").id;
  const settings = (c: Context<ApiEnv>) => siteSettings(db, cache, idSiteOf(c));

  const listQuery = (c: Context<ApiEnv>, options: ListQueryOptions): ListQuery => {
    const parsed = parseListQuery(c.req.query(), options);
    if (!parsed.success)
      throw new ApiError(400, "error.badRequest", {}, { errors: fieldErrors(parsed.error) });
    return parsed.data;
  };
  /** A list from the cache when it is an ordinary page, straight from the database otherwise. */
  const list = <T>(c: Context<ApiEnv>, key: string, q: ListQuery, load: (idSite: number) => Promise<T>) =>
    q.filters.length === 0 && q.page <= CACHED_PAGES
      ? cachedOk(cache, c, `${key}:${q.page}:${q.nbItem}:${q.orderBy ?? ""}`, load)
      : load(idSiteOf(c)).then((data) => ok(c, data));
  const key = (c: Context<ApiEnv>, notFound: Parameters<typeof translate>[1]): IdOrSlug => {
    const parsed = idOrSlugOf(c.req.param("id"));
    if (!parsed) throw new ApiError(404, notFound);
    return parsed;
  };
  const keyText = (k: IdOrSlug) => ("id" in k ? `#${k.id}` : k.slug);
  /** A form's field errors, as the envelope's data.errors (spec §5), in the caller's language. */
  const invalid = (errors: Record<string, FieldError[]>) =>
    new ApiError(422, "error.formInvalid", {}, { errors });

  return { db, cache, log, mailer, idSiteOf, settings, listQuery, list, key, keyText, invalid };
}

type ContentKit = ReturnType<typeof contentKit>;

/** The blog, news, albums and services (spec §7). */
function publishedRoutes(r: Hono<ApiEnv>, kit: ContentKit) {
  const { db, cache, idSiteOf, settings, listQuery, list, key, keyText } = kit;
  // ---- blog: only when IS_BLOG_ACTIVATED (spec §3 features)
  const blogOn = async (c: Context<ApiEnv>) => {
    if (!(await settings(c)).IS_BLOG_ACTIVATED) throw new ApiError(404, "error.blogDisabled");
  };
  r.get("/blog/folder/list", async (c) => {
    await blogOn(c);
    const q = listQuery(c, blogListOptions);
    return list(c, "blog:list:root", q, (id) => blogList(db, id, null, q));
  });
  r.get("/blog/folder/list/:id", async (c) => {
    await blogOn(c);
    const folder = key(c, "error.blogFolderNotFound");
    const q = listQuery(c, blogListOptions);
    return list(c, `blog:list:${keyText(folder)}`, q, (id) => blogList(db, id, folder, q));
  });
  r.get("/blog/folder/ariane/:id", async (c) => {
    await blogOn(c);
    const folder = key(c, "error.blogFolderNotFound");
    const name = translate(c.get("lang"), "content.blog");
    return cachedOk(cache, c, `blog:ariane:folder:${keyText(folder)}:${c.get("lang")}`, async (id) => ({
      ariane: await folderAriane(db, id, folder, name),
    }));
  });
  r.get("/blog/ariane/:id", async (c) => {
    await blogOn(c);
    const article = key(c, "error.blogNotFound");
    const name = translate(c.get("lang"), "content.blog");
    return cachedOk(cache, c, `blog:ariane:${keyText(article)}:${c.get("lang")}`, async (id) => ({
      ariane: await articleAriane(db, id, article, name),
    }));
  });
  for (const path of ["/blog/folder", "/blog/folder/"]) {
    r.get(path, async (c) => {
      await blogOn(c);
      return cachedOk(cache, c, "blog:folder:root", (id) => blogFolderContent(db, id, null));
    });
  }
  r.get("/blog/folder/:id", async (c) => {
    await blogOn(c);
    const folder = key(c, "error.blogFolderNotFound");
    return cachedOk(cache, c, `blog:folder:${keyText(folder)}`, (id) => blogFolderContent(db, id, folder));
  });
  r.get("/blog/:id", async (c) => {
    await blogOn(c);
    const article = key(c, "error.blogNotFound");
    return cachedOk(cache, c, `blog:article:${keyText(article)}`, (id) => blogArticle(db, id, article));
  });

  // ---- news: spec §7 GET /news?promoted=true and GET /news with a query
  r.get("/news", async (c) => {
    if (c.req.query("promoted") === "true")
      return cachedOk(cache, c, "news:promoted", (id) => promotedNews(db, id));
    const q = listQuery(c, newsListOptions);
    return list(c, "news:list", q, (id) => newsList(db, id, q));
  });
  r.get("/news/:id", async (c) => {
    const item = key(c, "error.newsNotFound");
    return cachedOk(cache, c, `news:item:${keyText(item)}`, (id) => newsItem(db, id, item));
  });

  // ---- albums
  r.get("/album", async (c) => {
    const q = listQuery(c, albumListOptions);
    return list(c, "album:list", q, (id) => albumList(db, id, q));
  });
  r.get("/album/:id", async (c) => {
    const album = key(c, "error.albumNotFound");
    // the site's admins see an unpublished album too, with its mark: an answer of their own
    if (isAdminOf(c)) return personal(c, await albumDetail(db, idSiteOf(c), album, true));
    return cachedOk(cache, c, `album:${keyText(album)}`, (id) => albumDetail(db, id, album));
  });

  // ---- services: spec §7 GET /service?page=1&nbItem=100&tag={comma list}
  r.get("/service", async (c) => {
    const q = listQuery(c, serviceListOptions);
    const tags = tagListOf(c.req.query("tag"));
    if (tags.length) return ok(c, await serviceList(db, idSiteOf(c), q, tags));
    return list(c, "service:list", q, (id) => serviceList(db, id, q, []));
  });
  r.get("/service/:id", async (c) => {
    const service = key(c, "error.serviceNotFound");
    if (isAdminOf(c)) return personal(c, await serviceDetail(db, idSiteOf(c), service, true));
    return cachedOk(cache, c, `service:${keyText(service)}`, (id) => serviceDetail(db, id, service));
  });
}

/** Events and registrations, forms, contact, calendars and reviews (spec §7). */
/** Registrations (and so registrant mails) per e-mail address and site, per hour. */
export const registrationMailLimit = { max: 5, windowMs: 60 * 60_000 } satisfies RateLimit;

function visitorRoutes(r: Hono<ApiEnv>, kit: ContentKit) {
  const { db, cache, log, mailer, idSiteOf, settings, listQuery, list, key, keyText, invalid } = kit;
  // its windows in PostgreSQL: shared with every other process
  const limiter = new RateLimiter(db);
  // ---- element lists (the footer's two lists are served by the site module)
  const elementRoute = (c: Context<ApiEnv>) => {
    const route = routeParam.safeParse(c.req.param("route"));
    if (!route.success || reservedElementRoutes.includes(route.data))
      throw new ApiError(404, "error.elementListNotFound");
    return route.data;
  };
  r.get("/element/:route", async (c) => {
    const route = elementRoute(c);
    const q = listQuery(c, elementListOptions);
    return list(c, `element:${route}`, q, (id) => elementPage(db, id, route, q));
  });
  r.get("/element/:route/:id", async (c) => {
    const route = elementRoute(c);
    const element = key(c, "error.elementNotFound");
    // an admin sees an unpublished element too (marked): that answer is theirs, never cached
    if (isAdmin(c)) return personal(c, await elementDetail(db, idSiteOf(c), route, element, true));
    return cachedOk(cache, c, `element:${route}:${keyText(element)}`, (id) =>
      elementDetail(db, id, route, element),
    );
  });
  r.post("/element/:route/:id/register", async (c) => {
    const route = elementRoute(c);
    const element = key(c, "error.elementNotFound");
    const body = parseInput(contactMessageBodySchema, await readJson(c));
    // the registrant is mailed (docs/decisions/102): an address gets few of them, whoever types it
    if (typeof body.email === "string") {
      const decision = await limiter.hit(
        `element-register:${idSiteOf(c)}:${body.email.trim().toLowerCase()}`,
        registrationMailLimit,
      );
      if (!decision.allowed) {
        c.header("Retry-After", String(decision.retryAfter));
        throw new ApiError(429, "error.rateLimited");
      }
    }
    const input = formInputOfJson(body);
    const outcome = await registerToElement(db, idSiteOf(c), route, element, input, originOf(c));
    if (!outcome.ok) throw invalid(outcome.errors);
    mailer.nudge(); // the owner's notice and the registrant's mail were committed with the registration
    // fewer places left: this process forgets its pages now, the others on the change feed's notice
    if (outcome.result.remainingSeats !== null) cache.invalidate(idSiteOf(c));
    const said = outcome.result.status === "WAITING" ? "registration.waiting" : "registration.done";
    return ok(c, outcome.result, 201, translate(c.get("lang"), said));
  });
  // the registrant's single-use link (issue 14 §3): the storefront's page posts its token here
  r.post("/element/registration/cancel", async (c) => {
    const { token } = parseInput(registrationCancelSchema, await readJson(c));
    await cancelByToken(db, idSiteOf(c), token, originOf(c));
    mailer.nudge();
    cache.invalidate(idSiteOf(c)); // places freed (docs/decisions/102)
    return ok(c, { cancelled: true }, 200, translate(c.get("lang"), "registration.cancelled"));
  });

  // ---- forms: spec §7 GET /forms/{id}, POST /forms/{id}/submit (multipart with files)
  r.get("/forms/:id", async (c) => {
    const form = key(c, "error.formNotFound");
    return cachedOk(cache, c, `form:${keyText(form)}`, (id) => formDetail(db, id, form));
  });
  r.post("/forms/:id/submit", async (c) => {
    const form = key(c, "error.formNotFound");
    const body = await readMultipart(c);
    const outcome = await submitForm(db, idSiteOf(c), form, body, originOf(c));
    if (!outcome.ok) throw invalid(outcome.errors);
    mailer.nudge(); // the owner's notice was committed with the answer
    return ok(c, outcome.result, 201, outcome.result.message);
  });

  // ---- contact: spec §7 POST /message
  r.post("/message", async (c) => {
    const body = parseInput(contactMessageBodySchema, await readJson(c));
    const idSite = idSiteOf(c);
    const outcome = await storeContactMessage(db, idSite, formInputOfJson(body));
    if (!outcome.ok) throw invalid(outcome.errors);
    // the owner's copy was committed with the message (docs/decisions/084): it leaves now
    if (outcome.mailed) mailer.nudge();
    else
      (c.get("log") ?? log).warn(
        { idSite, messageId: outcome.message.id },
        "contact message stored; no COMPANY_EMAIL to mail it to",
      );
    return ok(c, { id: outcome.message.id }, 201, translate(c.get("lang"), "message.sent"));
  });

  // ---- calendar: spec §7 GET /calendar/{id}/date/allowed/{month}/{year}
  r.get("/calendar/:id/date/allowed/:month/:year", async (c) => {
    const id = z.coerce.number().int().positive().max(2_147_483_647).safeParse(c.req.param("id"));
    if (!id.success) throw new ApiError(404, "error.calendarNotFound");
    const month = monthParam.safeParse(c.req.param("month"));
    const year = yearParam.safeParse(c.req.param("year"));
    if (!month.success || !year.success) throw new ApiError(400, "error.badMonth");
    // the answer depends on today's date: it is cached for the day
    const today = todayIn();
    return cachedOk(
      cache,
      c,
      `calendar:${id.data}:${month.data}:${year.data}:${today}`,
      (site) => allowedDates(db, site, id.data, month.data, year.data, today),
      false,
    );
  });

  // ---- reviews: GET /reviews?from={site|service|all}&product={id}
  r.get("/reviews", async (c) => {
    const from = z
      .enum([...reviewSources, "all"])
      .catch("all")
      .parse(c.req.query("from") ?? "all");
    const product = z.coerce.number().int().positive().max(2_147_483_647).safeParse(c.req.query("product"));
    const productId = c.req.query("product") === undefined ? null : product.success ? product.data : -1;
    if (productId === -1)
      throw new ApiError(400, "error.badRequest", {}, { errors: { product: ["invalid id"] } });
    const q = listQuery(c, reviewListOptions);
    const serviceUrl = (await settings(c)).REVIEW_SERVICE_URL;
    const load = (id: number) => reviewList(db, id, from, productId, q, serviceUrl);
    // one product's reviews are read directly: a cache entry per product would have no bound
    if (productId !== null) return ok(c, await load(idSiteOf(c)));
    return list(c, `reviews:${from}`, q, load);
  });
}

/** Search and sitemap: calls of our own (docs/decisions/030). */
function siteSearchRoutes(r: Hono<ApiEnv>, kit: ContentKit) {
  const { db, cache, idSiteOf, settings } = kit;
  // ---- search (SHOW_SEARCHBAR) and sitemap: calls of our own, named in docs/decisions/030
  r.get("/search", async (c) => {
    const query = searchQuerySchema.safeParse(c.req.query("q") ?? "");
    if (!query.success)
      throw new ApiError(400, "validation.search", {}, { errors: { q: ["validation.search"] } });
    const values = await settings(c);
    return ok(
      c,
      await searchSite(db, idSiteOf(c), query.data, {
        blog: values.IS_BLOG_ACTIVATED === true,
        hideContact: values.HIDE_CONTACT_PAGE === true,
      }),
    );
  });
  r.get("/sitemap", async (c) =>
    cachedOk(cache, c, "sitemap", async (id) => {
      const values = await siteSettings(db, cache, id);
      return sitemapOf(db, id, {
        blog: values.IS_BLOG_ACTIVATED === true,
        hideContact: values.HIDE_CONTACT_PAGE === true,
      });
    }),
  );
}

/** The content calls of spec §7: blog, news, albums, services, elements, forms, messages, calendar. */
export function contentRoutes(deps: ApiDeps) {
  const r = new Hono<ApiEnv>();
  const kit = contentKit(deps);
  publishedRoutes(r, kit);
  visitorRoutes(r, kit);
  siteSearchRoutes(r, kit);
  return r;
}
