// The owner's catalogue on the domaine (issue 12): an ADMIN adds a wine, its vintage, price and
// stock from the back-office, is told what is wrong next to the field, is asked before leaving
// unsaved changes, publishes; a visitor finds the wine at once, and its old address after a
// rename. The list works on a phone. Every screen is checked with axe.
import { readFile } from "node:fs/promises";
import { expect } from "@playwright/test";
import sharp from "sharp";
import { loggedContext, origins, test, uploadAndChoose } from "./admin-helpers";
import { expectAccessible, returningVisitor } from "./support";

/** A bottle's photo as a phone takes it: 3000×4000 pixels. */
async function bottlePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 4000, channels: 3, background: { r: 230, g: 220, b: 190 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="800" height="2600"><rect width="800" height="2600" rx="200" fill="#3b5e2b"/></svg>',
        ),
        left: 1100,
        top: 900,
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

test("the owner adds a wine with a vintage, a price and a stock; a visitor finds it, and its old address after a rename", async ({
  browser,
  server,
}) => {
  const { site2 } = origins(server);
  const { context } = await loggedContext(browser, server, "ADMIN", 2);
  const page = await context.newPage();
  await page.goto(`${site2}/admin/products`);
  await expect(page.getByRole("heading", { name: "Catalogue", level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "Administration", exact: true })
      .getByRole("link", { name: "Catalogue" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Les Trois Coteaux" }).first()).toBeVisible();
  await expectAccessible(page, "main");

  // search on the server
  await page.getByRole("searchbox", { name: "Rechercher" }).fill("trois coteaux");
  await page.getByRole("button", { name: "Chercher" }).click();
  await expect(page).toHaveURL(/search=trois\+coteaux/);
  await expect(page.getByText(/^Page 1 sur 1 — \d+ produits?$/)).toBeVisible();

  await page.getByRole("link", { name: "Ajouter un produit" }).click();
  await page.getByLabel("Nom", { exact: true }).fill("Anjou blanc Les Rochettes");
  await page.getByLabel("Appellation", { exact: true }).fill("Anjou");
  await page.getByLabel("Couleur", { exact: true }).selectOption({ label: "Blanc" });
  // the site's variations: the values it is filtered and named by
  await page.getByLabel("Couleur (variation 1)").selectOption({ label: "Blanc" });
  await page.getByLabel("Prix de référence (€ TTC)").fill("16,50");
  await page.getByLabel("Publié dans la boutique").check();
  await page.getByRole("button", { name: "Créer le produit" }).click();
  await expect(page.getByText("Produit créé.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);

  // a photo from the phone, uploaded in the media library with what it shows, and chosen
  await page.getByRole("button", { name: "Choisir une photo" }).click();
  const library = page.getByRole("dialog", { name: "Médiathèque" });
  await uploadAndChoose(
    library,
    { name: "rochettes.jpg", mimeType: "image/jpeg", buffer: await bottlePhoto() },
    "La bouteille des Rochettes",
    () => expectAccessible(page, '[role="dialog"]'),
  );
  await expect(page.getByRole("img", { name: "Aperçu", exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Ajouter une déclinaison" }).click();
  const dialog = page.getByRole("dialog", { name: "Ajouter une déclinaison" });
  await dialog.getByLabel("Millésime").fill("2024");
  await dialog.getByLabel("Référence (SKU)").fill("ANJ-2024-75");
  await expect(dialog.getByLabel("Couleur (variation 1)")).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole("button", { name: "Enregistrer la déclinaison" }).click();
  await expect(page.getByText("Déclinaison ajoutée.")).toBeVisible();

  await page.getByRole("button", { name: /^Stock de 2024/ }).click();
  const stock = page.getByRole("dialog", { name: /^Stock — 2024/ });
  await stock.getByLabel("Bouteilles comptées").fill("36");
  await stock.getByRole("button", { name: "Enregistrer le mouvement" }).click();
  await expect(stock.getByText("Stock enregistré : 36.")).toBeVisible();
  await expect(stock.getByRole("listitem").filter({ hasText: "Inventaire" })).toContainText("+36");
  await stock.getByRole("button", { name: "Fermer" }).click();
  await expect(page.getByText(/stock 36/)).toBeVisible();

  // a wrong price is said next to its field, and nothing is saved
  const price = page.getByLabel("Prix de référence (€ TTC)");
  await price.fill("seize euros");
  await page.getByRole("button", { name: "Enregistrer le produit" }).click();
  await expect(price).toHaveAccessibleDescription(/Prix attendu, en centimes\./);
  // leaving with unsaved changes asks first
  await page
    .getByRole("navigation", { name: "Administration", exact: true })
    .getByRole("link", { name: "Catalogue" })
    .click();
  const leave = page.getByRole("dialog", { name: "Quitter sans enregistrer ?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Rester sur la fiche" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  await price.fill("16,50");
  await page.getByRole("button", { name: "Enregistrer le produit" }).click();
  await expect(page.getByText("Produit enregistré.")).toBeVisible();
  await expectAccessible(page, "main");

  const visitorContext = await browser.newContext();
  await returningVisitor(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${site2}/shop/anjou-blanc-les-rochettes`);
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText("Anjou blanc Les Rochettes");
  await expect(visitor.getByText("16,50").first()).toBeVisible();
  // the photo comes in AVIF, at the width the page needs, not the 3000-px original
  const photo = visitor.getByRole("main").locator("picture img").first();
  await expect(
    visitor.getByRole("main").locator('picture source[type="image/avif"]').first(),
  ).toHaveAttribute("srcset", /-480\.avif 480w/);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/-(480|960|1600)\.avif$/);

  // a new address: the old one sends visitors (and search engines: 301) to it
  await page.getByLabel("Adresse dans la boutique").fill("anjou-rochettes");
  await page.getByRole("button", { name: "Enregistrer le produit" }).click();
  await expect(page.getByText("Produit enregistré.")).toBeVisible();
  const arrived = await visitor.goto(`${site2}/shop/anjou-blanc-les-rochettes`);
  const first = await arrived?.request().redirectedFrom()?.response();
  expect(first?.status()).toBe(301);
  await expect(visitor).toHaveURL(/\/shop\/anjou-rochettes$/);
  await visitorContext.close();
  await context.close();
});

test("the catalogue list works on a phone", async ({ browser, server }) => {
  const { site2 } = origins(server);
  const { context } = await loggedContext(browser, server, "ADMIN", 2);
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await returningVisitor(phone);
  await phone.addCookies(await context.cookies());
  const page = await phone.newPage();
  await page.goto(`${site2}/admin/products`);
  await expect(page.getByRole("heading", { name: "Catalogue", level: 1 })).toBeVisible();
  // cards, not a table, and no sideways scroll of the page
  await expect(page.getByRole("table")).toBeHidden();
  await expect(page.getByRole("listitem").filter({ hasText: "Les Trois Coteaux" }).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page, "main");
  await phone.close();
  await context.close();
});

test("the owner exports the catalogue, changes a price in the spreadsheet and imports it after checking", async ({
  browser,
  server,
}) => {
  const { site2 } = origins(server);
  const { context } = await loggedContext(browser, server, "ADMIN", 2);
  const page = await context.newPage();
  await page.goto(`${site2}/admin/products`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Exporter en CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("catalogue.csv");
  const csv = await readFile((await download.path()) ?? "", "utf8");
  const lines = csv.split("\r\n");
  const header = (lines[0] ?? "").replace(/^\uFEFF/, "").split(";");
  const priceColumn = header.indexOf("prix_produit");
  // the product is on each of its declinations' rows: the new price goes on all of them
  const edited = lines.map((line) => {
    if (!line.includes(";saumur-champigny-les-trois-coteaux;")) return line;
    const cells = line.split(";");
    cells[priceColumn] = "19,90";
    return cells.join(";");
  });

  await page.getByLabel("Fichier CSV du catalogue à importer").setInputFiles({
    name: "catalogue.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(edited.join("\r\n")),
  });
  const dialog = page.getByRole("dialog", { name: "Import du catalogue" });
  await expect(dialog.getByText(/ · 1 changement\(s\) · /)).toBeVisible();
  await expect(dialog.getByText(/price : « \d+ » → « 1990 »/)).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole("button", { name: "Importer ces changements" }).click();
  await expect(page.getByText("Catalogue importé : 1 changement(s)")).toBeVisible();
  await context.close();
});

test("the owner changes the site's logo from the media library, and every page shows it", async ({
  browser,
  server,
}) => {
  const { site2 } = origins(server);
  const { context } = await loggedContext(browser, server, "ADMIN", 2);
  const page = await context.newPage();
  await page.goto(`${site2}/admin/media`);
  await expect(page.getByRole("heading", { name: "Médiathèque", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Choisir : Logo de l’en-tête" }).click();
  const library = page.getByRole("dialog", { name: "Logo de l’en-tête" });
  const logo = await sharp({ create: { width: 480, height: 160, channels: 4, background: "#7a1f3d" } })
    .png()
    .toBuffer();
  await uploadAndChoose(
    library,
    { name: "logo-2026.png", mimeType: "image/png", buffer: logo },
    "Domaine des Trois Coteaux, logo 2026",
  );
  await expect(
    page.getByText("Logo de l’en-tête changé : toutes les pages du site le montrent."),
  ).toBeVisible();
  await expectAccessible(page, "main");

  const visitorContext = await browser.newContext();
  await returningVisitor(visitorContext);
  const visitor = await visitorContext.newPage();
  for (const path of ["/", "/shop", "/contact"]) {
    await visitor.goto(`${site2}${path}`);
    await expect(
      visitor.getByRole("banner").getByRole("img", { name: "Domaine des Trois Coteaux, logo 2026" }),
    ).toHaveAttribute("src", /^\/api\/media\/file\/site-2\/library\/[0-9a-f-]{36}\.png$/);
  }
  await visitorContext.close();
  await context.close();
});
