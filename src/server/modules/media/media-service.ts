// The media library of a site (issue 12 §4): uploads checked by content and stored once with their
// variants (process-upload.ts) through the media store (DESIGN.md §3: DATA_DIR/media now), a quota
// per site, alt texts, and deletion refused while a product, a declination or a logo uses the file.
import { and, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Media, MediaUse } from "../../../../schemas/media";
import { type Database, withSite } from "../../db/client";
import { logos, media, productDeclinations, products, type StoredVariant } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { MediaStorage } from "../../storage/media-storage";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";
import { likePatternOf } from "../content/filters";
import { limitReached, type MediaQuota } from "../site/site-limits";
import { type ProcessedUpload, variantTypeOf } from "./process-upload";

type MediaRow = typeof media.$inferSelect;

/** The public address of a stored file (served by media-routes.ts, immutable). */
export const mediaUrlOf = (key: string) => `/api/media/file/${key}`;

export function mediaOf(row: MediaRow): Media {
  return {
    id: row.id,
    kind: row.kind,
    type: row.type,
    url: mediaUrlOf(row.key),
    filename: row.filename,
    alt: row.alt,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    variants: row.variants.map((v) => ({
      format: v.format,
      width: v.width,
      url: mediaUrlOf(v.key),
      bytes: v.bytes,
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A file name as shown to the owner: its base name ("../x.png" is "x.png"), 200 characters at most. */
export function displayNameOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? "";
  // control characters never get here: the multipart reader refuses them in file names
  const clean = base.trim().slice(0, 200);
  return clean === "" || clean === "." || clean === ".." ? "fichier" : clean;
}

export async function usedBytes(db: Database, idSite: number): Promise<number> {
  const [row] = await withSite(db, idSite, (tx) =>
    tx
      .select({ sum: sql<string | null>`sum(${media.bytes})` })
      .from(media)
      .where(eq(media.siteId, idSite)),
  );
  return Number(row?.sum ?? 0);
}

const sizeOf = (upload: ProcessedUpload) =>
  upload.bytes.length + upload.variants.reduce((sum, v) => sum + v.bytes.length, 0);

/**
 * Stores processed uploads and their rows, within the site's quota (site-limits.ts `mediaQuotaOf`;
 * checked with what is already stored and what this upload adds: 413 past it, nothing stored).
 */
export async function storeUploads(
  deps: { db: Database; storage: MediaStorage; quota: MediaQuota },
  idSite: number,
  user: SessionUser,
  uploads: { upload: ProcessedUpload; filename: string; alt: string }[],
): Promise<Media[]> {
  const adding = uploads.reduce((sum, u) => sum + sizeOf(u.upload), 0);
  if ((await usedBytes(deps.db, idSite)) + adding > deps.quota.bytes) {
    const mb = Math.round(deps.quota.bytes / 1024 / 1024);
    // the operator's limit for this site says how to raise it (issue 19 §6); the platform's default, what to delete
    if (deps.quota.own) throw limitReached("mediaQuotaMb", mb);
    throw new ApiError(
      413,
      "media.quotaExceeded",
      { quota: mb },
      { limit: { name: "mediaQuotaMb", value: mb } },
    );
  }
  const stored: Media[] = [];
  for (const { upload, filename, alt } of uploads) {
    const key = await deps.storage.save(idSite, "library", upload.bytes, upload.type);
    const name = key.split("/").pop()?.split(".")[0] ?? "";
    const variants: StoredVariant[] = [];
    for (const v of upload.variants) {
      const variantKey = await deps.storage.save(
        idSite,
        "library",
        v.bytes,
        variantTypeOf(v.format),
        `${name}-${v.width}`,
      );
      variants.push({ format: v.format, width: v.width, key: variantKey, bytes: v.bytes.length });
    }
    const row = await withSite(deps.db, idSite, async (tx) => {
      const [inserted] = await tx
        .insert(media)
        .values({
          siteId: idSite,
          kind: upload.kind,
          type: upload.type,
          key,
          filename: displayNameOf(filename),
          alt,
          width: upload.width,
          height: upload.height,
          bytes: sizeOf(upload),
          variants,
        })
        .returning();
      if (!inserted) throw new Error("storeUploads: no row");
      await recordAudit(tx, idSite, user, "media.upload", `media:${inserted.id}`, {
        filename: inserted.filename,
      });
      return inserted;
    });
    stored.push(mediaOf(row));
  }
  return stored;
}

export async function listMedia(
  db: Database,
  idSite: number,
  query: { search?: string; kind?: "image" | "video"; page: number; perPage: number },
) {
  return withSite(db, idSite, async (tx) => {
    const where = and(
      eq(media.siteId, idSite),
      query.kind ? eq(media.kind, query.kind) : undefined,
      query.search
        ? or(
            ilike(media.filename, likePatternOf(query.search)),
            ilike(media.alt, likePatternOf(query.search)),
          )
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(media)
        .where(where)
        .orderBy(desc(media.createdAt), desc(media.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      tx.select({ n: count() }).from(media).where(where),
    ]);
    return { items: rows.map(mediaOf), total: total?.n ?? 0 };
  });
}

async function rowFor(db: Database, idSite: number, id: number): Promise<MediaRow> {
  const [row] = await withSite(db, idSite, (tx) =>
    tx
      .select()
      .from(media)
      .where(and(eq(media.siteId, idSite), eq(media.id, id))),
  );
  if (!row) throw new ApiError(404, "media.notFound");
  return row;
}

export async function updateAlt(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
  alt: string,
): Promise<Media> {
  const row = await rowFor(db, idSite, id);
  const [saved] = await withSite(db, idSite, async (tx) => {
    await recordAudit(tx, idSite, user, "media.update", `media:${id}`, { from: row.alt, to: alt });
    return tx.update(media).set({ alt }).where(eq(media.id, id)).returning();
  });
  if (!saved) throw new ApiError(404, "media.notFound");
  return mediaOf(saved);
}

/** Where a medium is used: products and declinations (their photo), the site's logos. */
export async function usesOf(db: Database, idSite: number, row: MediaRow): Promise<MediaUse[]> {
  const urls = [mediaUrlOf(row.key), ...row.variants.map((v) => mediaUrlOf(v.key))];
  return withSite(db, idSite, async (tx) => {
    const [productRows, declinationRows, logoRows] = await Promise.all([
      tx
        .select({ name: products.name })
        .from(products)
        .where(and(eq(products.siteId, idSite), inArray(products.image, urls))),
      tx
        .select({ name: products.name, year: productDeclinations.year })
        .from(productDeclinations)
        .innerJoin(products, eq(products.id, productDeclinations.productId))
        .where(and(eq(productDeclinations.siteId, idSite), inArray(productDeclinations.image, urls))),
      tx
        .select({ type: logos.type })
        .from(logos)
        .where(and(eq(logos.siteId, idSite), inArray(logos.filename, urls))),
    ]);
    return [
      ...productRows.map((p) => ({ kind: "product" as const, label: p.name })),
      ...declinationRows.map((d) => ({
        kind: "declination" as const,
        label: `${d.name} ${d.year ?? ""}`.trim(),
      })),
      ...logoRows.map((l) => ({ kind: "logo" as const, label: l.type })),
    ];
  });
}

/** DELETE /admin/media/{id}: refused (409, naming the uses) while something uses it. */
export async function deleteMedia(
  deps: { db: Database; storage: MediaStorage },
  idSite: number,
  user: SessionUser,
  id: number,
): Promise<void> {
  const row = await rowFor(deps.db, idSite, id);
  const uses = await usesOf(deps.db, idSite, row);
  if (uses.length) {
    throw new ApiError(409, "media.inUse", { uses: uses.map((u) => u.label).join(", ") }, { uses });
  }
  await withSite(deps.db, idSite, async (tx) => {
    await tx.delete(media).where(eq(media.id, id));
    await recordAudit(tx, idSite, user, "media.delete", `media:${id}`, { filename: row.filename });
  });
  for (const key of [row.key, ...row.variants.map((v) => v.key)]) await deps.storage.remove(idSite, key);
}
