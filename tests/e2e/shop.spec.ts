// The shop of site 2, as a visitor uses it: browse, filter, open a wine, pick a vintage and a
// size, try quantities the rules refuse, add to the cart, log in and keep the cart, remove a line.
import { expect, test } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { withSite } from "../../src/server/db/client";
import { carts, users } from "../../src/server/db/schema";
import { createSession } from "../../src/server/modules/account/session";
import { startInProcessServer } from "./in-process-server";
import { expectAccessible, hydrated, menuLink, returningVisitor } from "./support";

// the domaine's age check (a popup opening on load) and the cookie banner are answered
test.beforeEach(async ({ context }) => returningVisitor(context));

const port = Number(process.env.E2E_PORT ?? 3199);

test.describe("site 1 has no shop", () => {
  test("no shop entry in the menu, no /shop and no /cart", async ({ page }) => {
    await page.goto(`http://localhost:${port}/`);
    const menu = page.getByRole("navigation", { name: "Menu principal" });
    await expect(menu.getByRole("link", { name: "Accueil", exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Nos vins" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Panier/ })).toHaveCount(0);
    expect((await page.goto(`http://localhost:${port}/shop`))?.status()).toBe(404);
    expect((await page.goto(`http://localhost:${port}/cart`))?.status()).toBe(404);
  });
});

test("a first visit to the shop loads no cart code; a cart action loads it and the header counts", async ({
  page,
}) => {
  // decision 118: the cart's store, its API client and zod load only once a cart is in use; the
  // pages' own code names the shop's lists, the photos' widths, the label's languages and the icons'
  // classes without zod (schemas/shop-values.ts, media-variants.ts, e-label-values.ts,
  // runtime/theme/icon-class.ts), and the product's own e-label is read by the loader
  const scripts: string[] = [];
  const withZod: Promise<string | null>[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    const name = new URL(response.url()).pathname;
    withZod.push(
      response.text().then(
        (body) => (body.includes("ZodError") ? name : null),
        () => null,
      ),
    );
  });
  const site2 = `http://domaine.localhost:${port}`;
  await page.goto(`${site2}/shop`);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-vs-ready"));
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((s) => /cart-button-live|use-cart|cart-store|cart-query/.test(s))).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
  expect((await Promise.all(withZod)).filter((name) => name !== null)).toEqual([]);
  await expect(page.getByTestId("cart-count")).toHaveCount(0);

  // a product page of a first visit neither: its buy box loads the cart's code at the first add
  await page.goto(`${site2}/shop/saumur-champigny-les-trois-coteaux`);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-vs-ready"));
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((s) => /cart-button-live|use-cart|cart-store|cart-query|api-client/.test(s))).toEqual(
    [],
  );
  expect((await Promise.all(withZod)).filter((name) => name !== null)).toEqual([]);

  await page.goto(`${site2}/shop`);
  await page
    .getByRole("link", { name: /Les Trois Coteaux/ })
    .first()
    .click();
  await page.getByRole("button", { name: /Ajouter au panier/ }).click();
  await expect(page.getByTestId("cart-count")).toHaveText(/^[1-9]\d*$/);
  expect(scripts.some((s) => /cart-button-live/.test(s))).toBe(true);
});

test("a visitor of the domaine finds a wine, builds a cart that obeys the rules, logs in and keeps it", async ({
  page,
  context,
}) => {
  const server = await startInProcessServer();
  const site = `http://domaine.localhost:${server.port}`;
  try {
    // browse: the shop is in the menu
    await page.goto(`${site}/`);
    await (await menuLink(page, "Nos vins")).click();
    await expect(page.getByRole("heading", { level: 1, name: "Nos vins" })).toBeVisible();
    await expect(page.getByText("31 produit(s)")).toBeVisible();
    await expectAccessible(page);

    // filter: red Saumur-Champigny; the URL reflects the filters
    await page.getByLabel("Couleur").selectOption({ label: "Rouge (7)" });
    await page.getByLabel("Appellation").selectOption("Saumur-Champigny");
    await page.getByRole("button", { name: "Appliquer les filtres" }).click();
    await expect(page).toHaveURL(/color=RED/);
    await expect(page).toHaveURL(/appellation=Saumur-Champigny/);
    await expect(page.getByText("4 produit(s)")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Les Silex" })).toHaveCount(0);

    // open a wine
    await page.getByRole("link", { name: "Les Trois Coteaux", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Les Trois Coteaux" })).toBeVisible();
    // the buy box's vintage, size and quantity are React state: reached by a full-page load, the
    // product page must be hydrated before they are changed
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Caractéristiques" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Distinctions" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Accords mets et vins" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Informations nutritionnelles" })).toBeVisible();
    await expect(page.getByRole("link", { name: /fiche technique/ })).toHaveAttribute(
      "href",
      /\/shop\/saumur-champigny-les-trois-coteaux\/fiche-technique\?d=\d+/,
    );
    await expect(page.getByRole("heading", { name: "Vous aimerez aussi" })).toBeVisible();
    await expectAccessible(page);

    const quantity = page.getByLabel("Quantité", { exact: true });
    const addToCart = page.getByRole("button", { name: "Ajouter au panier" });
    const buyBox = page.getByRole("form", { name: "Choisissez le millésime et la contenance" });
    const problem = buyBox.getByRole("alert");
    const size = (name: RegExp) => buyBox.locator("label", { has: page.getByRole("radio", { name }) });

    // vintage 2022 in magnum: 4 left
    await page.getByLabel("Millésime", { exact: true }).selectOption("2022");
    await size(/^1,5\sL/).click();
    await expect(page.getByText("Plus que 4 en stock")).toBeVisible();
    await quantity.fill("5");
    await addToCart.click();
    await expect(problem).toHaveText("Plus que 4 article(s) en stock");

    // vintage 2023 in half bottles: sold by 6
    await page.getByLabel("Millésime", { exact: true }).selectOption("2023");
    await size(/^37,5\scl/).click();
    await expect(quantity).toHaveValue("6");
    await quantity.fill("4");
    await addToCart.click();
    await expect(problem).toHaveText("Ce vin ne peut être ajouté que par multiple de 6 bouteilles");
    await quantity.fill("0");
    await addToCart.click();
    await expect(problem).toHaveText("La quantité doit être supérieure à 0");
    // spec §5: a non-numeric quantity resets to the multiple
    await quantity.fill("beaucoup");
    await quantity.blur();
    await expect(quantity).toHaveValue("6");
    // decreasing never goes below one multiple
    await page.getByRole("button", { name: "Retirer 6" }).click();
    await expect(quantity).toHaveValue("6");
    await page.getByRole("button", { name: "Ajouter 6" }).click();
    await expect(quantity).toHaveValue("12");
    await page.getByRole("button", { name: "Retirer 6" }).click();
    await addToCart.click();
    await expect(page.getByRole("status").filter({ hasText: "ajouté(s) au panier" })).toBeVisible();
    const cartLink = page.getByRole("link", { name: /^Panier/ }).first();
    await expect(cartLink).toHaveAccessibleName("Panier, 6 article(s)");

    // and two bottles of 75 cl
    await size(/^75\scl/).click();
    await quantity.fill("2");
    await addToCart.click();
    await expect(cartLink).toHaveAccessibleName("Panier, 8 article(s)");

    // the mini-cart opens on hover (SEE_CART_ON_HOVER is on for the domaine)
    await cartLink.hover();
    await expect(page.getByRole("link", { name: "Voir le panier" })).toBeVisible();

    // log in: a customer's session (the login form is another issue's), then spec §4's transition
    const [user] = await withSite(server.platform.db, 2, (tx) =>
      tx.insert(users).values({ siteId: 2, email: "amateur@example.fr", passwordHash: "unused" }).returning(),
    );
    if (!user) throw new Error("no user");
    const token = await withSite(server.platform.db, 2, (tx) => createSession(tx, 2, user.id));
    await context.addCookies([{ name: "token", value: token, domain: "domaine.localhost", path: "/" }]);
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent("vs:session", { detail: { logged: true } })),
    );
    await expect
      .poll(
        async () =>
          (
            await withSite(server.platform.db, 2, (tx) =>
              tx
                .select()
                .from(carts)
                .where(and(eq(carts.userId, user.id), eq(carts.isDefault, true))),
            )
          ).length,
      )
      .toBe(1);

    // the cart is kept, now the customer's: on the cart page after a reload
    await page.goto(`${site}/cart`);
    await expect(page.getByRole("heading", { level: 1, name: "Mon panier" })).toBeVisible();
    const lines = page.getByRole("region", { name: "Produits du panier" }).getByRole("listitem");
    await expect(lines).toHaveCount(2);
    // free shipping from 12 bottles: 6 half bottles count 3, plus 2 bottles
    await expect(page.getByText("Plus que 7 bouteille(s) pour la livraison offerte")).toBeVisible();
    await expect(
      page.getByRole("progressbar", { name: "Bouteilles pour la livraison offerte" }),
    ).toHaveAttribute("aria-valuenow", "5");
    await expectAccessible(page);

    // a quantity the rules refuse, typed in the cart
    await page.getByLabel("Quantité de Les Trois Coteaux").first().fill("9");
    await page.getByLabel("Quantité de Les Trois Coteaux").first().press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "multiple de 6" }).first()).toBeVisible();

    // remove a line
    await page.getByRole("button", { name: "Retirer Les Trois Coteaux du panier" }).first().click();
    await expect(lines).toHaveCount(1);
    await expect(cartLink).toHaveAccessibleName("Panier, 2 article(s)");
    await page.reload();
    await expect(lines).toHaveCount(1);
  } finally {
    await server.stop();
  }
});
