import { readFile } from "node:fs/promises";
import path from "node:path";
import { ApiError } from "../../http/api-error";
import { sanitizeSvg } from "../../security/sanitize";
import { hostnameOf, type SiteRecord } from "./site-registry";

/** A ".." segment, once percent-decoding is undone: a walk out of the folder asked for. */
const parentSegment = /(?:^|[/\\])\.\.(?:[/\\]|$)/;

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new ApiError(400, "error.badRequest");
  }
}

/**
 * POST /image/load-svg (spec §7) inlines one of the site's own SVG files. It reads files from
 * our folders only and never requests a URL: no server-side request forgery through this call.
 * Uploaded media are the calling site's only: `/media/site-<id>/…` (the key the media store
 * gives, under DATA_DIR/media/site-<id>), never another site's folder; the demo images of
 * public/demo are the same for every site. A path that walks up (`..`, even percent-encoded) is
 * refused before anything is resolved (decision 083).
 */
export async function loadOwnSvg(
  url: string,
  site: SiteRecord,
  dirs: { publicDir: string; mediaDir: string },
): Promise<string> {
  if (parentSegment.test(decoded(url))) throw new ApiError(400, "error.badRequest");
  let pathname: string;
  try {
    const parsed = new URL(url, "http://relative.invalid");
    const isRelative = parsed.host === "relative.invalid";
    const ownHosts = [...site.urls.dev, ...site.urls.prod].map(hostnameOf);
    if (!isRelative && !ownHosts.includes(hostnameOf(parsed.host)))
      throw new ApiError(404, "error.mediaNotFound");
    pathname = decodeURIComponent(parsed.pathname);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, "error.badRequest");
  }
  if (parentSegment.test(pathname) || pathname.includes("\0")) throw new ApiError(400, "error.badRequest");
  if (!pathname.toLowerCase().endsWith(".svg")) throw new ApiError(400, "error.notSvg");
  const siteFolder = `site-${site.id}`;
  const roots: [string, string][] = [
    [`/media/${siteFolder}/`, path.join(dirs.mediaDir, siteFolder)],
    ["/demo/", path.join(dirs.publicDir, "demo")],
  ];
  for (const [prefix, root] of roots) {
    if (!pathname.startsWith(prefix)) continue;
    const file = path.resolve(root, `.${pathname.slice(prefix.length - 1)}`);
    if (!file.startsWith(path.resolve(root) + path.sep)) break; // belt and braces: never out of root
    try {
      return sanitizeSvg(await readFile(file, "utf8"));
    } catch {
      break;
    }
  }
  throw new ApiError(404, "error.mediaNotFound");
}
