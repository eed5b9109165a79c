// The security headers of every answer (issue 11 §5, docs/decisions/081): the Content-Security-Policy
// of a page (a fresh nonce per render, the hosts the site's settings need), a policy that loads
// nothing for the API and the static HTML answers, and nosniff, a referrer policy, a frame
// policy, a permissions policy and HSTS (over https) on everything else.
import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { ParameterValues } from "../../../schemas/parameters";
import { featureFlagsOf, type Trackers } from "../../runtime/theme/feature-flags";
import { trackerScriptsOf } from "../../runtime/theme/tracker-scripts";
import type { Database } from "../db/client";
import type { SiteCache } from "../modules/site/site-cache";
import { readSiteParameters } from "../modules/site/site-service";
import { allowedEmbeds } from "../security/sanitize";
import { fromTrustedProxy, type TrustedProxies } from "./client-ip";

/** 128 random bits, base64: a page's scripts carry it, an injected one cannot guess it. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** What a site's settings add to its pages' policy, beyond 'self'. */
export interface PageSources {
  script: string[];
  connect: string[];
  frame: string[];
}

/**
 * What each tracker calls besides its loader (whose host comes from its script's URL in
 * src/runtime/theme/tracker-scripts.ts): the hosts its beacons go to and the frames it opens.
 * Images need nothing: img-src takes any https image.
 */
const trackerExtras: Record<Exclude<keyof Trackers, "searchConsoleId">, Partial<PageSources>> = {
  analyticsId: {
    connect: [
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ],
  },
  adsTagId: {
    script: ["https://www.googleadservices.com", "https://googleads.g.doubleclick.net"],
    connect: [
      "https://www.google.com",
      "https://*.g.doubleclick.net",
      "https://pagead2.googlesyndication.com",
    ],
    frame: ["https://td.doubleclick.net", "https://www.googletagmanager.com"],
  },
  privacyAnalyticsDomain: {},
  tagManagerId: {
    connect: [
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ],
    frame: ["https://www.googletagmanager.com"],
  },
  socialPixelId: { connect: ["https://www.facebook.com", "https://connect.facebook.net"] },
};

/** The owner's code names at most this many hosts in the policy (a header has a size limit). */
const MAX_OWNER_HOSTS = 20;

/**
 * The origins the owner's code names (SCRIPT_TO_LOAD, AFTER_BODY_HTML_TO_LOAD: SUPER_ADMIN only,
 * schemas/admin.ts): the loader snippet of a chat or booking widget writes its host in full. Only
 * https (wss for sockets) origins that the WHATWG parser reads back unchanged are kept.
 */
function ownerOrigins(code: string): { https: string[]; wss: string[] } {
  const https = new Set<string>();
  const wss = new Set<string>();
  for (const [match] of code.matchAll(/\b(?:https|wss):\/\/[a-z0-9.-]+(?::\d{1,5})?/gi)) {
    if (https.size + wss.size >= MAX_OWNER_HOSTS) break;
    try {
      const url = new URL(match);
      if (!/^[a-z0-9.-]+$/.test(url.hostname) || !url.hostname.includes(".")) continue;
      if (url.protocol === "https:") https.add(url.origin);
      else if (url.protocol === "wss:") wss.add(url.origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return { https: [...https], wss: [...wss] };
}

/** The sources a site's settings add to its pages' policy: configured trackers, the owner's code. */
export function pageSourcesOf(values: Readonly<Partial<ParameterValues>>): PageSources {
  const script = new Set<string>();
  const connect = new Set<string>();
  const frame = new Set<string>();
  const { trackers } = featureFlagsOf(values);
  for (const loader of trackerScriptsOf(trackers)) {
    const origin = new URL(loader.src).origin;
    script.add(origin);
    // the loader's own host also receives its beacons and its configuration (plausible.io/api/event)
    connect.add(origin);
  }
  for (const [name, extras] of Object.entries(trackerExtras)) {
    if (trackers[name as keyof typeof trackerExtras] === null) continue;
    for (const s of extras.script ?? []) script.add(s);
    for (const s of extras.connect ?? []) connect.add(s);
    for (const s of extras.frame ?? []) frame.add(s);
  }
  const owner = ownerOrigins(`${values.SCRIPT_TO_LOAD ?? ""}\n${values.AFTER_BODY_HTML_TO_LOAD ?? ""}`);
  for (const origin of owner.https) {
    script.add(origin);
    connect.add(origin);
    frame.add(origin);
  }
  for (const origin of owner.wss) connect.add(origin);
  return { script: [...script], connect: [...connect], frame: [...frame] };
}

/** The video players a layout may frame: the sanitizer's own list (src/server/security/sanitize.ts). */
const embedSources = allowedEmbeds.map((e) => `https://${e.host}${e.path}`);

const join = (directives: [string, ...string[]][]) =>
  directives.map((d) => d.filter(Boolean).join(" ")).join("; ");

/**
 * The policy of a rendered page. Scripts: ours ('self': the hashed modules and their preloads),
 * the inline ones React Router, React and root.tsx render with the nonce, and the hosts of the
 * site's trackers and owner code; never 'unsafe-inline' or 'unsafe-eval', so an injected handler
 * or a script without the nonce does not run, in the page as in the editor's same-origin canvas.
 * Styles may be inline (the theme's <style>, GrapesJS, style attributes): see decision 081.
 */
export function pagePolicy(nonce: string, sources: PageSources, options: { development?: boolean } = {}) {
  return join([
    ["default-src", "'self'"],
    ["script-src", "'self'", `'nonce-${nonce}'`, ...sources.script],
    ["style-src", "'self'", "'unsafe-inline'", "https:"],
    ["img-src", "'self'", "data:", "blob:", "https:"],
    ["font-src", "'self'", "data:", "https:"],
    ["media-src", "'self'", "data:", "blob:", "https:"],
    // Vite's hot reload talks over a web socket in development
    ["connect-src", "'self'", ...sources.connect, ...(options.development ? ["ws:", "wss:"] : [])],
    ["frame-src", "'self'", ...embedSources, ...sources.frame],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    // the card payment is a redirect to the provider's page, not a form posted there
    ["form-action", "'self'"],
    ["frame-ancestors", "'self'"],
  ]);
}

/** A page of ours with no script (unknown host, upload too large, unreadable form): loads nothing. */
export const STATIC_PAGE_POLICY = join([
  ["default-src", "'none'"],
  ["style-src", "'unsafe-inline'"],
  ["img-src", "'self'", "data:"],
  ["base-uri", "'none'"],
  ["form-action", "'self'"],
  ["frame-ancestors", "'self'"],
]);

/** JSON is data, never a document: nothing loads, nothing frames it. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * The policy of each site's pages, from its settings (read once per site version: the site
 * cache is dropped by the change feed, and so is the page cache whose entries carry the header).
 */
export function createPagePolicies(deps: {
  db: Database;
  cache: SiteCache;
  mode: "development" | "production" | "test";
}) {
  const development = deps.mode === "development";
  return async (idSite: number, nonce: string): Promise<string> => {
    const sources = await deps.cache.get(idSite, "security:page-sources", async () =>
      pageSourcesOf(await readSiteParameters(deps.db, idSite)),
    );
    return pagePolicy(nonce, sources, { development });
  };
}

/** Sets a header, on a copy when the response's headers cannot change (Response.redirect()…). */
export function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

const isHtml = (type: string) => /^\s*text\/html\b/i.test(type);
const isJson = (type: string) => /^\s*application\/([\w.+-]*\+)?json\b/i.test(type);

/** Came over https: a TLS socket, or the TLS-terminating proxy we trust says so (TRUST_PROXY). */
function overHttps(c: Context, trustProxy: TrustedProxies): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  // the proxy we trust appends the last value (the same rule as X-Forwarded-For in client-ip.ts)
  return (
    fromTrustedProxy(c, trustProxy) &&
    c.req.header("x-forwarded-proto")?.split(",").at(-1)?.trim().toLowerCase() === "https"
  );
}

/**
 * The middleware of src/server/server.ts, outermost: it sees the final answer of every route (API,
 * static files, pages from the renderer or the page cache, redirects, errors). A page the renderer
 * made already carries its nonce policy; any other HTML answer gets the static one.
 */
export function securityHeaders(options: { trustProxy: TrustedProxies }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get("content-type") ?? "";
    const isApi = c.req.path === "/api" || c.req.path.startsWith("/api/");
    const headers: [string, string][] = [
      ["X-Content-Type-Options", "nosniff"],
      ["Referrer-Policy", "strict-origin-when-cross-origin"],
      ["Permissions-Policy", PERMISSIONS_POLICY],
    ];
    if (isHtml(type)) {
      if (!c.res.headers.has("content-security-policy")) {
        headers.push(["Content-Security-Policy", STATIC_PAGE_POLICY]);
      }
      headers.push(["X-Frame-Options", "SAMEORIGIN"]);
    } else if (isJson(type) || (isApi && !type)) {
      headers.push(["Content-Security-Policy", API_POLICY], ["X-Frame-Options", "DENY"]);
    } else {
      // files (PDF, images, scripts): no policy (Chromium's PDF viewer breaks under one), not framed elsewhere
      headers.push(["X-Frame-Options", "SAMEORIGIN"]);
    }
    if (overHttps(c, options.trustProxy)) {
      headers.push(["Strict-Transport-Security", HSTS]);
    }
    let response = c.res;
    for (const [name, value] of headers) response = withHeader(response, name, value);
    if (response !== c.res) c.res = response;
  };
}
