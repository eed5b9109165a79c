// The `token` and `idSite` cookies of spec §4 and §9 (DESIGN.md §4, docs/decisions/011).
import { hostnameOf, type SiteRecord } from "../site/site-registry";
import { SESSION_TTL_SECONDS } from "./session";

const isIpLiteral = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith("[");

/**
 * The Domain attribute for a site's cookies, or null for a host-only cookie.
 *
 * spec §9 puts the cookies on the parent domain: `example-domaine.fr` for `www.example-domaine.fr`,
 * so that both names of the site share the session. Never on a domain that several sites share
 * (one tenant's cookie would overwrite another's), never on a public suffix: the parent is used
 * only when it is itself one of the site's own host names, or when the host is its `www.` name,
 * and no other site answers on that domain or under it. localhost, `*.localhost` and IP addresses
 * get host-only cookies.
 */
export function cookieDomainFor(
  host: string,
  site: SiteRecord,
  allSites: readonly SiteRecord[],
): string | null {
  const name = hostnameOf(host);
  if (!name || isIpLiteral(name) || name === "localhost" || name.endsWith(".localhost")) return null;
  const own = [...site.urls.dev, ...site.urls.prod].map(hostnameOf);
  // a host that is not the site's own (an API client elsewhere) gets a host-only cookie
  if (!own.includes(name)) return null;
  const dot = name.indexOf(".");
  if (dot < 0) return null;
  const parent = name.slice(dot + 1);
  if (!parent.includes(".")) return null;
  if (!(name.startsWith("www.") || own.includes(parent))) return null;
  const shared = allSites.some(
    (other) =>
      other.id !== site.id &&
      [...other.urls.dev, ...other.urls.prod]
        .map(hostnameOf)
        .some((h) => h === parent || h.endsWith(`.${parent}`)),
  );
  return shared ? null : parent;
}

export interface CookieOptions {
  domain: string | null;
  /** Secure in production over https (spec §9, DESIGN.md §4). */
  secure: boolean;
}

function cookie(name: string, value: string, maxAge: number, options: CookieOptions, httpOnly: boolean) {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", `Max-Age=${maxAge}`, "SameSite=Lax"];
  if (maxAge === 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.secure) parts.push("Secure");
  if (httpOnly) parts.push("HttpOnly");
  return parts.join("; ");
}

/**
 * Set-Cookie values of a login: `token` is HttpOnly (page scripts, trackers and owner scripts
 * cannot read it; the browser sends it, and the API accepts it), `idSite` is readable so the
 * browser knows a session may exist before asking GET /logged.
 */
export function sessionCookies(token: string, idSite: number, options: CookieOptions): string[] {
  return [
    cookie("token", token, SESSION_TTL_SECONDS, options, true),
    cookie("idSite", String(idSite), SESSION_TTL_SECONDS, options, false),
  ];
}

/** Set-Cookie values that clear both cookies (spec §4: logout clears them). */
export function clearedSessionCookies(options: CookieOptions): string[] {
  const cleared = [cookie("token", "", 0, options, true), cookie("idSite", "", 0, options, false)];
  // a cookie set host-only before the site's parent domain was known is another cookie: clear it too
  if (options.domain) cleared.push(...clearedSessionCookies({ ...options, domain: null }));
  return cleared;
}
