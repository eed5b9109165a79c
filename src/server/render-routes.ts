// React Router's work per render grows with the route tree: it matches the request against every
// branch (three times or more a render), and builds the tree's route objects anew for the render
// (ServerRouter). Our tree holds each route three times, once per locale prefix (decision 041):
// 138 routes where a request can only ever match the 46 of its own prefix. Each request is handed
// to a handler of the build cut down to its prefix's routes (docs/decisions/121): the same matches,
// a third of the work. Route ids, files and links do not change.
import { createRequestHandler, type ServerBuild } from "react-router";
import { localePrefixes } from "../runtime/locale";

type RequestHandler = ReturnType<typeof createRequestHandler>;
type Mode = Parameters<typeof createRequestHandler>[1];

/** What the cut needs of a route of the build. */
interface RouteEntry {
  id: string;
  parentId?: string;
  index?: boolean;
}

/** The locale layout route of a prefix (src/app/locale-routes.ts). */
const localeLayoutId = (prefix: string) => `locale-${prefix}`;

/**
 * The ids of the routes that can match a path without prefix, and of those that can match a path
 * under each prefix. A prefix's tree keeps the home page's index route too: the routes the browser
 * is given with a page are those of its path's parents, "/" included, as with the whole tree.
 */
export function routeTrees(routes: Record<string, RouteEntry | undefined>): {
  unprefixed: Set<string>;
  byPrefix: Map<string, Set<string>>;
} {
  /** The route directly under the root that a route descends from (itself when it is one); null for the root. */
  const topOf = (route: RouteEntry): string | null => {
    let current: RouteEntry | undefined = route;
    while (current?.parentId && current.parentId !== "root") current = routes[current.parentId];
    return current && current.id !== "root" ? current.id : null;
  };
  const entries = Object.values(routes).filter((r): r is RouteEntry => r !== undefined);
  const layouts = new Set(localePrefixes.map(localeLayoutId));
  const idsOf = (keep: (route: RouteEntry, top: string | null) => boolean) =>
    new Set(entries.filter((route) => keep(route, topOf(route))).map((route) => route.id));
  return {
    unprefixed: idsOf((_, top) => top === null || !layouts.has(top)),
    byPrefix: new Map(
      localePrefixes.map((prefix) => [
        prefix,
        idsOf(
          (route, top) =>
            top === null ||
            top === localeLayoutId(prefix) ||
            (route.index === true && route.parentId === "root"),
        ),
      ]),
    ),
  };
}

/**
 * The build with only the routes of `ids`, in its server routes and in its assets' manifest (the
 * render reads both; the browser is sent only the routes of its page, and asks /__manifest, served
 * by the whole build, for the others).
 */
function cutDown(build: ServerBuild, ids: Set<string>): ServerBuild {
  const only = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).filter(([id]) => ids.has(id)));
  return {
    ...build,
    routes: only(build.routes),
    assets: { ...build.assets, routes: only(build.assets.routes) },
  };
}

/**
 * The prefix whose routes can match `pathname` ("/en/shop", "/EN", "/en.data"), or null for the
 * routes without prefix. React Router matches without regard to case and on the decoded path.
 */
export function routePrefixOf(pathname: string): string | null {
  const raw = pathname.split("/", 2)[1] ?? "";
  let first = raw.endsWith(".data") ? raw.slice(0, -".data".length) : raw;
  try {
    first = decodeURIComponent(first);
  } catch {
    // React Router keeps an undecodable segment as it is
  }
  first = first.toLowerCase();
  return localePrefixes.includes(first) ? first : null;
}

/**
 * The request handler for a request's path: its prefix's, the unprefixed routes', or the whole
 * build's for React Router's own paths (the route manifest the browser asks for as it navigates).
 * A build loaded per request (the dev server's), or one whose browser gets the whole manifest
 * with the page, is served whole.
 */
export function createRouteTreeHandlers(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: Mode,
): (pathname: string) => RequestHandler {
  const whole = createRequestHandler(build, mode);
  if (typeof build === "function" || build.routeDiscovery.mode !== "lazy") return () => whole;
  const trees = routeTrees(build.routes);
  const unprefixed = createRequestHandler(cutDown(build, trees.unprefixed), mode);
  const byPrefix = new Map(
    [...trees.byPrefix].map(([prefix, ids]) => [prefix, createRequestHandler(cutDown(build, ids), mode)]),
  );
  const manifestPath = build.routeDiscovery.manifestPath;
  return (pathname) => {
    if (pathname.startsWith("/__") || pathname === manifestPath) return whole;
    const prefix = routePrefixOf(pathname);
    return (prefix && byPrefix.get(prefix)) || unprefixed;
  };
}
