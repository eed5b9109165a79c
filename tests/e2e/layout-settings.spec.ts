// Layout behaviour that depends on a site's settings or records data (spec §2): the `from` query
// parameter, the search bar, the anti-copy locks. One server of our own, whose database we change.
import { expect, test } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { withSite } from "../../src/server/db/client";
import { parameters, visits } from "../../src/server/db/schema";
import { startInProcessServer } from "./in-process-server";
import { hydrated, returningVisitor } from "./support";

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

async function setParameter(type: string, value: string | boolean | null) {
  const since = server.platform.cache.version(1);
  await withSite(server.platform.db, 1, (tx) =>
    tx
      .update(parameters)
      .set({ value })
      .where(and(eq(parameters.siteId, 1), eq(parameters.type, type))),
  );
  await expect.poll(() => server.platform.cache.version(1)).toBeGreaterThan(since);
}

const visitsFrom = (source: string) =>
  withSite(server.platform.db, 1, (tx) =>
    tx
      .select()
      .from(visits)
      .where(and(eq(visits.siteId, 1), eq(visits.source, source))),
  );

test("records the visit of ?from= and reloads without the query string (spec §2)", async ({ page }) => {
  await page.goto(`${origin}/services?from=newsletter-juin&utm=x#equipe`);
  await expect(page).toHaveURL(`${origin}/services#equipe`);
  await hydrated(page);
  await expect.poll(async () => (await visitsFrom("newsletter-juin")).length).toBe(1);
  // the reloaded page records nothing more
  await page.reload();
  await hydrated(page);
  expect((await visitsFrom("newsletter-juin")).length).toBe(1);
});

test("reloads without the query string even when the platform refuses the source", async ({ page }) => {
  await page.goto(`${origin}/?from=${encodeURIComponent("<script>")}`);
  await expect(page).toHaveURL(`${origin}/`);
  await hydrated(page);
  await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeVisible();
});

test.describe("search bar (SHOW_SEARCHBAR)", () => {
  test("is in the mobile menu on a phone", async ({ page }) => {
    await setParameter("SHOW_SEARCHBAR", true);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin}/`);
    await hydrated(page);
    await page.getByText("Menu", { exact: true }).click();
    const field = page.getByRole("navigation", { name: "Menu mobile" }).getByRole("searchbox", {
      name: "Rechercher sur le site",
    });
    await field.fill("vendanges");
    await page
      .getByRole("navigation", { name: "Menu mobile" })
      .getByRole("button", { name: "Rechercher" })
      .click();
    await expect(page).toHaveURL(`${origin}/search?q=vendanges`);
  });
});

test("locks the context menu and the text selection when set (spec §3 anti-copy)", async ({ page }) => {
  await setParameter("LOCK_RIGHT_CLICK", true);
  await setParameter("LOCK_TEXT_SELECTION", true);
  await page.goto(`${origin}/`);
  await hydrated(page);
  const blocked = await page.evaluate(() => {
    const event = new MouseEvent("contextmenu", { bubbles: true, cancelable: true });
    document.querySelector("main")?.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(blocked).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).userSelect)).toBe("none");
});

test("hides the scroll-to-top button when SCROLL_TO_TOP_BEHAVIOR is NONE", async ({ page }) => {
  await setParameter("SCROLL_TO_TOP_BEHAVIOR", "NONE");
  await page.goto(`${origin}/`);
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole("contentinfo")).toBeInViewport();
  await expect(page.getByRole("button", { name: "Revenir en haut de la page" })).toHaveCount(0);
});
