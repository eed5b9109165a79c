// The owner's albums (issue 14 §2, /api/admin/album): title, slug (301 on change), description,
// photos and videos of the media library in their order with captions and alt, cover, published or
// not, order of the albums. Unpublished albums answer 404 to visitors (album-service.ts).
import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { AdminAlbum, albumInputSchema } from "../../../../schemas/content-desk";
import { mediaTypeOf } from "../../../runtime/media-type";
import { type Database, type Tx, withSite } from "../../db/client";
import { albumMedia, albums, media } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";
import { checkOwnMedia, checkVersion, recordSlugChange, uniqueSlug } from "./desk-common";

type Input = z.output<typeof albumInputSchema>;

const MEDIA_PREFIX = "/api/media/file/";
type AlbumRow = typeof albums.$inferSelect;

async function readAlbum(tx: Tx, idSite: number, row: AlbumRow): Promise<AdminAlbum> {
  const items = await tx
    .select()
    .from(albumMedia)
    .where(and(eq(albumMedia.siteId, idSite), eq(albumMedia.albumId, row.id)))
    .orderBy(asc(albumMedia.order), asc(albumMedia.id));
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    items: items.map((m) => ({
      src: m.src,
      alt: m.alt,
      caption: m.caption,
      type: mediaTypeOf(m.src) === "video" ? "VIDEO" : "IMAGE",
    })),
    coverSrc: row.coverSrc,
    order: row.order,
    isValid: row.isValid,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function rowFor(tx: Tx, idSite: number, id: number, lock = false): Promise<AlbumRow> {
  const query = tx
    .select()
    .from(albums)
    .where(and(eq(albums.siteId, idSite), eq(albums.id, id)));
  const [row] = await (lock ? query.for("update") : query);
  if (!row) throw new ApiError(404, "album.notFound");
  return row;
}

export async function listAdminAlbums(db: Database, idSite: number) {
  return withSite(db, idSite, async (tx) => {
    const rows = await tx
      .select()
      .from(albums)
      .where(eq(albums.siteId, idSite))
      .orderBy(asc(albums.order), asc(albums.id));
    const items = [];
    for (const row of rows) items.push(await readAlbum(tx, idSite, row));
    return { items, total: items.length };
  });
}

export const adminAlbum = (db: Database, idSite: number, id: number) =>
  withSite(db, idSite, async (tx) => readAlbum(tx, idSite, await rowFor(tx, idSite, id)));

function columnsOf(input: Input) {
  return {
    title: input.title,
    slug: input.slug,
    description: input.description,
    coverSrc: input.coverSrc,
    order: input.order,
    isValid: input.isValid,
  };
}

/** The sizes of the library's files among `srcs`, so that the album's grid does not shift. */
async function sizesOf(tx: Tx, idSite: number, srcs: string[]) {
  const keys = srcs.filter((s) => s.startsWith(MEDIA_PREFIX)).map((s) => s.slice(MEDIA_PREFIX.length));
  if (!keys.length) return new Map<string, { width: number | null; height: number | null }>();
  const rows = await tx
    .select({ key: media.key, width: media.width, height: media.height })
    .from(media)
    .where(and(eq(media.siteId, idSite), inArray(media.key, keys)));
  return new Map(rows.map((r) => [`${MEDIA_PREFIX}${r.key}`, { width: r.width, height: r.height }]));
}

async function writeItems(tx: Tx, idSite: number, albumId: number, input: Input) {
  await tx.delete(albumMedia).where(and(eq(albumMedia.siteId, idSite), eq(albumMedia.albumId, albumId)));
  if (!input.items.length) return;
  const sizes = await sizesOf(
    tx,
    idSite,
    input.items.map((i) => i.src),
  );
  await tx.insert(albumMedia).values(
    input.items.map((item, order) => ({
      siteId: idSite,
      albumId,
      src: item.src,
      alt: item.alt,
      caption: item.caption,
      width: sizes.get(item.src)?.width ?? null,
      height: sizes.get(item.src)?.height ?? null,
      order,
    })),
  );
}

export async function createAlbum(db: Database, idSite: number, user: SessionUser, input: Input) {
  checkOwnMedia(
    idSite,
    input.items.map((i) => i.src),
    "items",
  );
  return uniqueSlug(() =>
    withSite(db, idSite, async (tx) => {
      const [row] = await tx
        .insert(albums)
        .values({ siteId: idSite, ...columnsOf(input) })
        .returning();
      if (!row) throw new Error("createAlbum: no row");
      await writeItems(tx, idSite, row.id, input);
      await recordAudit(tx, idSite, user, "album.create", `album:${row.id}`, { ...input });
      return readAlbum(tx, idSite, row);
    }),
  );
}

export async function updateAlbum(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
  input: Input & { version: number },
) {
  return uniqueSlug(() =>
    withSite(db, idSite, async (tx) => {
      const row = await rowFor(tx, idSite, id, true);
      checkOwnMedia(
        idSite,
        input.items.map((i) => i.src),
        "items",
      );
      await checkVersion(row.version, input.version, () => readAlbum(tx, idSite, row));
      const [saved] = await tx
        .update(albums)
        .set({ ...columnsOf(input), version: row.version + 1, updatedAt: new Date() })
        .where(eq(albums.id, id))
        .returning();
      if (!saved) throw new Error("updateAlbum: no row");
      await writeItems(tx, idSite, id, input);
      await recordSlugChange(tx, idSite, "ALBUM", id, row.slug, input.slug);
      await recordAudit(tx, idSite, user, "album.update", `album:${id}`, {
        before: columnsOf({ ...input, ...row, items: [] } as Input),
        after: { ...input },
      });
      return readAlbum(tx, idSite, saved);
    }),
  );
}

export async function deleteAlbum(db: Database, idSite: number, user: SessionUser, id: number) {
  return withSite(db, idSite, async (tx) => {
    const row = await rowFor(tx, idSite, id, true);
    await tx.delete(albums).where(eq(albums.id, id));
    await recordAudit(tx, idSite, user, "album.delete", `album:${id}`, { title: row.title });
    return { id, title: row.title };
  });
}
