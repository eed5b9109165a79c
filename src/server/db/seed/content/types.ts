/**
 * Shapes of the demo content seeded on first start (DESIGN.md §1).
 *
 * Plain typed data, no database code: the seeder reads these objects and writes
 * them into the site's tables. Everything a visitor reads is in French.
 */

export type FontType = "TITLE" | "CONTENT" | "MENU";

export type LogoType = "LOGO" | "LOGO_FOOTER" | "LOGO_LIGHT_THEME" | "LOGO_DARK_THEME" | "LOGO_FAVICON";

/** One section of a page: sanitized-safe HTML using the `vs-` block classes of themes/blocks.css. */
export interface SeedLayout {
  html: string;
  css?: string;
}

export interface SeedPage {
  /** Unique within the site, used for parent links. */
  key: string;
  parentKey?: string;
  order: number;
  /** `<title>` of the page. */
  title: string;
  /** "" for the home page (route "/"), "services", "services/strategie-communication", … */
  url: string;
  menuTitle: string;
  /** Font Awesome name, e.g. "fa-house". */
  menuIcon?: string;
  metaDescription: string;
  showInMenu: boolean;
  /** Ordered sections of the page. */
  layouts: SeedLayout[];
}

export interface SeedFooterLink {
  label: string;
  url: string;
  order: number;
}

export interface SeedFooterLogo {
  /** Path under /public, e.g. "/demo/consultant/badge-reseau.svg". */
  filename: string;
  alt: string;
  url?: string;
  order: number;
}

export interface SeedAddress {
  typeCode: string;
  typeLabel: string;
  name: string;
  address: string;
  addressPart2?: string;
  postalCode: string;
  city: string;
  countryAlphaTwo: string;
  phone?: string;
  isClickAndCollect?: boolean;
}

export interface SeedPopup {
  key: string;
  title: string;
  html: string;
  showOnEveryReload: boolean;
  lockScroll: boolean;
  darkenBackground: boolean;
}

export interface SeedFont {
  type: FontType;
  family: string;
  color: string;
  /** Size in points. */
  size: number;
  weight: number;
  style: "normal" | "italic";
}

export interface SeedLogo {
  type: LogoType;
  /** Path under /public, e.g. "/demo/consultant/logo.svg". */
  filename: string;
  alt: string;
}

export interface SeedSite {
  id: number;
  name: string;
  hosts: { dev: string[]; prod: string[] };
  isWinemaker: boolean;
  isECommerce: boolean;
  isBuilding: boolean;
  /** Site 1: "PLAUSIBLE" (a privacy-friendly analytics service). */
  dashboardType: string | null;
  /** The demo sites are French; a site the platform creates may start in English (issue 19 §2). */
  defaultLang: "fr_FR" | "en_GB";
  technicalFileModel: string | null;
  fonts: SeedFont[];
  logos: SeedLogo[];
  /** Setting key -> value; only the keys this site sets. */
  parameters: Record<string, string | number | boolean | null>;
  pages: SeedPage[];
  footerLinks: SeedFooterLink[];
  footerLogos: SeedFooterLogo[];
  addresses: SeedAddress[];
  popups: SeedPopup[];
  componentConfs: { slug: string; config: Record<string, unknown> }[];
  externalApps: { app: string; publicConfig: Record<string, unknown> }[];
  variations: { position: 1 | 2 | 3; label: string; displayLabel: string; values: string[] }[];
}
