// Albums (spec §7 GET /album?page&nbItem, GET /album/{id}); spec §9: 100 a page.
import { and, asc, count, desc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Album, AlbumList, AlbumMedia, AlbumSummary } from "../../../../schemas/content";
import type { ListQuery } from "../../../../schemas/list-query";
import { mediaTypeOf } from "../../../runtime/media-type";
import { type Database, type Tx, withSite } from "../../db/client";
import { albumMedia, albums } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { type IdOrSlug, isoOf } from "./content-common";
import { movedTargetOf } from "./desk-common";
import { filterConditions, orderOf } from "./filters";

export const ALBUM_PAGE_SIZE = 100;
export const albumListOptions = {
  defaultNbItem: ALBUM_PAGE_SIZE,
  maxNbItem: 100,
  filterable: ["title"],
  orderable: ["publishedAt", "title", "order"],
  defaultOrderBy: "-publishedAt",
} as const;

type AlbumRow = typeof albums.$inferSelect;
type MediaRow = typeof albumMedia.$inferSelect;

const visible = (idSite: number): SQL =>
  and(eq(albums.siteId, idSite), eq(albums.isValid, true), lte(albums.publishedAt, sql`now()`)) as SQL;

/** Media whose file is neither an image nor a video (spec §5) are not shown. */
function mediaOf(row: MediaRow): AlbumMedia | null {
  const type = mediaTypeOf(row.src);
  if (!type) return null;
  return {
    id: row.id,
    src: row.src,
    alt: row.alt,
    width: row.width,
    height: row.height,
    type,
    caption: row.caption,
  };
}

async function mediaByAlbum(tx: Tx, idSite: number, ids: number[]): Promise<Map<number, AlbumMedia[]>> {
  const map = new Map<number, AlbumMedia[]>(ids.map((id) => [id, []]));
  if (!ids.length) return map;
  const rows = await tx
    .select()
    .from(albumMedia)
    .where(and(eq(albumMedia.siteId, idSite), inArray(albumMedia.albumId, ids)))
    .orderBy(asc(albumMedia.order), asc(albumMedia.id));
  for (const row of rows) {
    const media = mediaOf(row);
    if (media) map.get(row.albumId)?.push(media);
  }
  return map;
}

function summaryOf(row: AlbumRow, media: AlbumMedia[]): AlbumSummary {
  // the owner's cover (issue 14 §2), else the first image
  const cover =
    media.find((m) => m.type === "image" && m.src === row.coverSrc) ?? media.find((m) => m.type === "image");
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    url: `/albums/${row.slug}`,
    description: row.description,
    cover: cover ? { src: cover.src, alt: cover.alt, width: cover.width, height: cover.height } : null,
    nbMedia: media.length,
    publishedAt: isoOf(row.publishedAt),
  };
}

export async function albumList(db: Database, idSite: number, query: ListQuery): Promise<AlbumList> {
  return withSite(db, idSite, async (tx) => {
    const where = and(
      visible(idSite),
      ...filterConditions(query.filters, { title: { column: albums.title, kind: "text" } }),
    );
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(albums)
        .where(where)
        .orderBy(
          ...orderOf(
            query.orderBy,
            { publishedAt: albums.publishedAt, title: albums.title, order: albums.order },
            albums.id,
          ),
        )
        .offset(query.offset)
        .limit(query.nbItem),
      tx.select({ n: count() }).from(albums).where(where),
    ]);
    const media = await mediaByAlbum(
      tx,
      idSite,
      rows.map((r) => r.id),
    );
    return { albums: rows.map((r) => summaryOf(r, media.get(r.id) ?? [])), total: total?.n ?? 0 };
  });
}

/**
 * An album visitors see; with `preview` (the site's admins, issue 14 §7) an unpublished or
 * scheduled one too, flagged `unpublished`.
 */
export async function albumDetail(
  db: Database,
  idSite: number,
  key: IdOrSlug,
  preview = false,
): Promise<Album> {
  return withSite(db, idSite, async (tx) => {
    const byKey = "id" in key ? eq(albums.id, key.id) : eq(albums.slug, key.slug);
    const [row] = await tx
      .select({ album: albums, shown: visible(idSite) })
      .from(albums)
      .where(and(preview ? eq(albums.siteId, idSite) : visible(idSite), byKey))
      .orderBy(desc(albums.id))
      .then((rows) => rows.map((r) => ({ ...r.album, shown: Boolean(r.shown) })));
    if (!row) {
      // a former slug of an album (issue 14 §2): the route answers a 301 to its current one
      const target = "slug" in key ? await movedTargetOf(tx, idSite, "ALBUM", key.slug) : null;
      const [moved] =
        target === null
          ? []
          : await tx
              .select({ slug: albums.slug })
              .from(albums)
              .where(and(visible(idSite), eq(albums.id, target)));
      throw new ApiError(404, "error.albumNotFound", {}, moved ? { movedTo: moved.slug } : null);
    }
    const media = (await mediaByAlbum(tx, idSite, [row.id])).get(row.id) ?? [];
    return { ...summaryOf(row, media), media, ...(row.shown ? {} : { unpublished: true as const }) };
  });
}
