// Locales (spec §2, §4, §9): French by default without prefix; a site offering English serves it
// under /en, its language menu follows LANG_MENU_STYLE and the choice is kept 365 days in a cookie.
// The demo sites are French only: English is switched on in the database of a server of our own.
import { expect, test } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { withSite } from "../../src/server/db/client";
import { languages, parameters, siteLanguages } from "../../src/server/db/schema";
import { startInProcessServer } from "./in-process-server";
import { hydrated, returningVisitor, seriousViolations } from "./support";

test.describe.configure({ mode: "serial" });

let server: Awaited<ReturnType<typeof startInProcessServer>>;
let origin: string;

async function changed(change: () => Promise<unknown>) {
  const since = server.platform.cache.version(1);
  await change();
  await expect.poll(() => server.platform.cache.version(1)).toBeGreaterThan(since);
}

const setMenuStyle = (style: "FLAG" | "CODE" | "LABEL") =>
  changed(() =>
    withSite(server.platform.db, 1, (tx) =>
      tx
        .update(parameters)
        .set({ value: style })
        .where(and(eq(parameters.siteId, 1), eq(parameters.type, "LANG_MENU_STYLE"))),
    ),
  );

test.beforeAll(async () => {
  // a fresh database is migrated and seeded: slower than a test
  server = await startInProcessServer();
  origin = `http://localhost:${server.port}`;
  const [english] = await server.platform.db.owner
    .select()
    .from(languages)
    .where(eq(languages.code, "en_GB"));
  if (!english) throw new Error("en_GB is not seeded");
  await changed(() =>
    withSite(server.platform.db, 1, (tx) =>
      tx.insert(siteLanguages).values({ siteId: 1, languageId: english.id, isDefault: false }),
    ),
  );
});
test.afterAll(async () => server?.stop());
test.beforeEach(async ({ context }) => returningVisitor(context));

test("switches to English under /en and remembers the choice for 365 days", async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${origin}/contact`);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const menu = page.getByRole("navigation", { name: "Langue" });
  await expect(menu.getByRole("link", { name: "FR (Français)" })).toHaveAttribute("aria-current", "true");
  await menu.getByRole("link", { name: "EN (English)" }).click();

  await expect(page).toHaveURL(`${origin}/en/contact`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  // the header's account entry speaks the page's language too
  await expect(page.getByRole("link", { name: "Log in or create an account" })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === "lang");
  expect(cookie?.value).toBe("en");
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  // the menu stays in English; a page without prefix sends the visitor to its English twin
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Services", exact: true })
    .click();
  await expect(page).toHaveURL(`${origin}/en/services`);
  await page.goto(`${origin}/legal-notice`);
  await expect(page).toHaveURL(`${origin}/en/legal-notice`);
  expect(await seriousViolations(page)).toEqual([]);

  // back to French
  await hydrated(page);
  await page
    .getByRole("navigation", { name: "Language" })
    .getByRole("link", { name: "FR (Français)" })
    .click();
  await expect(page).toHaveURL(`${origin}/legal-notice`);
  expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("fr");
  await page.goto(`${origin}/`);
  await expect(page).toHaveURL(`${origin}/`);
});

test("a page reached in the browser in the other language shows that language's texts (decision 126)", async ({
  page,
}) => {
  await page.goto(`${origin}/contact`);
  await hydrated(page);
  await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeVisible();
  // the French texts came as a script of their own, which the page names
  await expect(page.locator("script[data-vs-texts]")).toHaveAttribute("data-vs-texts", "fr_FR-site");
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
      .__reactRouterDataRouter;
    return router.navigate("/en/services");
  });
  await expect(page).toHaveURL(`${origin}/en/services`);
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeAttached();
  // in the same document: the English texts were fetched by the root's client loader
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("names the languages by their label (LANG_MENU_STYLE LABEL)", async ({ page }) => {
  await setMenuStyle("LABEL");
  await page.goto(`${origin}/`);
  const menu = page.getByRole("navigation", { name: "Langue" });
  await expect(menu.getByRole("link", { name: "Français", exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(menu.getByRole("link", { name: "English", exact: true })).toHaveAttribute("href", "/en");
});

test("shows flags named for screen readers (LANG_MENU_STYLE FLAG)", async ({ page }) => {
  await setMenuStyle("FLAG");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${origin}/services`);
  await hydrated(page);
  const english = page.getByRole("navigation", { name: "Langue" }).getByRole("link", { name: "English" });
  await expect(english).toContainText("🇬🇧");
  await english.click();
  await expect(page).toHaveURL(`${origin}/en/services`);
  expect(await seriousViolations(page)).toEqual([]);
});
