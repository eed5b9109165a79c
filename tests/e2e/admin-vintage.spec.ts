// The journey of issue 12 §7 end to end: the owner makes the next vintage of a wine from the last
// one, gives it its own photo, a price and a stock, publishes it; a visitor finds the wine in
// /shop, sees that vintage's photo in AVIF or WebP, and buys it (click-and-collect, paid at
// pick-up). The stock of the vintage is then the counted stock less the bottles bought.
import { expect } from "@playwright/test";
import sharp from "sharp";
import { demoAccounts } from "../../src/server/db/seed/content/accounts";
import { loggedContext, origins, test, uploadAndChoose } from "./admin-helpers";
import { expectAccessible, hydrated, returningVisitor } from "./support";

const customer = demoAccounts.find((a) => a.siteId === 2 && a.role === "CUSTOMER");

/** The label of the 2024 bottle, as a phone photographs it. */
function labelPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 3200, channels: 3, background: { r: 120, g: 30, b: 50 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

test("the owner makes the 2024 vintage with its photo, price and stock; a visitor sees it and buys it", async ({
  browser,
  server,
}) => {
  if (!customer) throw new Error("no seeded customer on site 2");
  const { site2 } = origins(server);
  const { context } = await loggedContext(browser, server, "ADMIN", 2);
  const page = await context.newPage();
  await page.goto(`${site2}/admin/products?search=trois+coteaux`);
  await page.getByRole("link", { name: "Les Trois Coteaux", exact: true }).first().click();
  await expect(page.getByRole("heading", { name: "Millésimes et formats" })).toBeVisible();

  // the next vintage, from the last one: stock 0 and unpublished until the owner says so
  await page.getByRole("button", { name: "Nouveau millésime depuis 2023 · 75 cl" }).click();
  await expect(page.getByText(/Nouveau millésime créé, avec un stock de 0 et non publié/)).toBeVisible();
  await expect(page.getByText("2024 · 75 cl — non publiée")).toBeVisible();

  await page.getByRole("button", { name: "Modifier 2024 · 75 cl" }).click();
  const edit = page.getByRole("dialog", { name: "Modifier 2024 · 75 cl" });
  await edit.getByLabel("Prix fixe (€ TTC)").fill("15,50");
  // its own photo, uploaded from the dialog
  await edit.getByRole("button", { name: "Choisir une photo" }).click();
  const library = page.getByRole("dialog", { name: "Médiathèque" });
  await uploadAndChoose(
    library,
    { name: "trois-coteaux-2024.jpg", mimeType: "image/jpeg", buffer: await labelPhoto() },
    "L’étiquette du millésime 2024",
  );
  const preview = edit.getByRole("img", { name: "Aperçu", exact: true });
  await expect(preview).toHaveAttribute("src", /^\/api\/media\/file\/site-2\/library\/[0-9a-f-]{36}\.jpg$/);
  const uuid = /([0-9a-f-]{36})\.jpg$/.exec((await preview.getAttribute("src")) ?? "")?.[1];
  await edit.getByLabel("Publiée dans la boutique").check();
  await expectAccessible(page, '[role="dialog"]');
  await edit.getByRole("button", { name: "Enregistrer la déclinaison" }).click();
  await expect(page.getByText("Déclinaison enregistrée.")).toBeVisible();
  await expect(page.getByText(/^15,50\s€/)).toBeVisible();

  await page.getByRole("button", { name: "Stock de 2024 · 75 cl" }).click();
  const stock = page.getByRole("dialog", { name: "Stock — 2024 · 75 cl" });
  await stock.getByLabel("Bouteilles comptées").fill("24");
  await stock.getByRole("button", { name: "Enregistrer le mouvement" }).click();
  await expect(stock.getByText("Stock enregistré : 24.")).toBeVisible();
  await stock.getByRole("button", { name: "Fermer" }).click();

  // a visitor: the wine in the shop, the 2024 with its own photo, in a modern format
  const visitorContext = await browser.newContext();
  await returningVisitor(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${site2}/shop`);
  await visitor.locator('main a[href="/shop/saumur-champigny-les-trois-coteaux"]').first().click();
  await hydrated(visitor);
  await visitor.getByLabel("Millésime", { exact: true }).selectOption("2024");
  const photo = visitor.getByRole("main").locator("picture img").first();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(new RegExp(`${uuid}-(480|960|1600)\\.(avif|webp)$`));
  await expect(visitor.getByText("15,50").first()).toBeVisible();

  await visitor.getByLabel("Quantité", { exact: true }).fill("6");
  await visitor.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(visitor.getByRole("status").filter({ hasText: "ajouté(s) au panier" })).toBeVisible();
  await visitor.goto(`${site2}/checkout`);
  const login = visitor.locator("form", { has: visitor.getByRole("button", { name: "Se connecter" }) });
  await login.getByLabel("Adresse e-mail").fill(customer.email);
  await login.getByLabel("Mot de passe", { exact: true }).fill(customer.password);
  await login.getByRole("button", { name: "Se connecter" }).click();
  await expect(visitor).toHaveURL(`${site2}/checkout`);
  await hydrated(visitor);
  await visitor.getByRole("radio", { name: /Retrait sur place/ }).check();
  await visitor.getByRole("radio", { name: /Le Caveau des Trois Coteaux/ }).check();
  const date = visitor.getByLabel("Date de retrait");
  await date.selectOption((await date.locator("option").nth(1).getAttribute("value")) ?? "");
  await visitor.getByRole("group", { name: "Créneau de retrait" }).getByRole("radio").first().check();
  const billing = visitor.getByRole("group", { name: "Adresse de facturation" });
  await billing.getByLabel("Adresse", { exact: true }).fill("2 rue Haute");
  await billing.getByLabel("Code postal").fill("49730");
  await billing.getByLabel("Ville", { exact: true }).fill("Turquant");
  await expect(visitor.getByRole("complementary", { name: "Récapitulatif" })).toContainText("2024");
  await visitor.getByRole("button", { name: "Continuer vers le paiement" }).click();
  await visitor.getByRole("radio", { name: "Paiement au retrait" }).check();
  await visitor
    .getByRole("checkbox", { name: /J’ai lu et j’accepte les conditions générales de vente/ })
    .check();
  await visitor.getByRole("button", { name: "Commander" }).click();
  await expect(visitor.getByRole("status").filter({ hasText: "est enregistrée" })).toBeVisible();
  await visitorContext.close();

  // the owner's ledger: 24 counted, 6 gone with the order
  await page.reload();
  await expect(page.getByText(/stock 18/)).toBeVisible();
  await context.close();
});
