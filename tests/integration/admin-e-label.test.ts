// The wine e-label (issue 15 §1–§3, §8) on the demo domaine (site 2): who may read and save a
// declination's label, field errors, stale saves, a new vintage copying the label under a new
// code, the QR codes decoded back to the page's address, and the visitor's page /e/{code}.
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminProduct } from "../../schemas/catalogue";
import type { AdminLabel, ELabel } from "../../schemas/e-label";
import type { ProductDetail } from "../../schemas/shop";
import { withSite } from "../../src/server/db/client";
import { adminAudit, productDeclinations } from "../../src/server/db/schema";
import { labelPageHandler } from "../../src/server/modules/catalogue/e-label-routes";
import { type TestUser, userWithSession } from "../support/admin-session";
import { pdfText } from "../support/pdf-text";
import { apiCaller, createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());

const call = apiCaller(platform, { site: 2 });
const errorsOf = (data: unknown) => (data as { errors: Record<string, string[]> }).errors;

let admin: TestUser;
let otherSiteAdmin: TestUser;
let customer: TestUser;
let declinationId: number;
beforeAll(async () => {
  admin = await userWithSession(platform.db, 2, "ADMIN");
  otherSiteAdmin = await userWithSession(platform.db, 1, "ADMIN");
  customer = await userWithSession(platform.db, 2, "CUSTOMER");
  const product = await call<AdminProduct>("/admin/product", {
    method: "POST",
    as: admin,
    json: { type: "WINE", name: "Saumur rouge Étiquette", color: "RED", price: 1200, isValid: true },
  });
  const withBottle = await call<AdminProduct>(`/admin/product/${product.data.id}/declination`, {
    method: "POST",
    as: admin,
    json: { year: 2022, capacity: 75, capacityUnit: "CENTILITRE", reference: "SRE-2022-75", isValid: true },
  });
  expect(withBottle.status, withBottle.body.message).toBe(201);
  declinationId = withBottle.data.declinations[0]?.id ?? 0;
});

const label = (extra: Partial<ELabel> = {}): ELabel => ({
  alcoholPercent: 13,
  ingredients: [
    { code: "grapes", alternatives: [] },
    { code: "tartaric_acid", alternatives: ["malic_acid"] },
    { code: "sulphites", alternatives: [] },
    { code: "egg", alternatives: [] },
  ],
  otherIngredients: "",
  nutritionMode: "ANALYSIS",
  nutrition: null,
  analysis: { alcoholPercent: 13, residualSugars: 2, totalAcidity: 5.5, glycerol: 8 },
  energyOverride: null,
  pictograms: ["pregnancy", "driving", "minors"],
  origin: "Saumur, France",
  producer: "Domaine des Essais, Saumur",
  ...extra,
});

const labelPath = () => `/admin/declination/${declinationId}/label`;
const page = new Hono().get("/e/:code", labelPageHandler({ db: platform.db, sites: platform.sites }));
const host = () => platform.sites.byId(2)?.urls.dev[0] ?? "";
const visit = (code: string, headers: Record<string, string> = {}) =>
  page.fetch(new Request(`http://${host()}/e/${code}`, { headers: { host: host(), ...headers } }));

describe("e-label: who may call", () => {
  it("answers 401 to a visitor, 403 to a customer, 404 to another site's admin", async () => {
    expect((await call(labelPath())).status).toBe(401);
    expect((await call(labelPath(), { as: customer })).status).toBe(403);
    expect((await call(labelPath(), { as: otherSiteAdmin, site: 1 })).status).toBe(404);
    const put = await call(labelPath(), {
      method: "PUT",
      json: { label: label(), version: 1 },
      as: otherSiteAdmin,
      site: 1,
    });
    expect(put.status).toBe(404);
    expect((await call(`${labelPath()}/qr.svg`, { as: otherSiteAdmin, site: 1 })).status).toBe(404);
    expect((await call(`${labelPath()}/qr.png`, { as: customer })).status).toBe(403);
    expect((await call(labelPath(), { as: admin })).status).toBe(200);
  });
});

describe("e-label: the owner's label", () => {
  it("saves a label, bumps its version, audits it, and refuses a stale save with the current one", async () => {
    const before = await call<AdminLabel>(labelPath(), { as: admin });
    expect(before.data.code).toMatch(/^[0-9a-f]{10}$/);
    // the site's canonical origin (its production host), whatever host the owner works on
    expect(before.data.url).toBe(`https://${platform.sites.byId(2)?.urls.prod[0]}/e/${before.data.code}`);
    const saved = await call<AdminLabel>(labelPath(), {
      method: "PUT",
      json: { label: label(), version: before.data.version },
      as: admin,
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.data.version).toBe(before.data.version + 1);
    expect(saved.data.label.ingredients[1]).toEqual({ code: "tartaric_acid", alternatives: ["malic_acid"] });
    const stale = await call<{ current: AdminLabel }>(labelPath(), {
      method: "PUT",
      json: { label: label({ producer: "Autre" }), version: before.data.version },
      as: admin,
    });
    expect(stale.status).toBe(409);
    expect(stale.data.current.label.producer).toBe("Domaine des Essais, Saumur");
    const audit = await withSite(platform.db, 2, (tx) =>
      tx
        .select({ action: adminAudit.action })
        .from(adminAudit)
        .where(and(eq(adminAudit.siteId, 2), eq(adminAudit.target, `declination:${declinationId}`))),
    );
    // one entry for the save that went through, none for the stale one
    expect(audit.filter((a) => a.action === "declination.label")).toHaveLength(1);
  });

  it("says what is wrong next to each field (422), and writes nothing", async () => {
    const before = await call<AdminLabel>(labelPath(), { as: admin });
    const r = await call(labelPath(), {
      method: "PUT",
      json: {
        label: {
          ...label(),
          alcoholPercent: 140,
          ingredients: [
            { code: "unicorn", alternatives: [] },
            { code: "grapes", alternatives: ["sucrose"] },
            { code: "tartaric_acid", alternatives: ["gum_arabic"] },
          ],
        },
        version: before.data.version,
      },
      as: admin,
    });
    expect(r.status).toBe(422);
    const errors = errorsOf(r.data);
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining([
        "label.alcoholPercent",
        "label.ingredients.0.code",
        "label.ingredients.1.alternatives",
        "label.ingredients.2.alternatives",
      ]),
    );
    const noAnalysis = await call(labelPath(), {
      method: "PUT",
      json: { label: label({ nutritionMode: "ANALYSIS", analysis: null }), version: before.data.version },
      as: admin,
    });
    expect(noAnalysis.status).toBe(422);
    expect(Object.keys(errorsOf(noAnalysis.data))).toEqual(["label.analysis"]);
    expect(errors["label.ingredients.1.alternatives"]?.[0]).toMatch(/correcteurs d’acidité/);
    const after = await call<AdminLabel>(labelPath(), { as: admin });
    expect(after.data.version).toBe(before.data.version);
  });

  it("previews a draft with the page's own renderer, in the language asked", async () => {
    const r = await call<{ html: string }>(`${labelPath()}/preview`, {
      method: "POST",
      json: { label: label({ producer: "Brouillon" }), lang: "en" },
      as: admin,
    });
    expect(r.status).toBe(200);
    expect(r.data.html).toContain("Brouillon");
    expect(r.data.html).toContain("<strong>sulphites</strong>");
    expect(r.data.html).toContain("acidity regulator: contains tartaric acid and/or malic acid");
  });

  it("a new vintage copies the label under a code of its own", async () => {
    const current = await call<AdminLabel>(labelPath(), { as: admin });
    const created = await call<AdminProduct>(`/admin/declination/${declinationId}/new-vintage`, {
      method: "POST",
      as: admin,
    });
    expect(created.status, created.body.message).toBe(201);
    const next = created.data.declinations.find((d) => d.year === 2023);
    expect(next).toBeDefined();
    const copied = await call<AdminLabel>(`/admin/declination/${next?.id}/label`, { as: admin });
    expect(copied.data.label).toEqual(current.data.label);
    expect(copied.data.code).not.toBe(current.data.code);
    expect(copied.data.version).toBe(1);
  });
});

async function decodePng(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe("e-label: QR codes", () => {
  it("the PNG (1200 px by default, or `size`) and the SVG decode back to the page's address", async () => {
    const { data } = await call<AdminLabel>(labelPath(), { as: admin });
    const png = await platform.call(`/api${labelPath()}/qr.png`, { site: 2, headers: admin.headers });
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("content-disposition")).toContain("attachment");
    const buffer = Buffer.from(await png.arrayBuffer());
    expect((await sharp(buffer).metadata()).width).toBe(1200);
    expect(await decodePng(buffer)).toBe(data.url);
    const small = await platform.call(`/api${labelPath()}/qr.png?size=400`, {
      site: 2,
      headers: admin.headers,
    });
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(400);
    const svg = await platform.call(`/api${labelPath()}/qr.svg`, { site: 2, headers: admin.headers });
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    const rendered = await sharp(Buffer.from(await svg.text()), { density: 300 })
      .png()
      .toBuffer();
    expect(await decodePng(rendered)).toBe(data.url);
  });
});

describe("e-label: the product page's data", () => {
  it("gives each declination its own label and code, for the page's nutrition block", async () => {
    const { data } = await call<AdminLabel>(labelPath(), { as: admin });
    const [row] = await withSite(platform.db, 2, (tx) =>
      tx.select().from(productDeclinations).where(eq(productDeclinations.id, declinationId)),
    );
    const detail = await call<ProductDetail>(`/product/${row?.productId}`);
    expect(detail.status).toBe(200);
    const shown = detail.data.declinations.find((d) => d.id === declinationId);
    expect(shown?.label).toEqual(data.label);
    expect(shown?.labelCode).toBe(data.code);
  });
});

describe("e-label: the technical sheet", () => {
  it("prints the label page's address beside its QR code, and the label's ingredients", async () => {
    const { data } = await call<AdminLabel>(labelPath(), { as: admin });
    const [row] = await withSite(platform.db, 2, (tx) =>
      tx.select().from(productDeclinations).where(eq(productDeclinations.id, declinationId)),
    );
    const sheet = await platform.call(`/api/product/generate/file/${row?.productId}/${declinationId}`, {
      site: 2,
    });
    expect(sheet.status).toBe(200);
    const text = (await pdfText(new Uint8Array(await sheet.arrayBuffer()))).replace(/\s+/g, " ");
    expect(text).toContain(data.url);
    expect(text).toContain("contient acide tartrique et/ou acide malique");
  });
});

describe("e-label: the visitor's page", () => {
  it("reads in the browser's language, emphasises allergens, sets no cookie, links nothing, runs no script", async () => {
    const { data } = await call<AdminLabel>(labelPath(), { as: admin });
    const en = await visit(data.code, { "accept-language": "en-GB,en;q=0.9,fr;q=0.5" });
    expect(en.status).toBe(200);
    const html = await en.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<strong>sulphites</strong>");
    expect(html).toContain("<strong>egg</strong>");
    expect(html).toContain("Energy");
    expect(html).not.toMatch(/<a\b|<script|<link|<img|€/i);
    expect(en.headers.get("set-cookie")).toBeNull();
    expect(en.headers.get("vary")).toContain("Accept-Language");
    expect(Buffer.byteLength(html)).toBeLessThan(20 * 1024);
    const fr = await visit(data.code, { "accept-language": "de-DE,fr;q=0.8" });
    expect(await fr.text()).toContain("<strong>sulfites</strong>");
    const etag = en.headers.get("etag") ?? "";
    const again = await visit(data.code, { "accept-language": "en", "if-none-match": etag });
    expect(again.status).toBe(304);
  });

  it("keeps its code when the product's slug changes, and answers a small 404 to an unknown code", async () => {
    const [row] = await withSite(platform.db, 2, (tx) =>
      tx.select().from(productDeclinations).where(eq(productDeclinations.id, declinationId)),
    );
    const { data } = await call<AdminLabel>(labelPath(), { as: admin });
    expect(row?.labelCode).toBe(data.code);
    expect((await visit("0000000000")).status).toBe(404);
    expect((await visit("../etc")).status).toBe(404);
  });
});
