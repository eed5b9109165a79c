// The owner's carriers and rate grids (issue 13 §1) on the demo domaine (site 2): the checkout's
// quote follows what the owner saves; a grid's ranges cannot overlap; the simulator gives what the
// checkout gives (property); a carrier's own free-shipping threshold; the quote's caches (grid and
// lines, decision 099) follow a save at once, and another process's writes through the change feed.
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShippingFees } from "../../schemas/order";
import type { AdminCarrier, AdminShipping } from "../../schemas/shipping";
import type { ProductDetail } from "../../schemas/shop";
import { withSite } from "../../src/server/db/client";
import { carrierRates, productDeclinations } from "../../src/server/db/schema";
import { userWithSession } from "../support/admin-session";
import { apiCaller } from "../support/api-call";
import { changeFeedCaughtUp, createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());
const call = apiCaller(platform, { site: 2 });

let admin: string;
let wine: ProductDetail;
let bottle: number;

const quote = (quantity: number, postalCode = "49400", country = "FR") =>
  call<ShippingFees>("/calculate/shipping-fees", {
    method: "POST",
    json: { products: [{ idProduct: wine.id, idDeclination: bottle, quantity }], postalCode, country },
  });

async function colissimo(): Promise<AdminCarrier> {
  const shipping = await call<AdminShipping>("/admin/carrier", { token: admin });
  const carrier = shipping.data.carriers.find((c) => c.serviceCode === "COLISSIMO_HOME");
  if (!carrier) throw new Error("no Colissimo");
  return carrier;
}

async function save(carrier: AdminCarrier, patch: Partial<AdminCarrier>) {
  const since = platform.cache.version(2);
  const { id, ...body } = { ...carrier, ...patch };
  const saved = await call<AdminCarrier>(`/admin/carrier/${id}`, { method: "PUT", token: admin, json: body });
  if (saved.status === 200) await changeFeedCaughtUp(platform, 2, since);
  return saved;
}

beforeAll(async () => {
  admin = (await userWithSession(platform.db, 2, "ADMIN")).token;
  wine = (await call<ProductDetail>("/product/saumur-champigny-les-trois-coteaux")).data;
  bottle = wine.declinations.find((d) => d.year === 2023 && d.capacity === 75)?.id ?? 0;
});

describe("/api/admin/carrier", () => {
  it("is the site's admins' only, and shows the shipping settings beside the carriers", async () => {
    const customer = await userWithSession(platform.db, 2, "CUSTOMER");
    expect((await call("/admin/carrier", { token: customer.token })).status).toBe(403);
    const other = await userWithSession(platform.db, 1, "ADMIN");
    expect((await call("/admin/carrier", { token: other.token, site: 1 })).status).toBe(404);
    const shipping = await call<AdminShipping>("/admin/carrier", { token: admin });
    expect(shipping.data.settings).toHaveProperty("FREE_SHIPPING_BOTTLE");
    expect(shipping.data.carriers.map((c) => c.serviceCode)).toContain("COLISSIMO_HOME");
  });

  it("changes the price a buyer's checkout quotes, from the next quote on", async () => {
    const carrier = await colissimo();
    const before = (await quote(6)).data.carriers.find((c) => c.id === carrier.id);
    const rates = carrier.rates.map((r) =>
      r.zone === "FR" && r.minBottles <= 6 && (r.maxBottles ?? 99) >= 6 ? { ...r, price: r.price + 300 } : r,
    );
    const saved = await save(carrier, { rates });
    expect(saved.status).toBe(200);
    const after = (await quote(6)).data.carriers.find((c) => c.id === carrier.id);
    expect(after?.fdp).toBe((before?.fdp ?? 0) + 300);
    // a stale save is refused with the saved carrier
    const stale = await save(carrier, { name: "Colissimo (ancien)" });
    expect(stale.status).toBe(409);
    expect((stale.data as unknown as { current: AdminCarrier }).current.version).toBe(saved.data.version);
  });

  it("refuses overlapping ranges of one zone beside the row", async () => {
    const carrier = await colissimo();
    const bad = await save(carrier, {
      rates: [
        { zone: "FR", minBottles: 1, maxBottles: 6, price: 900 },
        { zone: "FR", minBottles: 6, maxBottles: 12, price: 1200 },
        { zone: "EU", minBottles: 1, maxBottles: 6, price: 2500 },
      ],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.data as unknown as { errors: Record<string, string[]> }).errors).sort()).toEqual([
      "rates.0.minBottles",
      "rates.1.minBottles",
    ]);
  });

  it("ships free from a carrier's own threshold, its fee still shown", async () => {
    const carrier = await colissimo();
    await save(carrier, { freeFrom: 5000 });
    const offered = (await quote(6)).data.carriers.find((c) => c.id === carrier.id);
    expect(offered?.price).toBe(0);
    expect(offered?.fdp).toBeGreaterThan(0);
    await save(await colissimo(), { freeFrom: null });
    expect((await quote(6)).data.carriers.find((c) => c.id === carrier.id)?.price).toBeGreaterThan(0);
  });
});

describe("POST /api/admin/shipping/simulate", () => {
  it("answers what the checkout answers, for any cart and address (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom(["49400", "FR"], ["20000", "FR"], ["10115", "DE"], ["75001", "FR"], ["1000", "BE"]),
        async (quantity, [postalCode, country]) => {
          const body = {
            products: [{ idProduct: wine.id, idDeclination: bottle, quantity }],
            postalCode,
            country,
          };
          const simulated = await call("/admin/shipping/simulate", {
            method: "POST",
            token: admin,
            json: body,
          });
          const checkout = await call("/calculate/shipping-fees", { method: "POST", json: body });
          // the same status, message and figures (a refused shipment is refused alike)
          expect({ status: simulated.status, body: simulated.body }).toEqual({
            status: checkout.status === 400 ? 422 : checkout.status,
            body: checkout.body,
          });
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe("the quote's caches (decision 099)", () => {
  /** A write as another process makes it: on the database, not through this process's API. */
  const elsewhere = async (write: Parameters<typeof withSite>[2]) => {
    const since = platform.cache.version(2);
    await withSite(platform.db, 2, write);
    await changeFeedCaughtUp(platform, 2, since);
  };
  const colissimoFee = async (quantity = 6) =>
    (await quote(quantity)).data.carriers.find((c) => c.serviceCode === "COLISSIMO_HOME");

  it("quotes the owner's new rate on the very next call, with no wait for the change feed", async () => {
    const carrier = await colissimo();
    const before = await colissimoFee();
    // quoted twice: the grid and the lines are cached
    expect(await colissimoFee()).toEqual(before);
    const { id, ...body } = {
      ...carrier,
      rates: carrier.rates.map((r) => (r.zone === "FR" ? { ...r, price: r.price + 150 } : r)),
    };
    const saved = await call<AdminCarrier>(`/admin/carrier/${id}`, {
      method: "PUT",
      token: admin,
      json: body,
    });
    expect(saved.status).toBe(200);
    expect((await colissimoFee())?.fdp).toBe((before?.fdp ?? 0) + 150);
    // and the simulator, which shares the caches
    const simulated = await call<ShippingFees>("/admin/shipping/simulate", {
      method: "POST",
      token: admin,
      json: {
        products: [{ idProduct: wine.id, idDeclination: bottle, quantity: 6 }],
        postalCode: "49400",
        country: "FR",
      },
    });
    expect(simulated.data.carriers.find((c) => c.id === carrier.id)?.fdp).toBe((before?.fdp ?? 0) + 150);
  });

  it("follows a rate another process wrote, once the change feed tells", async () => {
    const carrier = await colissimo();
    const before = await colissimoFee();
    await elsewhere((tx) =>
      tx
        .update(carrierRates)
        .set({ price: 4321 })
        .where(and(eq(carrierRates.carrierId, carrier.id), eq(carrierRates.zone, "FR"))),
    );
    expect(before?.fdp).not.toBe(4321);
    expect((await colissimoFee())?.fdp).toBe(4321);
  });

  it("follows a price another process wrote (the cached lines), once the change feed tells", async () => {
    // a carrier threshold of 500 €: six bottles of this wine stay under it
    await save(await colissimo(), { freeFrom: 50_000 });
    expect((await colissimoFee())?.price).toBeGreaterThan(0);
    await elsewhere((tx) =>
      tx
        .update(productDeclinations)
        .set({ fixedPrice: true, price: 10_000 })
        .where(eq(productDeclinations.id, bottle)),
    );
    // 6 × 100 €: over the threshold
    expect((await colissimoFee())?.price).toBe(0);
  });
});
