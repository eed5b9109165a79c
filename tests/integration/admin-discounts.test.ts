// The owner's discount codes (issue 13 §3) on the demo domaine (site 2): created, restricted,
// paused, archived; each call for the site's admins only; what a code does at the checkout follows
// what the owner saved; uses and revenue per code.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDiscount, AdminDiscountList } from "../../schemas/discount";
import type { OrderCreated, OrderDiscount, ShippingFees } from "../../schemas/order";
import type { ProductDetail } from "../../schemas/shop";
import { BUYER_ADDRESS } from "../fixtures/buyer-address";
import { userWithSession } from "../support/admin-session";
import { apiCaller } from "../support/api-call";
import { createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());

const call = apiCaller(platform, { site: 2 });
const errorsOf = (data: unknown) => (data as { errors: Record<string, string[]> }).errors;

let admin: string;
let wine: ProductDetail;
let wineLine: number;
let voucher: ProductDetail;
let carrier: number;

const code = (extra: Record<string, unknown> = {}) => ({
  code: `degust-${Math.random().toString(36).slice(2, 8)}`,
  label: "Soirée dégustation",
  type: "PERCENT",
  detailType: "ORDER",
  amount: 10,
  ...extra,
});

beforeAll(async () => {
  admin = (await userWithSession(platform.db, 2, "ADMIN")).token;
  wine = (await call<ProductDetail>("/product/saumur-champigny-les-trois-coteaux")).data;
  voucher = (await call<ProductDetail>("/product/bon-cadeau-visite-degustation")).data;
  const d = wine.declinations.find((x) => x.year === 2023 && x.capacity === 75);
  if (!d) throw new Error("no 2023 75 cl");
  wineLine = d.id;
  const fees = await call<ShippingFees>("/calculate/shipping-fees", {
    method: "POST",
    json: {
      products: [{ idProduct: wine.id, idDeclination: wineLine, quantity: 6 }],
      postalCode: "49400",
      country: "FR",
    },
  });
  carrier = fees.data.carriers.find((c) => c.serviceCode === "COLISSIMO_HOME")?.id ?? 0;
});

describe("/api/admin/discount", () => {
  it("is the site's admins' only, and another site's admin sees none of its codes", async () => {
    const created = await call<AdminDiscount>("/admin/discount", {
      method: "POST",
      token: admin,
      json: code(),
    });
    expect(created.status).toBe(201);
    const customer = await userWithSession(platform.db, 2, "CUSTOMER");
    for (const [method, path] of [
      ["GET", "/admin/discount"],
      ["POST", "/admin/discount"],
      ["PUT", `/admin/discount/${created.data.id}`],
      ["DELETE", `/admin/discount/${created.data.id}`],
    ] as const) {
      const json = method === "GET" ? undefined : code();
      expect((await call(path, { method, token: customer.token, json })).status).toBe(403);
    }
    const other = await userWithSession(platform.db, 1, "ADMIN");
    expect((await call(`/admin/discount/${created.data.id}`, { token: other.token, site: 1 })).status).toBe(
      404,
    );
    // (the consultant's site has no shop: no codes at all)
    expect((await call("/admin/discount", { token: other.token, site: 1 })).status).toBe(404);
  });

  it("keeps the code in capitals, refuses a taken code and bad values beside their fields", async () => {
    const first = await call<AdminDiscount>("/admin/discount", {
      method: "POST",
      token: admin,
      json: code({ code: "noel-2026" }),
    });
    expect(first.data).toMatchObject({ code: "NOEL-2026", status: "active", uses: 0, revenue: 0 });
    const again = await call("/admin/discount", {
      method: "POST",
      token: admin,
      json: code({ code: "Noel-2026" }),
    });
    expect(again.status).toBe(422);
    expect(errorsOf(again.data).code).toEqual(["Ce code existe déjà sur le site"]);
    const bad = await call("/admin/discount", {
      method: "POST",
      token: admin,
      json: code({
        code: "a b",
        amount: 150,
        startsAt: "2026-12-10T10:00:00Z",
        endsAt: "2026-12-01T10:00:00Z",
      }),
    });
    expect(bad.status).toBe(422);
    expect(errorsOf(bad.data)).toMatchObject({
      code: ["De 3 à 30 lettres, chiffres, tirets ou soulignés, sans espace"],
      amount: ["Un pourcentage entre 1 et 100"],
      endsAt: ["La fin doit venir après le début"],
    });
  });

  it("refuses a save on a stale version with the saved code", async () => {
    const created = (
      await call<AdminDiscount>("/admin/discount", { method: "POST", token: admin, json: code() })
    ).data;
    const saved = await call<AdminDiscount>(`/admin/discount/${created.id}`, {
      method: "PUT",
      token: admin,
      json: { ...code({ code: created.code, amount: 15 }), version: created.version },
    });
    expect(saved.data).toMatchObject({ amount: 15, version: created.version + 1 });
    const stale = await call<{ current: AdminDiscount }>(`/admin/discount/${created.id}`, {
      method: "PUT",
      token: admin,
      json: { ...code({ code: created.code, amount: 20 }), version: created.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.data.current.amount).toBe(15);
  });
});

describe("what a code does at the checkout", () => {
  const tryCode = (c: string, products: { id: number; quantity: number }[]) =>
    call<OrderDiscount>("/order/discount", { method: "POST", json: { code: c, products } });

  it("takes its percentage off the products it is restricted to only; unknown once paused or archived", async () => {
    const created = (
      await call<AdminDiscount>("/admin/discount", {
        method: "POST",
        token: admin,
        json: code({ productIds: [wine.id] }),
      })
    ).data;
    const voucherLine = voucher.declinations[0]?.id ?? 0;
    const both = await tryCode(created.code, [
      { id: wineLine, quantity: 6 },
      { id: voucherLine, quantity: 1 },
    ]);
    expect(both.status).toBe(200);
    const wineOnly = await tryCode(created.code, [{ id: wineLine, quantity: 6 }]);
    // the voucher's price is not discounted: the same euros off with or without it
    expect(both.data.value).toBe(wineOnly.data.value);
    expect(wineOnly.data.value).toBe(Math.round(wineOnly.data.subtotal * 0.1));
    const notFor = await tryCode(created.code, [{ id: voucherLine, quantity: 1 }]);
    expect(notFor.status).toBe(422);
    expect(notFor.body.message).toBe("Ce code ne s’applique à aucun des produits du panier");

    // by type: every wine, including those added later
    const byType = (
      await call<AdminDiscount>("/admin/discount", {
        method: "POST",
        token: admin,
        json: code({ productTypes: ["WINE"] }),
      })
    ).data;
    expect((await tryCode(byType.code, [{ id: wineLine, quantity: 6 }])).status).toBe(200);

    // paused: unknown to buyers until resumed
    const paused = await call<AdminDiscount>(`/admin/discount/${created.id}`, {
      method: "PUT",
      token: admin,
      json: {
        ...code({ code: created.code, productIds: [wine.id] }),
        isValid: false,
        version: created.version,
      },
    });
    expect(paused.data.status).toBe("paused");
    expect((await tryCode(created.code, [{ id: wineLine, quantity: 6 }])).status).toBe(422);
  });

  it("a volume code applies from its number of articles of its products, and says so below it", async () => {
    const created = await call<AdminDiscount>("/admin/discount", {
      method: "POST",
      token: admin,
      json: code({ productIds: [wine.id], minimumQuantity: 12 }),
    });
    expect(created.status).toBe(201);
    expect(created.data.minimumQuantity).toBe(12);
    const voucherLine = voucher.declinations[0]?.id ?? 0;
    // six wines and six vouchers make twelve articles, but only six of the code's products
    const short = await tryCode(created.data.code, [
      { id: wineLine, quantity: 6 },
      { id: voucherLine, quantity: 6 },
    ]);
    expect(short.status).toBe(422);
    expect(short.body.message).toBe(
      "Ce code de réduction s’applique à partir de 12 articles des produits concernés",
    );
    const twelve = await tryCode(created.data.code, [{ id: wineLine, quantity: 12 }]);
    expect(twelve.status).toBe(200);
    expect(twelve.data.value).toBe(Math.round(twelve.data.subtotal * 0.1));
    const bad = await call("/admin/discount", {
      method: "POST",
      token: admin,
      json: code({ minimumQuantity: 0 }),
    });
    expect(bad.status).toBe(422);
    expect(errorsOf(bad.body.data).minimumQuantity).toEqual(["Nombre entier attendu, 1 au moins"]);
  });

  it("counts each order's use and revenue; deleting a used code archives it", async () => {
    const created = (
      await call<AdminDiscount>("/admin/discount", {
        method: "POST",
        token: admin,
        json: code({ type: "EURO", amount: 500, maxUsesPerUser: 1 }),
      })
    ).data;
    const buyer = await userWithSession(platform.db, 2, "CUSTOMER", { birthdate: "1980-01-01" });
    const order = () =>
      call<OrderCreated>("/order", {
        method: "POST",
        token: buyer.token,
        json: {
          products: [{ id: wineLine, quantity: 6 }],
          billingAddress: BUYER_ADDRESS,
          shippingAddress: BUYER_ADDRESS,
          delivery: { type: "DELIVERY", idCarrier: carrier },
          paymentMethod: "BANK_TRANSFER",
          acceptTerms: true,
          discountCode: created.code.toLowerCase(),
        },
      });
    const first = await order();
    expect(first.status).toBe(201);
    // once per buyer
    expect((await order()).status).toBe(422);
    const listed = await call<AdminDiscountList>(`/admin/discount?search=${created.code}`, { token: admin });
    expect(listed.data.items).toEqual([
      expect.objectContaining({ uses: 1, revenue: first.data.total, given: 500 }),
    ]);

    const removed = await call<{ archived: boolean }>(`/admin/discount/${created.id}`, {
      method: "DELETE",
      token: admin,
    });
    expect(removed.data.archived).toBe(true);
    expect(removed.body.message).toBe(
      `Code ${created.code} archivé : il reste sur les commandes qui l’ont utilisé`,
    );
    const current = await call<AdminDiscountList>(`/admin/discount?search=${created.code}`, { token: admin });
    expect(current.data.items).toEqual([]);
    const archived = await call<AdminDiscountList>(`/admin/discount?search=${created.code}&status=archived`, {
      token: admin,
    });
    expect(archived.data.items[0]?.status).toBe("archived");

    // an unused code is deleted outright
    const unused = (
      await call<AdminDiscount>("/admin/discount", { method: "POST", token: admin, json: code() })
    ).data;
    const gone = await call<{ archived: boolean }>(`/admin/discount/${unused.id}`, {
      method: "DELETE",
      token: admin,
    });
    expect(gone.data.archived).toBe(false);
    expect((await call(`/admin/discount/${unused.id}`, { token: admin })).status).toBe(404);
  });
});
