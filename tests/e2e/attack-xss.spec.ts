// The standing XSS attack suite of issue 11: the corpus of tests/fixtures/xss-corpus.ts (and the
// hostile GrapesJS projects) sent through every writable path — the settings, layouts and pages of
// an ADMIN or SUPER_ADMIN, the forms of a visitor, the profile, cart and orders of a customer, the
// reflected search and codes — then opened in Chromium by every role that sees them (visitor,
// customer, ADMIN, SUPER_ADMIN, and the owner's mail), asserting that no payload ran and no dialog
// opened. A payload that runs calls `__xss(id)`; the failure names it, the viewer and the page.
//
// The suite runs on servers of its own (one per worker, a fresh database each): what it poisons
// meets no other spec file's data, and nothing needs restoring.
import { test as base, expect } from "@playwright/test";
import { parameterGroupTitles } from "../../schemas/parameters";
import { withSite } from "../../src/server/db/client";
import { mailOutbox } from "../../src/server/db/schema";
import { projectXssCorpus } from "../fixtures/project-xss-corpus";
import { hostileLayoutProjects, xssPayloads } from "../fixtures/xss-corpus";
import { userWithSession } from "../support/admin-session";
import { startInProcessServer } from "./in-process-server";
import {
  apiOf,
  cacheCaughtUp,
  hostileSettings,
  payloadsShown,
  poisonSettings,
  type Server,
  type SiteId,
  settle,
  XssWatch,
} from "./xss-helpers";

// A server per worker, under a name of its own: admin-helpers' `server` is shared with the admin
// journeys of other files, which expect the seeded content this suite poisons.
const test = base.extend<{ watch: XssWatch }, { xssServer: Server }>({
  xssServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const server = await startInProcessServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  watch: async ({ browser, xssServer }, use) => {
    const watch = new XssWatch(browser, xssServer);
    await use(watch);
    await watch.close();
  },
});

const text = (context: keyof typeof xssPayloads) => xssPayloads[context].map((p) => p.text);
const html = text("html");

/** Payloads joined up to `max` characters (the whole of those that fit, in order). */
function pack(pool: readonly string[], max: number, join = " "): string {
  let out = "";
  for (const payload of pool) {
    const next = out ? `${out}${join}${payload}` : payload;
    if (next.length <= max) out = next;
  }
  return out;
}

/**
 * The storefront pages of the domaine (site 2) where settings show: every page has the header and
 * the footer, so one page of each kind is enough (two legal texts: with and without placeholders).
 */
const storefront = [
  "/",
  "/contact",
  "/legal-notice",
  "/sale-terms",
  "/news",
  "/shop",
  "/shop/saumur-champigny-les-trois-coteaux",
  "/cart",
  "/search?q=vin",
  "/page-introuvable-xss",
];

/** Payloads packed into chunks of at most `max` characters each (a field or query at a time). */
function chunks(pool: readonly string[], max: number): string[] {
  const out: string[] = [];
  for (const payload of pool.filter((p) => p.length <= max)) {
    const last = out[out.length - 1];
    if (last !== undefined && last.length + 1 + payload.length <= max)
      out[out.length - 1] = `${last} ${payload}`;
    else out.push(payload);
  }
  return out;
}

/** The declination of six bottles the shop journeys buy, and a cart holding them. */
async function sixBottles(call: ReturnType<typeof apiOf>) {
  const product = await call<{ id: number; declinations: { id: number; year: number; capacity: number }[] }>(
    "GET",
    "/product/saumur-champigny-les-trois-coteaux",
  );
  const declination = product.data.declinations.find((d) => d.year === 2023 && d.capacity === 75);
  if (!declination) throw new Error("no 2023 75 cl");
  return { productId: product.data.id, declinationId: declination.id };
}

async function cartWithBottles(call: ReturnType<typeof apiOf>) {
  const { declinationId } = await sixBottles(call);
  const added = await call<{ cartId: string }>("POST", `/cart/new/product/${declinationId}`, {
    data: { quantity: 6 },
  });
  expect(added.status, added.message).toBeLessThan(300);
  return added.data.cartId;
}

/** Every mail the site wrote, opened in the owner's (or buyer's) browser as a mail client shows it. */
async function openMails(watch: XssWatch, server: Server, idSite: SiteId, since: number) {
  const freshMails = async () =>
    (await withSite(server.platform.db, idSite, (tx) => tx.select().from(mailOutbox))).filter(
      (m) => m.id > since,
    );
  // a mail may be written after the answer (a job): wait until the writes have theirs
  await expect.poll(async () => (await freshMails()).length).toBeGreaterThan(0);
  const fresh = await freshMails();
  const { context } = await watch.open("ADMIN", idSite);
  const page = await context.newPage();
  let shown = 0;
  for (const mail of fresh) {
    await page.setContent(mail.html, { waitUntil: "load" });
    await settle(page);
    shown += await payloadsShown(page);
  }
  return { count: fresh.length, shown };
}

async function lastMailId(server: Server, idSite: SiteId) {
  const mails = await withSite(server.platform.db, idSite, (tx) =>
    tx.select({ id: mailOutbox.id }).from(mailOutbox),
  );
  return Math.max(0, ...mails.map((m) => m.id));
}

test.describe.configure({ mode: "parallel" });

test.describe("settings (PUT /api/admin/parameter)", () => {
  test("the walls: code settings are the SUPER_ADMIN's, links and stylesheets refuse what breaks out", async ({
    request,
    xssServer,
  }) => {
    const { token } = await userWithSession(xssServer.platform.db, 2, "ADMIN");
    const put = (values: Record<string, unknown>) =>
      apiOf(request, xssServer, 2, token)("PUT", "/admin/parameter", { data: { values } });
    for (const key of ["SCRIPT_TO_LOAD", "AFTER_BODY_HTML_TO_LOAD"]) {
      expect((await put({ [key]: html[0] })).status, key).toBe(403);
    }
    for (const url of text("url").filter((u) => !/^(?:https?:\/\/|\/)/i.test(u))) {
      expect((await put({ CREATED_BY_BACKLINK_URL: url })).status, url).toBe(422);
      expect((await put({ FACEBOOK_URL: url })).status, url).toBe(422);
    }
    for (const css of text("css").filter((c) => /<\/style/i.test(c))) {
      expect((await put({ GLOBAL_CSS: css })).status, css).toBe(422);
    }
  });

  test("run for no visitor and no customer, on any storefront page", async ({
    request,
    xssServer,
    watch,
  }) => {
    const keys = await poisonSettings(request, xssServer, 2);
    expect(keys.length).toBeGreaterThan(30);

    const visitor = await watch.open("VISITOR", 2);
    const page = await visitor.context.newPage();
    for (const path of storefront) {
      await watch.visit(visitor.context, 2, path, page);
      // the hostile values are on the page (as text): the path under test was reached
      expect(await payloadsShown(page), path).toBeGreaterThan(0);
    }

    const token = (await userWithSession(xssServer.platform.db, 2, "CUSTOMER")).token;
    const cartId = await cartWithBottles(apiOf(request, xssServer, 2, token));
    const customer = await watch.open("CUSTOMER", 2, { token, localStorage: { cartId, cartSession: "1" } });
    const customerPage = await customer.context.newPage();
    for (const path of ["/account", "/checkout"]) {
      await watch.visit(customer.context, 2, path, customerPage);
      expect(await payloadsShown(customerPage), path).toBeGreaterThan(0);
    }
    // SHIPPING_MESSAGE, on the delivery step
    const shipping = String(hostileSettings().values.SHIPPING_MESSAGE);
    await expect(customerPage.getByRole("main")).toContainText(shipping.slice(0, 30));
    watch.expectNothingRan();
  });

  // one test per role, so that the two workers share them
  for (const role of ["ADMIN", "SUPER_ADMIN"] as const) {
    test(`run for no ${role}, in the admin screens and the settings editor with its preview`, async ({
      request,
      xssServer,
      watch,
    }) => {
      await poisonSettings(request, xssServer, 2);
      const { context } = await watch.open(role, 2);
      const page = await context.newPage();
      for (const path of role === "ADMIN" ? ["/", "/legal-notice", "/admin", "/admin/pages"] : ["/contact"]) {
        await watch.visit(context, 2, path, page);
      }
      await watch.visit(context, 2, "/admin/settings", page);
      await expect(page.getByRole("heading", { name: "Paramètres du site", level: 1 })).toBeVisible();
      // every group in turn: each field shows its stored value, the rich texts in contentEditable
      const groups = page.getByRole("navigation", { name: "Groupes de paramètres" });
      let shown = 0;
      for (const title of Object.values(parameterGroupTitles)) {
        await groups.getByRole("button", { name: title }).click();
        await expect(page.getByRole("group", { name: title })).toBeVisible();
        await settle(page);
        shown += await payloadsShown(page);
      }
      expect(shown).toBeGreaterThan(0);
      if (role === "SUPER_ADMIN") {
        // unsaved values go to the preview as they are typed (the integration group is on screen)
        const css = page.getByLabel("Feuille de style CSS personnalisée", { exact: true });
        await css.fill(text("css").join("\n"));
        await settle(page);
        await css.fill(
          text("css")
            .filter((c) => !/<\/style/i.test(c))
            .join("\n"),
        );
        await settle(page);
      }
      // the preview frame shows the site: the pages it offers
      const preview = page.locator('iframe[title="Aperçu du site"]');
      await expect(preview).toBeVisible();
      const choices = page.getByLabel("Page affichée dans l’aperçu");
      const paths = await choices
        .locator("option")
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      for (const value of paths.slice(0, role === "SUPER_ADMIN" ? 4 : 2)) {
        await choices.selectOption(value);
        await preview.contentFrame().locator("html[data-vs-ready]").waitFor({ state: "attached" });
        await settle(page);
      }
      watch.expectNothingRan();
    });
  }
});

test.describe("layouts and pages (an ADMIN's editor calls)", () => {
  test("a page and layouts full of payloads, published, run for no role", async ({
    request,
    xssServer,
    watch,
  }) => {
    const { token } = await userWithSession(xssServer.platform.db, 1, "ADMIN");
    const call = apiOf(request, xssServer, 1, token);
    const since = xssServer.platform.cache.version(1);
    const created = await call<{ id: number }>("POST", "/admin/page", {
      data: {
        title: pack(["Ateliers xss", ...text("attribute"), ...html.filter((t) => t.startsWith("</"))], 150),
        url: "xss-mises-en-page",
        menuTitle: pack(["Ateliers", `"><img src=x onerror=__xss(0)>`], 60),
        metaDescription: pack(html, 320),
        showInMenu: true,
      },
    });
    expect(created.status, created.message).toBe(201);
    const idPage = created.data.id;
    const layouts = [
      html.map((payload) => `<section class="vs-section">${payload}</section>`).join("\n"),
      [...text("mutation"), ...text("attribute"), ...text("email")].map((p) => `<p>${p}</p>`).join("\n"),
    ];
    for (const layoutHtml of layouts) {
      const layout = await call<{ id: number; storedHash: string }>("POST", `/admin/page/${idPage}/layout`);
      expect(layout.status, layout.message).toBe(201);
      const path = `/admin/page/${idPage}/layout/${layout.data.id}`;
      const saved = await call("PUT", `${path}/preview`, {
        multipart: {
          html: layoutHtml,
          css: text("css").join("\n"),
          projectData: JSON.stringify({
            pages: [{ frames: [{ component: { type: "wrapper", components: layoutHtml } }] }],
          }),
          baseHash: layout.data.storedHash,
        },
      });
      expect(saved.status, saved.message).toBe(200);
      expect((await call("POST", `${path}/publish`)).status).toBe(200);
    }
    await cacheCaughtUp(xssServer, 1, since);

    for (const role of ["VISITOR", "CUSTOMER", "ADMIN", "SUPER_ADMIN"] as const) {
      const { context } = await watch.open(role, 1);
      const page = await context.newPage();
      const paths = role === "VISITOR" ? ["/", "/search?q=Ateliers"] : [];
      for (const path of ["/xss-mises-en-page", ...paths]) {
        await watch.visit(context, 1, path, page);
        expect(await payloadsShown(page), path).toBeGreaterThan(0);
      }
      if (role === "ADMIN" || role === "SUPER_ADMIN") {
        await watch.visit(context, 1, "/admin/pages", page);
        expect(await payloadsShown(page)).toBeGreaterThan(0);
      }
    }
    watch.expectNothingRan();
  });
});

/**
 * An ADMIN saves each project as the draft of a layout of a new page (PUT …/preview); a
 * SUPER_ADMIN opens the layout editor on each one, whose GrapesJS canvas renders the project in a
 * frame of the site's origin (issue 11 item 1). A project the server refuses (422) is reported.
 */
async function openProjectsInEditor(
  request: Parameters<typeof apiOf>[0],
  server: Server,
  watch: XssWatch,
  url: string,
  projects: readonly { name: string; project: unknown }[],
) {
  const { token } = await userWithSession(server.platform.db, 1, "ADMIN");
  const call = apiOf(request, server, 1, token);
  const since = server.platform.cache.version(1);
  const created = await call<{ id: number }>("POST", "/admin/page", {
    data: { title: "Projets hostiles", url, menuTitle: "Projets", showInMenu: false },
  });
  expect(created.status, created.message).toBe(201);
  const idPage = created.data.id;
  // the section number of each stored project (the refused ones leave an empty section)
  const stored: { name: string; section: number }[] = [];
  const refused: string[] = [];
  for (const [index, { name, project }] of projects.entries()) {
    const layout = await call<{ id: number; storedHash: string }>("POST", `/admin/page/${idPage}/layout`);
    expect(layout.status, layout.message).toBe(201);
    const saved = await call("PUT", `/admin/page/${idPage}/layout/${layout.data.id}/preview`, {
      multipart: {
        html: "<p>Section</p>",
        css: "",
        projectData: typeof project === "string" ? project : JSON.stringify(project),
        baseHash: layout.data.storedHash,
      },
    });
    expect([200, 422], `${name}: ${saved.message}`).toContain(saved.status);
    if (saved.status === 200) stored.push({ name, section: index + 1 });
    else refused.push(name);
  }
  await cacheCaughtUp(server, 1, since);
  test.info().annotations.push({
    type: "projects",
    description: `${stored.length} stored and opened, ${refused.length} refused (422)${refused.length ? `: ${refused.join("; ")}` : ""}`,
  });

  const { context } = await watch.open("SUPER_ADMIN", 1);
  const page = await watch.visit(context, 1, `/${url}`);
  // projects whose canvas never came up: what they hold was not all rendered, so not all tried
  const unloaded: string[] = [];
  for (const { name, section } of stored) {
    watch.step = name;
    await page.getByRole("button", { name: `Modifier la section ${section}`, exact: true }).click();
    const editor = page.getByRole("dialog", { name: /Modifier la section/ });
    const ready = await expect(editor)
      .toHaveAttribute("data-editor-ready", "true")
      .then(() => true)
      .catch(() => false);
    // the canvas renders the project in its frame: time for its images to fail and handlers to fire
    await page.waitForTimeout(300);
    await settle(page);
    if (!ready) {
      unloaded.push(name);
      await watch.visit(context, 1, `/${url}`, page);
      continue;
    }
    await editor.getByRole("button", { name: "Fermer", exact: true }).first().click();
    const discard = page.getByRole("button", { name: "Quitter sans enregistrer" });
    if (await discard.isVisible().catch(() => false)) await discard.click();
    await expect(editor).toHaveCount(0);
  }
  watch.step = "";
  return { unloaded };
}

test.describe("layout editor (issue 11 item 1)", () => {
  test("a SUPER_ADMIN opening an ADMIN's hostile GrapesJS projects in the editor runs none of them", async ({
    request,
    xssServer,
    watch,
  }) => {
    const { unloaded } = await openProjectsInEditor(
      request,
      xssServer,
      watch,
      "xss-projets",
      hostileLayoutProjects(),
    );
    watch.expectNothingRan();
    expect(unloaded, "stored projects the editor could not open").toEqual([]);
  });

  // the project corpus of the allow-list's tests, in parts that the two workers share
  const parts = 3;
  for (let part = 0; part < parts; part++) {
    const share = projectXssCorpus.filter((_, i) => i % parts === part);
    test(`the hostile project corpus, part ${part + 1} of ${parts}: ${share.length} projects opened by a SUPER_ADMIN run nothing`, async ({
      request,
      xssServer,
      watch,
    }) => {
      const { unloaded } = await openProjectsInEditor(
        request,
        xssServer,
        watch,
        `xss-corpus-projets-${part + 1}`,
        share,
      );
      watch.expectNothingRan();
      expect(unloaded, "stored projects the editor could not open").toEqual([]);
    });
  }
});

test.describe("visitors' writes (site 1)", () => {
  test("contact message, form answer, event registration, newsletter and search run nowhere, nor in the owner's mails", async ({
    request,
    xssServer,
    watch,
  }) => {
    const call = apiOf(request, xssServer, 1);
    const mailsBefore = await lastMailId(xssServer, 1);
    const email = text("email");

    // the contact form, as a visitor fills it: refused once (the consent unticked), then sent
    const visitor = await watch.open("VISITOR", 1);
    const page = await watch.visit(visitor.context, 1, "/contact");
    const form = page.getByRole("form", { name: "Écrivez-moi" });
    await form.getByLabel("Prénom").fill(html[2] as string);
    await form.getByLabel(/^Nom\b/).fill(text("attribute")[0] as string);
    await form.getByLabel("Adresse e-mail").fill(email[0] as string);
    await form.getByLabel("Téléphone").fill(`<svg onload=__xss(0)>`);
    await form.getByLabel("Organisation").fill(
      pack(
        html.filter((t) => t.startsWith("</")),
        300,
      ),
    );
    await form.getByLabel("Votre demande concerne").selectOption("Autre demande");
    await form.getByLabel("Votre message").fill(pack(html, 5000, "\n"));
    await form.getByRole("button", { name: "Envoyer ma demande" }).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    await settle(page);
    await form.getByLabel("Téléphone").fill("");
    await form.getByRole("checkbox", { name: /J’accepte/ }).check();
    await form.getByRole("button", { name: "Envoyer ma demande" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Merci" })).toBeVisible();

    // the same form without JavaScript: the server renders the values it refuses back
    const noScript = await watch.open("VISITOR", 1, { javaScriptEnabled: false });
    const plain = await watch.visit(noScript.context, 1, "/contact");
    const plainForm = plain.getByRole("form", { name: "Écrivez-moi" });
    await plainForm.getByLabel("Prénom").fill(text("attribute")[1] as string);
    await plainForm.getByLabel(/^Nom\b/).fill(html[3] as string);
    await plainForm.getByLabel("Adresse e-mail").fill(`"><img src=x onerror=__xss(0)>`);
    await plainForm.getByLabel("Votre message").fill(pack([...text("mutation"), ...html], 5000, "\n"));
    await plainForm.getByRole("button", { name: "Envoyer ma demande" }).click();
    await plain.waitForLoadState("load");
    expect(await payloadsShown(plain)).toBeGreaterThan(0);

    // through the API: a contact message, a form answer, an event registration, newsletter e-mails
    const person = (i: number) => ({
      firstname: html[i % html.length] as string,
      lastname: text("attribute")[i % text("attribute").length] as string,
      email: email[i % email.length] as string,
    });
    const message = await call("POST", "/message", {
      data: {
        ...person(5),
        company: pack(text("mutation"), 300),
        subject: "Autre demande",
        message: pack([...text("mustache"), ...text("css"), ...html], 5000, "\n"),
        consent: true,
      },
    });
    expect(message.status, message.message).toBe(201);
    const answer = await call("POST", "/forms/demande-de-devis/submit", {
      multipart: {
        ...person(7),
        company: pack(html.slice(10), 300),
        project: "Événement",
        details: pack([...html].reverse(), 5000, "\n"),
        consent: "on",
      },
    });
    expect(answer.status, answer.message).toBe(201);
    const registration = await call(
      "POST",
      "/element/ateliers/conference-evenementiel-responsable/register",
      {
        data: { ...person(9), seats: 1, message: pack(html.slice(20), 2000, "\n") },
      },
    );
    expect(registration.status, registration.message).toBe(201);
    for (const address of email) {
      expect((await call("POST", "/newsletter/subscribe", { data: { email: address } })).status).toBeLessThan(
        500,
      );
    }

    // the newsletter field of the footer, and the search, reflected
    await watch.visit(visitor.context, 1, "/", page);
    const footer = page.getByRole("contentinfo");
    if (await footer.getByLabel("Adresse e-mail").count()) {
      await footer.getByLabel("Adresse e-mail").fill(email[1] as string);
      await footer.getByRole("button", { name: "S’inscrire" }).click();
      await expect(footer.getByRole("status")).not.toBeEmpty();
      await settle(page);
    }
    // the platform takes 100 characters at most: a longer query comes back as an error
    const queries = [
      ...chunks([...html.filter((t) => /^(?:<\/|["'])/.test(t)), ...text("attribute")], 100),
      pack(html, 400),
    ];
    for (const q of queries) {
      await watch.visit(visitor.context, 1, `/search?q=${encodeURIComponent(q)}`, page);
    }
    await watch.visit(visitor.context, 1, "/events/ateliers/conference-evenementiel-responsable", page);

    // the owner reads the mails the site sent (the contact message at least)
    const mails = await openMails(watch, xssServer, 1, mailsBefore);
    expect(mails.count).toBeGreaterThan(0);
    expect(mails.shown).toBeGreaterThan(0);
    watch.expectNothingRan();
  });
});

test.describe("a customer's writes (site 2)", () => {
  test("profile, discount codes, order addresses and message run neither for the buyer nor for the owner", async ({
    request,
    xssServer,
    watch,
  }) => {
    const mailsBefore = await lastMailId(xssServer, 2);
    const buyer = await userWithSession(xssServer.platform.db, 2, "CUSTOMER");
    const call = apiOf(request, xssServer, 2, buyer.token);

    // names refuse markup; the phone is checked as a phone
    const refusedName = await call("PUT", "/user", {
      data: { email: buyer.email, firstname: html[2], lastname: "Dubois" },
    });
    expect(refusedName.status).toBe(400);
    const profile = await call("PUT", "/user", {
      data: { email: buyer.email, firstname: "Claire", lastname: "Dubois", phone: "<svg onload=__xss(0)>" },
    });
    expect(profile.status).toBeLessThan(500);

    // a discount code tried on the checkout's call
    const { productId, declinationId } = await sixBottles(call);
    for (const code of [html[2], text("attribute")[0], text("email")[0]]) {
      const tried = await call("POST", "/order/discount", {
        data: { code: String(code).slice(0, 40), products: [{ id: declinationId, quantity: 6 }] },
      });
      expect(tried.status, String(code)).toBeLessThan(500);
      expect(tried.status, String(code)).toBeGreaterThanOrEqual(400);
    }

    // orders whose addresses and message carry the corpus
    const fees = await call<{ carriers: { id: number; serviceCode: string }[] }>(
      "POST",
      "/calculate/shipping-fees",
      {
        data: {
          products: [{ idProduct: productId, idDeclination: declinationId, quantity: 6 }],
          postalCode: "49400",
          country: "FR",
        },
      },
    );
    const carrier = fees.data.carriers.find((c) => c.serviceCode === "COLISSIMO_HOME");
    if (!carrier) throw new Error("no Colissimo");
    // each order with the first payload of its message, looked for on the screens that show it
    const orders: { id: number; reference: string; first: string }[] = [];
    const pools = [html, [...text("mutation"), ...text("attribute"), ...[...html].reverse()]];
    for (const pool of pools) {
      const address = {
        firstname: "Claire",
        lastname: "Dubois",
        company: pack(pool.slice(3), 150),
        address: pack(pool, 200),
        addressPart2: pack(pool.slice(6), 200),
        postalCode: "49400",
        city: "Saumur",
        country: "FR",
      };
      const order = await call<{ id: number; reference: string }>("POST", "/order", {
        data: {
          products: [{ id: declinationId, quantity: 6 }],
          billingAddress: { ...address, address: pack(pool.slice(9), 200) },
          shippingAddress: address,
          message: pack(pool, 2000, "\n"),
          delivery: { type: "DELIVERY", idCarrier: carrier.id },
          paymentMethod: "BANK_TRANSFER",
          acceptTerms: true,
          // the domaine refuses minors: an account without a birthdate gives one with the order
          birthdate: "1980-05-04",
        },
      });
      expect(order.status, order.message).toBe(201);
      orders.push({ ...order.data, first: pool[0] as string });
    }

    // the buyer's account and orders
    const customer = await watch.open("CUSTOMER", 2, { token: buyer.token });
    const page = await customer.context.newPage();
    await watch.visit(customer.context, 2, "/account", page);
    for (const order of orders) {
      for (const path of [`/account/orders/${order.id}`, `/checkout/confirmation/${order.id}`]) {
        await watch.visit(customer.context, 2, path, page);
      }
      await expect(page.getByRole("main")).toContainText(order.first);
    }

    // the owner's orders screen, each order opened
    for (const role of ["ADMIN", "SUPER_ADMIN"] as const) {
      const { context } = await watch.open(role, 2);
      const owner = await watch.visit(context, 2, "/admin/orders");
      await expect(owner.getByRole("heading", { name: "Commandes", level: 1 })).toBeVisible();
      for (const order of orders) {
        await owner.getByRole("button", { name: `Ouvrir la commande ${order.reference}` }).click();
        const detail = owner.getByRole("region", { name: `Commande ${order.reference}` });
        await expect(detail).toContainText(order.first);
        await settle(owner);
        await detail.getByRole("button", { name: "Toutes les commandes" }).click();
      }
    }

    // the mails of the orders: the buyer's confirmation and the owner's notice
    const mails = await openMails(watch, xssServer, 2, mailsBefore);
    expect(mails.count).toBeGreaterThan(0);
    expect(mails.shown).toBeGreaterThan(0);
    watch.expectNothingRan();
  });

  test("discount codes typed into the cart run nowhere", async ({ request, xssServer, watch }) => {
    const cartId = await cartWithBottles(apiOf(request, xssServer, 2));
    const visitor = await watch.open("VISITOR", 2, { localStorage: { cartId, cartSession: "0" } });
    const cart = await watch.visit(visitor.context, 2, "/cart");
    const field = cart.getByLabel("Code de réduction", { exact: true });
    for (const code of [html[2], text("attribute")[0], `</script><svg onload=__xss(0)>`, text("email")[0]]) {
      await field.fill(String(code));
      await cart.getByRole("button", { name: "Appliquer" }).click();
      await expect(cart.getByRole("alert").first()).toBeVisible();
      await settle(cart);
    }
    watch.expectNothingRan();
  });
});
