// The owner's carriers and rate grids (issue 13 §1, DESIGN.md §7): listed with the site's shipping
// settings, created, saved with their whole grid (409 on a stale version), deleted, or deactivated
// when an order names them. The checkout reads them through the site's cached carrier grid, which
// the change feed drops on every write here.
import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { ParameterValues } from "../../../../schemas/parameters";
import type { AdminCarrier, AdminShipping, carrierInputSchema } from "../../../../schemas/shipping";
import { type Database, type Tx, withSite } from "../../db/client";
import { carrierRates, carriers, orders } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";

type Input = z.output<typeof carrierInputSchema>;
type CarrierRow = typeof carriers.$inferSelect;

async function carriersOf(tx: Tx, idSite: number, only?: number): Promise<AdminCarrier[]> {
  const rows = await tx
    .select()
    .from(carriers)
    .where(and(eq(carriers.siteId, idSite), only === undefined ? undefined : eq(carriers.id, only)))
    .orderBy(asc(carriers.order), asc(carriers.id));
  const rates = await tx
    .select()
    .from(carrierRates)
    .where(eq(carrierRates.siteId, idSite))
    .orderBy(asc(carrierRates.zone), asc(carrierRates.minBottles));
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    serviceCode: c.serviceCode,
    deliveryType: c.deliveryType,
    delayDays: c.delayDays,
    isValid: c.isValid,
    order: c.order,
    freeFrom: c.freeFrom,
    rates: rates
      .filter((r) => r.carrierId === c.id)
      .map(({ zone, minBottles, maxBottles, price }) => ({ zone, minBottles, maxBottles, price })),
    version: c.version,
  }));
}

export async function adminShipping(
  db: Database,
  idSite: number,
  values: ParameterValues,
): Promise<AdminShipping> {
  return withSite(db, idSite, async (tx) => ({
    carriers: await carriersOf(tx, idSite),
    settings: {
      FREE_SHIPPING_BOTTLE: values.FREE_SHIPPING_BOTTLE ?? null,
      FREE_SHIPPING_PRICE: values.FREE_SHIPPING_PRICE ?? null,
      MINIMUM_EXPEDITION_BOTTLE: values.MINIMUM_EXPEDITION_BOTTLE ?? null,
      MAXIMUM_EXPEDITION_BOTTLE: values.MAXIMUM_EXPEDITION_BOTTLE ?? null,
      BOTTLE_MULTIPLE: values.BOTTLE_MULTIPLE ?? null,
      LOCK_DELIVERY: values.LOCK_DELIVERY === true,
      SHIPPING_MESSAGE: values.SHIPPING_MESSAGE ?? null,
    },
  }));
}

const columnsOf = ({ rates: _rates, ...input }: Input) => input;

async function writeRates(tx: Tx, idSite: number, carrierId: number, input: Input) {
  await tx.delete(carrierRates).where(eq(carrierRates.carrierId, carrierId));
  if (input.rates.length) {
    await tx.insert(carrierRates).values(input.rates.map((r) => ({ ...r, siteId: idSite, carrierId })));
  }
}

async function readCarrier(tx: Tx, idSite: number, id: number): Promise<AdminCarrier> {
  const [carrier] = await carriersOf(tx, idSite, id);
  if (!carrier) throw new ApiError(404, "shipping.notFound");
  return carrier;
}

async function carrierRowFor(tx: Tx, idSite: number, id: number): Promise<CarrierRow> {
  const [row] = await tx
    .select()
    .from(carriers)
    .where(and(eq(carriers.siteId, idSite), eq(carriers.id, id)))
    .for("update");
  if (!row) throw new ApiError(404, "shipping.notFound");
  return row;
}

export async function createCarrier(db: Database, idSite: number, user: SessionUser, input: Input) {
  return withSite(db, idSite, async (tx) => {
    const [row] = await tx
      .insert(carriers)
      .values({ siteId: idSite, ...columnsOf(input) })
      .returning();
    if (!row) throw new Error("createCarrier: no row");
    await writeRates(tx, idSite, row.id, input);
    await recordAudit(tx, idSite, user, "carrier.create", `carrier:${row.id}`, { ...input });
    return readCarrier(tx, idSite, row.id);
  });
}

export async function updateCarrier(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
  input: Input & { version: number },
) {
  return withSite(db, idSite, async (tx) => {
    const row = await carrierRowFor(tx, idSite, id);
    if (row.version !== input.version) {
      throw new ApiError(409, "shipping.stale", {}, { current: await readCarrier(tx, idSite, id) });
    }
    const before = await readCarrier(tx, idSite, id);
    const { version: _version, ...fields } = input;
    await tx
      .update(carriers)
      .set({ ...columnsOf(fields), version: row.version + 1 })
      .where(eq(carriers.id, row.id));
    await writeRates(tx, idSite, row.id, fields);
    await recordAudit(tx, idSite, user, "carrier.update", `carrier:${row.id}`, { before, after: fields });
    return readCarrier(tx, idSite, row.id);
  });
}

/** DELETE /admin/carrier/{id}: deactivated when an order names it, else deleted with its grid. */
export async function deleteCarrier(db: Database, idSite: number, user: SessionUser, id: number) {
  return withSite(db, idSite, async (tx) => {
    const row = await carrierRowFor(tx, idSite, id);
    const [named] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.siteId, idSite), eq(orders.carrierId, row.id)))
      .limit(1);
    if (named) {
      await tx
        .update(carriers)
        .set({ isValid: false, version: row.version + 1 })
        .where(eq(carriers.id, row.id));
      await recordAudit(tx, idSite, user, "carrier.archive", `carrier:${row.id}`, { name: row.name });
      return { archived: true, name: row.name };
    }
    await tx.delete(carriers).where(eq(carriers.id, row.id));
    await recordAudit(tx, idSite, user, "carrier.delete", `carrier:${row.id}`, { name: row.name });
    return { archived: false, name: row.name };
  });
}
