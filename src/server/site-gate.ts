// What stands between a request and its site's pages (issue 19 §4, §5, §3): an unknown host gets
// a neutral platform page, never another site. The domains work adds the redirect of a site's
// other domains to its canonical one; the owner's work adds the suspended and the under
// construction pages. A gate answers a Response to stop the request there, or null to go on.
import type { Context } from "hono";
import { stripLocalePrefix } from "../runtime/locale";
import type { Database } from "./db/client";
import { hashToken, isTokenShaped, sessionForToken, tokenOf } from "./modules/account/session";
import type { SessionCache } from "./modules/account/session-cache";
import type { SiteRecord } from "./modules/site/site-registry";

export type SiteGate = (site: SiteRecord | undefined, c: Context) => Promise<Response | null>;

const UNKNOWN_HOST_PAGE =
  '<!doctype html><html lang="fr"><meta charset="utf-8"><title>Site introuvable</title>' +
  "<h1>Site introuvable</h1><p>Aucun site n’est configuré pour ce nom d’hôte.</p></html>";

/** A closed site comes back: crawlers and browsers may ask again in a day. */
export const SUSPENDED_RETRY_AFTER_SECONDS = 3600;
const BUILDING_RETRY_AFTER_SECONDS = 86_400;

/**
 * The requests of a site under construction whose viewer is one of its admins: the page renders,
 * with the "site en construction" banner (server.ts asks isBuildingPreview).
 */
const previews = new WeakSet<Request>();
export const isBuildingPreview = (request: Request) => previews.has(request);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A plain page, no script, no site data beyond what `body` says; never indexed, never cached. */
function closedPage(title: string, body: string): string {
  return (
    '<!doctype html><html lang="fr"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${title}</title>` +
    "<style>body{margin:0;font-family:system-ui,sans-serif;background:#f8fafc;color:#1e293b}" +
    "main{max-width:36rem;margin:20vh auto 0;padding:0 1.5rem;text-align:center}" +
    "h1{font-size:1.75rem;margin:0 0 1rem}p{font-size:1.125rem;line-height:1.6}</style></head>" +
    `<body><main>${body}</main></body></html>`
  );
}

const SUSPENDED_PAGE = closedPage(
  "Site momentanément indisponible",
  "<h1>Site momentanément indisponible</h1><p>Ce site est momentanément indisponible.</p>",
);

function buildingPage(name: string): string {
  const safe = escapeHtml(name);
  return closedPage(
    `${safe} — site en construction`,
    `<h1>${safe}</h1><p>Notre site est en construction : il ouvre très bientôt.</p>` +
      "<p>Merci de votre visite, revenez nous voir dans quelques jours !</p>",
  );
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
}

/**
 * Issue 19 §5 and §3: a suspended site shows everyone (its admins too) a neutral page; a site
 * under construction shows its visitors (logged-in customers too) the under-construction page,
 * and its ADMIN and SUPER_ADMIN the real site (flagged BUILDING_PREVIEW for the banner).
 */
export function closedSiteGate({ db, sessions }: ClosedSiteGateDeps) {
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
    return closed(c, buildingPage(site.name), BUILDING_RETRY_AFTER_SECONDS);
  };
}

export function createSiteGate(deps?: ClosedSiteGateDeps): SiteGate {
  const closedSite = deps ? closedSiteGate(deps) : null;
  return async (site, c) => {
    if (!site) return c.html(UNKNOWN_HOST_PAGE, 404);
    return (await closedSite?.(site, c)) ?? null;
  };
}
