import { z } from "zod";
import { mediaVariantFormats } from "./media-variants";
import { logoTypes } from "./site";

export { MEDIA_VARIANT_WIDTHS, type MediaVariantFormat, mediaVariantFormats } from "./media-variants";

// The media library (issue 12 §4, DESIGN.md §7): images and short videos uploaded by the owner,
// checked by their content, stored once, served in responsive variants.

/** One file's limit; the API's whole body is capped at 20 MiB (MULTIPART_BODY_LIMIT). */
export const MEDIA_MAX_FILE_BYTES = 15 * 1024 * 1024;
/** At most this many files in one upload. */
export const MEDIA_MAX_FILES = 10;

export const mediaKinds = ["image", "video"] as const;

/** What an upload may be, read from its bytes (never from its name or declared type). */
export const mediaTypes = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/avif",
  "image/svg+xml",
  "video/mp4",
] as const;
export type MediaType = (typeof mediaTypes)[number];

export const mediaVariantSchema = z.object({
  format: z.enum(mediaVariantFormats),
  width: z.number(),
  url: z.string(),
  bytes: z.number(),
});

export const mediaSchema = z.object({
  id: z.number(),
  kind: z.enum(mediaKinds),
  type: z.enum(mediaTypes),
  /** The stored original (re-encoded without its metadata for a photo). */
  url: z.string(),
  filename: z.string(),
  alt: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** The original's and its variants' bytes together: what counts against the quota. */
  bytes: z.number(),
  variants: z.array(mediaVariantSchema),
  createdAt: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

export const mediaListSchema = z.object({
  items: z.array(mediaSchema),
  total: z.number(),
  /** Bytes used by the site's library, and its quota. */
  used: z.number(),
  quota: z.number(),
});
export type MediaList = z.infer<typeof mediaListSchema>;

export const mediaQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  kind: z.enum(mediaKinds).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(48),
});

export const mediaUpdateSchema = z
  .object({ alt: z.string().trim().max(300, { error: "300 caractères au plus." }) })
  .strict();

/** PUT /admin/logo/{type}: the library's image that becomes the site's logo of that type. */
export const logoBodySchema = z.object({ mediaId: z.number().int().positive() }).strict();
export const siteLogoSchema = z.object({ type: z.enum(logoTypes), url: z.string(), alt: z.string() });

/** Where a medium is used: a medium still used cannot be deleted without saying so. */
export const mediaUseSchema = z.object({
  kind: z.enum(["product", "declination", "logo"]),
  label: z.string(),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;
