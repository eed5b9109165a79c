// The site of a shop call, and the shop's settings read through the site cache: shared by the
// catalogue, cart and order routes.
import type { Context } from "hono";
import type { ParameterValues } from "../../../../schemas/parameters";
import type { ApiDeps } from "../../api-deps";
import { withSite } from "../../db/client";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import type { CartSettings } from "../cart/cart-service";
import { readSiteParameters } from "../site/site-service";
import { catalogueContextOf, stockSettingsOf } from "./catalogue-service";

/** The shop exists only on sites with isECommerce (spec §1, §3 site info). */
export function shopSiteOf(c: Context<ApiEnv>) {
  const site = c.get("site");
  if (!site.isECommerce) throw new ApiError(404, "shop.closed");
  return site;
}

/** The site's settings and what pricing needs, cached per site version. */
export function shopSettingsLoader({ db, cache }: Pick<ApiDeps, "db" | "cache">) {
  const values = (idSite: number): Promise<ParameterValues> =>
    cache.get(idSite, "shop:settings", () => readSiteParameters(db, idSite));
  const cart = async (idSite: number): Promise<CartSettings> => {
    const [settings, catalogue] = await Promise.all([
      values(idSite),
      cache.get(idSite, "shop:catalogue-context", () =>
        withSite(db, idSite, (tx) => catalogueContextOf(tx, idSite)),
      ),
    ]);
    return { ...stockSettingsOf(settings), catalogue };
  };
  return { values, cart };
}
