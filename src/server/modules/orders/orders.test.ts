// The ordering and delivery calls of spec §7 on the demo domaine (site 2), tried as hand-made
// requests: every figure is the server's, every rule holds whatever the client sends, and
// concurrent buyers never oversell.
import { and, desc, eq, inArray, like } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ClickAndCollect,
  OrderCreated,
  OrderDetail,
  OrderDiscount,
  OrderValidation,
  ShippingFees,
} from "../../../../schemas/order";
import type { ProductDetail } from "../../../../schemas/shop";
import { BUYER_ADDRESS } from "../../../../tests/fixtures/buyer-address";
import { userWithSession } from "../../../../tests/support/admin-session";
import { pdfText } from "../../../../tests/support/pdf-text";
import { createTestPlatform, envelopeOf, setSiteParameter } from "../../../../tests/support/test-platform";
import { formatPrice } from "../../../runtime/shop/money";
import { withSite } from "../../db/client";
import {
  cartProducts,
  carts,
  discounts,
  jobs,
  mailOutbox,
  orders,
  productDeclinations,
  users,
} from "../../db/schema";
import { createLogger } from "../../logger";
import { createSession } from "../account/session";
import { sendDueReviewRequests } from "./order-mail-queue";

const platform = await createTestPlatform();
afterAll(() => platform.close());

type Init = {
  method?: string;
  json?: unknown;
  token?: string;
  lang?: string;
  headers?: Record<string, string>;
};

async function call<T>(path: string, init: Init = {}) {
  const { token, lang = "en_GB", headers = {}, ...rest } = init;
  const response = await platform.call(`/api${path}`, {
    site: 2,
    lang,
    ...rest,
    headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const body = await envelopeOf(response);
  return { status: response.status, body, data: body.data as T };
}
const post = <T>(path: string, json: unknown, init: Init = {}) =>
  call<T>(path, { ...init, method: "POST", json });
/** What the server charges for these lines (volume discounts included), from POST /order/validate. */
async function productsTotal(products: { id: number; quantity: number }[]) {
  return (await post<OrderValidation>("/order/validate", { products })).data.subtotal;
}
const fieldsOf = (data: unknown) => (data as { errors: Record<string, string[]> }).errors;

/** A customer of site 2 with a session: Claire Martin, of age unless told otherwise. */
const buyer = (birthdate: string | null = "1980-05-12") =>
  userWithSession(platform.db, 2, "CUSTOMER", { firstname: "Claire", lastname: "Martin", birthdate });

const setParameter = (type: string, value: string | number | boolean | null) =>
  setSiteParameter(platform, 2, type, value);

async function stockOf(declinationId: number) {
  const [row] = await withSite(platform.db, 2, (tx) =>
    tx
      .select({ quantity: productDeclinations.quantity })
      .from(productDeclinations)
      .where(eq(productDeclinations.id, declinationId)),
  );
  return row?.quantity;
}

async function setStock(declinationId: number, quantity: number) {
  await withSite(platform.db, 2, (tx) =>
    tx.update(productDeclinations).set({ quantity }).where(eq(productDeclinations.id, declinationId)),
  );
}

const product = async (slug: string) => (await call<ProductDetail>(`/product/${slug}`)).data;
const TC = "saumur-champigny-les-trois-coteaux";
let tc: ProductDetail;
let tc2023: number; // 75 cl, 9.50 €? read from the catalogue
let tcHalf: number; // 37.5 cl, sold by 6
let voucher: ProductDetail; // no shipping fees

const address = BUYER_ADDRESS;

let colissimo: number;
let chrono: number;
let relay: number;

beforeAll(async () => {
  tc = await product(TC);
  const find = (year: number, capacity: number) => {
    const d = tc.declinations.find((x) => x.year === year && x.capacity === capacity);
    if (!d) throw new Error(`no ${year} ${capacity}`);
    return d.id;
  };
  tc2023 = find(2023, 75);
  tcHalf = find(2023, 37.5);
  voucher = await product("bon-cadeau-visite-degustation");
  const fees = await post<ShippingFees>("/calculate/shipping-fees", {
    products: [{ idProduct: tc.id, idDeclination: tc2023, quantity: 6 }],
    postalCode: "49400",
    country: "FR",
  });
  const byCode = (code: string) => fees.data.carriers.find((c) => c.serviceCode === code)?.id ?? 0;
  colissimo = byCode("COLISSIMO_HOME");
  chrono = byCode("CHRONO13");
  relay = byCode("MONDIAL_RELAY");
});

describe("POST /calculate/shipping-fees", () => {
  const fees = (products: unknown[], postalCode = "49400", country: unknown = "FR", extra = {}) =>
    post<ShippingFees>("/calculate/shipping-fees", { products, postalCode, country, ...extra });

  it("rejects an empty cart with the spec's message", async () => {
    const r = await fees([]);
    expect(r.status).toBe(422);
    expect(r.body.message).toBe("No products in cart");
  });

  it("prices every carrier from its grid for mainland France", async () => {
    const r = await fees([{ idProduct: tc.id, idDeclination: tc2023, quantity: 6 }]);
    expect(r.status).toBe(200);
    expect(r.data.zone).toBe("FR");
    expect(r.data.bottles).toBe(6);
    expect(r.data.freeShipping).toBe(false);
    const prices = Object.fromEntries(
      r.data.carriers.map((c) => [c.serviceCode, [c.price, c.fdp, c.deliveryType]]),
    );
    expect(prices).toEqual({
      COLISSIMO_HOME: [1690, 1690, "DELIVERY"],
      CHRONO13: [2490, 2490, "DELIVERY"],
      MONDIAL_RELAY: [890, 890, "PICKUP"],
    });
    expect(r.data.message).toBeTruthy();
  });

  it("counts half bottles as halves, rounded down (spec §5)", async () => {
    const r = await fees([{ idProduct: tc.id, idDeclination: tcHalf, quantity: 6 }]);
    expect(r.data.bottles).toBe(3);
    expect(r.data.carriers.find((c) => c.id === colissimo)?.fdp).toBe(1290);
  });

  it("makes shipping free from FREE_SHIPPING_BOTTLE bottles (12 on the demo), the grid fee kept", async () => {
    const r = await fees([{ idProduct: tc.id, idDeclination: tc2023, quantity: 12 }]);
    expect(r.data.freeShipping).toBe(true);
    const c = r.data.carriers.find((x) => x.id === colissimo);
    expect(c).toMatchObject({ price: 0, fdp: 2290 });
  });

  it("makes shipping free with a SHIPPING_FEES code", async () => {
    const r = await fees([{ idProduct: tc.id, idDeclination: tc2023, quantity: 2 }], "49400", "FR", {
      discountCode: "livraisonofferte",
    });
    expect(r.data.freeShipping).toBe(true);
    expect(r.data.carriers.every((c) => c.price === 0 && c.fdp > 0)).toBe(true);
  });

  it("prices Corsica apart, with the carriers that serve it", async () => {
    const r = await fees([{ idProduct: tc.id, idDeclination: tc2023, quantity: 6 }], "20000", 250);
    expect(r.data.zone).toBe("CORSICA");
    expect(r.data.carriers.map((c) => [c.serviceCode, c.price])).toEqual([["COLISSIMO_HOME", 2190]]);
    // thresholds apply in France, Corsica included
    const twelve = await fees([{ idProduct: tc.id, idDeclination: tc2023, quantity: 12 }], "20000", "FR");
    expect(twelve.data.freeShipping).toBe(true);
  });

  it("leaves out products without shipping fees", async () => {
    const only = await fees([{ idProduct: voucher.id, quantity: 2 }]);
    expect(only.status).toBe(200);
    expect(only.data.carriers).toEqual([]);
    expect(only.data.bottles).toBe(0);
    const mixed = await fees([
      { idProduct: voucher.id, quantity: 2 },
      { idProduct: tc.id, idDeclination: tc2023, quantity: 6 },
    ]);
    expect(mixed.data.bottles).toBe(6);
  });

  it("sells in France only with ONLY_SELL_IN_FRANCE, in the EU otherwise, worldwide with SELLS_WORLDWIDE", async () => {
    const six = [{ idProduct: tc.id, idDeclination: tc2023, quantity: 6 }];
    const germany = await fees(six, "10115", "DE");
    expect(germany.status).toBe(422);
    expect(germany.body.message).toBe("We do not deliver to this country");
    await setParameter("ONLY_SELL_IN_FRANCE", false);
    try {
      const eu = await fees(six, "10115", "DE");
      expect(eu.status).toBe(200);
      expect(eu.data.zone).toBe("EU");
      expect(eu.data.carriers.map((c) => [c.serviceCode, c.price])).toEqual([["COLISSIMO_HOME", 3490]]);
      // no free shipping abroad, even past the threshold
      const euTwelve = await fees([{ ...six[0], quantity: 12 }], "10115", "DE");
      expect(euTwelve.data.carriers[0]?.price).toBe(4990);
      expect((await fees(six, "10001", "US")).status).toBe(422);
      await setParameter("SELLS_WORLDWIDE", true);
      const us = await fees(six, "10001", "US");
      expect(us.status).toBe(200);
      expect(us.data.zone).toBe("WORLD");
    } finally {
      await setParameter("SELLS_WORLDWIDE", false);
      await setParameter("ONLY_SELL_IN_FRANCE", true);
    }
  });

  it("honours LOCK_DELIVERY, the expedition minimum, maximum and case multiple", async () => {
    const line = (quantity: number) => [{ idProduct: tc.id, idDeclination: tc2023, quantity }];
    await setParameter("LOCK_DELIVERY", true);
    try {
      const locked = await fees(line(6));
      expect(locked.status).toBe(422);
      expect(locked.body.message).toBe("Delivery is not available: please choose click-and-collect");
    } finally {
      await setParameter("LOCK_DELIVERY", false);
    }
    await setParameter("MINIMUM_EXPEDITION_BOTTLE", 3);
    await setParameter("MAXIMUM_EXPEDITION_BOTTLE", 24);
    await setParameter("BOTTLE_MULTIPLE", 6);
    try {
      expect((await fees(line(2))).body.message).toBe("A shipment holds at least 3 bottles");
      expect((await fees(line(30))).body.message).toBe("A shipment holds at most 24 bottles");
      const mixed = await fees(line(8));
      expect(mixed.status).toBe(422);
      expect(mixed.body.message).toBe("Bottles are shipped in cases of 6: add 4 more");
      expect((await fees(line(12))).status).toBe(200);
    } finally {
      await setParameter("MINIMUM_EXPEDITION_BOTTLE", null);
      await setParameter("MAXIMUM_EXPEDITION_BOTTLE", null);
      await setParameter("BOTTLE_MULTIPLE", null);
    }
  });

  it("answers bad input with 400 and the fields at fault", async () => {
    for (const body of [
      null,
      { products: "x", postalCode: "49400", country: "FR" },
      { products: [{ idProduct: -1, quantity: 1 }], postalCode: "49400", country: "FR" },
      { products: [{ idProduct: 1, quantity: 1 }], postalCode: "<script>", country: "FR" },
      { products: [{ idProduct: 1, quantity: 1e9 }], postalCode: "49400", country: "FR" },
    ]) {
      const r = await post("/calculate/shipping-fees", body);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    const unknownCountry = await fees([{ idProduct: tc.id, quantity: 1 }], "49400", "ZZ");
    expect(unknownCountry.status).toBe(422);
    expect(fieldsOf(unknownCountry.data).country).toBeTruthy();
  });
});

describe("POST /relay/access-points", () => {
  it("lists the built-in network's points nearest the postal code first", async () => {
    const r = await post<{ accessPoints: { zipCode: string; idCarrier: number; position: unknown }[] }>(
      "/relay/access-points",
      { postalCode: "49400", country: "FR" },
    );
    expect(r.status).toBe(200);
    expect(r.data.accessPoints).toHaveLength(5);
    expect(r.data.accessPoints.slice(0, 2).map((p) => p.zipCode)).toEqual(["49400", "49400"]);
    expect(r.data.accessPoints[2]?.zipCode.startsWith("49")).toBe(true);
    expect(r.data.accessPoints.every((p) => p.idCarrier === relay)).toBe(true);
    const paris = await post<{ accessPoints: { city: string }[] }>("/relay/access-points", {
      postalCode: "75012",
      country: 250,
    });
    expect(paris.data.accessPoints[0]?.city).toBe("Paris");
  });

  it("answers bad input with 400", async () => {
    expect((await post("/relay/access-points", { postalCode: "", country: "FR" })).status).toBe(400);
  });
});

describe("GET /click-and-collect", () => {
  it("gives the pick-up places, their weekly slots, calendar and preparation time", async () => {
    const r = await call<ClickAndCollect>("/click-and-collect");
    expect(r.status).toBe(200);
    expect(r.data.preparationHours).toBe(48);
    const [place] = r.data.addresses;
    expect(place?.name).toBe("Le Caveau des Trois Coteaux");
    expect(place?.idCalendar).toBeTypeOf("number");
    expect(place?.schedules.length).toBe(10);
    const allowed = await call<{ dates: string[] }>(
      `/calendar/${place?.idCalendar}/date/allowed/${new Date().getMonth() + 1}/${new Date().getFullYear()}`,
    );
    expect(allowed.status).toBe(200);
  });
});

describe("POST /order/validate and POST /order/discount", () => {
  it("prices each line and says what prevents ordering it", async () => {
    const magnum = tc.declinations.find((d) => d.year === 2022 && d.capacity === 150);
    const r = await post<OrderValidation>("/order/validate", {
      products: [
        { id: tc2023, quantity: 3 },
        { id: magnum?.id, quantity: 50 },
        { id: tcHalf, quantity: 4 },
        { id: 999999, quantity: 1 },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.data.valid).toBe(false);
    expect(r.data.errors[String(magnum?.id)]).toEqual(["Only 4 items remaining in stock"]);
    expect(r.data.errors[String(tcHalf)]?.[0]).toMatch(/multiple of 6/);
    expect(r.data.errors["999999"]).toEqual(["This product is no longer available"]);
    const line = r.data.lines.find((l) => l.declinationId === tc2023);
    expect(line?.total).toBe((line?.unitPrice ?? 0) * 3);
    expect((await post("/order/validate", { products: [] })).body.message).toBe("No products in cart");
  });

  it("applies percent, euro and free-shipping codes with their minimum", async () => {
    const products = [{ id: tc2023, quantity: 3 }];
    const percent = await post<OrderDiscount>("/order/discount", { code: "bienvenue10", products });
    expect(percent.status).toBe(200);
    expect(percent.data.value).toBe(Math.round(percent.data.subtotal * 0.1));
    expect(percent.data.total).toBe(percent.data.subtotal - percent.data.value);
    const minimum = await post("/order/discount", {
      code: "FIDELITE5",
      products: [{ id: tc2023, quantity: 1 }],
    });
    expect(minimum.status).toBe(422);
    expect(minimum.body.message).toMatch(/from 50,00/);
    const euros = await post<OrderDiscount>("/order/discount", {
      code: "FIDELITE5",
      products: [{ id: tc2023, quantity: 6 }],
    });
    expect(euros.data.value).toBe(500);
    const free = await post<OrderDiscount>("/order/discount", { code: "LIVRAISONOFFERTE", products });
    expect(free.data).toMatchObject({ value: 0, shippingFees: true });
    const unknown = await post("/order/discount", { code: "NOPE", products });
    expect(unknown.status).toBe(422);
    expect(fieldsOf(unknown.data).discountCode).toEqual(["This discount code is not valid"]);
  });
});

describe("POST /order", () => {
  const deliveryOrder = (extra: Record<string, unknown> = {}) => ({
    products: [{ id: tc2023, quantity: 6 }],
    billingAddress: address,
    shippingAddress: address,
    phone: "06 12 34 56 78",
    delivery: { type: "DELIVERY", idCarrier: colissimo },
    paymentMethod: "BANK_TRANSFER",
    acceptTerms: true,
    ...extra,
  });

  it("needs a logged user", async () => {
    const r = await post("/order", deliveryOrder());
    expect(r.status).toBe(401);
  });

  it("creates an order priced by the server whatever the client says about money", async () => {
    const { token, id: userId, email } = await buyer();
    const before = await stockOf(tc2023);
    const r = await post<OrderCreated>(
      "/order",
      deliveryOrder({
        delivery: { type: "DELIVERY", idCarrier: colissimo, price: 0 },
        total: 1,
        subtotal: 1,
      }),
      { token },
    );
    expect(r.status).toBe(201);
    expect(r.data.status).toBe("PENDING_PAYMENT");
    expect(r.data.reference).toMatch(/^2-\d{4}-\d{5}$/);
    const six = await productsTotal([{ id: tc2023, quantity: 6 }]);
    // 6 bottles reach the wine's volume discount: the total is the server's, not 6 × the price
    expect(six).toBeLessThan((tc.declinations.find((d) => d.id === tc2023)?.finalPrice ?? 0) * 6);
    expect(r.data.total).toBe(six + 1690);
    expect(await stockOf(tc2023)).toBe((before ?? 0) - 6);

    const detail = await call<OrderDetail>(`/order/${r.data.id}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.data).toMatchObject({
      reference: r.data.reference,
      deliveryKind: "DELIVERY",
      shippingFees: 1690,
      carrier: { id: colissimo },
      shippingAddress: { city: "Saumur" },
      bankDetails: { holder: "SCEA Domaine des Trois Coteaux" },
    });
    const list = await call<{ orders: { id: number; itemCount: number }[] }>("/order", { token });
    expect(list.data.orders).toEqual([expect.objectContaining({ id: r.data.id, itemCount: 6 })]);

    // another buyer cannot read it
    const other = await buyer();
    expect((await call(`/order/${r.data.id}`, { token: other.token })).status).toBe(404);

    // the buyer and the owner got their mails
    await platform.mailer.flush();
    const mails = await withSite(platform.db, 2, (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.siteId, 2)).orderBy(desc(mailOutbox.id)).limit(5),
    );
    const confirmation = mails.find((m) => m.kind === "order.confirmation" && m.toAddress === email);
    expect(confirmation?.subject).toBe(`Your order ${r.data.reference}`);
    expect(confirmation?.text).toContain("IBAN");
    expect(mails.some((m) => m.kind === "order.owner" && m.toAddress === "contact@domaine.vinisite.fr")).toBe(
      true,
    );
    // ORDER_REVIEW_DELAY (14 days on the demo) schedules the review request
    const [row] = await withSite(platform.db, 2, (tx) =>
      tx
        .select()
        .from(orders)
        .where(and(eq(orders.siteId, 2), eq(orders.userId, userId))),
    );
    expect(row?.reviewRequestDueAt?.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
  });

  it("makes one order of a double click (Idempotency-Key)", async () => {
    const { token } = await buyer();
    const headers = { "Idempotency-Key": "attempt-1234567890" };
    const [a, b] = await Promise.all([
      post<OrderCreated>("/order", deliveryOrder(), { token, headers }),
      post<OrderCreated>("/order", deliveryOrder(), { token, headers }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.data.id).toBe(b.data.id);
    const list = await call<{ orders: unknown[] }>("/order", { token });
    expect(list.data.orders).toHaveLength(1);
    expect(
      (await post("/order", deliveryOrder(), { token, headers: { "Idempotency-Key": "x" } })).status,
    ).toBe(400);
  });

  it("empties the cart it was made from", async () => {
    const { token } = await buyer();
    const added = await post<{ cartId: string }>(`/cart/new/product/${tc2023}`, { quantity: 6 }, { token });
    const cartId = added.data.cartId;
    expect((await post<OrderCreated>("/order", deliveryOrder({ cartId }), { token })).status).toBe(201);
    const lines = await withSite(platform.db, 2, (tx) =>
      tx.select().from(cartProducts).where(eq(cartProducts.cartId, cartId)),
    );
    expect(lines).toEqual([]);
    const [cart] = await withSite(platform.db, 2, (tx) =>
      tx.select().from(carts).where(eq(carts.id, cartId)),
    );
    expect(cart?.id).toBe(cartId);
  });

  it("answers an attempt made again after its order was committed with that order", async () => {
    const { token } = await buyer();
    const headers = { "Idempotency-Key": "attempt-again-1234567890" };
    const first = await post<OrderCreated>("/order", deliveryOrder(), { token, headers });
    expect(first.status).toBe(201);
    const again = await post<OrderCreated>(
      "/order",
      deliveryOrder({ products: [{ id: tc2023, quantity: 12 }] }),
      { token, headers },
    );
    expect(again.status).toBe(200);
    expect(again.data).toEqual(first.data);
    expect((await call<{ orders: unknown[] }>("/order", { token })).data.orders).toHaveLength(1);
    // the key is the buyer's own: another buyer's attempt with it makes another order
    const other = await buyer();
    const theirs = await post<OrderCreated>("/order", deliveryOrder(), { token: other.token, headers });
    expect(theirs.status).toBe(201);
    expect(theirs.data.id).not.toBe(first.data.id);
  });

  it("does not empty another buyer's cart named in the order", async () => {
    const owner = await buyer();
    const added = await post<{ cartId: string }>(
      `/cart/new/product/${tc2023}`,
      { quantity: 6 },
      {
        token: owner.token,
      },
    );
    const cartId = added.data.cartId;
    const other = await buyer();
    expect((await post("/order", deliveryOrder({ cartId }), { token: other.token })).status).toBe(201);
    const lines = await withSite(platform.db, 2, (tx) =>
      tx.select().from(cartProducts).where(eq(cartProducts.cartId, cartId)),
    );
    expect(lines.map((l) => l.quantity)).toEqual([6]);
  });

  it("writes its two mails with their delivery jobs, from the site's sender", async () => {
    const previous = await setParameter("SEND_MAIL_AS_NAME", "Domaine des Trois Coteaux, vignerons");
    try {
      const { token, email } = await buyer();
      const r = await post<OrderCreated>("/order", deliveryOrder(), { token });
      expect(r.status).toBe(201);
      const written = await withSite(platform.db, 2, async (tx) => {
        const mails = await tx
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.siteId, 2), like(mailOutbox.subject, `%${r.data.reference}%`)))
          .orderBy(mailOutbox.id);
        const deliveries = await tx
          .select()
          .from(jobs)
          .where(
            inArray(
              jobs.dedupeKey,
              mails.map((m) => `mail:${m.id}`),
            ),
          );
        return { mails, deliveries };
      });
      expect(written.mails.map((m) => [m.kind, m.toAddress, m.fromAddress])).toEqual([
        [
          "order.confirmation",
          email,
          '"Domaine des Trois Coteaux, vignerons" <ne-pas-repondre@domaine.vinisite.fr>',
        ],
        [
          "order.owner",
          "contact@domaine.vinisite.fr",
          '"Domaine des Trois Coteaux, vignerons" <ne-pas-repondre@domaine.vinisite.fr>',
        ],
      ]);
      expect(written.deliveries.map((j) => [j.kind, j.payload, j.maxAttempts]).sort()).toEqual(
        written.mails.map((m) => ["mail.deliver", { mailId: m.id }, 12]).sort(),
      );
    } finally {
      await setParameter("SEND_MAIL_AS_NAME", previous);
    }
  });

  it("ships to a relay point of the carrier's network", async () => {
    const { token } = await buyer();
    const missing = await post("/order", deliveryOrder({ delivery: { type: "PICKUP", idCarrier: relay } }), {
      token,
    });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe("Choose a pick-up point");
    const wrongCarrier = await post(
      "/order",
      deliveryOrder({ delivery: { type: "PICKUP", idCarrier: colissimo, accessPoint: { id: "MR-049001" } } }),
      { token },
    );
    expect(wrongCarrier.status).toBe(422);
    const r = await post<OrderCreated>(
      "/order",
      deliveryOrder({
        shippingAddress: undefined,
        delivery: { type: "PICKUP", idCarrier: relay, accessPoint: { id: "MR-049001" } },
      }),
      { token },
    );
    expect(r.status).toBe(201);
    expect(r.data.total).toBe((await productsTotal([{ id: tc2023, quantity: 6 }])) + 890);
    const detail = await call<OrderDetail>(`/order/${r.data.id}`, { token });
    expect(detail.data.accessPoint?.name).toBe("Tabac Presse du Château");
  });

  it("takes a click-and-collect order for an allowed slot only, payable at pick-up", async () => {
    const { token } = await buyer();
    const info = (await call<ClickAndCollect>("/click-and-collect")).data;
    const place = info.addresses[0];
    if (!place?.idCalendar) throw new Error("no pick-up place");
    // the first allowed date at least 3 days ahead (48 h of preparation), and its first slot
    const now = new Date();
    const dates: string[] = [];
    for (const offset of [0, 1]) {
      const month = ((now.getMonth() + offset) % 12) + 1;
      const year = now.getFullYear() + (now.getMonth() + offset >= 12 ? 1 : 0);
      dates.push(
        ...(await call<{ dates: string[] }>(`/calendar/${place.idCalendar}/date/allowed/${month}/${year}`))
          .data.dates,
      );
    }
    const threeDays = new Date(now.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const date = dates.find((d) => d >= threeDays);
    if (!date) throw new Error("no allowed date");
    const weekday = ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const slot = place.schedules.find((s) => s.weekday === weekday);
    const wrongDay = place.schedules.find((s) => s.weekday !== weekday);
    const order = (extra: Record<string, unknown>) =>
      post<OrderCreated>(
        "/order",
        {
          products: [{ id: tc2023, quantity: 2 }],
          billingAddress: address,
          delivery: { type: "CLICK_AND_COLLECT" },
          idAddress: place.id,
          dateSchedule: date,
          idSchedule: slot?.id,
          paymentMethod: "ON_PICKUP",
          acceptTerms: true,
          ...extra,
        },
        { token },
      );
    expect((await order({ idSchedule: wrongDay?.id })).body.message).toBe(
      "This pick-up slot is not available: choose another one",
    );
    const today = now.toISOString().slice(0, 10);
    expect((await order({ dateSchedule: today })).status).toBe(422);
    const r = await order({});
    expect(r.status).toBe(201);
    expect(r.data.total).toBe(await productsTotal([{ id: tc2023, quantity: 2 }]));
    const detail = await call<OrderDetail>(`/order/${r.data.id}`, { token });
    expect(detail.data.clickAndCollect).toMatchObject({ date, opensAt: slot?.opensAt });
    expect(detail.data.paymentMethod).toBe("ON_PICKUP");
    // payment at pick-up is refused for a shipped order
    const shipped = await post("/order", deliveryOrder({ paymentMethod: "ON_PICKUP" }), { token });
    expect(shipped.status).toBe(422);
    expect(fieldsOf(shipped.data).paymentMethod).toBeTruthy();
  });

  it("applies a code once per buyer when the code says so, and counts its uses", async () => {
    const { token } = await buyer();
    const first = await post<OrderCreated>("/order", deliveryOrder({ discountCode: "BIENVENUE10" }), {
      token,
    });
    expect(first.status).toBe(201);
    const subtotal = await productsTotal([{ id: tc2023, quantity: 6 }]);
    expect(first.data.total).toBe(subtotal - Math.round(subtotal * 0.1) + 1690);
    const again = await post("/order", deliveryOrder({ discountCode: "BIENVENUE10" }), { token });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe("This discount code has already been used as many times as allowed");
    // free shipping by code
    const free = await post<OrderCreated>("/order", deliveryOrder({ discountCode: "LIVRAISONOFFERTE" }), {
      token,
    });
    expect(free.data.total).toBe(subtotal);
  });

  it("checks the buyer's majority where the site blocks minors", async () => {
    const noBirthdate = await buyer(null);
    const r = await post("/order", deliveryOrder(), { token: noBirthdate.token });
    expect(r.status).toBe(422);
    expect(fieldsOf(r.data).birthdate).toBeTruthy();
    const minor = await post("/order", deliveryOrder({ birthdate: "2015-01-01" }), {
      token: noBirthdate.token,
    });
    expect(minor.status).toBe(422);
    const adult = await post("/order", deliveryOrder({ birthdate: "1990-01-01" }), {
      token: noBirthdate.token,
    });
    expect(adult.status).toBe(201);
    // the proof is kept on the account: the next order does not ask again
    expect((await post("/order", deliveryOrder(), { token: noBirthdate.token })).status).toBe(201);
  });

  it("refuses what breaks a rule: terms, stock, multiples, carriers, phone", async () => {
    const { token } = await buyer();
    const terms = await post("/order", deliveryOrder({ acceptTerms: false }), { token });
    expect(terms.status).toBe(400);
    // the schema's catalogue key comes back as text in the caller's language
    expect(fieldsOf(terms.data).acceptTerms).toEqual(["Please accept the terms of sale"]);
    const half = await post("/order", deliveryOrder({ products: [{ id: tcHalf, quantity: 4 }] }), { token });
    expect(half.status).toBe(422);
    const magnum = tc.declinations.find((d) => d.year === 2022 && d.capacity === 150);
    const stock = await post("/order", deliveryOrder({ products: [{ id: magnum?.id, quantity: 99 }] }), {
      token,
    });
    expect(stock.status).toBe(409);
    expect(stock.body.message).toBe("Only 4 items remaining in stock");
    const corsicaChrono = await post(
      "/order",
      deliveryOrder({
        shippingAddress: { ...address, postalCode: "20000", city: "Ajaccio" },
        delivery: { type: "DELIVERY", idCarrier: chrono },
      }),
      { token },
    );
    expect(corsicaChrono.status).toBe(422);
    expect(corsicaChrono.body.message).toBe("This carrier does not deliver this order: choose another one");
    const relayAsHome = await post(
      "/order",
      deliveryOrder({ delivery: { type: "DELIVERY", idCarrier: relay } }),
      { token },
    );
    expect(relayAsHome.status).toBe(422);
    const phone = await post("/order", deliveryOrder({ phone: "12" }), { token });
    expect(phone.status).toBe(422);
    const nothingShipped = await post("/order", deliveryOrder({ delivery: { type: "NO_DELIVERY" } }), {
      token,
    });
    expect(nothingShipped.status).toBe(422);
    for (const body of [null, [], { products: "x" }, deliveryOrder({ paymentMethod: "BITCOIN" })]) {
      expect((await post("/order", body, { token })).status).toBe(400);
    }
    const list = await call<{ orders: unknown[] }>("/order", { token });
    expect(list.data.orders).toEqual([]);
  });
});

describe("GET /order/{id}/invoice", () => {
  it("gives the buyer a PDF invoice with both VAT numbers on a B2B order", async () => {
    const { token } = await buyer();
    const created = await post<OrderCreated>(
      "/order",
      {
        products: [{ id: tc2023, quantity: 6 }],
        billingAddress: { ...address, company: "Cave Martin SARL" },
        shippingAddress: address,
        delivery: { type: "DELIVERY", idCarrier: colissimo },
        paymentMethod: "BANK_TRANSFER",
        acceptTerms: true,
        vatNumber: "FR40303265045",
      },
      { token },
    );
    expect(created.status).toBe(201);
    const response = await platform.call(`/api/order/${created.data.id}/invoice`, {
      site: 2,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await response.arrayBuffer());
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`Facture ${created.data.reference}`);
    const text = await pdfText(bytes);
    expect(text).toContain(`Facture n° ${created.data.reference}`);
    expect(text).toContain("N° TVA intracommunautaire : FR55813572641");
    expect(text).toContain("N° TVA intracommunautaire : FR40303265045");
    expect(text).toContain("Cave Martin SARL");
    // the total, as the page prints it (the euro sign is a WinAnsi byte, left out here)
    expect(text).toContain(formatPrice(created.data.total).replace(/\s*€/, ""));
    // nobody else's
    const other = await buyer();
    const refused = await platform.call(`/api/order/${created.data.id}/invoice`, {
      site: 2,
      headers: { Authorization: `Bearer ${other.token}` },
    });
    expect(refused.status).toBe(404);
  });
});

describe("the owner's order screen", () => {
  async function adminToken(email = "admin@domaine.vinisite.fr") {
    const [user] = await withSite(platform.db, 2, (tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.siteId, 2), eq(users.email, email))),
    );
    return withSite(platform.db, 2, (tx) => createSession(tx, 2, user?.id ?? 0));
  }
  const order = (extra: Record<string, unknown> = {}) => ({
    products: [{ id: tc2023, quantity: 6 }],
    billingAddress: address,
    shippingAddress: address,
    delivery: { type: "DELIVERY", idCarrier: colissimo },
    paymentMethod: "BANK_TRANSFER",
    acceptTerms: true,
    ...extra,
  });
  const move = (id: number, status: string, token: string) =>
    call<{ status: string; nextStatuses: string[] }>(`/admin/order/${id}/status`, {
      method: "PUT",
      json: { status },
      token,
    });

  it("lets an ADMIN follow an order from payment to shipping, telling the buyer", async () => {
    const customer = await buyer();
    const created = await post<OrderCreated>("/order", order(), { token: customer.token });
    expect((await call("/admin/order", { token: customer.token })).status).toBe(403);
    const admin = await adminToken();
    const list = await call<{ items: { id: number; email: string }[] }>(
      "/admin/order?status=PENDING_PAYMENT",
      {
        token: admin,
      },
    );
    expect(list.data.items.find((o) => o.id === created.data.id)?.email).toBe(customer.email);
    const detail = await call<{ nextStatuses: string[] }>(`/admin/order/${created.data.id}`, {
      token: admin,
    });
    expect(detail.data.nextStatuses).toEqual(["PAID", "CANCELLED"]);

    const skip = await move(created.data.id, "SHIPPED", admin);
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe("An order that is awaiting payment cannot become shipped");
    expect((await move(created.data.id, "PAID", admin)).data.status).toBe("PAID");
    expect((await move(created.data.id, "PREPARING", admin)).data.status).toBe("PREPARING");
    const shipped = await move(created.data.id, "SHIPPED", admin);
    expect(shipped.data).toMatchObject({ status: "SHIPPED", nextStatuses: ["DELIVERED"] });
    expect(
      (await call<OrderDetail>(`/order/${created.data.id}`, { token: customer.token })).data.status,
    ).toBe("SHIPPED");
    await platform.mailer.flush();
    const mails = await withSite(platform.db, 2, (tx) =>
      tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.siteId, 2), eq(mailOutbox.toAddress, customer.email))),
    );
    expect(mails.map((m) => m.kind).sort()).toEqual([
      "order.confirmation",
      "order.status.PAID",
      "order.status.SHIPPED",
    ]);
    expect((await call("/admin/order?status=NOPE", { token: admin })).status).toBe(400);
  });

  it("gives the stock and the code's use back when an order is cancelled", async () => {
    await setStock(tc2023, 50);
    const customer = await buyer();
    const created = await post<OrderCreated>("/order", order({ discountCode: "FIDELITE5" }), {
      token: customer.token,
    });
    expect(created.status).toBe(201);
    expect(await stockOf(tc2023)).toBe(44);
    const uses = async () =>
      (
        await withSite(platform.db, 2, (tx) =>
          tx
            .select({ uses: discounts.uses })
            .from(discounts)
            .where(and(eq(discounts.siteId, 2), eq(discounts.code, "FIDELITE5"))),
        )
      )[0]?.uses;
    const before = await uses();
    const cancelled = await move(created.data.id, "CANCELLED", await adminToken());
    expect(cancelled.data.status).toBe("CANCELLED");
    expect(await stockOf(tc2023)).toBe(50);
    expect(await uses()).toBe((before ?? 0) - 1);
    // and nothing moves a cancelled order
    expect((await move(created.data.id, "PAID", await adminToken())).status).toBe(409);
  });
});

describe("concurrent orders", () => {
  it("50 simultaneous orders for a wine with stock 10 make exactly 10 orders and stock 0", async () => {
    await setStock(tc2023, 10);
    const buyers = await Promise.all(Array.from({ length: 5 }, () => buyer()));
    const attempts = Array.from({ length: 50 }, (_, i) =>
      post<OrderCreated>(
        "/order",
        {
          products: [{ id: tc2023, quantity: 1 }],
          billingAddress: address,
          shippingAddress: address,
          delivery: { type: "DELIVERY", idCarrier: colissimo },
          paymentMethod: "BANK_TRANSFER",
          acceptTerms: true,
        },
        { token: buyers[i % 5]?.token },
      ),
    );
    const results = await Promise.all(attempts);
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409)).toHaveLength(40);
    expect(await stockOf(tc2023)).toBe(0);
  });

  // issue 16 §7: only the rows of a tracked stock are locked; the race needs a second connection
  it.runIf(platform.db.kind === "postgres")(
    "an order of a wine whose stock is not tracked waits on no lock of its declination",
    async () => {
      const perrieres = await product("saumur-rouge-les-perrieres");
      const untracked = perrieres.declinations.find((d) => d.stock === null)?.id;
      if (!untracked) throw new Error("no declination without stock tracking");
      const { token } = await buyer();
      const outcome = await withSite(platform.db, 2, async (tx) => {
        // another transaction holds the declination's row as an update of it does (an owner saving
        // it, say); the order's lines still check their foreign key (a key-share lock, compatible)
        await tx
          .select({ id: productDeclinations.id })
          .from(productDeclinations)
          .where(eq(productDeclinations.id, untracked))
          .for("no key update");
        const order = post<OrderCreated>(
          "/order",
          {
            products: [{ id: untracked, quantity: 6 }],
            billingAddress: address,
            shippingAddress: address,
            delivery: { type: "DELIVERY", idCarrier: colissimo },
            paymentMethod: "BANK_TRANSFER",
            acceptTerms: true,
          },
          { token },
        );
        const blocked = new Promise<"blocked">((resolve) => setTimeout(() => resolve("blocked"), 5_000));
        const first = await Promise.race([order.then((r) => r.status), blocked]);
        // a blocked order goes through once this transaction ends: wait for it, not for its answer
        void order.catch(() => {});
        return first;
      });
      expect(outcome).toBe(201);
    },
  );
});

describe("review requests", () => {
  it("are sent once, when ORDER_REVIEW_DELAY has passed", async () => {
    const later = new Date(Date.now() + 15 * 86_400_000);
    const names = async () => ({ name: "Domaine des Trois Coteaux", url: "https://avis.example/dtc" });
    const deps = { db: platform.db, mailer: platform.mailer, log: createLogger("silent") };
    const sent = await sendDueReviewRequests(deps, names, later);
    expect(sent).toBeGreaterThan(0);
    expect(await sendDueReviewRequests(deps, names, later)).toBe(0);
    const mails = await withSite(platform.db, 2, (tx) =>
      tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.siteId, 2), eq(mailOutbox.kind, "order.review"))),
    );
    expect(mails).toHaveLength(sent);
    expect(mails[0]?.text).toContain("https://avis.example/dtc");
  });
});
