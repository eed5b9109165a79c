// The cart calls of spec §7 with the rules of spec §5, enforced here whatever the browser checked.
// A cart belongs to its site (every query is scoped, and row-level security refuses the rest) and,
// once a user owns it, to that user alone. Money is computed here, in integer cents: the client
// sends ids and quantities, never prices.
import { randomUUID } from "node:crypto";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { AddToCartBody, Cart, CartBody, CartDiscount, CartLine } from "../../../../schemas/shop";
import { cartIdSchema, NEW_CART_ID } from "../../../../schemas/shop";
import type { Lang } from "../../../runtime/messages/translate";
import { countBottlesForFreeShipping } from "../../../runtime/shop/bottles";
import { formatPrice } from "../../../runtime/shop/money";
import { type QuantityProblem, quantityProblemOf } from "../../../runtime/shop/quantity";
import { type StockSettings, stockOf } from "../../../runtime/shop/stock";
import { type Database, preparedIn, queryRows, type Tx, withSite } from "../../db/client";
import { cartProducts, carts, productDeclinations, products } from "../../db/schema";
import { ApiError, ruleError } from "../../http/api-error";
import type { SessionUser } from "../account/session";
import type { CatalogueContext } from "../catalogue/catalogue-service";
import {
  codeDiscountOf,
  codeEffectOf,
  codeHasUsesLeft,
  priceOf,
  sellableLines,
  type TierRow,
  tiersColumn,
} from "../catalogue/pricing-service";

type CartRow = typeof carts.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type DeclinationRow = typeof productDeclinations.$inferSelect;

/**
 * What a cart needs of its site, read once and cached per site version by the routes: the stock
 * settings and the catalogue's variation labels and product discounts.
 */
export interface CartSettings extends StockSettings {
  catalogue: CatalogueContext;
}

/** Who calls: the request's site, its logged user (or null) and its language. */
export interface CartActor {
  idSite: number;
  user: SessionUser | null;
  lang: Lang;
}

/** A rule of spec §5 broken: 422 with the spec's message, also given for the quantity field. */
function quantityError(_actor: CartActor, problem: QuantityProblem): ApiError {
  return ruleError(problem.key, problem.params, "quantity");
}

/**
 * The cart `cartId` if the actor may use it: a cart of another site does not exist (404); an
 * anonymous cart is reached by its unguessable id; an owned cart only by its owner (401, 403).
 */
async function cartRowFor(tx: Tx, actor: CartActor, cartId: string, lock: boolean): Promise<CartRow> {
  if (!cartIdSchema.safeParse(cartId).success) throw new ApiError(404, "cart.notFound");
  const query = tx
    .select()
    .from(carts)
    .where(and(eq(carts.siteId, actor.idSite), eq(carts.id, cartId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new ApiError(404, "cart.notFound");
  if (row.userId !== null) {
    if (!actor.user) throw new ApiError(401, "error.unauthorized");
    if (actor.user.id !== row.userId) throw new ApiError(403, "cart.forbidden");
  }
  return row;
}

/** A new cart of the actor; undefined only when it would be a second main cart of its user. */
async function insertCart(
  tx: Tx,
  actor: CartActor,
  values: Partial<CartRow> = {},
): Promise<CartRow | undefined> {
  const [row] = await tx
    .insert(carts)
    .values({ id: randomUUID(), siteId: actor.idSite, userId: actor.user?.id ?? null, ...values })
    .onConflictDoNothing()
    .returning();
  return row;
}

async function newCart(tx: Tx, actor: CartActor): Promise<CartRow> {
  const row = await insertCart(tx, actor, { isDefault: false });
  if (!row) throw new Error("cart was not inserted");
  return row;
}

/** spec §4: the logged user's main cart, created when they have none. */
async function defaultCartOf(tx: Tx, actor: CartActor & { user: SessionUser }): Promise<CartRow> {
  const select = () =>
    tx
      .select()
      .from(carts)
      .where(and(eq(carts.siteId, actor.idSite), eq(carts.userId, actor.user.id), eq(carts.isDefault, true)))
      .for("update");
  const [existing] = await select();
  if (existing) return existing;
  // a concurrent request may have created it: the partial unique index keeps one, we read it back
  const created = await insertCart(tx, actor, { isDefault: true });
  if (created) return created;
  const [row] = await select();
  if (!row) throw new Error("default cart vanished");
  return row;
}

// ---------------------------------------------------------------------------------------------
// Reading a cart

interface LineRow {
  line: typeof cartProducts.$inferSelect;
  product: ProductRow;
  declination: DeclinationRow;
  /** The product's volume discounts (decision 099: read with the line, in the same query). */
  tiers: TierRow[];
}

/**
 * The cart's lines with their products, declinations and volume discounts, in one query. The
 * declination is joined on the line's product too, so that no plan can pair every product with
 * every declination (PGlite has no autovacuum: its plans run on the seed's statistics).
 */
async function lineRowsOf(tx: Tx, idSite: number, cartId: string): Promise<LineRow[]> {
  return tx
    .select({ line: cartProducts, product: products, declination: productDeclinations, tiers: tiersColumn })
    .from(cartProducts)
    .innerJoin(
      productDeclinations,
      and(
        eq(productDeclinations.id, cartProducts.declinationId),
        eq(productDeclinations.productId, cartProducts.productId),
      ),
    )
    .innerJoin(products, eq(products.id, cartProducts.productId))
    .where(
      and(
        eq(cartProducts.siteId, idSite),
        eq(cartProducts.cartId, cartId),
        eq(products.isValid, true),
        eq(productDeclinations.isValid, true),
      ),
    )
    .orderBy(asc(cartProducts.createdAt), asc(cartProducts.id));
}

/**
 * The stock a line may still reach: with USE_PRODUCT_STOCK, the other lines of the same product
 * draw on the same stock, so their quantities are deducted.
 */
function availableStockOf(
  settings: StockSettings,
  product: ProductRow,
  declination: DeclinationRow,
  lines: readonly { productId: number; declinationId: number; quantity: number }[],
): number | null {
  const stock = stockOf(settings, product, declination);
  if (stock === null || !settings.useProductStock) return stock;
  const others = lines
    .filter((l) => l.productId === product.id && l.declinationId !== declination.id)
    .reduce((n, l) => n + l.quantity, 0);
  return Math.max(0, stock - others);
}

/** The cart as the API answers it: lines priced by the server, totals, bottles, discount. */
async function cartViewOf(
  tx: Tx,
  settings: CartSettings,
  cart: CartRow,
  lineRows?: LineRow[],
): Promise<Cart> {
  const rows = lineRows ?? (await lineRowsOf(tx, cart.siteId, cart.id));
  const plainLines = rows.map((r) => ({
    productId: r.product.id,
    declinationId: r.declination.id,
    quantity: r.line.quantity,
  }));
  const products: CartLine[] = rows.map(({ line, product, declination, tiers }) => {
    const price = priceOf(settings.catalogue, tiers, product, declination, line.quantity);
    return {
      id: line.id,
      productId: product.id,
      declinationId: declination.id,
      slug: product.slug,
      name: product.name,
      appellation: product.appellation,
      image: declination.image ?? product.image,
      type: product.type,
      subtypeType: product.subtypeType,
      year: declination.year,
      capacity: declination.capacity,
      capacityUnit: declination.capacityUnit,
      reference: declination.reference,
      hasShippingFees: product.hasShippingFees,
      sellByMultipleOf: product.sellByMultipleOf,
      declinationSellByMultipleOf: declination.sellByMultipleOf,
      stock: availableStockOf(settings, product, declination, plainLines),
      quantity: line.quantity,
      basePrice: price.basePrice,
      unitPrice: price.unitPrice,
      total: price.total,
    };
  });
  const subtotal = products.reduce((n, l) => n + l.total, 0);
  let discount: CartDiscount | null = null;
  if (cart.discountCode) {
    const row = await codeDiscountOf(tx, cart.siteId, cart.discountCode);
    discount = row ? codeEffectOf(row, subtotal, products) : null;
    if (discount) discount.code = cart.discountCode;
  }
  return {
    id: cart.id,
    isDefault: cart.isDefault,
    isOwned: cart.userId !== null,
    deliveryType: cart.deliveryType,
    discountCode: cart.discountCode,
    products,
    totalProduct: products.reduce((n, l) => n + l.quantity, 0),
    bottles: countBottlesForFreeShipping(products),
    subtotal,
    discount,
    total: subtotal - (discount?.value ?? 0),
  };
}

// ---------------------------------------------------------------------------------------------
// The calls

/** Applies POST /cart's body (discountCode, type) to a cart row; a code must exist, apply and have uses left. */
async function applyCartBody(
  tx: Tx,
  settings: CartSettings,
  actor: CartActor,
  cart: CartRow,
  body: CartBody,
) {
  const changes: Partial<CartRow> = { updatedAt: new Date() };
  if (body.type) changes.deliveryType = body.type;
  if (body.discountCode !== undefined) {
    const code = body.discountCode?.trim().toUpperCase() || null;
    if (code !== null) {
      const discount = await codeDiscountOf(tx, actor.idSite, code);
      if (!discount) {
        throw ruleError("cart.discountUnknown", {}, "discountCode");
      }
      const { subtotal } = await cartViewOf(tx, settings, cart);
      if (discount.minimumAmount !== null && subtotal < discount.minimumAmount) {
        const params = { amount: formatPrice(discount.minimumAmount) };
        throw ruleError("cart.discountMinimum", params, "discountCode");
      }
      // the order's own rule: a code used up (by everyone, or by this buyer) is refused now,
      // not at the last step of the checkout
      if (!(await codeHasUsesLeft(tx, actor.idSite, discount, actor.user?.id ?? null))) {
        throw ruleError("order.discountUsedUp", {}, "discountCode");
      }
    }
    changes.discountCode = code;
  }
  const [row] = await tx.update(carts).set(changes).where(eq(carts.id, cart.id)).returning();
  return row as CartRow;
}

/** POST /cart: a new cart; a logged user's first cart becomes their main cart. */
export async function createCart(db: Database, settings: CartSettings, actor: CartActor, body: CartBody) {
  return withSite(db, actor.idSite, async (tx) => {
    let cart: CartRow;
    if (actor.user) {
      const [existing] = await tx
        .select({ id: carts.id })
        .from(carts)
        .where(
          and(eq(carts.siteId, actor.idSite), eq(carts.userId, actor.user.id), eq(carts.isDefault, true)),
        );
      cart = existing ? await newCart(tx, actor) : await defaultCartOf(tx, { ...actor, user: actor.user });
    } else cart = await newCart(tx, actor);
    return cartViewOf(tx, settings, await applyCartBody(tx, settings, actor, cart, body));
  });
}

/** POST /cart/{cartId}: changes the discount code or the delivery type. */
export async function updateCart(
  db: Database,
  settings: CartSettings,
  actor: CartActor,
  cartId: string,
  body: CartBody,
) {
  return withSite(db, actor.idSite, async (tx) => {
    const cart = await cartRowFor(tx, actor, cartId, true);
    return cartViewOf(tx, settings, await applyCartBody(tx, settings, actor, cart, body));
  });
}

/** GET /cart/{cartId}: the cart, refreshed (spec §4: a failed refresh clears the local cart). */
export async function readCart(db: Database, settings: CartSettings, actor: CartActor, cartId: string) {
  return withSite(db, actor.idSite, async (tx) =>
    cartViewOf(tx, settings, await cartRowFor(tx, actor, cartId, false)),
  );
}

/**
 * GET /cart/{id}/default (spec §4): at login, the stored cart becomes the user's main cart (an
 * anonymous cart is taken over by the user); with "new", the user's main cart is fetched, and
 * created when they have none.
 */
export async function defaultCart(
  db: Database,
  settings: CartSettings,
  actor: CartActor & { user: SessionUser },
  cartId: string,
) {
  return withSite(db, actor.idSite, async (tx) => {
    if (cartId === NEW_CART_ID) return cartViewOf(tx, settings, await defaultCartOf(tx, actor));
    const cart = await cartRowFor(tx, actor, cartId, true);
    // the user's former main cart steps down first: the unique index allows one main cart
    await tx
      .update(carts)
      .set({ isDefault: false })
      .where(
        and(
          eq(carts.siteId, actor.idSite),
          eq(carts.userId, actor.user.id),
          eq(carts.isDefault, true),
          ne(carts.id, cart.id),
        ),
      );
    const [row] = await tx
      .update(carts)
      .set({ userId: actor.user.id, isDefault: true, updatedAt: new Date() })
      .where(eq(carts.id, cart.id))
      .returning();
    return cartViewOf(tx, settings, row as CartRow);
  });
}

/**
 * The declination with its product and volume discounts, if it is sold: one query, prepared (built
 * once per connection: issue 16 §7).
 */
async function declinationFor(tx: Tx, idSite: number, declinationId: number) {
  const read = preparedIn(tx, "cart_declination", () =>
    sellableLines(
      tx,
      sql.placeholder("idSite") as unknown as number,
      eq(productDeclinations.id, sql.placeholder("declinationId")),
    ).prepare("cart_declination"),
  );
  const [row] = await read.execute({ idSite, declinationId });
  if (!row) throw new ApiError(404, "shop.declinationNotFound");
  return row;
}

const ruleOf = (product: ProductRow, declination: DeclinationRow, stock: number | null) => ({
  sellByMultipleOf: product.sellByMultipleOf,
  declinationMultipleOf: declination.sellByMultipleOf,
  isWine: product.type === "WINE",
  stock,
});

/**
 * A visitor's first add: the anonymous cart and its line in one statement (issue 16 §7: a round
 * trip less); the cart row as PostgreSQL wrote it, the line's id and time.
 */
async function insertCartWithLine(
  tx: Tx,
  actor: CartActor,
  product: ProductRow,
  declination: DeclinationRow,
  quantity: number,
): Promise<{ cart: CartRow; line: LineRow["line"] }> {
  const [row] = await queryRows<{
    cart_id: string;
    line_id: number;
    line_created_at: string | Date;
    cart: { delivery_type: CartRow["deliveryType"]; created_at: string; updated_at: string };
  }>(
    tx,
    sql`with cart as (
      insert into ${carts} (id, site_id, user_id, is_default) values (${randomUUID()}, ${actor.idSite}, null, false)
      returning *
    )
    insert into ${cartProducts} (site_id, cart_id, product_id, declination_id, quantity)
    select site_id, id, ${product.id}, ${declination.id}, ${quantity} from cart
    returning id as line_id, created_at as line_created_at,
      (select json_build_object('delivery_type', delivery_type, 'created_at', created_at,
        'updated_at', updated_at) from cart) as cart, cart_id`,
  );
  if (!row) throw new Error("cart was not inserted");
  const cartId = row.cart_id;
  const cart: CartRow = {
    id: cartId,
    siteId: actor.idSite,
    userId: null,
    isDefault: false,
    discountCode: null,
    deliveryType: row.cart.delivery_type,
    createdAt: new Date(row.cart.created_at),
    updatedAt: new Date(row.cart.updated_at),
  };
  const line = {
    id: row.line_id,
    siteId: actor.idSite,
    cartId,
    productId: product.id,
    declinationId: declination.id,
    quantity,
    createdAt: new Date(row.line_created_at),
  };
  return { cart, line };
}

/**
 * POST /cart/{cartId}/product/{declinationId}: adds a quantity of a declination, creating the cart
 * when cartId is "new" (a logged user's "new" is their main cart). The quantity added must meet the
 * rules of spec §5, and so must the line's new quantity, within the stock left. Statements
 * (issue 16 §7): a visitor's first add reads the declination and writes cart and line in one
 * statement each; a later add also locks the cart and reads its lines once, the view being made
 * from what was read and written.
 */
export async function addToCart(
  db: Database,
  settings: CartSettings,
  actor: CartActor,
  cartId: string,
  declinationId: number,
  body: AddToCartBody,
) {
  return withSite(db, actor.idSite, async (tx) => {
    const sellable = await declinationFor(tx, actor.idSite, declinationId);
    const { product, declination } = sellable;
    if (body.type && body.type !== product.type) {
      throw new ApiError(
        400,
        "error.badRequest",
        {},
        { errors: { type: [`the product is of type ${product.type}`] } },
      );
    }
    // the added quantity alone: above 0, a multiple (stock is checked on the line's total below)
    const alone = quantityProblemOf(body.quantity, ruleOf(product, declination, null));
    if (alone) throw quantityError(actor, alone);

    if (cartId === NEW_CART_ID && !actor.user) {
      const stock = availableStockOf(settings, product, declination, []);
      const problem = quantityProblemOf(body.quantity, ruleOf(product, declination, stock));
      if (problem) throw quantityError(actor, problem);
      const { cart, line } = await insertCartWithLine(tx, actor, product, declination, body.quantity);
      return { cartId: cart.id, cart: await cartViewOf(tx, settings, cart, [{ ...sellable, line }]) };
    }
    const cart =
      cartId === NEW_CART_ID && actor.user
        ? await defaultCartOf(tx, { ...actor, user: actor.user })
        : await cartRowFor(tx, actor, cartId, true);

    const rows = await lineRowsOf(tx, actor.idSite, cart.id);
    const lines = rows.map((r) => r.line);
    const current = lines.find((l) => l.declinationId === declination.id)?.quantity ?? 0;
    const stock = availableStockOf(settings, product, declination, lines);
    const problem = quantityProblemOf(current + body.quantity, ruleOf(product, declination, stock));
    if (problem) throw quantityError(actor, problem);

    const [line] = await tx
      .insert(cartProducts)
      .values({
        siteId: actor.idSite,
        cartId: cart.id,
        productId: product.id,
        declinationId: declination.id,
        quantity: body.quantity,
      })
      .onConflictDoUpdate({
        target: [cartProducts.cartId, cartProducts.declinationId],
        set: { quantity: sql`${cartProducts.quantity} + ${body.quantity}` },
      })
      .returning();
    if (!line) throw new Error("cart line was not written");
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
    const known = rows.some((r) => r.line.id === line.id);
    const after = known
      ? rows.map((r) => (r.line.id === line.id ? { ...r, line } : r))
      : [...rows, { ...sellable, line }];
    return { cartId: cart.id, cart: await cartViewOf(tx, settings, cart, after) };
  });
}

async function lineFor(tx: Tx, idSite: number, cartId: string, lineId: number) {
  const [row] = await tx
    .select({ line: cartProducts, product: products, declination: productDeclinations })
    .from(cartProducts)
    .innerJoin(products, eq(products.id, cartProducts.productId))
    .innerJoin(productDeclinations, eq(productDeclinations.id, cartProducts.declinationId))
    .where(
      and(eq(cartProducts.siteId, idSite), eq(cartProducts.cartId, cartId), eq(cartProducts.id, lineId)),
    );
  if (!row) throw new ApiError(404, "cart.lineNotFound");
  return row;
}

/** PUT /cart/{cartId}/product/{productId}/quantity: the line's new quantity, under the rules of §5. */
export async function setLineQuantity(
  db: Database,
  settings: CartSettings,
  actor: CartActor,
  cartId: string,
  lineId: number,
  quantity: number,
) {
  return withSite(db, actor.idSite, async (tx) => {
    const cart = await cartRowFor(tx, actor, cartId, true);
    const { product, declination } = await lineFor(tx, actor.idSite, cart.id, lineId);
    const lines = await tx
      .select({
        productId: cartProducts.productId,
        declinationId: cartProducts.declinationId,
        quantity: cartProducts.quantity,
      })
      .from(cartProducts)
      .where(and(eq(cartProducts.siteId, actor.idSite), eq(cartProducts.cartId, cart.id)));
    const stock = availableStockOf(settings, product, declination, lines);
    const problem = quantityProblemOf(quantity, ruleOf(product, declination, stock));
    if (problem) throw quantityError(actor, problem);
    await tx.update(cartProducts).set({ quantity }).where(eq(cartProducts.id, lineId));
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
    return cartViewOf(tx, settings, cart);
  });
}

/** DELETE /cart/{cartId}/product/{productId}: removes a line. */
export async function removeLine(
  db: Database,
  settings: CartSettings,
  actor: CartActor,
  cartId: string,
  lineId: number,
) {
  return withSite(db, actor.idSite, async (tx) => {
    const cart = await cartRowFor(tx, actor, cartId, true);
    await lineFor(tx, actor.idSite, cart.id, lineId);
    await tx.delete(cartProducts).where(and(eq(cartProducts.cartId, cart.id), eq(cartProducts.id, lineId)));
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
    return cartViewOf(tx, settings, cart);
  });
}

/** DELETE /cart/{cartId}: the cart and its lines are gone. */
export async function deleteCart(db: Database, actor: CartActor, cartId: string): Promise<void> {
  await withSite(db, actor.idSite, async (tx) => {
    const cart = await cartRowFor(tx, actor, cartId, true);
    await tx.delete(carts).where(eq(carts.id, cart.id));
  });
}
