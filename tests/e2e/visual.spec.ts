// Issue 18 §8: the visual regression suite. Screenshots of the main pages of both demo sites, at a
// phone's and a desktop's width, compared with the baselines committed beside this file
// (visual.spec.ts-snapshots/, one image per page and width whatever the OS), and the proof that a
// theme setting changed by one shade fails the comparison. Decision 119 says how the shots are made
// stable and how to review a baseline change. `npm run test:visual` compares,
// `npm run test:visual:update` rewrites the baselines.
import { readFileSync } from "node:fs";
import path from "node:path";
import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import type { ProductDetail } from "../../schemas/shop";
import { withSite } from "../../src/server/db/client";
import { parameters } from "../../src/server/db/schema";
import { demoAccounts } from "../../src/server/db/seed/content/accounts";
import { startInProcessServer } from "./in-process-server";
import { hydrated, returningVisitor, site1, site2 } from "./support";

const widths = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1366, height: 768 },
} as const;
type Width = keyof typeof widths;

/** The tallest shot, in CSS pixels: the shop's 31 wines and the long legal texts stop there. */
const maxHeight: Record<Width, number> = { phone: 5000, desktop: 3000 };

/** Who looks at the page: an anonymous visitor, the seeded customer, or a customer of the suite. */
type Visitor = "anonymous" | "seeded" | "account" | "checkout";

/** A page of a demo site, as the suite shoots it. */
interface Shot {
  name: string;
  site: 1 | 2;
  path: string | (() => Promise<string>);
  visitor?: Visitor;
  /** Six bottles in the cart first. */
  cart?: boolean;
  /** The e-label page has no font of its own by design (decision 105). */
  systemFont?: boolean;
  /** What shows once the page's own data, fetched after hydration, is drawn. */
  ready?: (page: Page) => Locator;
}

const profileSaved = (page: Page) => page.getByRole("button", { name: "Enregistrer mon profil" });
const cartLine = (page: Page) =>
  page
    .getByRole("region", { name: "Produits du panier" })
    .getByRole("listitem")
    .filter({ hasText: "71,22 €" });
const checkoutTotal = (page: Page) =>
  page.getByRole("complementary", { name: "Récapitulatif" }).getByText("6 × Les Trois Coteaux 2023");

const shots: Shot[] = [
  { name: "consultant-home", site: 1, path: "/" },
  { name: "consultant-cms-page", site: 1, path: "/realisations-portfolio" },
  { name: "consultant-blog", site: 1, path: "/blog" },
  { name: "consultant-article", site: 1, path: "/blog/strategie/cinq-questions-avant-de-refaire-son-site" },
  // site 1 has no shop, so no cart: its seeded customer's page is the same on every run
  { name: "consultant-account", site: 1, path: "/account", visitor: "seeded", ready: profileSaved },
  { name: "consultant-legal", site: 1, path: "/legal-notice" },
  { name: "consultant-404", site: 1, path: "/page-inconnue" },
  { name: "domaine-home", site: 2, path: "/" },
  { name: "domaine-cms-page", site: 2, path: "/le-domaine/notre-histoire" },
  { name: "domaine-blog", site: 2, path: "/blog" },
  { name: "domaine-article", site: 2, path: "/blog/a-la-vigne/vendanges-2026-le-bilan" },
  { name: "domaine-shop", site: 2, path: "/shop" },
  { name: "domaine-product", site: 2, path: "/shop/saumur-champigny-les-trois-coteaux" },
  { name: "domaine-cart", site: 2, path: "/cart", cart: true, ready: cartLine },
  {
    name: "domaine-checkout",
    site: 2,
    path: "/checkout",
    cart: true,
    visitor: "checkout",
    ready: checkoutTotal,
  },
  { name: "domaine-account", site: 2, path: "/account", visitor: "account", ready: profileSaved },
  { name: "domaine-legal", site: 2, path: "/sale-terms" },
  { name: "domaine-404", site: 2, path: "/page-inconnue" },
  { name: "domaine-e-label", site: 2, path: () => eLabelPath(), systemFont: true },
];

/** The e-label page of Terres Rouges 2020 in 75 cl, its code read from the product's API answer. */
async function eLabelPath() {
  const answer = await fetch(`${site1}/api/product/saumur-puy-notre-dame-terres-rouges`, {
    headers: { idSite: "2" },
  });
  const { data } = (await answer.json()) as { data: ProductDetail };
  const code = data.declinations.find((d) => d.year === 2020 && d.capacity === 75)?.labelCode;
  if (!code) throw new Error("no e-label code for Terres Rouges 2020 · 75 cl");
  return `/e/${code}`;
}

/**
 * A session of `visitor` on a demo site, given to the browser as the login would. The customers
 * of the suite are registered on the first run of the server (a fresh database on every run) with
 * the same names, so their pages are the same on every run; the checkout's customer is one per
 * attempt, so that a retried test does not find the six bottles of the failed attempt in its cart.
 * The API names the site in a header: the calls go through the host Node resolves.
 */
async function logIn(context: BrowserContext, site: 1 | 2, visitor: Visitor, width: Width) {
  const headers = { idSite: String(site) };
  let email: string;
  let password: string;
  if (visitor === "seeded") {
    const account = demoAccounts.find((a) => a.siteId === site && a.role === "CUSTOMER");
    if (!account) throw new Error(`no seeded customer on site ${site}`);
    ({ email, password } = account);
  } else {
    email = `visuel-${visitor}-${width}${visitor === "checkout" ? `-${test.info().retry}` : ""}@example.fr`;
    password = "Une cave fraîche et sombre";
    await context.request.post(`${site1}/api/register`, {
      headers,
      data: {
        email,
        password,
        firstname: "Claire",
        lastname: "Dubois",
        phone: "06 39 98 02 03",
        birthdate: "1985-06-15",
        acceptTerms: true,
      },
    });
  }
  const answer = await context.request.post(`${site1}/api/login`, { headers, data: { email, password } });
  expect(answer.status()).toBe(200);
  const { token } = ((await answer.json()) as { data: { token: string } }).data;
  await context.addCookies([{ name: "token", value: token, url: site === 1 ? site1 : site2 }]);
}

/** Six bottles of Les Trois Coteaux 2023 (75 cl) in the domaine's cart, from the product page. */
async function fillCart(page: Page) {
  await page.goto(`${site2}/shop/saumur-champigny-les-trois-coteaux`);
  await hydrated(page);
  await page.getByLabel("Millésime", { exact: true }).selectOption("2023");
  const buyBox = page.getByRole("form", { name: "Choisissez le millésime et la contenance" });
  await buyBox.locator("label", { has: page.getByRole("radio", { name: /^75\scl/ }) }).click();
  await page.getByLabel("Quantité", { exact: true }).fill("6");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(page.getByRole("status").filter({ hasText: "ajouté(s) au panier" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("cartId"))).toMatch(/^[0-9a-f-]{36}$/);
}

/** The bundled Inter, as a data URL (the e-label page's pinned font, below). */
const inter = (weight: 400 | 700) =>
  `url(data:font/woff2;base64,${readFileSync(
    path.resolve(import.meta.dirname, `../../themes/fonts/inter-latin-${weight}-normal.woff2`),
  ).toString("base64")}) format("woff2")`;

/**
 * What the suite changes on a page before its shot, and why:
 * - the parts below the first block and the footer are painted only near the screen
 *   (`content-visibility: auto`, decision 078): a full-page shot would show them blank;
 * - the e-label page has no font by design (system-ui, decision 105): its shot pins that stack to
 *   the bundled Inter so that the image does not depend on the machine's fonts.
 */
const paintEverything = ".vs-page > * + *, body > footer { content-visibility: visible !important; }";
const pinSystemFont = `@font-face { font-family: "vs-visual-system"; font-weight: 400; src: ${inter(400)}; }
@font-face { font-family: "vs-visual-system"; font-weight: 700; src: ${inter(700)}; }
body, svg text { font-family: "vs-visual-system" !important; }`;

/** Every image loaded and decoded (the lazy ones too: a full-page shot does not scroll), fonts ready. */
async function settle(page: Page, systemFont: boolean) {
  await page.addStyleTag({ content: systemFont ? pinSystemFont : paintEverything });
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) img.loading = "eager";
    await Promise.all(
      images.map((img) =>
        (img.complete
          ? Promise.resolve()
          : new Promise((resolve) => {
              img.addEventListener("load", resolve, { once: true });
              img.addEventListener("error", resolve, { once: true });
            })
        ).then(() => img.decode().catch(() => undefined)),
      ),
    );
    // the faces the newly painted parts use (bold, italic) load now
    await document.fonts.ready;
  });
}

/** The page's height once two frames in a row agree (a late block or font moves it no more). */
async function stableHeight(page: Page): Promise<number> {
  const frameHeight = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve(document.documentElement.scrollHeight)),
          ),
        ),
    );
  let height = await frameHeight();
  for (let i = 0; i < 20; i++) {
    const next = await frameHeight();
    if (next === height) return height;
    height = next;
  }
  throw new Error(`the page's height does not settle (${height} px)`);
}

/**
 * The fonts of the machine (not web fonts) the page's text was drawn with: Chromium's own answer
 * (CSS.getPlatformFontsForNode) for every visible element that holds text. A character missing
 * from the bundled subsets, or a face that failed to load, falls back to a system font and shows
 * here — and would make the image differ on a machine with other fonts.
 */
async function systemFontsUsed(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    for (const el of document.body.querySelectorAll("*")) {
      const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (text && el.checkVisibility()) el.setAttribute("data-vs-visual-text", "");
    }
  });
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeIds } = await cdp.send("DOM.querySelectorAll", {
      nodeId: root.nodeId,
      selector: "[data-vs-visual-text]",
    });
    expect(nodeIds.length).toBeGreaterThan(0);
    const answers = await Promise.all(
      nodeIds.map((nodeId) => cdp.send("CSS.getPlatformFontsForNode", { nodeId })),
    );
    const system = answers.flatMap((a) => a.fonts.filter((f) => !f.isCustomFont).map((f) => f.familyName));
    return [...new Set(system)];
  } finally {
    await cdp.detach();
  }
}

for (const width of ["phone", "desktop"] as const) {
  const viewport = widths[width];
  test.describe(`${width} (${viewport.width} px)`, () => {
    test.use({ viewport, deviceScaleFactor: 1 });
    // the cookie banner and the domaine's age check answered before the first page
    test.beforeEach(async ({ context }) => returningVisitor(context));

    for (const shot of shots) {
      test(shot.name, async ({ browser, page: visitorPage, context }) => {
        // the e-label page's Content-Security-Policy (default-src 'none') would refuse the pinned font
        const own = shot.systemFont ? await browser.newContext({ viewport, bypassCSP: true }) : null;
        const page = own ? await own.newPage() : visitorPage;
        if (shot.visitor && shot.visitor !== "anonymous")
          await logIn(context, shot.site, shot.visitor, width);
        if (shot.cart) await fillCart(page);
        const target = typeof shot.path === "string" ? shot.path : await shot.path();
        await page.goto(`${shot.site === 1 ? site1 : site2}${target}`);
        if (!shot.systemFont) await hydrated(page);
        if (shot.ready) {
          await expect(shot.ready(page)).toBeVisible();
          await page.waitForLoadState("networkidle");
        }
        await settle(page, shot.systemFont ?? false);
        const height = await stableHeight(page);
        await expect(page).toHaveScreenshot(`${shot.name}-${width}.png`, {
          fullPage: true,
          clip: { x: 0, y: 0, width: viewport.width, height: Math.min(height, maxHeight[width]) },
        });
        expect(await systemFontsUsed(page)).toEqual([]);
        await own?.close();
      });
    }
  });
}

test.describe("the comparison bites", () => {
  test.use({ viewport: widths.desktop, deviceScaleFactor: 1 });
  test.beforeEach(async ({ context }) => returningVisitor(context));

  test("the consultant's primary colour one shade greener in the settings fails the comparison", async ({
    page,
  }) => {
    // a server of its own: the setting changes in its database, not in the one the shots read
    const server = await startInProcessServer();
    try {
      const home = `http://localhost:${server.port}/`;
      await page.goto(home);
      await hydrated(page);
      await settle(page, false);
      // the first screen as seeded matches its baseline (written by test:visual:update)…
      await expect(page).toHaveScreenshot("theme-guard-desktop.png");

      // …and no longer does once PRIMARY_COLOR moves from #0E4D55 to #0E5D55
      const since = server.platform.cache.version(1);
      await withSite(server.platform.db, 1, (tx) =>
        tx
          .update(parameters)
          .set({ value: "#0E5D55FF" })
          .where(and(eq(parameters.siteId, 1), eq(parameters.type, "PRIMARY_COLOR"))),
      );
      await expect.poll(() => server.platform.cache.version(1)).toBeGreaterThan(since);
      await page.reload();
      await hydrated(page);
      await settle(page, false);
      expect(
        await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue("--vs-primary-color").trim(),
        ),
      ).toBe("#0E5D55FF");
      // `.not` compares with the baseline and never writes it, even under --update-snapshots
      await expect(page).not.toHaveScreenshot("theme-guard-desktop.png");
    } finally {
      await server.stop();
    }
  });
});
