// The browser's side of the checkout against the real API (in process), without a browser: the
// checkout store's calls, the POST /order body built from its state for each delivery kind, the
// summary's figures against the order's own, one order per Idempotency-Key, the cart forgotten.
// The storage is an in-memory stand-in for the browser's localStorage.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductDetail } from "../../schemas/shop";
import { pickupDatesOf } from "../../src/app/components/checkout/pickup-dates";
import { summaryFiguresOf } from "../../src/app/components/checkout/summary-figures";
import { ApiCallError, createApiClient } from "../../src/client/api-client";
import { memoryStorage } from "../../src/client/browser-storage";
import { CART_ID_KEY, createCartStore } from "../../src/client/cart-store";
import {
  type CheckoutLine,
  type CheckoutStore,
  createCheckoutStore,
  deliveryKindOf,
  orderBodyOf,
  storableAddressOf,
} from "../../src/client/checkout-store";
import { createOrderClient, newIdempotencyKey } from "../../src/client/order-calls";
import { withSite } from "../../src/server/db/client";
import { orders } from "../../src/server/db/schema";
import { userWithSession } from "../support/admin-session";
import { createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());

const transport = (request: Request) => Promise.resolve(platform.api.fetch(request));
const options = (token: string | null) => ({ idSite: 2, token, transport });

let bottle: number;
let product: ProductDetail;
let voucher: ProductDetail;
beforeAll(async () => {
  const api = createApiClient(options(null));
  product = await api.shop.product("saumur-champigny-les-trois-coteaux");
  bottle = product.declinations.find((d) => d.year === 2023 && d.capacity === 75)?.id ?? 0;
  voucher = await api.shop.product("bon-cadeau-visite-degustation");
});

/** A customer with a cart of `quantity` bottles, a checkout store, and their clients. */
async function buyer(quantity: number, declinationId = bottle) {
  const user = await userWithSession(platform.db, 2, "CUSTOMER");
  const cartStorage = memoryStorage();
  const cartStore = createCartStore({ api: createApiClient(options(user.token)).cart, storage: cartStorage });
  expect(await cartStore.getState().add(declinationId, quantity)).toBe(true);
  const orderApi = createOrderClient(options(user.token));
  const storage = memoryStorage();
  const store = createCheckoutStore({
    api: { shippingFees: orderApi.delivery.shippingFees, discount: orderApi.order.discount },
    storage,
  });
  store.getState().load();
  const cart = cartStore.getState().cart;
  if (!cart) throw new Error("no cart");
  const lines: CheckoutLine[] = cart.products.map((l) => ({
    productId: l.productId,
    declinationId: l.declinationId,
    quantity: l.quantity,
    hasShippingFees: l.hasShippingFees,
  }));
  const billing = storableAddressOf({
    firstname: "Claire",
    lastname: "Dubois",
    address: "2 rue Haute",
    postalCode: "49730",
    city: "Turquant",
    country: "FR",
  });
  const order = (state: CheckoutStore, paymentMethod: "BANK_TRANSFER" | "ON_PICKUP" = "BANK_TRANSFER") =>
    orderBodyOf(state, {
      cartId: cartStore.getState().cartId,
      lines,
      paymentMethod,
      acceptTerms: true,
      // the site blocks minors and this account has no birthdate
      birthdate: "1990-07-08",
    });
  return { user, cartStore, cartStorage, store, storage, orderApi, lines, cart, billing, order };
}

describe("the checkout store against the platform", () => {
  it("home delivery: prices, a code, the carrier; the summary's total is the order's; one order per key", async () => {
    const b = await buyer(6);
    const { store } = b;
    store.getState().setCountry({ id: 250, alphaTwo: "FR" });
    store.getState().setCity({ postalCode: "49730", name: "Turquant" });
    expect(await store.getState().calculateShipping(b.lines)).toBe("done");
    const home = store.getState().shippingPrices.filter((c) => c.deliveryType === "DELIVERY");
    expect(home.map((c) => c.serviceCode)).toContain("COLISSIMO_HOME");

    const discount = await store.getState().applyDiscount("bienvenue10", b.lines);
    expect(discount).toMatchObject({ code: "BIENVENUE10", type: "PERCENT", amount: 10 });
    // the code changed the request: asked again, the carrier to choose again
    expect(await store.getState().calculateShipping(b.lines)).toBe("done");
    const colissimo = store.getState().shippingPrices.find((c) => c.serviceCode === "COLISSIMO_HOME");
    if (!colissimo) throw new Error("no Colissimo");
    store.getState().chooseCarrier(colissimo);
    store
      .getState()
      .setShippingAddress(
        storableAddressOf({ firstname: "Claire", lastname: "Dubois", address: "7 rue des Ducs d’Anjou" }),
      );
    store.getState().setMessage("Merci");
    expect(deliveryKindOf(store.getState())).toBe("DELIVERY");

    const shown = summaryFiguresOf(b.cart, store.getState().discount, {
      kind: "DELIVERY",
      carrier: store.getState().carrier,
    });
    const key = newIdempotencyKey();
    const created = await b.orderApi.order.create(b.order(store.getState()), key);
    expect(created.status).toBe("PENDING_PAYMENT");
    expect(created.total).toBe(shown.total);
    // a double click sends the same key: the same order comes back
    const again = await b.orderApi.order.create(b.order(store.getState()), key);
    expect(again.id).toBe(created.id);
    const mine = await withSite(platform.db, 2, (tx) =>
      tx.select().from(orders).where(eq(orders.userId, b.user.id)),
    );
    expect(mine).toHaveLength(1);

    const detail = await b.orderApi.order.detail(created.id);
    expect(detail).toMatchObject({
      deliveryKind: "DELIVERY",
      carrier: { serviceCode: "COLISSIMO_HOME" },
      shippingAddress: {
        address: "7 rue des Ducs d’Anjou",
        postalCode: "49730",
        city: "Turquant",
        country: "FR",
      },
      billingAddress: { address: "7 rue des Ducs d’Anjou" },
      discount: { code: "BIENVENUE10" },
      shippingFees: colissimo.price,
      message: "Merci",
    });
    expect(detail.bankDetails?.iban).toMatch(/^FR76/);
    expect((await b.orderApi.order.list()).map((o) => o.reference)).toEqual([created.reference]);

    // the server emptied the cart; the browser forgets it and the order's choices
    expect((await createApiClient(options(b.user.token)).cart.get(b.cart.id)).products).toEqual([]);
    b.cartStore.getState().ordered();
    store.getState().orderPlaced();
    expect(b.cartStore.getState().cartId).toBeNull();
    expect(b.cartStorage.getItem(CART_ID_KEY)).toBe("new");
    expect(JSON.parse(b.storage.getItem("checkout") ?? "{}")).toMatchObject({
      carrier: null,
      discount: null,
    });
  });

  it("relay point: the point of the search and its network's carrier", async () => {
    const b = await buyer(3);
    const { store } = b;
    store.getState().setCountry({ id: 250, alphaTwo: "FR" });
    store.getState().setCity({ postalCode: "49400", name: "Saumur" });
    await store.getState().calculateShipping(b.lines);
    const points = await b.orderApi.delivery.accessPoints({
      postalCode: "49400",
      city: "Saumur",
      country: "FR",
    });
    const point = points[0];
    if (!point) throw new Error("no relay point");
    const network = store.getState().shippingPrices.find((c) => c.id === point.idCarrier);
    if (!network) throw new Error("the point's network is not offered");
    expect(network.deliveryType).toBe("PICKUP");
    store.getState().chooseAccessPoint(point, network);
    store.getState().setBillingAddress(b.billing);
    expect(deliveryKindOf(store.getState())).toBe("PICKUP");
    const created = await b.orderApi.order.create(b.order(store.getState()), newIdempotencyKey());
    const detail = await b.orderApi.order.detail(created.id);
    expect(detail).toMatchObject({
      deliveryKind: "PICKUP",
      accessPoint: { id: point.id },
      shippingAddress: null,
    });
    expect(created.total).toBe(
      summaryFiguresOf(b.cart, null, { kind: "PICKUP", carrier: store.getState().carrier }).total,
    );
  });

  it("click-and-collect: a date and a slot offered by the screen's rule are taken by the server", async () => {
    const b = await buyer(2);
    const { store } = b;
    store.getState().setDeliveryType("clickAndCollect");
    const config = await b.orderApi.delivery.clickAndCollect();
    const place = config.addresses[0];
    if (!place) throw new Error("no pick-up place");
    const content = createApiClient(options(b.user.token));
    const now = new Date();
    let allowed: string[] | undefined;
    if (place.idCalendar !== null) {
      const months = [0, 1].map((i) => {
        const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
        return { month: d.getUTCMonth() + 1, year: d.getUTCFullYear() };
      });
      const id = place.idCalendar;
      allowed = (
        await Promise.all(months.map((m) => content.calendar.allowedDates(id, m.month, m.year)))
      ).flatMap((a) => a.dates);
    }
    const [first] = pickupDatesOf(place, allowed, config.preparationHours, now);
    if (!first?.slots[0]) throw new Error("no pick-up date");
    store
      .getState()
      .setClickAndCollect({ idAddress: place.id, date: first.date, idSchedule: first.slots[0].id });
    store.getState().setBillingAddress(b.billing);
    const created = await b.orderApi.order.create(
      b.order(store.getState(), "ON_PICKUP"),
      newIdempotencyKey(),
    );
    const detail = await b.orderApi.order.detail(created.id);
    expect(detail).toMatchObject({
      deliveryKind: "CLICK_AND_COLLECT",
      paymentMethod: "ON_PICKUP",
      shippingFees: 0,
      clickAndCollect: { idAddress: place.id, date: first.date, opensAt: first.slots[0].opensAt },
    });
  });

  it("nothing to ship (a voucher): NO_DELIVERY, and the server agrees", async () => {
    const declination = voucher.declinations[0]?.id;
    if (!declination) throw new Error("no voucher");
    const b = await buyer(1, declination);
    expect(b.lines.every((l) => !l.hasShippingFees)).toBe(true);
    b.store.getState().setDeliveryType("no_delivery");
    b.store.getState().setBillingAddress(b.billing);
    const created = await b.orderApi.order.create(b.order(b.store.getState()), newIdempotencyKey());
    expect((await b.orderApi.order.detail(created.id)).deliveryKind).toBe("NO_DELIVERY");
  });

  it("a refused order says why, field by field", async () => {
    const b = await buyer(1);
    b.store.getState().setCountry({ id: 250, alphaTwo: "FR" });
    b.store.getState().setCity({ postalCode: "49730", name: "Turquant" });
    // no carrier chosen: PICKUP without a point
    b.store.getState().setBillingAddress(b.billing);
    const refused = await b.orderApi.order
      .create(b.order(b.store.getState()), newIdempotencyKey())
      .catch((e) => e);
    expect(refused).toBeInstanceOf(ApiCallError);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.data?.errors ?? {}).length).toBeGreaterThan(0);
    // a product priced by the client is priced by the server all the same: nothing of the body is money
    expect(JSON.stringify(b.order(b.store.getState()))).not.toMatch(/"price"|"total"/);
  });
});
