// Files uploaded by admins (layout preview thumbnails…) behind a small interface (DESIGN.md §3):
// the default writes under DATA_DIR/media; another store (object storage) can take its place.
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export interface StoredMedia {
  bytes: Uint8Array<ArrayBuffer>;
  type: string;
}

export interface MediaStorage {
  /**
   * Stores bytes for a site; returns the key to read them back ("site-1/layouts/….png"). `name`
   * is a fresh UUID unless given: a variant is named after its original ("{uuid}-960").
   */
  save(idSite: number, folder: string, bytes: Uint8Array, type: string, name?: string): Promise<string>;
  /** The bytes of a key of that site, or null (a key of another site is never read). */
  read(idSite: number, key: string): Promise<StoredMedia | null>;
  remove(idSite: number, key: string): Promise<void>;
}

const extensions: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
  "image/svg+xml": "svg",
  "video/mp4": "mp4",
};
const typesByExtension = Object.fromEntries(Object.entries(extensions).map(([t, e]) => [e, t]));

// Keys are ours: site folder, a plain folder name, a random name (a variant adds its width) with a
// known extension.
const namePattern = /^[0-9a-f-]{36}(?:-\d{1,5})?$/;
const keyPattern = /^site-(\d+)\/([a-z0-9-]+)\/([0-9a-f-]{36}(?:-\d{1,5})?)\.([a-z0-9]+)$/;

/** The media store on disk, under `mediaDir` (DATA_DIR/media). */
export function diskMediaStorage(mediaDir: string): MediaStorage {
  const fileOf = (idSite: number, key: string): string | null => {
    const match = keyPattern.exec(key);
    if (!match || Number(match[1]) !== idSite || !match[4] || !typesByExtension[match[4]]) return null;
    return path.join(mediaDir, key);
  };
  return {
    async save(idSite, folder, bytes, type, name = randomUUID()) {
      const extension = extensions[type];
      if (!extension || !/^[a-z0-9-]+$/.test(folder) || !namePattern.test(name)) {
        throw new Error(`cannot store ${type} in ${folder}`);
      }
      const key = `site-${idSite}/${folder}/${name}.${extension}`;
      await mkdir(path.join(mediaDir, `site-${idSite}`, folder), { recursive: true });
      await writeFile(path.join(mediaDir, key), bytes);
      return key;
    },
    async read(idSite, key) {
      const file = fileOf(idSite, key);
      if (!file) return null;
      try {
        const bytes = new Uint8Array(await readFile(file));
        return { bytes, type: typesByExtension[key.split(".").pop() ?? ""] ?? "application/octet-stream" };
      } catch {
        return null;
      }
    },
    async remove(idSite, key) {
      const file = fileOf(idSite, key);
      if (file) await rm(file, { force: true });
    },
  };
}
