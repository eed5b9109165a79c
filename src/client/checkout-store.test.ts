import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AccessPoint,
  type Carrier,
  checkoutStateSchema,
  orderBodySchema,
  type ShippingFees,
} from "../../schemas/order";
import { ApiCallError } from "./api-client";
import { memoryStorage } from "./browser-storage";
import {
  CHECKOUT_KEY,
  type CheckoutDeps,
  type CheckoutLine,
  checkoutProblemsOf,
  createCheckoutStore,
  deliveryKindOf,
  emptyCheckoutState,
  orderBodyOf,
  readCheckoutState,
  storableAddressOf,
} from "./checkout-store";

const carrier = (over: Partial<Carrier> = {}): Carrier => ({
  id: 1,
  name: "Colissimo domicile",
  serviceCode: "COLISSIMO_HOME",
  price: 1290,
  fdp: 1290,
  deliveryType: "DELIVERY",
  siteType: "BUILTIN",
  delayDays: 3,
  ...over,
});
const relayCarrier = carrier({
  id: 2,
  name: "Mondial Relay",
  serviceCode: "MR",
  deliveryType: "PICKUP",
  price: 690,
  fdp: 690,
});
const point: AccessPoint = {
  id: "MR-49400-01",
  name: "Tabac de la Loire",
  addLine1: "3 rue d’Orléans",
  zipCode: "49400",
  city: "Saumur",
  country: "FR",
  position: { lat: 47.26, lng: -0.07 },
  icon: "",
  idCarrier: 2,
  openingHours: null,
};
const lines: CheckoutLine[] = [
  { productId: 10, declinationId: 101, quantity: 6, hasShippingFees: true },
  { productId: 11, declinationId: 111, quantity: 2, hasShippingFees: true },
];
const france = { id: 250, alphaTwo: "FR" };
const turquant = { postalCode: "49730", name: "Turquant" };
const fees = (carriers: Carrier[]): ShippingFees => ({
  carriers,
  zone: "FR",
  bottles: 8,
  freeShipping: false,
  message: null,
});

/** A shipping call the test answers when it likes. */
function deferredApi() {
  const calls: { body: unknown; resolve: (v: ShippingFees) => void; reject: (e: unknown) => void }[] = [];
  const api: CheckoutDeps["api"] = {
    shippingFees: (body) =>
      new Promise((resolve, reject) => {
        calls.push({ body, resolve, reject });
      }),
    discount: async (code) => ({
      code: code.toUpperCase(),
      type: "PERCENT",
      amount: 10,
      detailType: "ORDER",
      value: 900,
      subtotal: 9000,
      total: 8100,
      shippingFees: false,
    }),
  };
  return { api, calls };
}

function storeWith(storage = memoryStorage()) {
  const { api, calls } = deferredApi();
  const store = createCheckoutStore({ api, storage });
  store.getState().load();
  return { store, calls, storage };
}

describe("the order delivery kind (spec §4)", () => {
  it("is DELIVERY with delivery chosen and a home carrier, PICKUP with a relay carrier or none", () => {
    expect(deliveryKindOf({ deliveryType: "delivery", carrier: carrier() })).toBe("DELIVERY");
    expect(deliveryKindOf({ deliveryType: "delivery", carrier: relayCarrier })).toBe("PICKUP");
    expect(deliveryKindOf({ deliveryType: "delivery", carrier: null })).toBe("PICKUP");
  });

  it("is CLICK_AND_COLLECT and NO_DELIVERY whatever the carrier", () => {
    for (const c of [null, carrier(), relayCarrier]) {
      expect(deliveryKindOf({ deliveryType: "clickAndCollect", carrier: c })).toBe("CLICK_AND_COLLECT");
      expect(deliveryKindOf({ deliveryType: "no_delivery", carrier: c })).toBe("NO_DELIVERY");
    }
  });
});

describe("choosing click-and-collect (spec §4)", () => {
  it("clears carrier, city, shipping prices and access point", async () => {
    const { store, calls } = storeWith();
    store.getState().setCountry(france);
    store.getState().setCity(turquant);
    const run = store.getState().calculateShipping(lines);
    calls[0]?.resolve(fees([carrier(), relayCarrier]));
    await run;
    store.getState().chooseAccessPoint(point, relayCarrier);
    store.getState().setDeliveryType("clickAndCollect");
    const s = store.getState();
    expect(s.deliveryType).toBe("clickAndCollect");
    expect(s.carrier).toBeNull();
    expect(s.city).toBeNull();
    expect(s.shippingPrices).toEqual([]);
    expect(s.accessPointAddress).toBeNull();
    // the country is not in spec §4's list: it stays
    expect(s.country).toEqual(france);
  });

  it("going back to delivery keeps the pick-up choice aside, unused", () => {
    const { store } = storeWith();
    store.getState().setDeliveryType("clickAndCollect");
    store.getState().setClickAndCollect({ idAddress: 3, date: "2026-12-04", idSchedule: 7 });
    store.getState().setDeliveryType("delivery");
    expect(deliveryKindOf(store.getState())).toBe("PICKUP");
    expect(store.getState().clickAndCollect.idAddress).toBe(3);
  });
});

describe("shipping calculation (spec §4)", () => {
  it("asks nothing while the address is incomplete", async () => {
    const { store, calls } = storeWith();
    expect(await store.getState().calculateShipping(lines)).toBe("incomplete");
    store.getState().setCountry(france);
    expect(await store.getState().calculateShipping(lines)).toBe("incomplete");
    expect(calls).toHaveLength(0);
  });

  it("sends product ids, declinations, quantities, postal code, country and the code, never a price", async () => {
    const { store, calls } = storeWith();
    store.getState().setCountry(france);
    store.getState().setCity(turquant);
    await store.getState().applyDiscount("port-offert", lines);
    void store.getState().calculateShipping(lines);
    expect(calls[0]?.body).toEqual({
      products: [
        { idProduct: 10, idDeclination: 101, quantity: 6 },
        { idProduct: 11, idDeclination: 111, quantity: 2 },
      ],
      postalCode: "49730",
      country: "FR",
      discountCode: "PORT-OFFERT",
    });
  });

  it("is skipped while another runs", async () => {
    const { store, calls } = storeWith();
    store.getState().setCountry(france);
    store.getState().setCity(turquant);
    const first = store.getState().calculateShipping(lines);
    expect(store.getState().calculating).toBe(true);
    const second = store.getState().calculateShipping(lines);
    // checked before awaiting: a second call that went out would never be answered here
    expect(calls).toHaveLength(1);
    expect(await second).toBe("skipped");
    calls[0]?.resolve(fees([carrier()]));
    expect(await first).toBe("done");
    expect(store.getState().calculating).toBe(false);
  });

  it("on success clears the chosen carrier and stores the returned prices", async () => {
    const { store, calls } = storeWith();
    store.getState().setCountry(france);
    store.getState().setCity(turquant);
    const first = store.getState().calculateShipping(lines);
    calls[0]?.resolve(fees([carrier()]));
    await first;
    store.getState().chooseCarrier(carrier());
    const again = store.getState().calculateShipping(lines);
    const cheaper = [carrier({ price: 0 }), relayCarrier];
    calls[1]?.resolve({ ...fees(cheaper), freeShipping: true, message: "Livraison offerte" });
    await again;
    const s = store.getState();
    expect(s.carrier).toBeNull();
    expect(s.shippingPrices).toEqual(cheaper);
    expect(s.shipping).toEqual({ zone: "FR", bottles: 8, freeShipping: true, message: "Livraison offerte" });
    expect(s.shippingProblem).toBeNull();
    expect(s.shippingFor).toContain('"postalCode":"49730"');
  });

  it("on failure keeps the server's message and status, and offers no carrier", async () => {
    const { store, calls } = storeWith();
    store.getState().setCountry(france);
    store.getState().setCity(turquant);
    const run = store.getState().calculateShipping(lines);
    calls[0]?.reject(new ApiCallError("Nous ne livrons pas ce pays", 422));
    expect(await run).toBe("failed");
    expect(store.getState().shippingProblem).toEqual({ message: "Nous ne livrons pas ce pays", status: 422 });
    expect(store.getState().shippingPrices).toEqual([]);
    expect(store.getState().calculating).toBe(false);
  });

  it("a new city or country makes the prices, the carrier and the relay point stale", async () => {
    const { store, calls } = storeWith();
    store.getState().setCountry(france);
    store.getState().setCity(turquant);
    const run = store.getState().calculateShipping(lines);
    calls[0]?.resolve(fees([carrier(), relayCarrier]));
    await run;
    store.getState().chooseAccessPoint(point, relayCarrier);
    store.getState().setCity({ postalCode: "49400", name: "Saumur" });
    expect(store.getState().shippingPrices).toEqual([]);
    expect(store.getState().carrier).toBeNull();
    expect(store.getState().accessPointAddress).toBeNull();
    expect(store.getState().shippingFor).toBeNull();
  });
});

describe("the state in local storage (spec §4)", () => {
  it("is mirrored on every change and restored on load", async () => {
    const storage = memoryStorage();
    const { store, calls } = storeWith(storage);
    store.getState().setCountry(france);
    store.getState().setCity(turquant);
    const run = store.getState().calculateShipping(lines);
    calls[0]?.resolve(fees([carrier(), relayCarrier]));
    await run;
    store.getState().chooseAccessPoint(point, relayCarrier);
    store.getState().setShippingAddress(storableAddressOf({ firstname: "Claire", address: "2 rue Haute" }));
    store.getState().setPhone("06 39 98 02 03");
    store.getState().setMessage("Sonnez deux fois");
    await store.getState().applyDiscount("bienvenue", lines);

    const stored = JSON.parse(storage.getItem(CHECKOUT_KEY) ?? "null");
    expect(checkoutStateSchema.parse(stored)).toEqual(stored);
    expect(stored).not.toHaveProperty("calculating");

    const { store: reopened } = storeWith(storage);
    const s = reopened.getState();
    expect(s.city).toEqual(turquant);
    expect(s.carrier).toEqual(relayCarrier);
    expect(s.accessPointAddress).toEqual(point);
    expect(s.shippingPrices).toHaveLength(2);
    expect(s.shippingAddress).toEqual({ firstname: "Claire", address: "2 rue Haute" });
    expect(s.phone).toBe("06 39 98 02 03");
    expect(s.message).toBe("Sonnez deux fois");
    expect(s.discount?.code).toBe("BIENVENUE");
    expect(deliveryKindOf(s)).toBe("PICKUP");
  });

  it("is not overwritten by the defaults before it was read", () => {
    const storage = memoryStorage({ [CHECKOUT_KEY]: JSON.stringify({ phone: "0639980203" }) });
    const store = createCheckoutStore({ api: deferredApi().api, storage });
    store.getState().setMessage("avant lecture");
    expect(JSON.parse(storage.getItem(CHECKOUT_KEY) ?? "{}")).toEqual({ phone: "0639980203" });
    store.getState().load();
    expect(store.getState().phone).toBe("0639980203");
  });

  it("drops the parts that do not parse and keeps the others", () => {
    const storage = memoryStorage({
      [CHECKOUT_KEY]: JSON.stringify({
        deliveryType: "teleportation",
        carrier: { id: "x" },
        city: turquant,
        phone: 42,
        message: "bonjour",
      }),
    });
    const state = readCheckoutState(storage);
    expect(state.deliveryType).toBe("delivery");
    expect(state.carrier).toBeNull();
    expect(state.city).toEqual(turquant);
    expect(state.phone).toBe("");
    expect(state.message).toBe("bonjour");
  });

  it("never throws on whatever is stored, and always restores a valid state", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (raw) => {
          const state = readCheckoutState(memoryStorage({ [CHECKOUT_KEY]: raw }));
          expect(checkoutStateSchema.safeParse(state).success).toBe(true);
        },
      ),
    );
  });

  it("survives a storage that refuses everything", () => {
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => undefined,
    };
    const store = createCheckoutStore({ api: deferredApi().api, storage: refusing });
    store.getState().load();
    store.getState().setPhone("0639980203");
    expect(store.getState().phone).toBe("0639980203");
  });
});

describe("a half-typed address", () => {
  it("keeps the fields valid on their own, trimmed as the server reads them", () => {
    expect(
      storableAddressOf({ firstname: "  Claire ", lastname: "", postalCode: "4", address: "2 rue Haute" }),
    ).toEqual({ firstname: "Claire", address: "2 rue Haute" });
  });
});

describe("what the checkout still misses", () => {
  const ready = () => {
    const state = emptyCheckoutState();
    state.country = france;
    state.city = turquant;
    state.shippingAddress = { firstname: "Claire", lastname: "Dubois", address: "2 rue Haute" };
    return state;
  };

  it("home delivery: a carrier of type DELIVERY and the address, billing the same by default", () => {
    const state = ready();
    expect(checkoutProblemsOf(state, { homeDelivery: true })).toEqual([
      { field: "delivery.carrier", key: "checkout.chooseCarrier" },
    ]);
    state.carrier = carrier();
    expect(checkoutProblemsOf(state, { homeDelivery: true })).toEqual([]);
    state.shippingAddress = { firstname: "Claire" };
    expect(checkoutProblemsOf(state, { homeDelivery: true }).map((p) => p.field)).toEqual([
      "shippingAddress.lastname",
      "shippingAddress.address",
    ]);
  });

  it("relay point: a point and its carrier, and a billing address", () => {
    const state = ready();
    expect(checkoutProblemsOf(state, { homeDelivery: false }).map((p) => p.field)).toEqual([
      "delivery.accessPoint",
      "billingAddress.firstname",
      "billingAddress.lastname",
      "billingAddress.address",
      "billingAddress.postalCode",
      "billingAddress.city",
      "billingAddress.country",
    ]);
    state.accessPointAddress = point;
    state.carrier = relayCarrier;
    state.billingAddress = {
      firstname: "Claire",
      lastname: "Dubois",
      address: "2 rue Haute",
      postalCode: "49730",
      city: "Turquant",
      country: "FR",
    };
    expect(checkoutProblemsOf(state, { homeDelivery: false })).toEqual([]);
  });

  it("click-and-collect: the place, then the date, then the slot", () => {
    const state = emptyCheckoutState();
    state.deliveryType = "clickAndCollect";
    state.billingAddress = {
      firstname: "Claire",
      lastname: "Dubois",
      address: "2 rue Haute",
      postalCode: "49730",
      city: "Turquant",
      country: "FR",
    };
    const first = () => checkoutProblemsOf(state, { homeDelivery: true })[0]?.key;
    expect(first()).toBe("checkout.choosePickupPlace");
    state.clickAndCollect.idAddress = 4;
    expect(first()).toBe("checkout.choosePickupDate");
    state.clickAndCollect.date = "2026-12-04";
    expect(first()).toBe("checkout.choosePickupSlot");
    state.clickAndCollect.idSchedule = 9;
    expect(first()).toBeUndefined();
  });
});

describe("the order body (spec §7)", () => {
  const billing = {
    firstname: "Claire",
    lastname: "Dubois",
    address: "5 place du Marché",
    postalCode: "49400",
    city: "Saumur",
    country: "FR",
  };
  const input = {
    cartId: "6f1c1a52-8f3e-4a4b-9a55-0b7a1f2d3e4c",
    lines,
    paymentMethod: "BANK_TRANSFER" as const,
    acceptTerms: true,
  };

  it("home delivery: the carrier, the address typed with the place chosen, billing the same", () => {
    const state = emptyCheckoutState();
    state.country = france;
    state.city = turquant;
    state.carrier = carrier();
    state.shippingAddress = { firstname: "Claire", lastname: "Dubois", address: "2 rue Haute" };
    state.phone = " 06 39 98 02 03 ";
    const body = orderBodyOf(state, input);
    expect(body).toEqual({
      cartId: input.cartId,
      products: [
        { id: 101, quantity: 6 },
        { id: 111, quantity: 2 },
      ],
      phone: "06 39 98 02 03",
      shippingAddress: {
        firstname: "Claire",
        lastname: "Dubois",
        address: "2 rue Haute",
        postalCode: "49730",
        city: "Turquant",
        country: "FR",
      },
      billingAddress: {
        firstname: "Claire",
        lastname: "Dubois",
        address: "2 rue Haute",
        postalCode: "49730",
        city: "Turquant",
        country: "FR",
      },
      delivery: { type: "DELIVERY", idCarrier: 1, serviceName: "Colissimo domicile", code: "COLISSIMO_HOME" },
      deliveryPostalCode: "49730",
      deliveryIdCountry: 250,
      paymentMethod: "BANK_TRANSFER",
      acceptTerms: true,
    });
    expect(orderBodySchema.safeParse(body).success).toBe(true);
  });

  it("relay point: the point's id and its carrier, no shipping address", () => {
    const state = emptyCheckoutState();
    state.country = france;
    state.city = { postalCode: "49400", name: "Saumur" };
    state.carrier = relayCarrier;
    state.accessPointAddress = point;
    state.billingAddress = billing;
    state.discount = {
      code: "BIENVENUE",
      type: "EURO",
      amount: 500,
      detailType: "ORDER",
      value: 500,
      subtotal: 9000,
      total: 8500,
      shippingFees: false,
    };
    const body = orderBodyOf(state, input);
    expect(body.shippingAddress).toBeUndefined();
    expect(body.delivery).toEqual({
      type: "PICKUP",
      idCarrier: 2,
      serviceName: "Mondial Relay",
      code: "MR",
      accessPoint: { id: "MR-49400-01" },
    });
    expect(body.discountCode).toBe("BIENVENUE");
    expect(body.deliveryPostalCode).toBe("49400");
    expect(orderBodySchema.safeParse(body).success).toBe(true);
  });

  it("click-and-collect: the place, date and slot, no carrier even if one lingers", () => {
    const state = emptyCheckoutState();
    state.deliveryType = "clickAndCollect";
    state.carrier = carrier();
    state.clickAndCollect = { idAddress: 4, date: "2026-12-04", idSchedule: 9 };
    state.billingAddress = billing;
    state.message = "  ";
    const body = orderBodyOf(state, { ...input, paymentMethod: "ON_PICKUP", birthdate: "1990-07-08" });
    expect(body).toMatchObject({
      idAddress: 4,
      dateSchedule: "2026-12-04",
      idSchedule: 9,
      delivery: { type: "CLICK_AND_COLLECT" },
      paymentMethod: "ON_PICKUP",
      birthdate: "1990-07-08",
    });
    expect(body.delivery).toEqual({ type: "CLICK_AND_COLLECT" });
    expect(body).not.toHaveProperty("deliveryPostalCode");
    expect(body).not.toHaveProperty("message");
    expect(orderBodySchema.safeParse(body).success).toBe(true);
  });

  it("never carries a price, whatever the state", () => {
    const state = emptyCheckoutState();
    state.country = france;
    state.city = turquant;
    state.carrier = carrier({ price: 1, fdp: 1 });
    state.shippingAddress = { firstname: "Claire", lastname: "Dubois", address: "2 rue Haute" };
    const text = JSON.stringify(orderBodyOf(state, input));
    expect(text).not.toMatch(/"price"|"fdp"|"total"|"subtotal"|"value"/);
  });
});

describe("after the order", () => {
  it("forgets the delivery choice, the code and the message, keeps addresses and phone", async () => {
    const { store } = storeWith();
    store.getState().setCountry(france);
    store.getState().setCity(turquant);
    store.getState().chooseCarrier(carrier());
    store.getState().setShippingAddress({ firstname: "Claire" });
    store.getState().setPhone("0639980203");
    store.getState().setMessage("Merci");
    await store.getState().applyDiscount("bienvenue", lines);
    store.getState().orderPlaced();
    const s = store.getState();
    expect(s.carrier).toBeNull();
    expect(s.discount).toBeNull();
    expect(s.message).toBe("");
    expect(s.shippingPrices).toEqual([]);
    expect(s.shippingAddress).toEqual({ firstname: "Claire" });
    expect(s.phone).toBe("0639980203");
    expect(s.city).toEqual(turquant);
  });
});
