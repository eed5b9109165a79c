// What the owner's blog articles and news items share (issue 14 §1, §2): the columns an input
// writes once cleaned (rich text through the layouts' sanitizer, every other text as plain text),
// the cover read from the media library, the status of a publication date, a free slug, the 301
// kept from a former slug, and the publication job of a scheduled post.
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { PostStatus } from "../../../../schemas/blog";
import { slugOf } from "../../../runtime/text/slug";
import type { Tx } from "../../db/client";
import { contentSlugRedirects, media, type StoredImage } from "../../db/schema";
import { ruleError } from "../../http/api-error";
import { sanitizeLayoutHtml, sanitizePlainText } from "../../security/sanitize";
import { enqueuePublication } from "./publish-job";

export type PostKind = "BLOG" | "NEWS";

/** The input fields of a post, as the schemas of schemas/blog.ts give them. */
export interface PostInput {
  title: string;
  image: string | null;
  html: string;
  summary: string;
  seoTitle: string | null;
  metaDescription: string | null;
  isValid: boolean;
  publishedAt: string | null;
}

export function statusOf(isValid: boolean, publishedAt: Date, now = new Date()): PostStatus {
  if (!isValid) return "draft";
  return publishedAt > now ? "scheduled" : "published";
}

/** The rows of a status, read with the database's clock as the visitors' calls are. */
export function statusCondition(status: PostStatus, cols: { isValid: PgColumn; publishedAt: PgColumn }): SQL {
  if (status === "draft") return sql`not ${cols.isValid}`;
  if (status === "scheduled") return sql`${cols.isValid} and ${cols.publishedAt} > now()`;
  return sql`${cols.isValid} and ${cols.publishedAt} <= now()`;
}

/** Text shown as text: no markup survives (a title is never html, wherever it is printed). */
export const plain = (value: string) => sanitizePlainText(value);
const plainOrNull = (value: string | null) => (value ? plain(value) || null : null);

/**
 * A media library address (/api/media/file/{key}) of this site's images, as the storefront shows
 * it (alt text and size from the library); anything else is the field's error.
 */
export async function coverOf(tx: Tx, idSite: number, url: string | null): Promise<StoredImage | null> {
  if (!url) return null;
  const key = /^\/api\/media\/file\/([\w./-]{1,300})$/.exec(url)?.[1];
  const [row] = key
    ? await tx
        .select()
        .from(media)
        .where(and(eq(media.siteId, idSite), eq(media.key, key), eq(media.kind, "image")))
    : [];
  if (!row) throw ruleError("post.imageUnknown", {}, "image");
  return { src: url, alt: row.alt, width: row.width, height: row.height };
}

/** The columns of a post's input once cleaned (the slug, the cover and the rest have their own rules). */
export function postColumnsOf(input: PostInput) {
  return {
    title: plain(input.title),
    summary: plain(input.summary),
    html: sanitizeLayoutHtml(input.html),
    seoTitle: plainOrNull(input.seoTitle),
    metaDescription: plainOrNull(input.metaDescription),
    isValid: input.isValid,
    publishedAt: input.publishedAt ? new Date(input.publishedAt) : new Date(),
  };
}

/** A slug made from the title that `taken` (the site's slugs starting like it) lacks. */
export async function freeSlugOf(
  title: string,
  fallback: string,
  taken: (base: string) => Promise<string[]>,
): Promise<string> {
  let base = slugOf(title) || fallback;
  if (/^\d+$/.test(base)) base = `${fallback}-${base}`;
  const used = new Set(await taken(base));
  let slug = base;
  for (let n = 2; used.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** The former slugs of a post that go: those it takes again, or all of a deleted post's. */
export async function forgetSlugRedirects(
  tx: Tx,
  idSite: number,
  kind: PostKind,
  which: { slugs: string[] } | { targetId: number },
) {
  await tx
    .delete(contentSlugRedirects)
    .where(
      and(
        eq(contentSlugRedirects.siteId, idSite),
        eq(contentSlugRedirects.kind, kind),
        "slugs" in which
          ? inArray(contentSlugRedirects.oldSlug, which.slugs)
          : eq(contentSlugRedirects.targetId, which.targetId),
      ),
    );
}

/** The id a former slug now names, if any. */
export async function redirectTargetOf(
  tx: Tx,
  idSite: number,
  kind: PostKind,
  oldSlug: string,
): Promise<number | null> {
  const [row] = await tx
    .select({ targetId: contentSlugRedirects.targetId })
    .from(contentSlugRedirects)
    .where(
      and(
        eq(contentSlugRedirects.siteId, idSite),
        eq(contentSlugRedirects.kind, kind),
        eq(contentSlugRedirects.oldSlug, oldSlug),
      ),
    );
  return row?.targetId ?? null;
}

/** A published post later than now: the site's caches drop at its time (publish-job.ts). */
export async function schedulePublication(
  tx: Tx,
  idSite: number,
  kind: PostKind,
  id: number,
  row: { isValid: boolean; publishedAt: Date },
): Promise<void> {
  if (row.isValid && row.publishedAt.getTime() > Date.now())
    await enqueuePublication(tx, idSite, kind, id, row.publishedAt);
}
