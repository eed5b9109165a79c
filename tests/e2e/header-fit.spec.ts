// Issue 18 §4: the desktop menu stays on one line; the entries that do not fit go under "Plus".
import { expect, type Page } from "@playwright/test";
import { userWithSession } from "../support/admin-session";
import { origins, test } from "./admin-helpers";
import { hydrated, returningVisitor } from "./support";

/** The menu bar's height, the entries shown in it, and those under "Plus". */
async function menuOf(page: Page) {
  const nav = page.getByRole("navigation", { name: "Menu principal" });
  const bar = nav.locator(":scope > ul > li[class*='vs-menu-entry-']");
  const more = nav.locator(".vs-menu-more li[class*='vs-menu-more-']");
  const visibleTexts = async (items: typeof bar) =>
    (await items.evaluateAll((els) =>
      els
        .filter((e) => getComputedStyle(e).display !== "none")
        .map((e) => e.querySelector("a")?.textContent?.trim() ?? ""),
    )) as string[];
  // the height of one entry: any shown in the bar, "Plus" included
  const entryHeight = await nav
    .locator(":scope > ul > li")
    .evaluateAll((els) => Math.max(...els.map((e) => e.getBoundingClientRect().height)));
  const barHeight = await nav.locator(":scope > ul").evaluate((e) => e.getBoundingClientRect().height);
  const rightEdge = await nav.locator(":scope > ul").evaluate((e) => e.getBoundingClientRect().right);
  const navRight = await nav.evaluate((e) => e.getBoundingClientRect().right);
  return {
    lines: Math.round(barHeight / entryHeight),
    inBar: await visibleTexts(bar),
    underMore: await visibleTexts(more),
    all: (await bar.evaluateAll((els) =>
      els.map((e) => e.querySelector("a")?.textContent?.trim() ?? ""),
    )) as string[],
    overflows: rightEdge > navRight + 1,
  };
}

for (const width of [1366, 1100, 980]) {
  test(`at ${width} px the menu is one line, and every entry is in it or under "Plus", for a visitor and an ADMIN`, async ({
    browser,
    server,
  }) => {
    const visitor = await browser.newContext({ viewport: { width, height: 800 } });
    await returningVisitor(visitor);
    // an ADMIN's header has one more entry ("Administration"): less room for the menu
    const admin = await userWithSession(server.platform.db, 1, "ADMIN");
    const adminContext = await browser.newContext({ viewport: { width, height: 800 } });
    await returningVisitor(adminContext);
    await adminContext.addCookies([{ name: "token", value: admin.token, domain: "localhost", path: "/" }]);
    for (const [context, origin] of [
      [visitor, origins(server).site1],
      [visitor, origins(server).site2],
      [adminContext, origins(server).site1],
    ] as const) {
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      await hydrated(page);
      const menu = await menuOf(page);
      expect(menu.lines, `${origin} ${width}`).toBe(1);
      expect(menu.overflows, `${origin} ${width}`).toBe(false);
      expect([...menu.inBar, ...menu.underMore].sort(), `${origin} ${width}`).toEqual([...menu.all].sort());
      if (menu.underMore.length) {
        // "Plus" opens its list from the keyboard
        await page.getByRole("button", { name: "Plus" }).focus();
        await expect(page.getByRole("link", { name: menu.underMore[0] }).last()).toBeVisible();
      }
      await page.close();
    }
    await visitor.close();
    await adminContext.close();
  });
}
