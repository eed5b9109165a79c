import type { Context } from "hono";
import { SHARED_ANSWER_HEADER } from "../../../schemas/envelope";
import type { SiteCache } from "../modules/site/site-cache";
import type { ApiEnv } from "./api-env";
import { ApiError } from "./api-error";
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
  /** false: the answer also depends on the day (its key says which): renders must not keep it. */
  sharedUntilChange = true,
) {
  const idSite = c.get("site").id;
  // "not found" is kept too: a page asking every time for what the site does not have (a
  // component configuration never made) costs no database read either
  const outcome = await cache.get<{ json: string } | { missing: ApiError }>(idSite, key, async () => {
    try {
      return { json: okJson(await load(idSite)) };
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return { missing: err };
      throw err;
    }
  });
  if ("missing" in outcome) {
    if (sharedUntilChange) c.set("sharedAnswer", true);
    throw outcome.missing;
  }
  const { json } = outcome;
  if (!sharedUntilChange) return c.body(json, 200, { "Content-Type": "application/json; charset=UTF-8" });
  // the storefront's renders keep this answer parsed until the site changes (src/client/api-client.ts)
  return c.body(json, 200, {
    "Content-Type": "application/json; charset=UTF-8",
    [SHARED_ANSWER_HEADER]: "1",
  });
}
