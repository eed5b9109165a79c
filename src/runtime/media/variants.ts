// The responsive variants of a media-library photo, named from its address alone (issue 12 §4):
// "/api/media/file/site-2/library/{uuid}.jpg" has "{uuid}-{480|960|1600}.{avif|webp|jpeg}"
// beside it (src/server/modules/media/process-upload.ts makes every width of every format).
import { MEDIA_VARIANT_WIDTHS, type MediaVariantFormat } from "../../../schemas/media-variants";

const libraryPhoto = /^(\/api\/media\/file\/site-\d+\/library\/[0-9a-f-]{36})\.(jpg|png|webp|avif)$/;

export interface PictureSource {
  type: string;
  srcSet: string;
}

const typeOf: Record<MediaVariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};
const extensionOf: Record<MediaVariantFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** The `<source>`s of a library photo, best format first; none for any other image (a demo file…). */
export function pictureSourcesOf(url: string | null | undefined): PictureSource[] {
  const match = url ? libraryPhoto.exec(url) : null;
  if (!match) return [];
  const base = match[1];
  return (["avif", "webp", "jpeg"] as const).map((format) => ({
    type: typeOf[format],
    srcSet: MEDIA_VARIANT_WIDTHS.map((w) => `${base}-${w}.${extensionOf[format]} ${w}w`).join(", "),
  }));
}
