import { readFile } from "node:fs/promises";
import path from "node:path";
import { ApiError } from "../../http/api-error";
import { sanitizeSvg } from "../../security/sanitize";
import { hostnameOf, type SiteRecord } from "./site-registry";

/**
 * POST /image/load-svg (spec §7) inlines one of the site's own SVG files. It reads files from
 * our folders only and never requests a URL: no server-side request forgery through this call.
 */
export async function loadOwnSvg(
  url: string,
  site: SiteRecord,
  dirs: { publicDir: string; mediaDir: string },
): Promise<string> {
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
  if (!pathname.toLowerCase().endsWith(".svg")) throw new ApiError(400, "error.notSvg");
  const roots: [string, string][] = [
    ["/media/", dirs.mediaDir],
    ["/demo/", path.join(dirs.publicDir, "demo")],
  ];
  for (const [prefix, root] of roots) {
    if (!pathname.startsWith(prefix)) continue;
    const file = path.resolve(root, `.${pathname.slice(prefix.length - 1)}`);
    if (!file.startsWith(path.resolve(root) + path.sep)) break; // ../ escapes are refused
    try {
      return sanitizeSvg(await readFile(file, "utf8"));
    } catch {
      break;
    }
  }
  throw new ApiError(404, "error.mediaNotFound");
}
