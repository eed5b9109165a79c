// The site archive's format (docs/site-archive.md): what manifest.json, site.json and each
// tables/<table>.json hold, how a value is written in JSON, and the rewriting of the media paths
// that name the site's folder. Pure: no database, no file.
import { createHash } from "node:crypto";
import { z } from "zod";
import type { SiteColumn } from "./site-tables";

export const ARCHIVE_FORMAT = "vinisite-site-archive";
/** Raised when the format changes in a way an older reader would misread. */
export const ARCHIVE_FORMAT_VERSION = 1;

/** What an archive may hold once unzipped: more is refused before anything is read (zip bombs). */
export const ARCHIVE_LIMITS = { entries: 200_000, bytes: 2 * 1024 ** 3 } as const;

const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);

/** The archive's first word: read alone, so that another version is refused with its own message. */
export const formatHeaderSchema = z.object({ format: z.literal(ARCHIVE_FORMAT), formatVersion: z.number() });

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_FORMAT_VERSION),
  /** The platform that wrote it: its name and the last migration of its database. */
  platform: z.object({ name: z.string().max(100), schema: z.string().max(200) }),
  site: z.object({ id: z.number().int().positive(), name: z.string().max(500) }),
  exportedAt: z.iso.datetime(),
  /** Every other entry of the archive, with its size and SHA-256: a damaged archive is refused. */
  files: z
    .array(
      z.object({ path: z.string().min(1).max(500), bytes: z.number().int().min(0), sha256: sha256Schema }),
    )
    .max(ARCHIVE_LIMITS.entries),
  /** Rows per site table (site_urls included, in site.json). */
  tables: z.record(z.string().max(100), z.number().int().min(0)),
  /** Site tables deliberately left out (site-tables.ts transientTables). */
  omitted: z.array(z.string().max(100)).max(100),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** A row as the archive writes it: column (SQL name) → value. */
export type ArchivedRow = Record<string, unknown>;
const rowSchema = z.record(z.string().max(100), z.unknown());

export const siteFileSchema = z.object({
  site: z.looseObject({
    id: z.number().int().positive(),
    name: z.string().trim().min(1).max(120),
    is_winemaker: z.boolean(),
    is_ecommerce: z.boolean(),
    is_building: z.boolean(),
    technical_file_model: z.string().max(200).nullable(),
    dashboard_type: z.string().max(200).nullable(),
    default_lang: z.string().min(2).max(10),
    server: z.string().max(200).nullable(),
    preset: z.string().max(100).nullable(),
    media_quota_mb: z.number().int().min(0).nullable(),
    max_products: z.number().int().min(0).nullable(),
    max_admins: z.number().int().min(0).nullable(),
  }),
  urls: z.array(rowSchema),
  /**
   * Rows of platform tables the site's rows point to, by the key that names them on every
   * instance: `{ "languages": [{ "id": 1, "key": "fr_FR" }] }`.
   */
  references: z.record(
    z.string().max(100),
    z.array(z.object({ id: z.number().int(), key: z.string().max(200) })),
  ),
});
export type SiteFile = z.infer<typeof siteFileSchema>;

export const tableFileSchema = z.object({ table: z.string().max(100), rows: z.array(rowSchema) });

export const sha256Of = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A value read from the database, as JSON writes it: a date as ISO text, bytes as base64. */
export function encodeValue(column: SiteColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (column.encoding === "timestamp" && value instanceof Date) return value.toISOString();
  if (column.encoding === "bytes" && value instanceof Uint8Array)
    return Buffer.from(value).toString("base64");
  return value;
}

/** A value of the archive, as the database takes it; null when it is not what the column holds. */
export function decodeValue(
  column: SiteColumn,
  value: unknown,
): { ok: true; value: unknown } | { ok: false } {
  if (value === null || value === undefined) return { ok: true, value: null };
  if (column.encoding === "timestamp") {
    if (typeof value !== "string") return { ok: false };
    const at = new Date(value);
    return Number.isNaN(at.getTime()) ? { ok: false } : { ok: true, value: at };
  }
  if (column.encoding === "bytes") {
    if (typeof value !== "string" || !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return { ok: false };
    return { ok: true, value: new Uint8Array(Buffer.from(value, "base64")) };
  }
  return { ok: true, value };
}

/**
 * A media path of the site's folder, where text names it: the media store's keys are
 * `site-<id>/<folder>/<uuid>[-<width>].<ext>` (src/server/storage/media-storage.ts), found alone
 * (a key column), in a public address (`/api/media/file/site-2/library/….webp`) or in a
 * layout's html, css or project JSON. Only that shape is rewritten: "site-2" in a sentence is not.
 */
const mediaFolderPattern =
  /(?<![A-Za-z0-9_-])site-(\d+)\/(?=[a-z0-9-]+\/[0-9a-f-]{36}(?:-\d{1,5})?\.[a-z0-9]+)/g;

/** `text` with the media paths of site `from` moved to site `to`'s folder. */
export function rewriteMediaPaths(text: string, from: number, to: number): string {
  if (!text.includes("site-")) return text;
  return text.replace(mediaFolderPattern, (whole, id: string) =>
    Number(id) === from ? `site-${to}/` : whole,
  );
}

/** A JSON value with `rewrite` applied to every string in it (keys are left alone). */
export function rewriteStrings(value: unknown, rewrite: (text: string) => string): unknown {
  if (typeof value === "string") return rewrite(value);
  if (Array.isArray(value)) return value.map((v) => rewriteStrings(v, rewrite));
  if (value && typeof value === "object" && !(value instanceof Date) && !(value instanceof Uint8Array)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteStrings(v, rewrite)]));
  }
  return value;
}

/**
 * A media file's path inside the site's folder, as the archive names it under `media/`: plain
 * segments only (no "..", no absolute path, no backslash), a few levels deep.
 */
export function isSafeMediaPath(relative: string): boolean {
  const segments = relative.split("/");
  return (
    segments.length >= 1 &&
    segments.length <= 4 &&
    segments.every((s) => /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/.test(s) && s !== "." && s !== "..")
  );
}

/** "2026-11-27T06:30:00.123Z" → "20261127T063000123Z": the export's file name, sortable. */
export const fileTimestamp = (at: Date) => at.toISOString().replace(/[-:.]/g, "");
