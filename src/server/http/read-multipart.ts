// Multipart bodies (spec §7: the layout preview is multipart): text fields and files, with limits
// and clear errors. Files are checked by their first bytes, not only by the type the client
// declared, so a script renamed .png is refused.
import type { Context } from "hono";
import { ApiError } from "./api-error";

export interface MultipartFile {
  field: string;
  filename: string;
  /** The type found in the file's first bytes (one of `allowedTypes`). */
  type: string;
  size: number;
  bytes: Uint8Array;
}

export interface Multipart {
  /** Text fields, the first value of each name. */
  fields: Record<string, string>;
  /** Files, the first of each field name. */
  files: Record<string, MultipartFile>;
}

export interface MultipartOptions {
  /** Largest file accepted, in bytes (413 beyond). */
  maxFileBytes: number;
  /** MIME types accepted for files; each is recognised by its signature (415 otherwise). */
  allowedTypes: readonly string[];
  /** At most this many files (400 beyond); 5 by default. */
  maxFiles?: number;
}

const signatures: { type: string; matches: (b: Uint8Array) => boolean }[] = [
  { type: "image/png", matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: "image/jpeg", matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: "image/gif", matches: (b) => ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a" },
  { type: "image/webp", matches: (b) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP" },
  { type: "application/pdf", matches: (b) => ascii(b, 0, 5) === "%PDF-" },
];

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** The type of a file from its signature, among the ones we know; null when none matches. */
export function sniffFileType(bytes: Uint8Array): string | null {
  return signatures.find((s) => s.matches(bytes))?.type ?? null;
}

/**
 * Reads a multipart/form-data body: 415 when the body is not multipart, 400 when it does not
 * parse, 413 when a file is over `maxFileBytes`, 415 when a file is not of an allowed type.
 */
export async function readMultipart(c: Context, options: MultipartOptions): Promise<Multipart> {
  const type = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) throw new ApiError(415, "error.multipartExpected");
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiError(400, "error.multipartInvalid");
  }
  const fields: Record<string, string> = {};
  const files: Record<string, MultipartFile> = {};
  let fileCount = 0;
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") {
      if (!(name in fields)) fields[name] = value;
      continue;
    }
    // an empty file input sends a part with no name and no bytes: nothing was chosen
    if (value.size === 0 && value.name === "") continue;
    fileCount++;
    if (fileCount > (options.maxFiles ?? 5)) throw new ApiError(400, "error.tooManyFiles");
    if (value.size > options.maxFileBytes) {
      throw new ApiError(413, "error.fileTooLarge", {
        field: name,
        max: `${Math.floor(options.maxFileBytes / 1024)} Kio`,
      });
    }
    const bytes = new Uint8Array(await value.arrayBuffer());
    const sniffed = sniffFileType(bytes);
    if (!sniffed || !options.allowedTypes.includes(sniffed)) {
      throw new ApiError(415, "error.fileType", { field: name, types: options.allowedTypes.join(", ") });
    }
    if (!(name in files)) {
      files[name] = { field: name, filename: value.name, type: sniffed, size: value.size, bytes };
    }
  }
  return { fields, files };
}
