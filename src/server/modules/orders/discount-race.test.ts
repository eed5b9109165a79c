// Issue 11 item 4: a discount code's limits hold under concurrency, and a cart refuses a code that
// the order would refuse. The races only bite on a PostgreSQL server (PGlite is one connection,
// so its transactions never overlap): run this file with TEST_DATABASE_URL too (`.ci/run` does).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderCreated, OrderValidation, ShippingFees } from "../../../../schemas/order";
import type { Cart } from "../../../../schemas/shop";
import { BUYER_ADDRESS } from "../../../../tests/fixtures/buyer-address";
import { userWithSession } from "../../../../tests/support/admin-session";
import { createTestPlatform, envelopeOf } from "../../../../tests/support/test-platform";
import { withSite } from "../../db/client";
import { discounts, orders, productDeclinations, products } from "../../db/schema";

const platform = await createTestPlatform();
afterAll(() => platform.close());

type Init = { method?: string; json?: unknown; token?: string; lang?: string };

async function call<T>(path: string, init: Init = {}) {
  const { token, lang = "fr_FR", ...rest } = init;
  const response = await platform.call(`/api${path}`, {
    site: 2,
    lang,
    ...rest,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = await envelopeOf(response);
  return { status: response.status, body, data: body.data as T };
}
const post = <T>(path: string, json: unknown, init: Init = {}) =>
  call<T>(path, { ...init, method: "POST", json });

const USED_UP = "Ce code de réduction a déjà servi autant de fois que permis";

const buyer = () =>
  userWithSession(platform.db, 2, "CUSTOMER", {
    firstname: "Claire",
    lastname: "Martin",
    birthdate: "1980-05-12",
  });

async function newCode(code: string, limits: { maxUses?: number; maxUsesPerUser?: number; uses?: number }) {
  const [row] = await withSite(platform.db, 2, (tx) =>
    tx
      .insert(discounts)
      .values({
        siteId: 2,
        code,
        type: "PERCENT",
        amount: 10,
        detailType: "ORDER",
        maxUses: limits.maxUses ?? null,
        maxUsesPerUser: limits.maxUsesPerUser ?? null,
        uses: limits.uses ?? 0,
      })
      .returning({ id: discounts.id }),
  );
  if (!row) throw new Error("no code");
  return row.id;
}

const address = BUYER_ADDRESS;

/** Ten different wines that a buyer can order by 6, shipped: each order locks its own stock rows. */
let wines: number[] = [];
let carrier = 0;

const orderOf = (declinationId: number, discountCode: string) => ({
  products: [{ id: declinationId, quantity: 6 }],
  billingAddress: address,
  shippingAddress: address,
  phone: "06 12 34 56 78",
  delivery: { type: "DELIVERY", idCarrier: carrier },
  paymentMethod: "BANK_TRANSFER",
  acceptTerms: true,
  discountCode,
});

beforeAll(async () => {
  const candidates = await withSite(platform.db, 2, (tx) =>
    tx
      .select({ id: productDeclinations.id })
      .from(productDeclinations)
      .innerJoin(products, eq(products.id, productDeclinations.productId))
      .where(
        and(
          eq(productDeclinations.siteId, 2),
          eq(productDeclinations.isValid, true),
          eq(products.isValid, true),
          eq(products.hasShippingFees, true),
        ),
      )
      .orderBy(productDeclinations.id),
  );
  // plenty of stock for every candidate, so that only the code can refuse an order
  await withSite(platform.db, 2, async (tx) => {
    await tx.update(productDeclinations).set({ quantity: 1000 }).where(eq(productDeclinations.siteId, 2));
    await tx.update(products).set({ quantity: 1000 }).where(eq(products.siteId, 2));
  });
  for (const { id } of candidates) {
    const check = await post<OrderValidation>("/order/validate", { products: [{ id, quantity: 6 }] });
    if (check.data.valid && check.data.lines.length === 1) wines.push(id);
  }
  wines = wines.slice(0, 10);
  expect(wines).toHaveLength(10);
  const [first] = wines;
  const [declination] = await withSite(platform.db, 2, (tx) =>
    tx
      .select({ productId: productDeclinations.productId })
      .from(productDeclinations)
      .where(eq(productDeclinations.id, first ?? 0)),
  );
  const fees = await post<ShippingFees>("/calculate/shipping-fees", {
    products: [{ idProduct: declination?.productId, idDeclination: first, quantity: 6 }],
    postalCode: "49400",
    country: "FR",
  });
  carrier = fees.data.carriers.find((c) => c.serviceCode === "COLISSIMO_HOME")?.id ?? 0;
  expect(carrier).toBeGreaterThan(0);
});

async function discountedOrders(codeId: number, userId?: number) {
  const rows = await withSite(platform.db, 2, (tx) =>
    tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.siteId, 2),
          eq(orders.discountId, codeId),
          userId === undefined ? undefined : eq(orders.userId, userId),
        ),
      ),
  );
  return rows.length;
}

async function usesOf(codeId: number) {
  const [row] = await withSite(platform.db, 2, (tx) =>
    tx.select({ uses: discounts.uses }).from(discounts).where(eq(discounts.id, codeId)),
  );
  return row?.uses;
}

describe("a code limited per buyer, under concurrency", () => {
  it("10 simultaneous orders of one buyer for 10 wines with a once-per-buyer code: exactly 1 discounted", async () => {
    const codeId = await newCode("UNEFOISPARCLIENT", { maxUsesPerUser: 1 });
    const { id, token } = await buyer();
    const results = await Promise.all(
      wines.map((wine) => post<OrderCreated>("/order", orderOf(wine, "UNEFOISPARCLIENT"), { token })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(422)]);
    for (const refused of results.filter((r) => r.status === 422)) {
      expect(refused.body.message).toBe(USED_UP);
    }
    expect(await discountedOrders(codeId, id)).toBe(1);
    expect(await usesOf(codeId)).toBe(1);
  });

  it("10 buyers at once with a once-per-buyer code used 3 times at most: exactly 3 discounted", async () => {
    const codeId = await newCode("TROISPREMIERS", { maxUsesPerUser: 1, maxUses: 3 });
    const team = await Promise.all(wines.map(() => buyer()));
    const results = await Promise.all(
      wines.map((wine, i) =>
        post<OrderCreated>("/order", orderOf(wine, "TROISPREMIERS"), { token: team[i]?.token }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 422).every((r) => r.body.message === USED_UP)).toBe(true);
    expect(await discountedOrders(codeId)).toBe(3);
    expect(await usesOf(codeId)).toBe(3);
  });
});

describe("a cart refuses a code the order would refuse", () => {
  const applyCode = (code: string, token?: string) =>
    post<Cart>("/cart", { discountCode: code }, token ? { token } : {});

  it("a code this buyer has used up, with a clear message; another buyer still applies it", async () => {
    await newCode("BIENVENUEUNEFOIS", { maxUsesPerUser: 1 });
    const { token } = await buyer();
    const [wine] = wines;
    expect((await post("/order", orderOf(wine ?? 0, "BIENVENUEUNEFOIS"), { token })).status).toBe(201);
    const refused = await applyCode("bienvenueunefois", token);
    expect(refused.status).toBe(422);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toBe(USED_UP);
    expect((refused.data as unknown as { errors: Record<string, string[]> }).errors).toEqual({
      discountCode: [USED_UP],
    });
    const other = await buyer();
    const accepted = await applyCode("bienvenueunefois", other.token);
    expect(accepted.status).toBe(201);
    expect(accepted.data.discountCode).toBe("BIENVENUEUNEFOIS");
  });

  it("a code used as many times as allowed, for anyone", async () => {
    await newCode("EPUISE", { maxUses: 2, uses: 2 });
    const anonymous = await applyCode("EPUISE");
    expect(anonymous.status).toBe(422);
    expect(anonymous.body.message).toBe(USED_UP);
    const logged = await applyCode("EPUISE", (await buyer()).token);
    expect(logged.status).toBe(422);
    // one use left: still accepted
    await newCode("PRESQUEEPUISE", { maxUses: 2, uses: 1 });
    expect((await applyCode("PRESQUEEPUISE")).status).toBe(201);
  });
});
