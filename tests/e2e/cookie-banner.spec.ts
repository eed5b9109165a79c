// The cookie consent banner of spec §2 and the six trackers: nothing loads before consent, the
// configured ones after "accept all", none after "deny all"; the choice is kept 13 months at most
// and can be changed from the footer. Tracker ids are set in the database of a server of our own.
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { and, eq, inArray } from "drizzle-orm";
import { withSite } from "../../src/server/db/client";
import { parameters } from "../../src/server/db/schema";
import { startInProcessServer } from "./in-process-server";
import { hydrated, seriousViolations } from "./support";

test.describe.configure({ mode: "serial" });

let server: Awaited<ReturnType<typeof startInProcessServer>>;
let home: string;

const trackerIds: Record<string, string> = {
  ANALYTICS_ID: "G-E2ETEST1",
  SEARCH_CONSOLE_ID: "e2e-verification",
  ADS_TAG_ID: "AW-123456",
  PRIVACY_ANALYTICS_DOMAIN: "conseil.vinisite.fr",
  TAG_MANAGER_ID: "GTM-E2E1",
  SOCIAL_PIXEL_ID: "1234567890",
};

test.beforeAll(async () => {
  // a fresh database is migrated and seeded: slower than a test
  server = await startInProcessServer();
  home = `http://localhost:${server.port}/`;
  const since = server.platform.cache.version(1);
  await withSite(server.platform.db, 1, async (tx) => {
    for (const [type, value] of Object.entries(trackerIds)) {
      await tx
        .update(parameters)
        .set({ value })
        .where(and(eq(parameters.siteId, 1), eq(parameters.type, type)));
    }
  });
  await expect.poll(() => server.platform.cache.version(1)).toBeGreaterThan(since);
  // the domaine measures its audience too: its first visit asks the age question and the cookies
  const since2 = server.platform.cache.version(2);
  await withSite(server.platform.db, 2, (tx) =>
    tx
      .update(parameters)
      .set({ value: "domaine.vinisite.fr" })
      .where(and(eq(parameters.siteId, 2), eq(parameters.type, "PRIVACY_ANALYTICS_DOMAIN"))),
  );
  await expect.poll(() => server.platform.cache.version(2)).toBeGreaterThan(since2);
});

test("on a phone's first visit to the domaine, the age question comes first, then the banner, never both", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await recordTrackers(context);
  const page = await context.newPage();
  await page.goto(`http://domaine.localhost:${server.port}/`);
  await hydrated(page);
  const ageCheck = page.getByRole("dialog", { name: "Bienvenue au Domaine des Trois Coteaux" });
  await expect(ageCheck).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await ageCheck.getByRole("button", { name: "J’ai 18 ans ou plus, entrer" }).click();
  await expect(ageCheck).toBeHidden();
  await expect(banner(page)).toBeVisible();
  await context.close();
});

test.afterAll(async () => server?.stop());

const trackerHosts = /googletagmanager\.com|plausible\.io|connect\.facebook\.net/;

/** Answers the trackers' scripts with an empty script (the tests run offline) and lists the calls. */
async function recordTrackers(context: BrowserContext): Promise<string[]> {
  const calls: string[] = [];
  await context.route(trackerHosts, async (route) => {
    calls.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
  return calls;
}

const banner = (page: Page) => page.getByRole("region", { name: "Vos choix en matière de cookies" });
const trackerScripts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("script[data-vs-tracker]")].map((s) => s.getAttribute("data-vs-tracker")),
  );

test("loads no tracker before consent; offers accept all and deny all, equally easy", async ({
  page,
  context,
}) => {
  const calls = await recordTrackers(context);
  await page.goto(home);
  await hydrated(page);
  await expect(banner(page)).toBeVisible();
  const deny = banner(page).getByRole("button", { name: "Tout refuser" });
  const accept = banner(page).getByRole("button", { name: "Tout accepter" });
  await expect(deny).toBeVisible();
  await expect(accept).toBeVisible();
  // the same weight: same size and same colours
  const [denyBox, acceptBox] = [await deny.boundingBox(), await accept.boundingBox()];
  expect(denyBox?.height).toBe(acceptBox?.height);
  expect(Math.abs((denyBox?.width ?? 0) - (acceptBox?.width ?? 0))).toBeLessThan(2);
  const colours = (el: HTMLElement) =>
    [getComputedStyle(el).backgroundColor, getComputedStyle(el).color].join();
  expect(await deny.evaluate(colours)).toBe(await accept.evaluate(colours));
  // the banner sits at the bottom of the window
  expect((await banner(page).boundingBox())?.y ?? 0).toBeGreaterThan((page.viewportSize()?.height ?? 0) / 2);
  expect(await trackerScripts(page)).toEqual([]);
  expect(calls).toEqual([]);
  // the search engine's verification is a meta tag of the page, not a script
  await expect(page.locator('meta[name="google-site-verification"]')).toHaveAttribute(
    "content",
    "e2e-verification",
  );
  expect(await seriousViolations(page, "section")).toEqual([]);
});

test("loads every configured tracker after accept all, and again on the next visit", async ({
  page,
  context,
}) => {
  const calls = await recordTrackers(context);
  await page.goto(home);
  await hydrated(page);
  await banner(page).getByRole("button", { name: "Tout accepter" }).click();
  await expect(banner(page)).toBeHidden();
  await expect
    .poll(() => trackerScripts(page))
    .toEqual(["analyticsId", "privacyAnalyticsDomain", "tagManagerId", "socialPixelId"]);
  await expect.poll(() => calls.length).toBe(4);
  expect(calls.some((u) => u.includes("gtag/js?id=G-E2ETEST1"))).toBe(true);
  expect(calls.some((u) => u.includes("gtm.js?id=GTM-E2E1"))).toBe(true);
  expect(calls.some((u) => u.includes("plausible.io"))).toBe(true);
  expect(calls.some((u) => u.includes("fbevents.js"))).toBe(true);
  // the ads tag is configured through the same loader
  expect(
    await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer)),
  ).toContain("AW-123456");
  await expect(page.locator('script[data-vs-tracker="privacyAnalyticsDomain"]')).toHaveAttribute(
    "data-domain",
    "conseil.vinisite.fr",
  );

  await page.reload();
  await hydrated(page);
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => trackerScripts(page)).toHaveLength(4);
});

test("loads none after deny all, on this visit or the next; the footer link brings the choice back", async ({
  page,
  context,
}) => {
  const calls = await recordTrackers(context);
  await page.goto(home);
  await hydrated(page);
  await banner(page).getByRole("button", { name: "Tout refuser" }).click();
  await expect(banner(page)).toBeHidden();
  await page.reload();
  await hydrated(page);
  await expect(banner(page)).toHaveCount(0);
  expect(await trackerScripts(page)).toEqual([]);
  expect(calls).toEqual([]);

  // changing one's mind later (spec §2; CNIL): the footer's link, with the keyboard
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Gérer les cookies" });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole("button", { name: "Tout accepter" }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => trackerScripts(page)).toHaveLength(4);
});

test("withdrawing consent reloads the page without any tracker", async ({ page, context }) => {
  const calls = await recordTrackers(context);
  await page.goto(home);
  await hydrated(page);
  await banner(page).getByRole("button", { name: "Tout accepter" }).click();
  await expect.poll(() => calls.length).toBe(4);
  await page.getByRole("contentinfo").getByRole("link", { name: "Gérer les cookies" }).click();
  const reloaded = page.waitForEvent("load");
  await banner(page).getByRole("button", { name: "Tout refuser" }).click();
  await reloaded;
  await hydrated(page);
  expect(await trackerScripts(page)).toEqual([]);
});

test("asks again once the choice is 13 months old", async ({ page, context }) => {
  await context.addInitScript(() => {
    const fourteenMonthsAgo = new Date();
    fourteenMonthsAgo.setMonth(fourteenMonthsAgo.getMonth() - 14);
    localStorage.setItem(
      "vs-consent",
      JSON.stringify({ version: 1, choice: "all", at: fourteenMonthsAgo.getTime() }),
    );
  });
  const calls = await recordTrackers(context);
  await page.goto(home);
  await hydrated(page);
  await expect(banner(page)).toBeVisible();
  expect(calls).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

  test("shows both buttons side by side, within the screen", async ({ page, context }) => {
    await recordTrackers(context);
    await page.goto(home);
    await hydrated(page);
    for (const name of ["Tout refuser", "Tout accepter"]) {
      const box = await banner(page).getByRole("button", { name }).boundingBox();
      expect(
        box && box.x >= 0 && box.x + box.width <= 375 && box.y + box.height <= 667,
        JSON.stringify(box),
      ).toBe(true);
    }
    expect(await seriousViolations(page, "section")).toEqual([]);
  });
});

test("offers no banner on a site without trackers", async ({ page }) => {
  const since = server.platform.cache.version(1);
  await withSite(server.platform.db, 1, (tx) =>
    tx
      .update(parameters)
      .set({ value: null })
      .where(and(eq(parameters.siteId, 1), inArray(parameters.type, Object.keys(trackerIds)))),
  );
  await expect.poll(() => server.platform.cache.version(1)).toBeGreaterThan(since);
  await page.goto(home);
  await hydrated(page);
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Gérer les cookies" })).toHaveCount(0);
});

test.describe("before the page's JavaScript has run (decision 118: no late largest paint)", () => {
  /** A page whose modules never load: what shows is what the server wrote and its inline scripts. */
  async function withoutModules(context: BrowserContext, url: string): Promise<Page> {
    const page = await context.newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(url);
    return page;
  }
  const early = (page: Page) => ({
    popup: page.locator("[data-early-popup]").getByRole("dialog"),
    banner: page.locator("[data-early-banner]"),
  });

  test("a first visit to the domaine sees the age question at once, the banner waiting behind it", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await withoutModules(context, `http://domaine.localhost:${server.port}/shop`);
    await expect(early(page).popup).toBeVisible();
    await expect(early(page).popup).toContainText("18 ans");
    await expect(early(page).banner).toBeHidden();
    await context.close();
  });

  test("a visitor who closed the age question sees the banner at once; one who chose sees neither", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await context.addInitScript(() =>
      window.localStorage.setItem("vs-popup-closed:verification-age", String(Date.now())),
    );
    const page = await withoutModules(context, `http://domaine.localhost:${server.port}/`);
    await expect(early(page).popup).toBeHidden();
    await expect(early(page).banner).toBeVisible();
    await expect(early(page).banner.getByRole("heading")).toBeVisible();
    await context.close();

    const chosen = await browser.newContext();
    await chosen.addInitScript(() => {
      window.localStorage.setItem("vs-popup-closed:verification-age", String(Date.now()));
      window.localStorage.setItem(
        "vs-consent",
        JSON.stringify({ version: 1, choice: "none", at: Date.now() }),
      );
    });
    const again = await withoutModules(chosen, `http://domaine.localhost:${server.port}/`);
    await expect(early(again).banner).toHaveCount(1);
    await expect(early(again).banner).toBeHidden();
    await chosen.close();
  });

  test("once hydrated, the live banner replaces the early one in place, and works", async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript(() =>
      window.localStorage.setItem("vs-popup-closed:verification-age", String(Date.now())),
    );
    const page = await context.newPage();
    await page.goto(`http://domaine.localhost:${server.port}/`);
    await hydrated(page);
    const banner = page.getByRole("region", { name: /cookies/i });
    await expect(banner).toBeVisible();
    await expect(page.locator("[data-early-banner]")).toHaveCount(0);
    await banner.getByRole("button", { name: "Tout refuser" }).click();
    await expect(banner).toBeHidden();
    await context.close();
  });

  test("without JavaScript, neither the age question nor the banner is in the way", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`http://domaine.localhost:${server.port}/`);
    await expect(page.locator("[data-early-popup]")).toBeHidden();
    await expect(page.locator("[data-early-banner]")).toBeHidden();
    await context.close();
  });
});
