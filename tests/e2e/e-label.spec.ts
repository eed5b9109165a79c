// The wine e-label of issue 15 §8 in Chromium: the page's "no" list (no cookie, no request to another
// origin, no link, no script, under 20 KB), and the journey: the owner fills a new vintage's
// e-label, downloads its QR code, and a visitor opens it on a phone with an English browser.
import { readFile } from "node:fs/promises";
import { expect } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import jsQR from "jsqr";
import sharp from "sharp";
import { withSite } from "../../src/server/db/client";
import { productDeclinations } from "../../src/server/db/schema";
import { loggedContext, origins, type Server, test } from "./admin-helpers";
import { expectAccessible } from "./support";

async function seededCode(server: Server, reference: string): Promise<string> {
  const [row] = await withSite(server.platform.db, 2, (tx) =>
    tx
      .select({ code: productDeclinations.labelCode })
      .from(productDeclinations)
      .where(and(eq(productDeclinations.siteId, 2), eq(productDeclinations.reference, reference))),
  );
  if (!row) throw new Error(`no declination ${reference}`);
  return row.code;
}

test("the e-label page sets no cookie, asks nothing of another origin, links nothing, runs no script", async ({
  browser,
  server,
}) => {
  const { site2 } = origins(server);
  const code = await seededCode(server, "TR-R-20-75");
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  const response = await page.goto(`${site2}/e/${code}`);
  expect(response?.status()).toBe(200);
  const body = await response?.body();
  expect(body?.byteLength ?? Number.POSITIVE_INFINITY).toBeLessThan(20 * 1024);
  expect(response?.headers()["set-cookie"]).toBeUndefined();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Terres Rouges");
  await expect(page.locator("strong", { hasText: "sulfites" })).toBeVisible();
  expect(await context.cookies()).toEqual([]);
  expect(requested.every((url) => new URL(url).origin === site2)).toBe(true);
  expect(requested).toHaveLength(1);
  expect(await page.locator("a, script, link, img, iframe, form").count()).toBe(0);
  // no consent banner, no age gate: nothing to consent to
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectAccessible(page);
  // an unknown code: a small 404, still without a cookie
  const unknown = await page.goto(`${site2}/e/0000000000`);
  expect(unknown?.status()).toBe(404);
  expect(await context.cookies()).toEqual([]);
  await context.close();
});

test("the owner fills a new vintage's e-label and downloads its QR code; an English phone reads it", async ({
  browser,
  server,
}) => {
  const { site2 } = origins(server);
  const { context } = await loggedContext(browser, server, "ADMIN", 2);
  const page = await context.newPage();
  await page.goto(`${site2}/admin/products?search=terres+rouges`);
  await page.getByRole("link", { name: "Terres Rouges", exact: true }).first().click();
  await page.getByRole("button", { name: "Nouveau millésime depuis 2021 · 75 cl" }).click();
  await expect(page.getByText(/Nouveau millésime créé/)).toBeVisible();

  await page.getByRole("button", { name: "Étiquette électronique de 2022 · 75 cl" }).click();
  const dialog = page.getByRole("dialog", { name: /Étiquette électronique — Terres Rouges 2022 · 75 cl/ });
  // the new vintage starts from the 2021 label: grapes and sulphites are there
  await expect(dialog.getByLabel("Ingrédient 2", { exact: true })).toHaveValue("sulphites");
  await dialog.getByLabel("Titre alcoométrique (% vol)").fill("14");
  await dialog.getByRole("button", { name: "Ajouter un ingrédient" }).click();
  await dialog.getByLabel("Ingrédient 3", { exact: true }).selectOption("tartaric_acid");
  await dialog.getByRole("button", { name: "Ajouter « et/ou »" }).click();
  await dialog.getByLabel("… et/ou (ingrédient 3)", { exact: true }).selectOption("malic_acid");
  await dialog.getByLabel("Source des valeurs").selectOption("ANALYSIS");
  await dialog.getByLabel("Alcool (% vol)").fill("14");
  await dialog.getByLabel("Sucres résiduels (g/l)").fill("1,5");
  await dialog.getByLabel("Acidité totale en acide tartrique (g/l)").fill("5,2");
  await dialog.getByLabel("Glycérol (g/l)").fill("9");
  // the formula is shown: 14 % vol × 0,789 = 11,05 g of ethanol
  await expect(dialog.getByText(/éthanol 14 % vol × 0,789 = 11,05 g/)).toBeVisible();
  await dialog.getByLabel("Producteur (nom et adresse)").fill("Domaine des Trois Coteaux, 49730 Turquant");
  // the live preview is the page itself
  const preview = dialog.frameLocator("iframe[title='Aperçu de l’étiquette électronique']");
  await expect(preview.getByText(/contient acide tartrique et\/ou acide malique/)).toBeVisible();
  await expect(
    preview.getByText("Domaine des Trois Coteaux, 49730 Turquant", { exact: false }),
  ).toBeVisible();
  // the preview frame is the label page, checked below on its own (axe cannot enter a sandboxed frame)
  await expectAccessible(page, '[role="dialog"]', ["iframe"]);
  await dialog.getByRole("button", { name: "Enregistrer l’étiquette" }).click();
  await expect(dialog.getByText("Étiquette enregistrée.")).toBeVisible();

  const download = page.waitForEvent("download");
  await dialog.getByRole("link", { name: "Télécharger le QR code (PNG 1200 px)" }).click();
  const file = await (await download).path();
  const { data, info } = await sharp(await readFile(file))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(info.width).toBe(1200);
  const encoded = jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? "";
  // the site's canonical origin; the test server answers the same path on its own host
  expect(encoded).toMatch(/^https:\/\/[^/]+\/e\/[0-9a-f]{10}$/);
  await context.close();

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: "en-GB",
    extraHTTPHeaders: { "Accept-Language": "en-GB,en;q=0.9" },
  });
  const visitor = await phone.newPage();
  await visitor.goto(`${site2}${new URL(encoded).pathname}`);
  await expect(visitor.locator("html")).toHaveAttribute("lang", "en");
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText("Terres Rouges · 2022 · 75 cl");
  await expect(visitor.getByText("Alcoholic strength")).toBeVisible();
  await expect(
    visitor.getByText(/acidity regulator: contains tartaric acid and\/or malic acid/),
  ).toBeVisible();
  await expect(visitor.locator("strong", { hasText: "sulphites" })).toBeVisible();
  await expect(visitor.getByRole("row", { name: /Energy/ })).toContainText("kJ");
  await expect(
    visitor.getByText("Contains negligible amounts of fat, saturates, protein and salt."),
  ).toBeVisible();
  await expect(visitor.getByText("Do not drink and drive.")).toBeVisible();
  // readable at phone width: nothing wider than the screen
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(visitor);
  await phone.close();
});
