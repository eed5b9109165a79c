import type { SiteInfo } from "../../../schemas/site";

/**
 * The origin of canonical URLs, the sitemap and robots.txt (docs/decisions/034, 111): the site's
 * canonical production domain — the info's `url` when it is one of the production hosts — else
 * the request's. Never the host the page was asked on: the page cache serves every host alike.
 */
export function siteSeoOrigin(info: Pick<SiteInfo, "url" | "urls">, request: Request | undefined): string {
  if (info.urls.prod.includes(info.url)) return `https://${info.url}`;
  return request ? new URL(request.url).origin : "";
}
