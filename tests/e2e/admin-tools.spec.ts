// The admin journeys of the admin-tools issue: an ADMIN edits a layout in place and publishes it;
// a SUPER_ADMIN changes the theme with the live preview; visitors and customers never download the
// editor. The server runs in the test worker, so that the tests can create their users in its database.
import { expect } from "@playwright/test";
import { dragBlock, editorChunks, loggedContext, origins, recordScripts, test } from "./admin-helpers";
import { expectAccessible, menuLink } from "./support";

const css = (name: string) => `getComputedStyle(document.documentElement).getPropertyValue("${name}").trim()`;

test("an ADMIN edits a layout of the home page in place, saves a preview, publishes, and visitors see it", async ({
  browser,
  server,
}) => {
  const origin = origins(server).site1;
  const { context } = await loggedContext(browser, server, "ADMIN");
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  const livePrimary = await page.evaluate(css("--vs-primary-color"));
  await page.getByRole("button", { name: "Modifier la section 1" }).click();

  const editor = page.getByRole("dialog", { name: /Modifier la section 1/ });
  await expect(editor).toHaveAttribute("data-editor-ready", "true", { timeout: 30_000 });
  const canvas = page.frameLocator("iframe.gjs-frame");
  // the canvas carries the site's theme: the same variables as the live page
  await expect
    .poll(() =>
      canvas
        .locator("html")
        .evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue("--vs-primary-color").trim(),
        ),
    )
    .toBe(livePrimary);
  await expectAccessible(page, '[role="dialog"]', ["iframe"]);

  // drag a block of our library into the section
  await dragBlock(page, "Titre", canvas.locator("p").first());
  await expect(canvas.getByText("Votre titre")).toBeVisible();

  // change a text in place
  await canvas.locator("h1").dblclick();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("Des sites qui donnent envie");
  await canvas.locator("p").first().click();

  // save a preview: visitors still see the published layout
  await editor.getByRole("button", { name: "Enregistrer l’aperçu" }).click();
  await expect(editor.getByRole("status").first()).toHaveText(/Aperçu enregistré/);
  const visitor = await browser.newPage();
  await visitor.goto(`${origin}/`);
  await expect(visitor.locator("h1")).toHaveText(/Des messages clairs/);

  // publish: visitors see it at once (the page cache was dropped by the change feed)
  await editor.getByRole("button", { name: "Publier" }).click();
  await expect(editor.getByRole("status").first()).toHaveText(/Version 2 publiée/);
  await visitor.reload();
  await expect(visitor.locator("h1")).toHaveText("Des sites qui donnent envie");
  await expect(visitor.getByText("Votre titre")).toBeVisible();
  await expect(visitor.getByRole("button", { name: /Modifier la section/ })).toHaveCount(0);

  // every version is kept: the original one is there to be restored
  await editor.getByRole("button", { name: "Versions" }).click();
  const versions = page.getByRole("dialog", { name: "Versions publiées" });
  await expect(versions.getByText("Contenu d’origine")).toBeVisible();
  await versions.getByRole("button", { name: "Restaurer la version 1" }).click();
  await versions.getByRole("button", { name: "Publier la version 1" }).click();
  await expect(editor.getByRole("status").first()).toHaveText(/Version 3 publiée/);
  await visitor.reload();
  await expect(visitor.locator("h1")).toHaveText(/Des messages clairs/);
  await context.close();
});

test("two admins editing the same layout cannot overwrite each other silently", async ({
  browser,
  server,
}) => {
  const origin = origins(server).site1;
  const first = await loggedContext(browser, server, "ADMIN");
  const second = await loggedContext(browser, server, "SUPER_ADMIN");
  const pages = [await first.context.newPage(), await second.context.newPage()] as const;
  for (const page of pages) {
    await page.goto(`${origin}/contact`);
    await page.getByRole("button", { name: "Modifier la section 1" }).click();
    await expect(page.getByRole("dialog", { name: /Modifier la section 1/ })).toHaveAttribute(
      "data-editor-ready",
      "true",
      {
        timeout: 30_000,
      },
    );
  }
  const edit = async (page: (typeof pages)[number], text: string) => {
    // typing goes to the window in front
    await page.bringToFront();
    const canvas = page.frameLocator("iframe.gjs-frame");
    await canvas.locator("h1").dblclick();
    await page.keyboard.press("Control+A");
    await page.keyboard.type(text);
    await canvas.locator("p").first().click();
    await page.getByRole("button", { name: "Enregistrer l’aperçu" }).click();
  };
  await edit(pages[0], "Première version");
  await expect(pages[0].getByRole("status").first()).toHaveText(/Aperçu enregistré/);
  await edit(pages[1], "Seconde version");
  const conflict = pages[1].getByRole("dialog", { name: "Cette section a changé entre-temps" });
  await expect(conflict).toBeVisible();
  await conflict.getByRole("button", { name: "Écraser avec ma version" }).click();
  await expect(pages[1].getByRole("status").first()).toHaveText(/Aperçu enregistré/);
  await first.context.close();
  await second.context.close();
});

test("a SUPER_ADMIN changes PRIMARY_COLOR and LOGO_HEIGHT with the live preview, saves, and the site shows them", async ({
  browser,
  server,
}) => {
  // on the wine domaine: the other tests of the worker keep site 1's theme
  const origin = origins(server).site2;
  const { context } = await loggedContext(browser, server, "SUPER_ADMIN", 2);
  const page = await context.newPage();
  await page.goto(`${origin}/admin/settings`);
  await expect(page.getByRole("heading", { name: "Paramètres du site", level: 1 })).toBeVisible();
  const preview = page.frameLocator('iframe[title="Aperçu du site"]');

  await page.getByRole("button", { name: "Couleurs" }).click();
  await page.getByLabel("Couleur principale", { exact: true }).fill("#8A2BE2FF");
  // the preview recomputes the theme in the browser before anything is saved
  await expect
    .poll(() =>
      preview
        .locator("html")
        .evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue("--vs-primary-color").trim(),
        ),
    )
    .toBe("#8A2BE2FF");
  const button = preview.locator("main .vs-button:not(.vs-button--accent)").first();
  await expect
    .poll(() => button.evaluate((el) => getComputedStyle(el).backgroundColor))
    .toBe("rgb(138, 43, 226)");

  // the registry refuses what is not a colour, before any call
  await page.getByLabel("Couleur d'accentuation", { exact: true }).fill("saumon");
  await expect(page.getByText(/Couleur invalide/)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Enregistrer/ })).toBeDisabled();
  await page.getByRole("button", { name: "Valeur par défaut pour « Couleur d'accentuation »" }).click();

  await page.getByLabel("Rechercher un paramètre").fill("hauteur du logo");
  await page.getByLabel("Hauteur du logo", { exact: true }).fill("150");
  await expect
    .poll(() =>
      preview
        .getByRole("banner")
        .getByRole("img")
        .first()
        .evaluate((el) => el.getBoundingClientRect().height),
    )
    .toBe(150);
  await expectAccessible(page, "main", ["iframe"]);

  await page.getByRole("button", { name: "Enregistrer (2)" }).click();
  await expect(page.getByRole("status").first()).toHaveText(/Paramètres enregistrés/);

  // a visitor gets the new theme, with no flash of the old one (JavaScript off: server HTML only)
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const site = await visitor.newPage();
  await site.goto(`${origin}/`);
  expect(await site.evaluate(css("--vs-primary-color"))).toBe("#8A2BE2FF");
  expect((await site.getByRole("banner").getByRole("img").first().boundingBox())?.height).toBe(150);
  await visitor.close();
  await context.close();
});

test("the page-tree manager creates a page that the menu shows at once, and refuses a url in use", async ({
  browser,
  server,
}) => {
  const origin = origins(server).site1;
  const { context } = await loggedContext(browser, server, "ADMIN");
  const page = await context.newPage();
  await page.goto(`${origin}/admin/pages`);
  await page.getByRole("button", { name: "Nouvelle page" }).click();
  await page.getByLabel("Titre de la page").fill("Nos tarifs");
  await expect(page.getByLabel("Adresse de la page")).toHaveValue("nos-tarifs");
  await page.getByRole("button", { name: "Créer la page" }).click();
  await expect(page.getByRole("status").first()).toHaveText(/créée/);
  await page.getByRole("button", { name: "Monter « Nos tarifs »" }).click();
  await expect(page.getByRole("status").first()).toHaveText(/déplacée/);
  await page.getByRole("button", { name: "Modifier « Nos tarifs »" }).click();
  await page.getByLabel("Adresse de la page").fill("contact");
  await page.getByRole("button", { name: "Enregistrer la page" }).click();
  await expect(page.getByLabel("Adresse de la page")).toHaveAccessibleDescription(
    /L’adresse \/contact est déjà utilisée par la page « Contact »$/,
  );
  await expectAccessible(page, "main");

  const visitor = await browser.newPage();
  await visitor.goto(`${origin}/`);
  const menu = visitor.getByRole("navigation", { name: "Menu principal" });
  await expect(await menuLink(visitor, "Nos tarifs")).toBeVisible();
  const labels = await menu.getByRole("link").allTextContents();
  expect(labels.indexOf("Nos tarifs")).toBeLessThan(labels.indexOf("Contact"));
  await context.close();
});

test("visitors and customers download no byte of the editor; admins do", async ({ browser, server }) => {
  const chunks = editorChunks();
  expect(chunks.length).toBeGreaterThan(0);
  const isEditorScript = (url: string) => chunks.some((chunk) => url.endsWith(`/assets/${chunk}`));

  const origin = origins(server).site1;
  // a visitor: no session cookie, so the browser does not even ask for the role
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorScripts = recordScripts(visitor);
  const apiCalls: string[] = [];
  visitor.on("request", (r) => r.url().includes("/api/admin/") && apiCalls.push(r.url()));
  for (const path of ["/", "/services", "/admin/settings"]) {
    await visitor.goto(`${origin}${path}`, { waitUntil: "load" });
  }
  await expect(visitor.getByText("Connectez-vous avec un compte administrateur")).toBeVisible();
  expect(apiCalls).toEqual([]);
  expect(visitorScripts.length).toBeGreaterThan(0);
  expect(visitorScripts.filter((s) => isEditorScript(s.url)).map((s) => s.url)).toEqual([]);
  for (const script of visitorScripts) {
    expect({
      url: script.url,
      grapes: /grapesjs|data-vs-admin-overlay/.test(await script.body),
    }).toEqual({
      url: script.url,
      grapes: false,
    });
  }

  // a customer: the role is asked (403), and nothing more comes
  const customer = await loggedContext(browser, server, "CUSTOMER");
  const customerPage = await customer.context.newPage();
  const customerScripts = recordScripts(customerPage);
  const answer = customerPage.waitForResponse((r) => r.url().endsWith("/api/admin/session"));
  await customerPage.goto(`${origin}/admin/settings`);
  expect((await answer).status()).toBe(403);
  await expect(
    customerPage.getByText("Votre compte n’a pas les droits d’administration de ce site."),
  ).toBeVisible();
  await expect(customerPage.getByRole("button", { name: /Modifier la section/ })).toHaveCount(0);
  expect(customerScripts.filter((s) => isEditorScript(s.url)).map((s) => s.url)).toEqual([]);

  // an admin gets the overlay, then GrapesJS on the first "Modifier"
  const admin = await loggedContext(browser, server, "ADMIN");
  const adminPage = await admin.context.newPage();
  const adminScripts = recordScripts(adminPage);
  await adminPage.goto(`${origin}/`);
  await adminPage.getByRole("button", { name: "Modifier la section 1" }).click();
  await expect(adminPage.getByRole("dialog", { name: /Modifier la section 1/ })).toHaveAttribute(
    "data-editor-ready",
    "true",
    {
      timeout: 30_000,
    },
  );
  const fetched = adminScripts.filter((s) => isEditorScript(s.url));
  expect(fetched.length).toBeGreaterThan(1);
  const bodies = await Promise.all(fetched.map((s) => s.body));
  expect(bodies.some((b) => b.includes("grapesjs"))).toBe(true);
  await visitorContext.close();
  await customer.context.close();
  await admin.context.close();
});
