// What the owner's content calls share (issue 14, decision 104): the version check of DESIGN.md §7,
// a slug that changes leaving a 301 (content_slug_redirects), files that must be the site's own.
import { and, eq } from "drizzle-orm";
import type { MessageKey } from "../../../runtime/messages/translate";
import type { Tx } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { contentSlugRedirects } from "../../db/schema";
import { ApiError, ruleError } from "../../http/api-error";

export type SlugKind = (typeof contentSlugRedirects.$inferInsert)["kind"];

/** A PUT with a stale version: 409 with the current object (DESIGN.md §7). */
export async function checkVersion<T>(stored: number, sent: number, current: () => Promise<T>) {
  if (stored !== sent) throw new ApiError(409, "desk.stale", {}, { current: await current() });
}

/**
 * A unique index broken by the owner's input (a slug, a route taken) is that field's error
 * (`key` on `field`, 422), not a 500: every content call writes through this one.
 */
export async function uniqueField<T>(
  write: () => Promise<T>,
  key: MessageKey,
  field = "slug",
  params: Record<string, string> = {},
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw ruleError(key, params, field);
    throw err;
  }
}

/** A second item with the same slug is the field's error, not a 500. */
export const uniqueSlug = <T>(write: () => Promise<T>) =>
  uniqueField(write, "desk.slugTaken", "slug", { title: "" });

/**
 * The item's slug changed: the old one answers a 301 to the item, the new one is the item's own
 * (an older redirect from it would shadow nothing, but would point elsewhere if the slug moved).
 */
export async function recordSlugChange(
  tx: Tx,
  idSite: number,
  kind: SlugKind,
  targetId: number,
  oldSlug: string,
  newSlug: string,
) {
  await tx
    .delete(contentSlugRedirects)
    .where(
      and(
        eq(contentSlugRedirects.siteId, idSite),
        eq(contentSlugRedirects.kind, kind),
        eq(contentSlugRedirects.oldSlug, newSlug),
      ),
    );
  if (oldSlug === newSlug) return;
  await tx
    .insert(contentSlugRedirects)
    .values({ siteId: idSite, kind, oldSlug, targetId })
    .onConflictDoUpdate({
      target: [contentSlugRedirects.siteId, contentSlugRedirects.kind, contentSlugRedirects.oldSlug],
      set: { targetId },
    });
}

/** The item a former slug of `kind` leads to, or null. */
export async function movedTargetOf(tx: Tx, idSite: number, kind: SlugKind, slug: string) {
  const [row] = await tx
    .select({ targetId: contentSlugRedirects.targetId })
    .from(contentSlugRedirects)
    .where(
      and(
        eq(contentSlugRedirects.siteId, idSite),
        eq(contentSlugRedirects.kind, kind),
        eq(contentSlugRedirects.oldSlug, slug),
      ),
    );
  return row?.targetId ?? null;
}

const LIBRARY_PREFIX = "/api/media/file/";

/** A file of the media library must be this site's: another site's key is refused. */
export function checkOwnMedia(idSite: number, srcs: (string | null | undefined)[], field: string) {
  for (const src of srcs) {
    if (src?.startsWith(LIBRARY_PREFIX) && !src.startsWith(`${LIBRARY_PREFIX}site-${idSite}/`))
      throw ruleError("desk.mediaInvalid", {}, field);
  }
}
