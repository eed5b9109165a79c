// The content screens of issue 4 §3 in Chromium, on both demo sites: each screen renders and has
// no serious or critical axe violation on small and large screens; lists page with the keyboard;
// forms show the server's errors beside their fields and send; the album grid opens the slider.
import { expect, test } from "@playwright/test";
import { expectAccessible, hydrated, returningVisitor } from "./support";

// the domaine's age check (a popup opening on load) and the cookie banner are answered
test.beforeEach(async ({ context }) => returningVisitor(context));

const port = Number(process.env.E2E_PORT ?? 3199);
const site1 = `http://localhost:${port}`;
const site2 = `http://domaine.localhost:${port}`;

const screens: { site: string; path: string; heading: RegExp }[] = [
  { site: site1, path: "/", heading: /Des messages clairs/ },
  { site: site1, path: "/blog", heading: /^Blog$/ },
  { site: site1, path: "/blog/evenementiel/seminaires", heading: /Séminaires d’entreprise/ },
  {
    site: site1,
    path: "/blog/strategie/cinq-questions-avant-de-refaire-son-site",
    heading: /Cinq questions/,
  },
  { site: site1, path: "/news", heading: /Actualités/ },
  { site: site1, path: "/news/nouvel-atelier-prise-de-parole", heading: /prendre la parole/ },
  { site: site1, path: "/albums", heading: /Albums/ },
  { site: site1, path: "/albums/seminaire-dans-les-vignes", heading: /Séminaire dans les vignes/ },
  { site: site1, path: "/service", heading: /Services/ },
  { site: site1, path: "/service/diagnostic-de-communication", heading: /Diagnostic de communication/ },
  { site: site1, path: "/events/ateliers", heading: /Ateliers et formations/ },
  {
    site: site1,
    path: "/events/ateliers/prendre-la-parole-en-public",
    heading: /prendre la parole en public/,
  },
  { site: site1, path: "/forms/demande-de-devis", heading: /Demande de devis/ },
  { site: site1, path: "/contact", heading: /Parlons de votre projet/ },
  { site: site1, path: "/search?q=salon", heading: /Rechercher/ },
  { site: site2, path: "/", heading: /Trois coteaux, une famille/ },
  { site: site2, path: "/blog", heading: /^Blog$/ },
  { site: site2, path: "/blog/accords-mets-et-vins/que-boire-avec-des-huitres", heading: /huîtres/ },
  { site: site2, path: "/news", heading: /Actualités/ },
  { site: site2, path: "/news/portes-ouvertes-de-noel", heading: /Portes ouvertes de Noël/ },
  { site: site2, path: "/blog/a-la-vigne", heading: /À la vigne/ },
  { site: site2, path: "/albums", heading: /Albums/ },
  { site: site2, path: "/albums/vendanges-2026", heading: /Vendanges 2026/ },
  { site: site2, path: "/service", heading: /Services/ },
  { site: site2, path: "/service/visite-et-degustation", heading: /Visite de la cave et dégustation/ },
  { site: site2, path: "/events/rendez-vous", heading: /Rendez-vous au domaine/ },
  { site: site2, path: "/events/rendez-vous/atelier-assemblage", heading: /Atelier d’assemblage/ },
  { site: site2, path: "/forms/reserver-une-visite", heading: /Réserver une visite/ },
  { site: site2, path: "/forms/candidature-vendanges", heading: /Candidature aux vendanges/ },
  { site: site2, path: "/contact", heading: /Nous contacter/ },
  { site: site2, path: "/search?q=cave", heading: /Rechercher/ },
];

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
]) {
  test.describe(`content screens on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const screen of screens) {
      test(`${screen.site.includes("domaine") ? "site 2" : "site 1"} ${screen.path}`, async ({ page }) => {
        const response = await page.goto(`${screen.site}${screen.path}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
        // nothing wider than the screen
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expectAccessible(page);
      });
    }
  });
}

test.describe("blog", () => {
  test("pages through the articles and opens one with the keyboard, breadcrumb included", async ({
    page,
  }) => {
    await page.goto(`${site1}/blog`);
    const articles = page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 });
    await expect(articles).toHaveCount(12);
    const pages = page.getByRole("navigation", { name: "Pagination" });
    await pages.getByRole("link", { name: "Page suivante" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${site1}/blog?page=2`);
    await expect(articles).toHaveCount(1);
    await expect(pages.locator('[aria-current="page"]')).toHaveText("Page 2");
    await page.getByRole("link", { name: "Pourquoi j’ai créé mon cabinet de conseil" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Pourquoi j’ai créé mon cabinet de conseil",
    );
    const crumbs = page.getByRole("navigation", { name: "Fil d’Ariane" });
    await crumbs.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(`${site1}/blog`);
  });

  test("walks down the folders to an article", async ({ page }) => {
    await page.goto(`${site1}/blog`);
    await page
      .getByRole("navigation", { name: "Rubriques" })
      .getByRole("link", { name: /Événementiel/ })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Événementiel");
    await page
      .getByRole("navigation", { name: "Rubriques" })
      .getByRole("link", { name: /Séminaires/ })
      .click();
    await expect(page).toHaveURL(`${site1}/blog/evenementiel/seminaires`);
    await page.getByRole("link", { name: /Animer un séminaire sans PowerPoint/ }).click();
    const crumbs = page.getByRole("navigation", { name: "Fil d’Ariane" });
    await expect(crumbs.getByRole("link")).toHaveText([
      "Accueil",
      "Blog",
      "Événementiel",
      "Séminaires d’entreprise",
    ]);
  });

  test("reads with JavaScript disabled", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site2}/blog/a-la-vigne/vendanges-2026-le-bilan`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Vendanges 2026/);
    await expect(page.getByText("Nous avons vendangé du 15 septembre au 8 octobre.")).toBeVisible();
    await context.close();
  });
});

test.describe("albums", () => {
  test("each picture opens the full-screen slider on itself, by mouse or keyboard", async ({ page }) => {
    await page.goto(`${site2}/albums/vendanges-2026`);
    // each picture's button opens the slider through its click handler: live only once hydrated
    await hydrated(page);
    await page.evaluate(() => {
      const w = window as unknown as { opened: unknown[] };
      w.opened = [];
      window.addEventListener("vs:slider-open", (e) => w.opened.push((e as CustomEvent).detail));
    });
    const buttons = page.getByRole("button", { name: /Afficher en plein écran/ });
    await expect(buttons).toHaveCount(5);
    await buttons.nth(2).click();
    // the layout's slider opens on that picture; Escape gives the focus back to it
    const slider = page.getByRole("dialog", { name: "Visionneuse d’images" });
    await expect(slider.getByText("3 / 5")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(buttons.nth(2)).toBeFocused();
    await buttons.nth(0).focus();
    await page.keyboard.press("Enter");
    await expect(slider.getByText("1 / 5")).toBeVisible();
    await page.keyboard.press("Escape");
    const opened = await page.evaluate(
      () =>
        (window as unknown as { opened: { images: { src: string; alt: string }[]; index: number }[] }).opened,
    );
    expect(opened.map((o) => o.index)).toEqual([2, 0]);
    expect(opened[0]?.images).toHaveLength(5);
    expect(opened[0]?.images[0]).toEqual({
      src: "/demo/domaine/vendanges.svg",
      alt: "Cagettes de raisin pendant les vendanges",
    });
  });
});

test.describe("services", () => {
  test("filters by tags with the keyboard", async ({ page }) => {
    await page.goto(`${site2}/service`);
    await page.getByRole("checkbox", { name: "dégustation" }).focus();
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: "Filtrer" }).press("Enter");
    await expect(page).toHaveURL(/\/service\?tag=d%C3%A9gustation/);
    const titles = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(titles).toHaveText([
      "Visite de la cave et dégustation",
      "Dégustation commentée des millésimes",
    ]);
    await page.getByRole("link", { name: "Tous" }).click();
    await expect(titles).toHaveCount(4);
  });
});

test.describe("contact (spec §5: names and e-mail)", () => {
  test("shows the server's errors beside their fields, then sends the message", async ({ page }) => {
    await page.goto(`${site1}/contact`);
    const form = page.getByRole("form", { name: "Écrivez-moi" });
    await form.getByRole("button", { name: "Envoyer ma demande" }).click();
    const summary = page.getByRole("alert");
    await expect(summary).toContainText("Certains champs sont à corriger");
    await expect(summary).toBeFocused();
    const firstname = form.getByLabel("Prénom");
    await expect(firstname).toHaveAttribute("aria-invalid", "true");
    await expect(firstname).toHaveAccessibleDescription(/Ce champ est obligatoire/);
    await expect(form.getByLabel("Adresse e-mail")).toHaveAccessibleDescription(/Ce champ est obligatoire/);
    // the summary links to the field at fault
    await summary.getByRole("link", { name: /Prénom/ }).click();
    await expect(firstname).toBeFocused();
    await page.keyboard.type("Léa");
    await form.getByLabel(/^Nom\b/).fill("Martin");
    await form.getByLabel("Adresse e-mail").fill("lea.martin@example.fr");
    await form.getByLabel("Votre demande concerne").selectOption("Projet événementiel");
    await form.getByLabel("Votre message").fill("Un séminaire de 60 personnes au printemps.");
    await form.getByRole("checkbox", { name: /J’accepte/ }).check();
    await form.getByRole("button", { name: "Envoyer ma demande" }).click();
    const status = page.getByRole("status").filter({ hasText: "Merci" });
    await expect(status).toContainText("Votre message a bien été envoyé");
    await expect(status).toBeFocused();
    await expect(firstname).toHaveValue("");
  });

  test("sends without JavaScript too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site2}/contact`);
    const form = page.getByRole("form", { name: "Écrivez-nous" });
    await form.getByLabel("Prénom").fill("Marc");
    await form.getByLabel(/^Nom\b/).fill("Durand");
    await form.getByLabel("Adresse e-mail").fill("marc@example.fr");
    await form.getByLabel("Objet").selectOption("Question sur une commande");
    await form.getByLabel("Votre message").fill("Ma commande est-elle partie ?");
    await form.getByRole("checkbox", { name: /J’accepte/ }).check();
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText("Merci ! Votre message a bien été envoyé.")).toBeVisible();
    await context.close();
  });

  test("shows the company's details without any map", async ({ page }) => {
    await page.goto(`${site2}/contact`);
    await expect(page.getByRole("heading", { name: "Coordonnées" })).toBeVisible();
    await expect(page.getByRole("main").getByText("8 quai Mayaud")).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
  });
});

test.describe("forms (spec §7 /forms/{id})", () => {
  test("uploads a CV and flags a wrong file type beside its field", async ({ page }) => {
    await page.goto(`${site2}/forms/candidature-vendanges`);
    const form = page.getByRole("form", { name: "Candidature aux vendanges" });
    await form.getByLabel("Prénom").fill("Zoé");
    await form.getByLabel(/^Nom\b/).fill("Laurent");
    await form.getByLabel("Adresse e-mail").fill("zoe@example.fr");
    await form.getByLabel("Téléphone").fill("06 12 34 56 78");
    await form.getByRole("radio", { name: "Oui" }).check();
    await form.getByRole("checkbox", { name: /J’accepte/ }).check();
    const cv = form.getByLabel("CV");
    await cv.setInputFiles({
      name: "cv.exe",
      mimeType: "application/octet-stream",
      buffer: Buffer.from("MZ"),
    });
    await form.getByRole("button", { name: "Envoyer ma candidature" }).click();
    await expect(cv).toHaveAccessibleDescription(/Le fichier cv\.exe n’est pas d’un type accepté/);
    await cv.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
    await form.getByRole("button", { name: "Envoyer ma candidature" }).click();
    await expect(page.getByRole("status").filter({ hasText: "candidature" })).toContainText(
      "Votre candidature est bien reçue",
    );
  });

  test("offers only the calendar's allowed dates", async ({ page }) => {
    await page.goto(`${site2}/forms/reserver-une-visite`);
    const date = page.getByLabel("Date de la visite");
    const values = await date
      .locator("option")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(values.length).toBeGreaterThan(20);
    // the cellar door welcomes visitors Tuesday to Saturday
    for (const value of values) expect([2, 3, 4, 5, 6]).toContain(new Date(`${value}T12:00:00Z`).getUTCDay());
    const form = page.getByRole("form", { name: "Réserver une visite" });
    await form.getByLabel("Prénom").fill("Jules");
    await form.getByLabel(/^Nom\b/).fill("Roy");
    await form.getByLabel("Adresse e-mail").fill("jules@example.fr");
    await date.selectOption(values[0] ?? "");
    await form.getByLabel("Formule").selectOption("Visite et dégustation");
    await form.getByLabel("Nombre de personnes").fill("4");
    await form.getByRole("button", { name: "Réserver" }).click();
    await expect(page.getByRole("status").filter({ hasText: "visite" })).toContainText(
      "Votre demande de visite est enregistrée",
    );
  });
});

test.describe("element lists and registration", () => {
  test("registers to an event from its list, with the keyboard", async ({ page }) => {
    await page.goto(`${site1}/events/ateliers`);
    await page.getByRole("link", { name: /écrire un communiqué de presse/i }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/communiqué de presse/);
    const form = page.getByRole("form", { name: "Inscription" });
    await form.getByLabel("Prénom").fill("Nina");
    await form.getByLabel(/^Nom\b/).fill("Perrin");
    await form.getByLabel("Adresse e-mail").fill("nina@example.fr");
    await form.getByLabel("Nombre de places").fill("2");
    await form.getByLabel("Nombre de places").press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "inscription" })).toContainText(
      "Votre inscription est enregistrée Il reste",
    );
  });
});

test.describe("home page blocks", () => {
  test("shows the promoted news and the reviews on site 2", async ({ page }) => {
    await page.goto(`${site2}/`);
    const promoted = page.getByRole("region", { name: "À la une" });
    await expect(promoted.getByRole("link", { name: "Portes ouvertes de Noël" })).toBeVisible();
    const reviews = page.getByRole("region", { name: "Avis clients" });
    await expect(reviews.getByRole("img", { name: /Note|Noté/ }).first()).toBeVisible();
    await expect(reviews.getByText("Note moyenne 4,6 sur 5, sur 5 avis")).toBeVisible();
    await expect(reviews.getByRole("listitem")).toHaveCount(5);
  });

  test("shows the reviews on site 1, without promoted news (SHOW_PROMOTE_NEWS off)", async ({ page }) => {
    await page.goto(`${site1}/`);
    await expect(page.getByRole("region", { name: "Avis clients" })).toBeVisible();
    await expect(page.getByRole("region", { name: "À la une" })).toHaveCount(0);
  });

  test("posts the newsletter e-mail to the platform and shows its answer", async ({ page }) => {
    await page.goto(`${site2}/`);
    // the footer's form answers in place once the page is live; a click before that posts the
    // form to /newsletter as HTML does, which shows its answer in the page (not in the footer)
    await hydrated(page);
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Adresse e-mail").fill("abonne@example.fr");
    const answer = page.waitForResponse(
      (r) => r.url().includes("/newsletter") && r.request().method() === "POST",
    );
    await footer.getByRole("button", { name: "S’inscrire" }).click();
    await answer;
    await expect(footer.getByRole("status")).not.toBeEmpty();
  });
});

test.describe("search (SHOW_SEARCHBAR)", () => {
  test("searches from the header and lists pages, articles and news", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${site2}/`);
    const search = page.getByRole("banner").getByRole("searchbox", { name: "Rechercher sur le site" });
    await search.fill("vendanges");
    await search.press("Enter");
    await expect(page).toHaveURL(`${site2}/search?q=vendanges`);
    await expect(page.getByRole("main").getByRole("status")).toContainText("résultat(s) pour « vendanges »");
    await page.getByRole("link", { name: "Vendanges 2026 : le bilan" }).click();
    await expect(page).toHaveURL(`${site2}/blog/a-la-vigne/vendanges-2026-le-bilan`);
  });

  test("says so when nothing matches", async ({ page }) => {
    await page.goto(`${site1}/search?q=xylophone`);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Aucun résultat pour « xylophone ».");
  });
});
