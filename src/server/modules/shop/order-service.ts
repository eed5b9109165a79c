// The ordering and delivery calls of spec §7 (docs/decisions/070): shipping fees, relay points,
// click-and-collect, discount codes, order checks and orders. Every amount is computed here, from
// the database, in cents; the stock is checked and decremented in the order's own transaction,
// under row locks, so that concurrent buyers never oversell.
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { z } from "zod";
import type {
  AccessPoint,
  Carrier,
  ClickAndCollect,
  OrderAddress,
  OrderCreated,
  OrderDeliveryKind,
  OrderDetail,
  OrderDiscount,
  OrderLine,
  OrderStatus,
  OrderSummary,
  OrderValidation,
  orderBodySchema,
  orderValidateBodySchema,
  PaymentMethod,
  ShippingFees,
  ShippingZone,
  shippingFeesBodySchema,
} from "../../../../schemas/order";
import type { ParameterValues } from "../../../../schemas/parameters";
import { ageOn, todayInFrance } from "../../../runtime/account/age";
import { phoneErrorOf } from "../../../runtime/account/phone";
import {
  type Lang,
  type MessageKey,
  type MessageParams,
  translate,
} from "../../../runtime/messages/translate";
import { isPickupSlotAllowed, paymentMethodsFor } from "../../../runtime/shop/checkout-rules";
import { formatPrice } from "../../../runtime/shop/money";
import { quantityProblemOf } from "../../../runtime/shop/quantity";
import {
  expeditionProblemOf,
  isFreeShipping,
  rateOf,
  sellsTo,
  shipmentOf,
  shippingZoneOf,
} from "../../../runtime/shop/shipping";
import { stockOf } from "../../../runtime/shop/stock";
import { type Database, type Tx, withSite } from "../../db/client";
import {
  accessPoints,
  bankAccounts,
  carrierRates,
  carriers,
  cartProducts,
  carts,
  companyAddresses,
  discounts,
  orderLines,
  orders,
  pickupSchedules,
  productDeclinations,
  products,
  users,
} from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { Mailer } from "../../mail/mailer";
import { queueMail } from "../../mail/outbox";
import type { SessionUser } from "../account/session";
import { calendarRules } from "../content/calendar-service";
import { findCountry } from "../geo/countries";
import type { CartSettings } from "./cart-service";
import { orderConfirmationMail, orderOwnerMail, orderReviewMail } from "./order-mails";
import type { CardAccount, CardProvider } from "./payment/card-provider";
import {
  type CodeDiscountRow,
  codeDiscountOf,
  codeEffectOf,
  codeHasUsesLeft,
  priceOf,
  sellableDeclinations,
  tiersOf,
} from "./pricing-service";

type ProductRow = typeof products.$inferSelect;
type DeclinationRow = typeof productDeclinations.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** A site's carriers and their rate grids: read-mostly, cached per site version by the routes. */
export interface CarrierGrid {
  carriers: (typeof carriers.$inferSelect)[];
  rates: (typeof carrierRates.$inferSelect)[];
}

export async function carrierGridOf(db: Database, idSite: number): Promise<CarrierGrid> {
  return withSite(db, idSite, async (tx) => ({
    carriers: await tx
      .select()
      .from(carriers)
      .where(and(eq(carriers.siteId, idSite), eq(carriers.isValid, true)))
      .orderBy(asc(carriers.order), asc(carriers.id)),
    rates: await tx.select().from(carrierRates).where(eq(carrierRates.siteId, idSite)),
  }));
}

export interface OrderSettings {
  values: ParameterValues;
  cart: CartSettings;
  carriers: CarrierGrid;
  /** A card payment provider is configured. */
  cardConfigured: boolean;
}

/** The card side of an order: the site's account, the provider, and where the buyer comes back. */
export interface CardPayment {
  account: CardAccount;
  provider: CardProvider;
  /** The storefront's origin ("https://www.example-domaine.fr"). */
  origin: string;
}

export interface OrderActor {
  idSite: number;
  lang: Lang;
  user: SessionUser | null;
}

/** A business rule broken: 422 (or `status`) with the message also given for `field`. */
function ruleError(
  lang: Lang,
  key: MessageKey,
  params: MessageParams = {},
  field = "_",
  status: 409 | 422 = 422,
): ApiError {
  return new ApiError(status, key, params, { errors: { [field]: [translate(lang, key, params)] } });
}

// ---------------------------------------------------------------------------------------------
// Lines

interface Item {
  product: ProductRow;
  declination: DeclinationRow;
  quantity: number;
}

/** What carriers ship of some items (runtime/shop/shipping). */
const shipmentOfItems = (items: readonly Item[]) =>
  shipmentOf(
    items.map((i) => ({
      type: i.product.type,
      quantity: i.quantity,
      capacity: i.declination.capacity,
      capacityUnit: i.declination.capacityUnit,
      hasShippingFees: i.product.hasShippingFees,
    })),
  );

/** A relay point as the calls answer it. */
const accessPointOf = (point: typeof accessPoints.$inferSelect): AccessPoint => ({
  id: point.code,
  name: point.name,
  addLine1: point.addLine1,
  zipCode: point.zipCode,
  city: point.city,
  country: point.country,
  position: { lat: point.lat, lng: point.lng },
  icon: "fa-solid fa-store",
  idCarrier: point.carrierId,
  openingHours: point.openingHours,
});

/** Sums the quantities asked twice for one declination. */
function mergeQuantities(list: readonly { id: number; quantity: number }[]) {
  const merged = new Map<number, number>();
  for (const { id, quantity } of list) merged.set(id, (merged.get(id) ?? 0) + quantity);
  return [...merged].map(([id, quantity]) => ({ id, quantity }));
}

/**
 * The declinations of `list` with their products, the valid ones of the site only. With `lock`,
 * the rows that hold the stock are locked, by id order (two orders never wait on each other).
 */
async function itemsOf(
  tx: Tx,
  idSite: number,
  list: readonly { id: number; quantity: number }[],
  lock: { stock: boolean; useProductStock: boolean } | null,
): Promise<{ items: Item[]; missing: number[] }> {
  const wanted = mergeQuantities(list);
  if (!wanted.length) return { items: [], missing: [] };
  const ids = wanted.map((w) => w.id).sort((a, b) => a - b);
  const base = sellableDeclinations(tx, idSite, inArray(productDeclinations.id, ids)).orderBy(
    asc(productDeclinations.id),
  );
  let rows: { product: ProductRow; declination: DeclinationRow }[];
  if (lock?.stock) {
    // the stock rows: each declination's, or each product's with USE_PRODUCT_STOCK
    if (lock.useProductStock) {
      const found = await base;
      const productIds = [...new Set(found.map((r) => r.product.id))].sort((a, b) => a - b);
      if (productIds.length) {
        await tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.siteId, idSite), inArray(products.id, productIds)))
          .orderBy(asc(products.id))
          .for("update");
      }
      rows = await base;
    } else rows = await base.for("update", { of: productDeclinations });
  } else rows = await base;
  const byId = new Map(rows.map((r) => [r.declination.id, r]));
  const items: Item[] = [];
  const missing: number[] = [];
  for (const w of wanted) {
    const row = byId.get(w.id);
    if (row) items.push({ ...row, quantity: w.quantity });
    else missing.push(w.id);
  }
  return { items, missing };
}

/** What prevents each item from being ordered, by declination id: spec §5 rules and the stock. */
function problemsOf(settings: OrderSettings, lang: Lang, items: readonly Item[]) {
  const errors: Record<string, string[]> = {};
  let stockShort = false;
  let first: { key: MessageKey; params: MessageParams } | null = null;
  const stock = settings.cart;
  for (const item of items) {
    const { product, declination } = item;
    let available = stockOf(stock, product, declination);
    if (available !== null && stock.useProductStock) {
      const others = items
        .filter((i) => i.product.id === product.id && i.declination.id !== declination.id)
        .reduce((n, i) => n + i.quantity, 0);
      available = Math.max(0, available - others);
    }
    const problem = quantityProblemOf(item.quantity, {
      sellByMultipleOf: product.sellByMultipleOf,
      declinationMultipleOf: declination.sellByMultipleOf,
      isWine: product.type === "WINE",
      stock: available,
    });
    if (problem) {
      if (problem.key === "cart.stockRemaining") stockShort = true;
      first ??= { key: problem.key, params: problem.params };
      errors[String(declination.id)] = [translate(lang, problem.key, problem.params)];
    }
  }
  return { errors, stockShort, first };
}

async function pricedLinesOf(tx: Tx, settings: OrderSettings, idSite: number, items: readonly Item[]) {
  const tiers = await tiersOf(tx, idSite, [...new Set(items.map((i) => i.product.id))]);
  const lines: (OrderLine & { item: Item })[] = items.map((item) => {
    const price = priceOf(settings.cart.catalogue, tiers, item.product, item.declination, item.quantity);
    return {
      item,
      productId: item.product.id,
      declinationId: item.declination.id,
      name: item.product.name,
      year: item.declination.year,
      capacity: item.declination.capacity,
      capacityUnit: item.declination.capacityUnit,
      quantity: item.quantity,
      unitPrice: price.unitPrice,
      total: price.total,
    };
  });
  return { lines, subtotal: lines.reduce((n, l) => n + l.total, 0) };
}

const publicLine = ({ item: _item, ...line }: OrderLine & { item: Item }): OrderLine => line;

// ---------------------------------------------------------------------------------------------
// Discount codes

/** A code tried on a subtotal: its effect, or the 422 that tells why it does not apply. */
async function applyCode(
  tx: Tx,
  actor: OrderActor,
  code: string,
  subtotal: number,
  lineCount: number,
): Promise<{ row: CodeDiscountRow; effect: OrderDiscount }> {
  const row = await codeDiscountOf(tx, actor.idSite, code);
  if (!row) throw ruleError(actor.lang, "order.discountUnknown", {}, "discountCode");
  const effect = codeEffectOf(row, subtotal, lineCount);
  if (!effect) {
    throw ruleError(
      actor.lang,
      "order.discountMinimum",
      { amount: formatPrice(row.minimumAmount ?? 0) },
      "discountCode",
    );
  }
  // in createOrder, this takes the lock that serialises the buyer's orders with this code
  if (!(await codeHasUsesLeft(tx, actor.idSite, row, actor.user?.id ?? null))) {
    throw ruleError(actor.lang, "order.discountUsedUp", {}, "discountCode");
  }
  return { row, effect };
}

// ---------------------------------------------------------------------------------------------
// Shipping

function countryCodeOf(lang: Lang, input: string | number, field = "country"): string {
  const country = findCountry(input);
  if (!country) throw ruleError(lang, "order.countryInvalid", {}, field);
  return country.alphaTwo;
}

interface Quote {
  zone: ShippingZone;
  bottles: number;
  ships: boolean;
  freeShipping: boolean;
  carriers: Carrier[];
}

/**
 * The carriers that may ship `items` to a zone, with their fees. Throws the 422 of a rule the
 * shipment breaks: delivery locked, country not served, expedition limits.
 */
async function quoteOf(
  _tx: Tx,
  settings: OrderSettings,
  actor: OrderActor,
  items: readonly Item[],
  destination: { country: string; postalCode: string },
  productsTotal: number,
  freeShippingCode: boolean,
): Promise<Quote> {
  const values = settings.values;
  const zone = shippingZoneOf(destination.country, destination.postalCode);
  const shipment = shipmentOfItems(items);
  if (!shipment.ships) return { zone, bottles: 0, ships: false, freeShipping: true, carriers: [] };
  if (values.LOCK_DELIVERY === true) throw ruleError(actor.lang, "order.deliveryLocked", {}, "delivery");
  const area = {
    onlyFrance: values.ONLY_SELL_IN_FRANCE === true,
    worldwide: values.SELLS_WORLDWIDE === true,
  };
  if (!sellsTo(zone, area)) throw ruleError(actor.lang, "order.countryNotServed", {}, "country");
  const problem = expeditionProblemOf(shipment.bottles, {
    minimum: values.MINIMUM_EXPEDITION_BOTTLE ?? null,
    maximum: values.MAXIMUM_EXPEDITION_BOTTLE ?? null,
    multiple: values.BOTTLE_MULTIPLE ?? null,
  });
  if (problem) throw ruleError(actor.lang, problem.key, problem.params, "products");
  const freeShipping = isFreeShipping({
    zone,
    bottles: shipment.bottles,
    productsTotal,
    rules: {
      bottles: values.FREE_SHIPPING_BOTTLE ?? null,
      amount: values.FREE_SHIPPING_PRICE === null ? null : Math.round(values.FREE_SHIPPING_PRICE * 100),
    },
    freeShippingCode,
  });
  const { carriers: carrierRows, rates } = settings.carriers;
  const rateRows = rates.filter((r) => r.zone === zone);
  const offered: Carrier[] = [];
  for (const carrier of carrierRows) {
    const fdp = rateOf(
      rateRows.filter((r) => r.carrierId === carrier.id),
      zone,
      shipment.gridBottles,
    );
    if (fdp === null) continue;
    offered.push({
      id: carrier.id,
      name: carrier.name,
      serviceCode: carrier.serviceCode,
      price: freeShipping ? 0 : fdp,
      fdp,
      deliveryType: carrier.deliveryType,
      siteType: carrier.siteType,
      delayDays: carrier.delayDays,
    });
  }
  return { zone, bottles: shipment.bottles, ships: true, freeShipping, carriers: offered };
}

/** Items of POST /calculate/shipping-fees: by product, with its first declination when none is named. */
async function shippingItemsOf(
  tx: Tx,
  idSite: number,
  list: z.infer<typeof shippingFeesBodySchema>["products"],
): Promise<Item[]> {
  const productIds = [...new Set(list.map((p) => p.idProduct))];
  if (!productIds.length) return [];
  const rows = await sellableDeclinations(tx, idSite, inArray(products.id, productIds)).orderBy(
    asc(productDeclinations.order),
    asc(productDeclinations.id),
  );
  const items: Item[] = [];
  for (const wanted of list) {
    const row = rows.find(
      (r) =>
        r.product.id === wanted.idProduct &&
        (wanted.idDeclination === undefined || r.declination.id === wanted.idDeclination),
    );
    if (row) items.push({ ...row, quantity: wanted.quantity });
  }
  return items;
}

/** POST /calculate/shipping-fees. */
export async function shippingFees(
  db: Database,
  settings: OrderSettings,
  actor: OrderActor,
  body: z.infer<typeof shippingFeesBodySchema>,
): Promise<ShippingFees> {
  if (!body.products.length) throw ruleError(actor.lang, "cart.empty", {}, "products");
  const country = countryCodeOf(actor.lang, body.country);
  return withSite(db, actor.idSite, async (tx) => {
    const items = await shippingItemsOf(tx, actor.idSite, body.products);
    if (!items.length) throw ruleError(actor.lang, "cart.empty", {}, "products");
    const { lines, subtotal } = await pricedLinesOf(tx, settings, actor.idSite, items);
    let productsTotal = subtotal;
    let freeCode = false;
    if (body.discountCode) {
      const row = await codeDiscountOf(tx, actor.idSite, body.discountCode);
      const effect = row ? codeEffectOf(row, subtotal, lines.length) : null;
      if (effect) {
        productsTotal = effect.total;
        freeCode = effect.shippingFees;
      }
    }
    const quote = await quoteOf(
      tx,
      settings,
      actor,
      items,
      { country, postalCode: body.postalCode },
      productsTotal,
      freeCode,
    );
    return {
      carriers: quote.carriers,
      zone: quote.zone,
      bottles: quote.bottles,
      freeShipping: quote.ships && quote.freeShipping,
      message: settings.values.SHIPPING_MESSAGE ?? null,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Relay points: a provider interface, and the built-in provider over the seeded points

export interface AccessPointProvider {
  search(
    tx: Tx,
    idSite: number,
    query: { postalCode: string; country: string; idCarrier?: number },
  ): Promise<AccessPoint[]>;
}

/** Postal-code proximity: the same code, then the same department, then the nearest codes. */
function postalDistance(a: string, b: string): number {
  if (a === b) return 0;
  const sameDepartment = a.slice(0, 2) === b.slice(0, 2);
  const gap = Math.abs(Number.parseInt(a, 10) - Number.parseInt(b, 10));
  return (sameDepartment ? 1 : 1_000_000) + (Number.isFinite(gap) ? gap : 999_999);
}

/** The nearest points a search gives: enough to choose, few enough to read. */
export const ACCESS_POINTS_SHOWN = 5;

export const builtInAccessPoints: AccessPointProvider = {
  async search(tx, idSite, query) {
    const rows = await tx
      .select({ point: accessPoints, carrier: carriers })
      .from(accessPoints)
      .innerJoin(carriers, eq(carriers.id, accessPoints.carrierId))
      .where(
        and(
          eq(accessPoints.siteId, idSite),
          eq(accessPoints.isValid, true),
          eq(accessPoints.country, query.country),
          eq(carriers.isValid, true),
          eq(carriers.deliveryType, "PICKUP"),
          query.idCarrier === undefined ? undefined : eq(carriers.id, query.idCarrier),
        ),
      );
    const code = query.postalCode.replace(/\s+/g, "");
    return rows
      .map(({ point }) => ({ point, distance: postalDistance(point.zipCode, code) }))
      .sort((a, b) => a.distance - b.distance || a.point.id - b.point.id)
      .slice(0, ACCESS_POINTS_SHOWN)
      .map(({ point }) => accessPointOf(point));
  },
};

export async function searchAccessPoints(
  db: Database,
  actor: OrderActor,
  body: { postalCode: string; country: string | number; idCarrier?: number },
  provider: AccessPointProvider = builtInAccessPoints,
): Promise<AccessPoint[]> {
  const country = countryCodeOf(actor.lang, body.country);
  return withSite(db, actor.idSite, (tx) =>
    provider.search(tx, actor.idSite, { postalCode: body.postalCode, country, idCarrier: body.idCarrier }),
  );
}

// ---------------------------------------------------------------------------------------------
// Click-and-collect

export async function clickAndCollectOf(
  db: Database,
  settings: OrderSettings,
  idSite: number,
): Promise<ClickAndCollect> {
  return withSite(db, idSite, async (tx) => {
    const addresses = await tx
      .select()
      .from(companyAddresses)
      .where(and(eq(companyAddresses.siteId, idSite), eq(companyAddresses.isClickAndCollect, true)))
      .orderBy(asc(companyAddresses.order), asc(companyAddresses.id));
    const slots = addresses.length
      ? await tx
          .select()
          .from(pickupSchedules)
          .where(
            and(
              eq(pickupSchedules.siteId, idSite),
              inArray(
                pickupSchedules.addressId,
                addresses.map((a) => a.id),
              ),
            ),
          )
          .orderBy(asc(pickupSchedules.weekday), asc(pickupSchedules.opensAt), asc(pickupSchedules.id))
      : [];
    return {
      preparationHours: settings.values.CLICK_AND_COLLECT_HOURS ?? 0,
      addresses: addresses.map((a) => ({
        id: a.id,
        name: a.name,
        address: a.address,
        addressPart2: a.addressPart2,
        postalCode: a.postalCode,
        city: a.city,
        country: a.countryAlphaTwo,
        phone: a.phone,
        idCalendar: a.calendarId,
        schedules: slots
          .filter((s) => s.addressId === a.id)
          .map((s) => ({ id: s.id, weekday: s.weekday, opensAt: s.opensAt, closesAt: s.closesAt })),
      })),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Order checks and discount codes

/** POST /order/validate: every line priced, with what prevents ordering it. */
export async function validateOrder(
  db: Database,
  settings: OrderSettings,
  actor: OrderActor,
  body: z.infer<typeof orderValidateBodySchema>,
): Promise<OrderValidation> {
  if (!body.products.length) throw ruleError(actor.lang, "cart.empty", {}, "products");
  return withSite(db, actor.idSite, async (tx) => {
    const { items, missing } = await itemsOf(tx, actor.idSite, body.products, null);
    const { errors } = problemsOf(settings, actor.lang, items);
    for (const id of missing) errors[String(id)] = [translate(actor.lang, "order.productUnavailable")];
    const priced = await pricedLinesOf(
      tx,
      settings,
      actor.idSite,
      items.filter((i) => i.quantity > 0),
    );
    return {
      valid: Object.keys(errors).length === 0,
      lines: priced.lines.map(publicLine),
      subtotal: priced.subtotal,
      errors,
    };
  });
}

/** POST /order/discount: what a code does to these products. */
export async function tryDiscount(
  db: Database,
  settings: OrderSettings,
  actor: OrderActor,
  body: { code: string; products: { id: number; quantity: number }[] },
): Promise<OrderDiscount> {
  if (!body.products.length) throw ruleError(actor.lang, "cart.empty", {}, "products");
  return withSite(db, actor.idSite, async (tx) => {
    const { items } = await itemsOf(tx, actor.idSite, body.products, null);
    const { lines, subtotal } = await pricedLinesOf(tx, settings, actor.idSite, items);
    return (await applyCode(tx, actor, body.code, subtotal, lines.length)).effect;
  });
}

// ---------------------------------------------------------------------------------------------
// Orders

type OrderBody = z.infer<typeof orderBodySchema>;

const addressOf = (a: OrderAddress) => ({
  firstname: a.firstname,
  lastname: a.lastname,
  ...(a.company ? { company: a.company } : {}),
  address: a.address,
  ...(a.addressPart2 ? { addressPart2: a.addressPart2 } : {}),
  postalCode: a.postalCode,
  city: a.city,
  country: a.country,
});

function isUniqueViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  const name = e?.constraint ?? e?.cause?.constraint;
  return code === "23505" && (name === undefined || name === constraint);
}

async function orderByKey(db: Database, idSite: number, userId: number, key: string) {
  const [row] = await withSite(db, idSite, (tx) =>
    tx
      .select()
      .from(orders)
      .where(and(eq(orders.siteId, idSite), eq(orders.userId, userId), eq(orders.idempotencyKey, key))),
  );
  return row ?? null;
}

const createdOf = (row: OrderRow): OrderCreated => ({
  id: row.id,
  reference: row.reference,
  status: row.status,
  total: row.total,
});

export interface OrderDeps {
  db: Database;
  mailer: Mailer;
  log: Logger;
}

/**
 * POST /order: checks every rule again, prices everything, locks and decrements the stock, counts
 * the code's use, writes the order, empties the cart and queues the buyer's and the owner's mails,
 * in one transaction (docs/decisions/084). A second call with the same Idempotency-Key returns the
 * first order.
 */
export async function createOrder(
  deps: OrderDeps,
  settings: OrderSettings,
  actor: OrderActor & { user: SessionUser },
  body: OrderBody,
  idempotencyKey: string | null,
  card: CardPayment | null = null,
): Promise<{ order: OrderCreated; replayed: boolean }> {
  const { db } = deps;
  const { lang, idSite, user } = actor;
  const values = settings.values;
  if (idempotencyKey) {
    const existing = await orderByKey(db, idSite, user.id, idempotencyKey);
    if (existing) return { order: createdOf(existing), replayed: true };
  }
  let row: OrderRow;
  try {
    ({ row } = await withSite(db, idSite, async (tx) => {
      const [buyer] = await tx
        .select({
          email: users.email,
          firstname: users.firstname,
          lastname: users.lastname,
          birthdate: users.birthdate,
          phone: users.phone,
        })
        .from(users)
        .where(and(eq(users.siteId, idSite), eq(users.id, user.id)));
      if (!buyer) throw new ApiError(401, "error.unauthorized");

      // proof of majority where the site blocks minors
      let birthdate: string | null = buyer.birthdate;
      if (values.BLOCK_MINORS_FROM_REGISTERING === true) {
        birthdate = body.birthdate ?? buyer.birthdate;
        if (!birthdate) throw ruleError(lang, "order.birthdateRequired", {}, "birthdate");
        const age = ageOn(birthdate, todayInFrance());
        if (birthdate > todayInFrance() || age > 120) {
          throw ruleError(lang, "account.birthdateInvalid", {}, "birthdate");
        }
        if (age < 18) throw ruleError(lang, "account.minorsBlocked", {}, "birthdate");
        // the proof given is kept on the account too, so that the next order does not ask again
        if (!buyer.birthdate) {
          await tx
            .update(users)
            .set({ birthdate, updatedAt: new Date() })
            .where(and(eq(users.siteId, idSite), eq(users.id, user.id)));
        }
      }
      const phone = body.phone ?? null;
      if (phone) {
        const problem = phoneErrorOf(phone, values.ALLOW_ONLY_MOBILE_PHONE === true);
        if (problem) throw ruleError(lang, problem, {}, "phone");
      }

      // the lines, under lock, with the rules of spec §5 and the stock
      const { items, missing } = await itemsOf(tx, idSite, body.products, {
        stock: settings.cart.handleStock,
        useProductStock: settings.cart.useProductStock,
      });
      if (missing.length) {
        throw new ApiError(
          409,
          "order.productUnavailable",
          {},
          {
            errors: Object.fromEntries(
              missing.map((id) => [String(id), [translate(lang, "order.productUnavailable")]]),
            ),
          },
        );
      }
      const { errors, stockShort, first } = problemsOf(settings, lang, items);
      if (first) throw new ApiError(stockShort ? 409 : 422, first.key, first.params, { errors });
      const priced = await pricedLinesOf(tx, settings, idSite, items);

      // the code
      let code: { row: CodeDiscountRow; effect: OrderDiscount } | null = null;
      if (body.discountCode) {
        code = await applyCode(tx, actor, body.discountCode, priced.subtotal, priced.lines.length);
      }
      const productsTotal = code ? code.effect.total : priced.subtotal;

      // the delivery
      const kind: OrderDeliveryKind = body.delivery.type;
      let shippingFeesCents = 0;
      let carrier: { id: number; name: string; serviceCode: string } | null = null;
      let shippingAddress: OrderAddress | null = null;
      let accessPoint: AccessPoint | null = null;
      let pickup: {
        addressId: number;
        date: string;
        scheduleId: number;
        slot: { name: string; opensAt: string; closesAt: string };
      } | null = null;
      const shipment = shipmentOfItems(items);
      if (kind === "NO_DELIVERY") {
        if (shipment.ships) throw ruleError(lang, "order.noDeliveryMismatch", {}, "delivery");
      } else if (kind === "CLICK_AND_COLLECT") {
        if (!body.idAddress || !body.dateSchedule || !body.idSchedule) {
          throw ruleError(lang, "order.pickupRequired", {}, "delivery");
        }
        const [place] = await tx
          .select()
          .from(companyAddresses)
          .where(
            and(
              eq(companyAddresses.siteId, idSite),
              eq(companyAddresses.id, body.idAddress),
              eq(companyAddresses.isClickAndCollect, true),
            ),
          );
        if (!place) throw ruleError(lang, "order.clickAndCollectUnavailable", {}, "idAddress");
        const [slot] = await tx
          .select()
          .from(pickupSchedules)
          .where(
            and(
              eq(pickupSchedules.siteId, idSite),
              eq(pickupSchedules.id, body.idSchedule),
              eq(pickupSchedules.addressId, place.id),
            ),
          );
        const calendar = place.calendarId === null ? null : await calendarRules(tx, idSite, place.calendarId);
        if (
          !slot ||
          !isPickupSlotAllowed({
            date: body.dateSchedule,
            slot,
            calendar,
            preparationHours: values.CLICK_AND_COLLECT_HOURS ?? 0,
            now: new Date(),
          })
        ) {
          throw ruleError(lang, "order.pickupSlotUnavailable", {}, "idSchedule");
        }
        pickup = {
          addressId: place.id,
          date: body.dateSchedule,
          scheduleId: slot.id,
          slot: { name: place.name, opensAt: slot.opensAt, closesAt: slot.closesAt },
        };
      } else {
        // shipped by a carrier: home (DELIVERY) or relay point (PICKUP)
        if (!shipment.ships) throw ruleError(lang, "order.deliveryNotNeeded", {}, "delivery");
        if (!body.delivery.idCarrier)
          throw ruleError(lang, "order.carrierRequired", {}, "delivery.idCarrier");
        let destination: { country: string; postalCode: string };
        if (kind === "DELIVERY") {
          if (!body.shippingAddress) {
            throw ruleError(lang, "order.shippingAddressRequired", {}, "shippingAddress");
          }
          shippingAddress = body.shippingAddress;
          destination = {
            country: countryCodeOf(lang, shippingAddress.country),
            postalCode: shippingAddress.postalCode,
          };
        } else {
          const pointId = body.delivery.accessPoint?.id;
          if (!pointId) throw ruleError(lang, "order.accessPointRequired", {}, "delivery.accessPoint");
          const [point] = await tx
            .select()
            .from(accessPoints)
            .where(
              and(
                eq(accessPoints.siteId, idSite),
                eq(accessPoints.code, pointId),
                eq(accessPoints.carrierId, body.delivery.idCarrier),
                eq(accessPoints.isValid, true),
              ),
            );
          if (!point) throw ruleError(lang, "order.accessPointUnknown", {}, "delivery.accessPoint");
          accessPoint = accessPointOf(point);
          destination = { country: point.country, postalCode: point.zipCode };
        }
        const quote = await quoteOf(
          tx,
          settings,
          actor,
          items,
          destination,
          productsTotal,
          code?.effect.shippingFees ?? false,
        );
        const chosen = quote.carriers.find((c) => c.id === body.delivery.idCarrier);
        const expected = kind === "DELIVERY" ? "DELIVERY" : "PICKUP";
        if (!chosen || chosen.deliveryType !== expected) {
          throw ruleError(lang, "order.carrierUnavailable", {}, "delivery.idCarrier");
        }
        shippingFeesCents = chosen.price;
        carrier = { id: chosen.id, name: chosen.name, serviceCode: chosen.serviceCode };
      }

      // the payment method
      const methods = paymentMethodsFor(
        (values.PAYMENT_METHOD ?? "CARD") as PaymentMethod,
        kind,
        settings.cardConfigured,
      );
      if (!methods.includes(body.paymentMethod)) {
        throw ruleError(lang, "order.paymentMethodUnavailable", {}, "paymentMethod");
      }

      // the stock goes down, under the locks taken above
      const stockFrom = new Map<number, "DECLINATION" | "PRODUCT">();
      if (settings.cart.handleStock) {
        for (const item of items) {
          if (settings.cart.useProductStock) {
            if (!item.product.setQuantity) continue;
            stockFrom.set(item.declination.id, "PRODUCT");
            await tx
              .update(products)
              .set({ quantity: sql`${products.quantity} - ${item.quantity}` })
              .where(eq(products.id, item.product.id));
          } else if (item.declination.setQuantity) {
            stockFrom.set(item.declination.id, "DECLINATION");
            await tx
              .update(productDeclinations)
              .set({ quantity: sql`${productDeclinations.quantity} - ${item.quantity}` })
              .where(eq(productDeclinations.id, item.declination.id));
          }
        }
      }
      if (code) {
        const counted = await tx
          .update(discounts)
          .set({ uses: sql`${discounts.uses} + 1` })
          .where(
            and(
              eq(discounts.id, code.row.id),
              or(isNull(discounts.maxUses), sql`${discounts.uses} < ${discounts.maxUses}`),
            ),
          )
          .returning({ id: discounts.id });
        if (!counted.length) throw ruleError(lang, "order.discountUsedUp", {}, "discountCode");
      }

      const discountValue = code?.effect.value ?? 0;
      const total = priced.subtotal - discountValue + shippingFeesCents;
      const reviewDelay = values.ORDER_REVIEW_DELAY;
      const [created] = await tx
        .insert(orders)
        .values({
          siteId: idSite,
          userId: user.id,
          email: buyer.email,
          reference: `tmp-${crypto.randomUUID()}`,
          deliveryKind: kind,
          paymentMethod: body.paymentMethod,
          carrierId: carrier?.id ?? null,
          carrierName: carrier?.name ?? null,
          carrierServiceCode: carrier?.serviceCode ?? null,
          shippingAddress: shippingAddress ? addressOf(shippingAddress) : null,
          billingAddress: addressOf(body.billingAddress),
          accessPoint,
          pickupAddressId: pickup?.addressId ?? null,
          pickupDate: pickup?.date ?? null,
          pickupScheduleId: pickup?.scheduleId ?? null,
          pickupSlot: pickup?.slot ?? null,
          phone: phone ?? buyer.phone,
          message: body.message ?? null,
          discountId: code?.row.id ?? null,
          discountCode: code?.row.code ?? null,
          discount: code ? { ...code.effect } : null,
          subtotal: priced.subtotal,
          discountValue,
          shippingFees: shippingFeesCents,
          total,
          vatNumber: body.vatNumber ?? null,
          sellerVatNumber: body.vatNumber ? (values.INTRACO_VAT ?? null) : null,
          birthdate: values.BLOCK_MINORS_FROM_REGISTERING === true ? birthdate : null,
          termsAcceptedAt: new Date(),
          idempotencyKey,
          reviewRequestDueAt:
            reviewDelay !== null && reviewDelay !== undefined
              ? new Date(Date.now() + reviewDelay * 86_400_000)
              : null,
        })
        .returning();
      if (!created) throw new Error("the order was not written");
      const year = created.createdAt.getFullYear();
      const [withReference] = await tx
        .update(orders)
        .set({ reference: `${idSite}-${year}-${String(created.id).padStart(5, "0")}` })
        .where(eq(orders.id, created.id))
        .returning();
      if (!withReference) throw new Error("the order was not written");
      await tx.insert(orderLines).values(
        priced.lines.map((l) => ({
          siteId: idSite,
          orderId: created.id,
          productId: l.productId,
          declinationId: l.declinationId,
          name: l.name,
          year: l.year,
          capacity: l.capacity,
          capacityUnit: l.capacityUnit,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          total: l.total,
          stockFrom: stockFrom.get(l.declinationId) ?? null,
        })),
      );
      // the cart ordered is emptied (only the buyer's own or an anonymous one)
      if (body.cartId) {
        const [cart] = await tx
          .select({ id: carts.id, userId: carts.userId })
          .from(carts)
          .where(and(eq(carts.siteId, idSite), eq(carts.id, body.cartId)));
        if (cart && (cart.userId === null || cart.userId === user.id)) {
          await tx
            .delete(cartProducts)
            .where(and(eq(cartProducts.siteId, idSite), eq(cartProducts.cartId, cart.id)));
          await tx
            .update(carts)
            .set({ discountCode: null, updatedAt: new Date() })
            .where(eq(carts.id, cart.id));
        }
      }
      // the order's mails are written with it: they leave iff it commits (docs/decisions/084)
      await queueOrderMails(tx, settings, actor, withReference, priced.lines.map(publicLine));
      return { row: withReference };
    }));
  } catch (err) {
    if (idempotencyKey && isUniqueViolation(err, "orders_site_user_idempotency_uq")) {
      const existing = await orderByKey(db, idSite, user.id, idempotencyKey);
      if (existing) return { order: createdOf(existing), replayed: true };
    }
    throw err;
  }
  deps.mailer.nudge();
  const created = createdOf(row);
  if (row.paymentMethod === "CARD" && card) {
    // the order exists whatever the provider answers: a failed session is retried from the
    // confirmation page (POST /order/{id}/payment)
    try {
      created.paymentUrl = await startCardPayment(deps.db, card, actor.idSite, row, settings);
    } catch (err) {
      deps.log.error({ err, order: row.id }, "the card payment could not be started");
    }
  }
  return { order: created, replayed: false };
}

async function startCardPayment(
  db: Database,
  card: CardPayment,
  idSite: number,
  row: OrderRow,
  settings: OrderSettings,
): Promise<string> {
  const session = await card.provider.createCheckout(card.account, {
    orderId: row.id,
    reference: row.reference,
    amount: row.total,
    email: row.email,
    description: `${settings.values.COMPANY_NAME ?? ""} — ${row.reference}`.replace(/^ — /, ""),
    successUrl: `${card.origin}/checkout/confirmation/${row.id}?paid=1`,
    cancelUrl: `${card.origin}/checkout/confirmation/${row.id}`,
    idSite,
  });
  await withSite(db, idSite, (tx) =>
    tx.update(orders).set({ paymentRef: session.ref, updatedAt: new Date() }).where(eq(orders.id, row.id)),
  );
  return session.url;
}

/** POST /order/{id}/payment: a new card payment page for the buyer's unpaid card order. */
export async function retryCardPayment(
  db: Database,
  settings: OrderSettings,
  card: CardPayment,
  idSite: number,
  userId: number,
  id: number,
): Promise<{ paymentUrl: string }> {
  const row = await withSite(db, idSite, (tx) => orderRowOf(tx, idSite, userId, id));
  if (row.paymentMethod !== "CARD" || row.status !== "PENDING_PAYMENT") {
    throw new ApiError(409, "order.notPayable");
  }
  return { paymentUrl: await startCardPayment(db, card, idSite, row, settings) };
}

/**
 * A verified notification of the card provider: a paid session marks its order PAID, once. The
 * order must be the site's, await payment, and carry the session's reference.
 */
export async function recordCardPayment(
  db: Database,
  idSite: number,
  event: { kind: "paid"; ref: string; orderId: number },
): Promise<boolean> {
  const updated = await withSite(db, idSite, (tx) =>
    tx
      .update(orders)
      .set({ status: "PAID", paidAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(orders.siteId, idSite),
          eq(orders.id, event.orderId),
          eq(orders.paymentRef, event.ref),
          eq(orders.status, "PENDING_PAYMENT"),
        ),
      )
      .returning({ id: orders.id }),
  );
  return updated.length > 0;
}

async function bankDetailsOf(tx: Tx, idSite: number) {
  const [bank] = await tx.select().from(bankAccounts).where(eq(bankAccounts.siteId, idSite));
  return bank ? { holder: bank.holder, iban: bank.iban, bic: bank.bic } : null;
}

/** The buyer's confirmation and the owner's notification, in the order's own transaction. */
async function queueOrderMails(
  tx: Tx,
  settings: OrderSettings,
  actor: OrderActor,
  row: OrderRow,
  lines: OrderLine[],
) {
  const site = settings.values.COMPANY_NAME ?? "";
  const bank = row.paymentMethod === "BANK_TRANSFER" ? await bankDetailsOf(tx, actor.idSite) : null;
  await queueMail(tx, actor.idSite, orderConfirmationMail(actor.lang, site, row, lines, bank));
  const owner = settings.values.COMPANY_EMAIL;
  if (owner) await queueMail(tx, actor.idSite, orderOwnerMail("fr_FR", site, owner, row, lines));
}

/** Sends the review requests that ORDER_REVIEW_DELAY made due; returns how many were sent. */
export async function sendDueReviewRequests(
  deps: OrderDeps,
  siteName: (idSite: number) => Promise<{ name: string; url: string | null }>,
  now = new Date(),
): Promise<number> {
  // a platform job: it reads every site's due orders as the owner, then writes each in its site
  const due = await deps.db.owner
    .select()
    .from(orders)
    .where(
      and(
        lte(orders.reviewRequestDueAt, now),
        isNull(orders.reviewRequestSentAt),
        sql`${orders.status} <> 'CANCELLED'`,
      ),
    )
    .orderBy(asc(orders.reviewRequestDueAt))
    .limit(100);
  let sent = 0;
  for (const order of due) {
    const site = await siteName(order.siteId);
    // marked and queued in one transaction: the request is owed once, and never lost
    const claimed = await withSite(deps.db, order.siteId, async (tx) => {
      const marked = await tx
        .update(orders)
        .set({ reviewRequestSentAt: now })
        .where(and(eq(orders.id, order.id), isNull(orders.reviewRequestSentAt)))
        .returning({ id: orders.id });
      if (marked.length)
        await queueMail(tx, order.siteId, orderReviewMail("fr_FR", site.name, order, site.url));
      return marked.length > 0;
    });
    if (!claimed) continue; // another process took it
    sent += 1;
  }
  if (sent) deps.mailer.nudge();
  return sent;
}

// ---------------------------------------------------------------------------------------------
// The buyer's orders

export const summaryOf = (row: OrderRow, itemCount: number): OrderSummary => ({
  id: row.id,
  email: row.email,
  buyerName: `${row.billingAddress.firstname} ${row.billingAddress.lastname}`,
  reference: row.reference,
  status: row.status,
  deliveryKind: row.deliveryKind,
  paymentMethod: row.paymentMethod,
  total: row.total,
  itemCount,
  createdAt: row.createdAt.toISOString(),
});

/** A buyer's orders; `userId` null: every order of the site (its owner's screen), `status` to filter. */
export async function listOrders(
  db: Database,
  idSite: number,
  userId: number | null,
  status?: OrderStatus,
): Promise<OrderSummary[]> {
  return withSite(db, idSite, async (tx) => {
    const rows = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.siteId, idSite),
          userId === null ? undefined : eq(orders.userId, userId),
          status ? eq(orders.status, status) : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(200);
    if (!rows.length) return [];
    const counts = await tx
      .select({ orderId: orderLines.orderId, n: sql<number>`sum(${orderLines.quantity})::int` })
      .from(orderLines)
      .where(
        and(
          eq(orderLines.siteId, idSite),
          inArray(
            orderLines.orderId,
            rows.map((r) => r.id),
          ),
        ),
      )
      .groupBy(orderLines.orderId);
    return rows.map((r) => summaryOf(r, counts.find((c) => c.orderId === r.id)?.n ?? 0));
  });
}

/** The order `id` of the site, if it is the buyer `userId`'s (null: any buyer's, for the owner). */
async function orderRowOf(tx: Tx, idSite: number, userId: number | null, id: number): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.siteId, idSite),
        userId === null ? undefined : eq(orders.userId, userId),
        eq(orders.id, id),
      ),
    );
  if (!row) throw new ApiError(404, "order.notFound");
  return row;
}

/** An order of its buyer `userId`; null: any order of the site (its owner's screen). */
export async function orderDetail(
  db: Database,
  idSite: number,
  userId: number | null,
  id: number,
): Promise<OrderDetail> {
  return withSite(db, idSite, async (tx) => {
    const row = await orderRowOf(tx, idSite, userId, id);
    const lineRows = await tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.siteId, idSite), eq(orderLines.orderId, id)))
      .orderBy(asc(orderLines.id));
    const lines: OrderLine[] = lineRows.map((l) => ({
      productId: l.productId ?? 0,
      declinationId: l.declinationId ?? 0,
      name: l.name,
      year: l.year,
      capacity: l.capacity,
      capacityUnit: l.capacityUnit,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      total: l.total,
    }));
    const bank = row.paymentMethod === "BANK_TRANSFER" ? await bankDetailsOf(tx, idSite) : null;
    return {
      ...summaryOf(
        row,
        lines.reduce((n, l) => n + l.quantity, 0),
      ),
      lines,
      subtotal: row.subtotal,
      discount: (row.discount as OrderDiscount | null) ?? null,
      shippingFees: row.shippingFees,
      carrier:
        row.carrierId !== null && row.carrierName
          ? { id: row.carrierId, name: row.carrierName, serviceCode: row.carrierServiceCode ?? "" }
          : null,
      shippingAddress: row.shippingAddress,
      billingAddress: row.billingAddress,
      accessPoint: (row.accessPoint as AccessPoint | null) ?? null,
      clickAndCollect:
        row.pickupAddressId !== null && row.pickupDate && row.pickupSlot
          ? {
              idAddress: row.pickupAddressId,
              name: row.pickupSlot.name,
              date: row.pickupDate,
              opensAt: row.pickupSlot.opensAt,
              closesAt: row.pickupSlot.closesAt,
            }
          : null,
      phone: row.phone,
      message: row.message,
      vatNumber: row.vatNumber,
      sellerVatNumber: row.sellerVatNumber,
      bankDetails: bank,
    };
  });
}

/** The payment methods of each delivery kind, for the checkout. */
export function paymentMethodsOf(settings: OrderSettings) {
  const setting = (settings.values.PAYMENT_METHOD ?? "CARD") as PaymentMethod;
  const kinds: OrderDeliveryKind[] = ["DELIVERY", "PICKUP", "CLICK_AND_COLLECT", "NO_DELIVERY"];
  return Object.fromEntries(
    kinds.map((k) => [k, paymentMethodsFor(setting, k, settings.cardConfigured)]),
  ) as Record<OrderDeliveryKind, PaymentMethod[]>;
}
