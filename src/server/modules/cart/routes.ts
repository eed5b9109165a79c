// The cart calls of spec §7 (spec §4: a cart per visitor, kept across login).
import { type Context, Hono } from "hono";
import {
  addToCartBodySchema,
  cartBodySchema,
  cartQuantityBodySchema,
  NEW_CART_ID,
} from "../../../../schemas/shop";
import type { ApiDeps } from "../../api-deps";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { requireUser } from "../../http/auth";
import { ok } from "../../http/envelope";
import { readJson } from "../../http/read-body";
import { idParam, parseInput } from "../../http/validate";
import {
  addToCart,
  type CartActor,
  createCart,
  defaultCart,
  deleteCart,
  readCart,
  removeLine,
  setLineQuantity,
  updateCart,
} from "../cart/cart-service";
import { shopSettingsLoader, shopSiteOf } from "../catalogue/shop-site";

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
