// The modal container and popups of spec §2: opened and closed by events, Escape and a click on
// the backdrop close, optional scroll lock and darkened background, closing time remembered per
// popup unless it shows on every reload, popups loaded by id (GET /api/popup/{id}).
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import {
  expectFocusKeptIn,
  expectPageBehindInert,
  exposedToAssistiveTechnology,
  hydrated,
  seriousViolations,
  site1,
  site2,
} from "./support";

// the cookie banner is answered: this file looks at popups only
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() =>
    window.localStorage.setItem("vs-consent", JSON.stringify({ version: 1, choice: "none", at: Date.now() })),
  );
});

const ageCheck = (page: Page) => page.getByRole("dialog", { name: "Bienvenue au Domaine des Trois Coteaux" });

/** Whether the dialog is the browser's modal one (in the top layer, the rest of the page inert). */
const isModal = (dialog: Locator) => dialog.evaluate((el) => el.matches("dialog:modal"));
/** The colour the dialog's backdrop draws over the page. */
const backdropColour = (dialog: Locator) =>
  dialog.evaluate((el) => getComputedStyle(el, "::backdrop").backgroundColor);
const transparent = "rgba(0, 0, 0, 0)";
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

/** The id of a popup of a site, found through the API as the storefront loads them. */
async function popupIdOf(request: APIRequestContext, idSite: number, key: string): Promise<number> {
  for (let id = 1; id <= 20; id++) {
    const response = await request.get(`${site1}/api/popup/${id}`, { headers: { idSite: String(idSite) } });
    if (response.ok() && (await response.json()).data.key === key) return id;
  }
  throw new Error(`no popup ${key} on site ${idSite}`);
}

async function dispatch(page: Page, type: string, detail: unknown) {
  await page.evaluate(([type, detail]) => window.dispatchEvent(new CustomEvent(type, { detail })), [
    type,
    detail,
  ] as const);
}

test.describe("the domaine's age check, opening on load", () => {
  test("opens by itself, locks the page's scroll, is accessible, and its button closes it for good", async ({
    page,
  }) => {
    await page.goto(`${site2}/`);
    await expect(ageCheck(page)).toBeVisible();
    // the focus is in the popup, the page behind does not scroll
    await expect(ageCheck(page).getByRole("button", { name: "Fermer" })).toBeFocused();
    expect(await bodyOverflow(page)).toBe("hidden");
    expect(await isModal(ageCheck(page))).toBe(true);
    expect(await backdropColour(ageCheck(page))).not.toBe(transparent);
    expect(await seriousViolations(page)).toEqual([]);

    // the seeded button carries data-modal-close
    await ageCheck(page).getByRole("button", { name: "J’ai 18 ans ou plus, entrer" }).click();
    await expect(ageCheck(page)).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
    const closedAt = await page.evaluate(() =>
      Number(localStorage.getItem("vs-popup-closed:verification-age")),
    );
    expect(closedAt).toBeGreaterThan(Date.now() - 60_000);

    // closed once, not shown again
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeVisible();
    await expect(ageCheck(page)).toHaveCount(0);
  });

  test("closes with Escape, and with a click on the backdrop", async ({ page, browser }) => {
    await page.goto(`${site2}/`);
    await expect(ageCheck(page)).toBeVisible();
    // the dialog the server wrote closes this way once the page is live (decision 125)
    await hydrated(page);
    await page.keyboard.press("Escape");
    await expect(ageCheck(page)).toBeHidden();

    // a new visitor, who has never closed it
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto(`${site2}/`);
    await expect(ageCheck(other)).toBeVisible();
    await hydrated(other);
    await other.mouse.click(20, 400);
    await expect(ageCheck(other)).toBeHidden();
    await context.close();
  });

  test("is the element the server wrote, made modal in place: the focus stays inside, the page behind is inert", async ({
    page,
  }) => {
    // the dialog the server's page holds, caught as the parser inserts it
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const dialog = document.querySelector("[data-early-popup] dialog");
        if (!dialog) return;
        (window as unknown as { earlyDialog: Element }).earlyDialog = dialog;
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${site2}/`);
    await hydrated(page);
    await expect(ageCheck(page).getByRole("button", { name: "Fermer" })).toBeFocused();
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { earlyDialog?: Element }).earlyDialog ===
          document.querySelector("dialog:modal"),
      ),
    ).toBe(true);
    await expect(page.locator("[data-early-popup]")).toHaveCount(0);

    // Tab and Shift+Tab go round the dialog's own controls
    await expectFocusKeptIn(page, ageCheck(page), "Tab", 5);
    await expectFocusKeptIn(page, ageCheck(page), "Shift+Tab", 5);
    // the page behind takes no focus and is out of the accessibility tree
    await expectPageBehindInert(page);
    // nor does the wheel scroll it (lockScroll)
    await page.mouse.move(20, 400);
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await ageCheck(page).getByRole("button", { name: "Fermer" }).click();
    await expect(ageCheck(page)).toHaveCount(0);
    expect(await bodyOverflow(page)).not.toBe("hidden");
    expect(await exposedToAssistiveTechnology(page, "navigation", "Menu principal")).toBe(true);
  });

  test("closes on vs:modal-close", async ({ page }) => {
    await page.goto(`${site2}/`);
    await expect(ageCheck(page)).toBeVisible();
    await dispatch(page, "vs:modal-close", null);
    await expect(ageCheck(page)).toBeHidden();
  });
});

test("the age check answered before the page's code has run is closed, and stays closed once it runs", async ({
  page,
}) => {
  // the page's modules never arrive: only the server's page and its inline scripts
  await page.route(/\/assets\/.*\.js(\?.*)?$/, (route) => route.abort());
  await page.goto(`${site2}/`);
  await expect(ageCheck(page)).toBeVisible();
  // its scroll lock holds from the first paint, and is let go when it closes
  expect(await bodyOverflow(page)).toBe("hidden");
  await ageCheck(page).getByRole("button", { name: "J’ai 18 ans ou plus, entrer" }).click();
  await expect(ageCheck(page)).toBeHidden();
  expect(await bodyOverflow(page)).not.toBe("hidden");
  const closedAt = await page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((k) => k.startsWith("vs-popup-closed:"));
    return key ? Number(window.localStorage.getItem(key)) : null;
  });
  expect(closedAt).toBeGreaterThan(Date.now() - 60_000);

  // Escape before hydration closes it too, for a visitor who has never answered
  await page.evaluate(() => {
    for (const k of Object.keys(window.localStorage))
      if (k.startsWith("vs-popup-closed:")) window.localStorage.removeItem(k);
  });
  await page.reload();
  await expect(ageCheck(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(ageCheck(page)).toBeHidden();
  expect(await bodyOverflow(page)).not.toBe("hidden");

  // with its code, the page does not open it again
  await page.unroute(/\/assets\/.*\.js(\?.*)?$/);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeVisible();
  await expect(ageCheck(page)).toHaveCount(0);
});

test.describe("popups opened by events", () => {
  test("opens a popup by id on vs:modal-open, without scroll lock, darkened, and closes it on vs:modal-close", async ({
    page,
    request,
  }) => {
    const id = await popupIdOf(request, 1, "prendre-rendez-vous");
    await page.goto(`${site1}/`);
    await hydrated(page);
    const popup = page.getByRole("dialog", { name: "Prendre rendez-vous" });
    await expect(popup).toHaveCount(0);
    await dispatch(page, "vs:modal-open", { popupId: id });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole("link", { name: "Prendre rendez-vous" })).toBeVisible();
    // this popup darkens the page but leaves it scrollable (lockScroll false)
    expect(await isModal(popup)).toBe(true);
    expect(await backdropColour(popup)).not.toBe(transparent);
    expect(await bodyOverflow(page)).not.toBe("hidden");
    await page.mouse.move(20, 400);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(popup).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dispatch(page, "vs:modal-close", { popupId: id + 1000 });
    await expect(popup).toBeVisible();
    await dispatch(page, "vs:modal-close", { popupId: id });
    await expect(popup).toBeHidden();
    // a popup that does not show on every reload remembers when it was closed
    expect(
      await page.evaluate(() => localStorage.getItem("vs-popup-closed:prendre-rendez-vous")),
    ).not.toBeNull();
  });

  test("opens from a CMS element marked data-modal-open, and gives the focus back on close", async ({
    page,
    request,
  }) => {
    const id = await popupIdOf(request, 1, "prendre-rendez-vous");
    await page.goto(`${site1}/`);
    await hydrated(page);
    await page.evaluate((id) => {
      const link = document.createElement("a");
      link.href = "/contact";
      link.dataset.modalOpen = String(id);
      link.textContent = "Réserver un appel";
      document.querySelector("main")?.prepend(link);
    }, id);
    const link = page.getByRole("link", { name: "Réserver un appel" });
    await link.focus();
    await page.keyboard.press("Enter");
    const popup = page.getByRole("dialog", { name: "Prendre rendez-vous" });
    await expect(popup).toBeVisible();
    await expect(page).toHaveURL(`${site1}/`);
    await popup.getByRole("button", { name: "Fermer" }).click();
    await expect(popup).toBeHidden();
    await expect(link).toBeFocused();
    // Escape closes it too, and the focus comes back the same way
    await page.keyboard.press("Enter");
    await expect(popup).toBeVisible();
    await expect(popup.getByRole("button", { name: "Fermer" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    await expect(link).toBeFocused();
  });

  test("shows the platform's message in a toast when a popup cannot be loaded", async ({ page }) => {
    await page.goto(`${site1}/`);
    await hydrated(page);
    await dispatch(page, "vs:modal-open", { popupId: 987654 });
    const toast = page.getByRole("alert");
    await expect(toast).toContainText("Cette fenêtre n’existe pas");
    const box = await toast.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x + box.width).toBeGreaterThan(width - 40);
    expect(box?.y).toBeLessThan(60);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test("shows neither the age check nor the cookie banner inside a frame (the editor's preview)", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // the editor's preview frames the site from the site itself (frame-ancestors 'self', decision 081)
  await page.goto(`${site2}/page-introuvable-pour-le-cadre`);
  // hydrated before its document is replaced: a page still starting its scripts (after its first
  // paint, decision 118) would otherwise hydrate the new document and draw itself over the frame
  await page.locator("html[data-vs-ready]").waitFor({ state: "attached" });
  await page.setContent(`<iframe title="Aperçu du site" src="${site2}/" width="1000" height="700"></iframe>`);
  const frame = page.frameLocator('iframe[title="Aperçu du site"]');
  await frame.locator("html[data-vs-ready]").waitFor({ state: "attached" });
  await expect(frame.getByRole("navigation", { name: "Menu principal" })).toBeVisible();
  await expect(frame.getByRole("dialog")).toHaveCount(0);
  await expect(frame.getByRole("region", { name: "Vos choix en matière de cookies" })).toHaveCount(0);
  // the same page, visited, asks both
  await page.goto(`${site2}/`);
  await expect(ageCheck(page)).toBeVisible();
  await context.close();
});
