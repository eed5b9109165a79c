// What stands between a request and its site's pages (issue 19 §4, §5, §3): an unknown host gets
// a neutral platform page, never another site. The domains work adds the redirect of a site's
// other domains to its canonical one; the owner's work adds the suspended and the under
// construction pages. A gate answers a Response to stop the request there, or null to go on.
import type { Context } from "hono";
import type { SiteRecord } from "./modules/site/site-registry";

export type SiteGate = (site: SiteRecord | undefined, c: Context) => Promise<Response | null>;

const UNKNOWN_HOST_PAGE =
  '<!doctype html><html lang="fr"><meta charset="utf-8"><title>Site introuvable</title>' +
  "<h1>Site introuvable</h1><p>Aucun site n’est configuré pour ce nom d’hôte.</p></html>";

export function createSiteGate(): SiteGate {
  return async (site, c) => {
    if (!site) return c.html(UNKNOWN_HOST_PAGE, 404);
    return null;
  };
}
