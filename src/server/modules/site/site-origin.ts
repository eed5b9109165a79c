// The one place that says which origin a link to a site names (issue 19 §4,
// docs/decisions/111-domains-and-limits.md):
// - `visitorOrigin`: links back to where the visitor is (a reset link, a payment return, a
//   registration mail): the request's own origin when its host is one of the site's, else the
//   site's public one. A Host header the site does not own is never copied into a link.
// - `publicOrigin`: what outlives the visit (a printed QR code, a canonical URL): the site's
//   canonical production host over https, else the visitor's.
// - `canonicalOrigin`: what is written with no request to copy from (an invitation mail).
import { hostnameOf, type SiteRecord } from "./site-registry";

type SiteHosts = Pick<SiteRecord, "urls" | "canonical">;

export interface OriginOptions {
  mode: "development" | "production" | "test";
  /** The server's PORT, for development hosts (`http://domaine.localhost:3000`). */
  port?: number;
}

export function canonicalOrigin(site: Pick<SiteRecord, "canonical">, { mode, port }: OriginOptions): string {
  const prod = site.canonical.prod;
  if (mode === "production" && prod) return `https://${prod}`;
  const dev = site.canonical.dev ?? prod ?? "localhost";
  return `http://${dev}${port && port !== 80 ? `:${port}` : ""}`;
}

/** What of a request says where the visitor is: its URL, the proxy's scheme, the browser's Origin. */
export interface RequestPlace {
  url: string;
  /** X-Forwarded-Proto: a TLS-terminating proxy in front saw https. */
  forwardedProto?: string | null;
  /** The Origin header: the page the browser called from (the API is called from the storefront). */
  origin?: string | null;
}

/** The place of a Hono request (`c.req`). */
export function placeOf(req: { url: string; header(name: string): string | undefined }): RequestPlace {
  return { url: req.url, forwardedProto: req.header("x-forwarded-proto"), origin: req.header("origin") };
}

/** Whether `host` (a Host header, a URL's host) is one of the site's own names. */
export function isSiteHost(site: Pick<SiteRecord, "urls">, host: string): boolean {
  const name = hostnameOf(host);
  return [...site.urls.dev, ...site.urls.prod].some((h) => hostnameOf(h) === name);
}

/** The site's canonical production origin over https, or null while it has no production host. */
export function productionOrigin(site: Pick<SiteRecord, "canonical">): string | null {
  return site.canonical.prod ? `https://${site.canonical.prod}` : null;
}

const parsed = (value: string | null | undefined): URL | null => {
  if (!value) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/** The origin of links back to where the visitor is (see the head of this file). */
export function visitorOrigin(site: SiteHosts, place: RequestPlace): string {
  const origin = parsed(place.origin);
  if (origin && isSiteHost(site, origin.host)) return origin.origin;
  const url = parsed(place.url);
  if (url && isSiteHost(site, url.host)) {
    const https = url.protocol === "https:" || place.forwardedProto === "https";
    return `${https ? "https:" : url.protocol}//${url.host}`;
  }
  return productionOrigin(site) ?? `http://${site.canonical.dev ?? "localhost"}`;
}

/** The origin of what outlives the visit (see the head of this file). */
export function publicOrigin(site: SiteHosts, place: RequestPlace): string {
  return productionOrigin(site) ?? visitorOrigin(site, place);
}
