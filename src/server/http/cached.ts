import type { Context } from "hono";
import type { SiteCache } from "../modules/site/site-cache";
import type { ApiEnv } from "./api-env";
import { okJson } from "./envelope";

/**
 * A success envelope of read-mostly data, from the site's cache (dropped by the change feed on any
 * write). The envelope is kept serialized: a hot call then costs no database read and no
 * JSON.stringify. Only for data that is the same for every visitor of the site.
 */
export async function cachedOk<T>(
  cache: SiteCache,
  c: Context<ApiEnv>,
  key: string,
  load: (idSite: number) => Promise<T>,
) {
  const idSite = c.get("site").id;
  const json = await cache.get(idSite, key, async () => okJson(await load(idSite)));
  return c.body(json, 200, { "Content-Type": "application/json; charset=UTF-8" });
}
