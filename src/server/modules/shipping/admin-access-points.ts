// The relay network's points (issue 13 §1 "the relay provider's settings", decision 098): the
// built-in provider is the site's own list of points, one list per relay carrier; the owner adds,
// corrects, closes and removes them. An order keeps the point it was sent to as it was (its
// `access_point` column), so a change here never rewrites a past order.
import { and, asc, eq, ne } from "drizzle-orm";
import type { AccessPointInput, AdminAccessPoint } from "../../../../schemas/shipping";
import { type Database, type Tx, withSite } from "../../db/client";
import { accessPoints, carriers } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";

type Input = Required<Omit<AccessPointInput, "country">> & { country: string };

export function adminAccessPoints(db: Database, idSite: number): Promise<AdminAccessPoint[]> {
  return withSite(db, idSite, async (tx) => {
    const rows = await tx
      .select({ point: accessPoints, carrierName: carriers.name })
      .from(accessPoints)
      .innerJoin(carriers, eq(carriers.id, accessPoints.carrierId))
      .where(eq(accessPoints.siteId, idSite))
      .orderBy(asc(carriers.order), asc(carriers.id), asc(accessPoints.zipCode), asc(accessPoints.id));
    return rows.map(({ point, carrierName }) => ({
      id: point.id,
      carrierId: point.carrierId,
      carrierName,
      code: point.code,
      name: point.name,
      addLine1: point.addLine1,
      zipCode: point.zipCode,
      city: point.city,
      country: point.country,
      lat: point.lat,
      lng: point.lng,
      openingHours: point.openingHours,
      isValid: point.isValid,
    }));
  });
}

const fieldError = (field: string, key: "shipping.notRelayCarrier" | "shipping.pointCodeTaken") =>
  new ApiError(422, key, {}, { errors: { [field]: [key] } });

/** The point's carrier is a relay carrier of this site; its code is free in that network. */
async function checkInput(tx: Tx, idSite: number, input: Input, exceptId?: number) {
  const [carrier] = await tx
    .select({ deliveryType: carriers.deliveryType })
    .from(carriers)
    .where(and(eq(carriers.siteId, idSite), eq(carriers.id, input.carrierId)));
  if (carrier?.deliveryType !== "PICKUP") throw fieldError("carrierId", "shipping.notRelayCarrier");
  const [taken] = await tx
    .select({ id: accessPoints.id })
    .from(accessPoints)
    .where(
      and(
        eq(accessPoints.siteId, idSite),
        eq(accessPoints.carrierId, input.carrierId),
        eq(accessPoints.code, input.code),
        exceptId === undefined ? undefined : ne(accessPoints.id, exceptId),
      ),
    );
  if (taken) throw fieldError("code", "shipping.pointCodeTaken");
}

async function pointRow(tx: Tx, idSite: number, id: number) {
  const [row] = await tx
    .select()
    .from(accessPoints)
    .where(and(eq(accessPoints.siteId, idSite), eq(accessPoints.id, id)))
    .for("update");
  if (!row) throw new ApiError(404, "shipping.pointNotFound");
  return row;
}

export function createAccessPoint(db: Database, idSite: number, admin: SessionUser, input: Input) {
  return withSite(db, idSite, async (tx) => {
    await checkInput(tx, idSite, input);
    const [row] = await tx
      .insert(accessPoints)
      .values({ siteId: idSite, ...input })
      .returning({ id: accessPoints.id, name: accessPoints.name });
    if (!row) throw new Error("relay point not created");
    await recordAudit(tx, idSite, admin, "relay.create", input.code);
    return row;
  });
}

export function updateAccessPoint(
  db: Database,
  idSite: number,
  admin: SessionUser,
  id: number,
  input: Input,
) {
  return withSite(db, idSite, async (tx) => {
    await pointRow(tx, idSite, id);
    await checkInput(tx, idSite, input, id);
    await tx
      .update(accessPoints)
      .set(input)
      .where(and(eq(accessPoints.siteId, idSite), eq(accessPoints.id, id)));
    await recordAudit(tx, idSite, admin, "relay.update", input.code);
    return { id, name: input.name };
  });
}

export function deleteAccessPoint(db: Database, idSite: number, admin: SessionUser, id: number) {
  return withSite(db, idSite, async (tx) => {
    const row = await pointRow(tx, idSite, id);
    await tx.delete(accessPoints).where(and(eq(accessPoints.siteId, idSite), eq(accessPoints.id, id)));
    await recordAudit(tx, idSite, admin, "relay.delete", row.code);
    return { id, name: row.name };
  });
}
