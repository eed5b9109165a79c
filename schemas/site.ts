import { z } from "zod";

// Entities of spec §3 served by the site and content calls of §7.

export const fontTypes = ["TITLE", "CONTENT", "MENU"] as const;
export const fontSchema = z.object({
  id: z.number(),
  type: z.enum(fontTypes),
  family: z.string(),
  color: z.string(),
  size: z.number(),
  weight: z.number(),
  style: z.string(),
});
export type Font = z.infer<typeof fontSchema>;

export const logoTypes = [
  "LOGO",
  "LOGO_FOOTER",
  "LOGO_LIGHT_THEME",
  "LOGO_DARK_THEME",
  "LOGO_FAVICON",
] as const;
export type LogoType = (typeof logoTypes)[number];
export const logoSchema = z.object({
  id: z.number(),
  filename: z.string(),
  type: z.enum(logoTypes),
  alt: z.string(),
  onlineImage: z.object({
    id: z.number(),
    externalId: z.string().nullable(),
    externalType: z.string().nullable(),
    externalPath: z.string(),
    url: z.string(),
  }),
});
export type Logo = z.infer<typeof logoSchema>;

export const languageSchema = z.object({
  id: z.number(),
  code: z.string(),
  label: z.string(),
  deeplCode: z.string().nullable(),
  isValid: z.boolean(),
  isDefault: z.boolean(),
  country: z.object({ alphaTwo: z.string() }),
});
export type Language = z.infer<typeof languageSchema>;

export const siteInfoSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  urls: z.object({ dev: z.array(z.string()), prod: z.array(z.string()) }),
  server: z.string().nullable(),
  fonts: z.array(fontSchema),
  logos: z.array(logoSchema),
  languages: z.array(languageSchema),
  isWinemaker: z.boolean(),
  isECommerce: z.boolean(),
  isBuilding: z.boolean(),
  technicalFileModel: z.string().nullable(),
  dashboardType: z.string().nullable(),
  defaultLang: z.string(),
  contentVersion: z.number(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

const pageBaseSchema = z.object({
  id: z.number(),
  idSite: z.number(),
  idParent: z.number().nullable(),
  order: z.number(),
  type: z.string(),
  title: z.string(),
  url: z.string(),
  menuTitle: z.string(),
  menuIcon: z.string().nullable(),
  metaDescription: z.string().nullable(),
  isValid: z.boolean(),
  isText: z.boolean(),
  showInMenu: z.boolean(),
  isFixedOnRight: z.boolean(),
  useAbsoluteMenu: z.boolean(),
  reload: z.boolean(),
  cms: z.object({ isCmsPage: z.boolean(), route: z.string().nullable() }),
  isCustomHeader: z.boolean(),
  isCustomFooter: z.boolean(),
  isEcommercePage: z.boolean(),
  link: z.object({ type: z.string(), url: z.string().nullable(), jsCode: z.string().nullable() }),
});

/** A node of the page tree (GET /page): spec §2, pages carry their children. */
export type PageNode = z.infer<typeof pageBaseSchema> & { children: PageNode[] };
export const pageNodeSchema: z.ZodType<PageNode> = pageBaseSchema.extend({
  children: z.lazy(() => z.array(pageNodeSchema)),
});

export const pageLayoutSchema = z.object({
  id: z.number(),
  order: z.number(),
  html: z.string(),
  css: z.string(),
  hash: z.string(),
});
export type PageLayout = z.infer<typeof pageLayoutSchema>;

/** One page with its layouts (GET /page/{id}). */
export const pageDetailSchema = pageBaseSchema.extend({
  layouts: z.array(pageLayoutSchema),
  children: z.array(pageNodeSchema),
  /** Only in an admin's answer (issue 14 §7): visitors do not see this page (or its branch). */
  unpublished: z.literal(true).optional(),
});
export type PageDetail = z.infer<typeof pageDetailSchema>;

export const popupSchema = z.object({
  id: z.number(),
  key: z.string(),
  title: z.string(),
  html: z.string(),
  showOnEveryReload: z.boolean(),
  lockScroll: z.boolean(),
  darkenBackground: z.boolean(),
});
export type Popup = z.infer<typeof popupSchema>;

/**
 * The component configuration that opens popups on every page (docs/decisions/042-popup-on-load.md):
 * `{ "popupIds": [12] }`. Its ids name the site's popups (a site archive's import remaps them).
 */
export const POPUP_ON_LOAD_SLUG = "popup-on-load";
export const popupOnLoadConfigSchema = z.object({
  popupIds: z.array(z.number().int().positive()).max(10),
});

/** GET /popup: the published popups that open by themselves, with the page paths where they do. */
export const popupsOnLoadSchema = z.object({
  popups: z.array(popupSchema.extend({ pages: z.array(z.string()) })),
});

/** GET /redirect?url=: where an old address of the site leads (a 301), else a 404. */
export const redirectTargetSchema = z.object({ toUrl: z.string() });

export const companyAddressSchema = z.object({
  id: z.number(),
  type: z.object({ id: z.number(), code: z.string(), label: z.string() }),
  name: z.string(),
  address: z.string(),
  addressPart2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: z.object({ alphaTwo: z.string() }),
  phone: z.string().nullable(),
  isClickAndCollect: z.boolean(),
});
export type CompanyAddress = z.infer<typeof companyAddressSchema>;

export const footerLinkSchema = z.object({
  id: z.number(),
  label: z.string(),
  url: z.string(),
  order: z.number(),
});
export type FooterLink = z.infer<typeof footerLinkSchema>;
export const footerLogoSchema = z.object({
  id: z.number(),
  alt: z.string(),
  url: z.string().nullable(),
  image: z.string(),
  order: z.number(),
});
export type FooterLogo = z.infer<typeof footerLogoSchema>;

export const variationSchema = z.object({
  id: z.number(),
  position: z.number(),
  label: z.string(),
  displayLabel: z.string(),
  values: z.array(z.object({ id: z.number(), label: z.string() })),
});
export type Variation = z.infer<typeof variationSchema>;

export const loadSvgBodySchema = z.object({ url: z.string().min(1).max(2048) });
export const visitSourceSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w.~-]+$/, "letters, digits, '.', '_', '~' and '-' only");

/** spec §2 legal routes and the setting that holds each text (spec §3 legal texts). */
export const legalPages = [
  { path: "legal-notice", key: "LEGAL_NOTICE", title: "Mentions légales" },
  { path: "privacy-policy", key: "PRIVACY_POLICY", title: "Politique de confidentialité" },
  { path: "cookie-policy", key: "COOKIE_POLICY", title: "Politique de cookies" },
  { path: "use-terms", key: "USE_TERMS", title: "Conditions générales d’utilisation" },
  { path: "sale-terms", key: "SALE_TERMS", title: "Conditions générales de vente" },
] as const;
export type LegalPage = (typeof legalPages)[number];

/** GET /legal/{key}: a legal text with its placeholders filled and sanitized on the server. */
export const legalTextSchema = z.object({ key: z.string(), title: z.string(), html: z.string() });
export type LegalText = z.infer<typeof legalTextSchema>;
