// Drizzle schema of the platform (spec §3). Every table that holds a site's data carries
// `site_id`; row-level security (migration 0001) refuses any row of another site.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { reviewSources } from "../../../schemas/content";
import type { ELabel } from "../../../schemas/e-label";
import { type MediaVariantFormat, mediaKinds, mediaTypes } from "../../../schemas/media";
import {
  type AccessPoint,
  carrierDeliveryTypes,
  type OrderAddress,
  type OrderDiscount,
  orderDeliveryKinds,
  orderStatuses,
  paymentMethods,
  shippingZones,
  stockSources,
} from "../../../schemas/order";
import { roles } from "../../../schemas/roles";
import {
  awardMedals,
  capacityUnits,
  deliveryTypes,
  discountDetailTypes,
  discountTypes,
  productTypes,
  stockReasons,
  wineColors,
} from "../../../schemas/shop";
import { fontTypes, logoTypes } from "../../../schemas/site";
import { foldedLowerSql } from "../../runtime/text/fold";

/**
 * jsonb without drizzle's second JSON.parse: both drivers (pg and PGlite) already parse jsonb,
 * and drizzle's own jsonb type parses strings again, turning the setting "12345" into a number.
 */
const json = <T>(name: string) =>
  customType<{ data: T; driverData: unknown }>({
    dataType: () => "jsonb",
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (value) => value as T,
  })(name);

/** The site a row belongs to: every site table has it (row-level security keys on it, tenancy.ts). */
const siteIdColumn = () =>
  integer("site_id")
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** A variant of a medium as stored: its format, width, storage key and size. */
export interface StoredVariant {
  format: MediaVariantFormat;
  width: number;
  key: string;
  bytes: number;
}

/** Platform table: one row per hosted site. Readable by the app role, written only by the owner. */
export const sites = pgTable("sites", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  isWinemaker: boolean("is_winemaker").notNull().default(false),
  isECommerce: boolean("is_ecommerce").notNull().default(false),
  isBuilding: boolean("is_building").notNull().default(false),
  technicalFileModel: text("technical_file_model"),
  dashboardType: text("dashboard_type"),
  defaultLang: text("default_lang").notNull().default("fr_FR"),
  server: text("server"),
  createdAt: createdAt(),
  /** Issue 19 §5: a suspended site shows visitors a neutral page (503) and keeps its data. */
  suspendedAt: timestamp("suspended_at", { withTimezone: true }),
  suspendedReason: text("suspended_reason"),
  /** The theme preset (themes/presets.ts) the site was created with. */
  preset: text("preset"),
  /** Issue 19 §6: limits set by the platform operator; null means the platform's default. */
  mediaQuotaMb: integer("media_quota_mb"),
  maxProducts: integer("max_products"),
  maxAdmins: integer("max_admins"),
});

/** Platform table: the host names a site answers to (spec §3 site info: dev and prod url lists). */
export const siteUrls = pgTable(
  "site_urls",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    host: text("host").notNull(),
    env: text("env", { enum: ["dev", "prod"] }).notNull(),
    /** Issue 19 §4: the site's canonical domain (at most one per site and env); the others redirect to it. */
    isCanonical: boolean("is_canonical").notNull().default(false),
  },
  (t) => [
    uniqueIndex("site_urls_host_uq").on(t.host),
    uniqueIndex("site_urls_canonical_uq").on(t.siteId, t.env).where(sql`${t.isCanonical}`),
  ],
);

/** Platform table: languages any site may offer (spec §3 Language). */
export const languages = pgTable("languages", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  label: text("label").notNull(),
  deeplCode: text("deepl_code"),
  countryAlphaTwo: text("country_alpha_two").notNull(),
  isValid: boolean("is_valid").notNull().default(true),
});

export const siteLanguages = pgTable(
  "site_languages",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    languageId: integer("language_id")
      .notNull()
      .references(() => languages.id),
    isDefault: boolean("is_default").notNull().default(false),
  },
  (t) => [uniqueIndex("site_languages_uq").on(t.siteId, t.languageId)],
);

/** A site setting. Kind, label and default come from the registry in schemas/parameters.ts. */
export const parameters = pgTable(
  "parameters",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    type: text("type").notNull(),
    value: json<string | number | boolean | null>("value"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("parameters_site_type_uq").on(t.siteId, t.type)],
);

export const fonts = pgTable("fonts", {
  id: serial("id").primaryKey(),
  siteId: siteIdColumn(),
  type: text("type", { enum: fontTypes }).notNull(),
  family: text("family").notNull(),
  color: text("color").notNull(),
  size: integer("size").notNull(),
  weight: integer("weight").notNull().default(400),
  style: text("style").notNull().default("normal"),
});

export const logos = pgTable("logos", {
  id: serial("id").primaryKey(),
  siteId: siteIdColumn(),
  type: text("type", {
    enum: logoTypes,
  }).notNull(),
  filename: text("filename").notNull(),
  alt: text("alt").notNull().default(""),
});

export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    idParent: integer("id_parent"),
    order: integer("order").notNull().default(0),
    type: text("type").notNull().default("GRAPE"),
    title: text("title").notNull(),
    url: text("url").notNull(),
    menuTitle: text("menu_title").notNull(),
    menuIcon: text("menu_icon"),
    metaDescription: text("meta_description"),
    isValid: boolean("is_valid").notNull().default(true),
    isText: boolean("is_text").notNull().default(false),
    showInMenu: boolean("show_in_menu").notNull().default(true),
    isFixedOnRight: boolean("is_fixed_on_right").notNull().default(false),
    useAbsoluteMenu: boolean("use_absolute_menu").notNull().default(false),
    reload: boolean("reload").notNull().default(false),
    isCmsPage: boolean("is_cms_page").notNull().default(true),
    cmsRoute: text("cms_route"),
    isCustomHeader: boolean("is_custom_header").notNull().default(false),
    isCustomFooter: boolean("is_custom_footer").notNull().default(false),
    isEcommercePage: boolean("is_ecommerce_page").notNull().default(false),
    linkType: text("link_type").notNull().default("NONE"),
    linkUrl: text("link_url"),
    linkJsCode: text("link_js_code"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("pages_site_url_uq").on(t.siteId, t.url),
    index("pages_site_parent_idx").on(t.siteId, t.idParent),
  ],
);

/** A page is made of ordered layouts (sections). html is sanitized when written, never on view. */
export const pageLayouts = pgTable(
  "page_layouts",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    order: integer("order").notNull().default(0),
    html: text("html").notNull().default(""),
    css: text("css").notNull().default(""),
    projectData: json<unknown>("project_data"),
    hash: text("hash").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index("page_layouts_page_idx").on(t.siteId, t.pageId)],
);

export const popups = pgTable("popups", {
  id: serial("id").primaryKey(),
  siteId: siteIdColumn(),
  key: text("key").notNull(),
  title: text("title").notNull(),
  html: text("html").notNull(),
  showOnEveryReload: boolean("show_on_every_reload").notNull().default(false),
  lockScroll: boolean("lock_scroll").notNull().default(false),
  darkenBackground: boolean("darken_background").notNull().default(true),
  isValid: boolean("is_valid").notNull().default(true),
  /** The page urls where it opens by itself ("/" for the home); empty: opened only by a link or a block. */
  pages: json<string[]>("pages").notNull().default([]),
  version: integer("version").notNull().default(1),
});

export const addressTypes = pgTable(
  "address_types",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    code: text("code").notNull(),
    label: text("label").notNull(),
  },
  (t) => [uniqueIndex("address_types_site_code_uq").on(t.siteId, t.code)],
);

export const companyAddresses = pgTable("company_addresses", {
  id: serial("id").primaryKey(),
  siteId: siteIdColumn(),
  typeId: integer("type_id")
    .notNull()
    .references(() => addressTypes.id),
  name: text("name").notNull(),
  address: text("address").notNull(),
  addressPart2: text("address_part2"),
  postalCode: text("postal_code").notNull(),
  city: text("city").notNull(),
  countryAlphaTwo: text("country_alpha_two").notNull().default("FR"),
  phone: text("phone"),
  isClickAndCollect: boolean("is_click_and_collect").notNull().default(false),
  /** The dates a click-and-collect order may be picked up here (calendars); null: any date with a slot. */
  calendarId: integer("calendar_id").references((): AnyPgColumn => calendars.id, { onDelete: "set null" }),
  order: integer("order").notNull().default(0),
});

/** Footer elements: logos (kind LOGO) and links (kind LINK) — spec §7 /element/logo-footer, /element/link-footer. */
export const footerElements = pgTable("footer_elements", {
  id: serial("id").primaryKey(),
  siteId: siteIdColumn(),
  kind: text("kind", { enum: ["LOGO", "LINK"] }).notNull(),
  order: integer("order").notNull().default(0),
  label: text("label").notNull(),
  url: text("url"),
  filename: text("filename"),
  version: integer("version").notNull().default(1),
});

/** 301s the owner manages (issue 14 §6): a removed or renamed page's url to another path. */
export const pageRedirects = pgTable(
  "page_redirects",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    fromUrl: text("from_url").notNull(),
    toUrl: text("to_url").notNull(),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("page_redirects_site_from_uq").on(t.siteId, t.fromUrl)],
);

/** A content item's former slugs (blog, news, album, service, element), answered with a 301. */
export const contentSlugRedirects = pgTable(
  "content_slug_redirects",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    kind: text("kind", { enum: ["BLOG", "NEWS", "ALBUM", "SERVICE", "ELEMENT"] }).notNull(),
    oldSlug: text("old_slug").notNull(),
    targetId: integer("target_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("content_slug_redirects_uq").on(t.siteId, t.kind, t.oldSlug)],
);

export const componentConfs = pgTable(
  "component_confs",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    slug: text("slug").notNull(),
    config: json<Record<string, unknown>>("config").notNull(),
  },
  (t) => [uniqueIndex("component_confs_site_slug_uq").on(t.siteId, t.slug)],
);

/** Integrations; only publicConfig is ever served (spec §7 /external-app/{app}/config/public). */
export const externalApps = pgTable(
  "external_apps",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    app: text("app").notNull(),
    publicConfig: json<Record<string, unknown>>("public_config").notNull(),
    privateConfig: json<Record<string, unknown>>("private_config"),
  },
  (t) => [uniqueIndex("external_apps_site_app_uq").on(t.siteId, t.app)],
);

/** Product variations 1 to 3 (spec §3: label and displayLabel) and their values. */
export const variations = pgTable(
  "variations",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    position: integer("position").notNull(),
    label: text("label").notNull(),
    displayLabel: text("display_label").notNull(),
  },
  (t) => [uniqueIndex("variations_site_position_uq").on(t.siteId, t.position)],
);

export const variationValues = pgTable("variation_values", {
  id: serial("id").primaryKey(),
  siteId: siteIdColumn(),
  variationId: integer("variation_id")
    .notNull()
    .references(() => variations.id, { onDelete: "cascade" }),
  label: text("label").notNull(),
  order: integer("order").notNull().default(0),
});

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: roles }).notNull().default("CUSTOMER"),
    phone: text("phone"),
    firstname: text("firstname"),
    lastname: text("lastname"),
    birthdate: text("birthdate"),
    createdAt: createdAt(),
    /** When the terms of use were accepted at registration (spec §5: the box must be ticked). */
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    /**
     * A staff member's second factor (docs/decisions/132): the TOTP secret (base32), null while
     * it is off; the last time step accepted (a code is never accepted twice); SHA-256 of the
     * one-time recovery codes still unused. The same columns as an operator's (decision 131).
     */
    totpSecret: text("totp_secret"),
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    recoveryCodeHashes: text("recovery_code_hashes").array().notNull().default(sql`'{}'`),
    /** What the owner's customer desk searches (issue 13 §4): e-mail and names both ways, folded. */
    searchText: text("search_text").generatedAlwaysAs(
      sql.raw(
        foldedLowerSql(
          "email || ' ' || coalesce(firstname, '') || ' ' || coalesce(lastname, '') || ' ' || coalesce(firstname, '')",
        ),
      ),
    ),
  },
  // e-mails are stored normalized (trimmed, lower-cased) by the account service
  (t) => [
    uniqueIndex("users_site_email_uq").on(t.siteId, t.email),
    // the customer desk: newest first, paged
    index("users_site_created_idx").on(t.siteId, t.createdAt, t.id),
  ],
);

/** Opaque session tokens, stored as SHA-256 hashes (DESIGN.md §4). */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /**
     * The password was right and the second factor is still owed (decision 132): the token is
     * the login's challenge, never a cookie, and opens nothing (sessionForToken skips it).
     */
    secondFactorPending: boolean("second_factor_pending").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("sessions_token_hash_uq").on(t.tokenHash)],
);

/** Visits recorded from the `from` query parameter (spec §2 layouts, §7 /site/visit/{from}). */
export const visits = pgTable(
  "visits",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    source: text("source").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("visits_site_idx").on(t.siteId, t.createdAt)],
);

/** Password reset tokens (spec §7 PUT /password/reset): random, stored hashed, single-use, one hour. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_reset_tokens_hash_uq").on(t.tokenHash)],
);

/**
 * Every mail the platform owes (docs/decisions/084): written in the transaction that owes it, then
 * delivered by the job queue (a `mail.deliver` job per row) through SMTP, or to the log when no
 * SMTP_URL is set. Without SMTP the outbox stands for the mail server: a password reset works on a
 * laptop and tests read what was sent.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    kind: text("kind").notNull(),
    fromAddress: text("from_address").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** pending until the SMTP server (or the log) took it; failed once its job gave up. */
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    /** Delivery attempts made; the next one's time is its job's run_at. */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** The Message-ID sent: the same on every attempt, so that a receiver can drop a repeat. */
    messageId: text("message_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_site_to_idx").on(t.siteId, t.toAddress),
    check("mail_outbox_status_ck", sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/** Newsletter lists of a site (spec §7 GET /user/newsletter/lists). */
export const newsletterLists = pgTable("newsletter_lists", {
  id: serial("id").primaryKey(),
  siteId: siteIdColumn(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  /** Lists an anonymous visitor joins when POST /newsletter/subscribe names none. */
  isDefault: boolean("is_default").notNull().default(false),
  order: integer("order").notNull().default(0),
});

/** Who receives which list, by normalized e-mail (visitors may subscribe without an account). */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    listId: integer("list_id")
      .notNull()
      .references(() => newsletterLists.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_subscriptions_uq").on(t.siteId, t.listId, t.email)],
);

// ---------------------------------------------------------------------------------------------
// Wine shop (spec §3 Product, Declination, Discount, Cart): the catalogue, then the carts.

/** Pictograms of the dishes a wine goes with (spec §7 GET /parameter/product/meal-icon). */
export const mealIcons = pgTable(
  "meal_icons",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    code: text("code").notNull(),
    label: text("label").notNull(),
    /** Font Awesome name, e.g. "fa-cheese". */
    icon: text("icon").notNull(),
    order: integer("order").notNull().default(0),
  },
  (t) => [uniqueIndex("meal_icons_site_code_uq").on(t.siteId, t.code)],
);

/**
 * spec §3 Discount: type EURO (amount in cents) or PERCENT (amount in whole percent); detailType
 * PRODUCT (attached to a product or declination), ORDER (a code on the cart) or SHIPPING_FEES (a
 * code for free shipping). Codes are stored upper-case.
 */
export const discounts = pgTable(
  "discounts",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    type: text("type", { enum: discountTypes }).notNull(),
    amount: integer("amount").notNull(),
    detailType: text("detail_type", { enum: discountDetailTypes }).notNull().default("PRODUCT"),
    code: text("code"),
    label: text("label"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Cents of products the cart must reach for the code to apply. */
    minimumAmount: integer("minimum_amount"),
    /** A volume code (issue 13 §3): the articles of its products the cart must hold. */
    minimumQuantity: integer("minimum_quantity"),
    /** Orders that may use the code, all buyers together; null: no limit. */
    maxUses: integer("max_uses"),
    /** Orders one buyer may place with the code; null: no limit. */
    maxUsesPerUser: integer("max_uses_per_user"),
    /** Orders placed with the code, counted in each order's transaction. */
    uses: integer("uses").notNull().default(0),
    /** Active, or paused by the owner (a paused code is unknown to buyers until resumed). */
    isValid: boolean("is_valid").notNull().default(true),
    /** The code applies to these products only (with `productTypes`: either); empty: every product. */
    productIds: integer("product_ids").array().notNull().default(sql`'{}'`),
    productTypes: text("product_types", { enum: productTypes }).array().notNull().default(sql`'{}'`),
    /** Archived by the owner: kept for the orders that name it, never offered again. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("discounts_site_code_uq").on(t.siteId, t.code).where(sql`${t.code} is not null`),
    check("discounts_amount_ck", sql`${t.amount} >= 0 and (${t.type} <> 'PERCENT' or ${t.amount} <= 100)`),
  ],
);

export interface ProductFeature {
  /** A stable key: "soil", "ageing", "serving", "keeping", "harvest"… */
  code: string;
  label: string;
  value: string;
  /** Font Awesome name, for FEATURES_PRODUCT_STYLE ICONS. */
  icon: string | null;
}

export interface GrapeVariety {
  name: string;
  /** Share of the blend, when known. */
  percent: number | null;
}

/** EU wine e-label (Regulation 2021/2117): the nutrition declaration per 100 ml. */
export interface ProductNutrition {
  energyKj: number;
  energyKcal: number;
  fat: number;
  saturatedFat: number;
  carbohydrates: number;
  sugars: number;
  protein: number;
  salt: number;
}

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    slug: text("slug").notNull(),
    type: text("type", { enum: productTypes }).notNull(),
    subtypeType: text("subtype_type"),
    name: text("name").notNull(),
    appellation: text("appellation"),
    color: text("color", { enum: wineColors }),
    shortDescription: text("short_description").notNull().default(""),
    /** Plain text; paragraphs separated by a blank line. */
    description: text("description").notNull().default(""),
    image: text("image"),
    /** The reference price in cents (spec §3 Product price); declinations without a fixed price take it. */
    price: integer("price").notNull(),
    discountId: integer("discount_id").references(() => discounts.id, { onDelete: "set null" }),
    sellByMultipleOf: integer("sell_by_multiple_of").notNull().default(1),
    /** Product-level stock, used when USE_PRODUCT_STOCK is on and setQuantity is true. */
    quantity: integer("quantity"),
    setQuantity: boolean("set_quantity").notNull().default(false),
    hasShippingFees: boolean("has_shipping_fees").notNull().default(true),
    variation1Id: integer("variation1_id").references(() => variationValues.id, { onDelete: "set null" }),
    variation2Id: integer("variation2_id").references(() => variationValues.id, { onDelete: "set null" }),
    variation3Id: integer("variation3_id").references(() => variationValues.id, { onDelete: "set null" }),
    tags: json<string[]>("tags").notNull().default([]),
    grapeVarieties: json<GrapeVariety[]>("grape_varieties").notNull().default([]),
    features: json<ProductFeature[]>("features").notNull().default([]),
    /** Codes of meal_icons. */
    mealIcons: json<string[]>("meal_icons").notNull().default([]),
    alcoholPercent: doublePrecision("alcohol_percent"),
    nutrition: json<ProductNutrition | null>("nutrition"),
    ingredients: text("ingredients"),
    reference: text("reference"),
    /** The page's title and description for search engines; the name and short description when empty. */
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    order: integer("order").notNull().default(0),
    isValid: boolean("is_valid").notNull().default(true),
    /** Set when the owner deletes a product an order names: kept for the orders, shown nowhere. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** Grows at each back-office save: a save from an older copy is refused (409, DESIGN.md §7). */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("products_site_slug_uq").on(t.siteId, t.slug),
    index("products_site_price_idx").on(t.siteId, t.price),
    check("products_price_ck", sql`${t.price} >= 0`),
    check("products_multiple_ck", sql`${t.sellByMultipleOf} >= 1`),
  ],
);

/** spec §3 Declination: one vintage and size of a product, with its price, stock and multiple. */
export const productDeclinations = pgTable(
  "product_declinations",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    year: integer("year"),
    capacity: doublePrecision("capacity"),
    capacityUnit: text("capacity_unit", { enum: capacityUnits }),
    /** Cents; used when fixedPrice is true, else the product's price applies. */
    price: integer("price"),
    fixedPrice: boolean("fixed_price").notNull().default(false),
    quantity: integer("quantity"),
    setQuantity: boolean("set_quantity").notNull().default(false),
    sellByMultipleOf: integer("sell_by_multiple_of").notNull().default(1),
    discountId: integer("discount_id").references(() => discounts.id, { onDelete: "set null" }),
    image: text("image"),
    variation1Id: integer("variation1_id").references(() => variationValues.id, { onDelete: "set null" }),
    variation2Id: integer("variation2_id").references(() => variationValues.id, { onDelete: "set null" }),
    variation3Id: integer("variation3_id").references(() => variationValues.id, { onDelete: "set null" }),
    reference: text("reference"),
    /** EAN-13 / GTIN of the bottle, for resellers and marketplaces. */
    ean: text("ean"),
    /** Bottles set aside (an event, a club): counted in the stock, never sold online. */
    reserved: integer("reserved").notNull().default(0),
    /** The back-office home lists declinations whose available stock is at or under this. */
    lowStockThreshold: integer("low_stock_threshold"),
    order: integer("order").notNull().default(0),
    isValid: boolean("is_valid").notNull().default(true),
    /** Set when the owner deletes a declination an order names: kept for the orders, shown nowhere. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    /**
     * The EU e-label's short code (issue 15 §2): its page is /e/{code} on the site's host. Drawn once
     * at insert (also for a new vintage) and never changed, whatever happens to the product's slug.
     */
    labelCode: text("label_code")
      .notNull()
      .default(sql`substr(md5(random()::text || clock_timestamp()::text), 1, 10)`),
    /** The e-label's content (schemas/e-label.ts); null until the owner (or the migration) fills it. */
    label: json<ELabel | null>("label"),
    /** The e-label is saved on its own (its dialog): its own version, for the 409 of a stale save. */
    labelVersion: integer("label_version").notNull().default(1),
  },
  (t) => [
    index("product_declinations_product_idx").on(t.siteId, t.productId),
    uniqueIndex("product_declinations_label_code_uq").on(t.labelCode),
    check("product_declinations_reserved_ck", sql`${t.reserved} >= 0`),
    check("product_declinations_price_ck", sql`${t.price} is null or ${t.price} >= 0`),
    check("product_declinations_multiple_ck", sql`${t.sellByMultipleOf} >= 1`),
  ],
);

/**
 * The stock ledger (issue 12 §3): every change of a tracked stock, append-only. A declination's
 * (or, with USE_PRODUCT_STOCK, a product's) quantity is always the sum of its movements: orders,
 * cancellations and the owner's adjustments all go through catalogue/stock.ts, which writes the
 * movement and the quantity in one statement pair under the row's lock.
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Null: a movement of the product's own stock. */
    declinationId: integer("declination_id").references(() => productDeclinations.id, {
      onDelete: "cascade",
    }),
    delta: integer("delta").notNull(),
    reason: text("reason", { enum: stockReasons }).notNull(),
    orderId: integer("order_id").references((): AnyPgColumn => orders.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("stock_movements_declination_idx").on(t.siteId, t.declinationId, t.createdAt),
    index("stock_movements_product_idx").on(t.siteId, t.productId, t.createdAt),
  ],
);

/**
 * The media library (issue 12 §4): each upload, stored once under its storage key, with its
 * responsive variants (schemas/media.ts). Files live in the media store (DATA_DIR/media now).
 */
export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    kind: text("kind", { enum: mediaKinds }).notNull(),
    type: text("type", { enum: mediaTypes }).notNull(),
    key: text("key").notNull(),
    filename: text("filename").notNull(),
    alt: text("alt").notNull().default(""),
    width: integer("width"),
    height: integer("height"),
    bytes: integer("bytes").notNull(),
    variants: json<StoredVariant[]>("variants").notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("media_site_key_uq").on(t.siteId, t.key),
    index("media_site_created_idx").on(t.siteId, t.createdAt),
  ],
);

/** A box's contents (issue 12 §2): declinations of other products, with their count. */
export const boxItems = pgTable(
  "box_items",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    boxId: integer("box_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    declinationId: integer("declination_id")
      .notNull()
      .references(() => productDeclinations.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    order: integer("order").notNull().default(0),
  },
  (t) => [
    index("box_items_box_idx").on(t.siteId, t.boxId),
    check("box_items_quantity_ck", sql`${t.quantity} > 0`),
  ],
);

/** A product's former slugs: `/shop/{old}` answers a 301 to the current one (issue 12 §2). */
export const productSlugRedirects = pgTable(
  "product_slug_redirects",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    slug: text("slug").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("product_slug_redirects_uq").on(t.siteId, t.slug)],
);

/** Volume discounts: from minQuantity units on a cart line, the unit price drops. */
export const decreasingDiscounts = pgTable(
  "decreasing_discounts",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    minQuantity: integer("min_quantity").notNull(),
    type: text("type", { enum: discountTypes }).notNull(),
    amount: integer("amount").notNull(),
  },
  (t) => [index("decreasing_discounts_product_idx").on(t.siteId, t.productId)],
);

/** Medals and ratings of a product, or of one of its vintages (spec §7 GET /award?product=). */
export const awards = pgTable(
  "awards",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    declinationId: integer("declination_id").references(() => productDeclinations.id, {
      onDelete: "set null",
    }),
    competition: text("competition").notNull(),
    distinction: text("distinction").notNull(),
    medal: text("medal", { enum: awardMedals }).notNull(),
    /** The year the award was given. */
    year: integer("year"),
    order: integer("order").notNull().default(0),
  },
  (t) => [index("awards_product_idx").on(t.siteId, t.productId)],
);

/** spec §7 GET /v2/product/recommended/{id}: the products shown beside a product, in order. */
export const productRecommendations = pgTable(
  "product_recommendations",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    recommendedId: integer("recommended_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    order: integer("order").notNull().default(0),
  },
  (t) => [uniqueIndex("product_recommendations_uq").on(t.productId, t.recommendedId)],
);

/**
 * spec §3 Cart, §4: created on the first add or on login. Its id is random (a UUID): an anonymous
 * cart is reached by its id alone, so the id must not be guessable. Once a user owns it, only that
 * user may read or change it. A user has at most one default ("main") cart.
 */
export const carts = pgTable(
  "carts",
  {
    id: text("id").primaryKey(),
    siteId: siteIdColumn(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    isDefault: boolean("is_default").notNull().default(false),
    discountCode: text("discount_code"),
    /** spec §3 client-side state deliveryType, as sent with POST /cart (type). */
    deliveryType: text("delivery_type", { enum: deliveryTypes }).notNull().default("delivery"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("carts_site_user_idx").on(t.siteId, t.userId),
    uniqueIndex("carts_user_default_uq").on(t.siteId, t.userId).where(sql`${t.isDefault}`),
  ],
);

/** spec §3 Cart product: one declination in a cart, with its quantity. */
export const cartProducts = pgTable(
  "cart_products",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    cartId: text("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    declinationId: integer("declination_id")
      .notNull()
      .references(() => productDeclinations.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("cart_products_cart_declination_uq").on(t.cartId, t.declinationId),
    check("cart_products_quantity_ck", sql`${t.quantity} > 0`),
  ],
);

// ---- Content (spec §7 content calls; docs/decisions/030). Rich HTML is sanitized when written.

/** An image of the site's media, kept with its size (no layout shift). */
export interface StoredImage {
  src: string;
  alt: string;
  width: number | null;
  height: number | null;
}

/** Raw bytes (uploaded form files): Buffer from node-postgres, Uint8Array from PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

export const blogFolders = pgTable(
  "blog_folders",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    idParent: integer("id_parent").references((): AnyPgColumn => blogFolders.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    order: integer("order").notNull().default(0),
    isValid: boolean("is_valid").notNull().default(true),
    version: integer("version").notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("blog_folders_site_slug_uq").on(t.siteId, t.slug)],
);

export const blogArticles = pgTable(
  "blog_articles",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    folderId: integer("folder_id").references(() => blogFolders.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    summary: text("summary").notNull().default(""),
    html: text("html").notNull().default(""),
    image: json<StoredImage | null>("image"),
    author: text("author"),
    /** Lower-case tags. */
    tags: json<string[]>("tags").notNull().default([]),
    /** The <title> when it should differ from the article's title. */
    seoTitle: text("seo_title"),
    metaDescription: text("meta_description"),
    /** Published: visible to visitors once publishedAt has come (a later date schedules it). */
    isValid: boolean("is_valid").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_articles_site_slug_uq").on(t.siteId, t.slug),
    index("blog_articles_site_published_idx").on(t.siteId, t.publishedAt),
  ],
);

export const news = pgTable(
  "news",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    summary: text("summary").notNull().default(""),
    html: text("html").notNull().default(""),
    image: json<StoredImage | null>("image"),
    seoTitle: text("seo_title"),
    metaDescription: text("meta_description"),
    isPromoted: boolean("is_promoted").notNull().default(false),
    isValid: boolean("is_valid").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("news_site_slug_uq").on(t.siteId, t.slug),
    index("news_site_published_idx").on(t.siteId, t.publishedAt),
  ],
);

export const albums = pgTable(
  "albums",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    /** The album's cover (an album_media src); null: its first item. */
    coverSrc: text("cover_src"),
    order: integer("order").notNull().default(0),
    isValid: boolean("is_valid").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("albums_site_slug_uq").on(t.siteId, t.slug)],
);

/** The images and videos of an album; the type follows the file's extension (spec §5). */
export const albumMedia = pgTable(
  "album_media",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    albumId: integer("album_id")
      .notNull()
      .references(() => albums.id, { onDelete: "cascade" }),
    src: text("src").notNull(),
    alt: text("alt").notNull().default(""),
    caption: text("caption"),
    width: integer("width"),
    height: integer("height"),
    order: integer("order").notNull().default(0),
  },
  (t) => [index("album_media_album_idx").on(t.siteId, t.albumId)],
);

export const services = pgTable(
  "services",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    summary: text("summary").notNull().default(""),
    html: text("html").notNull().default(""),
    image: json<StoredImage | null>("image"),
    price: text("price"),
    duration: text("duration"),
    /** Lower-case tags, filtered by GET /service?tag=a,b. */
    tags: json<string[]>("tags").notNull(),
    /** This service's page style; null: the site's SERVICE_PAGE_STYLE. */
    pageStyle: text("page_style"),
    seoTitle: text("seo_title"),
    metaDescription: text("meta_description"),
    order: integer("order").notNull().default(0),
    isValid: boolean("is_valid").notNull().default(true),
    version: integer("version").notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("services_site_slug_uq").on(t.siteId, t.slug)],
);

/** An element list (events, workshops…) served as GET /element/{route}. */
export const elementLists = pgTable(
  "element_lists",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    route: text("route").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    version: integer("version").notNull().default(1),
  },
  (t) => [uniqueIndex("element_lists_site_route_uq").on(t.siteId, t.route)],
);

export const elements = pgTable(
  "elements",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    listId: integer("list_id")
      .notNull()
      .references(() => elementLists.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    summary: text("summary").notNull().default(""),
    html: text("html").notNull().default(""),
    image: json<StoredImage | null>("image"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    location: text("location"),
    price: text("price"),
    capacity: integer("capacity"),
    registrationOpen: boolean("registration_open").notNull().default(false),
    /** The dates a registrant may choose (calendars); null: the element's own date. */
    calendarId: integer("calendar_id").references((): AnyPgColumn => calendars.id, { onDelete: "set null" }),
    /** A full element takes registrations on a waiting list. */
    hasWaitingList: boolean("has_waiting_list").notNull().default(true),
    order: integer("order").notNull().default(0),
    isValid: boolean("is_valid").notNull().default(true),
    version: integer("version").notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("elements_list_slug_uq").on(t.siteId, t.listId, t.slug)],
);

/** Per-visitor rows: volatile (src/server/db/tenancy.ts), they never drop the page cache. */
export const elementRegistrations = pgTable(
  "element_registrations",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    elementId: integer("element_id")
      .notNull()
      .references(() => elements.id, { onDelete: "cascade" }),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    seats: integer("seats").notNull().default(1),
    message: text("message"),
    /** CONFIRMED holds seats; WAITING is on the waiting list; CANCELLED frees them. */
    status: text("status", { enum: ["CONFIRMED", "WAITING", "CANCELLED"] })
      .notNull()
      .default("CONFIRMED"),
    /** The date chosen in the element's calendar, when it has one. */
    chosenDate: date("chosen_date"),
    /** The secret of the registrant's cancel link (a hash; the token is mailed). */
    cancelTokenHash: text("cancel_token_hash"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Inbox marks (issue 14 §5). */
    readAt: timestamp("read_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** When the owner last answered it by mail from the inbox, and who did (decision 115). */
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    repliedBy: integer("replied_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("element_registrations_element_idx").on(t.siteId, t.elementId)],
);

export const forms = pgTable(
  "forms",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    submitLabel: text("submit_label").notNull(),
    successMessage: text("success_message").notNull(),
    /** The field definitions (schemas/content.ts formFieldSchema). */
    fields: json<unknown[]>("fields").notNull(),
    /** Answers older than this are erased by a job (issue 14 §4; default 3 years). */
    retentionDays: integer("retention_days").notNull().default(1095),
    isValid: boolean("is_valid").notNull().default(true),
    version: integer("version").notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("forms_site_slug_uq").on(t.siteId, t.slug)],
);

export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    formId: integer("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    values: json<Record<string, unknown>>("values").notNull(),
    /** The answer's e-mail field, if any: the reply-to of the owner's mail and of a reply. */
    email: text("email"),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    /** Inbox marks (issue 14 §5). */
    readAt: timestamp("read_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** When the owner last answered it by mail from the inbox, and who did (decision 115). */
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    repliedBy: integer("replied_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("form_submissions_form_idx").on(t.siteId, t.formId)],
);

/** Files sent with a form, kept in the database: written in the submission's transaction. */
export const formSubmissionFiles = pgTable("form_submission_files", {
  id: serial("id").primaryKey(),
  siteId: siteIdColumn(),
  submissionId: integer("submission_id")
    .notNull()
    .references(() => formSubmissions.id, { onDelete: "cascade" }),
  field: text("field").notNull(),
  filename: text("filename").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  data: bytea("data").notNull(),
});

/** Messages of the contact form (POST /message), kept per site; the owner is mailed a copy. */
export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject"),
    message: text("message").notNull(),
    /** The contact form's other fields (organisation, date of visit…). */
    extra: json<Record<string, unknown>>("extra").notNull(),
    /** Set once the owner's copy is handed to the mail service. */
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    /** When the owner marked it read in the back-office (null: unread). */
    readAt: timestamp("read_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** When the owner last answered it by mail from the inbox. */
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    /** Who answered it last (decision 115). */
    repliedBy: integer("replied_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("messages_site_idx").on(t.siteId, t.createdAt)],
);

/** Reviews by source: the site's own (after orders) and those imported from the review service. */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    source: text("source", { enum: reviewSources }).notNull(),
    rating: integer("rating").notNull(),
    firstname: text("firstname").notNull(),
    /** Plain text, sanitized when written. */
    text: text("text").notNull(),
    reviewedOn: date("reviewed_on").notNull(),
    /** The product reviewed, on shop sites (the catalogue's foreign key comes with its table). */
    productId: integer("product_id"),
    isValid: boolean("is_valid").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("reviews_site_source_idx").on(t.siteId, t.source, t.reviewedOn)],
);

/** Rules of the dates a visitor may choose (GET /calendar/{id}/date/allowed/{month}/{year}). */
export const calendars = pgTable("calendars", {
  id: serial("id").primaryKey(),
  siteId: siteIdColumn(),
  name: text("name").notNull(),
  /** ISO weekdays open: 1 Monday … 7 Sunday. */
  weekdays: json<number[]>("weekdays").notNull(),
  closedDates: json<string[]>("closed_dates").notNull(),
  openDates: json<string[]>("open_dates").notNull(),
  minDelayDays: integer("min_delay_days").notNull().default(0),
  maxDelayDays: integer("max_delay_days"),
  startsOn: date("starts_on"),
  endsOn: date("ends_on"),
});

/**
 * The unsaved work of the layout editor (spec §7 layout preview): one draft per layout, shown to
 * admins only. Volatile (src/server/db/tenancy.ts): a draft changes nothing a visitor sees, so
 * saving one never drops the site's caches.
 */
export const layoutDrafts = pgTable(
  "layout_drafts",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    layoutId: integer("layout_id")
      .notNull()
      .references(() => pageLayouts.id, { onDelete: "cascade" }),
    html: text("html").notNull(),
    css: text("css").notNull().default(""),
    /** The GrapesJS project JSON in its versioned envelope (src/runtime/layout/layout-project.ts). */
    projectData: json<unknown>("project_data"),
    hash: text("hash").notNull(),
    /** Path of the preview image under DATA_DIR/media, if the editor sent one. */
    thumbnail: text("thumbnail"),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("layout_drafts_layout_uq").on(t.layoutId)],
);

/** Every published version of a layout, kept so that any of them can be restored. */
export const layoutVersions = pgTable(
  "layout_versions",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    layoutId: integer("layout_id")
      .notNull()
      .references(() => pageLayouts.id, { onDelete: "cascade" }),
    /** 1, 2, 3… per layout. */
    version: integer("version").notNull(),
    html: text("html").notNull(),
    css: text("css").notNull().default(""),
    projectData: json<unknown>("project_data"),
    hash: text("hash").notNull(),
    thumbnail: text("thumbnail"),
    /** The version this one brought back, when it was published by a restore. */
    restoredFrom: integer("restored_from"),
    publishedBy: integer("published_by").references(() => users.id, { onDelete: "set null" }),
    publishedByEmail: text("published_by_email").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("layout_versions_layout_version_uq").on(t.layoutId, t.version)],
);

/** Who changed what, and when: one row per admin change (issue "Admin tools", DESIGN.md §4). */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written: the row still names its author after the account is deleted. */
    userEmail: text("user_email").notNull(),
    action: text("action").notNull(),
    target: text("target").notNull(),
    details: json<Record<string, unknown>>("details"),
    createdAt: createdAt(),
  },
  (t) => [index("admin_audit_site_created_idx").on(t.siteId, t.createdAt)],
);

// ---- Delivery and orders (issue "Wine shop, part 2"; docs/decisions/070) ----------------------

/** spec §3 carrier: a home-delivery (DELIVERY) or relay-point (PICKUP) service of the site. */
export const carriers = pgTable("carriers", {
  id: serial("id").primaryKey(),
  siteId: siteIdColumn(),
  name: text("name").notNull(),
  serviceCode: text("service_code").notNull(),
  deliveryType: text("delivery_type", { enum: carrierDeliveryTypes }).notNull(),
  /** The provider: "BUILTIN" for rate grids kept here; a carrier's API could plug in later. */
  siteType: text("site_type").notNull().default("BUILTIN"),
  delayDays: integer("delay_days"),
  order: integer("order").notNull().default(0),
  isValid: boolean("is_valid").notNull().default(true),
  /** Cents of products from which this carrier ships free (issue 13 §1); null: its grid's fee. */
  freeFrom: integer("free_from"),
  version: integer("version").notNull().default(1),
});

/** A carrier's rate grid: the fee for a bottle count range in a zone (FR, CORSICA, EU, WORLD). */
export const carrierRates = pgTable(
  "carrier_rates",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    carrierId: integer("carrier_id")
      .notNull()
      .references(() => carriers.id, { onDelete: "cascade" }),
    zone: text("zone", { enum: shippingZones }).notNull(),
    minBottles: integer("min_bottles").notNull(),
    /** null: no upper bound. */
    maxBottles: integer("max_bottles"),
    /** Cents. */
    price: integer("price").notNull(),
  },
  (t) => [
    index("carrier_rates_carrier_zone_idx").on(t.carrierId, t.zone),
    check(
      "carrier_rates_range_ck",
      sql`${t.minBottles} >= 0 and (${t.maxBottles} is null or ${t.maxBottles} >= ${t.minBottles})`,
    ),
    check("carrier_rates_price_ck", sql`${t.price} >= 0`),
  ],
);

/** The built-in relay-point provider's points (spec §3 access point). */
export const accessPoints = pgTable(
  "access_points",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    carrierId: integer("carrier_id")
      .notNull()
      .references(() => carriers.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    addLine1: text("add_line1").notNull(),
    zipCode: text("zip_code").notNull(),
    city: text("city").notNull(),
    country: text("country").notNull().default("FR"),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    openingHours: text("opening_hours"),
    isValid: boolean("is_valid").notNull().default(true),
  },
  (t) => [uniqueIndex("access_points_carrier_code_uq").on(t.carrierId, t.code)],
);

/** Weekly pick-up slots of a click-and-collect address. */
export const pickupSchedules = pgTable(
  "pickup_schedules",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    addressId: integer("address_id")
      .notNull()
      .references(() => companyAddresses.id, { onDelete: "cascade" }),
    /** ISO weekday: 1 Monday … 7 Sunday. */
    weekday: integer("weekday").notNull(),
    /** "HH:MM", local time of the site (Europe/Paris). */
    opensAt: text("opens_at").notNull(),
    closesAt: text("closes_at").notNull(),
    /** Orders the slot takes on one date (issue 13 §2); null: as many as come. */
    capacity: integer("capacity"),
  },
  (t) => [
    check("pickup_schedules_weekday_ck", sql`${t.weekday} between 1 and 7`),
    check("pickup_schedules_capacity_ck", sql`${t.capacity} is null or ${t.capacity} > 0`),
  ],
);

/** Where a bank transfer goes (one per site). */
export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    holder: text("holder").notNull(),
    iban: text("iban").notNull(),
    bic: text("bic").notNull(),
  },
  (t) => [uniqueIndex("bank_accounts_site_uq").on(t.siteId)],
);

/**
 * A site's card payment account (docs/decisions/070): the producer's own Stripe keys. Without a
 * row the site takes no card payment. The secret keys never leave the server.
 */
export const cardPaymentAccounts = pgTable(
  "card_payment_accounts",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    provider: text("provider", { enum: ["stripe"] })
      .notNull()
      .default("stripe"),
    publishableKey: text("publishable_key").notNull(),
    secretKey: text("secret_key").notNull(),
    webhookSecret: text("webhook_secret").notNull(),
  },
  (t) => [uniqueIndex("card_payment_accounts_site_uq").on(t.siteId)],
);

/** An order (DESIGN.md §4): every amount computed by the server, in cents. */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written: the order still names its buyer after the account is deleted. */
    email: text("email").notNull(),
    reference: text("reference").notNull(),
    status: text("status", {
      enum: orderStatuses,
    })
      .notNull()
      .default("PENDING_PAYMENT"),
    deliveryKind: text("delivery_kind", {
      enum: orderDeliveryKinds,
    }).notNull(),
    paymentMethod: text("payment_method", {
      enum: paymentMethods,
    }).notNull(),
    carrierId: integer("carrier_id").references(() => carriers.id, { onDelete: "set null" }),
    carrierName: text("carrier_name"),
    carrierServiceCode: text("carrier_service_code"),
    shippingAddress: json<OrderAddress | null>("shipping_address"),
    billingAddress: json<OrderAddress>("billing_address").notNull(),
    accessPoint: json<AccessPoint | null>("access_point"),
    pickupAddressId: integer("pickup_address_id").references(() => companyAddresses.id, {
      onDelete: "set null",
    }),
    pickupDate: date("pickup_date"),
    pickupScheduleId: integer("pickup_schedule_id").references(() => pickupSchedules.id, {
      onDelete: "set null",
    }),
    /** The pick-up slot as it was when ordered ("Le Caveau…", "09:00", "12:00"). */
    pickupSlot: json<{ name: string; opensAt: string; closesAt: string } | null>("pickup_slot"),
    phone: text("phone"),
    message: text("message"),
    discountId: integer("discount_id").references(() => discounts.id, { onDelete: "set null" }),
    discountCode: text("discount_code"),
    /** The code's terms and effect when ordered. */
    discount: json<OrderDiscount | null>("discount"),
    subtotal: integer("subtotal").notNull(),
    discountValue: integer("discount_value").notNull().default(0),
    shippingFees: integer("shipping_fees").notNull().default(0),
    total: integer("total").notNull(),
    vatNumber: text("vat_number"),
    sellerVatNumber: text("seller_vat_number"),
    /** The buyer's birthdate given as proof of majority, where the site blocks minors. */
    birthdate: date("birthdate"),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }).notNull(),
    idempotencyKey: text("idempotency_key"),
    /** The card provider's reference of the payment (a Stripe Checkout Session id). */
    paymentRef: text("payment_ref"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** When the order reached its buyer (DELIVERED): the withdrawal period runs from it. */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** The buyer's withdrawal (consumer code L221-18), as they sent it from their account. */
    withdrawalRequestedAt: timestamp("withdrawal_requested_at", { withTimezone: true }),
    withdrawalMessage: text("withdrawal_message"),
    reviewRequestDueAt: timestamp("review_request_due_at", { withTimezone: true }),
    reviewRequestSentAt: timestamp("review_request_sent_at", { withTimezone: true }),
    /**
     * What the owner's desk searches (issue 13 §5): reference, e-mail and buyer's name both ways,
     * lower-cased without accents, computed once when written rather than at every search.
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql.raw(
        foldedLowerSql(
          "reference || ' ' || email || ' ' || coalesce(billing_address->>'firstname', '') || ' ' || coalesce(billing_address->>'lastname', '') || ' ' || coalesce(billing_address->>'firstname', '')",
        ),
      ),
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("orders_site_reference_uq").on(t.siteId, t.reference),
    // a slot's bookings on a date (its capacity is checked in the order's transaction)
    index("orders_pickup_slot_idx").on(t.pickupScheduleId, t.pickupDate),
    uniqueIndex("orders_site_user_idempotency_uq")
      .on(t.siteId, t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index("orders_site_user_idx").on(t.siteId, t.userId, t.createdAt),
    // the owner's desk: newest first, paged (issue 13 §5)
    index("orders_site_created_idx").on(t.siteId, t.createdAt, t.id),
    index("orders_review_due_idx").on(t.reviewRequestDueAt).where(sql`${t.reviewRequestSentAt} is null`),
    check("orders_amounts_ck", sql`${t.subtotal} >= 0 and ${t.total} >= 0 and ${t.shippingFees} >= 0`),
  ],
);

/** A line of an order, priced and named as it was when ordered. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    declinationId: integer("declination_id").references(() => productDeclinations.id, {
      onDelete: "set null",
    }),
    name: text("name").notNull(),
    year: integer("year"),
    capacity: doublePrecision("capacity"),
    capacityUnit: text("capacity_unit", { enum: capacityUnits }),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    total: integer("total").notNull(),
    /** Whose stock the line took (given back if the order is cancelled); null: none tracked. */
    stockFrom: text("stock_from", { enum: stockSources }),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    check("order_lines_quantity_ck", sql`${t.quantity} > 0`),
  ],
);

/**
 * A credit note ("avoir", issue 13 §5): what a cancelled paid order gives back, numbered per site
 * in its own sequence (A-000001…), never changed nor erased, like the invoice it cancels.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    sequence: integer("sequence").notNull(),
    number: text("number").notNull(),
    /** What is given back, VAT included: the order's total. */
    amount: integer("amount").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("credit_notes_order_uq").on(t.orderId),
    uniqueIndex("credit_notes_site_sequence_uq").on(t.siteId, t.sequence),
  ],
);

/**
 * Data migrations (src/server/db/data-migrations.ts): rewrites of stored rows that the SQL
 * migrations cannot express, run once at start-up after them. One row per migration that ran, so
 * that a start with nothing left to do costs one query. A platform table: no site_id.
 */
export const dataMigrations = pgTable("data_migrations", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The job queue (src/server/jobs, docs/decisions/084): work owed after a commit (a mail to deliver…)
 * is a row written in the transaction that owes it, claimed with FOR UPDATE SKIP LOCKED under a
 * lease, retried with backoff. A job of a site carries its site_id (the tenancy walls apply, so a
 * site's transaction can enqueue its own jobs only); a platform job has none.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").references(() => sites.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    payload: json<Record<string, unknown>>("payload").notNull(),
    /** A job enqueued twice with one key (per kind) is written once. */
    dedupeKey: text("dedupe_key"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(10),
    /** The lease: until then the worker named in locked_by owns the job. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("jobs_kind_dedupe_uq").on(t.kind, t.dedupeKey),
    index("jobs_due_idx").on(t.runAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    check("jobs_attempts_ck", sql`${t.attempts} >= 0 and ${t.maxAttempts} > 0`),
  ],
);

/**
 * Rate-limit windows shared by every process (docs/decisions/013): one row per key (purpose and IP,
 * or purpose and a hash of site + e-mail), counted by one atomic upsert per attempt. Not a site's
 * data (an address is limited across sites), so no site_id; unlogged (migration 0014): a crash of
 * the database server forgets the windows, which only restarts them.
 */
export const rateLimitWindows = pgTable("rate_limit_windows", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  /** Epoch milliseconds at which the window ends (the app's clock, so that tests can set it). */
  resetAt: bigint("reset_at", { mode: "number" }).notNull(),
});

// ---- The platform (issue 19): operators above the sites, their sessions, their audit log, ----
// ---- and each site's set-up checklist. The first three have no site_id: no app role grant. ----

/** A platform operator: creates, opens, suspends, exports and deletes sites (issue 19 §1). */
export const platformOperators = pgTable(
  "platform_operators",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    name: text("name"),
    createdAt: createdAt(),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    /** The TOTP secret (base32) of the operator's second factor; null while it is off. */
    totpSecret: text("totp_secret"),
    /** The last time step whose code was accepted: a code is never accepted twice. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    /** SHA-256 of the one-time recovery codes still unused (shown once, when the factor is set). */
    recoveryCodeHashes: text("recovery_code_hashes").array().notNull().default(sql`'{}'`),
  },
  (t) => [uniqueIndex("platform_operators_email_uq").on(t.email)],
);

/** An operator's session on the platform host: opaque token, stored as its SHA-256 hash. */
export const operatorSessions = pgTable(
  "operator_sessions",
  {
    id: serial("id").primaryKey(),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => platformOperators.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The password was right and the second factor is still owed: no console access yet. */
    secondFactorPending: boolean("second_factor_pending").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("operator_sessions_token_hash_uq").on(t.tokenHash)],
);

/**
 * Every operator action (issue 19 §1), from the screens or the command line. The site is named by
 * id and name without a foreign key: the line outlives the site it deleted.
 */
export const platformAudit = pgTable(
  "platform_audit",
  {
    id: serial("id").primaryKey(),
    operatorId: integer("operator_id").references(() => platformOperators.id, { onDelete: "set null" }),
    /** Who acted, as written then: "operator:jane@example.fr" or "cli:root@host". */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    siteId: integer("site_id_ref"),
    siteName: text("site_name"),
    details: json<Record<string, unknown>>("details"),
    createdAt: createdAt(),
  },
  (t) => [index("platform_audit_created_idx").on(t.createdAt)],
);

/** The owner's set-up checklist (issue 19 §3): the steps the owner marked done, per site. */
export const siteSetupSteps = pgTable(
  "site_setup_steps",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    step: text("step").notNull(),
    doneAt: timestamp("done_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("site_setup_steps_uq").on(t.siteId, t.step)],
);

/**
 * The owner's choices per destination country (issue 15 §6, src/runtime/shop/destinations.ts):
 * a country of the site's selling area it does not sell to, or whose excise its prices include.
 * No row: sold, excise not included.
 */
export const siteDestinations = pgTable(
  "site_destinations",
  {
    id: serial("id").primaryKey(),
    siteId: siteIdColumn(),
    alphaTwo: text("alpha_two").notNull(),
    sold: boolean("sold").notNull().default(true),
    exciseIncluded: boolean("excise_included").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("site_destinations_uq").on(t.siteId, t.alphaTwo)],
);
