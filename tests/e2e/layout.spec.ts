// The layout's interactions of spec §2 on the demo sites: toasts, loading bar, online status,
// scroll to top, chunk reload guard (§8), prefetch policy (§9), and axe on every layout.
import { expect, type Page, test } from "@playwright/test";
import { hydrated, openSlider, returningVisitor, seriousViolations, site1, site2 } from "./support";

test.beforeEach(async ({ context }) => returningVisitor(context));

const toastRegion = (page: Page) => page.getByRole("region", { name: "Notifications" });

test("shows a toast at the top right for 3 seconds (vs:toast)", async ({ page }) => {
  await page.goto(`${site1}/`);
  await hydrated(page);
  await page.evaluate(() =>
    window.dispatchEvent(
      new CustomEvent("vs:toast", { detail: { message: "Message enregistré", kind: "success" } }),
    ),
  );
  const toast = toastRegion(page).getByText("Message enregistré");
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box?.y).toBeLessThan(80);
  expect(box && box.x + box.width).toBeGreaterThan(width / 2);
  await expect(toast).toBeHidden();
});

test("can close a toast before its time", async ({ page }) => {
  await page.goto(`${site1}/`);
  await hydrated(page);
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent("vs:toast", { detail: { message: "À fermer" } })),
  );
  await toastRegion(page).getByRole("button", { name: "Fermer la notification" }).click();
  await expect(toastRegion(page).getByText("À fermer")).toHaveCount(0);
});

test.describe("loading bar", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("appears on a slow navigation and goes once the page is there", async ({ page }) => {
    await page.goto(`${site1}/`);
    await hydrated(page);
    // the next page's data takes a while to come
    await page.route("**/*.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 900));
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Contact" })
      .click();
    const bar = page.getByRole("progressbar", { name: "Chargement de la page" });
    await expect(bar).toBeVisible();
    await expect(page).toHaveURL(`${site1}/contact`);
    await expect(bar).toHaveCount(0);
  });

  test("turns to the failed style when the navigation fails", async ({ page }) => {
    await page.goto(`${site1}/`);
    await hydrated(page);
    await page.route("**/*.data*", (route) => route.abort("connectionreset"));
    await page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Contact" })
      .click();
    await expect(page.locator('[role="progressbar"][data-phase="failed"]')).toBeVisible();
  });
});

test("shows when the browser goes offline, and when it is back", async ({ page, context }) => {
  await page.goto(`${site1}/`);
  await hydrated(page);
  await context.setOffline(true);
  await expect(page.getByRole("alert").filter({ hasText: "Vous êtes hors ligne" })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(/Vous êtes hors ligne/)).toHaveCount(0);
  await expect(toastRegion(page).getByText("Vous êtes de nouveau en ligne.")).toBeVisible();
});

test("brings the visitor back to the top (SCROLL_TO_TOP_BEHAVIOR)", async ({ page }) => {
  await page.goto(`${site1}/`);
  await hydrated(page);
  const button = page.getByRole("button", { name: "Revenir en haut de la page" });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(button).toBeVisible();
  await button.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
  // a keyboard user goes on from the top of the page
  await expect(page.locator("#vs-skip-link")).toBeFocused();
});

test("reloads the page once when a chunk fails to load, not twice within a minute (spec §8)", async ({
  page,
}) => {
  await page.goto(`${site1}/`);
  await hydrated(page);
  await page.route(/\/assets\/image-slider-[\w-]+\.js$/, (route) => route.abort("failed"));
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  const reloaded = page.waitForEvent("load");
  await openSlider(page, [{ src: "/demo/consultant/portfolio-salon.svg", alt: "Stand" }], 0);
  await reloaded;
  await hydrated(page);
  expect(await page.evaluate(() => "beforeReload" in window)).toBe(false);

  // the same failure again, within the minute: no reload, the visitor is told
  await page.evaluate(() => Object.assign(window, { afterReload: true }));
  await openSlider(page, [{ src: "/demo/consultant/portfolio-salon.svg", alt: "Stand" }], 0);
  await expect(
    toastRegion(page).getByText("Cet élément n’a pas pu s’afficher. Réessayez dans un instant."),
  ).toBeVisible();
  expect(await page.evaluate(() => "afterReload" in window)).toBe(true);
});

test.describe("prefetch (spec §9)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("prefetches the next page when the visitor points at a link", async ({ page }) => {
    await page.clock.install();
    await page.goto(`${site1}/`);
    await hydrated(page);
    await page
      .getByRole("navigation", { name: "Menu principal" })
      .getByRole("link", { name: "Contact" })
      .hover();
    await page.clock.runFor(1000);
    await expect(page.locator('link[rel="prefetch"][href*="contact"]')).not.toHaveCount(0);
  });

  for (const connection of [
    { saveData: true, effectiveType: "4g" },
    { saveData: false, effectiveType: "2g" },
  ]) {
    test(`does not prefetch on ${connection.saveData ? "data saver" : "2g"}`, async ({ page, context }) => {
      await context.addInitScript((connection) => {
        Object.defineProperty(navigator, "connection", {
          configurable: true,
          value: Object.assign(new EventTarget(), connection),
        });
      }, connection);
      await page.clock.install();
      await page.goto(`${site1}/`);
      await hydrated(page);
      await page
        .getByRole("navigation", { name: "Menu principal" })
        .getByRole("link", { name: "Contact" })
        .hover();
      await page.clock.runFor(1000);
      await expect(page.locator('link[rel="prefetch"][href*="contact"]')).toHaveCount(0);
    });
  }
});

test.describe("accessibility of the layouts (axe: no serious or critical violation)", () => {
  for (const viewport of [
    { name: "large screen", width: 1280, height: 800 },
    { name: "phone", width: 390, height: 844 },
  ]) {
    test.describe(viewport.name, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      for (const url of [
        `${site1}/`,
        `${site1}/legal-notice`,
        `${site1}/page-inconnue`,
        `${site2}/`,
        `${site2}/contact`,
      ]) {
        test(url, async ({ page }) => {
          await page.goto(url);
          await hydrated(page);
          expect(await seriousViolations(page)).toEqual([]);
        });
      }
    });
  }

  test("with the cookie banner and the mobile menu open", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${site1}/`);
    await hydrated(page);
    await expect(page.getByRole("region", { name: "Vos choix en matière de cookies" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

test("logs a font that fails to load and shows the page anyway (spec §8)", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.route(/\.woff2?$/, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto(`${site1}/`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => warnings.some((w) => w.startsWith("font failed to load"))).toBe(true);
});
