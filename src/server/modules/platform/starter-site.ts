// What a new site starts with (issue 19 §2, docs/decisions/108): its settings at the chosen
// preset's values, the default page tree with simple starter sections, the legal texts, footer
// links, and — for a winemaker — the age check and the colour variation of the shop. Plain data
// in the demo seed's shapes (SeedSite…), written by the demo seed's own functions.
import type { ParameterValues } from "../../../../schemas/parameters";
import type { CreateSite } from "../../../../schemas/platform";
import { themePresets } from "../../../../themes/presets";
import type { SeedCatalogue } from "../../db/seed/content/catalogue-types";
import type { SeedDemoContent } from "../../db/seed/content/demo-content-types";
import { frTypo, legalTexts } from "../../db/seed/content/legal-texts";
import type { SeedFont, SeedLayout, SeedPage, SeedPopup, SeedSite } from "../../db/seed/content/types";
import { escapeHtml } from "../../mail/layout";

/** The popup that asks a winemaker's visitors to confirm their age (DESIGN.md §9). */
export const AGE_POPUP_KEY = "verification-age";

const section = (html: string): SeedLayout => ({ html: frTypo(html) });

const page = (
  key: string,
  url: string,
  title: string,
  order: number,
  layouts: SeedLayout[],
  extra: Partial<SeedPage> = {},
): SeedPage => ({
  key,
  url,
  order,
  title,
  menuTitle: title,
  metaDescription: title,
  showInMenu: true,
  layouts,
  ...extra,
});

const contactPage = (order: number, name: string) =>
  page(
    "contact",
    "contact",
    "Contact",
    order,
    [
      section(
        `<section class="vs-section vs-section--narrow"><h1 class="vs-section__title">Nous contacter</h1><p class="vs-lead">Une question, un projet ? Écrivez à ${name} : nous vous répondons rapidement.</p></section>`,
      ),
    ],
    { menuIcon: "fa-envelope" },
  );

/** The demo switch's second section of a page: none without it. */
const demoSection = (demo: boolean) => (text: string) =>
  demo ? [section(`<section class="vs-section vs-section--alt"><p>${text}</p></section>`)] : [];

const hero = (name: string, lead: string, actions: string) =>
  section(
    `<section class="vs-hero"><div class="vs-hero__content"><h1 class="vs-hero__title">${name}</h1><p class="vs-lead">${lead}</p>${actions}</div></section>`,
  );

/** spec line 38: accueil, services (two sub-pages), réalisations, contact. */
function consultantPages(name: string, demo: boolean): SeedPage[] {
  const more = demoSection(demo);
  return [
    page(
      "accueil",
      "",
      "Accueil",
      1,
      [
        hero(
          name,
          "Présentez ici votre activité en quelques phrases : ce que vous faites, pour qui, et pourquoi vous choisir.",
          `<div class="vs-actions"><a class="vs-button vs-button--accent" href="/contact">Nous contacter</a></div>`,
        ),
        ...more(
          "Depuis plus de dix ans, nous accompagnons les entreprises et les collectivités de la région dans leur communication et leurs événements.",
        ),
      ],
      { menuIcon: "fa-house" },
    ),
    page(
      "services",
      "services",
      "Services",
      2,
      [
        section(
          `<section class="vs-section"><h1 class="vs-section__title">Nos services</h1><p class="vs-lead">Décrivez vos prestations : chacune a sa page ci-dessous.</p></section>`,
        ),
      ],
      { menuIcon: "fa-briefcase" },
    ),
    page(
      "strategie-communication",
      "services/strategie-communication",
      "Stratégie de communication",
      1,
      [
        section(
          `<section class="vs-section"><h1 class="vs-section__title">Stratégie de communication</h1><p>Diagnostic, messages, canaux : présentez votre démarche.</p></section>`,
        ),
        ...more("Un atelier de lancement d’une demi-journée, puis un plan d’actions sur douze mois."),
      ],
      { parentKey: "services" },
    ),
    page(
      "gestion-projet-evenementiel",
      "services/gestion-projet-evenementiel",
      "Gestion de projet événementiel",
      2,
      [
        section(
          `<section class="vs-section"><h1 class="vs-section__title">Gestion de projet événementiel</h1><p>Salons, séminaires, inaugurations : présentez ce que vous prenez en charge.</p></section>`,
        ),
      ],
      { parentKey: "services" },
    ),
    page(
      "realisations-portfolio",
      "realisations-portfolio",
      "Réalisations",
      3,
      [
        section(
          `<section class="vs-section"><h1 class="vs-section__title">Nos réalisations</h1><p>Montrez vos plus beaux projets, avec une photo et quelques lignes chacun.</p></section>`,
        ),
      ],
      { menuIcon: "fa-images" },
    ),
    contactPage(4, name),
  ];
}

/** A wine producer's tree: accueil, le domaine, nos vins (to the shop when it sells), contact. */
function winemakerPages(name: string, shop: boolean, demo: boolean): SeedPage[] {
  const more = demoSection(demo);
  const toShop = shop
    ? `<div class="vs-actions"><a class="vs-button vs-button--accent" href="/shop">Voir la boutique</a></div>`
    : "";
  const moderation = `<p class="vs-note">L’abus d’alcool est dangereux pour la santé, à consommer avec modération.</p>`;
  return [
    page(
      "accueil",
      "",
      "Accueil",
      1,
      [
        hero(
          name,
          "Présentez ici votre domaine en quelques phrases : vos terroirs, vos cépages, votre façon de travailler.",
          toShop,
        ),
        ...more(
          "Vignerons de père en fils, nous cultivons nos vignes dans le respect du sol et des saisons.",
        ),
      ],
      { menuIcon: "fa-house" },
    ),
    page(
      "le-domaine",
      "le-domaine",
      "Le domaine",
      2,
      [
        section(
          `<section class="vs-section"><h1 class="vs-section__title">Le domaine</h1><p>Racontez l’histoire du domaine, ses vignes, sa cave et les personnes qui le font vivre.</p></section>`,
        ),
        ...more("Nos vendanges sont manuelles et nos vins élevés en cave, à température constante."),
      ],
      { menuIcon: "fa-seedling" },
    ),
    page(
      "nos-vins",
      "nos-vins",
      "Nos vins",
      3,
      [
        section(
          `<section class="vs-section"><h1 class="vs-section__title">Nos vins</h1><p>Présentez votre gamme : rouges, blancs, rosés, effervescents.</p>${toShop}${moderation}</section>`,
        ),
      ],
      { menuIcon: "fa-wine-glass" },
    ),
    contactPage(4, name),
  ];
}

function fontsOf(site: CreateSite): SeedFont[] {
  const values = themePresets[site.preset].values;
  const color = (value: string | null | undefined, fallback: string) => (value ?? fallback).slice(0, 7);
  const text = color(values.FONT_COLOR, "#1F2933");
  return [
    {
      type: "TITLE",
      family: site.isWinemaker ? "Playfair Display" : "Inter",
      color: color(values.HEADING_COLOR, text),
      size: site.isWinemaker ? 18 : 17,
      weight: 700,
      style: "normal",
    },
    { type: "CONTENT", family: "Inter", color: text, size: 14, weight: 400, style: "normal" },
    {
      type: "MENU",
      family: "Inter",
      color: color(values.FONT_HEADER_COLOR, text),
      size: 14,
      weight: 500,
      style: "normal",
    },
  ];
}

/** A wine producer's rules by default (DESIGN.md §9): minors kept out, health message, e-label. */
const winemakerValues = {
  ALCOHOL_PREVENTION_BANNER: true,
  BLOCK_MINORS_FROM_REGISTERING: true,
  ASK_BIRTHDATE_AT_REGISTER: true,
  SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET: true,
  ONLY_SELL_IN_FRANCE: true,
  SELLS_WORLDWIDE: false,
  BREATHALYSER_NOTICE: true,
  HANDLE_STOCK: true,
} satisfies Partial<ParameterValues>;

function parametersOf(site: CreateSite): SeedSite["parameters"] {
  return {
    ...themePresets[site.preset].values,
    ...legalTexts,
    ...(site.isWinemaker ? winemakerValues : {}),
    COMPANY_NAME: site.name,
    SEND_MAIL_AS_NAME: site.name,
    HOME_META_DESCRIPTION: site.name,
  } satisfies Partial<ParameterValues>;
}

const agePopup = (name: string): SeedPopup => ({
  key: AGE_POPUP_KEY,
  title: `Bienvenue chez ${name}`,
  html: frTypo(
    `<div class="vs-popup"><p class="vs-lead">Ce site présente des boissons alcoolisées.</p><p>La vente d’alcool est interdite aux mineurs (article L3342-1 du Code de la santé publique). En poursuivant votre visite, vous certifiez avoir 18 ans ou plus.</p><div class="vs-actions"><button type="button" class="vs-button" data-modal-close>J’ai 18 ans ou plus, entrer</button><a class="vs-button vs-button--outline" href="https://www.alcool-info-service.fr">Je n’ai pas 18 ans</a></div><p class="vs-note">L’abus d’alcool est dangereux pour la santé, à consommer avec modération.</p></div>`,
  ),
  showOnEveryReload: false,
  lockScroll: true,
  darkenBackground: true,
});

/** The new site in the demo seed's shape; `id` is the one its transaction took. */
export function starterSite(id: number, site: CreateSite): SeedSite {
  // the name is the operator's text: escaped wherever it goes into HTML
  const name = escapeHtml(site.name);
  return {
    id,
    name: site.name,
    hosts: site.hosts,
    isWinemaker: site.isWinemaker,
    isECommerce: site.isECommerce,
    isBuilding: true,
    dashboardType: null,
    defaultLang: site.defaultLang,
    technicalFileModel: null,
    fonts: fontsOf(site),
    logos: [],
    parameters: parametersOf(site),
    pages: site.isWinemaker
      ? winemakerPages(name, site.isECommerce, site.demoContent)
      : consultantPages(name, site.demoContent),
    footerLinks: [
      { label: "Mentions légales", url: "/legal-notice", order: 1 },
      ...(site.isECommerce ? [{ label: "Conditions générales de vente", url: "/sale-terms", order: 2 }] : []),
      { label: "Politique de confidentialité", url: "/privacy-policy", order: 3 },
      { label: "Politique de cookies", url: "/cookie-policy", order: 4 },
      { label: "Conditions d’utilisation", url: "/use-terms", order: 5 },
      { label: "Contact", url: "/contact", order: 6 },
    ],
    footerLogos: [],
    addresses: [],
    popups: site.isWinemaker ? [agePopup(site.name)] : [],
    componentConfs: [],
    externalApps: [],
    variations: site.isWinemaker
      ? [
          {
            position: 1,
            label: "Couleur",
            displayLabel: "Couleur",
            values: ["Rouge", "Blanc", "Rosé", "Effervescent", "Moelleux"],
          },
        ]
      : [],
  };
}

/** The address types an owner picks from: the head office, and a pick-up place for a shop. */
export function starterAddressTypes(site: CreateSite): { code: string; label: string }[] {
  return [
    { code: "MAIN", label: "Siège" },
    ...(site.isECommerce
      ? [{ code: "CLICK_AND_COLLECT", label: "Point de retrait (click and collect)" }]
      : []),
  ];
}

/** The demo switch's texts: one news item to show how the news page looks. */
export function starterDemoContent(site: CreateSite, now = new Date()): SeedDemoContent {
  const name = escapeHtml(site.name);
  return {
    blogFolders: [],
    articles: [],
    news: [
      {
        title: "Notre nouveau site est en ligne",
        slug: "notre-nouveau-site",
        summary: `Bienvenue sur le site de ${site.name}.`,
        html: frTypo(
          `<p>Bienvenue sur le site de ${name} ! Retrouvez ici nos actualités${site.isWinemaker ? ", nos vins et nos rendez-vous au domaine" : " et nos réalisations"}.</p>`,
        ),
        image: null,
        publishedAt: now.toISOString(),
        isPromoted: false,
        metaDescription: `Les actualités de ${site.name}.`,
      },
    ],
    albums: [],
    services: [],
    elementLists: [],
    calendars: [],
    forms: [],
    reviews: [],
  };
}

/** The demo switch's wine: one red with one vintage in 75 cl and stock, for a winemaker. */
export const starterCatalogue: SeedCatalogue = {
  mealIcons: [],
  codes: [],
  products: [
    {
      slug: "cuvee-du-domaine-rouge",
      type: "WINE",
      name: "Cuvée du domaine",
      color: "RED",
      shortDescription: "Un rouge fruité et souple, à partager.",
      description:
        "Un vin rouge aux arômes de fruits rouges, souple et gourmand.\n\nÀ servir à 16 °C avec une viande grillée ou des fromages.",
      image: "vin-de-france-canaille.svg",
      price: 1200,
      tags: ["rouge"],
      alcohol: 12.5,
      ingredients: "Raisins, conservateur : sulfites.",
      variations: ["Rouge", null, null],
      declinations: [{ year: new Date().getFullYear() - 2, cl: 75, stock: 60, reference: "CDD-R-75" }],
    },
  ],
};
