// Issue 18 §3: every icon shows on the admin screens and in the layout editor. The glyphs come with
// icons.css after the first paint; a lazily loaded screen inserted the first stylesheet again after
// it, and its placeholder (a no-break space) hid every glyph.
import { expect, type Locator, type Page } from "@playwright/test";
import { loggedContext, origins, test } from "./admin-helpers";

/** What the ::before of each icon shows: a Font Awesome glyph (private use area), or the placeholder. */
async function glyphsOf(page: Page, scope: Locator) {
  await page.waitForFunction(() =>
    [...document.styleSheets].some((s) => /\/assets\/icons-[\w-]+\.css$/.test(s.href ?? "")),
  );
  await page.evaluate(() => document.fonts.ready);
  return scope.locator("i[class*='fa-']").evaluateAll((icons) =>
    icons
      .filter((i) => (i as HTMLElement).offsetParent !== null)
      .map((i) => {
        const content = getComputedStyle(i, "::before").content;
        const glyph = content.match(/^"(.)/u)?.[1] ?? "";
        const code = glyph.codePointAt(0) ?? 0;
        return { icon: i.getAttribute("class"), shows: code >= 0xe000 && code <= 0xf8ff };
      }),
  );
}

test("the admin screens show their icons: header, menus, buttons", async ({ browser, server }) => {
  const { context } = await loggedContext(browser, server, "ADMIN");
  const page = await context.newPage();
  for (const path of ["/admin/settings", "/admin/orders", "/admin/products", "/admin/media"]) {
    await page.goto(`${origins(server).site1}${path}`);
    const glyphs = await glyphsOf(page, page.locator("body"));
    expect(glyphs.length, path).toBeGreaterThan(2);
    expect(
      glyphs.filter((g) => !g.shows),
      path,
    ).toEqual([]);
  }
  await context.close();
});

test("the layout editor's block tiles and toolbar show their icons", async ({ browser, server }) => {
  const { context } = await loggedContext(browser, server, "ADMIN");
  const page = await context.newPage();
  await page.goto(`${origins(server).site1}/`);
  await page.getByRole("button", { name: "Modifier la section 1" }).click();
  const editor = page.getByRole("dialog", { name: /Modifier la section 1/ });
  await expect(editor).toHaveAttribute("data-editor-ready", "true", { timeout: 30_000 });
  const glyphs = await glyphsOf(page, editor);
  expect(glyphs.length).toBeGreaterThan(10);
  expect(glyphs.filter((g) => !g.shows)).toEqual([]);
  await context.close();
});
