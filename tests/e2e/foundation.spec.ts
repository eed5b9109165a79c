import { expect, test } from "@playwright/test";
import { menuLink, returningVisitor } from "./support";

const port = Number(process.env.E2E_PORT ?? 3199);
const site1 = `http://localhost:${port}`;
const site2 = `http://domaine.localhost:${port}`;

const cssVar = (name: string) =>
  `getComputedStyle(document.documentElement).getPropertyValue("${name}").trim()`;

test.describe("site 1, the consultant's showcase", () => {
  test("is French, titled, themed and shows the page tree in its menu", async ({ page }) => {
    const response = await page.goto(`${site1}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page).toHaveTitle(/.+/);
    const menu = page.getByRole("navigation", { name: "Menu principal" });
    for (const label of ["Accueil", "Services", "Contact"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    // the sub-pages of "services" are in its submenu (spec §2 page tree), shown on hover
    await menu.getByRole("link", { name: "Services", exact: true }).hover();
    await expect(menu.getByRole("link", { name: /strat[ée]gie/i })).toBeVisible();
    expect(await page.evaluate(cssVar("--vs-primary-color"))).toBe("#0E4D55FF");
    // and the theme reaches the page: the hero's main button is painted in the primary colour
    const button = page.locator("main .vs-button:not(.vs-button--accent)").first();
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(14, 77, 85)");
  });

  test("opens a sub-page from the menu", async ({ page }) => {
    await page.goto(`${site1}/services/strategie-communication`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/strat[ée]gie/i);
  });

  test("answers the spec's 404 page for an unknown path", async ({ page }) => {
    const response = await page.goto(`${site1}/cette-page-n-existe-pas`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Cette page est introuvable" })).toBeVisible();
    await page.getByRole("link", { name: "Retour à l’accueil" }).click();
    await expect(page).toHaveURL(`${site1}/`);
  });
});

test.describe("site 2, the wine domaine", () => {
  // the age check and the cookie banner are answered: they are tested in modal and cookie-banner specs
  test.beforeEach(async ({ context }) => returningVisitor(context));

  test("has its own title, menu and theme", async ({ page }) => {
    const response = await page.goto(`${site2}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(await menuLink(page, "Accueil")).toBeVisible();
    await expect(await menuLink(page, "Contact")).toBeVisible();
    const primary = await page.evaluate(cssVar("--vs-primary-color"));
    expect(primary).toMatch(/^#[0-9A-F]{8}$/i);
    expect(primary).not.toBe("#0E4D55FF");
    const site1Title = await (await page.context().newPage()).goto(`${site1}/`).then((r) => r?.text());
    expect(await page.title()).not.toBe("");
    expect(site1Title).toBeTruthy();
  });

  test("answers the 404 page too", async ({ page }) => {
    const response = await page.goto(`${site2}/inconnue`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Cette page est introuvable")).toBeVisible();
  });
});
