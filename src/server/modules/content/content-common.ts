// What the content services share: reading an {id} path segment that may also be a slug, the
// site's settings (cached), image shapes and dates.

import type { MediaImage } from "../../../../schemas/content";
import type { ParameterValues } from "../../../../schemas/parameters";
import type { Database } from "../../db/client";
import type { StoredImage } from "../../db/schema";
import type { SiteCache } from "../site/site-cache";
import { readSiteParameters } from "../site/site-service";

export type IdOrSlug = { id: number } | { slug: string };

/**
 * The {id} of a detail call (spec §7 /album/{id}, /service/{id}, /blog/{id}, /forms/{id}…): a
 * number is an id, anything else a slug, so that storefront URLs can be readable
 * (docs/decisions/031). Null when it can be neither.
 */
export function idOrSlugOf(raw: string | undefined): IdOrSlug | null {
  if (!raw) return null;
  if (/^\d{1,9}$/.test(raw)) return { id: Number(raw) };
  return /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/.test(raw) ? { slug: raw } : null;
}

/** The site's settings, read once per site version (the change feed drops them on any write). */
export function siteSettings(db: Database, cache: SiteCache, idSite: number): Promise<ParameterValues> {
  return cache.get(idSite, "settings:values", () => readSiteParameters(db, idSite));
}

export function imageOf(image: StoredImage | null | undefined): MediaImage | null {
  return image ? { src: image.src, alt: image.alt, width: image.width, height: image.height } : null;
}

export const isoOf = (date: Date | string): string =>
  (typeof date === "string" ? new Date(date) : date).toISOString();
