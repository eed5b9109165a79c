// The carrier delivery of an order (POST /order): to the buyer's address or to a relay point,
// by a carrier that the real quote offers for this cart and destination.
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AccessPoint, OrderAddress, orderBodySchema } from "../../../../schemas/order";
import type { Tx } from "../../db/client";
import { accessPoints } from "../../db/schema";
import { ruleError } from "../../http/api-error";
import type { OrderActor, OrderSettings } from "../orders/order-context";
import type { Item } from "../orders/order-lines";
import { accessPointOf } from "./relay-points";
import { countryCodeOf, quoteOf } from "./shipping-service";

export interface CarrierDelivery {
  carrier: { id: number; name: string; serviceCode: string };
  shippingFees: number;
  shippingAddress: OrderAddress | null;
  accessPoint: AccessPoint | null;
}

/** Where a relay-point delivery goes: a valid point of the chosen carrier. */
async function relayPointOf(tx: Tx, actor: OrderActor, carrierId: number, pointId: string | undefined) {
  if (!pointId) throw ruleError("order.accessPointRequired", {}, "delivery.accessPoint");
  const [point] = await tx
    .select()
    .from(accessPoints)
    .where(
      and(
        eq(accessPoints.siteId, actor.idSite),
        eq(accessPoints.code, pointId),
        eq(accessPoints.carrierId, carrierId),
        eq(accessPoints.isValid, true),
      ),
    );
  if (!point) throw ruleError("order.accessPointUnknown", {}, "delivery.accessPoint");
  return point;
}

/**
 * Checks a DELIVERY (home) or PICKUP (relay point) order against the quote for its items and
 * destination; answers the carrier, its fees and where the parcel goes.
 */
export async function carrierDeliveryOf(
  tx: Tx,
  settings: OrderSettings,
  actor: OrderActor,
  body: z.infer<typeof orderBodySchema>,
  items: readonly Item[],
  pricing: { productsTotal: number; freeShippingCode: boolean },
): Promise<CarrierDelivery> {
  const { lang } = actor;
  const kind = body.delivery.type;
  const carrierId = body.delivery.idCarrier;
  if (!carrierId) throw ruleError("order.carrierRequired", {}, "delivery.idCarrier");
  let shippingAddress: OrderAddress | null = null;
  let accessPoint: AccessPoint | null = null;
  let destination: { country: string; postalCode: string };
  if (kind === "DELIVERY") {
    if (!body.shippingAddress) throw ruleError("order.shippingAddressRequired", {}, "shippingAddress");
    shippingAddress = body.shippingAddress;
    destination = {
      country: countryCodeOf(lang, shippingAddress.country),
      postalCode: shippingAddress.postalCode,
    };
  } else {
    const point = await relayPointOf(tx, actor, carrierId, body.delivery.accessPoint?.id);
    accessPoint = accessPointOf(point);
    destination = { country: point.country, postalCode: point.zipCode };
  }
  const quote = quoteOf(settings, items, destination, pricing.productsTotal, pricing.freeShippingCode);
  const chosen = quote.carriers.find((c) => c.id === carrierId);
  const expected = kind === "DELIVERY" ? "DELIVERY" : "PICKUP";
  if (!chosen || chosen.deliveryType !== expected) {
    throw ruleError("order.carrierUnavailable", {}, "delivery.idCarrier");
  }
  return {
    carrier: { id: chosen.id, name: chosen.name, serviceCode: chosen.serviceCode },
    shippingFees: chosen.price,
    shippingAddress,
    accessPoint,
  };
}
