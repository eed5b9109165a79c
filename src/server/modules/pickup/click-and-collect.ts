// Click-and-collect (spec §5): the site's pick-up places and their weekly slots.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { ClickAndCollect } from "../../../../schemas/order";
import { isPickupSlotAllowed } from "../../../runtime/shop/checkout-rules";
import { type Database, type Tx, withSite } from "../../db/client";
import { companyAddresses, pickupSchedules } from "../../db/schema";
import { ruleError } from "../../http/api-error";
import { calendarRules } from "../content/calendar-service";
import type { OrderActor, OrderSettings } from "../orders/order-context";

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
    const slots = addresses.length
      ? await tx
          .select()
          .from(pickupSchedules)
          .where(
            and(
              eq(pickupSchedules.siteId, idSite),
              inArray(
                pickupSchedules.addressId,
                addresses.map((a) => a.id),
              ),
            ),
          )
          .orderBy(asc(pickupSchedules.weekday), asc(pickupSchedules.opensAt), asc(pickupSchedules.id))
      : [];
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
          .map((s) => ({ id: s.id, weekday: s.weekday, opensAt: s.opensAt, closesAt: s.closesAt })),
      })),
    };
  });
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
  const [slot] = await tx
    .select()
    .from(pickupSchedules)
    .where(
      and(
        eq(pickupSchedules.siteId, idSite),
        eq(pickupSchedules.id, asked.idSchedule),
        eq(pickupSchedules.addressId, place.id),
      ),
    );
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
  return {
    addressId: place.id,
    date: asked.dateSchedule,
    scheduleId: slot.id,
    slot: { name: place.name, opensAt: slot.opensAt, closesAt: slot.closesAt },
  };
}
