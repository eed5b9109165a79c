// What the ordering routes share (orders, shipping, pick-up): the site's order settings, read
// through the site cache, the card account, who asks, and answers that no cache keeps.
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { ApiDeps } from "../../api-deps";
import { withSite } from "../../db/client";
import { cardPaymentAccounts } from "../../db/schema";
import type { ApiEnv } from "../../http/api-env";
import { ok } from "../../http/envelope";
import { shopSettingsLoader, shopSiteOf } from "../catalogue/shop-site";
import { destinationChoicesOf, siteDestinationsOf } from "../shipping/destinations";
import { placeOf, visitorOrigin } from "../site/site-origin";
import {
  bankDetailsOf,
  type CardPayment,
  carrierGridOf,
  type OrderActor,
  type OrderSettings,
} from "./order-context";
import type { CardAccount } from "./payment/card-provider";

/** The site's card payment account, if it has one. */
export function cardAccountLoader({ db, cache }: Pick<ApiDeps, "db" | "cache">) {
  return (idSite: number): Promise<CardAccount | null> =>
    cache.get(idSite, "shop:card-account", async () => {
      const [row] = await withSite(db, idSite, (tx) =>
        tx.select().from(cardPaymentAccounts).where(eq(cardPaymentAccounts.siteId, idSite)),
      );
      return row
        ? {
            provider: row.provider,
            publishableKey: row.publishableKey,
            secretKey: row.secretKey,
            webhookSecret: row.webhookSecret,
          }
        : null;
    });
}

/** The storefront origin a buyer comes back to: the request's own, when it is one of the site's hosts. */
export function originOf(c: Context<ApiEnv>): string {
  return visitorOrigin(c.get("site"), placeOf(c.req));
}

/** The order settings, card and actor of a request, read through the site cache. */
export function orderContextOf({ db, cache, cardProvider }: Pick<ApiDeps, "db" | "cache" | "cardProvider">) {
  const loader = shopSettingsLoader({ db, cache });
  const cardAccountOf = cardAccountLoader({ db, cache });
  const settingsOf = async (idSite: number): Promise<OrderSettings> => {
    const [values, cart, account, carriers, choices, bank] = await Promise.all([
      loader.values(idSite),
      loader.cart(idSite),
      cardAccountOf(idSite),
      cache.get(idSite, "shop:carriers", () => carrierGridOf(db, idSite)),
      cache.get(idSite, "shop:destinations", () => destinationChoicesOf(db, idSite)),
      cache.get(idSite, "shop:bank", () => withSite(db, idSite, (tx) => bankDetailsOf(tx, idSite))),
    ]);
    const destinations = siteDestinationsOf(values, choices);
    return { values, cart, carriers, cardConfigured: account !== null, destinations, bank };
  };
  const cardOf = async (c: Context<ApiEnv>, idSite: number): Promise<CardPayment | null> => {
    const account = await cardAccountOf(idSite);
    return account ? { account, provider: cardProvider, origin: originOf(c) } : null;
  };
  return { loader, cardAccountOf, settingsOf, cardOf };
}

export const orderActorOf = (c: Context<ApiEnv>): OrderActor => ({
  idSite: shopSiteOf(c).id,
  user: c.get("user"),
  lang: c.get("lang"),
});

/** An answer about one buyer's checkout or orders: no cache keeps it. */
export function personal(c: Context<ApiEnv>, data: unknown, status: 200 | 201 = 200) {
  c.header("Cache-Control", "no-store");
  return ok(c, data, status);
}
