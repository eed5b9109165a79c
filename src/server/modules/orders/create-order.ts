// POST /order (docs/decisions/070 and 084): every rule checked again, the lines priced, the stock
// taken under row locks, the order written with its mails, in one transaction.
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  AccessPoint,
  OrderAddress,
  OrderCreated,
  OrderDeliveryKind,
  orderBodySchema,
  PaymentMethod,
} from "../../../../schemas/order";
import { ageOn, todayInFrance } from "../../../runtime/account/age";
import { phoneErrorOf } from "../../../runtime/account/phone";
import { paymentMethodsFor } from "../../../runtime/shop/checkout-rules";
import { destinationOf } from "../../../runtime/shop/destinations";
import { type Database, type Tx, withSite } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { cartProducts, carts, discounts, orderLines, orders, users } from "../../db/schema";
import { ApiError, ruleError } from "../../http/api-error";
import type { SessionUser } from "../account/session";
import { moveStock } from "../catalogue/stock";
import { type PickupChoice, pickupOf } from "../pickup/click-and-collect";
import { type CarrierDelivery, carrierDeliveryOf } from "../shipping/carrier-delivery";
import { countryCodeOf } from "../shipping/shipping-service";
import { startCardPayment } from "./card-payment";
import { applyCode } from "./discount-codes";
import type { CardPayment, OrderActor, OrderDeps, OrderRow, OrderSettings } from "./order-context";
import { type Item, itemsOf, pricedLinesOf, problemsOf, publicLine, shipmentOfItems } from "./order-lines";
import { queueOrderMails } from "./order-mail-queue";

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

type BuyerActor = OrderActor & { user: SessionUser };
type PricedLines = ReturnType<typeof pricedLinesOf>;
type AppliedCode = Awaited<ReturnType<typeof applyCode>>;

/** How the order reaches the buyer, once checked. */
interface Delivery {
  kind: OrderDeliveryKind;
  shippingFees: number;
  carrier: CarrierDelivery["carrier"] | null;
  shippingAddress: OrderAddress | null;
  accessPoint: AccessPoint | null;
  pickup: PickupChoice | null;
}

/**
 * Step 1, read: the buyer's account, the order's id, and the order an earlier attempt with the same
 * Idempotency-Key made, in one statement (issue 16 §7). The order's id is drawn here so that its
 * reference is written with it (no update after the insert); an order refused or replayed leaves a
 * gap in the ids, as a rollback does.
 */
async function readBuyer(tx: Tx, actor: BuyerActor, idempotencyKey: string | null) {
  const { idSite, user } = actor;
  const earlier = idempotencyKey
    ? sql<OrderCreated | null>`(select json_build_object('id', o.id, 'reference', o.reference, 'status', o.status, 'total', o.total) from ${orders} o where o.site_id = ${idSite} and o.user_id = ${user.id} and o.idempotency_key = ${idempotencyKey})`
    : sql<null>`null`;
  const [row] = await tx
    .select({
      email: users.email,
      birthdate: users.birthdate,
      phone: users.phone,
      orderId: sql<number>`nextval(pg_get_serial_sequence('orders', 'id'))::int`,
      earlier,
    })
    .from(users)
    .where(and(eq(users.siteId, idSite), eq(users.id, user.id)));
  if (!row) throw new ApiError(401, "error.unauthorized");
  const { earlier: replayed, ...buyer } = row;
  return { buyer, replayed };
}

type Buyer = Awaited<ReturnType<typeof readBuyer>>["buyer"];

/** Step 1, checked: proof of majority where the site blocks minors, and the phone. */
async function checkBuyer(tx: Tx, settings: OrderSettings, actor: BuyerActor, body: OrderBody, buyer: Buyer) {
  const { idSite, user } = actor;
  const values = settings.values;
  let birthdate: string | null = buyer.birthdate;
  if (values.BLOCK_MINORS_FROM_REGISTERING === true) {
    birthdate = body.birthdate ?? buyer.birthdate;
    if (!birthdate) throw ruleError("order.birthdateRequired", {}, "birthdate");
    const today = todayInFrance();
    const age = ageOn(birthdate, today);
    if (birthdate > today || age > 120) {
      throw ruleError("account.birthdateInvalid", {}, "birthdate");
    }
    if (age < 18) throw ruleError("account.minorsBlocked", {}, "birthdate");
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
    if (problem) throw ruleError(problem, {}, "phone");
  }
  return {
    orderId: buyer.orderId,
    email: buyer.email,
    phone: phone ?? buyer.phone,
    birthdate: values.BLOCK_MINORS_FROM_REGISTERING === true ? birthdate : null,
  };
}

/** Step 2: the lines, locked when the site handles stock, checked against spec §5 and priced. */
async function lockAndPriceLines(tx: Tx, settings: OrderSettings, actor: BuyerActor, body: OrderBody) {
  const { idSite } = actor;
  const { items, missing } = await itemsOf(tx, idSite, body.products, {
    stock: settings.cart.handleStock,
    useProductStock: settings.cart.useProductStock,
  });
  if (missing.length) {
    const errors = Object.fromEntries(
      missing.map((id) => [String(id), [{ key: "order.productUnavailable" as const }]]),
    );
    throw new ApiError(409, "order.productUnavailable", {}, { errors });
  }
  const { errors, stockShort, first } = problemsOf(settings, items);
  if (first) throw new ApiError(stockShort ? 409 : 422, first.key, first.params, { errors });
  return { items, priced: pricedLinesOf(settings, items) };
}

/** Step 3: the delivery asked for, checked: none, click-and-collect, or a carrier. */
async function resolveDelivery(
  tx: Tx,
  settings: OrderSettings,
  actor: BuyerActor,
  body: OrderBody,
  items: readonly Item[],
  pricing: { productsTotal: number; freeShippingCode: boolean },
): Promise<Delivery> {
  const kind: OrderDeliveryKind = body.delivery.type;
  const none = { shippingFees: 0, carrier: null, shippingAddress: null, accessPoint: null, pickup: null };
  const ships = shipmentOfItems(items).ships;
  if (kind === "NO_DELIVERY") {
    if (ships) throw ruleError("order.noDeliveryMismatch", {}, "delivery");
    return { kind, ...none };
  }
  if (kind === "CLICK_AND_COLLECT") {
    return { kind, ...none, pickup: await pickupOf(tx, settings, actor, body) };
  }
  // shipped by a carrier: home (DELIVERY) or relay point (PICKUP)
  if (!ships) throw ruleError("order.deliveryNotNeeded", {}, "delivery");
  return { kind, pickup: null, ...(await carrierDeliveryOf(tx, settings, actor, body, items, pricing)) };
}

/**
 * Issue 15 §6: where the site asks for proof of majority, a delivery abroad needs the buyer to
 * reach that country's buying age too (20 in Sweden, 21 in the United States…).
 */
function checkDestinationAge(actor: BuyerActor, birthdate: string | null, delivery: Delivery) {
  if (!birthdate) return;
  const address = delivery.shippingAddress;
  const country =
    delivery.accessPoint?.country ?? (address ? countryCodeOf(actor.lang, address.country) : null);
  if (!country) return;
  const { minimumAge } = destinationOf(country);
  if (ageOn(birthdate, todayInFrance()) < minimumAge) {
    throw ruleError("destination.minimumAge", { age: minimumAge }, "birthdate");
  }
}

/** The payment method must be one the site offers for this delivery. */
function checkPaymentMethod(
  settings: OrderSettings,
  _actor: BuyerActor,
  kind: OrderDeliveryKind,
  body: OrderBody,
) {
  const methods = paymentMethodsFor(
    (settings.values.PAYMENT_METHOD ?? "CARD") as PaymentMethod,
    kind,
    settings.cardConfigured,
  );
  if (!methods.includes(body.paymentMethod)) {
    throw ruleError("order.paymentMethodUnavailable", {}, "paymentMethod");
  }
}

/** Step 4: where each line's bottles come from: its declination's stock, its product's, or none tracked. */
function stockSourcesOf(settings: OrderSettings, items: readonly Item[]) {
  const stockFrom = new Map<number, "DECLINATION" | "PRODUCT">();
  if (!settings.cart.handleStock) return stockFrom;
  for (const item of items) {
    if (settings.cart.useProductStock) {
      if (item.product.setQuantity) stockFrom.set(item.declination.id, "PRODUCT");
    } else if (item.declination.setQuantity) stockFrom.set(item.declination.id, "DECLINATION");
  }
  return stockFrom;
}

/** The code's use is counted in the order's transaction: no over-use under concurrency. */
async function countCodeUse(tx: Tx, code: AppliedCode | null) {
  if (!code) return;
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
  if (!counted.length) throw ruleError("order.discountUsedUp", {}, "discountCode");
}

/** Step 6: the stock goes down, under the locks of step 2, each line a movement of the ledger. */
async function takeStock(
  tx: Tx,
  actor: BuyerActor,
  items: readonly Item[],
  stockFrom: ReadonlyMap<number, "DECLINATION" | "PRODUCT">,
  orderId: number,
) {
  for (const item of items) {
    const from = stockFrom.get(item.declination.id);
    if (!from) continue;
    const target = {
      productId: item.product.id,
      declinationId: from === "DECLINATION" ? item.declination.id : null,
    };
    await moveStock(tx, actor.idSite, target, -item.quantity, "ORDER", { orderId, userId: actor.user.id });
  }
}

interface OrderParts {
  buyer: Awaited<ReturnType<typeof checkBuyer>>;
  priced: PricedLines;
  code: AppliedCode | null;
  delivery: Delivery;
  stockFrom: Map<number, "DECLINATION" | "PRODUCT">;
  idempotencyKey: string | null;
}

/** Step 5: the order row with its reference ("{site}-{year}-{00042}"), and its lines. */
async function writeOrder(
  tx: Tx,
  settings: OrderSettings,
  actor: BuyerActor,
  body: OrderBody,
  { buyer, priced, code, delivery, stockFrom, idempotencyKey }: OrderParts,
): Promise<OrderRow> {
  const { idSite, user } = actor;
  const values = settings.values;
  const discountValue = code?.effect.value ?? 0;
  const reviewDelay = values.ORDER_REVIEW_DELAY;
  const createdAt = new Date();
  const [created] = await tx
    .insert(orders)
    .values({
      id: buyer.orderId,
      siteId: idSite,
      userId: user.id,
      email: buyer.email,
      reference: `${idSite}-${createdAt.getFullYear()}-${String(buyer.orderId).padStart(5, "0")}`,
      createdAt,
      deliveryKind: delivery.kind,
      paymentMethod: body.paymentMethod,
      carrierId: delivery.carrier?.id ?? null,
      carrierName: delivery.carrier?.name ?? null,
      carrierServiceCode: delivery.carrier?.serviceCode ?? null,
      shippingAddress: delivery.shippingAddress ? addressOf(delivery.shippingAddress) : null,
      billingAddress: addressOf(body.billingAddress),
      accessPoint: delivery.accessPoint,
      pickupAddressId: delivery.pickup?.addressId ?? null,
      pickupDate: delivery.pickup?.date ?? null,
      pickupScheduleId: delivery.pickup?.scheduleId ?? null,
      pickupSlot: delivery.pickup?.slot ?? null,
      phone: buyer.phone,
      message: body.message ?? null,
      discountId: code?.row.id ?? null,
      discountCode: code?.row.code ?? null,
      discount: code ? { ...code.effect } : null,
      subtotal: priced.subtotal,
      discountValue,
      shippingFees: delivery.shippingFees,
      total: priced.subtotal - discountValue + delivery.shippingFees,
      vatNumber: body.vatNumber ?? null,
      sellerVatNumber: body.vatNumber ? (values.INTRACO_VAT ?? null) : null,
      birthdate: buyer.birthdate,
      termsAcceptedAt: new Date(),
      idempotencyKey,
      reviewRequestDueAt:
        reviewDelay !== null && reviewDelay !== undefined
          ? new Date(Date.now() + reviewDelay * 86_400_000)
          : null,
    })
    .returning();
  if (!created) throw new Error("the order was not written");
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
  return created;
}

/** The cart ordered is emptied, in one statement: only the buyer's own, or an anonymous one. */
async function emptyOrderedCart(tx: Tx, actor: BuyerActor, cartId: string) {
  const { idSite, user } = actor;
  const ordered = and(
    eq(carts.siteId, idSite),
    eq(carts.id, cartId),
    or(isNull(carts.userId), eq(carts.userId, user.id)),
  );
  const lines = tx
    .delete(cartProducts)
    .where(
      and(
        eq(cartProducts.siteId, idSite),
        inArray(cartProducts.cartId, tx.select({ id: carts.id }).from(carts).where(ordered)),
      ),
    );
  const cart = tx.update(carts).set({ discountCode: null, updatedAt: new Date() }).where(ordered);
  await tx.execute(sql`with emptied as (${lines.getSQL()}) ${cart.getSQL()}`);
}

/**
 * Step 7, after the commit: the mail worker is nudged, and a card order gets its payment page.
 * The order exists whatever the provider answers: a failed session is retried from the
 * confirmation page (POST /order/{id}/payment).
 */
async function afterCommit(
  deps: OrderDeps,
  settings: OrderSettings,
  actor: BuyerActor,
  row: OrderRow,
  card: CardPayment | null,
): Promise<OrderCreated> {
  deps.mailer.nudge();
  const created = createdOf(row);
  if (row.paymentMethod === "CARD" && card) {
    try {
      created.paymentUrl = await startCardPayment(deps.db, card, actor.idSite, row, settings);
    } catch (err) {
      deps.log.error({ err, order: row.id }, "the card payment could not be started");
    }
  }
  return created;
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
  actor: BuyerActor,
  body: OrderBody,
  idempotencyKey: string | null,
  card: CardPayment | null = null,
): Promise<{ order: OrderCreated; replayed: boolean }> {
  const { db } = deps;
  const { idSite, user } = actor;
  let outcome: { row: OrderRow } | { replayed: OrderCreated };
  try {
    outcome = await withSite(db, idSite, async (tx) => {
      const read = await readBuyer(tx, actor, idempotencyKey);
      if (read.replayed) return { replayed: read.replayed };
      const buyer = await checkBuyer(tx, settings, actor, body, read.buyer);
      const { items, priced } = await lockAndPriceLines(tx, settings, actor, body);
      const code = body.discountCode
        ? await applyCode(tx, actor, body.discountCode, priced.subtotal, priced.lines)
        : null;
      const delivery = await resolveDelivery(tx, settings, actor, body, items, {
        productsTotal: code ? code.effect.total : priced.subtotal,
        freeShippingCode: code?.effect.shippingFees ?? false,
      });
      checkDestinationAge(actor, buyer.birthdate, delivery);
      checkPaymentMethod(settings, actor, delivery.kind, body);
      const stockFrom = stockSourcesOf(settings, items);
      await countCodeUse(tx, code);
      const parts = { buyer, priced, code, delivery, stockFrom, idempotencyKey };
      const written = await writeOrder(tx, settings, actor, body, parts);
      await takeStock(tx, actor, items, stockFrom, written.id);
      if (body.cartId) await emptyOrderedCart(tx, actor, body.cartId);
      // the order's mails are written with it: they leave iff it commits (docs/decisions/084)
      await queueOrderMails(tx, settings, actor, written, priced.lines.map(publicLine));
      return { row: written };
    });
  } catch (err) {
    if (idempotencyKey && isUniqueViolation(err, "orders_site_user_idempotency_uq")) {
      const existing = await orderByKey(db, idSite, user.id, idempotencyKey);
      if (existing) return { order: createdOf(existing), replayed: true };
    }
    throw err;
  }
  if ("replayed" in outcome) return { order: outcome.replayed, replayed: true };
  return { order: await afterCommit(deps, settings, actor, outcome.row, card), replayed: false };
}
