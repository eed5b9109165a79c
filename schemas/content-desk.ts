// Contracts of the owner's content desk, pages part (issue 14 §2, §6): page deletion and
// publication, redirects (/api/admin/redirect), albums (/api/admin/album), services
// (/api/admin/service), popups (/api/admin/popup) and the footer's lists (/api/admin/footer).
// Error messages are catalogue keys (src/runtime/messages/desk-pages.*.ts).
import { z } from "zod";
import { mediaImageSchema, servicePageStyles } from "./content";

const id = z.number().int().positive().max(2_147_483_647);
const version = z.object({ version: z.number().int() });

const title = z
  .string({ error: "desk.titleRequired" })
  .trim()
  .min(1, { error: "desk.titleRequired" })
  .max(150, { error: "desk.titleTooLong" });

/** A content slug: lower-case words joined by "-" (the visitor's url /albums/{slug}). */
export const contentSlugSchema = z
  .string({ error: "desk.slugInvalid" })
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "desk.slugInvalid" })
  .max(120, { error: "desk.slugInvalid" });

/**
 * A local path of this site: "/", or "/" then segments without "//", "..", a scheme or a query
 * trick ("/vins/rouge"). What a redirect leaves from and goes to.
 */
export const localPathSchema = z
  .string({ error: "redirect.pathInvalid" })
  .trim()
  .max(300, { error: "redirect.pathInvalid" })
  .transform((v) => (v.length > 1 ? v.replace(/\/+$/, "") : v))
  .pipe(
    z.string().regex(/^\/(?:[A-Za-z0-9._~%-]+(?:\/[A-Za-z0-9._~%-]+)*)?$/, { error: "redirect.pathInvalid" }),
  )
  .refine((v) => !v.split("/").some((s) => s === "." || s === ".."), { error: "redirect.pathInvalid" });

/** A link a visitor follows: a local path or an http(s) address, nothing else (no javascript:). */
export const linkUrlSchema = z
  .string({ error: "footer.urlInvalid" })
  .trim()
  .max(500, { error: "footer.urlInvalid" })
  .refine(
    (v) => {
      if (/^\/(?!\/)/.test(v)) return !/[\s\\]/.test(v);
      try {
        const url = new URL(v);
        return (url.protocol === "https:" || url.protocol === "http:") && !/[\s\\]/.test(v);
      } catch {
        return false;
      }
    },
    { error: "footer.urlInvalid" },
  );

/**
 * A photo or video: the public address of a file of the site's media library
 * (/api/media/file/…), or of a file the site already serves (a local path, or https).
 */
export const mediaSrcSchema = z
  .string({ error: "desk.mediaInvalid" })
  .trim()
  .max(500, { error: "desk.mediaInvalid" })
  .refine(
    (v) => {
      if (v.includes("..") || /[\s\\"'<>]/.test(v)) return false;
      if (/^\/(?!\/)[A-Za-z0-9/_.%~-]+$/.test(v)) return true;
      try {
        return new URL(v).protocol === "https:";
      } catch {
        return false;
      }
    },
    { error: "desk.mediaInvalid" },
  );

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: "desk.textTooLong" })
    .nullable()
    .default(null)
    .transform((v) => v || null);

/** Rich text from the owner: sanitized on the server when written, whatever the editor sent. */
const richText = z.string().max(200_000, { error: "desk.textTooLong" });

// ---- Pages ----------------------------------------------------------------------------------

/** DELETE /admin/page/{id}: what becomes of its sub-pages, and where its url leads now. */
export const pageDeleteBodySchema = z.object({
  /** "move": the children go under `moveTo` (null: the deleted page's parent); "delete": with it. */
  children: z.enum(["move", "delete"]).default("move"),
  moveTo: id.nullable().default(null),
  /** A 301 from the deleted pages' urls to this local path; null: none (they answer 404). */
  redirectTo: localPathSchema.nullable().default(null),
});
export type PageDeleteBody = z.input<typeof pageDeleteBodySchema>;

export const pageDeletedSchema = z.object({
  deleted: z.array(z.object({ id: z.number(), url: z.string() })),
  moved: z.array(z.number()),
  redirects: z.number(),
});
export type PageDeleted = z.infer<typeof pageDeletedSchema>;

/** PUT /admin/page/{id}/publish: published (is_valid) or not. */
export const pagePublishBodySchema = z.object({ isValid: z.boolean() });

// ---- Redirects ------------------------------------------------------------------------------

export const redirectInputSchema = z.object({
  fromUrl: localPathSchema,
  toUrl: localPathSchema,
});
export type RedirectInput = z.input<typeof redirectInputSchema>;
export const redirectUpdateSchema = redirectInputSchema.extend(version.shape);

export const adminRedirectSchema = z.object({
  id: z.number(),
  fromUrl: z.string(),
  toUrl: z.string(),
  version: z.number(),
  createdAt: z.string(),
});
export type AdminRedirect = z.infer<typeof adminRedirectSchema>;

// ---- Albums ---------------------------------------------------------------------------------

export const albumItemInputSchema = z.object({
  src: mediaSrcSchema,
  alt: z.string().trim().max(300, { error: "desk.textTooLong" }).default(""),
  caption: optionalText(500),
});

export const albumInputSchema = z
  .object({
    title,
    slug: contentSlugSchema,
    description: optionalText(5000),
    /** In their order; photos and videos of the media library. */
    items: z.array(albumItemInputSchema).max(500, { error: "album.tooManyItems" }).default([]),
    /** One of the items' src; null: the first item. */
    coverSrc: mediaSrcSchema.nullable().default(null),
    order: z.number().int().min(0).max(100_000).default(0),
    isValid: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.coverSrc && !v.items.some((i) => i.src === v.coverSrc))
      ctx.addIssue({ code: "custom", path: ["coverSrc"], message: "album.coverNotInAlbum" });
  });
export type AlbumInput = z.input<typeof albumInputSchema>;
export const albumUpdateSchema = z.intersection(albumInputSchema, version);

export const adminAlbumSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  items: z.array(
    z.object({
      src: z.string(),
      alt: z.string(),
      caption: z.string().nullable(),
      type: z.enum(["IMAGE", "VIDEO"]),
    }),
  ),
  coverSrc: z.string().nullable(),
  order: z.number(),
  isValid: z.boolean(),
  version: z.number(),
  updatedAt: z.string(),
});
export type AdminAlbum = z.infer<typeof adminAlbumSchema>;

// ---- Services -------------------------------------------------------------------------------

export const serviceInputSchema = z.object({
  title,
  slug: contentSlugSchema,
  summary: z.string().trim().max(1000, { error: "desk.textTooLong" }).default(""),
  html: richText.default(""),
  image: mediaImageSchema
    .extend({ src: mediaSrcSchema, alt: z.string().trim().max(300, { error: "desk.textTooLong" }) })
    .nullable()
    .default(null),
  price: optionalText(80),
  duration: optionalText(80),
  tags: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .min(1)
        .max(40, { error: "service.tagInvalid" })
        .regex(/^[\p{L}\p{N} -]+$/u, { error: "service.tagInvalid" }),
    )
    .max(20, { error: "service.tagInvalid" })
    .default([])
    .transform((tags) => [...new Set(tags)]),
  /** null: the site's SERVICE_PAGE_STYLE. */
  pageStyle: z.enum(servicePageStyles, { error: "service.pageStyleInvalid" }).nullable().default(null),
  seoTitle: optionalText(70),
  metaDescription: optionalText(320),
  order: z.number().int().min(0).max(100_000).default(0),
  isValid: z.boolean().default(true),
});
export type ServiceInput = z.input<typeof serviceInputSchema>;
export const serviceUpdateSchema = serviceInputSchema.extend(version.shape);

export const adminServiceSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  html: z.string(),
  image: mediaImageSchema.nullable(),
  price: z.string().nullable(),
  duration: z.string().nullable(),
  tags: z.array(z.string()),
  pageStyle: z.enum(servicePageStyles).nullable(),
  seoTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  order: z.number(),
  isValid: z.boolean(),
  version: z.number(),
  updatedAt: z.string(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

// ---- Popups ---------------------------------------------------------------------------------

export const popupInputSchema = z.object({
  title,
  /** Rich text, sanitized on the server when written. */
  html: richText,
  /** spec §2: shown at every load, or not again once the visitor closed it. */
  showOnEveryReload: z.boolean().default(false),
  lockScroll: z.boolean().default(false),
  darkenBackground: z.boolean().default(true),
  /** The page paths where it opens by itself ("/" for the home). */
  pages: z
    .array(localPathSchema)
    .max(50, { error: "popup.tooManyPages" })
    .default([])
    .transform((p) => [...new Set(p)]),
  isValid: z.boolean().default(true),
});
export type PopupInput = z.input<typeof popupInputSchema>;
export const popupUpdateSchema = popupInputSchema.extend(version.shape);

export const adminPopupSchema = z.object({
  id: z.number(),
  key: z.string(),
  title: z.string(),
  html: z.string(),
  showOnEveryReload: z.boolean(),
  lockScroll: z.boolean(),
  darkenBackground: z.boolean(),
  pages: z.array(z.string()),
  isValid: z.boolean(),
  version: z.number(),
});
export type AdminPopup = z.infer<typeof adminPopupSchema>;

// ---- Footer lists ---------------------------------------------------------------------------

export const footerKinds = ["LOGO", "LINK"] as const;

export const footerInputSchema = z
  .object({
    kind: z.enum(footerKinds),
    label: z
      .string({ error: "desk.titleRequired" })
      .trim()
      .min(1, { error: "desk.titleRequired" })
      .max(120, { error: "desk.titleTooLong" }),
    /** A link's target; a logo's optional link. */
    url: linkUrlSchema.nullable().default(null),
    /** A logo's image, from the media library. */
    image: mediaSrcSchema.nullable().default(null),
    order: z.number().int().min(0).max(100_000).default(0),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "LINK" && !v.url)
      ctx.addIssue({ code: "custom", path: ["url"], message: "footer.urlRequired" });
    if (v.kind === "LOGO" && !v.image)
      ctx.addIssue({ code: "custom", path: ["image"], message: "footer.imageRequired" });
  });
export type FooterInput = z.input<typeof footerInputSchema>;
export const footerUpdateSchema = z.intersection(footerInputSchema, version);

export const adminFooterElementSchema = z.object({
  id: z.number(),
  kind: z.enum(footerKinds),
  label: z.string(),
  url: z.string().nullable(),
  image: z.string().nullable(),
  order: z.number(),
  version: z.number(),
});
export type AdminFooterElement = z.infer<typeof adminFooterElementSchema>;

/** Every admin list of this desk: all the site's rows, in their order (a few dozen at most). */
export const deskListSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number() });
