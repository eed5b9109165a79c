// What an uploaded file is, read from its bytes (file-type), and what we keep of it (issue 12 §4):
// - a photo (JPEG, PNG, WebP, AVIF) is decoded by sharp, turned upright, stripped of its metadata
//   (GPS, camera, owner) and re-encoded once; its variants (AVIF, WebP, JPEG at a few widths, never
//   wider than the photo) are made from it;
// - an SVG is sanitized (DOMPurify's SVG profile: no script, no handler, no foreign object);
// - an MP4 is kept as sent (a short video: the container is checked, the codecs are the browser's);
// - anything else (an HTML page or a script renamed .png, an empty file, a truncated photo) is
//   refused with the reason, before anything is stored.
import type { OutputInfo } from "sharp";
import {
  MEDIA_VARIANT_WIDTHS,
  type MediaType,
  type MediaVariantFormat,
  mediaVariantFormats,
} from "../../../../schemas/media";
import type { MessageKey } from "../../../runtime/messages/translate";
import { sniffFileType } from "../../http/multipart";
import { sanitizeSvg } from "../../security/sanitize";

/**
 * sharp and libvips hold about 30 MB: loaded with the first upload, not by every process (issue 16
 * §8). libvips' operation cache (up to 50 MB and 20 open files by default) is turned off: each
 * upload's photo is decoded and resized once, nothing is ever asked of it again.
 */
const loadSharp = async () => {
  const sharp = (await import("sharp")).default;
  sharp.cache(false);
  return sharp;
};

export class UploadRefused extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
    this.name = "UploadRefused";
  }
}

export interface ProcessedVariant {
  format: MediaVariantFormat;
  width: number;
  bytes: Uint8Array;
}

export interface ProcessedUpload {
  kind: "image" | "video";
  type: MediaType;
  bytes: Uint8Array;
  width: number | null;
  height: number | null;
  variants: ProcessedVariant[];
}

const variantType: Record<MediaVariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};
export const variantTypeOf = (format: MediaVariantFormat) => variantType[format];

/** An SVG document: its text starts (after a BOM, spaces, an XML prolog, comments) with `<svg`. */
function svgTextOf(bytes: Uint8Array): string | null {
  if (bytes.length > 2 * 1024 * 1024) return null;
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  const start = text
    .replace(/^\uFEFF/, "")
    .replace(/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?/i, "");
  return /^<svg[\s>]/i.test(start) ? text : null;
}

async function processSvg(bytes: Uint8Array): Promise<ProcessedUpload> {
  const text = svgTextOf(bytes);
  if (text === null) throw new UploadRefused("media.typeRefused");
  const clean = sanitizeSvg(text);
  if (!/<svg[\s>]/i.test(clean)) throw new UploadRefused("media.typeRefused");
  const sharp = await loadSharp();
  const meta = await sharp(Buffer.from(clean))
    .metadata()
    .catch(() => null);
  return {
    kind: "image",
    type: "image/svg+xml",
    bytes: new TextEncoder().encode(clean),
    width: meta?.width ?? null,
    height: meta?.height ?? null,
    variants: [],
  };
}

async function processPhoto(bytes: Uint8Array, type: MediaType): Promise<ProcessedUpload> {
  const sharp = await loadSharp();
  let upright: { data: Buffer; info: OutputInfo };
  try {
    // failOn "warning": a truncated or corrupt photo is refused, not stored half grey
    const image = sharp(bytes, { failOn: "warning", limitInputPixels: 80_000_000 }).rotate();
    // stored once, without metadata (sharp writes none unless asked), in its own format
    upright =
      type === "image/png"
        ? await image.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
        : type === "image/webp"
          ? await image.webp({ quality: 90 }).toBuffer({ resolveWithObject: true })
          : type === "image/avif"
            ? await image.avif({ quality: 70 }).toBuffer({ resolveWithObject: true })
            : await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  } catch {
    throw new UploadRefused("media.unreadable");
  }
  const { width, height } = upright.info;
  const variants: ProcessedVariant[] = [];
  // every width is made (a smaller photo's are its own size), so that a page can name the
  // variants from the photo's address alone (src/runtime/media/variants.ts)
  for (const target of MEDIA_VARIANT_WIDTHS) {
    const resized = sharp(upright.data).resize({ width: Math.min(target, width), withoutEnlargement: true });
    for (const format of mediaVariantFormats) {
      const encoded =
        format === "avif"
          ? resized.clone().avif({ quality: 55, effort: 2 })
          : format === "webp"
            ? resized.clone().webp({ quality: 78 })
            : resized.clone().flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true });
      variants.push({
        format,
        width: Math.min(target, width),
        bytes: new Uint8Array(await encoded.toBuffer()),
      });
    }
  }
  return { kind: "image", type, bytes: new Uint8Array(upright.data), width, height, variants };
}

/** Reads an upload by its content: what to store, or UploadRefused with the reason. */
export async function processUpload(bytes: Uint8Array): Promise<ProcessedUpload> {
  if (bytes.length === 0) throw new UploadRefused("media.empty");
  const detected = await sniffFileType(bytes);
  if (!detected) return processSvg(bytes);
  switch (detected) {
    case "image/jpeg":
    case "image/png":
    case "image/webp":
    case "image/avif":
      return processPhoto(bytes, detected);
    case "image/svg+xml":
    case "application/xml":
    case "text/xml":
      // an XML document: an SVG (checked by processSvg) or nothing we keep
      return processSvg(bytes);
    case "video/mp4":
      return { kind: "video", type: "video/mp4", bytes, width: null, height: null, variants: [] };
    default:
      throw new UploadRefused("media.typeRefused");
  }
}
