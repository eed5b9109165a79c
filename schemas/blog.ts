// Contracts of the owner's blog and news (issue 14 §1, §2, DESIGN.md §7): /api/admin/blog/folder,
// /api/admin/blog and /api/admin/news. An article or a news item is a "post": a title, a slug (a
// change keeps a 301 from the old one), a cover from the media library, rich text sanitized on the
// server, an excerpt, SEO fields, and a publication date (later than now: scheduled).
import { z } from "zod";
import { mediaImageSchema } from "./content";

const id = z.number().int().positive().max(2_147_483_647);
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${max} caractères au plus.` });
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null));

/**
 * An address segment: lower-case letters, digits and hyphens, not digits only (a number in a
 * visitor's URL is read as an id: content-common.ts idOrSlugOf).
 */
export const postSlugSchema = z
  .string()
  .trim()
  .max(120, { error: "120 caractères au plus." })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Lettres minuscules, chiffres et tirets seulement." })
  .refine((s) => !/^\d+$/.test(s), { error: "L’adresse ne peut pas être faite de chiffres seulement." });

/** Where a post stands for visitors: draft (unpublished), scheduled (later), published. */
export const postStatuses = ["published", "scheduled", "draft"] as const;
export type PostStatus = (typeof postStatuses)[number];
export const postSorts = ["publishedAt", "title", "updatedAt"] as const;
export const ADMIN_POST_PAGE_SIZES = [10, 25, 50, 100] as const;

/** What a blog article and a news item share. */
const postFields = {
  title: text(200).min(1, { error: "Titre obligatoire." }),
  /** Made from the title when left empty. */
  slug: z.union([z.literal(""), postSlugSchema]).optional(),
  /** A media library address (/api/media/file/…), or null: no cover. */
  image: text(500).nullable().default(null),
  /** Rich text (html): sanitized on the server when written, with the layouts' allow-list. */
  html: z.string().max(200_000, { error: "Texte trop long (200 000 caractères au plus)." }).default(""),
  /** The excerpt shown in lists. */
  summary: text(1000).default(""),
  seoTitle: optionalText(200),
  metaDescription: optionalText(320),
  /** false: unpublished (a draft). */
  isValid: z.boolean().default(true),
  /** When visitors see it; null: now. A later date schedules it. */
  publishedAt: z.iso.datetime({ offset: true, error: "Date et heure invalides." }).nullable().default(null),
};

export const blogArticleInputSchema = z.object({
  ...postFields,
  idFolder: id.nullable().default(null),
  author: optionalText(120),
  tags: z
    .array(text(40).min(1, { error: "Mot-clé vide." }))
    .max(30, { error: "30 mots-clés au plus." })
    .default([]),
});
export type BlogArticleInput = z.input<typeof blogArticleInputSchema>;
export const blogArticleUpdateSchema = blogArticleInputSchema.extend({ version: z.number().int() });

export const newsInputSchema = z.object({ ...postFields, isPromoted: z.boolean().default(false) });
export type NewsInput = z.input<typeof newsInputSchema>;
export const newsUpdateSchema = newsInputSchema.extend({ version: z.number().int() });

const adminPostFields = {
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  /** The storefront address. */
  url: z.string(),
  image: mediaImageSchema.nullable(),
  html: z.string(),
  summary: z.string(),
  seoTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  isValid: z.boolean(),
  publishedAt: z.string(),
  status: z.enum(postStatuses),
  version: z.number(),
  updatedAt: z.string(),
};

export const adminBlogArticleSchema = z.object({
  ...adminPostFields,
  idFolder: z.number().nullable(),
  author: z.string().nullable(),
  tags: z.array(z.string()),
});
export type AdminBlogArticle = z.infer<typeof adminBlogArticleSchema>;

export const adminNewsSchema = z.object({ ...adminPostFields, isPromoted: z.boolean() });
export type AdminNews = z.infer<typeof adminNewsSchema>;

const listQueryFields = {
  search: text(100).optional(),
  status: z.enum(postStatuses).optional(),
  sort: z.enum(postSorts).default("publishedAt"),
  direction: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce
    .number()
    .int()
    .refine((n) => (ADMIN_POST_PAGE_SIZES as readonly number[]).includes(n))
    .default(25),
};

/** GET /admin/blog: `folder` is a folder's id, or "none" for the articles outside any folder. */
export const adminBlogQuerySchema = z.object({
  ...listQueryFields,
  folder: z.union([z.literal("none"), z.coerce.number().int().positive().max(2_147_483_647)]).optional(),
});
export type AdminBlogQuery = z.infer<typeof adminBlogQuerySchema>;

export const adminNewsQuerySchema = z.object({ ...listQueryFields, promoted: z.stringbool().optional() });
export type AdminNewsQuery = z.infer<typeof adminNewsQuerySchema>;

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), perPage: z.number() });
export const adminBlogListSchema = listOf(adminBlogArticleSchema);
export type AdminBlogList = z.infer<typeof adminBlogListSchema>;
export const adminNewsListSchema = listOf(adminNewsSchema);
export type AdminNewsList = z.infer<typeof adminNewsListSchema>;

// ---- Folders ---------------------------------------------------------------------------------

export const blogFolderInputSchema = z.object({
  name: text(120).min(1, { error: "Nom obligatoire." }),
  /** Made from the name when left empty. */
  slug: z.union([z.literal(""), postSlugSchema]).optional(),
  description: optionalText(1000),
  /** The parent folder; null: at the blog's root. */
  idParent: id.nullable().default(null),
  /** Rank among its siblings. */
  order: z.number().int().min(0).max(100_000).default(0),
  isValid: z.boolean().default(true),
});
export type BlogFolderInput = z.input<typeof blogFolderInputSchema>;
export const blogFolderUpdateSchema = blogFolderInputSchema.extend({ version: z.number().int() });

export const adminBlogFolderSchema = z.object({
  id: z.number(),
  idParent: z.number().nullable(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  order: z.number(),
  isValid: z.boolean(),
  /** Articles directly in it (whatever their status). */
  nbArticles: z.number(),
  url: z.string(),
  version: z.number(),
});
export type AdminBlogFolder = z.infer<typeof adminBlogFolderSchema>;
