import type { SiteInfo } from "../../../schemas/site";

/** The origin of canonical URLs: the site's first production domain, else the request's (docs/decisions/034). */
export function siteSeoOrigin(info: Pick<SiteInfo, "urls">, request: Request | undefined): string {
  const prod = info.urls.prod[0];
  return prod ? `https://${prod}` : request ? new URL(request.url).origin : "";
}
