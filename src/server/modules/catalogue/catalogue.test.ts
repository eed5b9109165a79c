// The products calls of spec §7 and GET /product (DESIGN.md §4) on the seeded demo catalogue of
// site 2, through the real API.
import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import type { Award, MealIcon, ProductDetail, ProductList, ProductSummary } from "../../../../schemas/shop";
import { changeFeedCaughtUp, createTestPlatform, envelopeOf } from "../../../../tests/support/test-platform";
import { withSite } from "../../db/client";
import { products } from "../../db/schema";

const platform = await createTestPlatform();
afterAll(() => platform.close());

async function get<T>(path: string, site = 2, lang = "fr_FR") {
  const response = await platform.call(path, { site, lang });
  const body = await envelopeOf(response);
  return { status: response.status, body, data: body.data as T };
}

async function list(query: string) {
  const { status, data, body } = await get<ProductList>(`/api/product${query ? `?${query}` : ""}`);
  expect(status, body.message).toBe(200);
  return data;
}

const isSorted = (values: number[], descending = false) =>
  values.every((v, i) => i === 0 || (descending ? (values[i - 1] ?? v) >= v : (values[i - 1] ?? v) <= v));

describe("GET /product", () => {
  it("lists the whole catalogue of site 2, 100 a page, ordered by price (spec §9)", async () => {
    const data = await list("");
    expect(data.total).toBe(31);
    expect(data.products).toHaveLength(31);
    expect(data.nbItem).toBe(100);
    expect(isSorted(data.products.map((p) => p.price))).toBe(true);
    const wines = data.products.filter((p) => p.type.type === "WINE");
    expect(wines.length).toBeGreaterThanOrEqual(20);
    expect(new Set(wines.map((p) => p.color))).toEqual(
      new Set(["RED", "WHITE", "ROSE", "SPARKLING", "SWEET"]),
    );
    expect(data.products.some((p) => p.type.type === "BOX")).toBe(true);
    expect(data.products.some((p) => p.type.type === "OTHER")).toBe(true);
  });

  it("pages through the list", async () => {
    const first = await list("nbItem=10&page=1");
    const fourth = await list("nbItem=10&page=4");
    expect(first.products).toHaveLength(10);
    expect(fourth.products).toHaveLength(1);
    expect(fourth.total).toBe(31);
    const all = [
      ...first.products,
      ...(await list("nbItem=10&page=2")).products,
      ...(await list("nbItem=10&page=3")).products,
      ...fourth.products,
    ];
    expect(new Set(all.map((p) => p.id)).size).toBe(31);
  });

  it("filters by kind, colour, appellation, name, vintage, price, tags and search", async () => {
    const boxes = await list("kind=BOX");
    expect(boxes.total).toBe(4);
    expect(boxes.products.every((p) => p.type.type === "BOX")).toBe(true);
    const notWine = await list("kind=df:WINE");
    expect(notWine.total).toBe(9);

    const reds = await list("color=RED");
    expect(reds.products.every((p) => p.color === "RED")).toBe(true);
    expect(reds.total).toBe(7);

    const champigny = await list("appellation=saumur-champigny");
    expect(champigny.total).toBeGreaterThan(0);
    expect(champigny.products.every((p) => p.appellation === "Saumur-Champigny")).toBe(true);

    const coteaux = await list("name=lk:coteaux");
    expect(coteaux.products.map((p) => p.name).sort()).toEqual(
      ["Coffret découverte Trois Coteaux", "Les Trois Coteaux", "Les Trois Coteaux blanc"].sort(),
    );

    const vintage2018 = await list("year=2018");
    expect(vintage2018.products.every((p) => p.years.includes(2018))).toBe(true);
    expect(vintage2018.total).toBeGreaterThan(0);
    const range = await list("year=gte:2019&year=lte:2019");
    expect(range.products.every((p) => p.years.includes(2019))).toBe(true);

    const cheap = await list("price=lte:1000");
    expect(cheap.products.every((p) => p.price <= 1000)).toBe(true);
    const band = await list("price=gte:1000&price=lt:1500");
    expect(band.total).toBeGreaterThan(0);
    expect(band.products.every((p) => p.price >= 1000 && p.price < 1500)).toBe(true);

    const gifts = await list("tags=cadeau");
    expect(gifts.products.every((p) => p.tags.includes("cadeau"))).toBe(true);
    const notOrganic = await list("tags=df:bio");
    expect(notOrganic.products.every((p) => !p.tags.includes("bio"))).toBe(true);
    expect(notOrganic.total).toBeGreaterThan(0);

    const silex = await list("search=silex");
    expect(silex.products.map((p) => p.slug)).toContain("saumur-blanc-les-silex");
    // LIKE wildcards typed by a visitor are plain characters
    expect((await list("search=%25%25%25")).total).toBe(0);
    expect((await list("search=___")).total).toBe(0);

    const red = reds.products[0]?.variation1?.id;
    expect((await list(`variation1=${red}`)).total).toBe(7);
  });

  it("sorts by price, name, vintage and the domaine's order", async () => {
    expect(
      isSorted(
        (await list("orderBy=-price")).products.map((p) => p.price),
        true,
      ),
    ).toBe(true);
    const names = (await list("orderBy=name")).products.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const years = (await list("orderBy=-year&kind=WINE")).products.map((p) => Math.max(...p.years, 0));
    expect(isSorted(years, true)).toBe(true);
    const custom = await list("orderBy=order");
    expect(custom.products[0]?.slug).toBe("saumur-champigny-les-trois-coteaux");
  });

  it("ignores empty filters and unknown fields (spec §5)", async () => {
    expect((await list("color=&name=&foo=bar")).total).toBe(31);
  });

  it("answers 400 with the field at fault for a filter it cannot apply", async () => {
    for (const [query, field] of [
      ["price=lk:3", "price"],
      ["year=abc", "year"],
      ["kind=gt:WINE", "kind"],
      ["orderBy=secret", "orderBy"],
      ["nbItem=0", "nbItem"],
      ["nbItem=101", "nbItem"],
      ["page=-1", "page"],
      ["tags=lk:bio", "tags"],
    ] as const) {
      const { status, body } = await get(`/api/product?${query}`);
      expect(status, query).toBe(400);
      expect((body.data as { errors: Record<string, unknown> }).errors, query).toHaveProperty(field);
    }
  });

  it("gives the facets of the whole catalogue", async () => {
    const { facets } = await list("color=RED");
    expect(facets.kinds.map((k) => k.value)).toEqual(["WINE", "BOX", "OTHER"]);
    expect(facets.colors.map((c) => c.value)).toEqual(["RED", "WHITE", "ROSE", "SPARKLING", "SWEET"]);
    expect(facets.appellations.map((a) => a.value)).toContain("Crémant de Loire");
    expect(facets.years).toContain(2018);
    expect(facets.price.min).toBeLessThan(facets.price.max);
  });

  it("does not exist on a site that is no shop (site 1)", async () => {
    const { status, body } = await get("/api/product", 1);
    expect(status).toBe(404);
    expect(body.message).toBe("Ce site n’a pas de boutique en ligne");
  });

  it("shows a change of the catalogue at once (the list cache follows the change feed)", async () => {
    const before = await list("name=lk:Canaille");
    expect(before.products[0]?.price).toBe(890);
    const since = platform.cache.version(2);
    await withSite(platform.db, 2, (tx) =>
      tx
        .update(products)
        .set({ price: 920 })
        .where(and(eq(products.siteId, 2), eq(products.slug, "vin-de-france-canaille"))),
    );
    await changeFeedCaughtUp(platform, 2, since);
    expect((await list("name=lk:Canaille")).products[0]?.price).toBe(920);
  });
});

describe("GET /product/{idOrSlug}", () => {
  it("gives everything a wine lover expects", async () => {
    const { status, data } = await get<ProductDetail>("/api/product/saumur-champigny-les-trois-coteaux");
    expect(status).toBe(200);
    expect(data.type).toEqual({ type: "WINE", subtypeType: "BOTTLE" });
    expect(data.declinations.map((d) => d.year)).toContain(2021);
    expect(new Set(data.declinations.map((d) => d.capacity))).toEqual(new Set([37.5, 75, 150]));
    expect(data.grapeVarieties[0]?.name).toBe("Cabernet franc");
    expect(data.features.map((f) => f.code)).toEqual(expect.arrayContaining(["soil", "ageing", "serving"]));
    expect(data.mealIcons.map((m) => m.code)).toContain("fromage");
    expect(data.awards.length).toBe(2);
    expect(data.decreasingDiscounts).toEqual([
      { minQuantity: 6, type: "PERCENT", amount: 5 },
      { minQuantity: 12, type: "PERCENT", amount: 10 },
    ]);
    expect(data.nutrition?.energyKcal).toBeGreaterThan(0);
    expect(data.ingredients).toContain("sulfites");
    expect(data.variation1).toMatchObject({ value: "Rouge", label: "Couleur", displayLabel: "Couleur" });

    const half = data.declinations.find((d) => d.capacity === 37.5);
    expect(half).toMatchObject({ price: 750, fixedPrice: true, sellByMultipleOf: 6, stock: null });
    const old = data.declinations.find((d) => d.year === 2021);
    // a declination's own discount (EURO, 2 €)
    expect(old).toMatchObject({
      price: 1250,
      finalPrice: 1050,
      stock: 9,
      discount: { type: "EURO", amount: 200 },
    });

    const byId = await get<ProductDetail>(`/api/product/${data.id}`);
    expect(byId.data.slug).toBe(data.slug);
  });

  it("applies a product's percent discount", async () => {
    const { data } = await get<ProductDetail>("/api/product/saumur-rouge-les-perrieres");
    expect(data).toMatchObject({ price: 1090, finalPrice: 981, savedPercent: 10 });
  });

  it("answers 404 for an unknown product, a strange slug, or a product of another site", async () => {
    for (const key of ["inconnu", "999999", "%27%20or%201%3D1", "UPPER"]) {
      const { status, body } = await get(`/api/product/${key}`);
      expect(status, key).toBe(404);
      expect(body.success).toBe(false);
    }
    expect((await get("/api/product/1", 1)).status).toBe(404);
  });
});

describe("awards, recommendations, meal icons", () => {
  it("GET /award?product={id}", async () => {
    const { data: product } = await get<ProductDetail>("/api/product/saumur-champigny-le-puy");
    const { status, data } = await get<Award[]>(`/api/award?product=${product.id}`);
    expect(status).toBe(200);
    expect(data.map((a) => a.medal)).toEqual(["GOLD", "SCORE"]);
    expect(data[0]).toMatchObject({ vintage: 2020, competition: "Concours Général Agricole, Paris" });
    expect((await get("/api/award")).status).toBe(400);
    expect((await get("/api/award?product=abc")).status).toBe(400);
    expect((await get("/api/award?product=999999")).status).toBe(404);
  });

  it("GET /v2/product/recommended/{id}", async () => {
    const { data: product } = await get<ProductDetail>("/api/product/saumur-champigny-les-trois-coteaux");
    const { status, data } = await get<{ products: ProductSummary[] }>(
      `/api/v2/product/recommended/${product.id}`,
    );
    expect(status).toBe(200);
    expect(data.products.map((p) => p.slug)).toEqual([
      "saumur-champigny-le-puy",
      "saumur-blanc-les-silex",
      "coffret-decouverte-trois-coteaux",
    ]);
    expect((await get("/api/v2/product/recommended/999999")).status).toBe(404);
  });

  it("GET /parameter/product/meal-icon", async () => {
    const { status, data } = await get<{ mealIcons: MealIcon[] }>("/api/parameter/product/meal-icon");
    expect(status).toBe(200);
    expect(data.mealIcons.length).toBe(12);
    expect(data.mealIcons.every((m) => /^fa-[a-z-]+$/.test(m.icon) && m.label.length > 0)).toBe(true);
  });
});

describe("GET /product/generate/file/{id}[/{declinationId}]", () => {
  it("makes a PDF technical sheet of the product and the vintage asked", async () => {
    const { data: product } = await get<ProductDetail>("/api/product/saumur-champigny-le-puy");
    const declination = product.declinations.find((d) => d.year === 2020 && d.capacity === 75);
    const response = await platform.call(`/api/product/generate/file/${product.id}/${declination?.id}`, {
      site: 2,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="fiche-technique-saumur-champigny-le-puy-2020.pdf"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe("Fiche technique — Le Puy 2020");
    expect(pdf.getAuthor()).toBe("Domaine des Trois Coteaux");

    const first = await platform.call(`/api/product/generate/file/${product.id}`, { site: 2 });
    expect(first.status).toBe(200);
  });

  it("answers 404 in the envelope for an unknown product or another product's declination", async () => {
    const { data: other } = await get<ProductDetail>("/api/product/saumur-blanc-les-silex");
    const { data: product } = await get<ProductDetail>("/api/product/saumur-champigny-le-puy");
    for (const path of [
      "/api/product/generate/file/999999",
      `/api/product/generate/file/${product.id}/${other.declinations[0]?.id}`,
      `/api/product/generate/file/${product.id}/abc`,
    ]) {
      const response = await platform.call(path, { site: 2 });
      expect(response.status, path).toBe(404);
      expect((await envelopeOf(response)).success).toBe(false);
    }
  });

  it("writes every product's sheet, whatever its characters", async () => {
    const { data } = await get<ProductList>("/api/product");
    for (const product of data.products) {
      const response = await platform.call(`/api/product/generate/file/${product.id}`, { site: 2 });
      expect(response.status, product.slug).toBe(200);
    }
  });
});
