import { z } from "zod";
import { type ParameterKey, parameterKeys, parameterKinds, parameterRegistry } from "./parameters";
import { pageNodeSchema } from "./site";

// Contracts of the admin calls (spec §6, §7 "Admin layout editing", DESIGN.md §4 and §7).

export const adminRoles = ["ADMIN", "SUPER_ADMIN"] as const;
export type AdminRole = (typeof adminRoles)[number];

/** GET /admin/session: what the browser needs to decide whether to load the editor. */
export const adminSessionSchema = z.object({ id: z.number(), role: z.enum(adminRoles) });
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** A layout's html, as the editor sends it: 2 MB at most, the same as any stored layout. */
export const LAYOUT_HTML_MAX = 2_000_000;
export const LAYOUT_CSS_MAX = 500_000;
export const LAYOUT_PROJECT_MAX = 5_000_000;
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
export const thumbnailTypes = ["image/png", "image/jpeg", "image/webp"] as const;

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, { error: "Empreinte SHA-256 attendue." });

/** POST /admin/page/{idPage}/layout/{idLayout}/hash/check (DESIGN.md §4). */
export const hashCheckBodySchema = z.object({ html: z.string().max(LAYOUT_HTML_MAX) });
export const hashCheckResultSchema = z.object({
  /** SHA-256 of the normalized html sent. */
  hash: sha256Hex,
  /** SHA-256 of the layout as stored now: the draft if there is one, else the published html. */
  storedHash: sha256Hex,
  matches: z.boolean(),
});
export type HashCheckResult = z.infer<typeof hashCheckResultSchema>;

/** PUT /admin/page/{idPage}/layout/{idLayout}/preview: the text fields of the multipart body. */
export const previewFieldsSchema = z.object({
  html: z.string().max(LAYOUT_HTML_MAX),
  css: z.string().max(LAYOUT_CSS_MAX).default(""),
  projectData: z.string().max(LAYOUT_PROJECT_MAX),
  baseHash: sha256Hex,
});

/** POST …/publish and POST …/versions/{idVersion}/restore: the hash the admin started from, if known. */
export const publishBodySchema = z.object({ baseHash: sha256Hex.optional() });

export const layoutDraftSchema = z.object({
  html: z.string(),
  css: z.string(),
  projectData: z.unknown(),
  hash: z.string(),
  /** Media key of the preview image (GET /admin/media/{key}), if the editor sent one. */
  thumbnail: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});

/** One layout as the editor sees it: what is published and the draft being worked on. */
export const adminLayoutSchema = z.object({
  id: z.number(),
  pageId: z.number(),
  order: z.number(),
  html: z.string(),
  css: z.string(),
  projectData: z.unknown(),
  hash: z.string(),
  draft: layoutDraftSchema.nullable(),
  /** The hash the next save must start from: the draft's, else the published one. */
  storedHash: z.string(),
  /** Number of published versions kept. */
  versionCount: z.number(),
});
export type AdminLayout = z.infer<typeof adminLayoutSchema>;

/** 409 of a stale base hash: the data of the failure, so the editor can offer reload or overwrite. */
export const layoutConflictSchema = z.object({ storedHash: z.string(), baseHash: z.string() });

export const layoutVersionSchema = z.object({
  id: z.number(),
  version: z.number(),
  hash: z.string(),
  publishedAt: z.string(),
  publishedBy: z.string(),
  restoredFrom: z.number().nullable(),
  thumbnail: z.string().nullable(),
});
export type LayoutVersion = z.infer<typeof layoutVersionSchema>;

/** POST /admin/page/{idPage}/layout: a new, empty layout at `position` (0-based; the end if left out). */
export const newLayoutBodySchema = z.object({ position: z.number().int().min(0).max(1000).optional() });

// ---------------------------------------------------------------------------------------------
// Settings editor (GET and PUT /admin/parameter).

export const adminParameterSchema = z.object({
  type: z.string(),
  kind: z.enum(parameterKinds),
  label: z.string(),
  /** The stored value, or null when the key is unset (its default applies, spec §3). */
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
});
export type AdminParameter = z.infer<typeof adminParameterSchema>;

export const adminParametersSchema = z.object({
  items: z.array(adminParameterSchema),
  /** Stored values the registry refused (shown to the owner, who can fix them). */
  issues: z.array(z.object({ type: z.string(), message: z.string() })),
});
export type AdminParameters = z.infer<typeof adminParametersSchema>;

const parameterValueInput = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * Settings that make every page run code (the registry's `loadsCode` flag: SCRIPT_TO_LOAD, the HTML
 * inserted after <body>, the trackers' ids): only a SUPER_ADMIN may change them, so that an ADMIN
 * cannot add script to the site, whether written by hand or published in a tag-manager account.
 */
export const superAdminParameterKeys: readonly ParameterKey[] = Object.freeze(
  parameterKeys.filter((key) => {
    const definition: { readonly loadsCode?: true } = parameterRegistry[key];
    return definition.loadsCode === true;
  }),
);
const superAdminOnly = new Set<string>(superAdminParameterKeys);

/** Whether a user of `role` may change setting `key`: the server's rule, which the editor shows. */
export function mayChangeParameter(role: string, key: string): boolean {
  return role === "SUPER_ADMIN" || !superAdminOnly.has(key);
}

/** PUT /admin/parameter: the keys to change and their new values; null resets a key to its default. */
export const parameterUpdateBodySchema = z.object({
  values: z
    .record(z.string().max(100), parameterValueInput)
    .refine((v) => Object.keys(v).length > 0, { error: "Aucune valeur à enregistrer." })
    .refine((v) => Object.keys(v).length <= 500, { error: "Trop de valeurs à la fois." }),
});
export type ParameterUpdateBody = z.infer<typeof parameterUpdateBodySchema>;

/** POST /admin/parameter/preset: a preset of themes/presets.ts, applied in one transaction. */
export const presetBodySchema = z.object({ name: z.string().min(1).max(50) });

// ---------------------------------------------------------------------------------------------
// Page tree (GET, POST, PUT /admin/page…).

/**
 * A page url: "" for the home page, else lower-case words joined by "-", in "/"-separated
 * segments ("services/strategie-communication"), as the seeded pages are (spec §2 routes).
 */
export const pageUrlSchema = z
  .string()
  .max(200, { error: "Adresse trop longue (200 caractères au plus)." })
  .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/, {
    error:
      "Adresse invalide : lettres minuscules sans accent, chiffres et tirets, en segments séparés par « / » (exemple : services/conseil).",
  });

const pageTitle = z
  .string()
  .trim()
  .min(1, { error: "Le titre est obligatoire." })
  .max(150, { error: "Titre trop long (150 caractères au plus)." });
const menuTitle = z
  .string()
  .trim()
  .min(1, { error: "Le titre dans le menu est obligatoire." })
  .max(60, { error: "Titre de menu trop long (60 caractères au plus)." });
const metaDescription = z
  .string()
  .trim()
  .max(320, { error: "Méta-description trop longue (320 caractères au plus)." })
  .nullable();

export const pageCreateBodySchema = z.object({
  title: pageTitle,
  url: pageUrlSchema,
  menuTitle: menuTitle,
  metaDescription: metaDescription.optional(),
  showInMenu: z.boolean().default(true),
  idParent: z.number().int().positive().nullable().default(null),
  /** Place among its siblings (0-based); the end when left out. */
  order: z.number().int().min(0).max(10_000).optional(),
});
export type PageCreateBody = z.infer<typeof pageCreateBodySchema>;

export const pageUpdateBodySchema = z
  .object({
    title: pageTitle,
    url: pageUrlSchema,
    menuTitle: menuTitle,
    metaDescription: metaDescription,
    showInMenu: z.boolean(),
    idParent: z.number().int().positive().nullable(),
    order: z.number().int().min(0).max(10_000),
    /** A new url: the old one leads to it (301) unless false (issue 14 §6). */
    redirectOldUrl: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: "Aucun champ à modifier." });
export type PageUpdateBody = z.infer<typeof pageUpdateBodySchema>;

/** PUT /admin/page/reorder: the children of one parent, in their new order. */
export const pageReorderBodySchema = z.object({
  idParent: z.number().int().positive().nullable(),
  ids: z.array(z.number().int().positive()).min(1).max(1000),
});

/** The admin's page tree: every page, hidden ones included. */
export const adminPageTreeSchema = z.array(pageNodeSchema);

/** One row of the audit trail (GET /admin/audit). */
export const auditEntrySchema = z.object({
  id: z.number(),
  userEmail: z.string(),
  action: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
