/**
 * The site-parameter registry: the single source of truth for every site setting (spec §3 "Site
 * parameter (setting)"). Each entry gives the key (`type`), its kind, its group in the settings
 * editor, the French label the owner sees, its default and the zod schema its non-null values must
 * meet; NUMBER entries also carry min, max, step and unit (CONVENTIONS.md, after Shopify Dawn).
 *
 * Keys that spec §3 describes without naming them, named here:
 * - wine display (spec §3, commerce): GRAPE_VARIETY_DISPLAY, GRAPE_VARIETY_LOCATION,
 *   SWAP_WINE_NAME_AND_APPELLATION;
 * - social (spec §1, §3): LINKEDIN_URL (the professional network), FACEBOOK_URL, INSTAGRAM_URL,
 *   X_URL, YOUTUBE_URL, TIKTOK_URL, PINTEREST_URL (pin board), WHATSAPP_HANDLE (messaging handle),
 *   DISCORD_URL (chat server), GITHUB_URL (code repository), REVIEW_SERVICE_URL (review service);
 * - HIDE_VINISITE_LOGO: hides the platform provider's logo (our platform is Vinisite);
 * - trackers of the cookie banner (spec §2): ANALYTICS_ID, SEARCH_CONSOLE_ID, ADS_TAG_ID,
 *   PRIVACY_ANALYTICS_DOMAIN, TAG_MANAGER_ID, SOCIAL_PIXEL_ID;
 * - banners and notices (spec §2 "Menu and display options"): ALCOHOL_PREVENTION_BANNER,
 *   BREATHALYSER_NOTICE (payment page), PROMOTE_MESSAGE (text of the promotional banner shown
 *   when SHOW_PROMOTE_MESSAGE is on); SCROLL_TO_TOP_BEHAVIOR is the scroll-to-top button setting.
 *
 * Reading rule: a value that is null or missing is unset (spec §3) and takes the default; so does an
 * empty string for any non-BOOLEAN key, because the old admin stored cleared fields as "" (spec §1:
 * "the other social links are empty"). This file imports nothing of ours (DESIGN.md §2).
 */
import { z } from "zod";

// spec §3: "kind (STRING, BOOLEAN, NUMBER, TEXT or LINK)"; TEXT is rich text, LINK an URL.
export const parameterKinds = ["STRING", "BOOLEAN", "NUMBER", "TEXT", "LINK"] as const;
export type ParameterKind = (typeof parameterKinds)[number];

// spec §3 "Keys by group", in the order of the spec; the settings editor shows them in this order.
export const parameterGroups = [
  "company",
  "openingHours",
  "legalTexts",
  "colors",
  "logo",
  "menu",
  "commerce",
  "registration",
  "features",
  "antiCopy",
  "metaDescriptions",
  "icons",
  "integration",
] as const;
export type ParameterGroup = (typeof parameterGroups)[number];

export const parameterGroupTitles: Record<ParameterGroup, string> = {
  company: "Entreprise",
  openingHours: "Horaires d'ouverture",
  legalTexts: "Textes légaux",
  colors: "Couleurs",
  logo: "Logo",
  menu: "Menu",
  commerce: "Boutique en ligne",
  registration: "Inscription",
  features: "Fonctionnalités",
  antiCopy: "Protection contre la copie",
  metaDescriptions: "Méta-descriptions",
  icons: "Icônes",
  integration: "Intégration et réseaux sociaux",
};

export const parameterUnits = ["px", "pt", "%", "bottles", "items", "€", "days", "hours"] as const;
export type ParameterUnit = (typeof parameterUnits)[number];

/** How the settings editor shows a unit next to a number. */
export const parameterUnitLabels: Record<ParameterUnit, string> = {
  px: "px",
  pt: "pt",
  "%": "%",
  bottles: "bouteilles",
  items: "articles",
  "€": "€",
  days: "jours",
  hours: "heures",
};

/** A hint for the settings editor's widget, beyond what kind and options already say. */
export type ParameterFormat =
  | "color"
  | "email"
  | "phone"
  | "icon"
  | "css"
  | "html"
  | "javascript"
  | "multiline";

export type ParameterValue = string | number | boolean;

interface ParameterDefinitionBase<S extends z.ZodType, Kind extends ParameterKind> {
  readonly kind: Kind;
  readonly group: ParameterGroup;
  readonly label: string;
  readonly default: z.output<S> | null;
  readonly schema: S;
  readonly unit?: ParameterUnit;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly options?: readonly string[];
  readonly format?: ParameterFormat;
  /**
   * The value makes every page run code: the owner's own (SCRIPT_TO_LOAD, the HTML after <body>)
   * or a third party's (a tracker's script, a tag-manager container that runs whatever its account
   * holder publishes). Only a SUPER_ADMIN may change such a setting (schemas/admin.ts).
   */
  readonly loadsCode?: true;
  /**
   * Where the setting's effect is not in what the settings guard renders (a page, the theme's CSS,
   * an API answer: tests/integration/settings-guard.test.ts) but in a mail, a checkout rule, the
   * browser after consent…: the test that proves it, "path/of/file.test.ts › test name". The guard
   * checks that the file declares that test (issue 18 §2, docs/decisions/117).
   */
  readonly effectTestedBy?: string;
}

/** One entry of the registry, seen from generic code (the editor, the theme engine). */
export interface ParameterDefinition
  extends ParameterDefinitionBase<z.ZodType<ParameterValue>, ParameterKind> {
  readonly type: ParameterKey;
}

// ---------------------------------------------------------------------------------------------
// Value schemas. Messages are in French: the admin PUT returns them to the site owner.

// spec §3: colours are RGBA hex strings; #RRGGBB is read as opaque.
const colorPattern = /^#(?:[0-9a-f]{6}|[0-9a-f]{8})$/i;
const colorSchema = z
  .string({ error: "Une couleur est attendue." })
  .regex(colorPattern, { error: "Couleur invalide : format #RRGGBB ou #RRGGBBAA attendu." });

// Whitespace, backslashes and control characters: browsers strip or rewrite them in href values.
function hasControlOrSpace(value: string): boolean {
  if (/[\s\\]/.test(value)) return true;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

function isAbsoluteHttpUrl(value: string): boolean {
  if (hasControlOrSpace(value) || !/^https?:\/\/[^/]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

// A LINK is an absolute http(s) URL or a path of the site; "//host" (another host) and every other
// scheme (javascript:, data:, vbscript:…) are refused, since links are rendered as href.
function isSafeLink(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !hasControlOrSpace(value);
  return isAbsoluteHttpUrl(value);
}

const linkSchema = z
  .string({ error: "Un lien est attendu." })
  .max(2048, { error: "Lien trop long (2048 caractères au plus)." })
  .refine(isSafeLink, {
    error: "Lien invalide : une adresse http(s) complète ou un chemin commençant par « / » est attendu.",
  });

const absoluteUrlSchema = z
  .string({ error: "Une adresse web est attendue." })
  .max(2048, { error: "Adresse trop longue (2048 caractères au plus)." })
  .refine(isAbsoluteHttpUrl, { error: "Adresse invalide : une adresse complète en http(s) est attendue." });

const plainString = (max: number) =>
  z
    .string({ error: "Un texte est attendu." })
    .max(max, { error: `Texte trop long (${max} caractères au plus).` });

const richText = (max: number) =>
  z
    .string({ error: "Un texte est attendu." })
    .max(max, { error: `Texte trop long (${max} caractères au plus).` });

const emailSchema = z
  .email({ error: "Adresse e-mail invalide." })
  .max(254, { error: "Adresse trop longue." });

// French and international numbers: digits, spaces, dots, dashes, parentheses, a leading "+".
const phoneSchema = z
  .string({ error: "Un numéro de téléphone est attendu." })
  .regex(/^[+(]?[0-9][0-9 .()/-]{3,28}$/, { error: "Numéro de téléphone invalide." });

// SIRET: 14 digits, grouped 3 3 3 5 with optional spaces.
const siretSchema = z
  .string({ error: "Un numéro SIRET est attendu." })
  .regex(/^\d{3} ?\d{3} ?\d{3} ?\d{5}$/, { error: "Numéro SIRET invalide : 14 chiffres attendus." });

// Intra-community VAT number: two letters of country then 2 to 13 characters (FR + 11 digits).
const vatSchema = z
  .string({ error: "Un numéro de TVA est attendu." })
  .regex(/^[A-Z]{2} ?[0-9A-Z+*.]{2,13}$/i, { error: "Numéro de TVA intracommunautaire invalide." });

// Font Awesome icon names ("fa-cart-shopping"), inserted as class names.
const iconSchema = z
  .string({ error: "Un nom d'icône est attendu." })
  .regex(/^fa-[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Nom d'icône invalide : « fa-nom-de-l-icone » attendu." });

// Tracker ids are pasted into script URLs and attributes: only token characters (spec §2 trackers).
const trackerIdSchema = z
  .string({ error: "Un identifiant est attendu." })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/, {
    error: "Identifiant invalide : lettres, chiffres, « - », « _ », « . » et « : » seulement.",
  });

const domainSchema = z
  .string({ error: "Un nom de domaine est attendu." })
  .regex(/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, {
    error: "Nom de domaine invalide (exemple : mon-domaine.fr).",
  });

// A messaging handle is a phone number in international format (wa.me links use it).
const messagingHandleSchema = z
  .string({ error: "Un numéro est attendu." })
  .regex(/^\+?[0-9][0-9 ]{5,19}$/, { error: "Numéro invalide : format international attendu (+33 6 …)." });

// Owner code is injected as-is into <style> and <script>: a closing tag would cut it short.
const cssSchema = plainString(100_000).refine((css) => !/<\/style/i.test(css), {
  error: "La feuille de style ne doit pas contenir « </style ».",
});
const scriptSchema = plainString(100_000).refine((js) => !/<\/script/i.test(js), {
  error: "Le script ne doit pas contenir « </script » : collez le code JavaScript sans balise.",
});

// ---------------------------------------------------------------------------------------------
// Helpers: each returns an entry whose schema type is kept, so that ParameterValues is inferred.

type Entry<S extends z.ZodType, Kind extends ParameterKind> = ParameterDefinitionBase<S, Kind>;

interface StringOptions<T> {
  default?: T | null;
  format?: ParameterFormat;
  loadsCode?: true;
}

function entry<S extends z.ZodType, Kind extends ParameterKind>(
  kind: Kind,
  group: ParameterGroup,
  label: string,
  schema: S,
  defaultValue: z.output<S> | null,
  extra: Partial<
    Pick<Entry<S, Kind>, "unit" | "min" | "max" | "step" | "options" | "format" | "loadsCode">
  > = {},
): Entry<S, Kind> {
  return { kind, group, label, default: defaultValue, schema, ...extra };
}

function str<S extends z.ZodType<string>>(
  group: ParameterGroup,
  label: string,
  schema: S,
  options: StringOptions<z.output<S>> = {},
): Entry<S, "STRING"> {
  return entry("STRING", group, label, schema, options.default ?? null, {
    ...format(options.format),
    ...(options.loadsCode ? { loadsCode: true as const } : {}),
  });
}

function text(group: ParameterGroup, label: string, max: number): Entry<z.ZodString, "TEXT"> {
  return entry("TEXT", group, label, richText(max), null);
}

function link<S extends z.ZodType<string>>(
  group: ParameterGroup,
  label: string,
  schema: S,
  defaultValue: z.output<S> | null = null,
): Entry<S, "LINK"> {
  return entry("LINK", group, label, schema, defaultValue);
}

const booleanSchema = z.boolean({ error: "Oui ou non est attendu." });

function bool(group: ParameterGroup, label: string, defaultValue = false): Entry<z.ZodBoolean, "BOOLEAN"> {
  return entry("BOOLEAN", group, label, booleanSchema, defaultValue);
}

// A closed set of values: kind STRING, the schema a z.enum, the values listed as options.
function choice<const T extends readonly [string, ...string[]]>(
  group: ParameterGroup,
  label: string,
  values: T,
  defaultValue: T[number] | null,
): Entry<z.ZodEnum<{ [V in T[number]]: V }>, "STRING"> {
  const schema = z.enum(values, { error: `Valeur invalide : ${values.join(", ")} attendu.` });
  return entry("STRING", group, label, schema, defaultValue, { options: values }) as Entry<
    z.ZodEnum<{ [V in T[number]]: V }>,
    "STRING"
  >;
}

interface NumberRange {
  min: number;
  max: number;
  step: number;
  unit: ParameterUnit;
  default: number | null;
}

// A NUMBER carries its bounds (CONVENTIONS.md); a step of 1 means an integer.
function num(group: ParameterGroup, label: string, range: NumberRange): Entry<z.ZodNumber, "NUMBER"> {
  const unit = parameterUnitLabels[range.unit];
  let schema = z
    .number({ error: "Un nombre est attendu." })
    .min(range.min, { error: `Valeur trop petite (${range.min} ${unit} au moins).` })
    .max(range.max, { error: `Valeur trop grande (${range.max} ${unit} au plus).` });
  schema =
    range.step === 1
      ? schema.int({ error: "Un nombre entier est attendu." })
      : schema.multipleOf(range.step, { error: `La valeur doit être un multiple de ${range.step}.` });
  return entry("NUMBER", group, label, schema, range.default, {
    unit: range.unit,
    min: range.min,
    max: range.max,
    step: range.step,
  });
}

function color(label: string, defaultValue: string): Entry<typeof colorSchema, "STRING"> {
  return entry("STRING", "colors", label, colorSchema, defaultValue, { format: "color" });
}

function format(value: ParameterFormat | undefined): { format?: ParameterFormat } {
  return value === undefined ? {} : { format: value };
}

const px = (min: number, max: number, defaultValue: number | null): NumberRange => ({
  min,
  max,
  step: 1,
  unit: "px",
  default: defaultValue,
});

const alignments = ["LEFT", "CENTER", "RIGHT"] as const;

// ---------------------------------------------------------------------------------------------
// The entries, by group (spec §3 "Keys by group").

const definitions = {
  // spec §3 Company
  COMPANY_NAME: str("company", "Nom commercial de l'entreprise", plainString(150)),
  COMPANY_EMAIL: str("company", "Adresse e-mail de contact", emailSchema, { format: "email" }),
  COMPANY_PHONE: str("company", "Numéro de téléphone fixe", phoneSchema, { format: "phone" }),
  COMPANY_MOBILE: str("company", "Numéro de téléphone mobile", phoneSchema, { format: "phone" }),
  COMPANY_FAX: str("company", "Numéro de fax", phoneSchema, { format: "phone" }),
  // spec §3: COMPANY_ADDRESS is a LINK (the address opens a map).
  COMPANY_ADDRESS: link("company", "Lien vers le plan d'accès de l'entreprise", linkSchema),
  COMPANY_DESCRIPTION: text("company", "Présentation de l'entreprise", 20_000),
  HEAD_OFFICE: str("company", "Adresse du siège social", plainString(300)),
  LEGAL_AGENT: str("company", "Représentant légal et directeur de la publication", plainString(150)),
  LEGAL_COMPANY_NAME: str("company", "Raison sociale", plainString(150)),
  CORPORATE_FORM: str("company", "Forme juridique (SARL, SAS, EARL, SCEA…)", plainString(100)),
  SIRET_NUMBER: str("company", "Numéro SIRET", siretSchema),
  RCS_NUMBER: str("company", "Immatriculation au registre du commerce (RCS)", plainString(100)),
  RM_NUMBER: str("company", "Immatriculation au répertoire des métiers (RM)", plainString(100)),
  SHARE_CAPITAL: str("company", "Capital social", plainString(50)),

  // spec §3 Opening hours: strings such as "9 h – 12 h, 14 h – 18 h" or "Fermé".
  MONDAY_HOURS: str("openingHours", "Horaires du lundi", plainString(150)),
  TUESDAY_HOURS: str("openingHours", "Horaires du mardi", plainString(150)),
  WEDNESDAY_HOURS: str("openingHours", "Horaires du mercredi", plainString(150)),
  THURSDAY_HOURS: str("openingHours", "Horaires du jeudi", plainString(150)),
  FRIDAY_HOURS: str("openingHours", "Horaires du vendredi", plainString(150)),
  SATURDAY_HOURS: str("openingHours", "Horaires du samedi", plainString(150)),
  SUNDAY_HOURS: str("openingHours", "Horaires du dimanche", plainString(150)),

  // spec §3 Legal texts: rich text with {{KEY}} placeholders (legalPlaceholderKeys), filled at display.
  LEGAL_NOTICE: text("legalTexts", "Mentions légales", 200_000),
  PRIVACY_POLICY: text("legalTexts", "Politique de confidentialité", 200_000),
  USE_TERMS: text("legalTexts", "Conditions générales d'utilisation", 200_000),
  SALE_TERMS: text("legalTexts", "Conditions générales de vente", 200_000),
  COOKIE_POLICY: text("legalTexts", "Politique de gestion des cookies", 200_000),

  // spec §3 Colours; spec §1: primary dark teal, accent salmon, white background. Every text colour
  // has at least WCAG AA contrast (4.5:1) on the background it is drawn on (see the tests).
  PRIMARY_COLOR: color("Couleur principale", "#0E4D55FF"),
  ACCENT_COLOR: color("Couleur d'accentuation", "#FA8072FF"),
  BACKGROUND_COLOR: color("Couleur de fond des pages", "#FFFFFFFF"),
  FONT_COLOR: color("Couleur du texte", "#1F2933FF"),
  HEADING_COLOR: color("Couleur des titres", "#0E4D55FF"),
  FONT_BACKGROUND_COLOR: color("Couleur du texte sur un fond de la couleur principale", "#FFFFFFFF"),
  BACKGROUND_HEADER_COLOR: color("Couleur de fond de l'en-tête", "#FFFFFFFF"),
  FONT_HEADER_COLOR: color("Couleur du texte de l'en-tête et du menu", "#1F2933FF"),
  BACKGROUND_MENU_COLOR: color("Couleur de fond du menu", "#FFFFFFFF"),
  ACTIVE_FONT_COLOR: color("Couleur du texte de l'entrée de menu active", "#0E4D55FF"),
  ACTIVE_MENU_COLOR: color(
    "Couleur du repère de l'entrée de menu active (soulignement ou fond)",
    "#FA8072FF",
  ),
  MENU_COLOR_ON_TOP: color("Couleur du texte du menu superposé en haut de page", "#FFFFFFFF"),
  BACKGROUND_MOBILE_MENU_COLOR: color("Couleur de fond du menu mobile", "#0E4D55FF"),
  FONT_MOBILE_MENU_COLOR: color("Couleur du texte du menu mobile", "#FFFFFFFF"),
  BACKGROUND_FOOTER_COLOR: color("Couleur de fond du pied de page", "#0E4D55FF"),
  FONT_FOOTER_COLOR: color("Couleur du texte du pied de page", "#FFFFFFFF"),

  // spec §3 Logo; spec §9 defaults: height 125, footer 90, mobile 90, margins 15, on the left.
  // A width left unset follows the height (aspect ratio kept).
  LOGO_POSITION: choice("logo", "Position du logo dans l'en-tête", alignments, "LEFT"),
  LOGO_WIDTH: num("logo", "Largeur du logo (vide : automatique)", px(10, 1000, null)),
  LOGO_HEIGHT: num("logo", "Hauteur du logo", px(10, 400, 125)),
  LOGO_WIDTH_MOBILE: num("logo", "Largeur du logo sur mobile (vide : automatique)", px(10, 600, null)),
  LOGO_HEIGHT_MOBILE: num("logo", "Hauteur du logo sur mobile", px(10, 300, 90)),
  LOGO_WIDTH_FOOTER: num("logo", "Largeur du logo du pied de page (vide : automatique)", px(10, 1000, null)),
  LOGO_HEIGHT_FOOTER: num("logo", "Hauteur du logo du pied de page", px(10, 400, 90)),
  LOGO_MARGIN_TOP: num("logo", "Marge au-dessus du logo", px(0, 200, 15)),
  LOGO_MARGIN_BOTTOM: num("logo", "Marge sous le logo", px(0, 200, 15)),

  // spec §3 Menu; spec §9 defaults: submenu width 400, icon size 12 pt, mobile menu at the bottom,
  // menu aligned right; MENU_TYPE RELATIVE, MENU_ACTIVE_TYPE UNDERLINE, hover SIMPLE_TEXT_COLOR.
  MENU_TYPE: choice(
    "menu",
    "Position du menu (dans la page, fixe ou superposé)",
    ["RELATIVE", "FIXED", "ABSOLUTE"],
    "RELATIVE",
  ),
  MENU_ALIGNMENT: choice("menu", "Alignement des entrées du menu", alignments, "RIGHT"),
  MENU_ACTIVE_TYPE: choice(
    "menu",
    "Style de l'entrée de menu active",
    ["UNDERLINE", "BOLD", "BACKGROUND", "NONE"],
    "UNDERLINE",
  ),
  MENU_HOVER_TRANSITION: choice(
    "menu",
    "Effet au survol des entrées du menu",
    ["SIMPLE_TEXT_COLOR", "UNDERLINE_GROW", "BACKGROUND", "NONE"],
    "SIMPLE_TEXT_COLOR",
  ),
  // Pages carry a menuIcon (spec §3 Page): this switch shows them in the menu.
  MENU_ICON: bool("menu", "Afficher les icônes des pages dans le menu"),
  MENU_ICON_SIZE: num("menu", "Taille des icônes du menu", {
    min: 6,
    max: 48,
    step: 1,
    unit: "pt",
    default: 12,
  }),
  MOBILE_MENU_POSITION: choice("menu", "Position de la barre de menu mobile", ["TOP", "BOTTOM"], "BOTTOM"),
  IS_MENU_FIXED: bool("menu", "Garder le menu visible pendant le défilement"),
  INVERSE_ABSOLUTE_MENU_COLOR: bool("menu", "Inverser les couleurs du menu superposé"),
  SUBMENU_DROPSHADOW: bool("menu", "Ombre portée sous les sous-menus", true),
  SUBMENU_ALIGNMENT: choice("menu", "Alignement du texte des sous-menus", alignments, "LEFT"),
  SUBMENU_WIDTH: num("menu", "Largeur des sous-menus", px(100, 1200, 400)),
  CENTER_SUBMENU: bool("menu", "Centrer les sous-menus sous leur entrée"),
  COMPUTER_MENU_HEIGHT: num("menu", "Hauteur du menu sur ordinateur (vide : automatique)", px(30, 400, null)),
  MENU_TOP_PADDING: num("menu", "Marge intérieure au-dessus du menu", px(0, 200, 0)),
  MENU_BOTTOM_PADDING: num("menu", "Marge intérieure sous le menu", px(0, 200, 0)),
  TOP_MENU_INFO_BAR: str(
    "menu",
    "Message de la barre d'information au-dessus du menu (vide : pas de barre)",
    plainString(300),
  ),
  // spec §3: a STRING, default "NO".
  DISPLAY_SOCIAL_ICON_IN_MENU: choice(
    "menu",
    "Icônes des réseaux sociaux dans le menu",
    ["NO", "LEFT", "RIGHT"],
    "NO",
  ),
  LANG_MENU_STYLE: choice("menu", "Présentation du choix de la langue", ["FLAG", "CODE", "LABEL"], "CODE"),
  HIDE_HOMEPAGE_IN_MENU: bool("menu", "Masquer la page d'accueil dans le menu"),

  // spec §3 Commerce; spec §9: thresholds, bottle counts, multiple and delays are unset by default.
  // Bottle counts stay within the quantities of spec §5 (1 to 1000).
  FREE_SHIPPING_BOTTLE: num("commerce", "Livraison offerte à partir de ce nombre de bouteilles", {
    min: 1,
    max: 1000,
    step: 1,
    unit: "bottles",
    default: null,
  }),
  FREE_SHIPPING_PRICE: num("commerce", "Livraison offerte à partir de ce montant de commande", {
    min: 0,
    max: 100_000,
    step: 0.01,
    unit: "€",
    default: null,
  }),
  MINIMUM_EXPEDITION_BOTTLE: num("commerce", "Nombre minimal de bouteilles par expédition", {
    min: 1,
    max: 1000,
    step: 1,
    unit: "bottles",
    default: null,
  }),
  MAXIMUM_EXPEDITION_BOTTLE: num("commerce", "Nombre maximal de bouteilles par expédition", {
    min: 1,
    max: 1000,
    step: 1,
    unit: "bottles",
    default: null,
  }),
  BOTTLE_MULTIPLE: num("commerce", "Vente des bouteilles par multiple de", {
    min: 1,
    max: 1000,
    step: 1,
    unit: "bottles",
    default: null,
  }),
  CLICK_AND_COLLECT_HOURS: num("commerce", "Délai de préparation avant le retrait d'une commande sur place", {
    min: 0,
    max: 720,
    step: 1,
    unit: "hours",
    default: null,
  }),
  LOCK_DELIVERY: bool("commerce", "Désactiver la livraison (retrait sur place uniquement)"),
  SHIPPING_MESSAGE: str("commerce", "Message affiché lors du choix de la livraison", plainString(1000), {
    format: "multiline",
  }),
  PAYMENT_METHOD: choice(
    "commerce",
    "Moyen de paiement proposé",
    ["CARD", "BANK_TRANSFER", "CHECK", "ON_PICKUP"],
    "CARD",
  ),
  ONLY_SELL_IN_FRANCE: bool("commerce", "Vendre uniquement en France"),
  SELLS_WORLDWIDE: bool("commerce", "Vendre et livrer dans le monde entier"),
  HANDLE_STOCK: bool("commerce", "Gérer les stocks"),
  USE_PRODUCT_STOCK: bool("commerce", "Utiliser le stock du produit plutôt que celui de chaque millésime"),
  STOCK_LIMIT_DISPLAY: num("commerce", "Afficher le stock restant en dessous de ce seuil", {
    min: 0,
    max: 1000,
    step: 1,
    unit: "items",
    default: null,
  }),
  IN_STOCK_LABEL: str("commerce", "Libellé des produits en stock", plainString(60), { default: "En stock" }),
  NOT_IN_STOCK_LABEL: str("commerce", "Libellé des produits épuisés", plainString(60), {
    default: "Rupture de stock",
  }),
  HIDE_PRODUCT_PRICES: bool("commerce", "Masquer les prix des produits"),
  PRODUCT_HIDE_PERCENTAGE_DISCOUNT: bool("commerce", "Masquer le pourcentage de remise des produits"),
  PRODUCT_DISPLAY: choice("commerce", "Présentation de la liste des produits", ["GRID", "LIST"], "GRID"),
  // spec §9: the product list is ordered by price by default.
  PRODUCT_ORDER: choice(
    "commerce",
    "Tri par défaut de la liste des produits",
    ["PRICE_ASC", "PRICE_DESC", "NAME_ASC", "NAME_DESC", "YEAR_DESC", "YEAR_ASC", "CUSTOM"],
    "PRICE_ASC",
  ),
  // CSS aspect-ratio values; bottles are tall, hence 3/4.
  PRODUCT_ASPECT_RATIO: choice(
    "commerce",
    "Format des images des produits",
    ["1/1", "3/4", "2/3", "9/16", "4/3", "16/9"],
    "3/4",
  ),
  PRODUCT_PAGE_STYLE: choice(
    "commerce",
    "Mise en page de la fiche produit",
    ["CLASSIC", "SPLIT", "GALLERY"],
    "CLASSIC",
  ),
  FEATURES_PRODUCT_STYLE: choice(
    "commerce",
    "Présentation des caractéristiques des produits",
    ["TABLE", "LIST", "ICONS"],
    "TABLE",
  ),
  SERVICE_PAGE_STYLE: choice(
    "commerce",
    "Mise en page des pages de services",
    ["CARDS", "LIST", "ALTERNATE"],
    "CARDS",
  ),
  // spec §9: cart on hover off.
  SEE_CART_ON_HOVER: bool("commerce", "Aperçu du panier au survol de son icône"),
  INTRACO_VAT: str("commerce", "Numéro de TVA intracommunautaire", vatSchema),
  GRAPE_VARIETY_DISPLAY: bool("commerce", "Afficher les cépages des vins"),
  GRAPE_VARIETY_LOCATION: choice(
    "commerce",
    "Emplacement des cépages sur la fiche du vin",
    ["UNDER_NAME", "IN_FEATURES"],
    "IN_FEATURES",
  ),
  SWAP_WINE_NAME_AND_APPELLATION: bool("commerce", "Inverser le nom du vin et son appellation"),
  SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET: bool(
    "commerce",
    "Afficher les informations nutritionnelles sur la fiche produit",
  ),
  ORDER_REVIEW_DELAY: num("commerce", "Délai avant la demande d'avis après une commande", {
    min: 0,
    max: 365,
    step: 1,
    unit: "days",
    default: null,
  }),
  BREATHALYSER_NOTICE: bool("commerce", "Afficher la mention sur l'éthylotest sur la page de paiement"),

  // spec §3 Registration; spec §5 "Registration (from legal text and settings)".
  BLOCK_MINORS_FROM_REGISTERING: bool("registration", "Refuser l'inscription des personnes mineures"),
  ASK_BIRTHDATE_AT_REGISTER: bool("registration", "Demander la date de naissance à l'inscription"),
  ALLOW_ONLY_MOBILE_PHONE: bool("registration", "N'accepter que des numéros de téléphone mobile"),

  // spec §3 Features; spec §2 "Menu and display options".
  ENABLE_NEWSLETTER: bool("features", "Activer l'inscription à la lettre d'information"),
  IS_BLOG_ACTIVATED: bool("features", "Activer le blog"),
  SHOW_SEARCHBAR: bool("features", "Afficher la barre de recherche"),
  SHOW_PROMOTE_MESSAGE: bool("features", "Afficher le bandeau promotionnel"),
  PROMOTE_MESSAGE: str("features", "Texte du bandeau promotionnel", plainString(300)),
  SHOW_PROMOTE_NEWS: bool("features", "Mettre en avant les actualités à la une"),
  PROMOTED_NEWS_STYLE: choice(
    "features",
    "Présentation des actualités à la une",
    ["CARDS", "BANNER", "SLIDER", "POPUP"],
    "CARDS",
  ),
  DISPLAY_ADDRESS_IN_TOPBAR: bool("features", "Afficher l'adresse dans la barre supérieure"),
  DISPLAY_SECONDARY_ADDRESSES: bool("features", "Afficher les adresses secondaires"),
  HIDE_CONTACT_PAGE: bool("features", "Masquer la page de contact"),
  HIDE_ECOMMERCE_LABEL: bool("features", "Masquer la mention de la boutique en ligne"),
  HIDE_PRODUCT_ICON: bool("features", "Masquer les pictogrammes des produits"),
  DARK_THEME: bool("features", "Activer le thème sombre"),
  REPEAT_ANIMATION: bool("features", "Rejouer les animations à chaque apparition à l'écran"),
  SCROLL_TO_TOP_BEHAVIOR: choice(
    "features",
    "Bouton de retour en haut de page",
    ["NONE", "SMOOTH", "INSTANT"],
    "SMOOTH",
  ),
  ALCOHOL_PREVENTION_BANNER: bool(
    "features",
    "Afficher le bandeau de prévention sur la consommation d'alcool",
  ),

  // spec §3 Anti-copy.
  LOCK_TEXT_SELECTION: bool("antiCopy", "Empêcher la sélection du texte"),
  LOCK_RIGHT_CLICK: bool("antiCopy", "Désactiver le clic droit"),

  // spec §3 Meta descriptions: search engines show about 160 characters.
  HOME_META_DESCRIPTION: str("metaDescriptions", "Méta-description de la page d'accueil", plainString(320)),
  CONTACT_META_DESCRIPTION: str(
    "metaDescriptions",
    "Méta-description de la page de contact",
    plainString(320),
  ),
  NEWS_META_DESCRIPTION: str(
    "metaDescriptions",
    "Méta-description de la liste des actualités",
    plainString(320),
  ),
  WINE_META_DESCRIPTION: str("metaDescriptions", "Méta-description de la liste des vins", plainString(320)),

  // spec §3 Icons; spec §9: base icon style fa-solid.
  CART_ICON: str("icons", "Icône du panier", iconSchema, { default: "fa-cart-shopping", format: "icon" }),
  MY_ACCOUNT_ICON: str("icons", "Icône de l'espace client", iconSchema, {
    default: "fa-user",
    format: "icon",
  }),
  BASE_FONTAWESOME_ICON: choice(
    "icons",
    "Style des icônes Font Awesome",
    ["fa-solid", "fa-regular", "fa-light", "fa-thin", "fa-duotone", "fa-brands"],
    "fa-solid",
  ),

  // spec §3 Integration and social.
  GLOBAL_CSS: str("integration", "Feuille de style CSS personnalisée", cssSchema, { format: "css" }),
  AFTER_BODY_HTML_TO_LOAD: str("integration", "Code HTML inséré au début de la page", plainString(100_000), {
    format: "html",
    loadsCode: true,
  }),
  SCRIPT_TO_LOAD: str("integration", "Code JavaScript chargé sur toutes les pages", scriptSchema, {
    format: "javascript",
    loadsCode: true,
  }),
  SEND_MAIL_AS_NAME: str("integration", "Nom de l'expéditeur des e-mails du site", plainString(100)),
  SEND_MAIL_AS_MAIL: str("integration", "Adresse d'expédition des e-mails du site", emailSchema, {
    format: "email",
  }),
  // spec §2 cookie banner: each tracker loads only when its id is set, and only after consent.
  // Every one but SEARCH_CONSOLE_ID (a meta tag) adds a third party's script to the site's origin:
  // a gtag or tag-manager container runs whatever its account holder publishes (decision 083).
  ANALYTICS_ID: str("integration", "Identifiant de l'outil de mesure d'audience", trackerIdSchema, {
    loadsCode: true,
  }),
  SEARCH_CONSOLE_ID: str(
    "integration",
    "Code de validation de l'outil d'analyse du référencement",
    trackerIdSchema,
  ),
  ADS_TAG_ID: str("integration", "Identifiant de la balise publicitaire", trackerIdSchema, {
    loadsCode: true,
  }),
  PRIVACY_ANALYTICS_DOMAIN: str(
    "integration",
    "Domaine suivi par l'outil de mesure d'audience respectueux de la vie privée",
    domainSchema,
    { loadsCode: true },
  ),
  TAG_MANAGER_ID: str("integration", "Identifiant du gestionnaire de balises", trackerIdSchema, {
    loadsCode: true,
  }),
  SOCIAL_PIXEL_ID: str("integration", "Identifiant du pixel des réseaux sociaux", trackerIdSchema, {
    loadsCode: true,
  }),
  // spec §1: only the professional-network link is set on the default instance (seed data).
  LINKEDIN_URL: link("integration", "Lien vers la page LinkedIn", absoluteUrlSchema),
  FACEBOOK_URL: link("integration", "Lien vers la page Facebook", absoluteUrlSchema),
  INSTAGRAM_URL: link("integration", "Lien vers le compte Instagram", absoluteUrlSchema),
  X_URL: link("integration", "Lien vers le compte X", absoluteUrlSchema),
  YOUTUBE_URL: link("integration", "Lien vers la chaîne YouTube", absoluteUrlSchema),
  TIKTOK_URL: link("integration", "Lien vers le compte TikTok", absoluteUrlSchema),
  PINTEREST_URL: link("integration", "Lien vers le compte Pinterest", absoluteUrlSchema),
  WHATSAPP_HANDLE: str("integration", "Numéro WhatsApp au format international", messagingHandleSchema, {
    format: "phone",
  }),
  DISCORD_URL: link("integration", "Lien d'invitation au serveur Discord", absoluteUrlSchema),
  GITHUB_URL: link("integration", "Lien vers le dépôt GitHub", absoluteUrlSchema),
  REVIEW_SERVICE_URL: link("integration", "Lien vers la page des avis clients", absoluteUrlSchema),
  CREATED_BY_MESSAGE: str("integration", "Mention du créateur du site en pied de page", plainString(200)),
  CREATED_BY_BACKLINK_URL: link("integration", "Lien de la mention du créateur du site", linkSchema),
  HIDE_VINISITE_LOGO: bool("integration", "Masquer le logo Vinisite en pied de page"),
  // A wine-producer setting: the estate belongs to the Vignerons Indépendants (its logo in the footer).
  IS_INDEPENDENT: bool("integration", "Vigneron indépendant (logo de la fédération en pied de page)"),
  // spec §2 and §9: 28 on every screen size.
  DETAIL_PAGE_MARGIN_TOP: num(
    "integration",
    "Marge au-dessus du contenu des pages de détail",
    px(0, 400, 28),
  ),
};

type Definitions = typeof definitions;

// Issue 18 §2: the settings whose effect the settings guard cannot see in a page, the theme's CSS or
// an API answer, each with the test that proves it ("file › test name"; see effectTestedBy).
const effectTests: { readonly [K in keyof Definitions]?: string } = {
  // the payment page needs a buyer with a cart: the browser's journey
  BREATHALYSER_NOTICE:
    "tests/e2e/checkout.spec.ts › home delivery to a French address with a carrier, a discount code and a bank transfer; the order in my account and in the outbox",
  // a mail sent days after an order
  ORDER_REVIEW_DELAY:
    "src/server/modules/orders/orders.test.ts › are sent once, when ORDER_REVIEW_DELAY has passed",
  // the demo sites speak French only: the language menu shows where a second language is on
  LANG_MENU_STYLE: "tests/e2e/locales.spec.ts › names the languages by their label (LANG_MENU_STYLE LABEL)",
  // behaviours of the browser: a listener, a button that shows once the page has scrolled
  LOCK_RIGHT_CLICK:
    "tests/e2e/layout-settings.spec.ts › locks the context menu and the text selection when set (spec §3 anti-copy)",
  SCROLL_TO_TOP_BEHAVIOR:
    "tests/e2e/layout-settings.spec.ts › hides the scroll-to-top button when SCROLL_TO_TOP_BEHAVIOR is NONE",
  // a behaviour of the browser: sections rise in as they are scrolled to, once or each time
  REPEAT_ANIMATION:
    "tests/e2e/dark-theme.spec.ts › replay each time the section comes back on screen with REPEAT_ANIMATION",
  // a tracker loads in the browser, after consent only (spec §2 cookie banner)
  PRIVACY_ANALYTICS_DOMAIN:
    "tests/e2e/cookie-banner.spec.ts › loads every configured tracker after accept all, and again on the next visit",
};

function withTypes<T extends Record<string, object>>(
  defs: T,
  tests: { readonly [K in keyof T]?: string },
): { readonly [K in keyof T]: T[K] & { readonly type: K } } {
  const out: Record<string, unknown> = {};
  for (const [type, definition] of Object.entries(defs)) {
    const effectTestedBy = tests[type as keyof T];
    out[type] = Object.freeze({ type, ...definition, ...(effectTestedBy ? { effectTestedBy } : {}) });
  }
  return Object.freeze(out) as { readonly [K in keyof T]: T[K] & { readonly type: K } };
}

/** Every site setting, keyed by its key, in group order (spec §3). */
export const parameterRegistry = withTypes(definitions, effectTests);

export type ParameterKey = keyof Definitions & string;

export const parameterKeys: readonly ParameterKey[] = Object.freeze(
  Object.keys(parameterRegistry) as ParameterKey[],
);

/** The value type of each key, inferred from its schema; null means unset. */
export type ParameterValues = { [K in ParameterKey]: z.output<Definitions[K]["schema"]> | null };

export const defaultParameterValues: ParameterValues = Object.freeze(
  Object.fromEntries(parameterKeys.map((key) => [key, parameterRegistry[key].default])) as ParameterValues,
);

export const parameterKeysByGroup: Readonly<Record<ParameterGroup, readonly ParameterKey[]>> = Object.freeze(
  Object.fromEntries(
    parameterGroups.map((group) => [
      group,
      parameterKeys.filter((key) => parameterRegistry[key].group === group),
    ]),
  ) as unknown as Record<ParameterGroup, readonly ParameterKey[]>,
);

// Built once: readParameters runs on every uncached request (DESIGN.md §6).
const definitionByKey: ReadonlyMap<string, ParameterDefinition> = new Map(
  parameterKeys.map((key) => [key, parameterRegistry[key] as unknown as ParameterDefinition]),
);

export function isParameterKey(s: string): s is ParameterKey {
  return definitionByKey.has(s);
}

// An empty string is unset for every non-BOOLEAN key (see the reading rule at the top).
function isUnset(definition: ParameterDefinition, value: unknown): boolean {
  return value === null || value === undefined || (value === "" && definition.kind !== "BOOLEAN");
}

const valueSchemaByKey: ReadonlyMap<string, z.ZodType> = new Map(
  parameterKeys.map((key) => {
    const definition = definitionByKey.get(key) as ParameterDefinition;
    const nullable = definition.schema.nullable();
    const schema =
      definition.kind === "BOOLEAN"
        ? nullable
        : z.preprocess((value) => (isUnset(definition, value) ? null : value), nullable);
    return [key, schema];
  }),
);

/** A valid value of the key, or null (unset); "" is read as null for non-BOOLEAN keys. */
export function parameterValueSchema<K extends ParameterKey>(key: K): z.ZodType<ParameterValues[K] | null> {
  return valueSchemaByKey.get(key) as z.ZodType<ParameterValues[K] | null>;
}

export interface ParameterIssue {
  type: string;
  message: string;
}

/**
 * The site's settings from the stored items: a missing or unset key takes its default; an invalid
 * value is reported and replaced by the default; an unknown key is reported and ignored. Never throws.
 */
export function readParameters(items: ReadonlyArray<{ type: string; value: unknown }>): {
  values: ParameterValues;
  issues: ParameterIssue[];
} {
  const values: Record<string, unknown> = { ...defaultParameterValues };
  const issues: ParameterIssue[] = [];
  for (const item of items) {
    const type: unknown = item?.type;
    const definition = typeof type === "string" ? definitionByKey.get(type) : undefined;
    if (definition === undefined) {
      issues.push({ type: String(type), message: "Paramètre inconnu : ignoré." });
      continue;
    }
    const value = item.value;
    // Fast path: a third of the keys are booleans, and a boolean needs no schema.
    if (definition.kind === "BOOLEAN" && typeof value === "boolean") {
      values[definition.type] = value;
      continue;
    }
    if (isUnset(definition, value)) {
      values[definition.type] = definition.default;
      continue;
    }
    const result = definition.schema.safeParse(value);
    if (result.success) {
      values[definition.type] = result.data;
    } else {
      const reason = result.error.issues[0]?.message ?? "Valeur invalide.";
      issues.push({ type: definition.type, message: `${reason} La valeur par défaut est utilisée.` });
      values[definition.type] = definition.default;
    }
  }
  return { values: values as ParameterValues, issues };
}

// spec §3 Site parameter fields, as the API sends them (GET /parameter, DESIGN.md §4).
export const parameterItemSchema = z.object({
  id: z.number().int().nonnegative(),
  type: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
  kind: z.enum(parameterKinds),
  label: z.string(),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
});
export type ParameterItem = z.infer<typeof parameterItemSchema>;

// spec §3 Legal texts.
export const legalTextKeys = [
  "LEGAL_NOTICE",
  "PRIVACY_POLICY",
  "USE_TERMS",
  "SALE_TERMS",
  "COOKIE_POLICY",
] as const satisfies readonly ParameterKey[];
export type LegalTextKey = (typeof legalTextKeys)[number];

// spec §3: placeholders accepted by the legal texts ({{KEY}}), plus the other legal mentions a
// French legal notice needs. COMPANY_ADDRESS is left out: it is a map link, HEAD_OFFICE is the address.
export const legalPlaceholderKeys = [
  "COMPANY_NAME",
  "LEGAL_COMPANY_NAME",
  "CORPORATE_FORM",
  "LEGAL_AGENT",
  "HEAD_OFFICE",
  "SIRET_NUMBER",
  "RCS_NUMBER",
  "RM_NUMBER",
  "SHARE_CAPITAL",
  "INTRACO_VAT",
  "COMPANY_PHONE",
  "COMPANY_EMAIL",
] as const satisfies readonly ParameterKey[];
export type LegalPlaceholderKey = (typeof legalPlaceholderKeys)[number];
