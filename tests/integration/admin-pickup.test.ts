// The owner's click-and-collect (issue 13 §2) on the demo domaine (site 2): slots with a capacity,
// closures and exceptional openings; a full slot is no longer offered, and two buyers racing for
// its last place cannot both have it (the slot's row lock; it bites on PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClickAndCollect, OrderCreated } from "../../schemas/order";
import type { AdminPickup, AdminPickupPlace } from "../../schemas/pickup";
import type { ProductDetail, ProductList } from "../../schemas/shop";
import { BUYER_ADDRESS } from "../fixtures/buyer-address";
import { userWithSession } from "../support/admin-session";
import { apiCaller } from "../support/api-call";
import { createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());
const call = apiCaller(platform, { site: 2 });

let admin: string;
let place: AdminPickupPlace;
let declination: number;
/** Declinations of different products: racing orders share no stock row to queue on. */
let others: number[] = [];

/** The allowed dates of the place's calendar, this month and the next. */
async function allowedDates(idCalendar: number): Promise<string[]> {
  const now = new Date();
  const dates: string[] = [];
  for (const offset of [0, 1, 2]) {
    const month = ((now.getMonth() + offset) % 12) + 1;
    const year = now.getFullYear() + (now.getMonth() + offset >= 12 ? 1 : 0);
    dates.push(
      ...(await call<{ dates: string[] }>(`/calendar/${idCalendar}/date/allowed/${month}/${year}`)).data
        .dates,
    );
  }
  return dates;
}

const weekdayOf = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

beforeAll(async () => {
  admin = (await userWithSession(platform.db, 2, "ADMIN")).token;
  const pickup = await call<AdminPickup>("/admin/pickup", { token: admin });
  const first = pickup.data.places[0];
  if (!first) throw new Error("no pick-up place");
  place = first;
  const wine = (await call<ProductDetail>("/product/saumur-champigny-les-trois-coteaux")).data;
  declination = wine.declinations.find((d) => d.year === 2023 && d.capacity === 75)?.id ?? 0;
  const list = await call<ProductList>("/product?nbItem=50");
  for (const summary of list.data.products) {
    if (others.length === 8 || summary.id === wine.id) continue;
    const detail = (await call<ProductDetail>(`/product/${summary.slug}`)).data;
    const sellable = detail.declinations.find(
      (d) => d.sellByMultipleOf === 1 && (d.stock === null || d.stock >= 2),
    );
    if (sellable) others = [...others, sellable.id];
  }
  expect(others.length).toBeGreaterThanOrEqual(5);
});

/** The first allowed date at least `days` ahead on which the place has a slot, and that slot. */
async function slotDaysAhead(days: number) {
  const calendarId = (await call<ClickAndCollect>("/click-and-collect")).data.addresses.find(
    (a) => a.id === place.id,
  )?.idCalendar;
  const earliest = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const date = (await allowedDates(calendarId ?? 0)).find(
    (d) => d >= earliest && place.slots.some((s) => s.weekday === weekdayOf(d)),
  );
  const target = place.slots.find((s) => s.weekday === weekdayOf(date ?? ""));
  if (!date || !target) throw new Error("no slot");
  return { date, target };
}

/** A click-and-collect order of two bottles for `date` and `slot`, by a new buyer. */
async function collect(date: string, slot: number, bottle = declination) {
  const buyer = await userWithSession(platform.db, 2, "CUSTOMER", { birthdate: "1980-01-01" });
  return call<OrderCreated>("/order", {
    method: "POST",
    token: buyer.token,
    json: {
      products: [{ id: bottle, quantity: 2 }],
      billingAddress: BUYER_ADDRESS,
      delivery: { type: "CLICK_AND_COLLECT" },
      idAddress: place.id,
      dateSchedule: date,
      idSchedule: slot,
      paymentMethod: "ON_PICKUP",
      acceptTerms: true,
    },
  });
}

describe("/api/admin/pickup", () => {
  it("is the site's admins' only; bad slots are refused beside their fields", async () => {
    const customer = await userWithSession(platform.db, 2, "CUSTOMER");
    expect((await call("/admin/pickup", { token: customer.token })).status).toBe(403);
    const body = { slots: place.slots, closedDates: place.closedDates, openDates: place.openDates };
    expect(
      (await call(`/admin/pickup/${place.id}`, { method: "PUT", token: customer.token, json: body })).status,
    ).toBe(403);
    const other = await userWithSession(platform.db, 1, "ADMIN");
    expect(
      (await call(`/admin/pickup/${place.id}`, { method: "PUT", token: other.token, site: 1, json: body }))
        .status,
    ).toBe(404);
    const bad = await call<{ errors: Record<string, string[]> }>(`/admin/pickup/${place.id}`, {
      method: "PUT",
      token: admin,
      json: {
        ...body,
        slots: [{ weekday: 6, opensAt: "14:00", closesAt: "10:00", capacity: 0 }],
        closedDates: ["24/12"],
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.data.errors).toMatchObject({
      "slots.0.closesAt": ["La fin du créneau doit venir après son début"],
      "slots.0.capacity": ["Nombre de commandes attendu, 1 au moins (vide : sans limite)"],
      "closedDates.0": ["Date attendue, comme 2026-12-24"],
    });
  });

  it("closes a date for the harvest: it is no longer allowed; an exceptional opening is", async () => {
    const calendarId = (await call<ClickAndCollect>("/click-and-collect")).data.addresses.find(
      (a) => a.id === place.id,
    )?.idCalendar;
    if (!calendarId) throw new Error("no calendar");
    const before = await allowedDates(calendarId);
    const closed = before[3] ?? "";
    const saved = await call<AdminPickupPlace>(`/admin/pickup/${place.id}`, {
      method: "PUT",
      token: admin,
      json: { slots: place.slots, closedDates: [...place.closedDates, closed], openDates: place.openDates },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(`Retraits de « ${place.name} » enregistrés`);
    expect(saved.data.closedDates).toContain(closed);
    expect(await allowedDates(calendarId)).not.toContain(closed);
    // and an order for it is refused
    const slot = saved.data.slots.find((s) => s.weekday === weekdayOf(closed));
    if (slot) expect((await collect(closed, slot.id)).status).toBe(422);
    place = saved.data;
  });

  it("offers a full slot no more, and of two buyers racing for its last place, one gets it", async () => {
    const { date, target } = await slotDaysAhead(3);
    // two places in that slot
    const saved = await call<AdminPickupPlace>(`/admin/pickup/${place.id}`, {
      method: "PUT",
      token: admin,
      json: {
        slots: place.slots.map((s) => (s.id === target.id ? { ...s, capacity: 2 } : s)),
        closedDates: place.closedDates,
        openDates: place.openDates,
      },
    });
    expect(saved.data.slots.find((s) => s.id === target.id)?.capacity).toBe(2);
    expect((await collect(date, target.id)).status).toBe(201);
    const race = await Promise.all(others.map((bottle) => collect(date, target.id, bottle)));
    expect(race.filter((r) => r.status === 201)).toHaveLength(1);
    expect(race.filter((r) => r.status === 422)).toHaveLength(others.length - 1);
    const refused = race.find((r) => r.status === 422);
    expect(refused?.body.message).toBe("Ce créneau est complet ce jour-là : choisissez-en un autre");
    const offered = (await call<ClickAndCollect>("/click-and-collect")).data.addresses
      .find((a) => a.id === place.id)
      ?.schedules.find((s) => s.id === target.id);
    expect(offered?.fullDates).toContain(date);
  });

  it("saves the place's slots while buyers book them: every call answered (no deadlock; bites on PostgreSQL)", async () => {
    // a booking locks its slot, then its order's foreign key share-locks the place; a save that
    // locked the place for update, then wrote the slots, waited for the booking that waited for it
    const { date, target } = await slotDaysAhead(7);
    const current = (await call<AdminPickup>("/admin/pickup", { token: admin })).data.places.find(
      (p) => p.id === place.id,
    );
    if (!current) throw new Error("no place");
    const body = {
      slots: current.slots.map((s) => (s.id === target.id ? { ...s, capacity: 100 } : s)),
      closedDates: current.closedDates,
      openDates: current.openDates,
    };
    for (let round = 0; round < 3; round++) {
      const [saved, ...booked] = await Promise.all([
        call(`/admin/pickup/${place.id}`, { method: "PUT", token: admin, json: body }),
        ...others.map((bottle) => collect(date, target.id, bottle)),
      ]);
      expect(saved.status, saved.body.message).toBe(200);
      expect(booked.map((r) => r.status).filter((status) => status >= 500)).toEqual([]);
    }
  });
});
