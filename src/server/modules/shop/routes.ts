import { type Context, Hono } from "hono";
import { z } from "zod";
import { parseFilterValue, parseListQuery } from "../../../../schemas/list-query";
import type { ParameterValues } from "../../../../schemas/parameters";
import {
  addToCartBodySchema,
  cartBodySchema,
  cartQuantityBodySchema,
  NEW_CART_ID,
  PRODUCT_PAGE_SIZE,
  productFilterFields,
  productOrderFields,
} from "../../../../schemas/shop";
import type { ApiDeps } from "../../api-deps";
import { withSite } from "../../db/client";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { requireUser } from "../../http/auth";
import { ok, okJson } from "../../http/envelope";
import { readJson } from "../../http/read-body";
import { fieldErrors, parseInput } from "../../http/validate";
import { readSiteParameters } from "../site/site-service";
import {
  addToCart,
  type CartActor,
  type CartSettings,
  createCart,
  defaultCart,
  deleteCart,
  readCart,
  removeLine,
  setLineQuantity,
  updateCart,
} from "./cart-service";
import {
  catalogueContextOf,
  listMealIcons,
  listProducts,
  productAwards,
  productDetail,
  productFacets,
  recommendedProducts,
  stockSettingsOf,
} from "./catalogue-service";
import { ListCache } from "./list-cache";
import { technicalSheetOf } from "./technical-sheet";

const idParam = z.coerce.number().int().positive().max(2_147_483_647);
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

/** The shop exists only on sites with isECommerce (spec §1, §3 site info). */
export function shopSiteOf(c: Context<ApiEnv>) {
  const site = c.get("site");
  if (!site.isECommerce) throw new ApiError(404, "shop.closed");
  return site;
}

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
        url: site.urls.prod[0] ?? site.urls.dev[0] ?? "",
        isWinemaker: site.isWinemaker,
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

/** The site's settings and what pricing needs, cached per site version. */
export function shopSettingsLoader({ db, cache }: Pick<ApiDeps, "db" | "cache">) {
  const values = (idSite: number): Promise<ParameterValues> =>
    cache.get(idSite, "shop:settings", () => readSiteParameters(db, idSite));
  const cart = async (idSite: number): Promise<CartSettings> => {
    const [settings, catalogue] = await Promise.all([
      values(idSite),
      cache.get(idSite, "shop:catalogue-context", () =>
        withSite(db, idSite, (tx) => catalogueContextOf(tx, idSite)),
      ),
    ]);
    return { ...stockSettingsOf(settings), catalogue };
  };
  return { values, cart };
}

/** The cart calls of spec §7, plus GET /cart/{cartId} to refresh a cart (spec §4). */
export function cartRoutes({ db, cache }: ApiDeps) {
  const r = new Hono<ApiEnv>();
  const settingsOf = shopSettingsLoader({ db, cache }).cart;
  const actorOf = (c: Context<ApiEnv>): CartActor => ({
    idSite: shopSiteOf(c).id,
    user: c.get("user"),
    lang: c.get("lang"),
  });
  // a cart is personal: never kept by a shared cache
  const personal = async (c: Context<ApiEnv>, data: unknown, status: 200 | 201 = 200) => {
    c.header("Cache-Control", "no-store");
    return ok(c, data, status);
  };
  const lineIdOf = (raw: string) => {
    const id = idParam.safeParse(raw);
    if (!id.success) throw new ApiError(404, "cart.lineNotFound");
    return id.data;
  };

  r.post("/cart", async (c) => {
    const actor = actorOf(c);
    const body = parseInput(cartBodySchema, await readJson(c));
    return personal(c, await createCart(db, await settingsOf(actor.idSite), actor, body), 201);
  });

  r.post("/cart/:cartId", async (c) => {
    const actor = actorOf(c);
    const body = parseInput(cartBodySchema, await readJson(c));
    const cartId = c.req.param("cartId");
    const settings = await settingsOf(actor.idSite);
    if (cartId === NEW_CART_ID) return personal(c, await createCart(db, settings, actor, body), 201);
    return personal(c, await updateCart(db, settings, actor, cartId, body));
  });

  r.get("/cart/:cartId", async (c) => {
    const actor = actorOf(c);
    return personal(c, await readCart(db, await settingsOf(actor.idSite), actor, c.req.param("cartId")));
  });

  r.get("/cart/:cartId/default", async (c) => {
    const actor = actorOf(c);
    const user = requireUser(c);
    return personal(
      c,
      await defaultCart(db, await settingsOf(actor.idSite), { ...actor, user }, c.req.param("cartId")),
    );
  });

  r.delete("/cart/:cartId", async (c) => {
    await deleteCart(db, actorOf(c), c.req.param("cartId"));
    return personal(c, null);
  });

  r.post("/cart/:cartId/product/:declinationId", async (c) => {
    const actor = actorOf(c);
    const declinationId = idParam.safeParse(c.req.param("declinationId"));
    if (!declinationId.success) throw new ApiError(404, "shop.declinationNotFound");
    const body = parseInput(addToCartBodySchema, await readJson(c));
    const result = await addToCart(
      db,
      await settingsOf(actor.idSite),
      actor,
      c.req.param("cartId"),
      declinationId.data,
      body,
    );
    return personal(c, result);
  });

  r.put("/cart/:cartId/product/:productId/quantity", async (c) => {
    const actor = actorOf(c);
    const lineId = lineIdOf(c.req.param("productId"));
    const body = parseInput(cartQuantityBodySchema, await readJson(c));
    return personal(
      c,
      await setLineQuantity(
        db,
        await settingsOf(actor.idSite),
        actor,
        c.req.param("cartId"),
        lineId,
        body.quantity,
      ),
    );
  });

  r.delete("/cart/:cartId/product/:productId", async (c) => {
    const actor = actorOf(c);
    const lineId = lineIdOf(c.req.param("productId"));
    return personal(
      c,
      await removeLine(db, await settingsOf(actor.idSite), actor, c.req.param("cartId"), lineId),
    );
  });

  return r;
}
