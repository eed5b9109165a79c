import { type Context, Hono } from "hono";
import { z } from "zod";
import { parseFilterValue, parseListQuery } from "../../../../schemas/list-query";
import type { ParameterValues } from "../../../../schemas/parameters";
import { PRODUCT_PAGE_SIZE, productFilterFields, productOrderFields } from "../../../../schemas/shop";
import type { ApiDeps } from "../../api-deps";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { okJson } from "../../http/envelope";
import { fieldErrors, idParam } from "../../http/validate";
import { placeOf, publicOrigin } from "../site/site-origin";
import { readSiteParameters } from "../site/site-service";
import {
  listMealIcons,
  listProducts,
  productAwards,
  productDetail,
  productFacets,
  recommendedProducts,
  stockSettingsOf,
} from "./catalogue-service";
import { ListCache } from "./list-cache";
import { shopSiteOf } from "./shop-site";
import { technicalSheetOf } from "./technical-sheet";

const idOrSlugParam = z.string().regex(/^(?:\d{1,9}|[a-z0-9-]{1,120})$/);

/** spec §9: 100 products a page, ordered by price. */
const PRODUCT_LIST = {
  defaultNbItem: PRODUCT_PAGE_SIZE,
  maxNbItem: PRODUCT_PAGE_SIZE,
  filterable: productFilterFields,
  orderable: productOrderFields,
  defaultOrderBy: "price",
} as const;

const RANGE_FIELDS = ["price", "year"] as const;

const JSON_TYPE = { "Content-Type": "application/json; charset=UTF-8" };

/** The products calls of spec §7 and GET /product (DESIGN.md §4). */
export function productRoutes({ db, cache }: ApiDeps) {
  const r = new Hono<ApiEnv>();
  const lists = new ListCache(cache);
  const settingsOf = (idSite: number): Promise<ParameterValues> =>
    cache.get(idSite, "shop:settings", () => readSiteParameters(db, idSite));
  // The catalogue is the same for every visitor: its answers are kept serialized per site and
  // content version, dropped by the change feed when the catalogue or the settings change.
  const cached = async (c: Context<ApiEnv>, key: string, load: (idSite: number) => Promise<unknown>) => {
    const idSite = shopSiteOf(c).id;
    const json = await cache.get(idSite, key, async () => okJson(await load(idSite)));
    return c.body(json, 200, JSON_TYPE);
  };

  r.get("/product", async (c) => {
    const idSite = shopSiteOf(c).id;
    const query = parseListQuery(c.req.query(), PRODUCT_LIST);
    if (!query.success) throw new ApiError(400, "error.badRequest", {}, { errors: fieldErrors(query.error) });
    // a range: price and year may come twice (price=gte:1000&price=lte:2000)
    for (const field of RANGE_FIELDS) {
      for (const raw of c.req.queries(field)?.slice(1, 2) ?? []) {
        if (raw.trim() !== "") query.data.filters.push({ field, ...parseFilterValue(raw) });
      }
    }
    const json = await lists.get(idSite, JSON.stringify(query.data), async () => {
      const settings = stockSettingsOf(await settingsOf(idSite));
      const [list, facets] = await Promise.all([
        listProducts(db, idSite, settings, query.data),
        cache.get(idSite, "shop:facets", () => productFacets(db, idSite)),
      ]);
      return okJson({ ...list, facets });
    });
    return c.body(json, 200, JSON_TYPE);
  });

  const detailOf = (idSite: number, idOrSlug: string) =>
    cache.get(idSite, `shop:product:${idOrSlug}`, async () =>
      productDetail(db, idSite, stockSettingsOf(await settingsOf(idSite)), idOrSlug),
    );

  r.get("/product/:idOrSlug", async (c) => {
    const key = idOrSlugParam.safeParse(c.req.param("idOrSlug"));
    if (!key.success) throw new ApiError(404, "shop.productNotFound");
    return cached(c, `shop:product-json:${key.data}`, async (idSite) => detailOf(idSite, key.data));
  });

  // spec §7: the technical sheet of a product, for its first declination or for the one named
  const technicalSheet = async (c: Context<ApiEnv>, productId: string, declinationId?: string) => {
    const site = shopSiteOf(c);
    const id = idParam.safeParse(productId);
    if (!id.success) throw new ApiError(404, "shop.productNotFound");
    const declination = declinationId === undefined ? undefined : idParam.safeParse(declinationId);
    if (declination && !declination.success) throw new ApiError(404, "shop.declinationNotFound");
    const product = await detailOf(site.id, String(id.data));
    const chosen =
      declination === undefined
        ? (product.declinations[0] ?? null)
        : product.declinations.find((d) => d.id === declination.data);
    if (chosen === undefined) throw new ApiError(404, "shop.declinationNotFound");
    const bytes = await cache.get(site.id, `shop:sheet:${product.id}:${chosen?.id ?? 0}`, async () =>
      technicalSheetOf(product, chosen, {
        values: await settingsOf(site.id),
        name: site.name,
        url: site.canonical.prod ?? site.canonical.dev ?? "",
        isWinemaker: site.isWinemaker,
        labelUrl: chosen?.labelCode ? `${publicOrigin(site, placeOf(c.req))}/e/${chosen.labelCode}` : null,
      }),
    );
    const filename = `fiche-technique-${product.slug}${chosen?.year ? `-${chosen.year}` : ""}.pdf`;
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
    });
  };
  r.get("/product/generate/file/:id", (c) => technicalSheet(c, c.req.param("id")));
  r.get("/product/generate/file/:id/:declinationId", (c) =>
    technicalSheet(c, c.req.param("id"), c.req.param("declinationId")),
  );

  r.get("/award", async (c) => {
    const product = idParam.safeParse(c.req.query("product"));
    if (!product.success) {
      throw new ApiError(400, "error.badRequest", {}, { errors: { product: ["a product id is expected"] } });
    }
    return cached(c, `shop:awards:${product.data}`, (idSite) => productAwards(db, idSite, product.data));
  });

  r.get("/v2/product/recommended/:id", async (c) => {
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) throw new ApiError(404, "shop.productNotFound");
    return cached(c, `shop:recommended:${id.data}`, async (idSite) => ({
      products: await recommendedProducts(db, idSite, stockSettingsOf(await settingsOf(idSite)), id.data),
    }));
  });

  r.get("/parameter/product/meal-icon", async (c) =>
    cached(c, "shop:meal-icons", async (idSite) => ({ mealIcons: await listMealIcons(db, idSite) })),
  );

  return r;
}
