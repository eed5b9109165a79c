// Relay points: a provider interface, and the built-in provider over the seeded points.
import { and, eq } from "drizzle-orm";
import type { AccessPoint } from "../../../../schemas/order";
import { type Database, type Tx, withSite } from "../../db/client";
import { accessPoints, carriers } from "../../db/schema";
import type { OrderActor } from "../orders/order-context";
import { countryCodeOf } from "./shipping-service";

/** A relay point as the calls answer it. */
export const accessPointOf = (point: typeof accessPoints.$inferSelect): AccessPoint => ({
  id: point.code,
  name: point.name,
  addLine1: point.addLine1,
  zipCode: point.zipCode,
  city: point.city,
  country: point.country,
  position: { lat: point.lat, lng: point.lng },
  icon: "fa-solid fa-store",
  idCarrier: point.carrierId,
  openingHours: point.openingHours,
});

export interface AccessPointProvider {
  search(
    tx: Tx,
    idSite: number,
    query: { postalCode: string; country: string; idCarrier?: number },
  ): Promise<AccessPoint[]>;
}

/** Postal-code proximity: the same code, then the same department, then the nearest codes. */
function postalDistance(a: string, b: string): number {
  if (a === b) return 0;
  const sameDepartment = a.slice(0, 2) === b.slice(0, 2);
  const gap = Math.abs(Number.parseInt(a, 10) - Number.parseInt(b, 10));
  return (sameDepartment ? 1 : 1_000_000) + (Number.isFinite(gap) ? gap : 999_999);
}

/** The nearest points a search gives: enough to choose, few enough to read. */
export const ACCESS_POINTS_SHOWN = 5;

export const builtInAccessPoints: AccessPointProvider = {
  async search(tx, idSite, query) {
    const rows = await tx
      .select({ point: accessPoints, carrier: carriers })
      .from(accessPoints)
      .innerJoin(carriers, eq(carriers.id, accessPoints.carrierId))
      .where(
        and(
          eq(accessPoints.siteId, idSite),
          eq(accessPoints.isValid, true),
          eq(accessPoints.country, query.country),
          eq(carriers.isValid, true),
          eq(carriers.deliveryType, "PICKUP"),
          query.idCarrier === undefined ? undefined : eq(carriers.id, query.idCarrier),
        ),
      );
    const code = query.postalCode.replace(/\s+/g, "");
    return rows
      .map(({ point }) => ({ point, distance: postalDistance(point.zipCode, code) }))
      .sort((a, b) => a.distance - b.distance || a.point.id - b.point.id)
      .slice(0, ACCESS_POINTS_SHOWN)
      .map(({ point }) => accessPointOf(point));
  },
};

export async function searchAccessPoints(
  db: Database,
  actor: OrderActor,
  body: { postalCode: string; country: string | number; idCarrier?: number },
  provider: AccessPointProvider = builtInAccessPoints,
): Promise<AccessPoint[]> {
  const country = countryCodeOf(actor.lang, body.country);
  return withSite(db, actor.idSite, (tx) =>
    provider.search(tx, actor.idSite, { postalCode: body.postalCode, country, idCarrier: body.idCarrier }),
  );
}
