// What stands between a request and its site's pages (issue 19 §4, §5, §3): an unknown host gets
// a neutral platform page, never another site. The domains work adds the redirect of a site's
// other domains to its canonical one; the owner's work adds the suspended and the under
// construction pages. A gate answers a Response to stop the request there, or null to go on.
import type { Context } from "hono";
import { translate } from "../runtime/messages/translate";
import { neutralPage } from "./http/neutral-page";
import { isLocalHost } from "./modules/platform/dns";
import { hostnameOf, type SiteRecord } from "./modules/site/site-registry";

export type SiteGate = (site: SiteRecord | undefined, c: Context) => Promise<Response | null>;

export interface SiteGateOptions {
  /** production: the canonical redirect always goes to https (TLS is the reverse proxy's). */
  mode?: "development" | "production" | "test";
}

/**
 * An unknown host (issue 19 §4): the platform's neutral page, 404, out of search engines and of
 * every cache (the host may be given to a site a minute later). Nothing of any site is in it.
 */
function unknownHostPage(c: Context): Response {
  const t = (key: Parameters<typeof translate>[1]) => translate("fr_FR", key);
  c.header("X-Robots-Tag", "noindex, nofollow");
  c.header("Cache-Control", "no-store");
  return c.html(
    neutralPage({
      title: t("domains.unknownHostTitle"),
      text: t("domains.unknownHostText"),
      hint: t("domains.unknownHostHint"),
    }),
    404,
  );
}

/** Paths a redirect would break: API calls (a 301 on a POST drops its body) and printed e-labels. */
const notRedirected = (path: string) => path === "/api" || path.startsWith("/api/") || path.startsWith("/e/");

/**
 * A page asked on one of the site's other production hosts: 301 to the same path and query on its
 * canonical production host (issue 19 §4, docs/decisions/111). Development hosts, local names and
 * IP addresses are never redirected (the demo site 1 answers on localhost, 127.0.0.1 and
 * conseil.localhost alike); only GET and HEAD of pages are.
 */
export function canonicalRedirect(
  site: SiteRecord,
  c: Context,
  { mode }: SiteGateOptions = {},
): Response | null {
  const canonical = site.canonical.prod;
  if (!canonical || (c.req.method !== "GET" && c.req.method !== "HEAD")) return null;
  const hostHeader = c.req.header("host") ?? "";
  const host = hostnameOf(hostHeader);
  if (host === hostnameOf(canonical) || isLocalHost(host)) return null;
  const isOtherProd = site.urls.prod.some((h) => hostnameOf(h) === host);
  const isDev = site.urls.dev.some((h) => hostnameOf(h) === host);
  if (!isOtherProd || isDev) return null;
  const url = new URL(c.req.url);
  if (notRedirected(url.pathname)) return null;
  const https =
    mode === "production" || url.protocol === "https:" || c.req.header("x-forwarded-proto") === "https";
  // outside production the request's port is kept: a laptop's hosts file maps both names to :3000
  const port = mode === "production" ? "" : (hostHeader.match(/:(\d+)$/)?.[0] ?? "");
  // a day, not forever: the operator may choose another canonical domain
  c.header("Cache-Control", "public, max-age=86400");
  return c.redirect(`${https ? "https" : "http"}://${canonical}${port}${url.pathname}${url.search}`, 301);
}

export function createSiteGate(options: SiteGateOptions = {}): SiteGate {
  return async (site, c) => {
    if (!site) return unknownHostPage(c);
    const redirect = canonicalRedirect(site, c, options);
    if (redirect) return redirect;
    return null;
  };
}
