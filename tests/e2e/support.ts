// Shared helpers of the storefront's end-to-end tests.
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Locator, type Page } from "@playwright/test";

export const port = Number(process.env.E2E_PORT ?? 3199);
export const site1 = `http://localhost:${port}`;
export const site2 = `http://domaine.localhost:${port}`;

/**
 * A visitor who has already answered the cookie banner (deny all) and the domaine's age check, so
 * that neither stands in front of what a test looks at. Both are tested on their own.
 */
export async function returningVisitor(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem(
        "vs-consent",
        JSON.stringify({ version: 1, choice: "none", at: Date.now() }),
      );
      window.localStorage.setItem("vs-popup-closed:verification-age", String(Date.now()));
    } catch {
      // a page without storage (about:blank) has nothing to set
    }
  });
}

/**
 * The serious and critical accessibility violations of the page, or of the part `include` selects
 * (without the parts `exclude` selects). The one axe helper of the end-to-end suite.
 */
export async function seriousViolations(page: Page, include?: string, exclude: string[] = []) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  for (const e of exclude) builder = builder.exclude(e);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5),
    }));
}

/** No serious or critical accessibility violation in `include` (the whole page by default). */
export async function expectAccessible(page: Page, include?: string, exclude: string[] = []) {
  expect(await seriousViolations(page, include, exclude)).toEqual([]);
}

/** Dispatches the slider's event, as the content screens do (spec §2). */
export async function openSlider(page: Page, images: { src: string; alt: string }[], index: number) {
  await page.evaluate(
    ([images, index]) =>
      window.dispatchEvent(new CustomEvent("vs:slider-open", { detail: { images, index } })),
    [images, index] as const,
  );
}

/** The page has hydrated and the layout listens to its events (root.tsx sets data-vs-ready). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-vs-ready]").waitFor({ state: "attached" });
}

/**
 * A link of the main menu, wherever it is: in the bar, or under "Plus" (opened for it, as a
 * keyboard user would) when the bar has no room for it (issue 18 §4).
 */
export async function menuLink(page: Page, name: string) {
  const menu = page.getByRole("navigation", { name: "Menu principal" });
  const more = menu.getByRole("button", { name: "Plus" });
  if (await more.isVisible()) await more.focus();
  return menu.getByRole("link", { name, exact: true });
}

/**
 * Whether Chromium's accessibility tree exposes an element of this role and name to assistive
 * technology (the page behind a modal `<dialog>` is inert: in the DOM, left out of that tree, which
 * Playwright's own role queries do not model).
 */
export async function exposedToAssistiveTechnology(page: Page, role: string, name: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodes } = await cdp.send("Accessibility.queryAXTree", {
      nodeId: root.nodeId,
      role,
      accessibleName: name,
    });
    return nodes.some((node) => !node.ignored);
  } finally {
    await cdp.detach();
  }
}

/** `key` pressed `times` times: the focus stays inside `dialog` after each (a modal's focus loop). */
export async function expectFocusKeptIn(page: Page, dialog: Locator, key: string, times: number) {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `${key} ${i + 1}`).toBe(true);
  }
}

/** The page behind a modal dialog is inert: out of the accessibility tree, its links take no focus. */
export async function expectPageBehindInert(page: Page) {
  expect(await exposedToAssistiveTechnology(page, "navigation", "Menu principal")).toBe(false);
  expect(
    await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>("header a[href]");
      link?.focus();
      return link !== null && document.activeElement === link;
    }),
  ).toBe(false);
}
