// Issue 18 §5: no page of either demo site scrolls sideways on a 360-px phone, the cart filled.
import { expect, type Page, test } from "@playwright/test";
import { legalPages } from "../../schemas/site";
import { hydrated, returningVisitor, site1, site2 } from "./support";

test.use({ viewport: { width: 360, height: 740 } });

test.beforeEach(async ({ context }) => {
  await returningVisitor(context);
});

/** How much wider than the screen the page is, and the widest elements that stick out. */
async function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [...document.querySelectorAll("body *")]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && getComputedStyle(el).position !== "fixed";
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join(".")}`);
    return { scroll: document.documentElement.scrollWidth - width, out };
  });
}

async function expectNoSidewaysScroll(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
  const { scroll, out } = await overflowOf(page);
  expect({ url, scroll, out }).toEqual({ url, scroll: 0, out: [] });
}

const contentPaths = [
  "/",
  "/blog",
  "/news",
  "/albums",
  "/contact",
  "/auth",
  "/search?q=vin",
  "/page-inconnue",
];

test("site 1's pages fit a 360-px screen", async ({ page }) => {
  for (const path of [...contentPaths, "/service", ...legalPages.map((p) => `/${p.path}`)]) {
    await expectNoSidewaysScroll(page, `${site1}${path}`);
  }
});

test("site 2's pages fit a 360-px screen, the cart filled, and the customer's own", async ({
  page,
  context,
}) => {
  await page.goto(`${site2}/shop/saumur-rouge-les-perrieres`);
  await hydrated(page);
  const added = page.waitForResponse((r) => r.request().method() === "POST" && /\/api\/cart\//.test(r.url()));
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  expect((await added).ok()).toBe(true);
  // the cart's id is kept in the browser once the store has its answer (spec §4 "cartId")
  await expect.poll(() => page.evaluate(() => localStorage.getItem("cartId"))).toMatch(/^[0-9a-f-]{36}$/);
  for (const path of [...contentPaths, "/shop", "/shop/saumur-rouge-les-perrieres", "/cart"]) {
    await expectNoSidewaysScroll(page, `${site2}${path}`);
  }
  // the cart's line, its "Retirer" and the code's button are on the screen, not cut off
  for (const control of [
    page.getByRole("button", { name: /Retirer/ }).first(),
    page.getByRole("button", { name: /Appliquer/ }).first(),
  ]) {
    await expect(control).toBeVisible();
    const box = await control.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  }
  // logged in: the account, an order's page and the checkout
  // (the API names the site in a header: the request goes through the host Node resolves)
  const login = await page.request.post(`${site1}/api/login`, {
    headers: { idSite: "2" },
    data: { email: "client@domaine.vinisite.fr", password: "Domaine-visiteur-2025" },
  });
  const { token } = (await login.json()).data as { token: string };
  await context.addCookies([{ name: "token", value: token, url: site2 }]);
  for (const path of ["/account", "/checkout"]) {
    await expectNoSidewaysScroll(page, `${site2}${path}`);
    expect(new URL(page.url()).pathname).toBe(path);
  }
});
