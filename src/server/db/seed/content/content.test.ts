import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { legalPlaceholderKeys, readParameters } from "../../../../../schemas/parameters";
import { legalTexts } from "./legal-texts";
import { siteConsultant } from "./site-consultant";
import { siteDomaine } from "./site-domaine";
import type { SeedSite } from "./types";

const root = fileURLToPath(new URL("../../../../../", import.meta.url));
const publicDir = join(root, "public");
const blocksCss = ["blocks.css", "blocks-lists.css"]
  .map((file) => readFileSync(join(root, "themes", file), "utf8"))
  .join("\n");

const sites: SeedSite[] = [siteConsultant, siteDomaine];

// The server sanitizes layouts and legal texts with DOMPurify (DESIGN.md §4, §5): the seeded HTML
// must come out of it untouched, so that what is stored is what visitors get.
const purify = createDOMPurify(new JSDOM("").window);

function removedBySanitizer(html: string): string[] {
  purify.sanitize(html);
  return purify.removed.map((entry) =>
    "attribute" in entry ? `attribute ${entry.attribute?.name}` : `element ${entry.element.nodeName}`,
  );
}

/** All the HTML a visitor of the site can read: page layouts and popups. */
function htmlOf(site: SeedSite): string[] {
  return [
    ...site.pages.flatMap((page) => page.layouts.map((layout) => layout.html)),
    ...site.popups.map((p) => p.html),
  ];
}

function attributeValues(html: string, tag: string, attribute: string): string[] {
  const tags = html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
  return tags.flatMap((t) => {
    const value = new RegExp(`\\s${attribute}="([^"]*)"`).exec(t)?.[1];
    return value === undefined ? [] : [value];
  });
}

function publicFileExists(path: string): boolean {
  return path.startsWith("/") && !path.includes("..") && existsSync(join(publicDir, path));
}

// WCAG 2.x relative luminance and contrast ratio of two "#RRGGBB(AA)" colours.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const socialKeys = [
  "FACEBOOK_URL",
  "INSTAGRAM_URL",
  "X_URL",
  "YOUTUBE_URL",
  "TIKTOK_URL",
  "PINTEREST_URL",
  "DISCORD_URL",
  "GITHUB_URL",
];

// Routes of spec §2 and DESIGN.md §6 that are not CMS pages.
const appRoutes = [
  "/",
  "/auth",
  "/blog",
  "/contact",
  "/cookie-policy",
  "/legal-notice",
  "/privacy-policy",
  "/sale-terms",
  "/use-terms",
  "/shop",
  "/cart",
  "/account",
  "/news",
  "/albums",
  // the content screens of issue 4 that the seeded pages link to
  "/service",
  "/events/ateliers",
  "/events/rendez-vous",
  "/forms/demande-de-devis",
  "/forms/reserver-une-visite",
  "/forms/candidature-vendanges",
];

describe.each(sites.map((site) => [site.name, site] as const))("demo site %s", (_name, site) => {
  it("has a page tree with unique keys and urls, valid parents and one home page", () => {
    const keys = site.pages.map((p) => p.key);
    const urls = site.pages.map((p) => p.url);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.filter((url) => url === "")).toHaveLength(1);
    for (const page of site.pages) {
      if (page.parentKey === undefined) continue;
      const parent = site.pages.find((p) => p.key === page.parentKey);
      expect(parent, `${page.key} → ${page.parentKey}`).toBeDefined();
      expect(page.url.startsWith(`${parent?.url}/`), page.url).toBe(true);
    }
    for (const page of site.pages) {
      expect(page.url).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/);
      const siblings = site.pages.filter((p) => p.parentKey === page.parentKey);
      expect(
        siblings.filter((p) => p.order === page.order),
        page.key,
      ).toHaveLength(1);
    }
  });

  it("gives every page a title, a menu title, a meta description and 2 to 4 layouts", () => {
    for (const page of site.pages) {
      expect(page.title.length, page.key).toBeGreaterThan(10);
      expect(page.menuTitle.length, page.key).toBeGreaterThan(2);
      expect(page.metaDescription.length, page.key).toBeGreaterThanOrEqual(70);
      expect(page.metaDescription.length, page.key).toBeLessThanOrEqual(180);
      expect(page.layouts.length, page.key).toBeGreaterThanOrEqual(2);
      expect(page.layouts.length, page.key).toBeLessThanOrEqual(4);
      if (page.menuIcon !== undefined) expect(page.menuIcon).toMatch(/^fa-[a-z0-9-]+$/);
    }
  });

  it("has the five logo types, each pointing at an existing file", () => {
    const types = site.logos.map((logo) => logo.type).sort();
    expect(types).toEqual(["LOGO", "LOGO_DARK_THEME", "LOGO_FAVICON", "LOGO_FOOTER", "LOGO_LIGHT_THEME"]);
    for (const logo of site.logos) {
      expect(publicFileExists(logo.filename), logo.filename).toBe(true);
      expect(logo.alt).not.toBe("");
    }
    for (const logo of site.footerLogos) expect(publicFileExists(logo.filename), logo.filename).toBe(true);
  });

  it("references only existing images, with alt text and explicit dimensions", () => {
    const images = htmlOf(site).flatMap((html) => html.match(/<img\b[^>]*>/g) ?? []);
    expect(images.length).toBeGreaterThan(0);
    for (const tag of images) {
      const src = /\ssrc="([^"]+)"/.exec(tag)?.[1] ?? "";
      expect(publicFileExists(src), src).toBe(true);
      expect(tag, src).toMatch(/\salt="[^"]+"/);
      expect(tag, src).toMatch(/\swidth="\d+"/);
      expect(tag, src).toMatch(/\sheight="\d+"/);
    }
  });

  it("contains only safe markup", () => {
    for (const html of htmlOf(site)) {
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/\son\w+=/i);
      expect(html).not.toMatch(/javascript:/i);
      expect(html).not.toMatch(/style=/i);
      expect(html).not.toMatch(/<iframe|<object|<embed|<form/i);
    }
  });

  it("comes out of the sanitizer unchanged", () => {
    for (const html of htmlOf(site)) expect(removedBySanitizer(html)).toEqual([]);
  });

  it("uses only vs- block classes that themes/blocks*.css define", () => {
    const defined = new Set(blocksCss.match(/\.vs-[a-z0-9_-]+/g)?.map((c) => c.slice(1)));
    for (const html of htmlOf(site)) {
      for (const value of attributeValues(html, "[a-z0-9]+", "class")) {
        for (const name of value.split(/\s+/).filter(Boolean)) {
          expect(name).toMatch(/^vs-/);
          expect(defined.has(name), name).toBe(true);
        }
      }
    }
  });

  it("links only to its own pages and to known routes", () => {
    const known = new Set([...appRoutes, ...site.pages.map((p) => `/${p.url}`)]);
    const hrefs = [
      ...htmlOf(site).flatMap((html) => attributeValues(html, "a", "href")),
      ...site.footerLinks.map((link) => link.url),
      ...site.footerLogos.flatMap((logo) => (logo.url === undefined ? [] : [logo.url])),
    ];
    for (const href of hrefs) {
      if (/^(?:https:\/\/|mailto:|tel:\+\d+$)/.test(href)) continue;
      expect(known.has(href), href).toBe(true);
    }
    const footer = site.footerLinks.map((link) => link.url);
    for (const legal of [
      "/legal-notice",
      "/privacy-policy",
      "/cookie-policy",
      "/use-terms",
      "/sale-terms",
      "/contact",
    ]) {
      expect(footer).toContain(legal);
    }
  });

  it("writes French with typographic apostrophes", () => {
    const texts = [
      ...htmlOf(site),
      ...site.pages.flatMap((p) => [p.title, p.menuTitle, p.metaDescription]),
      ...site.popups.map((p) => p.title),
      ...site.footerLinks.map((l) => l.label),
      ...Object.values(site.parameters).filter((v): v is string => typeof v === "string"),
    ];
    for (const text of texts) expect(text).not.toContain("'");
  });

  it("has settings that the parameter registry accepts", () => {
    const { issues } = readParameters(
      Object.entries(site.parameters).map(([type, value]) => ({ type, value })),
    );
    expect(issues).toEqual([]);
    for (const key of ["COMPANY_NAME", "COMPANY_EMAIL", "HEAD_OFFICE", "LEGAL_AGENT", "SIRET_NUMBER"]) {
      expect(site.parameters[key], key).toBeTruthy();
    }
  });

  it("has text colours with WCAG AA contrast on their backgrounds", () => {
    const p = site.parameters as Record<string, string>;
    const pairs: [string, string][] = [
      ["FONT_COLOR", "BACKGROUND_COLOR"],
      ["HEADING_COLOR", "BACKGROUND_COLOR"],
      ["PRIMARY_COLOR", "BACKGROUND_COLOR"],
      ["FONT_BACKGROUND_COLOR", "PRIMARY_COLOR"],
      ["FONT_COLOR", "ACCENT_COLOR"],
      ["FONT_HEADER_COLOR", "BACKGROUND_HEADER_COLOR"],
      ["FONT_HEADER_COLOR", "BACKGROUND_MENU_COLOR"],
      ["ACTIVE_FONT_COLOR", "BACKGROUND_MENU_COLOR"],
      ["FONT_FOOTER_COLOR", "BACKGROUND_FOOTER_COLOR"],
      ["FONT_MOBILE_MENU_COLOR", "BACKGROUND_MOBILE_MENU_COLOR"],
    ];
    for (const [text, background] of pairs) {
      expect(p[text], text).toMatch(/^#[0-9A-F]{8}$/);
      expect(
        contrast(p[text] as string, p[background] as string),
        `${text} on ${background}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
    for (const font of site.fonts) {
      expect(contrast(font.color, p.BACKGROUND_COLOR as string), font.type).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("carries the five legal texts", () => {
    for (const [key, text] of Object.entries(legalTexts)) expect(site.parameters[key], key).toBe(text);
  });
});

describe("site 1, the consultant (spec §1, §2)", () => {
  const site = siteConsultant;

  it("is the default instance: id, hosts and flags", () => {
    expect(site.id).toBe(1);
    expect(site.hosts).toEqual({
      dev: ["localhost", "127.0.0.1", "conseil.localhost"],
      prod: ["conseil.vinisite.fr"],
    });
    expect(site.isWinemaker).toBe(false);
    expect(site.isECommerce).toBe(false);
    expect(site.dashboardType).toBe("PLAUSIBLE");
    expect(site.defaultLang).toBe("fr_FR");
    expect(site.variations).toEqual([]);
    expect(site.externalApps).toContainEqual({
      app: "plausible",
      publicConfig: { domain: "conseil.vinisite.fr" },
    });
  });

  it("has exactly the spec's page tree", () => {
    const tree = site.pages.map((p) => ({ key: p.key, parentKey: p.parentKey, url: p.url }));
    expect(tree).toEqual([
      { key: "accueil", parentKey: undefined, url: "" },
      { key: "services", parentKey: undefined, url: "services" },
      { key: "strategie-communication", parentKey: "services", url: "services/strategie-communication" },
      {
        key: "gestion-projet-evenementiel",
        parentKey: "services",
        url: "services/gestion-projet-evenementiel",
      },
      { key: "realisations-portfolio", parentKey: undefined, url: "realisations-portfolio" },
      { key: "contact", parentKey: undefined, url: "contact" },
    ]);
  });

  it("sets only the professional-network social link", () => {
    expect(site.parameters.LINKEDIN_URL).toMatch(/^https:\/\/www\.linkedin\.com\//);
    for (const key of socialKeys) expect(site.parameters[key] ?? null, key).toBeNull();
  });

  it("has the spec's theme: dark teal, salmon, white, sans-serif 17/14/14 pt", () => {
    expect(site.parameters.PRIMARY_COLOR).toBe("#0E4D55FF");
    expect(site.parameters.ACCENT_COLOR).toBe("#FA8072FF");
    expect(site.parameters.BACKGROUND_COLOR).toBe("#FFFFFFFF");
    const sizes = Object.fromEntries(site.fonts.map((f) => [f.type, f.size]));
    expect(sizes).toEqual({ TITLE: 17, CONTENT: 14, MENU: 14 });
    for (const font of site.fonts) expect(font.family).toBe("Inter");
  });

  it("has one main address", () => {
    expect(site.addresses.map((a) => a.typeCode)).toEqual(["MAIN"]);
  });
});

describe("site 2, the wine estate", () => {
  const site = siteDomaine;

  it("is a winemaker's shop on its own host", () => {
    expect(site.id).toBe(2);
    expect(site.hosts).toEqual({ dev: ["domaine.localhost"], prod: ["domaine.vinisite.fr"] });
    expect(site.isWinemaker).toBe(true);
    expect(site.isECommerce).toBe(true);
    expect(site.parameters.ALCOHOL_PREVENTION_BANNER).toBe(true);
    expect(site.parameters.FREE_SHIPPING_BOTTLE).toBe(12);
  });

  it("has the estate pages, with the history and terroirs under the estate", () => {
    const byKey = new Map(site.pages.map((p) => [p.key, p]));
    expect(byKey.get("notre-histoire")?.parentKey).toBe("le-domaine");
    expect(byKey.get("nos-terroirs")?.parentKey).toBe("le-domaine");
    for (const key of ["accueil", "le-domaine", "visites-degustations", "actualites-du-domaine", "contact"]) {
      expect(byKey.has(key), key).toBe(true);
    }
  });

  it("has a main address and a click-and-collect cellar shop", () => {
    expect(site.addresses.map((a) => [a.typeCode, a.isClickAndCollect ?? false])).toEqual([
      ["MAIN", false],
      ["CLICK_AND_COLLECT", true],
    ]);
  });

  it("has the three variations: colour, appellation, cuvée", () => {
    expect(site.variations.map((v) => [v.position, v.label])).toEqual([
      [1, "Couleur"],
      [2, "Appellation"],
      [3, "Cuvée"],
    ]);
    expect(site.variations[0]?.values).toEqual(["Rouge", "Blanc", "Rosé", "Effervescent", "Moelleux"]);
    for (const variation of site.variations)
      expect(new Set(variation.values).size).toBe(variation.values.length);
  });
});

describe("legal texts (spec §3, §9)", () => {
  const texts = Object.entries(legalTexts);

  it("include the spec's figures", () => {
    const all = texts.map(([, text]) => text).join("\n");
    for (const figure of ["13 mois", "3 ans", "10 jours ouvrés", "30 jours", "14 jours"])
      expect(all).toContain(figure);
    expect(legalTexts.COOKIE_POLICY).toContain("13 mois");
    expect(legalTexts.PRIVACY_POLICY).toContain("3 ans");
    expect(legalTexts.PRIVACY_POLICY).toContain("10 jours ouvrés");
    expect(legalTexts.PRIVACY_POLICY).toContain("30 jours");
  });

  it("use double-brace placeholders from the registry's list only", () => {
    const allowed = new Set<string>(legalPlaceholderKeys);
    for (const [key, text] of texts) {
      expect(text, key).not.toMatch(/\{\{\{|\}\}\}/);
      // {{KEY}}, and the sections that show a sentence only when KEY is set ({{#KEY}}…{{/KEY}}, {{^KEY}})
      const used = [...text.matchAll(/\{\{\s*[#^/]?([^}]*?)\s*\}\}/g)].map((m) => m[1] ?? "");
      for (const name of used) expect(allowed.has(name), `${key}: ${name}`).toBe(true);
      expect(text.replace(/\{\{[#^/]?[A-Z_]+\}\}/g, ""), key).not.toMatch(/[{}]/);
    }
    const all = texts.map(([, text]) => text).join("\n");
    expect(all).toContain("{{COMPANY_NAME}}");
    expect(all).toContain("{{LEGAL_AGENT}}");
  });

  it("use only h2, h3, p, ul, li, a and strong", () => {
    for (const [key, text] of texts) {
      const tags = [...text.matchAll(/<\/?([a-zA-Z0-9]+)/g)].map((m) => m[1]?.toLowerCase());
      for (const tag of tags)
        expect(["h2", "h3", "p", "ul", "li", "a", "strong"], `${key}: ${tag}`).toContain(tag);
      expect(text, key).not.toMatch(/style=|<script|javascript:/i);
    }
  });

  it("come out of the sanitizer unchanged", () => {
    for (const [key, text] of texts) expect(removedBySanitizer(text), key).toEqual([]);
  });

  it("link to the terms of use and the privacy policy", () => {
    const all = texts.map(([, text]) => text).join("\n");
    expect(all).toContain('href="/use-terms"');
    expect(all).toContain('href="/privacy-policy"');
  });

  it("name the third parties, the host and the publication director", () => {
    for (const name of ["Stripe", "Plausible", "Meta"]) expect(legalTexts.PRIVACY_POLICY).toContain(name);
    expect(legalTexts.LEGAL_NOTICE).toContain("Vinisite");
    expect(legalTexts.LEGAL_NOTICE).toMatch(/Directeur de la publication[\s\S]*\{\{LEGAL_AGENT\}\}/);
  });

  it("end the terms of use with contact, property, liability, links, cookies and French law", () => {
    const headings = [...legalTexts.USE_TERMS.matchAll(/<h3>([^<]*)<\/h3>/g)].map((m) => m[1]);
    expect(headings.slice(-6)).toEqual([
      "Nous contacter",
      "Propriété intellectuelle",
      "Limitation de responsabilité",
      "Liens hypertextes",
      "Cookies",
      "Droit applicable et juridiction compétente",
    ]);
    for (const words of [
      "courriel",
      "courrier",
      "formulaire de contact",
      "mot de passe",
      "virus",
      "force majeure",
    ]) {
      expect(legalTexts.USE_TERMS).toContain(words);
    }
  });

  it("cover the sale of alcohol, withdrawal, delivery, click and collect, payment and mediation", () => {
    for (const words of [
      "L3342-1 du Code de la santé publique",
      "14 jours",
      "Livraison",
      "click and collect",
      "Paiement",
      "médiateur de la consommation",
    ]) {
      expect(legalTexts.SALE_TERMS).toContain(words);
    }
  });
});

describe("demo images", () => {
  // every file under the demo folders, sub-folders included (the shop's product images)
  const filesUnder = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
  const files = ["consultant", "domaine"].flatMap((dir) => filesUnder(join(publicDir, "demo", dir)));

  it("are small, safe SVG files", () => {
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      expect(file).toMatch(/\.svg$/);
      expect(statSync(file).size, file).toBeLessThan(6 * 1024);
      const svg = readFileSync(file, "utf8");
      expect(svg, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d .]+"/);
      expect(svg, file).not.toMatch(/<script|\son\w+=|javascript:|<foreignObject|href="http/i);
    }
  });
});
