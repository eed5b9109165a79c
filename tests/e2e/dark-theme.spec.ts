// The theme and menu settings of issue 18 §1 as a visitor sees them: DARK_THEME (a dark palette
// derived from the site's colours, its logo, no accessibility violation), BACKGROUND_MENU_COLOR,
// MENU_TYPE ABSOLUTE with MENU_COLOR_ON_TOP and INVERSE_ABSOLUTE_MENU_COLOR, IS_INDEPENDENT and
// REPEAT_ANIMATION. One server of our own, whose settings the tests change (docs/decisions/116).
import { expect, type Page, test } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { withSite } from "../../src/server/db/client";
import { parameters } from "../../src/server/db/schema";
import { startInProcessServer } from "./in-process-server";
import { expectAccessible, hydrated, returningVisitor } from "./support";

test.describe.configure({ mode: "serial" });

let server: Awaited<ReturnType<typeof startInProcessServer>>;
let origin: string;

test.beforeAll(async () => {
  // a fresh database is migrated and seeded: slower than a test
  server = await startInProcessServer();
  origin = `http://localhost:${server.port}`;
});
test.afterAll(async () => server?.stop());
test.beforeEach(async ({ context }) => returningVisitor(context));

async function setParameters(values: Record<string, string | boolean | null>) {
  const since = server.platform.cache.version(1);
  await withSite(server.platform.db, 1, async (tx) => {
    for (const [type, value] of Object.entries(values))
      await tx
        .update(parameters)
        .set({ value })
        .where(and(eq(parameters.siteId, 1), eq(parameters.type, type)));
  });
  await expect.poll(() => server.platform.cache.version(1)).toBeGreaterThan(since);
}

/** WCAG relative luminance of a computed "rgb(r, g, b)" colour. */
function luminanceOf(css: string): number {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

const headerLogo = (page: Page) => page.locator("#vs-header img:visible").first();

test("DARK_THEME paints a dark palette derived from the site's colours, with its logo, and stays accessible", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${origin}/`);
  expect(luminanceOf(await style(page, "html", "background-color"))).toBeGreaterThan(0.9);
  await expect(headerLogo(page)).toHaveAttribute("src", /\/logo\.svg$/);

  await setParameters({ DARK_THEME: true });
  for (const path of ["/", "/services", "/contact", "/blog"]) {
    await page.goto(`${origin}${path}`);
    await hydrated(page);
    expect(luminanceOf(await style(page, "html", "background-color")), path).toBeLessThan(0.02);
    expect(luminanceOf(await style(page, "main", "color")), path).toBeGreaterThan(0.4);
    expect(await style(page, "html", "color-scheme")).toBe("dark");
    await expect(headerLogo(page)).toHaveAttribute("src", /logo-dark\.svg$/);
    await expectAccessible(page);
  }
  await setParameters({ DARK_THEME: false });
});

test("BACKGROUND_MENU_COLOR paints the menu bar and its submenus", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await setParameters({ BACKGROUND_MENU_COLOR: "#F4E9D8FF" });
  await page.goto(`${origin}/`);
  expect(await style(page, "#vs-header .vs-menu", "background-color")).toBe("rgb(244, 233, 216)");
  expect(await style(page, "#vs-header", "background-color")).toBe("rgb(255, 255, 255)");
  await setParameters({ BACKGROUND_MENU_COLOR: "#FFFFFFFF" });
});

test.describe("MENU_TYPE ABSOLUTE", () => {
  test.afterAll(() =>
    setParameters({ MENU_TYPE: "RELATIVE", IS_MENU_FIXED: false, INVERSE_ABSOLUTE_MENU_COLOR: false }),
  );

  test("floats transparent over the first section in MENU_COLOR_ON_TOP, and takes its background once scrolled", async ({
    page,
  }) => {
    await setParameters({ MENU_TYPE: "ABSOLUTE", IS_MENU_FIXED: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${origin}/`);
    const header = page.locator("#vs-header");
    const hero = page.locator("#contenu .vs-layout").first().locator(".vs-hero").first();
    // the first section starts at the top of the page, under the header, which is transparent
    expect((await hero.boundingBox())?.y).toBe(0);
    expect((await header.boundingBox())?.y).toBe(0);
    expect(await style(page, "#vs-header", "background-color")).toBe("rgba(0, 0, 0, 0)");
    expect(await style(page, "#vs-header", "color")).toBe("rgb(255, 255, 255)");
    // white text over the section: the logo made for dark backgrounds
    await expect(headerLogo(page)).toHaveAttribute("src", /logo-dark\.svg$/);
    // the hero's title is below the header, not under it
    const headerBottom = ((await header.boundingBox())?.height ?? 0) + 0;
    expect((await hero.locator("h1").boundingBox())?.y).toBeGreaterThanOrEqual(headerBottom);

    await page.mouse.wheel(0, 700);
    await expect.poll(() => style(page, "#vs-header", "background-color")).toBe("rgb(255, 255, 255)");
    expect(await style(page, "#vs-header", "color")).toBe("rgb(31, 41, 51)");
    expect((await header.boundingBox())?.y).toBe(0);
    await expect(headerLogo(page)).toHaveAttribute("src", /\/logo\.svg$/);
    // back at the top, transparent again
    await page.mouse.wheel(0, -2000);
    await expect.poll(() => style(page, "#vs-header", "background-color")).toBe("rgba(0, 0, 0, 0)");
  });

  test("INVERSE_ABSOLUTE_MENU_COLOR mirrors the colour for a light first section", async ({ page }) => {
    await setParameters({ MENU_TYPE: "ABSOLUTE", INVERSE_ABSOLUTE_MENU_COLOR: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${origin}/`);
    expect(await style(page, "#vs-header", "background-color")).toBe("rgba(0, 0, 0, 0)");
    expect(await style(page, "#vs-header", "color")).toBe("rgb(0, 0, 0)");
    await expect(headerLogo(page)).toHaveAttribute("src", /logo-light\.svg$/);
    await expectAccessible(page, "#vs-header");
  });

  test("is an ordinary header without JavaScript, and over a page that does not start with a section", async ({
    browser,
    page,
  }) => {
    await setParameters({ MENU_TYPE: "ABSOLUTE", INVERSE_ABSOLUTE_MENU_COLOR: false });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.setViewportSize({ width: 1366, height: 900 });
    await noScript.goto(`${origin}/`);
    const height = (await noScript.locator("#vs-header").boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThan(40);
    expect((await noScript.locator("#contenu").boundingBox())?.y).toBeGreaterThanOrEqual(height);
    expect(await style(noScript, "#vs-header", "background-color")).toBe("rgb(255, 255, 255)");
    await context.close();

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${origin}/blog`);
    await hydrated(page);
    expect(await style(page, "#vs-header", "background-color")).toBe("rgb(255, 255, 255)");
    const headerHeight = (await page.locator("#vs-header").boundingBox())?.height ?? 0;
    expect((await page.locator("#contenu").boundingBox())?.y).toBeGreaterThanOrEqual(headerHeight);
  });
});

test("IS_INDEPENDENT shows the Vignerons Indépendants' mark in the footer", async ({ page }) => {
  await page.goto(`${origin}/`);
  const mark = page.getByRole("contentinfo").getByRole("link", { name: "Vigneron indépendant" });
  await expect(mark).toHaveCount(0);
  await setParameters({ IS_INDEPENDENT: true });
  await page.goto(`${origin}/`);
  await expect(mark).toHaveAttribute("href", "https://www.vigneron-independant.com/");
  await expectAccessible(page, "footer");
  await setParameters({ IS_INDEPENDENT: false });
});

test.describe("entrance animations (REPEAT_ANIMATION)", () => {
  // the rest of the suite runs with reduced motion (playwright.config.ts): these tests want motion
  test.use({ reducedMotion: "no-preference" });
  test.afterAll(() => setParameters({ REPEAT_ANIMATION: false }));

  const lastSection = (page: Page) => page.locator("#contenu .vs-layout").last();
  const revealOf = (page: Page) => lastSection(page).getAttribute("data-vs-reveal");

  test("sections below the first rise in once as the visitor scrolls to them", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${origin}/`);
    await hydrated(page);
    // the first section is never hidden; the last one waits below the fold
    expect(await page.locator("#contenu .vs-layout").first().getAttribute("data-vs-reveal")).toBeNull();
    await expect.poll(() => revealOf(page)).toBe("hidden");
    expect(await lastSection(page).evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
    await lastSection(page).scrollIntoViewIfNeeded();
    await expect.poll(() => revealOf(page)).toBe("shown");
    await expect.poll(() => lastSection(page).evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    expect(await revealOf(page)).toBe("shown");
  });

  test("replay each time the section comes back on screen with REPEAT_ANIMATION", async ({ page }) => {
    await setParameters({ REPEAT_ANIMATION: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${origin}/`);
    await hydrated(page);
    await expect.poll(() => revealOf(page)).toBe("hidden");
    await lastSection(page).scrollIntoViewIfNeeded();
    await expect.poll(() => revealOf(page)).toBe("shown");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => revealOf(page)).toBe("hidden");
    await lastSection(page).scrollIntoViewIfNeeded();
    await expect.poll(() => revealOf(page)).toBe("shown");
  });

  test("hide nothing from a visitor who asks for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${origin}/`);
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(await revealOf(page)).toBeNull();
  });
});
