// The owner's click-and-collect (issue 13 §2): each pick-up place's weekly slots (with their
// capacity) and its calendar's closures and exceptional openings, saved as a whole. A slot that
// orders name keeps its id when kept; a removed one leaves those orders their slot as written.
import { and, asc, count, eq, inArray, max, notInArray } from "drizzle-orm";
import type { z } from "zod";
import type {
  AdminPickup,
  AdminPickupPlace,
  adminPickupPlaceCreateSchema,
  adminPickupSaveSchema,
} from "../../../../schemas/pickup";
import { type Database, type Tx, withSite } from "../../db/client";
import { addressTypes, calendars, companyAddresses, orders, pickupSchedules } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";
import { slotsOfPlaces } from "./click-and-collect";

type Save = z.output<typeof adminPickupSaveSchema>;

async function placesOf(tx: Tx, idSite: number, only?: number): Promise<AdminPickupPlace[]> {
  const places = await tx
    .select({ place: companyAddresses, calendar: calendars })
    .from(companyAddresses)
    .leftJoin(calendars, eq(calendars.id, companyAddresses.calendarId))
    .where(
      and(
        eq(companyAddresses.siteId, idSite),
        eq(companyAddresses.isClickAndCollect, true),
        only === undefined ? undefined : eq(companyAddresses.id, only),
      ),
    )
    .orderBy(asc(companyAddresses.order), asc(companyAddresses.id));
  const slots = await slotsOfPlaces(
    tx,
    idSite,
    places.map((p) => p.place.id),
  );
  return places.map(({ place, calendar }) => ({
    id: place.id,
    name: place.name,
    address: place.address,
    postalCode: place.postalCode,
    city: place.city,
    slots: slots
      .filter((s) => s.addressId === place.id)
      .map(({ id, weekday, opensAt, closesAt, capacity }) => ({ id, weekday, opensAt, closesAt, capacity })),
    closedDates: [...(calendar?.closedDates ?? [])].sort(),
    openDates: [...(calendar?.openDates ?? [])].sort(),
  }));
}

export async function adminPickup(
  db: Database,
  idSite: number,
  preparationHours: number,
): Promise<AdminPickup> {
  return withSite(db, idSite, async (tx) => ({ preparationHours, places: await placesOf(tx, idSite) }));
}

/**
 * A new pick-up place: a company address of the site's CLICK_AND_COLLECT type (made when the site
 * has none), marked for click-and-collect, after the site's other addresses; no slot yet.
 */
export async function createPickupPlace(
  db: Database,
  idSite: number,
  user: SessionUser,
  body: z.output<typeof adminPickupPlaceCreateSchema>,
): Promise<AdminPickupPlace> {
  return withSite(db, idSite, async (tx) => {
    const code = "CLICK_AND_COLLECT";
    await tx
      .insert(addressTypes)
      .values({ siteId: idSite, code, label: "Point de retrait (click and collect)" })
      .onConflictDoNothing();
    const [type] = await tx
      .select({ id: addressTypes.id })
      .from(addressTypes)
      .where(and(eq(addressTypes.siteId, idSite), eq(addressTypes.code, code)));
    if (!type) throw new Error("createPickupPlace: no address type");
    const [last] = await tx
      .select({ order: max(companyAddresses.order) })
      .from(companyAddresses)
      .where(eq(companyAddresses.siteId, idSite));
    const [created] = await tx
      .insert(companyAddresses)
      .values({
        siteId: idSite,
        typeId: type.id,
        ...body,
        isClickAndCollect: true,
        order: (last?.order ?? -1) + 1,
      })
      .returning({ id: companyAddresses.id });
    if (!created) throw new Error("createPickupPlace: no row");
    await recordAudit(tx, idSite, user, "pickup.create", `address:${created.id}`, { name: body.name });
    const [place] = await placesOf(tx, idSite, created.id);
    if (!place) throw new Error("createPickupPlace: no place");
    return place;
  });
}

export async function savePickupPlace(
  db: Database,
  idSite: number,
  user: SessionUser,
  idAddress: number,
  body: Save,
): Promise<AdminPickupPlace> {
  return withSite(db, idSite, async (tx) => {
    const place = await lockedPlace(tx, idSite, idAddress);
    const kept = body.slots.filter((s) => s.id !== undefined).map((s) => s.id as number);
    const mine = kept.length
      ? await tx
          .select({ id: pickupSchedules.id })
          .from(pickupSchedules)
          .where(and(eq(pickupSchedules.addressId, place.id), inArray(pickupSchedules.id, kept)))
      : [];
    if (mine.length !== new Set(kept).size) throw new ApiError(422, "pickup.slotUnknown");
    await tx
      .delete(pickupSchedules)
      .where(
        and(
          eq(pickupSchedules.addressId, place.id),
          kept.length ? notInArray(pickupSchedules.id, kept) : undefined,
        ),
      );
    for (const slot of body.slots) {
      const values = {
        weekday: slot.weekday,
        opensAt: slot.opensAt,
        closesAt: slot.closesAt,
        capacity: slot.capacity,
      };
      if (slot.id !== undefined)
        await tx.update(pickupSchedules).set(values).where(eq(pickupSchedules.id, slot.id));
      else await tx.insert(pickupSchedules).values({ siteId: idSite, addressId: place.id, ...values });
    }
    const closedDates = [...new Set(body.closedDates)].sort();
    const openDates = [...new Set(body.openDates)].sort();
    if (place.calendarId !== null) {
      await tx.update(calendars).set({ closedDates, openDates }).where(eq(calendars.id, place.calendarId));
    } else if (closedDates.length || openDates.length) {
      // every day is open to the slots; the calendar only closes and opens dates
      const [calendar] = await tx
        .insert(calendars)
        .values({
          siteId: idSite,
          name: `Retraits — ${place.name}`,
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          closedDates,
          openDates,
          minDelayDays: 0,
          maxDelayDays: 90,
        })
        .returning({ id: calendars.id });
      await tx
        .update(companyAddresses)
        .set({ calendarId: calendar?.id ?? null })
        .where(eq(companyAddresses.id, place.id));
    }
    await recordAudit(tx, idSite, user, "pickup.update", `address:${place.id}`, {
      slots: body.slots.length,
      closedDates,
      openDates,
    });
    const [saved] = await placesOf(tx, idSite, place.id);
    if (!saved) throw new Error("savePickupPlace: no place");
    return saved;
  });
}

/** The site's pick-up place `idAddress`, its row locked for the rest of the transaction. */
async function lockedPlace(tx: Tx, idSite: number, idAddress: number) {
  const [place] = await tx
    .select()
    .from(companyAddresses)
    .where(
      and(
        eq(companyAddresses.siteId, idSite),
        eq(companyAddresses.id, idAddress),
        eq(companyAddresses.isClickAndCollect, true),
      ),
    )
    // "no key update" (a save never changes the place's key): a booking that holds its slot takes
    // its order's foreign-key share lock on the place; with "for update" it waited for the save
    // while the save waited for the slot (a deadlock)
    .for("no key update");
  if (!place) throw new ApiError(404, "pickup.notFound");
  return place;
}

/** A pick-up place renamed or moved: its name and address (the orders keep theirs as written). */
export async function renamePickupPlace(
  db: Database,
  idSite: number,
  user: SessionUser,
  idAddress: number,
  body: z.output<typeof adminPickupPlaceCreateSchema>,
): Promise<AdminPickupPlace> {
  return withSite(db, idSite, async (tx) => {
    const place = await lockedPlace(tx, idSite, idAddress);
    await tx.update(companyAddresses).set(body).where(eq(companyAddresses.id, place.id));
    await recordAudit(tx, idSite, user, "pickup.rename", `address:${place.id}`, {
      from: place.name,
      name: body.name,
    });
    const [saved] = await placesOf(tx, idSite, place.id);
    if (!saved) throw new Error("renamePickupPlace: no place");
    return saved;
  });
}

/**
 * A pick-up place withdrawn from click-and-collect: the checkout no longer offers it. The address
 * and its slots stay (the orders picked up there name them); refused while an order waits to be
 * picked up there (neither delivered nor cancelled), so no buyer is left without a place.
 */
export async function withdrawPickupPlace(
  db: Database,
  idSite: number,
  user: SessionUser,
  idAddress: number,
): Promise<{ id: number; name: string }> {
  return withSite(db, idSite, async (tx) => {
    const place = await lockedPlace(tx, idSite, idAddress);
    const [waiting] = await tx
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.siteId, idSite),
          eq(orders.pickupAddressId, place.id),
          notInArray(orders.status, ["DELIVERED", "CANCELLED"]),
        ),
      );
    const n = Number(waiting?.n ?? 0);
    if (n > 0) throw new ApiError(409, "pickup.placeInUse", { count: String(n) });
    await tx
      .update(companyAddresses)
      .set({ isClickAndCollect: false })
      .where(eq(companyAddresses.id, place.id));
    await recordAudit(tx, idSite, user, "pickup.withdraw", `address:${place.id}`, { name: place.name });
    return { id: place.id, name: place.name };
  });
}
