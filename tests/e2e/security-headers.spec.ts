// Issue 11 §5 (docs/decisions/081) in Chromium: the pages of a visitor, a customer's checkout, the
// layout editor and the settings preview of the administrators work under the Content-Security-
// Policy with no violation; a script or a handler without the page's nonce does not run, in the
// page or in the editor's canvas; the trackers and the owner's code still load after consent.
import { type BrowserContext, expect, type Frame, type Page } from "@playwright/test";
import { and, eq, inArray } from "drizzle-orm";
import { withSite } from "../../src/server/db/client";
import { parameters } from "../../src/server/db/schema";
import { loggedContext, origins, type Server, test } from "./admin-helpers";
import { hydrated, menuLink, returningVisitor } from "./support";

/**
 * Records the policy's violations of every page of the context: the `securitypolicyviolation`
 * events (each same-origin frame reports to its top window) and Chromium's "Refused to…" lines.
 */
async function watchPolicy(context: BrowserContext): Promise<string[]> {
  const refused: string[] = [];
  context.on("console", (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      let target: Window = window;
      try {
        if (window.top?.document) target = window.top;
      } catch {
        // a frame of another origin keeps its own list
      }
      const store = target as unknown as { __cspViolations?: string[] };
      store.__cspViolations ??= [];
      store.__cspViolations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`.trim());
    });
  });
  return refused;
}

const violationsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);

async function expectNoViolation(page: Page, refused: string[]) {
  expect(await violationsOf(page)).toEqual([]);
  expect(refused).toEqual([]);
}

/** The page's policy, as its document answered it. */
async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
  await hydrated(page);
}

test("a visitor's home and product page, a customer's checkout: no violation", async ({
  browser,
  server,
}) => {
  const { site2 } = origins(server);
  const visitor = await browser.newContext();
  await returningVisitor(visitor);
  const refused = await watchPolicy(visitor);
  const page = await visitor.newPage();
  await visit(page, `${site2}/`);
  await expectNoViolation(page, refused);
  // a client-side navigation: route modules, their preloads and the data request
  await (await menuLink(page, "Nos vins")).click();
  await expect(page).toHaveURL(`${site2}/shop`);
  await visit(page, `${site2}/shop/saumur-champigny-les-trois-coteaux`);
  await expectNoViolation(page, refused);
  await visitor.close();

  const { context } = await loggedContext(browser, server, "CUSTOMER", 2);
  const customerRefused = await watchPolicy(context);
  const buyer = await context.newPage();
  await visit(buyer, `${site2}/shop/saumur-champigny-les-trois-coteaux`);
  await buyer.getByLabel("Millésime", { exact: true }).selectOption("2023");
  const buyBox = buyer.getByRole("form", { name: "Choisissez le millésime et la contenance" });
  await buyBox.locator("label", { has: buyer.getByRole("radio", { name: /^75\scl/ }) }).click();
  await buyer.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(buyer.getByRole("status").filter({ hasText: "ajouté(s) au panier" })).toBeVisible();
  await visit(buyer, `${site2}/checkout`);
  await expect(buyer.getByRole("heading", { level: 1, name: "Finaliser ma commande" })).toBeVisible();
  await expect(buyer.getByRole("radio", { name: "Livraison à domicile" })).toBeChecked();
  await expectNoViolation(buyer, customerRefused);
  await context.close();
});

test("a script or a handler without the page's nonce does not run; one with it does", async ({
  browser,
  server,
}) => {
  const context = await browser.newContext();
  await returningVisitor(context);
  const refused = await watchPolicy(context);
  const page = await context.newPage();
  await visit(page, `${origins(server).site1}/`);
  await expectNoViolation(page, refused);
  const ran = await page.evaluate(async () => {
    const w = window as unknown as Record<string, number | undefined>;
    const script = (text: string, nonce?: string) => {
      const element = document.createElement("script");
      if (nonce) element.nonce = nonce;
      element.textContent = text;
      document.body.append(element);
    };
    script("window.__withoutNonce = 1");
    script("window.__wrongNonce = 1", "AAAAAAAAAAAAAAAAAAAAAA==");
    document.body.insertAdjacentHTML("beforeend", '<img alt="" src="/x.png" onerror="window.__handler = 1">');
    // the control: the page's own nonce (as the tracker loader reads it) lets a script run
    const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
    script("window.__withNonce = 1", nonce);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return {
      withoutNonce: w.__withoutNonce,
      wrongNonce: w.__wrongNonce,
      handler: w.__handler,
      withNonce: w.__withNonce,
    };
  });
  expect(ran).toEqual({ withoutNonce: undefined, wrongNonce: undefined, handler: undefined, withNonce: 1 });
  // the watch sees what the policy stopped: it would see a violation of the site's own code too
  await expect.poll(() => violationsOf(page)).toHaveLength(3);
  expect(await violationsOf(page)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^script-src-elem inline/),
      expect.stringMatching(/^script-src-attr inline/),
    ]),
  );
  await context.close();
});

/** The frame of GrapesJS's canvas. */
async function canvasFrame(page: Page): Promise<Frame> {
  const frame = await page
    .locator("iframe.gjs-frame")
    .elementHandle()
    .then((e) => e?.contentFrame());
  if (!frame) throw new Error("no canvas frame");
  return frame;
}

test("the layout editor works under the policy; a handler injected in its canvas does not run", async ({
  browser,
  server,
}) => {
  const { context } = await loggedContext(browser, server, "ADMIN");
  const refused = await watchPolicy(context);
  const page = await context.newPage();
  await visit(page, `${origins(server).site1}/`);
  await page.getByRole("button", { name: "Modifier la section 1" }).click();
  const editor = page.getByRole("dialog", { name: /Modifier la section 1/ });
  await expect(editor).toHaveAttribute("data-editor-ready", "true", { timeout: 30_000 });
  const canvas = page.frameLocator("iframe.gjs-frame");
  await expect(canvas.locator("p").first()).toBeVisible();
  // GrapesJS selects a component and shows its toolbar
  await canvas.locator("p").first().click();
  await expect(page.locator(".gjs-toolbar").first()).toBeVisible();
  await expectNoViolation(page, refused);

  // what the layout sanitizer would stop, slipped into the canvas: the canvas has the page's policy
  const frame = await canvasFrame(page);
  await frame.evaluate(() => {
    document.body.insertAdjacentHTML(
      "beforeend",
      '<img alt="" src="/x.png" onerror="window.top.__pwned = 1">',
    );
    const script = document.createElement("script");
    script.textContent = "window.top.__pwned = 2";
    document.body.append(script);
    // the control: with the page's nonce, a script of the canvas runs
    const control = document.createElement("script");
    control.nonce =
      window.top?.document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? "";
    control.textContent = "window.top.__control = 1";
    document.body.append(control);
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __control?: number }).__control))
    .toBe(1);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect.poll(() => refused.length).toBeGreaterThanOrEqual(2);
  await context.close();
});

test("the settings editor's live preview frames the site (frame-ancestors 'self')", async ({
  browser,
  server,
}) => {
  const { context } = await loggedContext(browser, server, "SUPER_ADMIN", 2);
  const refused = await watchPolicy(context);
  const page = await context.newPage();
  await visit(page, `${origins(server).site2}/admin/settings`);
  await expect(page.getByRole("heading", { name: "Paramètres du site", level: 1 })).toBeVisible();
  const preview = page.frameLocator('iframe[title="Aperçu du site"]');
  await expect(preview.locator("#vs-theme")).toBeAttached();
  await expect(preview.getByRole("banner")).toBeVisible();
  await expectNoViolation(page, refused);
  await context.close();
});

const trackerIds: Record<string, string> = {
  ANALYTICS_ID: "G-CSPTEST1",
  ADS_TAG_ID: "AW-654321",
  PRIVACY_ANALYTICS_DOMAIN: "domaine.vinisite.fr",
  TAG_MANAGER_ID: "GTM-CSP1",
  SOCIAL_PIXEL_ID: "9876543210",
};
const ownerCode: Record<string, string> = {
  // a widget's loader snippet: the owner's script adds a script of its host
  SCRIPT_TO_LOAD:
    "window.__owner = 1; var s = document.createElement('script'); s.src = 'https://widget.example.com/w.js'; document.head.appendChild(s);",
  AFTER_BODY_HTML_TO_LOAD: "<script>window.__afterBody = 1</script>",
};

/** Sets settings of the domaine behind the server; gives back a function restoring them. */
async function setDomaine(server: Server, values: Record<string, string>) {
  const types = Object.keys(values);
  const before = await withSite(server.platform.db, 2, (tx) =>
    tx
      .select({ type: parameters.type, value: parameters.value })
      .from(parameters)
      .where(and(eq(parameters.siteId, 2), inArray(parameters.type, types))),
  );
  const write = async (entries: [string, (typeof parameters.$inferSelect)["value"]][]) => {
    const since = server.platform.cache.version(2);
    await withSite(server.platform.db, 2, async (tx) => {
      for (const [type, value] of entries) {
        await tx
          .update(parameters)
          .set({ value })
          .where(and(eq(parameters.siteId, 2), eq(parameters.type, type)));
      }
    });
    await expect.poll(() => server.platform.cache.version(2)).toBeGreaterThan(since);
  };
  await write(Object.entries(values));
  return () => write(before.map((row) => [row.type, row.value]));
}

test("the trackers after 'Tout accepter' and the owner's code load under the policy, with no violation", async ({
  browser,
  server,
}) => {
  const restore = await setDomaine(server, { ...trackerIds, ...ownerCode });
  try {
    const context = await browser.newContext();
    // the domaine's age check is answered; the cookie banner is not
    await context.addInitScript(() =>
      window.localStorage.setItem("vs-popup-closed:verification-age", String(Date.now())),
    );
    const refused = await watchPolicy(context);
    const calls: string[] = [];
    // offline: the trackers answer an empty script, the widget a script that says it ran
    await context.route(/googletagmanager\.com|plausible\.io|connect\.facebook\.net/, async (route) => {
      calls.push(route.request().url());
      await route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
    });
    await context.route("https://widget.example.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__widget = 1;" }),
    );
    const page = await context.newPage();
    await visit(page, `${origins(server).site2}/`);
    const flags = () =>
      page.evaluate(() => {
        const w = window as unknown as Record<string, unknown>;
        return { owner: w.__owner, afterBody: w.__afterBody, widget: w.__widget };
      });
    await expect.poll(flags).toEqual({ owner: 1, afterBody: 1, widget: 1 });
    expect(calls).toEqual([]);
    await page
      .getByRole("region", { name: "Vos choix en matière de cookies" })
      .getByRole("button", { name: "Tout accepter" })
      .click();
    await expect.poll(() => calls.length).toBe(4);
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll("script[data-vs-tracker]").length))
      .toBe(4);
    await expectNoViolation(page, refused);
    await context.close();
  } finally {
    await restore();
  }
});
