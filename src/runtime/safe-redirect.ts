/**
 * Where a visitor may be sent after an action, from a target the request carried (`redirectTo`
 * after login, a locale redirect built from the asked path…): only a path of the site itself
 * (issue 11 §2, docs/decisions/082). The target is read by the WHATWG URL parser, the one browsers
 * use, so what we judge is what the browser will follow: it drops TAB and line breaks anywhere and
 * C0 controls and spaces around the input ("/\t/evil.example" is "//evil.example", another host),
 * treats "\" as "/" in http(s) URLs, and resolves dot segments ("/..//evil" has the path
 * "//evil"). The answer is rebuilt from the parsed URL (path, query, fragment, all percent-encoded
 * by the parser, so it holds no control character that could break a Location header).
 */

/** Any fixed origin does when the site's is unknown: only "is this a path here?" is asked. */
const PLACEHOLDER_ORIGIN = "http://localhost";

function originOf(origin: string | undefined): string {
  if (origin) {
    try {
      const parsed = new URL(origin);
      if (parsed.origin !== "null") return parsed.origin;
    } catch {
      // an unreadable origin: judge against the placeholder
    }
  }
  return PLACEHOLDER_ORIGIN;
}

/** A path the browser resolves on `origin` itself: "/…" but neither "//…" nor "/\…". */
function isLocalPath(path: string, origin: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return false;
  try {
    return new URL(path, origin).origin === origin;
  } catch {
    return false;
  }
}

/**
 * `target` as a path of the site at `origin` ("/account?tab=orders#x"), or `fallback` when it
 * names another origin, another scheme (javascript:, data:), or cannot be parsed. A URL of the
 * site itself ("https://www.example.fr/shop") is kept as its path.
 */
export function safeRedirectPath(target: unknown, origin: string | undefined, fallback = "/"): string {
  if (typeof target !== "string" || target.trim() === "") return fallback;
  const base = originOf(origin);
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  // "/.//evil.example" parses to the path "//evil.example", a host for whoever reads it next:
  // one leading slash only
  const path = `/${url.pathname.replace(/^[/\\]+/, "")}${url.search}${url.hash}`;
  return isLocalPath(path, base) ? path : fallback;
}
