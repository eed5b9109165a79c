// What stands between a request and its site's pages (issue 19 §4, §5, §3): an unknown host gets
// a neutral platform page, never another site; a site's other production domains redirect to its
// canonical one; a suspended site shows everyone a neutral page, and a site under construction its
// visitors. A gate answers a Response to stop the request there, or null to go on.

import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { readParameters } from "../../schemas/parameters";
import { stripLocalePrefix } from "../runtime/locale";
import { translate } from "../runtime/messages/translate";
import { type Database, withSite } from "./db/client";
import { logos, parameters } from "./db/schema";
import { neutralPage, type PageLook } from "./http/neutral-page";
import { hashToken, isTokenShaped, sessionForToken, tokenOf } from "./modules/account/session";
import type { SessionCache } from "./modules/account/session-cache";
import { isLocalHost } from "./modules/platform/dns";
import type { SiteCache } from "./modules/site/site-cache";
import { hostnameOf, type SiteRecord } from "./modules/site/site-registry";

/** The platform's own pages are French (their texts from the catalogue). */
const inFrench = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
  translate("fr_FR", key, params);

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
  const t = inFrench;
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

/** A closed site comes back: crawlers and browsers may ask again in a day. */
export const SUSPENDED_RETRY_AFTER_SECONDS = 3600;
const BUILDING_RETRY_AFTER_SECONDS = 86_400;

/**
 * The requests of a site under construction whose viewer is one of its admins: the page renders,
 * with the "site en construction" banner (server.ts asks isBuildingPreview).
 */
const previews = new WeakSet<Request>();
export const isBuildingPreview = (request: Request) => previews.has(request);

const SUSPENDED_PAGE = neutralPage({
  title: inFrench("domains.suspendedTitle"),
  text: inFrench("domains.suspendedText"),
});

function buildingPage(name: string, look?: PageLook): string {
  return neutralPage({
    title: inFrench("domains.buildingTitle", { name }),
    heading: name,
    text: inFrench("domains.buildingText"),
    hint: inFrench("domains.buildingHint"),
    ...(look ? { look } : {}),
  });
}

/**
 * The site's look on its under-construction page: its header logo and its colours (the settings
 * registry's values, so every text colour already contrasts with the page background). Kept per
 * site until the site changes (the change feed, `siteChanges`), and at most a minute without it:
 * the page answers every visitor of a site not yet open, and the owner's new logo shows at once.
 */
const LOOK_TTL_MS = 60_000;
async function lookOf(db: Database, idSite: number, name: string): Promise<PageLook> {
  return withSite(db, idSite, async (tx) => {
    const [rows, [logo]] = await Promise.all([
      tx
        .select({ type: parameters.type, value: parameters.value })
        .from(parameters)
        .where(eq(parameters.siteId, idSite)),
      tx
        .select({ src: logos.filename, alt: logos.alt })
        .from(logos)
        .where(and(eq(logos.siteId, idSite), eq(logos.type, "LOGO")))
        .limit(1),
    ]);
    const values = readParameters(rows).values;
    return {
      backdrop: values.PRIMARY_COLOR ?? "",
      card: values.BACKGROUND_COLOR ?? "",
      text: values.FONT_COLOR ?? "",
      heading: values.HEADING_COLOR ?? "",
      logo: logo ? { src: logo.src, alt: logo.alt || name } : null,
    };
  });
}

function closed(c: Context, html: string, retryAfter: number): Response {
  c.header("Retry-After", String(retryAfter));
  c.header("X-Robots-Tag", "noindex");
  c.header("Cache-Control", "no-store");
  return c.html(html, 503);
}

/**
 * What the owner needs while the site is under construction: logging in, the invitation's and the
 * reset's password pages, the back office (its screens ask for an admin anyway), and React
 * Router's data requests of those pages (`….data`, the route manifest). The API, the build's files
 * and the e-labels are served before the gate.
 */
const OWNER_PATHS = /^\/(?:auth|logout|admin|password\/reset)(?:\/.*)?(?:\.data)?$|^\/__manifest$/;

export function isOwnerPath(pathname: string): boolean {
  return OWNER_PATHS.test(stripLocalePrefix(pathname));
}

export interface ClosedSiteGateDeps {
  db: Database;
  /** The sessions this process has read: a logged-in admin's page costs no database read. */
  sessions?: SessionCache;
  /** Tells when a site's content changed (here or, through the change feed, in another process). */
  siteChanges?: Pick<SiteCache, "onInvalidate">;
}

/**
 * Issue 19 §5 and §3: a suspended site shows everyone (its admins too) a neutral page; a site
 * under construction shows its visitors (logged-in customers too) the under-construction page,
 * and its ADMIN and SUPER_ADMIN the real site (flagged BUILDING_PREVIEW for the banner).
 */
export function closedSiteGate({ db, sessions, siteChanges }: ClosedSiteGateDeps) {
  const looks = new Map<number, { at: number; html: string }>();
  siteChanges?.onInvalidate((idSite) => looks.delete(idSite));
  const buildingPageOf = async (site: SiteRecord): Promise<string> => {
    const kept = looks.get(site.id);
    if (kept && Date.now() - kept.at < LOOK_TTL_MS) return kept.html;
    const html = buildingPage(site.name, await lookOf(db, site.id, site.name));
    looks.set(site.id, { at: Date.now(), html });
    return html;
  };
  const isAdmin = async (site: SiteRecord, c: Context): Promise<boolean> => {
    const token = tokenOf(undefined, c.req.header("cookie"));
    if (!token || !isTokenShaped(token)) return false;
    const tokenHash = hashToken(token);
    const load = async () => sessionForToken(db, site.id, tokenHash);
    const user = sessions ? await sessions.get(site.id, tokenHash, load) : ((await load())?.user ?? null);
    return user?.role === "ADMIN" || user?.role === "SUPER_ADMIN";
  };
  return async (site: SiteRecord, c: Context): Promise<Response | null> => {
    if (site.suspendedAt) return closed(c, SUSPENDED_PAGE, SUSPENDED_RETRY_AFTER_SECONDS);
    if (!site.isBuilding) return null;
    if (await isAdmin(site, c)) {
      previews.add(c.req.raw);
      return null;
    }
    if (isOwnerPath(c.req.path)) return null;
    return closed(c, await buildingPageOf(site), BUILDING_RETRY_AFTER_SECONDS);
  };
}

export function createSiteGate({
  closed,
  ...options
}: SiteGateOptions & { closed?: ClosedSiteGateDeps } = {}): SiteGate {
  const closedSite = closed ? closedSiteGate(closed) : null;
  return async (site, c) => {
    if (!site) return unknownHostPage(c);
    return canonicalRedirect(site, c, options) ?? (await closedSite?.(site, c)) ?? null;
  };
}
