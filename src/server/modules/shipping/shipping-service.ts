// Shipping (spec §5, docs/decisions/070): which carriers may ship a cart to an address, and at
// what price, from the site's rate grids and the bottle-equivalent rule.
import { asc, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Carrier, ShippingFees, ShippingZone, shippingFeesBodySchema } from "../../../../schemas/order";
import type { Lang } from "../../../runtime/messages/translate";
import {
  expeditionProblemOf,
  isFreeShipping,
  rateOf,
  sellsTo,
  shippingZoneOf,
} from "../../../runtime/shop/shipping";
import { type Database, type Tx, withSite } from "../../db/client";
import { productDeclinations, products } from "../../db/schema";
import { ruleError } from "../../http/api-error";
import { codeDiscountOf, codeEffectOf, sellableDeclinations } from "../catalogue/pricing-service";
import { findCountry } from "../geo/countries";
import type { OrderActor, OrderSettings } from "../orders/order-context";
import { type Item, pricedLinesOf, shipmentOfItems } from "../orders/order-lines";

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
 * The carriers that may ship `items` to a zone, with their fees. Throws the 422 of a rule the
 * shipment breaks: delivery locked, country not served, expedition limits.
 */
export async function quoteOf(
  _tx: Tx,
  settings: OrderSettings,
  _actor: OrderActor,
  items: readonly Item[],
  destination: { country: string; postalCode: string },
  productsTotal: number,
  freeShippingCode: boolean,
): Promise<Quote> {
  const values = settings.values;
  const zone = shippingZoneOf(destination.country, destination.postalCode);
  const shipment = shipmentOfItems(items);
  if (!shipment.ships) return { zone, bottles: 0, ships: false, freeShipping: true, carriers: [] };
  if (values.LOCK_DELIVERY === true) throw ruleError("order.deliveryLocked", {}, "delivery");
  const area = {
    onlyFrance: values.ONLY_SELL_IN_FRANCE === true,
    worldwide: values.SELLS_WORLDWIDE === true,
  };
  if (!sellsTo(zone, area)) throw ruleError("order.countryNotServed", {}, "country");
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
  const { carriers: carrierRows, rates } = settings.carriers;
  const rateRows = rates.filter((r) => r.zone === zone);
  const offered: Carrier[] = [];
  for (const carrier of carrierRows) {
    const fdp = rateOf(
      rateRows.filter((r) => r.carrierId === carrier.id),
      zone,
      shipment.gridBottles,
    );
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

/** Items of POST /calculate/shipping-fees: by product, with its first declination when none is named. */
async function shippingItemsOf(
  tx: Tx,
  idSite: number,
  list: z.infer<typeof shippingFeesBodySchema>["products"],
): Promise<Item[]> {
  const productIds = [...new Set(list.map((p) => p.idProduct))];
  if (!productIds.length) return [];
  const rows = await sellableDeclinations(tx, idSite, inArray(products.id, productIds)).orderBy(
    asc(productDeclinations.order),
    asc(productDeclinations.id),
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

/** POST /calculate/shipping-fees. */
export async function shippingFees(
  db: Database,
  settings: OrderSettings,
  actor: OrderActor,
  body: z.infer<typeof shippingFeesBodySchema>,
): Promise<ShippingFees> {
  if (!body.products.length) throw ruleError("cart.empty", {}, "products");
  const country = countryCodeOf(actor.lang, body.country);
  return withSite(db, actor.idSite, async (tx) => {
    const items = await shippingItemsOf(tx, actor.idSite, body.products);
    if (!items.length) throw ruleError("cart.empty", {}, "products");
    const { lines, subtotal } = await pricedLinesOf(tx, settings, actor.idSite, items);
    let productsTotal = subtotal;
    let freeCode = false;
    if (body.discountCode) {
      const row = await codeDiscountOf(tx, actor.idSite, body.discountCode);
      const effect = row ? codeEffectOf(row, subtotal, lines) : null;
      if (effect) {
        productsTotal = effect.total;
        freeCode = effect.shippingFees;
      }
    }
    const quote = await quoteOf(
      tx,
      settings,
      actor,
      items,
      { country, postalCode: body.postalCode },
      productsTotal,
      freeCode,
    );
    return {
      carriers: quote.carriers,
      zone: quote.zone,
      bottles: quote.bottles,
      freeShipping: quote.ships && quote.freeShipping,
      message: settings.values.SHIPPING_MESSAGE ?? null,
    };
  });
}
