// What visitors and search engines get follows the owner's edits at once (issue 12 §2, §6): the
// product page's JSON-LD and the technical sheet PDF carry the new name and price, a declination's
// own photo shows on its page, and no other site's cache is dropped.
import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import type { AdminProduct, AdminProductList } from "../../schemas/catalogue";
import { userWithSession } from "../support/admin-session";
import { jsonLdOf } from "../support/page-data";
import {
  apiCaller,
  changeFeedCaughtUp,
  createTestPlatform,
  createTestServer,
} from "../support/test-platform";

const platform = await createTestPlatform();
const server = await createTestServer(platform);
afterAll(() => platform.close());

const SITE2 = "domaine.localhost:3000";
const call = apiCaller(platform, { site: 2, as: await userWithSession(platform.db, 2, "ADMIN") });

async function adminCall(path: string, method: string, json: unknown) {
  const { status, body, data } = await call<AdminProduct>(path, { method, json });
  expect(status, body.message).toBeLessThan(300);
  return data;
}

const page = async (path: string) =>
  (await server.fetch(new Request(`http://${SITE2}${path}`, { headers: { host: SITE2 } }))).text();

async function sheetTitle(product: AdminProduct) {
  const declination = product.declinations[0];
  const response = await platform.call(`/api/product/generate/file/${product.id}/${declination?.id}`, {
    site: 2,
  });
  expect(response.status).toBe(200);
  return (await PDFDocument.load(new Uint8Array(await response.arrayBuffer()))).getTitle();
}

const wine = {
  type: "WINE",
  name: "Les Galets",
  appellation: "Chinon",
  color: "RED",
  shortDescription: "Un chinon de graves, tout en fruit.",
  price: 1390,
  isValid: true,
};

describe("the owner's list", () => {
  it("is kept until the site changes, and shows the owner's own write at the next read", async () => {
    const list = async () =>
      (await call<AdminProductList>("/admin/product?search=cuvee%20du%20jour&perPage=10")).data.total;
    expect(await list()).toBe(0);
    expect(await list()).toBe(0);
    // no wait for the change feed: the write itself drops this process's copy
    await adminCall("/admin/product", "POST", { ...wine, name: "Cuvée du jour" });
    expect(await list()).toBe(1);
    const [product] = (await call<AdminProductList>("/admin/product?search=cuvee%20du%20jour")).data.items;
    const saved = await adminCall(`/admin/product/${product?.id}`, "GET", undefined);
    await adminCall(`/admin/product/${saved.id}`, "PUT", {
      ...wine,
      name: "Cuvée d’hier",
      version: saved.version,
    });
    expect(await list()).toBe(0);
  });
});

describe("the storefront follows the back-office", () => {
  it("renames and reprices: the JSON-LD and the technical sheet say so at once, site 1 is untouched", async () => {
    const created = await adminCall("/admin/product", "POST", wine);
    const since = platform.cache.version(2);
    const product = await adminCall(`/admin/product/${created.id}/declination`, "POST", {
      year: 2022,
      capacity: 75,
      capacityUnit: "CENTILITRE",
      isValid: true,
    });
    await changeFeedCaughtUp(platform, 2, since);
    const [before] = jsonLdOf(await page("/shop/les-galets"));
    expect(before).toMatchObject({ "@type": "Product", name: "Les Galets — Chinon" });
    expect(before?.offers).toMatchObject({ lowPrice: "13.90", highPrice: "13.90" });
    expect(await sheetTitle(product)).toBe("Fiche technique — Les Galets 2022");

    const site1 = platform.cache.version(1);
    const again = platform.cache.version(2);
    const renamed = await adminCall(`/admin/product/${product.id}`, "PUT", {
      ...wine,
      slug: "les-galets",
      name: "Les Galets d’Or",
      price: 1590,
      version: product.version,
    });
    await changeFeedCaughtUp(platform, 2, again);
    const [after] = jsonLdOf(await page("/shop/les-galets"));
    expect(after).toMatchObject({ name: "Les Galets d’Or — Chinon" });
    expect(after?.offers).toMatchObject({ lowPrice: "15.90", highPrice: "15.90" });
    expect(await sheetTitle(renamed)).toBe("Fiche technique — Les Galets d’Or 2022");
    expect(platform.cache.version(1)).toBe(site1);
  });

  it("shows a declination's own photo on its page, the product's otherwise, and the declination's when the product has none", async () => {
    const created = await adminCall("/admin/product", "POST", {
      ...wine,
      name: "Les Graves",
      image: "/demo/domaine/products/saumur-champigny-le-puy.svg",
    });
    const withBottle = await adminCall(`/admin/product/${created.id}/declination`, "POST", {
      year: 2023,
      isValid: true,
      image: "/demo/domaine/products/saumur-champigny-les-trois-coteaux.svg",
    });
    const since = platform.cache.version(2);
    const both = await adminCall(`/admin/product/${created.id}/declination`, "POST", {
      year: 2021,
      isValid: true,
    });
    await changeFeedCaughtUp(platform, 2, since);
    const own = withBottle.declinations[0]?.id;
    const plain = both.declinations.find((d) => d.year === 2021)?.id;
    const photoOf = (html: string) =>
      /<main[\s\S]*?<img[^>]*src="\/demo\/domaine\/products\/([a-z-]+)\.svg"/.exec(html)?.[1];
    expect(photoOf(await page(`/shop/les-graves?d=${own}`))).toBe("saumur-champigny-les-trois-coteaux");
    expect(photoOf(await page(`/shop/les-graves?d=${plain}`))).toBe("saumur-champigny-le-puy");

    // a product without a photo of its own shows its declination's
    const bare = await adminCall("/admin/product", "POST", { ...wine, name: "Les Sables" });
    const next = platform.cache.version(2);
    const sables = await adminCall(`/admin/product/${bare.id}/declination`, "POST", {
      year: 2023,
      isValid: true,
      image: "/demo/domaine/products/saumur-champigny-le-puy.svg",
    });
    await changeFeedCaughtUp(platform, 2, next);
    const first = sables.declinations[0]?.id;
    expect(photoOf(await page(`/shop/les-sables?d=${first}`))).toBe("saumur-champigny-le-puy");
  });
});
