// Issue 18 §3 and §7: every icon shows on the admin screens, in the layout editor and on the
// storefront. Icons are SVG (decision 118): each <i class="fa-…"> draws its ::before through a mask
// of the icon's SVG, inlined by the server for the page's icons and fetched by the browser for
// those a screen built in the browser brings; where the webfont stylesheet is also loaded (the
// editor), an icon without an SVG still shows its glyph.
import { expect, type Locator, type Page } from "@playwright/test";
import { loggedContext, origins, test } from "./admin-helpers";

/** Whether each visible icon shows: its SVG mask (whose file answers), or a Font Awesome glyph. */
async function glyphsOf(page: Page, scope: Locator) {
  await page.evaluate(() => document.fonts.ready);
  const icons = await scope.locator("i[class*='fa-']").evaluateAll((elements) =>
    elements
      .filter((i) => (i as HTMLElement).offsetParent !== null)
      .map((i) => {
        const before = getComputedStyle(i, "::before");
        const mask = before.maskImage.match(/^url\("?(.*?)"?\)$/)?.[1] ?? null;
        const code = before.content.match(/^"(.)/u)?.[1]?.codePointAt(0) ?? 0;
        const glyph = code >= 0xe000 && code <= 0xf8ff && before.maskImage === "none";
        return { icon: i.getAttribute("class"), mask, glyph };
      }),
  );
  // a mask whose file does not answer would draw nothing
  const fetched = await page.evaluate(
    (urls) => Promise.all(urls.map(async (url) => [url, (await fetch(url)).ok] as const)),
    [...new Set(icons.flatMap((i) => (i.mask?.startsWith("/") ? [i.mask] : [])))],
  );
  const broken = new Set(fetched.filter(([, ok]) => !ok).map(([url]) => url));
  return icons.map((i) => ({
    icon: i.icon,
    shows: i.glyph || (i.mask !== null && (i.mask.startsWith("data:image/svg+xml") || !broken.has(i.mask))),
  }));
}

test("the admin screens show their icons: header, menus, buttons", async ({ browser, server }) => {
  const { context } = await loggedContext(browser, server, "ADMIN");
  const page = await context.newPage();
  for (const path of ["/admin/settings", "/admin/orders", "/admin/products", "/admin/media"]) {
    await page.goto(`${origins(server).site1}${path}`);
    // the screen's own icons, not only the header's: counted once the tool has come
    await expect(page.getByText(/^Chargement/)).toHaveCount(0);
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

test("a storefront page draws its icons as SVG, with no icon font", async ({ browser, server }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (/fa-[\w-]+\.woff2|icons-[\w-]+\.css/.test(request.url())) fonts.push(request.url());
  });
  await page.goto(`${origins(server).site2}/shop`);
  const header = page.locator("header").first();
  const glyphs = await glyphsOf(page, header);
  expect(glyphs.map((g) => g.icon)).toContain("fa-solid fa-cart-shopping text-lg");
  expect(glyphs.filter((g) => !g.shows)).toEqual([]);
  // the page's icons came inlined: a screen built in the browser fetches only its new ones
  const inlined = (await page.locator("#vs-icons").getAttribute("data-icons"))?.split(" ") ?? [];
  expect(inlined).toContain("solid/cart-shopping");
  await page.evaluate(() => {
    const i = document.createElement("i");
    i.className = "fa-brands fa-linkedin";
    i.id = "added-icon";
    document.body.append(i);
  });
  await expect
    .poll(() => page.locator("#added-icon").evaluate((i) => getComputedStyle(i, "::before").maskImage))
    .toMatch(/\/_icons\/[\d.]+\/brands\/linkedin\.svg/);
  expect((await glyphsOf(page, page.locator("#added-icon").locator(".."))).every((g) => g.shows)).toBe(true);
  expect(fonts).toEqual([]);
  await context.close();
});
