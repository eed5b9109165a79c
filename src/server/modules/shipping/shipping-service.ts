// Shipping (spec §5, docs/decisions/070): which carriers may ship a cart to an address, and at
// what price, from the site's rate grids and the bottle-equivalent rule.

import { asc, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Carrier, ShippingFees, ShippingZone, shippingFeesBodySchema } from "../../../../schemas/order";
import type { Lang } from "../../../runtime/messages/translate";
import { servesDestination } from "../../../runtime/shop/destinations";
import { expeditionProblemOf, isFreeShipping, rateOf, shippingZoneOf } from "../../../runtime/shop/shipping";
import { type Database, withSite } from "../../db/client";
import { productDeclinations, products } from "../../db/schema";
import { ruleError } from "../../http/api-error";
import { ListCache } from "../catalogue/list-cache";
import { codeDiscountOf, codeEffectOf, sellableLines } from "../catalogue/pricing-service";
import { findCountry } from "../geo/countries";
import type { OrderActor, OrderSettings } from "../orders/order-context";
import { type Item, pricedLinesOf, type SellableLine, shipmentOfItems } from "../orders/order-lines";
import type { SiteCache } from "../site/site-cache";

type PricedLines = ReturnType<typeof pricedLinesOf>;

export function countryCodeOf(_lang: Lang, input: string | number, field = "country"): string {
  const country = findCountry(input);
  if (!country) throw ruleError("order.countryInvalid", {}, field);
  return country.alphaTwo;
}

interface Quote {
  zone: ShippingZone;
  bottles: number;
  ships: boolean;
  freeShipping: boolean;
  carriers: Carrier[];
}

/**
 * The carriers that may ship `items` to a zone, with their fees, from the site's grid (built once
 * per site version: nothing is read here). Throws the 422 of a rule the shipment breaks: delivery
 * locked, country not served, expedition limits.
 */
export function quoteOf(
  settings: OrderSettings,
  items: readonly Item[],
  destination: { country: string; postalCode: string },
  productsTotal: number,
  freeShippingCode: boolean,
): Quote {
  const values = settings.values;
  const zone = shippingZoneOf(destination.country, destination.postalCode);
  const shipment = shipmentOfItems(items);
  if (!shipment.ships) return { zone, bottles: 0, ships: false, freeShipping: true, carriers: [] };
  if (values.LOCK_DELIVERY === true) throw ruleError("order.deliveryLocked", {}, "delivery");
  if (!servesDestination(destination.country, destination.postalCode, settings.destinations)) {
    throw ruleError("order.countryNotServed", {}, "country");
  }
  const problem = expeditionProblemOf(shipment.bottles, {
    minimum: values.MINIMUM_EXPEDITION_BOTTLE ?? null,
    maximum: values.MAXIMUM_EXPEDITION_BOTTLE ?? null,
    multiple: values.BOTTLE_MULTIPLE ?? null,
  });
  if (problem) throw ruleError(problem.key, problem.params, "products");
  const freeShipping = isFreeShipping({
    zone,
    bottles: shipment.bottles,
    productsTotal,
    rules: {
      bottles: values.FREE_SHIPPING_BOTTLE ?? null,
      amount: values.FREE_SHIPPING_PRICE === null ? null : Math.round(values.FREE_SHIPPING_PRICE * 100),
    },
    freeShippingCode,
  });
  const offered: Carrier[] = [];
  for (const { carrier, rates } of settings.carriers.byZone.get(zone) ?? []) {
    const fdp = rateOf(rates, zone, shipment.gridBottles);
    if (fdp === null) continue;
    offered.push({
      id: carrier.id,
      name: carrier.name,
      serviceCode: carrier.serviceCode,
      // the site's free-shipping rules, or this carrier's own threshold
      price: freeShipping || (carrier.freeFrom !== null && productsTotal >= carrier.freeFrom) ? 0 : fdp,
      fdp,
      deliveryType: carrier.deliveryType,
      siteType: carrier.siteType,
      delayDays: carrier.delayDays,
    });
  }
  return { zone, bottles: shipment.bottles, ships: true, freeShipping, carriers: offered };
}

/** The sellable lines of some products (each product's declinations in their order). */
export type QuoteLinesOf = (
  idSite: number,
  productIds: readonly number[],
) => Promise<readonly SellableLine[]>;

/**
 * The lines a quote prices, read in one query (declinations, products, volume discounts) and kept
 * per site and cache version, by product set, in a bounded cache (the ids come from the visitor):
 * a buyer's checkout quotes one cart again and again. Dropped with the site's other caches when
 * the change feed reports a write (docs/decisions/099).
 */
export function quoteLinesLoader({ db, cache }: { db: Database; cache: SiteCache }): QuoteLinesOf {
  const kept = new ListCache<readonly SellableLine[]>(cache);
  return (idSite, productIds) => {
    const ids = [...new Set(productIds)].sort((a, b) => a - b);
    return kept.get(idSite, ids.join(","), async () => {
      const rows = await withSite(db, idSite, (tx) =>
        sellableLines(tx, idSite, inArray(products.id, ids)).orderBy(
          asc(productDeclinations.order),
          asc(productDeclinations.id),
        ),
      );
      // shared by every quote of this version: nobody may change them
      return Object.freeze(
        rows.map(({ product, declination, tiers }) =>
          Object.freeze({
            product: Object.freeze(product),
            declination: Object.freeze(declination),
            tiers: Object.freeze(tiers.map((t) => Object.freeze(t))),
          }),
        ),
      );
    });
  };
}

/** Items of POST /calculate/shipping-fees: by product, with its first declination when none is named. */
async function shippingItemsOf(
  linesOf: QuoteLinesOf,
  idSite: number,
  list: z.infer<typeof shippingFeesBodySchema>["products"],
): Promise<Item[]> {
  if (!list.length) return [];
  const rows = await linesOf(
    idSite,
    list.map((p) => p.idProduct),
  );
  const items: Item[] = [];
  for (const wanted of list) {
    const row = rows.find(
      (r) =>
        r.product.id === wanted.idProduct &&
        (wanted.idDeclination === undefined || r.declination.id === wanted.idDeclination),
    );
    if (row) items.push({ ...row, quantity: wanted.quantity });
  }
  return items;
}

/** What a discount code does to a quote: the products' total after it, and free shipping. */
async function codeOf(db: Database, idSite: number, code: string | undefined, lines: PricedLines) {
  if (!code) return { productsTotal: lines.subtotal, freeCode: false };
  const row = await withSite(db, idSite, (tx) => codeDiscountOf(tx, idSite, code));
  const effect = row ? codeEffectOf(row, lines.subtotal, lines.lines) : null;
  return effect
    ? { productsTotal: effect.total, freeCode: effect.shippingFees }
    : { productsTotal: lines.subtotal, freeCode: false };
}

/**
 * POST /calculate/shipping-fees (and the owner's simulator). From the caches alone (the site's
 * settings and grid, the lines): only a discount code, whose uses and dates change, is read.
 */
export async function shippingFees(
  { db, linesOf }: { db: Database; linesOf: QuoteLinesOf },
  settings: OrderSettings,
  actor: OrderActor,
  body: z.infer<typeof shippingFeesBodySchema>,
): Promise<ShippingFees> {
  if (!body.products.length) throw ruleError("cart.empty", {}, "products");
  const country = countryCodeOf(actor.lang, body.country);
  const items = await shippingItemsOf(linesOf, actor.idSite, body.products);
  if (!items.length) throw ruleError("cart.empty", {}, "products");
  const { productsTotal, freeCode } = await codeOf(
    db,
    actor.idSite,
    body.discountCode,
    pricedLinesOf(settings, items),
  );
  const quote = quoteOf(settings, items, { country, postalCode: body.postalCode }, productsTotal, freeCode);
  return {
    carriers: quote.carriers,
    zone: quote.zone,
    bottles: quote.bottles,
    freeShipping: quote.ships && quote.freeShipping,
    message: settings.values.SHIPPING_MESSAGE ?? null,
  };
}
