// Seeds a shop site's delivery and payment set-up (docs/decisions/070): carriers and their rate
// grids, the built-in relay-point network, the click-and-collect slots and calendar, the bank
// account for transfers, and the limits of the demo discount codes. Demo data: the carriers'
// names are real French services, their prices plausible, the relay points and the IBAN made up.
import { and, eq } from "drizzle-orm";
import type { Tx } from "../client";
import {
  accessPoints,
  bankAccounts,
  calendars,
  carrierRates,
  carriers,
  companyAddresses,
  discounts,
  pickupSchedules,
} from "../schema";

type Zone = "FR" | "CORSICA" | "EU" | "WORLD";
type Grid = Partial<Record<Zone, [min: number, max: number | null, cents: number][]>>;

interface SeedCarrier {
  name: string;
  serviceCode: string;
  deliveryType: "DELIVERY" | "PICKUP";
  delayDays: number;
  grid: Grid;
  points?: {
    code: string;
    name: string;
    addLine1: string;
    zipCode: string;
    city: string;
    lat: number;
    lng: number;
    openingHours: string;
  }[];
}

interface SeedCommerce {
  carriers: SeedCarrier[];
  /** Weekly slots of every click-and-collect address: ISO weekday, opens, closes. */
  pickupSlots: [weekday: number, opensAt: string, closesAt: string][];
  pickupCalendar: { name: string; weekdays: number[]; closedDates: string[]; maxDelayDays: number };
  bank: { holder: string; iban: string; bic: string };
  /** Usage limits of the discount codes seeded with the catalogue. */
  codeLimits: { code: string; maxUses?: number; maxUsesPerUser?: number }[];
}

const relayHours = "Du lundi au samedi, 9 h – 19 h";

const commerceDomaine: SeedCommerce = {
  carriers: [
    {
      name: "Colissimo à domicile",
      serviceCode: "COLISSIMO_HOME",
      deliveryType: "DELIVERY",
      delayDays: 3,
      grid: {
        FR: [
          [1, 3, 1290],
          [4, 6, 1690],
          [7, 12, 2290],
          [13, 18, 2990],
          [19, 24, 3490],
          [25, 36, 4590],
          [37, 60, 6900],
        ],
        CORSICA: [
          [1, 6, 2190],
          [7, 12, 3290],
          [13, 24, 4890],
          [25, 60, 7900],
        ],
        EU: [
          [1, 6, 3490],
          [7, 12, 4990],
          [13, 24, 7490],
        ],
        WORLD: [
          [1, 6, 6990],
          [7, 12, 9990],
        ],
      },
    },
    {
      name: "Chronopost express (livré le lendemain avant 13 h)",
      serviceCode: "CHRONO13",
      deliveryType: "DELIVERY",
      delayDays: 1,
      grid: {
        FR: [
          [1, 6, 2490],
          [7, 12, 3290],
          [13, 24, 4990],
        ],
      },
    },
    {
      name: "Mondial Relay en point relais",
      serviceCode: "MONDIAL_RELAY",
      deliveryType: "PICKUP",
      delayDays: 4,
      grid: {
        FR: [
          [1, 6, 890],
          [7, 12, 1390],
          [13, 24, 2190],
        ],
      },
      points: [
        {
          code: "MR-049001",
          name: "Tabac Presse du Château",
          addLine1: "14 rue du Portail Louis",
          zipCode: "49400",
          city: "Saumur",
          lat: 47.2596,
          lng: -0.0769,
          openingHours: relayHours,
        },
        {
          code: "MR-049002",
          name: "Fleurs de Loire",
          addLine1: "3 place Saint-Pierre",
          zipCode: "49400",
          city: "Saumur",
          lat: 47.2599,
          lng: -0.0779,
          openingHours: relayHours,
        },
        {
          code: "MR-049003",
          name: "Épicerie de Montsoreau",
          addLine1: "2 quai Philippe de Commines",
          zipCode: "49730",
          city: "Montsoreau",
          lat: 47.2158,
          lng: 0.0617,
          openingHours: relayHours,
        },
        {
          code: "MR-049010",
          name: "Librairie du Ralliement",
          addLine1: "21 rue Saint-Laud",
          zipCode: "49100",
          city: "Angers",
          lat: 47.4723,
          lng: -0.5527,
          openingHours: relayHours,
        },
        {
          code: "MR-037001",
          name: "Cave des Halles",
          addLine1: "9 place Gaston Paillhou",
          zipCode: "37000",
          city: "Tours",
          lat: 47.3905,
          lng: 0.6812,
          openingHours: relayHours,
        },
        {
          code: "MR-044001",
          name: "Pressing Graslin",
          addLine1: "5 rue Crébillon",
          zipCode: "44000",
          city: "Nantes",
          lat: 47.2135,
          lng: -1.5623,
          openingHours: relayHours,
        },
        {
          code: "MR-075011",
          name: "Relais Oberkampf",
          addLine1: "98 rue Oberkampf",
          zipCode: "75011",
          city: "Paris",
          lat: 48.8655,
          lng: 2.3793,
          openingHours: relayHours,
        },
        {
          code: "MR-075015",
          name: "Presse Convention",
          addLine1: "112 rue de la Convention",
          zipCode: "75015",
          city: "Paris",
          lat: 48.8388,
          lng: 2.2939,
          openingHours: relayHours,
        },
        {
          code: "MR-069003",
          name: "Bazar de la Part-Dieu",
          addLine1: "40 rue Servient",
          zipCode: "69003",
          city: "Lyon",
          lat: 45.7605,
          lng: 4.8517,
          openingHours: relayHours,
        },
        {
          code: "MR-033000",
          name: "Épicerie des Chartrons",
          addLine1: "17 rue Notre-Dame",
          zipCode: "33000",
          city: "Bordeaux",
          lat: 44.8522,
          lng: -0.5713,
          openingHours: relayHours,
        },
      ],
    },
  ],
  pickupSlots: [
    [2, "10:00", "12:30"],
    [2, "14:30", "18:30"],
    [3, "10:00", "12:30"],
    [3, "14:30", "18:30"],
    [4, "10:00", "12:30"],
    [4, "14:30", "18:30"],
    [5, "10:00", "12:30"],
    [5, "14:30", "18:30"],
    [6, "09:30", "12:30"],
    [6, "14:00", "19:00"],
  ],
  pickupCalendar: {
    name: "Retraits au caveau",
    weekdays: [2, 3, 4, 5, 6],
    closedDates: ["2026-12-25", "2027-01-01", "2027-05-01"],
    maxDelayDays: 60,
  },
  bank: {
    holder: "SCEA Domaine des Trois Coteaux",
    iban: "FR76 3000 4000 0312 3456 7890 143",
    bic: "BNPAFRPPXXX",
  },
  codeLimits: [{ code: "BIENVENUE10", maxUsesPerUser: 1 }],
};

/** The demo delivery set-up of each shop site id. */
export const demoCommerce: Readonly<Record<number, SeedCommerce>> = { 2: commerceDomaine };

export async function seedCommerce(tx: Tx, siteId: number): Promise<void> {
  const commerce = demoCommerce[siteId];
  if (!commerce) return;
  for (const [order, carrier] of commerce.carriers.entries()) {
    const [row] = await tx
      .insert(carriers)
      .values({
        siteId,
        name: carrier.name,
        serviceCode: carrier.serviceCode,
        deliveryType: carrier.deliveryType,
        delayDays: carrier.delayDays,
        order,
      })
      .returning({ id: carriers.id });
    if (!row) throw new Error("carrier was not inserted");
    const rates = Object.entries(carrier.grid).flatMap(([zone, rows]) =>
      rows.map(([minBottles, maxBottles, price]) => ({
        siteId,
        carrierId: row.id,
        zone: zone as Zone,
        minBottles,
        maxBottles,
        price,
      })),
    );
    if (rates.length) await tx.insert(carrierRates).values(rates);
    if (carrier.points?.length) {
      await tx
        .insert(accessPoints)
        .values(carrier.points.map((p) => ({ ...p, siteId, carrierId: row.id, country: "FR" })));
    }
  }
  const [calendar] = await tx
    .insert(calendars)
    .values({ siteId, ...commerce.pickupCalendar, openDates: [], minDelayDays: 0 })
    .returning({ id: calendars.id });
  const places = await tx
    .select({ id: companyAddresses.id })
    .from(companyAddresses)
    .where(and(eq(companyAddresses.siteId, siteId), eq(companyAddresses.isClickAndCollect, true)));
  for (const place of places) {
    await tx
      .update(companyAddresses)
      .set({ calendarId: calendar?.id ?? null })
      .where(eq(companyAddresses.id, place.id));
    await tx.insert(pickupSchedules).values(
      commerce.pickupSlots.map(([weekday, opensAt, closesAt]) => ({
        siteId,
        addressId: place.id,
        weekday,
        opensAt,
        closesAt,
      })),
    );
  }
  await tx.insert(bankAccounts).values({ siteId, ...commerce.bank });
  for (const limit of commerce.codeLimits) {
    await tx
      .update(discounts)
      .set({ maxUses: limit.maxUses ?? null, maxUsesPerUser: limit.maxUsesPerUser ?? null })
      .where(and(eq(discounts.siteId, siteId), eq(discounts.code, limit.code)));
  }
}
