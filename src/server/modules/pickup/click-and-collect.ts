// Click-and-collect (spec §5): the site's pick-up places and their weekly slots.
import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { ClickAndCollect } from "../../../../schemas/order";
import { isPickupSlotAllowed } from "../../../runtime/shop/checkout-rules";
import { type Database, type Tx, withSite } from "../../db/client";
import { companyAddresses, orders, pickupSchedules } from "../../db/schema";
import { ruleError } from "../../http/api-error";
import { calendarRules } from "../content/calendar-service";
import type { OrderActor, OrderSettings } from "../orders/order-context";

/** The weekly slots of some pick-up places, by weekday and time. */
export async function slotsOfPlaces(tx: Tx, idSite: number, addressIds: number[]) {
  if (!addressIds.length) return [];
  return tx
    .select()
    .from(pickupSchedules)
    .where(and(eq(pickupSchedules.siteId, idSite), inArray(pickupSchedules.addressId, addressIds)))
    .orderBy(asc(pickupSchedules.weekday), asc(pickupSchedules.opensAt), asc(pickupSchedules.id));
}

export async function clickAndCollectOf(
  db: Database,
  settings: OrderSettings,
  idSite: number,
): Promise<ClickAndCollect> {
  return withSite(db, idSite, async (tx) => {
    const addresses = await tx
      .select()
      .from(companyAddresses)
      .where(and(eq(companyAddresses.siteId, idSite), eq(companyAddresses.isClickAndCollect, true)))
      .orderBy(asc(companyAddresses.order), asc(companyAddresses.id));
    const slots = await slotsOfPlaces(
      tx,
      idSite,
      addresses.map((a) => a.id),
    );
    const full = await fullSlotDates(
      tx,
      idSite,
      slots.filter((s) => s.capacity !== null),
    );
    return {
      preparationHours: settings.values.CLICK_AND_COLLECT_HOURS ?? 0,
      addresses: addresses.map((a) => ({
        id: a.id,
        name: a.name,
        address: a.address,
        addressPart2: a.addressPart2,
        postalCode: a.postalCode,
        city: a.city,
        country: a.countryAlphaTwo,
        phone: a.phone,
        idCalendar: a.calendarId,
        schedules: slots
          .filter((s) => s.addressId === a.id)
          .map((s) => ({
            id: s.id,
            weekday: s.weekday,
            opensAt: s.opensAt,
            closesAt: s.closesAt,
            fullDates: full.get(s.id) ?? [],
          })),
      })),
    };
  });
}

/** The orders a slot holds on a date, cancelled ones left out. */
const bookings = (idSite: number) =>
  and(
    eq(orders.siteId, idSite),
    eq(orders.deliveryKind, "CLICK_AND_COLLECT"),
    ne(orders.status, "CANCELLED"),
  );

/** The dates from today on which each slot with a capacity is full. */
async function fullSlotDates(
  tx: Tx,
  idSite: number,
  slots: { id: number; capacity: number | null }[],
): Promise<Map<number, string[]>> {
  if (!slots.length) return new Map();
  const rows = await tx
    .select({ scheduleId: orders.pickupScheduleId, date: orders.pickupDate, n: count() })
    .from(orders)
    .where(
      and(
        bookings(idSite),
        inArray(
          orders.pickupScheduleId,
          slots.map((s) => s.id),
        ),
        sql`${orders.pickupDate} >= (now() at time zone 'Europe/Paris')::date`,
      ),
    )
    .groupBy(orders.pickupScheduleId, orders.pickupDate);
  const capacity = new Map(slots.map((s) => [s.id, s.capacity ?? Number.POSITIVE_INFINITY]));
  const full = new Map<number, string[]>();
  for (const row of rows) {
    if (row.scheduleId === null || row.date === null) continue;
    if (row.n >= (capacity.get(row.scheduleId) ?? Number.POSITIVE_INFINITY)) {
      full.set(row.scheduleId, [...(full.get(row.scheduleId) ?? []), row.date].sort());
    }
  }
  return full;
}

/** The pick-up an order asks for: a place, a date and a slot. */
export interface PickupChoice {
  addressId: number;
  date: string;
  scheduleId: number;
  slot: { name: string; opensAt: string; closesAt: string };
}

/**
 * The pick-up of an order (POST /order), checked in its transaction: a click-and-collect place of
 * the site, one of its slots, on a date its calendar allows after the preparation delay.
 */
export async function pickupOf(
  tx: Tx,
  settings: OrderSettings,
  actor: OrderActor,
  asked: { idAddress?: number | null; dateSchedule?: string | null; idSchedule?: number | null },
): Promise<PickupChoice> {
  const { idSite } = actor;
  if (!asked.idAddress || !asked.dateSchedule || !asked.idSchedule) {
    throw ruleError("order.pickupRequired", {}, "delivery");
  }
  const [place] = await tx
    .select()
    .from(companyAddresses)
    .where(
      and(
        eq(companyAddresses.siteId, idSite),
        eq(companyAddresses.id, asked.idAddress),
        eq(companyAddresses.isClickAndCollect, true),
      ),
    );
  if (!place) throw ruleError("order.clickAndCollectUnavailable", {}, "idAddress");
  // the slot's row is locked until the order commits: two buyers racing for its last place take
  // turns, and the second counts the first's order (issue 13 §2)
  const [slot] = await tx
    .select()
    .from(pickupSchedules)
    .where(
      and(
        eq(pickupSchedules.siteId, idSite),
        eq(pickupSchedules.id, asked.idSchedule),
        eq(pickupSchedules.addressId, place.id),
      ),
    )
    .for("update");
  const calendar = place.calendarId === null ? null : await calendarRules(tx, idSite, place.calendarId);
  if (
    !slot ||
    !isPickupSlotAllowed({
      date: asked.dateSchedule,
      slot,
      calendar,
      preparationHours: settings.values.CLICK_AND_COLLECT_HOURS ?? 0,
      now: new Date(),
    })
  ) {
    throw ruleError("order.pickupSlotUnavailable", {}, "idSchedule");
  }
  if (slot.capacity !== null) {
    const [taken] = await tx
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          bookings(idSite),
          eq(orders.pickupScheduleId, slot.id),
          eq(orders.pickupDate, asked.dateSchedule),
        ),
      );
    if ((taken?.n ?? 0) >= slot.capacity) throw ruleError("order.pickupSlotFull", {}, "idSchedule");
  }
  return {
    addressId: place.id,
    date: asked.dateSchedule,
    scheduleId: slot.id,
    slot: { name: place.name, opensAt: slot.opensAt, closesAt: slot.closesAt },
  };
}
