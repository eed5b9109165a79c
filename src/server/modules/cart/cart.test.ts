// The cart calls of spec §7 with the rules of spec §5, tried as a hand-made request would: the
// server enforces every rule the browser checks, and nobody reaches another's cart.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cart, ProductDetail } from "../../../../schemas/shop";
import { createTestPlatform, envelopeOf, setSiteParameter } from "../../../../tests/support/test-platform";
import { withSite } from "../../db/client";
import { cartProducts, carts, productDeclinations, products, sites, users } from "../../db/schema";
import { createSession } from "../account/session";

const platform = await createTestPlatform();
afterAll(() => platform.close());

type Init = { method?: string; json?: unknown; token?: string; site?: number; lang?: string };

async function call<T = Cart>(path: string, init: Init = {}) {
  const { token, site = 2, lang = "en_GB", ...rest } = init;
  const response = await platform.call(`/api${path}`, {
    site,
    lang,
    ...rest,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = await envelopeOf(response);
  return { status: response.status, body, data: body.data as T, headers: response.headers };
}

const fieldsOf = (data: unknown) => (data as { errors: Record<string, string[]> }).errors;

async function userWithToken(idSite: number, email: string) {
  const [user] = await withSite(platform.db, idSite, (tx) =>
    tx.insert(users).values({ siteId: idSite, email, passwordHash: "unused" }).returning({ id: users.id }),
  );
  if (!user) throw new Error("no user");
  const token = await withSite(platform.db, idSite, (tx) => createSession(tx, idSite, user.id));
  return { id: user.id, token };
}

const products_: Record<string, ProductDetail> = {};
async function product(slug: string) {
  if (!products_[slug]) products_[slug] = (await call<ProductDetail>(`/product/${slug}`)).data;
  return products_[slug] as ProductDetail;
}
async function declinationId(slug: string, year: number | null, capacity: number) {
  const found = (await product(slug)).declinations.find((d) => d.year === year && d.capacity === capacity);
  if (!found) throw new Error(`${slug} ${year} ${capacity}: no such declination`);
  return found.id;
}

const TC = "saumur-champigny-les-trois-coteaux";
let tc2023: number; // 75 cl, stock 120
let tcHalf: number; // 37.5 cl, declination multiple 6, untracked
let tcMagnum2022: number; // 150 cl, stock 4
let tc2021: number; // 75 cl, -2 €
let clos: number; // product sold by 6
let sgn: number; // stock 0
let voucher: number; // OTHER

beforeAll(async () => {
  tc2023 = await declinationId(TC, 2023, 75);
  tcHalf = await declinationId(TC, 2023, 37.5);
  tcMagnum2022 = await declinationId(TC, 2022, 150);
  tc2021 = await declinationId(TC, 2021, 75);
  clos = await declinationId("saumur-champigny-clos-du-tuffeau", 2020, 75);
  sgn = await declinationId("coteaux-de-saumur-selection-de-grains-nobles", 2018, 37.5);
  voucher = (await product("bon-cadeau-visite-degustation")).declinations[0]?.id ?? 0;
});

async function add(cartId: string, declination: number, quantity: unknown, init: Init = {}) {
  return call<{ cartId: string; cart: Cart }>(`/cart/${cartId}/product/${declination}`, {
    method: "POST",
    json: { quantity },
    ...init,
  });
}

describe("adding to a cart (spec §7 POST /cart/{cartId}/product/{declinationId})", () => {
  it("creates the cart when there is none, answers its id, and adds up quantities", async () => {
    const first = await add("new", tc2023, 2);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const { cartId, cart } = first.data;
    expect(cartId).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart).toMatchObject({ id: cartId, isOwned: false, totalProduct: 2, subtotal: 2500, total: 2500 });
    const second = await add(cartId, tc2023, 3);
    expect(second.data.cartId).toBe(cartId);
    expect(second.data.cart.products).toHaveLength(1);
    expect(second.data.cart.products[0]).toMatchObject({ quantity: 5, unitPrice: 1250, total: 6250 });
  });

  it("speaks the spec's words when a rule of §5 is broken, and changes nothing", async () => {
    const { cartId } = (await add("new", tc2023, 1)).data;
    const cases: [number, unknown, string][] = [
      [tc2023, 0, "Quantity must be greater than 0"],
      [tc2023, -4, "Quantity must be greater than 0"],
      [clos, 4, "This product can only be added by multiple of 6"],
      [tcHalf, 4, "This wine can only be added by multiple of 6 bottles"],
      [tcMagnum2022, 5, "Only 4 items remaining in stock"],
      [sgn, 1, "Only 0 items remaining in stock"],
      [tc2023, 1001, "The quantity cannot exceed 1000"],
    ];
    for (const [declination, quantity, message] of cases) {
      const { status, body } = await add(cartId, declination, quantity);
      expect(status, message).toBe(422);
      expect(body.message).toBe(message);
      expect(fieldsOf(body.data).quantity).toEqual([message]);
    }
    const { data } = await call(`/cart/${cartId}`);
    expect(data.products.map((l) => l.quantity)).toEqual([1]);
  });

  it("answers in French by default", async () => {
    const { body } = await add("new", clos, 4, { lang: "fr_FR" });
    expect(body.message).toBe("Ce produit ne peut être ajouté que par multiple de 6");
  });

  it("counts what the cart holds against the stock", async () => {
    const { cartId } = (await add("new", tcMagnum2022, 3)).data;
    const { status, body } = await add(cartId, tcMagnum2022, 2);
    expect(status).toBe(422);
    expect(body.message).toBe("Only 4 items remaining in stock");
    expect((await add(cartId, tcMagnum2022, 1)).status).toBe(200);
  });

  it("refuses a non-numeric or fractional quantity, an unknown declination and a wrong type", async () => {
    for (const quantity of ["abc", 2.5, null, "6"]) {
      const { status, body } = await add("new", tc2023, quantity);
      expect(status, String(quantity)).toBe(400);
      expect(fieldsOf(body.data)).toHaveProperty("quantity");
    }
    expect((await add("new", 999_999, 1)).status).toBe(404);
    expect((await call("/cart/new/product/abc", { method: "POST", json: { quantity: 1 } })).status).toBe(404);
    const wrongType = await call(`/cart/new/product/${tc2023}`, {
      method: "POST",
      json: { quantity: 1, type: "BOX" },
    });
    expect(wrongType.status).toBe(400);
    expect(fieldsOf(wrongType.body.data)).toHaveProperty("type");
    const notJson = await platform.call(`/api/cart/new/product/${tc2023}`, {
      site: 2,
      method: "POST",
      body: "quantity=1",
    });
    expect(notJson.status).toBe(415);
  });

  it("ignores any price the client sends: money is the server's", async () => {
    const { data } = await call<{ cartId: string; cart: Cart }>(`/cart/new/product/${tc2021}`, {
      method: "POST",
      json: { quantity: 1, price: 1, unitPrice: 1, total: 1 },
    });
    expect(data.cart.products[0]).toMatchObject({ basePrice: 1250, unitPrice: 1050, total: 1050 });
  });
});

describe("cart prices and counts", () => {
  it("applies the decreasing discount of the line's quantity", async () => {
    const { cart } = (await add("new", tc2023, 12)).data;
    expect(cart.products[0]).toMatchObject({ unitPrice: 1125, total: 13_500 });
    expect(cart.subtotal).toBe(13_500);
  });

  it("counts bottles for free shipping with the half-bottle rule (spec §5)", async () => {
    const { cartId } = (await add("new", tcHalf, 6)).data;
    await add(cartId, tc2023, 2);
    const { cart } = (await add(cartId, voucher, 1)).data;
    // 6 half bottles = 3, 2 bottles = 2, the voucher (OTHER) does not count
    expect(cart.bottles).toBe(5);
    expect(cart.totalProduct).toBe(9);
  });

  it("applies discount codes: percent, euros from a minimum, free shipping; refuses unknown ones", async () => {
    const { cartId } = (await add("new", tc2023, 2)).data;
    const unknown = await call(`/cart/${cartId}`, { method: "POST", json: { discountCode: "NOPE" } });
    expect(unknown.status).toBe(422);
    expect(fieldsOf(unknown.body.data).discountCode).toEqual(["This discount code is not valid"]);

    const percent = await call(`/cart/${cartId}`, { method: "POST", json: { discountCode: "bienvenue10" } });
    expect(percent.status).toBe(200);
    expect(percent.data.discountCode).toBe("BIENVENUE10");
    expect(percent.data.discount).toMatchObject({
      value: 250,
      subtotal: 2500,
      total: 2250,
      shippingFees: false,
    });
    expect(percent.data.total).toBe(2250);

    const minimum = await call(`/cart/${cartId}`, { method: "POST", json: { discountCode: "FIDELITE5" } });
    expect(minimum.status).toBe(422);
    expect(minimum.body.message).toBe("This discount code applies from 50,00\u00a0€ of products");

    const shipping = await call(`/cart/${cartId}`, {
      method: "POST",
      json: { discountCode: "LIVRAISONOFFERTE" },
    });
    expect(shipping.data.discount).toMatchObject({ value: 0, shippingFees: true });
    expect(shipping.data.total).toBe(2500);

    const removed = await call(`/cart/${cartId}`, { method: "POST", json: { discountCode: "" } });
    expect(removed.data).toMatchObject({ discountCode: null, discount: null });

    const delivery = await call(`/cart/${cartId}`, { method: "POST", json: { type: "clickAndCollect" } });
    expect(delivery.data.deliveryType).toBe("clickAndCollect");
    expect((await call(`/cart/${cartId}`, { method: "POST", json: { type: "teleport" } })).status).toBe(400);
  });

  it("creates an empty cart with POST /cart", async () => {
    const { status, data } = await call("/cart", { method: "POST", json: { type: "delivery" } });
    expect(status).toBe(201);
    expect(data).toMatchObject({
      products: [],
      totalProduct: 0,
      subtotal: 0,
      total: 0,
      deliveryType: "delivery",
    });
  });
});

describe("changing and removing lines", () => {
  it("sets a line's quantity under the rules of spec §5", async () => {
    const { cartId, cart } = (await add("new", tcHalf, 6)).data;
    const line = cart.products[0]?.id;
    const ok = await call(`/cart/${cartId}/product/${line}/quantity`, {
      method: "PUT",
      json: { quantity: 12 },
    });
    expect(ok.status).toBe(200);
    expect(ok.data.products[0]?.quantity).toBe(12);
    for (const [quantity, message] of [
      [0, "Quantity must be greater than 0"],
      [9, "This wine can only be added by multiple of 6 bottles"],
    ] as const) {
      const { status, body } = await call(`/cart/${cartId}/product/${line}/quantity`, {
        method: "PUT",
        json: { quantity },
      });
      expect(status).toBe(422);
      expect(body.message).toBe(message);
    }
    expect(
      (await call(`/cart/${cartId}/product/999999/quantity`, { method: "PUT", json: { quantity: 6 } }))
        .status,
    ).toBe(404);
  });

  it("removes a line, then the cart", async () => {
    const { cartId } = (await add("new", tc2023, 1)).data;
    const { cart } = (await add(cartId, tcHalf, 6)).data;
    const line = cart.products.find((l) => l.declinationId === tcHalf)?.id;
    const removed = await call(`/cart/${cartId}/product/${line}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(removed.data.products.map((l) => l.declinationId)).toEqual([tc2023]);
    expect((await call(`/cart/${cartId}/product/${line}`, { method: "DELETE" })).status).toBe(404);
    const deleted = await call<null>(`/cart/${cartId}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect((await call(`/cart/${cartId}`)).status).toBe(404);
  });

  it("does not let a line of one cart be changed through another", async () => {
    const a = (await add("new", tc2023, 1)).data;
    const b = (await add("new", tc2023, 1)).data;
    const lineOfA = a.cart.products[0]?.id;
    expect((await call(`/cart/${b.cartId}/product/${lineOfA}`, { method: "DELETE" })).status).toBe(404);
    expect(
      (await call(`/cart/${b.cartId}/product/${lineOfA}/quantity`, { method: "PUT", json: { quantity: 3 } }))
        .status,
    ).toBe(404);
  });

  it("answers 404 for a malformed or unknown cart id", async () => {
    for (const id of ["123", "' or 1=1", "00000000-0000-4000-8000-000000000000"]) {
      expect((await call(`/cart/${encodeURIComponent(id)}`)).status, id).toBe(404);
    }
  });
});

describe("carts and users (spec §4, §6)", () => {
  it("at login, the stored cart becomes the user's main cart; then it is theirs alone", async () => {
    const lea = await userWithToken(2, "lea@example.fr");
    const marc = await userWithToken(2, "marc@example.fr");
    const { cartId } = (await add("new", tc2023, 2)).data;

    const made = await call(`/cart/${cartId}/default`, { token: lea.token });
    expect(made.status).toBe(200);
    expect(made.data).toMatchObject({ id: cartId, isDefault: true, isOwned: true, totalProduct: 2 });

    // anonymous, another customer, another site's token: refused
    expect((await call(`/cart/${cartId}`)).status).toBe(401);
    const other = await call(`/cart/${cartId}`, { token: marc.token });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe("This cart belongs to another customer");
    expect((await add(cartId, tc2023, 1, { token: marc.token })).status).toBe(403);
    expect((await call(`/cart/${cartId}`, { method: "DELETE", token: marc.token })).status).toBe(403);
    expect((await call(`/cart/${cartId}/default`, { token: marc.token })).status).toBe(403);
    const siteOne = await userWithToken(1, "lea@example.fr");
    expect((await call(`/cart/${cartId}`, { token: siteOne.token })).status).toBe(401);

    // the owner still reaches it, and "new" means their main cart
    expect((await call(`/cart/${cartId}`, { token: lea.token })).data.totalProduct).toBe(2);
    const added = await add("new", tc2023, 1, { token: lea.token });
    expect(added.data.cartId).toBe(cartId);
    expect(added.data.cart.totalProduct).toBe(3);
  });

  it("without a stored cart, login fetches the user's main cart, creating it once", async () => {
    const ines = await userWithToken(2, "ines@example.fr");
    const first = await call("/cart/new/default", { token: ines.token });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ isDefault: true, isOwned: true, products: [] });
    const again = await call("/cart/new/default", { token: ines.token });
    expect(again.data.id).toBe(first.data.id);
    expect((await call("/cart/new/default")).status).toBe(401);
  });

  it("a newer stored cart takes over as main cart; the former one steps down", async () => {
    const paul = await userWithToken(2, "paul@example.fr");
    const former = (await call("/cart/new/default", { token: paul.token })).data.id;
    const { cartId } = (await add("new", tc2023, 1)).data;
    expect((await call(`/cart/${cartId}/default`, { token: paul.token })).data.isDefault).toBe(true);
    const mains = await withSite(platform.db, 2, (tx) =>
      tx
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.userId, paul.id), eq(carts.isDefault, true))),
    );
    expect(mains.map((c) => c.id)).toEqual([cartId]);
    expect((await call(`/cart/${former}`, { token: paul.token })).data.isDefault).toBe(false);
  });

  it("keeps carts out of another site's reach, even a site with a shop", async () => {
    const { cartId, cart } = (await add("new", tc2023, 1)).data;
    // site 1 opens a shop for the time of this test
    await platform.db.owner.update(sites).set({ isECommerce: true }).where(eq(sites.id, 1));
    await platform.sites.reload();
    try {
      expect((await call(`/cart/${cartId}`, { site: 1 })).status).toBe(404);
      expect((await add(cartId, tc2023, 1, { site: 1 })).status).toBe(404);
      expect((await call(`/cart/${cartId}`, { method: "DELETE", site: 1 })).status).toBe(404);
      expect(
        (
          await call(`/cart/${cartId}/product/${cart.products[0]?.id}/quantity`, {
            method: "PUT",
            json: { quantity: 2 },
            site: 1,
          })
        ).status,
      ).toBe(404);
      // and a declination of site 2 cannot go into a site 1 cart
      expect((await add("new", tc2023, 1, { site: 1 })).status).toBe(404);
    } finally {
      await platform.db.owner.update(sites).set({ isECommerce: false }).where(eq(sites.id, 1));
      await platform.sites.reload();
    }
    expect((await call(`/cart/${cartId}`)).data.totalProduct).toBe(1);
    expect((await call("/cart", { method: "POST", json: {}, site: 1 })).status).toBe(404);
  });
});

describe("stock settings (HANDLE_STOCK, USE_PRODUCT_STOCK)", () => {
  const setParameter = (type: string, value: boolean) => setSiteParameter(platform, 2, type, value);

  it("shares the product's stock between its declinations with USE_PRODUCT_STOCK", async () => {
    await withSite(platform.db, 2, (tx) =>
      tx
        .update(products)
        .set({ quantity: 10, setQuantity: true })
        .where(and(eq(products.siteId, 2), eq(products.slug, TC))),
    );
    await setParameter("USE_PRODUCT_STOCK", true);
    try {
      const { cartId } = (await add("new", tc2023, 6)).data;
      const { status, body } = await add(cartId, tc2021, 6);
      expect(status).toBe(422);
      expect(body.message).toBe("Only 4 items remaining in stock");
      expect((await add(cartId, tc2021, 4)).status).toBe(200);
    } finally {
      await setParameter("USE_PRODUCT_STOCK", false);
    }
  });

  it("tracks no stock with HANDLE_STOCK off", async () => {
    await setParameter("HANDLE_STOCK", false);
    try {
      expect((await add("new", tcMagnum2022, 10)).status).toBe(200);
      expect((await add("new", sgn, 1)).status).toBe(200);
    } finally {
      await setParameter("HANDLE_STOCK", true);
    }
    expect((await add("new", tcMagnum2022, 10)).status).toBe(422);
  });
});

describe("concurrent adds", () => {
  it("never lets a line pass the stock, however many adds race", async () => {
    const { cartId } = (await add("new", tc2023, 1)).data;
    const results = await Promise.all(Array.from({ length: 8 }, () => add(cartId, tcMagnum2022, 1)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
    expect(results.filter((r) => r.status === 422)).toHaveLength(4);
    const [line] = await withSite(platform.db, 2, (tx) =>
      tx
        .select({ quantity: cartProducts.quantity })
        .from(cartProducts)
        .where(and(eq(cartProducts.cartId, cartId), eq(cartProducts.declinationId, tcMagnum2022))),
    );
    expect(line?.quantity).toBe(4);
    // the declination's stock itself is untouched: a cart does not reserve stock
    const [declination] = await withSite(platform.db, 2, (tx) =>
      tx
        .select({ quantity: productDeclinations.quantity })
        .from(productDeclinations)
        .where(eq(productDeclinations.id, tcMagnum2022)),
    );
    expect(declination?.quantity).toBe(4);
  });
});
