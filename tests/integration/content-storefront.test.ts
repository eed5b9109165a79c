// The content screens served by the real server and the React Router build on a copy of the
// seeded database: every screen on both sites, the SEO of each page, the sitemap and robots.txt,
// forms posted without JavaScript, and the page cache around content changes.
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { withSite } from "../../src/server/db/client";
import { formSubmissionFiles, messages, news, parameters } from "../../src/server/db/schema";
import { jsonLdOf } from "../support/page-data";
import { changeFeedCaughtUp, createTestPlatform, createTestServer } from "../support/test-platform";

const platform = await createTestPlatform();
const server = await createTestServer(platform);
afterAll(() => platform.close());

const SITE1 = "localhost:3000";
const SITE2 = "domaine.localhost:3000";

const get = (path: string, host = SITE1) =>
  server.fetch(new Request(`http://${host}${path}`, { headers: { host }, redirect: "manual" }));
const post = (path: string, body: URLSearchParams | FormData, host = SITE1) =>
  server.fetch(new Request(`http://${host}${path}`, { method: "POST", headers: { host }, body }));

const metaOf = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

async function setParameter(idSite: number, type: string, value: unknown) {
  const since = platform.cache.version(idSite);
  await withSite(platform.db, idSite, (tx) =>
    tx
      .update(parameters)
      .set({ value: value as string })
      .where(and(eq(parameters.siteId, idSite), eq(parameters.type, type))),
  );
  await changeFeedCaughtUp(platform, idSite, since);
}

describe("every content screen answers on both sites", () => {
  const screens: [string, string, string][] = [
    [SITE1, "/blog", "Blog"],
    [SITE1, "/blog?page=2", "Pourquoi j’ai créé mon cabinet"],
    [SITE1, "/blog/evenementiel", "Séminaires d’entreprise"],
    [
      SITE1,
      "/blog/evenementiel/seminaires/animer-un-seminaire-sans-powerpoint",
      "Animer un séminaire sans PowerPoint",
    ],
    [SITE1, "/news", "Nouvel atelier"],
    [SITE1, "/news/dix-ans-de-conseil", "Dix ans de conseil"],
    [SITE1, "/albums", "Séminaire dans les vignes"],
    [SITE1, "/albums/salons-et-lancements", "Salons et lancements"],
    [SITE1, "/service", "Diagnostic de communication"],
    [SITE1, "/service/formation-prise-de-parole", "390 € HT par personne"],
    [SITE1, "/events/ateliers", "Ateliers et formations"],
    [SITE1, "/events/ateliers/ecrire-un-communique-de-presse", "Inscription"],
    [SITE1, "/forms/demande-de-devis", "Cahier des charges"],
    [SITE1, "/contact", "Écrivez-moi"],
    [SITE1, "/search?q=salon", "résultat(s) pour « salon »"],
    [SITE2, "/blog", "À la vigne"],
    [SITE2, "/blog/a-la-vigne/vendanges-2026-le-bilan", "Vendanges 2026"],
    [SITE2, "/news?page=2", "Bonne année 2026"],
    [SITE2, "/news/les-perrieres-2025", "Les Perrières 2025"],
    [SITE2, "/albums/la-cave-et-les-terroirs", "La cave et les terroirs"],
    [SITE2, "/service?tag=groupe", "Privatisation de la cave"],
    [SITE2, "/events/rendez-vous/soiree-vins-et-fromages", "Soirée dégustation"],
    [SITE2, "/forms/reserver-une-visite", "Date de la visite"],
    [SITE2, "/forms/candidature-vendanges", "CV"],
    [SITE2, "/contact", "Écrivez-nous"],
  ];
  it.each(screens)("%s%s", async (host, path, text) => {
    const response = await get(path, host);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(text.replace(/ : /g, "\u00a0: ").replace(/’/g, "’"));
  });

  it("answers 404 for what does not exist, with the spec's page", async () => {
    for (const path of [
      "/blog/inconnu",
      "/blog?page=9",
      "/news/inconnue",
      "/albums/inconnu",
      "/service/inconnu",
      "/events/inconnus",
      "/events/ateliers/inconnu",
      "/forms/inconnu",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("Cette page est introuvable");
    }
  });

  it("redirects an article reached under the wrong folders to its own URL", async () => {
    const response = await get("/blog/strategie/seminaire-choisir-le-bon-lieu");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(
      "/blog/evenementiel/seminaires/seminaire-choisir-le-bon-lieu",
    );
  });

  it("shows the album's media as buttons that open the slider", async () => {
    const html = await (await get("/albums/salons-et-lancements")).text();
    const buttons = html.match(/<button type="button"[^>]*aria-label="Afficher en plein écran[^"]*"/g) ?? [];
    expect(buttons).toHaveLength(5);
    expect(html).toContain("(1 sur 5)");
  });
});

describe("settings that hide screens", () => {
  it("hides the blog when IS_BLOG_ACTIVATED is off", async () => {
    await setParameter(1, "IS_BLOG_ACTIVATED", false);
    try {
      expect((await get("/blog")).status).toBe(404);
      expect((await get("/blog/evenementiel")).status).toBe(404);
    } finally {
      await setParameter(1, "IS_BLOG_ACTIVATED", true);
    }
    expect((await get("/blog")).status).toBe(200);
  });

  it("hides the contact page when HIDE_CONTACT_PAGE is on", async () => {
    await setParameter(2, "HIDE_CONTACT_PAGE", true);
    try {
      expect((await get("/contact", SITE2)).status).toBe(404);
      // no link leads to it: not the menus, not the footer
      const home = await (await get("/", SITE2)).text();
      const navs = home.match(/<nav[^>]*>.*?<\/nav>/gs) ?? [];
      expect(navs.length).toBeGreaterThan(1);
      for (const nav of navs) expect(nav).not.toContain('href="/contact"');
    } finally {
      await setParameter(2, "HIDE_CONTACT_PAGE", false);
    }
  });

  it("shows the search bar only when SHOW_SEARCHBAR is on", async () => {
    expect(await (await get("/news")).text()).toContain('action="/search"');
    await setParameter(1, "SHOW_SEARCHBAR", false);
    try {
      expect(await (await get("/news")).text()).not.toContain('action="/search"');
    } finally {
      await setParameter(1, "SHOW_SEARCHBAR", true);
    }
  });

  it("shows the newsletter block only when ENABLE_NEWSLETTER is on", async () => {
    expect(await (await get("/", SITE2)).text()).toContain('action="/newsletter"');
    expect(await (await get("/", SITE1)).text()).not.toContain('action="/newsletter"');
  });
});

describe("SEO (issue 4 §5)", () => {
  it("gives the home page its title, description, canonical URL, Open Graph and LocalBusiness", async () => {
    const html = await (await get("/")).text();
    expect(canonicalOf(html)).toBe("https://conseil.vinisite.fr/");
    // HOME_META_DESCRIPTION, which the seed fills in, is the home page's description (issue 18 §1)
    expect(metaOf(html, "name", "description")).toMatch(/^Camille Verdier, consultante en stratégie/);
    expect(metaOf(html, "property", "og:url")).toBe("https://conseil.vinisite.fr/");
    expect(metaOf(html, "property", "og:site_name")).toBe("Camille Verdier Conseil");
    const [business] = jsonLdOf(html);
    expect(business).toMatchObject({
      "@type": "LocalBusiness",
      name: "Camille Verdier Conseil",
      address: { streetAddress: "14 rue Mercière, 3e étage", postalCode: "69002", addressLocality: "Lyon" },
      sameAs: ["https://www.linkedin.com/in/camille-verdier-conseil"],
    });
    // Monday to Friday are ranges; "Sur rendez-vous" is left out, "Fermé" is closed
    expect(business?.openingHoursSpecification).toHaveLength(5);
    const winery = jsonLdOf(await (await get("/", SITE2)).text())[0];
    expect(winery?.["@type"]).toBe("Winery");
  });

  it("describes an article as a BlogPosting with its breadcrumb", async () => {
    const html = await (await get("/blog/a-la-vigne/la-taille-de-la-vigne", SITE2)).text();
    expect(html).toContain(
      "<title>La taille de la vigne, un travail d’hiver — Domaine des Trois Coteaux</title>",
    );
    expect(canonicalOf(html)).toBe("https://domaine.vinisite.fr/blog/a-la-vigne/la-taille-de-la-vigne");
    expect(metaOf(html, "property", "og:type")).toBe("article");
    const [post, crumbs] = jsonLdOf(html);
    expect(post).toMatchObject({
      "@type": "BlogPosting",
      author: { "@type": "Person", name: "Antoine Delaunay" },
      image: "https://domaine.vinisite.fr/demo/domaine/hero-vignoble.svg",
    });
    expect(((crumbs?.itemListElement ?? []) as { name: string; item: string }[]).map((c) => c.item)).toEqual([
      "https://domaine.vinisite.fr/",
      "https://domaine.vinisite.fr/blog",
      "https://domaine.vinisite.fr/blog/a-la-vigne",
      "https://domaine.vinisite.fr/blog/a-la-vigne/la-taille-de-la-vigne",
    ]);
  });

  it("falls back on the *_META_DESCRIPTION settings, and names page 2 in the canonical URL", async () => {
    const list = await (await get("/news?page=2", SITE2)).text();
    expect(metaOf(list, "name", "description")).toMatch(/^Vendanges, nouveaux millésimes/);
    expect(canonicalOf(list)).toBe("https://domaine.vinisite.fr/news?page=2");
    const contact = await (await get("/contact", SITE2)).text();
    expect(metaOf(contact, "name", "description")).toMatch(
      /^Contactez le Domaine des Trois Coteaux à Turquant/,
    );
  });

  it("keeps search results out of the index", async () => {
    expect(metaOf(await (await get("/search?q=cave", SITE2)).text(), "name", "robots")).toBe(
      "noindex, follow",
    );
  });

  it("lists every visible page, article and news item in /sitemap.xml", async () => {
    const response = await get("/sitemap.xml", SITE2);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      "/",
      "/le-domaine/nos-terroirs",
      "/blog/accords-mets-et-vins/que-boire-avec-des-huitres",
      "/news/bonne-annee-2026",
    ])
      expect(locs).toContain(`https://domaine.vinisite.fr${path}`);
    expect(locs.every((l) => l?.startsWith("https://domaine.vinisite.fr/"))).toBe(true);
  });

  it("serves /robots.txt naming the sitemap", async () => {
    const text = await (await get("/robots.txt")).text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /account");
    expect(text).toContain("Sitemap: https://conseil.vinisite.fr/sitemap.xml");
  });
});

describe("forms posted without JavaScript", () => {
  it("sends the contact form and shows the site's thank-you message", async () => {
    const response = await post(
      "/contact",
      new URLSearchParams({
        _form: "contact-form",
        firstname: "Inès",
        lastname: "Garnier",
        email: "ines@example.fr",
        subject: "Projet événementiel",
        message: "Un séminaire de 40 personnes en juin.",
        consent: "on",
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Merci ! Votre message a bien été envoyé.");
    const rows = await withSite(platform.db, 1, (tx) =>
      tx.select().from(messages).where(eq(messages.email, "ines@example.fr")),
    );
    expect(rows).toHaveLength(1);
  });

  it("shows each server error beside its field and keeps what was typed", async () => {
    const response = await post(
      "/contact",
      new URLSearchParams({
        _form: "contact-form",
        firstname: "Inès",
        email: "pas-un-mail",
        message: "Bonjour",
      }),
    );
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("Certains champs sont à corriger");
    expect(html).toMatch(
      /id="contact-form-email"[^>]*aria-invalid="true"[^>]*aria-describedby="contact-form-email-error"|aria-invalid="true"[^>]*aria-describedby="contact-form-email-error"[^>]*id="contact-form-email"/,
    );
    expect(html).toMatch(/<ul id="contact-form-email-error"[^>]*>.*Saisissez une adresse e-mail valide/s);
    expect(html).toMatch(/<ul id="contact-form-lastname-error"[^>]*>.*Ce champ est obligatoire/s);
    expect(html).toContain('value="Inès"');
  });

  it("uploads a file through a form's multipart action", async () => {
    const body = new FormData();
    for (const [k, v] of Object.entries({
      _form: "form",
      firstname: "Théo",
      lastname: "Blanc",
      email: "theo@example.fr",
      phone: "06 12 34 56 78",
      experience: "Non",
      consent: "on",
    }))
      body.append(k, v);
    body.append("cv", new File(["%PDF-1.4 cv"], "cv-theo.pdf", { type: "application/pdf" }));
    const response = await post("/forms/candidature-vendanges", body, SITE2);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Votre candidature est bien reçue");
    const files = await withSite(platform.db, 2, (tx) =>
      tx.select().from(formSubmissionFiles).where(eq(formSubmissionFiles.filename, "cv-theo.pdf")),
    );
    expect(files).toHaveLength(1);
  });

  it("registers to an event and says how many seats are left", async () => {
    const response = await post(
      "/events/ateliers/prendre-la-parole-en-public",
      new URLSearchParams({
        _form: "registration",
        firstname: "Eva",
        lastname: "Noel",
        email: "eva@example.fr",
        seats: "1",
      }),
    );
    const html = await response.text();
    expect(response.status).toBe(200);
    // 6 seats, 3 taken by the seed, 1 now
    expect(html).toContain("Votre inscription est enregistrée Il reste 2 place(s).");
  });
});

describe("page cache around content (DESIGN.md §6)", () => {
  it("serves anonymous views from the cache, and a content change drops it", async () => {
    await get("/news", SITE2);
    const hit = await get("/news", SITE2);
    expect(hit.headers.get("x-page-cache")).toBe("HIT");
    const since = platform.cache.version(2);
    await withSite(platform.db, 2, (tx) =>
      tx.insert(news).values({
        siteId: 2,
        title: "Fermeture exceptionnelle",
        slug: "fermeture-exceptionnelle",
        summary: "Le caveau ferme lundi.",
      }),
    );
    await changeFeedCaughtUp(platform, 2, since);
    const fresh = await get("/news", SITE2);
    expect(fresh.headers.get("x-page-cache")).toBe("MISS");
    expect(await fresh.text()).toContain("Fermeture exceptionnelle");
  });

  it("keeps the cache when a visitor sends a message: messages are per visitor", async () => {
    await get("/contact");
    expect((await get("/contact")).headers.get("x-page-cache")).toBe("HIT");
    await post(
      "/contact",
      new URLSearchParams({
        firstname: "A",
        lastname: "B",
        email: "a@b.fr",
        message: "x",
        subject: "Autre demande",
        consent: "on",
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await get("/contact")).headers.get("x-page-cache")).toBe("HIT");
  });
});
