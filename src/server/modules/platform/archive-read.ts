// Reads a site archive for an import (docs/site-archive.md): unzips it within limits, checks the
// manifest (format, version, each file's size and SHA-256), site.json and every table file against
// the schema of this platform. Every refusal is a 422 that names what is wrong; nothing is written.
import { type Unzipped, unzipSync } from "fflate";
import type { z } from "zod";
import type { MessageKey, MessageParams } from "../../../runtime/messages/translate";
import { ApiError } from "../../http/api-error";
import {
  ARCHIVE_FORMAT_VERSION,
  ARCHIVE_LIMITS,
  type ArchivedRow,
  formatHeaderSchema,
  isSafeMediaPath,
  type Manifest,
  manifestSchema,
  type SiteFile,
  sha256Of,
  siteFileSchema,
  tableFileSchema,
} from "./archive-format";
import { archivedTables } from "./site-tables";

export interface SiteArchive {
  manifest: Manifest;
  site: SiteFile;
  /** Rows per archived table (a table the archive lacks has none). */
  tables: Map<string, ArchivedRow[]>;
  /** The media files, by their path inside the site's folder. */
  media: { relative: string; bytes: Uint8Array }[];
}

const refuse = (key: MessageKey, params: MessageParams = {}) =>
  new ApiError(422, key, params, { errors: { archive: [{ key, params }] } });

function unzipped(bytes: Uint8Array): Unzipped {
  let entries = 0;
  let total = 0;
  let tooLarge = false;
  let files: Unzipped;
  try {
    files = unzipSync(bytes, {
      filter(file) {
        entries += 1;
        total += file.originalSize;
        if (entries > ARCHIVE_LIMITS.entries || total > ARCHIVE_LIMITS.bytes) tooLarge = true;
        return !tooLarge;
      },
    });
  } catch {
    throw refuse(tooLarge ? "archive.tooLarge" : "archive.malformed");
  }
  if (tooLarge) throw refuse("archive.tooLarge");
  return files;
}

function jsonOf<T extends z.ZodType>(files: Unzipped, name: string, schema: T): z.output<T> {
  const bytes = files[name];
  if (!bytes) throw refuse("archive.malformed");
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw refuse("archive.damaged", { file: name });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw refuse("archive.damaged", { file: name });
  return parsed.data;
}

/** The manifest, its version checked first so that another version says so. */
function manifestOf(files: Unzipped): Manifest {
  const header = jsonOf(files, "manifest.json", formatHeaderSchema.loose());
  if (header.formatVersion !== ARCHIVE_FORMAT_VERSION) {
    throw refuse("archive.formatVersion", {
      version: String(header.formatVersion),
      expected: ARCHIVE_FORMAT_VERSION,
    });
  }
  return jsonOf(files, "manifest.json", manifestSchema);
}

/** Every entry listed with its size and hash, and nothing unlisted. */
function checkFiles(files: Unzipped, manifest: Manifest) {
  const listed = new Set(manifest.files.map((f) => f.path));
  for (const name of Object.keys(files)) {
    if (name === "manifest.json" || name.endsWith("/")) continue;
    if (!listed.has(name)) throw refuse("archive.damaged", { file: name });
  }
  for (const file of manifest.files) {
    const bytes = files[file.path];
    if (!bytes || bytes.length !== file.bytes || sha256Of(bytes) !== file.sha256)
      throw refuse("archive.damaged", { file: file.path });
  }
}

const archivedByName = new Map(archivedTables.map((t) => [t.name, t]));

function tablesOf(files: Unzipped): Map<string, ArchivedRow[]> {
  const tables = new Map<string, ArchivedRow[]>();
  for (const name of Object.keys(files)) {
    const match = /^tables\/([a-z0-9_]+)\.json$/.exec(name);
    if (!match?.[1]) {
      if (name.startsWith("tables/")) throw refuse("archive.damaged", { file: name });
      continue;
    }
    const table = archivedByName.get(match[1]);
    if (!table) throw refuse("archive.unknownTable", { table: match[1] });
    const file = jsonOf(files, name, tableFileSchema);
    if (file.table !== table.name) throw refuse("archive.damaged", { file: name });
    const known = new Set(table.columns.map((c) => c.name));
    for (const row of file.rows) {
      for (const column of Object.keys(row)) {
        if (!known.has(column)) throw refuse("archive.unknownColumn", { table: table.name, column });
      }
      if (typeof row.id !== "number" || !Number.isInteger(row.id))
        throw refuse("archive.rowsInvalid", { table: table.name });
    }
    tables.set(table.name, file.rows);
  }
  return tables;
}

function mediaOf(files: Unzipped): SiteArchive["media"] {
  return Object.entries(files).flatMap(([name, bytes]) => {
    if (!name.startsWith("media/") || name.endsWith("/")) return [];
    const relative = name.slice("media/".length);
    if (!isSafeMediaPath(relative)) throw refuse("archive.damaged", { file: name });
    return [{ relative, bytes }];
  });
}

/** The archive's contents, checked; a 422 naming the fault otherwise. */
export function readSiteArchive(bytes: Uint8Array): SiteArchive {
  const files = unzipped(bytes);
  const manifest = manifestOf(files);
  checkFiles(files, manifest);
  return {
    manifest,
    site: jsonOf(files, "site.json", siteFileSchema),
    tables: tablesOf(files),
    media: mediaOf(files),
  };
}

export { refuse as archiveRefusal };
