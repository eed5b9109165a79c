// The responsive variants' widths and formats, apart from schemas/media.ts and without zod: the
// visitors' pages name them to draw a photo (src/runtime/media/variants.ts), and importing them
// from a module of zod schemas brought zod and those schemas into the shop's pages (about 30 KB
// gzip of script to download and run, issue 18 §7, docs/decisions/118).

/** The widths of the responsive variants, in pixels (none wider than the original). */
export const MEDIA_VARIANT_WIDTHS = [480, 960, 1600] as const;
/** The formats of the variants, best first: a browser takes the first it reads. */
export const mediaVariantFormats = ["avif", "webp", "jpeg"] as const;
export type MediaVariantFormat = (typeof mediaVariantFormats)[number];
