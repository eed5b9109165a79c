// One process, one port (DESIGN.md §3): the platform API under /api, the client build as static
// files, and every other request handed to React Router's server renderer.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { brotliCompress, gzipSync, constants as zlibConstants } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import { type ErrorHandler, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { pageBytesOf } from "../runtime/page-html";
import { type Api, MULTIPART_BODY_LIMIT } from "./api";
import type { Database } from "./db/client";
import { isDatabaseUnavailable, isTransactionConflict } from "./db/errors";
import type { TrustedProxies } from "./http/client-ip";
import { createPagePolicies, newNonce, securityHeaders, withHeader } from "./http/security-headers";
import { storefrontInputGuard } from "./http/storefront-input-guard";
import { iconRoute, iconRouteBase } from "./icon-svgs";
import { createLocaleRouting } from "./locale-routing";
import { tokenOf } from "./modules/account/session";
import type { SessionCache } from "./modules/account/session-cache";
import { labelPageHandler } from "./modules/catalogue/e-label-routes";
import type { SiteCache } from "./modules/site/site-cache";
import { hostnameOf, type SiteRegistry } from "./modules/site/site-registry";
import { type CachedPage, PageCache } from "./page-cache";
import { acceptsGzip, encodedPage, finishedPage } from "./page-scripts";
import { createRouteTreeHandlers } from "./render-routes";
import { renderTurns } from "./render-turns";
import { SharedAnswers } from "./shared-answers";
import { createSiteGate, isBuildingPreview } from "./site-gate";
import { visitorTextsBase, visitorTextsRoute } from "./texts-route";

export interface ServerOptions {
  api: Api;
  /** The site's settings that shape its pages' Content-Security-Policy are read from here. */
  db: Database;
  sites: SiteRegistry;
  cache: SiteCache;
  /** The sessions this process has read: the site gate knows a building site's admins by them. */
  sessions?: SessionCache;
  /** The platform operator's app (issue 19), served on `platformHost` only. */
  operator?: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> };
  platformHost?: string;
  /** The React Router build, or a function loading it per request (the dev server's HMR). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client: hashed assets and the copied public/ folder. */
  clientDir: string;
  mode: "development" | "production" | "test";
  /** The anonymous page cache; off only to measure rendering (bench). */
  pageCache?: boolean;
  /** TRUST_PROXY: the proxy's X-Forwarded-Proto says whether the visitor came over https (HSTS). */
  trustProxy?: TrustedProxies;
  log?: Logger;
}

/** Every file below `dir`, as URL paths ("/assets/x.js"): looked up per request instead of the disk. */
function staticPaths(dir: string): Set<string> {
  const found = new Set<string>();
  const walk = (folder: string, prefix: string) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(folder, entry.name), `${prefix}${entry.name}/`);
      else found.add(`${prefix}${entry.name}`);
    }
  };
  walk(dir, "/");
  return found;
}

const acceptsBrotli = (header: string | undefined) => /\bbr\b/.test(header ?? "");

/** Statuses worth caching for anonymous visitors: a page, or the 404 page of an unknown path. */
const CACHEABLE = new Set([200, 404]);

/** Pages rendered at the same time by one process; the others wait their turn (see `renders`). */
const RENDERS_AT_ONCE = 4;

const UNAVAILABLE_PAGE =
  '<!doctype html><html lang="fr"><meta charset="utf-8"><title>Service momentanément indisponible</title>' +
  "<h1>Service momentanément indisponible</h1><p>Le site revient dans quelques instants : veuillez réessayer.</p></html>";
const ERROR_PAGE =
  '<!doctype html><html lang="fr"><meta charset="utf-8"><title>Erreur</title>' +
  "<h1>Une erreur inattendue est survenue</h1><p>Veuillez réessayer dans quelques instants.</p></html>";

/**
 * What escaped a page's renderer (the page's policy reads the site's settings): a plain page in
 * French, never a stack. The database out of reach, or a transaction that lost a conflict with
 * another, is a 503 the visitor may retry in a moment.
 */
function errorPage(log: Logger | undefined): ErrorHandler {
  return (error, c) => {
    c.header("Cache-Control", "no-store");
    if (isDatabaseUnavailable(error)) {
      log?.warn({ err: error }, "database unavailable");
      c.header("Retry-After", "5");
      return c.html(UNAVAILABLE_PAGE, 503);
    }
    if (isTransactionConflict(error)) {
      // another transaction won (a deadlock): nothing was written, the same request may succeed
      log?.warn({ err: error }, "transaction conflict");
      c.header("Retry-After", "1");
      return c.html(UNAVAILABLE_PAGE, 503);
    }
    log?.error({ err: error }, "unhandled error");
    return c.html(ERROR_PAGE, 500);
  };
}

/** The platform operator's host is nobody's site: its own screens and API, before any site's. */
function platformHostFirst(
  operator: NonNullable<ServerOptions["operator"]>,
  platformHost: string,
): MiddlewareHandler {
  return async (c, next) =>
    hostnameOf(c.req.header("host")) === platformHost ? await operator.fetch(c.req.raw, c.env) : next();
}

/**
 * A page from the page cache, compressed as the browser accepts (a hit costs no compression; the
 * miss that stored it answers with the gzip body it made for the cache, with its length, instead
 * of compressing the page a second time as a stream).
 */
function cachedAnswer(
  hit: CachedPage,
  accepted: string | undefined,
  state: "HIT" | "MISS" = "HIT",
): Response {
  const encoded =
    hit.brotli && acceptsBrotli(accepted)
      ? { body: hit.brotli, encoding: "br" }
      : acceptsGzip(accepted)
        ? { body: hit.gzip, encoding: "gzip" }
        : null;
  // with its Vary, compress leaves a plain one as it is (it would remake it around a web stream)
  return new Response(encoded?.body ?? hit.body, {
    status: hit.status,
    headers: {
      ...hit.headers,
      ...(encoded ? { "Content-Encoding": encoded.encoding } : {}),
      Vary: "Accept-Encoding",
      "X-Page-Cache": state,
    },
  });
}

export function createServer({
  api,
  db,
  sites,
  cache,
  sessions,
  operator,
  platformHost,
  build,
  clientDir,
  mode,
  pageCache = true,
  trustProxy = [],
  log,
}: ServerOptions) {
  const app = new Hono();
  const pages = new PageCache();
  const answers = new SharedAnswers();
  // renders take their turn, a few at a time, each in a new turn of the event loop (render-turns.ts)
  const renders = renderTurns(RENDERS_AT_ONCE);
  cache.onInvalidate((idSite) => {
    pages.dropSite(idSite);
    answers.dropSite(idSite);
  });
  // each request is matched against its locale prefix's routes only (docs/decisions/121)
  const handlerOf = createRouteTreeHandlers(build, mode === "development" ? "development" : "production");
  const root = path.relative(process.cwd(), clientDir) || ".";
  const localeOf = createLocaleRouting({ api, log });
  const pagePolicyOf = createPagePolicies({ db, cache, mode });
  const gate = createSiteGate({ mode, closed: { db, sessions, siteChanges: cache } });

  // outermost: every answer (API, files, pages, redirects, errors) leaves with its security headers
  app.use(securityHeaders({ trustProxy }), compress());
  if (operator && platformHost) app.use("*", platformHostFirst(operator, platformHost));
  app.route("/", api);
  app.get("/e/:code", labelPageHandler({ db, sites })); // the wine e-label (issue 15 §2), cookie-free

  // The build's files are listed once: a page request costs no file-system lookup. Hashed assets
  // are immutable; the other public files (demo images, favicons) may change, so a day.
  const files = staticPaths(clientDir);
  const serveFile = serveStatic({
    root,
    // the build wrote .br and .gz copies of its scripts and stylesheets (docs/decisions/079)
    precompressed: true,
    onFound: (p, c) =>
      c.header(
        "Cache-Control",
        p.includes("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=86400",
      ),
  });
  app.use("*", (c, next) => (files.has(c.req.path) ? serveFile(c, next) : next()));
  app.get(`${iconRouteBase}:folder/:file`, iconRoute); // a Font Awesome icon as SVG (decision 118)
  app.get(`${visitorTextsBase}:file`, visitorTextsRoute); // the visitor texts (decision 126)

  // the storefront's forms post to their route's action (multipart uploads included): the same
  // ceiling as the API's, before React Router reads the body
  app.on(
    ["POST", "PUT", "PATCH", "DELETE"],
    "*",
    bodyLimit({
      maxSize: MULTIPART_BODY_LIMIT,
      onError: (c) =>
        c.html(
          '<!doctype html><html lang="fr"><meta charset="utf-8"><title>Envoi trop volumineux</title>' +
            "<h1>Envoi trop volumineux</h1><p>Les fichiers envoyés dépassent la taille permise.</p></html>",
          413,
        ),
    }),
  );

  app.use("*", storefrontInputGuard); // unreadable URL or form body: 400, not 500 (issue 11 §6)

  app.all("*", async (c) => {
    const site = sites.byHost(c.req.header("host"));
    const gated = await gate(site, c);
    if (gated || !site) return gated ?? c.notFound();
    const token = tokenOf(undefined, c.req.header("cookie"));
    const requestUrl = new URL(c.req.url);
    // spec §2, §4: the language comes from the URL prefix; the cookie only sends a visitor there
    const locale = await localeOf(c.req.raw, requestUrl, site, c.req.header("cookie"));
    if (locale.kind === "redirect") {
      c.header("Cache-Control", "private, no-store");
      return c.redirect(locale.location, locale.status);
    }
    // behind a TLS-terminating proxy the page was asked over https: links and Secure cookies follow
    const origin = `${c.req.header("x-forwarded-proto") === "https" ? "https:" : requestUrl.protocol}//${requestUrl.host}`;
    const render = () =>
      renders(async () => {
        // a visitor who left while the page waited its turn costs no render (nginx's 499)
        if (c.req.raw.signal.aborted) return new Response(null, { status: 499 });
        // a fresh nonce per render: the page's own scripts carry it, an injected one cannot know it
        const nonce = newNonce();
        const response = await handlerOf(requestUrl.pathname)(c.req.raw, {
          idSite: site.id,
          lang: locale.lang,
          token,
          origin,
          nonce,
          // in-process calls carry the page request's node objects: the API sees the visitor's address
          transport: (request: Request) => Promise.resolve(api.fetch(request, c.env)),
          memo: answers.for(site.id, locale.lang),
          // issue 19 §3: an admin sees the site under construction, with its banner
          buildingPreview: isBuildingPreview(c.req.raw),
        });
        if (!/^text\/html\b/i.test(response.headers.get("content-type") ?? "")) return response;
        // the page is rendered to its end inside the gate (see `renders`)
        // its icons as SVG, its scripts after its first paint (decision 118)
        const page = await finishedPage(response);
        // the header goes with the page into the page cache: a hit replays the nonce of its body
        return withHeader(page, "Content-Security-Policy", await pagePolicyOf(site.id, nonce));
      });
    // logged-in views are rendered fresh; anonymous ones come from the page cache
    const accepted = c.req.header("accept-encoding");
    if (!pageCache || token || (c.req.method !== "GET" && c.req.method !== "HEAD"))
      return encodedPage(await render(), accepted);
    const key = PageCache.key(
      site.id,
      `${c.req.method === "HEAD" ? "GET" : c.req.method} ${requestUrl.pathname}${requestUrl.search}`,
    );
    const hit = pages.get(key);
    if (hit) return cachedAnswer(hit, accepted);
    const version = cache.version(site.id);
    const response = await render();
    if (
      !CACHEABLE.has(response.status) ||
      response.headers.has("set-cookie") ||
      /no-store|private/.test(response.headers.get("cache-control") ?? "")
    )
      return encodedPage(response, accepted);
    const body = await pageBytesOf(response);
    const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== "content-length"));
    // a change that landed while rendering makes this page stale: serve it, do not keep it
    if (cache.version(site.id) === version) {
      const page: CachedPage = {
        status: response.status,
        headers,
        body,
        gzip: new Uint8Array(gzipSync(body)),
      };
      pages.set(key, page);
      brotliCompress(
        body,
        {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        },
        (error, brotli) => {
          if (error) log?.warn({ err: error, key }, "brotli compression of a cached page failed");
          else pages.addBrotli(key, page, new Uint8Array(brotli));
        },
      );
      return cachedAnswer(page, accepted, "MISS");
    }
    return new Response(body, { status: response.status, headers: { ...headers, "X-Page-Cache": "MISS" } });
  });

  app.onError(errorPage(log));

  return app;
}
