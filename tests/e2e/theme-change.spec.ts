import { expect, test } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { withSite } from "../../src/server/db/client";
import { parameters } from "../../src/server/db/schema";
import { startInProcessServer } from "./in-process-server";

const css = (name: string) => `getComputedStyle(document.documentElement).getPropertyValue("${name}").trim()`;

test("a setting changed in the database shows on the next page load, with no flash of the old theme", async ({
  browser,
}) => {
  // a fresh database is migrated and seeded inside the test: slow when another test does the same
  const server = await startInProcessServer();
  try {
    const url = `http://localhost:${server.port}/`;
    // JavaScript off: what the browser paints first is the server's HTML alone
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url);
    expect(await page.evaluate(css("--vs-primary-color"))).toBe("#0E4D55FF");
    // the hero's main button is painted in the primary colour
    const button = page.locator("main .vs-button:not(.vs-button--accent)").first();
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(14, 77, 85)");
    const logo = page.getByRole("banner").getByRole("img").first();
    expect((await logo.boundingBox())?.height).toBe(125);

    const since = server.platform.cache.version(1);
    await withSite(server.platform.db, 1, async (tx) => {
      await tx
        .update(parameters)
        .set({ value: "#8A2BE2FF" })
        .where(and(eq(parameters.siteId, 1), eq(parameters.type, "PRIMARY_COLOR")));
      await tx
        .update(parameters)
        .set({ value: 150 })
        .where(and(eq(parameters.siteId, 1), eq(parameters.type, "LOGO_HEIGHT")));
    });
    await expect.poll(() => server.platform.cache.version(1)).toBeGreaterThan(since);

    await page.reload();
    expect(await page.evaluate(css("--vs-primary-color"))).toBe("#8A2BE2FF");
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(138, 43, 226)");
    expect((await logo.boundingBox())?.height).toBe(150);

    // DARK_THEME too is in the first bytes: the page is dark before any script runs
    const beforeDark = server.platform.cache.version(1);
    await withSite(server.platform.db, 1, (tx) =>
      tx
        .update(parameters)
        .set({ value: true })
        .where(and(eq(parameters.siteId, 1), eq(parameters.type, "DARK_THEME"))),
    );
    await expect.poll(() => server.platform.cache.version(1)).toBeGreaterThan(beforeDark);
    await page.reload();
    expect(await page.evaluate(css("--vs-color-scheme"))).toBe("dark");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
      "rgb(13, 13, 13)",
    );
    await context.close();
  } finally {
    await server.stop();
  }
});
