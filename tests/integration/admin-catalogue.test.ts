// The back-office catalogue calls (issue 12 §2, §3, §6, §7) on the demo domaine (site 2): roles,
// products and declinations written and read back, field errors, stale saves, the old slug's
// redirect, archive instead of erase, a new vintage, and the stock ledger: its adjustments, and
// (fast-check) that after any mix of adjustments, orders and cancellations the stock is the sum
// of its movements.
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminProduct, AdminProductList, StockLedger } from "../../schemas/catalogue";
import type { OrderCreated, ShippingFees } from "../../schemas/order";
import type { ProductDetail, ProductList } from "../../schemas/shop";
import { withSite } from "../../src/server/db/client";
import { productDeclinations, products } from "../../src/server/db/schema";
import { ledgerSum } from "../../src/server/modules/catalogue/stock";
import { BUYER_ADDRESS } from "../fixtures/buyer-address";
import { type TestUser, userWithSession } from "../support/admin-session";
import {
  apiCaller,
  changeFeedCaughtUp,
  createTestPlatform,
  setSiteParameter,
} from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());

const call = apiCaller(platform, { site: 2 });
const errorsOf = (data: unknown) => (data as { errors: Record<string, string[]> }).errors;

let admin: TestUser;
let otherSiteAdmin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  admin = await userWithSession(platform.db, 2, "ADMIN");
  otherSiteAdmin = await userWithSession(platform.db, 1, "ADMIN");
  customer = await userWithSession(platform.db, 2, "CUSTOMER", {
    firstname: "Claire",
    lastname: "Martin",
    birthdate: "1980-05-12",
  });
});

const wine = (extra: Record<string, unknown> = {}) => ({
  type: "WINE",
  name: "Saumur blanc Les Perrières",
  appellation: "Saumur",
  color: "WHITE",
  shortDescription: "Un chenin tendu, sur le tuffeau.",
  price: 1450,
  grapeVarieties: [{ name: "Chenin", percent: 100 }],
  isValid: true,
  ...extra,
});
const bottle = (extra: Record<string, unknown> = {}) => ({
  year: 2023,
  capacity: 75,
  capacityUnit: "CENTILITRE",
  setQuantity: true,
  reference: "SPB-2023-75",
  isValid: true,
  ...extra,
});

async function newWine(extra: Record<string, unknown> = {}) {
  const created = await call<AdminProduct>("/admin/product", {
    method: "POST",
    json: wine(extra),
    as: admin,
  });
  expect(created.status, created.body.message).toBe(201);
  return created.data;
}

describe("back-office catalogue: who may call", () => {
  it("answers 401 without a session, 403 to a customer, 404 to another site's admin", async () => {
    const product = await newWine({ name: "Réservé aux administrateurs" });
    expect((await call("/admin/product")).status).toBe(401);
    expect((await call("/admin/product", { as: customer })).status).toBe(403);
    expect((await call(`/admin/product/${product.id}`, { as: customer })).status).toBe(403);
    // a site-1 admin is no session on site 2, and site 2's product is no product of site 1
    expect((await call(`/admin/product/${product.id}`, { as: otherSiteAdmin })).status).toBe(401);
    const onSite1 = await call(`/admin/product/${product.id}`, { as: otherSiteAdmin, site: 1 });
    expect(onSite1.status).toBe(404);
    const put = await call(`/admin/product/${product.id}`, {
      method: "PUT",
      json: { ...wine(), version: 1 },
      as: otherSiteAdmin,
      site: 1,
    });
    expect(put.status).toBe(404);
    expect((await call(`/admin/product/${product.id}`, { as: admin })).status).toBe(200);
  });
});

describe("back-office catalogue: products", () => {
  it("creates a product with a slug from its name, and visitors find it at once", async () => {
    const since = platform.cache.version(2);
    const product = await newWine({ name: "Crémant de Loire Éclat" });
    expect(product).toMatchObject({ slug: "cremant-de-loire-eclat", status: "published", version: 1 });
    const withBottle = await call<AdminProduct>(`/admin/product/${product.id}/declination`, {
      method: "POST",
      json: bottle({ reference: "CRE-NV-75", year: null }),
      as: admin,
    });
    expect(withBottle.status, withBottle.body.message).toBe(201);
    await changeFeedCaughtUp(platform, 2, since);
    const seen = await call<ProductDetail>(`/product/${product.slug}`);
    expect(seen.status).toBe(200);
    expect(seen.data.declinations.map((d) => d.reference)).toEqual(["CRE-NV-75"]);
    // a second product of the same name gets its own address
    expect((await newWine({ name: "Crémant de Loire Éclat" })).slug).toBe("cremant-de-loire-eclat-2");
  });

  it("says what is wrong next to each field (422), and writes nothing", async () => {
    const before = (await call<AdminProductList>("/admin/product?perPage=10", { as: admin })).data.total;
    const r = await call("/admin/product", {
      method: "POST",
      json: wine({
        name: " ",
        price: -5,
        slug: "Pas Bon!",
        grapeVarieties: [
          { name: "Chenin", percent: 80 },
          { name: "Grolleau", percent: 40 },
        ],
      }),
      as: admin,
    });
    expect(r.status).toBe(422);
    const errors = errorsOf(r.body.data);
    expect(errors.name).toEqual(["Nom obligatoire."]);
    expect(errors.price).toEqual(["Le prix ne peut pas être négatif."]);
    expect(errors.slug).toEqual(["Lettres minuscules, chiffres et tirets seulement."]);
    expect(errors.grapeVarieties).toEqual(["La somme des parts des cépages dépasse 100 %."]);
    expect((await call<AdminProductList>("/admin/product?perPage=10", { as: admin })).data.total).toBe(
      before,
    );
  });

  it("lists on the server: search, filters, sort and pages", async () => {
    await newWine({ name: "Zeste de Loire", isValid: false });
    const found = await call<AdminProductList>("/admin/product?search=zeste", { as: admin });
    expect(found.data.items.map((p) => p.name)).toEqual(["Zeste de Loire"]);
    expect(found.data.items[0]?.status).toBe("unpublished");
    const unpublished = await call<AdminProductList>("/admin/product?status=unpublished", { as: admin });
    expect(unpublished.data.items.every((p) => p.status === "unpublished")).toBe(true);
    // a percent sign is a percent sign, not "anything"
    expect((await call<AdminProductList>("/admin/product?search=%25", { as: admin })).data.total).toBe(0);
    const names = async (direction: string) =>
      (
        await call<AdminProductList>(`/admin/product?sort=name&direction=${direction}&perPage=100`, {
          as: admin,
        })
      ).data.items.map((p) => p.name);
    const ascending = await names("asc");
    expect(ascending.length).toBeGreaterThan(10);
    expect(await names("desc")).toEqual([...ascending].reverse());
    const page1 = await call<AdminProductList>("/admin/product?perPage=10&page=1", { as: admin });
    const page2 = await call<AdminProductList>("/admin/product?perPage=10&page=2", { as: admin });
    expect(page1.data.total).toBeGreaterThan(10);
    const ids1 = page1.data.items.map((p) => p.id);
    expect(page2.data.items.some((p) => ids1.includes(p.id))).toBe(false);
    expect((await call("/admin/product?perPage=7", { as: admin })).status).toBe(400);
    expect((await call("/admin/product?sort=password", { as: admin })).status).toBe(400);
  });

  it("refuses a save from a stale copy (409 with the saved product), and the old slug answers a redirect", async () => {
    const product = await newWine({ name: "Chenin des Coteaux" });
    const saved = await call<AdminProduct>(`/admin/product/${product.id}`, {
      method: "PUT",
      json: {
        ...wine({ name: "Chenin des Coteaux", slug: "chenin-coteaux", price: 1600 }),
        version: product.version,
      },
      as: admin,
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.data).toMatchObject({ slug: "chenin-coteaux", price: 1600, version: 2 });

    const stale = await call<{ current: AdminProduct }>(`/admin/product/${product.id}`, {
      method: "PUT",
      json: { ...wine({ name: "Chenin des Coteaux", price: 999 }), version: product.version },
      as: admin,
    });
    expect(stale.status).toBe(409);
    expect(stale.data.current).toMatchObject({ price: 1600, version: 2 });

    const old = await call(`/product/${product.slug}`);
    expect(old.status).toBe(404);
    expect(old.body.data).toMatchObject({ movedTo: "chenin-coteaux" });
  });

  it("erases a product no order names, and archives one an order names", async () => {
    const lonely = await newWine({ name: "Jamais vendu" });
    const erased = await call<{ archived: boolean }>(`/admin/product/${lonely.id}`, {
      method: "DELETE",
      as: admin,
    });
    expect(erased.data.archived).toBe(false);
    expect((await call(`/admin/product/${lonely.id}`, { as: admin })).status).toBe(404);

    const sold = await sellableWine("Vendu une fois", 12);
    expect((await order(sold.declinationId, 6, sold.product.id)).status).toBe(201);
    const archived = await call<{ archived: boolean }>(`/admin/product/${sold.product.id}`, {
      method: "DELETE",
      as: admin,
    });
    expect(archived.status).toBe(200);
    expect(archived.data.archived).toBe(true);
    const kept = await call<AdminProduct>(`/admin/product/${sold.product.id}`, { as: admin });
    expect(kept.data).toMatchObject({ status: "archived", isValid: false, ordered: true });
    expect((await call(`/product/${sold.product.slug}`)).status).toBe(404);
  });
});

// ---- Declinations and stock -----------------------------------------------------------------

async function sellableWine(name: string, stock: number) {
  const product = await newWine({ name });
  const since = platform.cache.version(2);
  const withBottle = await call<AdminProduct>(`/admin/product/${product.id}/declination`, {
    method: "POST",
    json: bottle({ reference: `${product.slug.slice(0, 20)}-2023` }),
    as: admin,
  });
  const declinationId = withBottle.data.declinations[0]?.id ?? 0;
  const counted = await call<StockLedger>(`/admin/declination/${declinationId}/stock`, {
    method: "POST",
    json: { reason: "INVENTORY", count: stock },
    as: admin,
  });
  expect(counted.status, counted.body.message).toBe(200);
  await changeFeedCaughtUp(platform, 2, since);
  return { product: withBottle.data, declinationId };
}

let colissimo = 0;
async function order(
  declinationId: number,
  quantity: number,
  idProduct: number,
  more: { id: number; quantity: number }[] = [],
) {
  if (!colissimo) {
    const fees = await call<ShippingFees>("/calculate/shipping-fees", {
      method: "POST",
      json: {
        products: [{ idProduct, idDeclination: declinationId, quantity: 6 }],
        postalCode: "49400",
        country: "FR",
      },
    });
    colissimo = fees.data.carriers.find((c) => c.serviceCode === "COLISSIMO_HOME")?.id ?? 0;
  }
  const address = BUYER_ADDRESS;
  return call<OrderCreated>("/order", {
    method: "POST",
    as: customer,
    json: {
      products: [{ id: declinationId, quantity }, ...more],
      billingAddress: address,
      shippingAddress: address,
      phone: "06 12 34 56 78",
      delivery: { type: "DELIVERY", idCarrier: colissimo },
      paymentMethod: "BANK_TRANSFER",
      acceptTerms: true,
    },
  });
}

async function quantityOf(declinationId: number) {
  const [row] = await withSite(platform.db, 2, (tx) =>
    tx
      .select({ quantity: productDeclinations.quantity, productId: productDeclinations.productId })
      .from(productDeclinations)
      .where(and(eq(productDeclinations.siteId, 2), eq(productDeclinations.id, declinationId))),
  );
  const sum = await withSite(platform.db, 2, (tx) =>
    ledgerSum(tx, 2, { productId: row?.productId ?? 0, declinationId }),
  );
  return { quantity: row?.quantity ?? null, ledger: sum };
}

describe("back-office catalogue: declinations and stock", () => {
  it("adjusts the stock with a reason, keeps every movement, and refuses to go below zero", async () => {
    const { declinationId } = await sellableWine("Rosé de Loire Aurore", 24);
    const broken = await call<StockLedger>(`/admin/declination/${declinationId}/stock`, {
      method: "POST",
      json: { reason: "BREAKAGE", delta: -2, note: "carton tombé" },
      as: admin,
    });
    expect(broken.status).toBe(200);
    expect(broken.body.message).toBe("Stock enregistré : 22");
    expect(broken.data.declination).toMatchObject({ quantity: 22, available: 22 });
    expect(broken.data.movements.map((m) => [m.reason, m.delta])).toEqual([
      ["BREAKAGE", -2],
      ["INVENTORY", 24],
    ]);
    expect(broken.data.movements[0]).toMatchObject({ note: "carton tombé", userEmail: admin.email });

    const tooMuch = await call(`/admin/declination/${declinationId}/stock`, {
      method: "POST",
      json: { reason: "TASTING", delta: -23 },
      as: admin,
    });
    expect(tooMuch.status).toBe(422);
    expect(errorsOf(tooMuch.body.data).delta).toEqual([
      "Le stock ne peut pas passer sous zéro (22 en stock)",
    ]);
    expect(await quantityOf(declinationId)).toEqual({ quantity: 22, ledger: 22 });
  });

  it("sells only what is not set aside", async () => {
    const { product, declinationId } = await sellableWine("Chinon Réserve", 12);
    const declination = product.declinations[0];
    const since = platform.cache.version(2);
    const reserved = await call<AdminProduct>(`/admin/declination/${declinationId}`, {
      method: "PUT",
      json: {
        declination: bottle({ reference: declination?.reference, reserved: 8 }),
        version: (declination?.version ?? 0) + 0,
      },
      as: admin,
    });
    expect(reserved.status, reserved.body.message).toBe(200);
    expect(reserved.data.declinations[0]).toMatchObject({ quantity: 12, reserved: 8, available: 4 });
    await changeFeedCaughtUp(platform, 2, since);
    const seen = await call<ProductDetail>(`/product/${product.slug}`);
    expect(seen.data.declinations[0]?.stock).toBe(4);
    // 4 bottles left to sell: the order of 6 is refused as a stock conflict
    expect((await order(declinationId, 6, product.id)).status).toBe(409);
  });

  it("refuses a stale declination save, and makes a new vintage from one (stock 0, unpublished)", async () => {
    const { product, declinationId } = await sellableWine("Saumur-Champigny Clos", 30);
    const version = product.declinations[0]?.version ?? 0;
    const first = await call(`/admin/declination/${declinationId}`, {
      method: "PUT",
      json: { declination: bottle({ price: 1900, fixedPrice: true }), version },
      as: admin,
    });
    expect(first.status).toBe(200);
    const stale = await call(`/admin/declination/${declinationId}`, {
      method: "PUT",
      json: { declination: bottle({ price: 100, fixedPrice: true }), version },
      as: admin,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ current: { price: 1900, version: version + 1 } });

    const next = await call<AdminProduct>(`/admin/declination/${declinationId}/new-vintage`, {
      method: "POST",
      as: admin,
    });
    expect(next.status).toBe(201);
    expect(next.body.message).toBe("Millésime 2024 créé, avec un stock de 0 et non publié");
    const vintage = next.data.declinations.find((d) => d.year === 2024);
    expect(vintage).toMatchObject({
      quantity: 0,
      isValid: false,
      price: 1900,
      capacity: 75,
      reference: "SPB-2024-75",
    });
    const again = await call(`/admin/declination/${declinationId}/new-vintage`, {
      method: "POST",
      as: admin,
    });
    expect(again.status).toBe(409);
    // unpublished: visitors see only 2023
    const seen = await call<ProductList>("/product?search=clos");
    expect(seen.status).toBe(200);
  });

  it("keeps the stock equal to the sum of its movements, whatever mix of adjustments, orders and cancellations (property)", async () => {
    const { product, declinationId } = await sellableWine("Coteaux du Layon Passerillé", 60);
    const orderIds: number[] = [];
    const step = fc.oneof(
      fc.record({
        kind: fc.constant("adjust" as const),
        reason: fc.constantFrom("BREAKAGE", "TASTING", "RETURN", "CORRECTION"),
        delta: fc.integer({ min: -8, max: 8 }).filter((n) => n !== 0),
      }),
      fc.record({ kind: fc.constant("count" as const), count: fc.integer({ min: 0, max: 40 }) }),
      fc.record({ kind: fc.constant("order" as const), sixes: fc.integer({ min: 1, max: 2 }) }),
      fc.record({ kind: fc.constant("cancel" as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        for (const s of steps) {
          const { quantity: before } = await quantityOf(declinationId);
          if (s.kind === "adjust") {
            const r = await call(`/admin/declination/${declinationId}/stock`, {
              method: "POST",
              json: { reason: s.reason, delta: s.delta },
              as: admin,
            });
            expect(r.status).toBe((before ?? 0) + s.delta < 0 ? 422 : 200);
          } else if (s.kind === "count") {
            await call(`/admin/declination/${declinationId}/stock`, {
              method: "POST",
              json: { reason: "INVENTORY", count: s.count },
              as: admin,
            });
          } else if (s.kind === "order") {
            const r = await order(declinationId, 6 * s.sixes, product.id);
            if (r.status === 201) orderIds.push(r.data.id);
            else expect((before ?? 0) < 6 * s.sixes).toBe(true);
          } else if (orderIds.length) {
            const [id] = orderIds.splice(s.pick % orderIds.length, 1);
            const r = await call(`/admin/order/${id}/status`, {
              method: "PUT",
              json: { status: "CANCELLED" },
              as: admin,
            });
            expect(r.status, r.body.message).toBe(200);
          }
          const after = await quantityOf(declinationId);
          expect(after.quantity).toBe(after.ledger);
          expect(after.quantity).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 12 },
    );
  });

  it("loses no update when the owner's adjustments race 50 orders (row lock; bites on PostgreSQL)", async () => {
    const { product, declinationId } = await sellableWine("Crémant Course", 200);
    const orders = Array.from({ length: 50 }, () => order(declinationId, 6, product.id));
    const returns = Array.from({ length: 5 }, () =>
      call(`/admin/declination/${declinationId}/stock`, {
        method: "POST",
        json: { reason: "RETURN", delta: 3 },
        as: admin,
      }),
    );
    const [placed, returned] = await Promise.all([Promise.all(orders), Promise.all(returns)]);
    expect(returned.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const sold = placed.filter((r) => r.status === 201).length;
    expect(placed.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(sold).toBeGreaterThan(0);
    const { quantity, ledger } = await quantityOf(declinationId);
    expect(quantity).toBe(200 + 15 - 6 * sold);
    expect(ledger).toBe(quantity);
  });
});

describe("back-office catalogue: the owner's edits racing orders (bites on PostgreSQL)", () => {
  // an order locks its declinations, then its lines' foreign keys share-lock their product: an
  // edit that locked the product for update, then wrote its declinations, waited for the order
  // while the order waited for it, and PostgreSQL aborted one of them (a 500)
  it("archives or saves a product while orders of it are placed: every call answered, none refused for a deadlock", async () => {
    const { product, declinationId } = await sellableWine("Course à l’archive", 1000);
    expect((await order(declinationId, 6, product.id)).status).toBe(201);
    const racing = () => Promise.all(Array.from({ length: 12 }, () => order(declinationId, 6, product.id)));
    // each round: a save (its version may have been moved by the archive: a 409, not a 500), the
    // archive (the product is ordered: kept, hidden) and a dozen orders, at once
    const orders: number[] = [];
    for (let round = 0; round < 4; round++) {
      const [saved, archived, placed] = await Promise.all([
        call(`/admin/product/${product.id}`, {
          method: "PUT",
          as: admin,
          json: { ...wine({ name: "Course à l’archive", slug: product.slug }), version: product.version },
        }),
        call(`/admin/product/${product.id}`, { method: "DELETE", as: admin }),
        racing(),
      ]);
      expect([200, 409], saved.body.message).toContain(saved.status);
      expect(archived.status, archived.body.message).toBe(200);
      expect(archived.body.data).toEqual({ archived: true });
      orders.push(...placed.map((r) => r.status));
    }
    expect(orders.filter((status) => status >= 500)).toEqual([]);
  });

  // a site counting its stock per product (USE_PRODUCT_STOCK): an order locked the product, then
  // its line share-locked the bottle, while the bottle's edit (or its e-label's save) locked the
  // bottle, then touched the product: each waited for the other
  it("edits a bottle and its e-label while orders of its wine are placed, stock counted per product: every call answered", async () => {
    const previous = await setSiteParameter(platform, 2, "USE_PRODUCT_STOCK", true);
    try {
      const product = await newWine({ name: "Course au millésime", setQuantity: true });
      const since = platform.cache.version(2);
      const withBottle = await call<AdminProduct>(`/admin/product/${product.id}/declination`, {
        method: "POST",
        json: bottle({ reference: "COURSE-MIL-2023", setQuantity: false }),
        as: admin,
      });
      expect(withBottle.status, withBottle.body.message).toBe(201);
      await withSite(platform.db, 2, (tx) =>
        tx.update(products).set({ quantity: 100_000 }).where(eq(products.id, product.id)),
      );
      await changeFeedCaughtUp(platform, 2, since);
      const declinationId = withBottle.data.declinations[0]?.id ?? 0;
      let version = withBottle.data.declinations[0]?.version ?? 0;
      // its e-label's save (the label as it is) locks the bottle, then touches the product too
      const labelPath = `/admin/declination/${declinationId}/label`;
      let label = (await call<{ label: unknown; version: number }>(labelPath, { as: admin })).data;
      expect((await order(declinationId, 6, product.id)).status).toBe(201);
      const statuses: number[] = [];
      for (let round = 0; round < 4; round++) {
        const [edited, labelled, ...placed] = await Promise.all([
          call<AdminProduct>(`/admin/declination/${declinationId}`, {
            method: "PUT",
            json: {
              declination: bottle({ reference: "COURSE-MIL-2023", setQuantity: false, price: 1500 + round }),
              version,
            },
            as: admin,
          }),
          call<{ label: unknown; version: number }>(labelPath, { method: "PUT", json: label, as: admin }),
          ...Array.from({ length: 12 }, () => order(declinationId, 6, product.id)),
        ]);
        expect(edited.status, edited.body.message).toBe(200);
        expect(labelled.status, labelled.body.message).toBe(200);
        label = labelled.data;
        version = edited.data.declinations.find((d) => d.id === declinationId)?.version ?? version;
        statuses.push(...placed.map((r) => r.status));
      }
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses).toContain(201);
    } finally {
      await setSiteParameter(platform, 2, "USE_PRODUCT_STOCK", previous);
    }
  });

  it("imports the catalogue's CSV while orders of two of its wines are placed: every call answered", async () => {
    const first = await sellableWine("Zinzolin en course", 1000);
    const second = await sellableWine("Aligoté en course", 1000);
    const exported = await platform.call("/api/admin/product/export.csv", {
      site: 2,
      headers: admin.headers,
    });
    // the file names the second wine first and the first last: its order is not the ids' (orders
    // lock theirs by id), and the import holds the second a while before it reaches the first
    const lines = (await exported.text()).split("\r\n");
    const lineOf = (slug: string) => lines.findIndex((line) => line.includes(`;${slug};`));
    const [firstLine] = lines.splice(lineOf(first.product.slug), 1);
    const [secondLine] = lines.splice(lineOf(second.product.slug), 1);
    expect(firstLine && secondLine).toBeTruthy();
    lines.splice(1, 0, secondLine ?? "");
    lines.splice(lines.length - (lines.at(-1) === "" ? 1 : 0), 0, firstLine ?? "");
    const csv = lines.join("\r\n");
    const both = () =>
      order(first.declinationId, 6, first.product.id, [{ id: second.declinationId, quantity: 6 }]);
    for (let round = 0; round < 3; round++) {
      const [imported, ...placed] = await Promise.all([
        platform.call("/api/admin/product/import", {
          site: 2,
          method: "POST",
          body: csv,
          headers: { ...admin.headers, "Content-Type": "text/csv" },
        }),
        ...Array.from({ length: 10 }, both),
      ]);
      expect(imported.status, await imported.text()).toBe(200);
      expect(placed.map((r) => r.status).filter((status) => status >= 500)).toEqual([]);
    }
  });
});

describe("back-office catalogue: what the product page shows beside a product", () => {
  it("saves awards, volume prices, recommendations and a box's contents with the product, and visitors see them", async () => {
    const { product: wineProduct, declinationId } = await sellableWine("Chenin Relations", 24);
    const other = await newWine({ name: "Voisin recommandé" });
    const since = platform.cache.version(2);
    const saved = await call<AdminProduct>(`/admin/product/${wineProduct.id}`, {
      method: "PUT",
      as: admin,
      json: {
        ...wine({ name: "Chenin Relations", slug: wineProduct.slug }),
        version: wineProduct.version,
        awards: [
          {
            competition: "Concours de Paris",
            distinction: "Médaille d’or",
            medal: "GOLD",
            year: 2025,
            declinationId,
          },
        ],
        recommendedIds: [other.id],
        decreasingDiscounts: [{ minQuantity: 6, type: "PERCENT", amount: 5 }],
      },
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.data).toMatchObject({
      recommendedIds: [other.id],
      decreasingDiscounts: [{ minQuantity: 6, type: "PERCENT", amount: 5 }],
    });
    expect(saved.data.awards).toEqual([
      {
        competition: "Concours de Paris",
        distinction: "Médaille d’or",
        medal: "GOLD",
        year: 2025,
        declinationId,
      },
    ]);

    const box = await call<AdminProduct>("/admin/product", {
      method: "POST",
      as: admin,
      json: {
        type: "BOX",
        name: "Coffret découverte",
        price: 4500,
        isValid: true,
        boxItems: [{ declinationId, quantity: 3 }],
      },
    });
    expect(box.status, box.body.message).toBe(201);
    await changeFeedCaughtUp(platform, 2, since);
    const seen = await call<ProductDetail>(`/product/${box.data.slug}`);
    expect(seen.data.boxItems).toEqual([
      {
        quantity: 3,
        name: "Chenin Relations",
        slug: wineProduct.slug,
        year: 2023,
        capacity: 75,
        capacityUnit: "CENTILITRE",
      },
    ]);
    const wineSeen = await call<ProductDetail>(`/product/${wineProduct.slug}`);
    expect(wineSeen.data.awards.map((a) => a.competition)).toEqual(["Concours de Paris"]);
    expect(wineSeen.data.decreasingDiscounts).toEqual([{ minQuantity: 6, type: "PERCENT", amount: 5 }]);
  });

  it("refuses lists that name what they may not: itself, a box in a box, contents for a wine, another product's vintage", async () => {
    const product = await newWine({ name: "Chenin Refus" });
    const { declinationId: foreignVintage } = await sellableWine("Autre vin", 6);
    const box = await call<AdminProduct>("/admin/product", {
      method: "POST",
      as: admin,
      json: { type: "BOX", name: "Coffret A", price: 100 },
    });
    const boxBottle = await call<AdminProduct>(`/admin/product/${box.data.id}/declination`, {
      method: "POST",
      as: admin,
      json: bottle({ reference: "BOX-A", year: null, capacity: null, capacityUnit: null }),
    });
    const boxDeclination = boxBottle.data.declinations[0]?.id ?? 0;
    const put = (extra: Record<string, unknown>, target = product) =>
      call(`/admin/product/${target.id}`, {
        method: "PUT",
        as: admin,
        json: { ...wine({ name: target.name }), type: target.type, version: target.version, ...extra },
      });
    const cases: [Record<string, unknown>, string, string, AdminProduct?][] = [
      [{ recommendedIds: [product.id] }, "recommendedIds", "Un produit ne peut pas se recommander lui-même"],
      [{ recommendedIds: [999_999] }, "recommendedIds", "Un des produits recommandés n’existe pas"],
      [
        { boxItems: [{ declinationId: foreignVintage, quantity: 1 }] },
        "boxItems",
        "Seul un coffret a un contenu",
      ],
      [
        { awards: [{ competition: "X", medal: "GOLD", declinationId: foreignVintage }] },
        "awards",
        "Une récompense ne peut viser qu’un millésime de ce produit",
      ],
      [
        { boxItems: [{ declinationId: boxDeclination, quantity: 1 }] },
        "boxItems",
        "Le contenu d’un coffret est fait de vins ou produits du site, pas d’autres coffrets",
        box.data,
      ],
    ];
    for (const [extra, field, message, target] of cases) {
      const r = await put(extra, target ?? product);
      expect(r.status, message).toBe(422);
      expect(errorsOf(r.body.data)[field]).toEqual([message]);
    }
  });
});
