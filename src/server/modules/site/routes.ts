import { type Context, Hono } from "hono";
import { z } from "zod";
import { parseFilterValue, parseListQuery } from "../../../../schemas/list-query";
import { parameterKinds } from "../../../../schemas/parameters";
import { loadSvgBodySchema, visitSourceSchema } from "../../../../schemas/site";
import type { ApiDeps } from "../../api-deps";
import type { Database } from "../../db/client";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { isAdminOf } from "../../http/auth";
import { cachedOk } from "../../http/cached";
import { ok, okMessage } from "../../http/envelope";
import { readJson } from "../../http/read-body";
import { fieldErrors, idParam, parseInput } from "../../http/validate";
import { personal } from "../orders/order-settings";
import { legalText } from "./legal";
import { loadOwnSvg } from "./media";
import {
  componentConf,
  externalAppPublicConfig,
  footerLinks,
  footerLogos,
  listCompanyAddresses,
  listParameters,
  listVariations,
  pageDetail,
  pageTree,
  popupById,
  recordVisit,
  siteInfo,
} from "./site-service";

const kindFilterSchema = z.object({
  operator: z.enum(["equal", "different"]),
  value: z.enum(parameterKinds),
});
const slugParam = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w-]+$/);

/** spec §9: footer lists are read page 1, 100 items. */
const FOOTER_LIST = { defaultNbItem: 100, maxNbItem: 100 };

/** The site and settings calls of spec §7. */
export function siteRoutes({ db, cache, publicDir, mediaDir }: ApiDeps) {
  const r = new Hono<ApiEnv>();
  // Read-mostly data comes from the per-site cache, dropped by the change feed on any write. The
  // envelope is kept serialized: the hot calls then cost no database read and no JSON.stringify.
  const cached = <T>(c: Context<ApiEnv>, key: string, load: (idSite: number) => Promise<T>) =>
    cachedOk(cache, c, key, load);

  // spec §7 filter syntax on the kind: `?kind=df:TEXT` leaves out the long rich texts (legal
  // texts…) that the layout of every page does not need
  r.get("/parameter", async (c) => {
    const raw = c.req.query("kind")?.trim() ?? "";
    if (!raw) return cached(c, "parameters", (id) => listParameters(db, id));
    const filter = parseInput(kindFilterSchema, parseFilterValue(raw));
    return cached(c, `parameters:${raw}`, async (id) =>
      (await listParameters(db, id)).filter(
        (item) => (item.kind === filter.value) === (filter.operator === "equal"),
      ),
    );
  });

  r.get("/site/info", async (c) => cached(c, "info", (id) => siteInfo(db, c.get("site"), cache.version(id))));

  r.get("/site/visit/:from", async (c) => {
    const source = parseInput(visitSourceSchema, c.req.param("from"));
    await recordVisit(db, c.get("site").id, source);
    return okMessage(c, null, "site.visitRecorded");
  });

  // the five legal texts (spec §2 routes, §3 settings), rendered once per site version
  r.get("/legal/:key", async (c) => {
    const key = slugParam.safeParse(c.req.param("key"));
    if (!key.success) throw new ApiError(404, "error.pageNotFound");
    // the site's admins read what is still to fill in: their answer is neither kept nor shared
    if (isAdminOf(c)) return personal(c, await legalText(db, c.get("site").id, key.data, "admin"));
    return cached(c, `legal:${key.data}`, (id) => legalText(db, id, key.data));
  });

  r.get("/variation", async (c) => cached(c, "variations", (id) => listVariations(db, id)));

  r.get("/page", async (c) => cached(c, "pages", (id) => pageTree(db, id)));

  r.get("/page/:id", async (c) => {
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) throw new ApiError(404, "error.pageNotFound");
    // the site's admins see an unpublished page too, with its mark: an answer of their own
    if (isAdminOf(c)) return personal(c, await pageDetail(db, c.get("site").id, id.data, true));
    return cached(c, `page:${id.data}`, (site) => pageDetail(db, site, id.data));
  });

  r.get("/popup/:id", async (c) => {
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) throw new ApiError(404, "error.popupNotFound");
    return cached(c, `popup:${id.data}`, (site) => popupById(db, site, id.data));
  });

  r.get("/company/address", async (c) =>
    cached(c, "addresses", async (id) => ({ addresses: await listCompanyAddresses(db, id) })),
  );

  const footerLists: [
    string,
    (db: Database, idSite: number, offset: number, limit: number) => Promise<unknown>,
  ][] = [
    ["/element/logo-footer", footerLogos],
    ["/element/link-footer", footerLinks],
  ];
  for (const [path, read] of footerLists) {
    r.get(path, async (c) => {
      const query = parseListQuery(c.req.query(), FOOTER_LIST);
      if (!query.success)
        throw new ApiError(400, "error.badRequest", {}, { errors: fieldErrors(query.error) });
      const { offset, nbItem } = query.data;
      // the footer reads page 1 (spec §9); other pages are rare and not worth a cache entry each
      if (offset > 0) return ok(c, await read(db, c.get("site").id, offset, nbItem));
      return cached(c, `${path}:${nbItem}`, (id) => read(db, id, 0, nbItem));
    });
  }

  r.get("/component/conf/:slug", async (c) => {
    const slug = slugParam.safeParse(c.req.param("slug"));
    if (!slug.success) throw new ApiError(404, "error.componentNotFound");
    return cached(c, `conf:${slug.data}`, async (id) => ({ config: await componentConf(db, id, slug.data) }));
  });

  r.get("/external-app/:app/config/public", async (c) => {
    const app = slugParam.safeParse(c.req.param("app"));
    if (!app.success) throw new ApiError(404, "error.appNotFound");
    return cached(c, `app:${app.data}`, async (id) => ({
      config: await externalAppPublicConfig(db, id, app.data),
    }));
  });

  r.post("/image/load-svg", async (c) => {
    const body = parseInput(loadSvgBodySchema, await readJson(c));
    return ok(c, { svg: await loadOwnSvg(body.url, c.get("site"), { publicDir, mediaDir }) });
  });

  return r;
}
