// Contracts of the owner's click-and-collect (issue 13 §2): /api/admin/pickup. Each pick-up place
// (a company address marked for click-and-collect) has weekly slots, each with an optional
// capacity, and a calendar of closures (harvest, holidays) and exceptional openings.
import { z } from "zod";
import { postalCodeSchema } from "./order";

const id = z.number().int().positive().max(2_147_483_647);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "pickup.timeInvalid" });
const day = z.iso.date({ error: "pickup.dateInvalid" });

export const adminPickupSlotSchema = z
  .object({
    /** A slot kept; none: a new one. */
    id: id.optional(),
    weekday: z.number().int().min(1).max(7),
    opensAt: time,
    closesAt: time,
    capacity: z
      .number({ error: "pickup.capacityInvalid" })
      .int({ error: "pickup.capacityInvalid" })
      .min(1, { error: "pickup.capacityInvalid" })
      .max(10_000, { error: "pickup.capacityInvalid" })
      .nullable()
      .default(null),
  })
  .refine((s) => s.closesAt > s.opensAt, { path: ["closesAt"], message: "pickup.closesBeforeOpens" });

/** PUT /admin/pickup/{idAddress}: the place's slots and calendar, as a whole. */
export const adminPickupSaveSchema = z.object({
  slots: z.array(adminPickupSlotSchema).max(60),
  closedDates: z.array(day).max(400),
  openDates: z.array(day).max(400),
});
export type AdminPickupSave = z.input<typeof adminPickupSaveSchema>;

const line = (max: number) => z.string().trim().min(1, { error: "validation.required" }).max(max);

/** POST /admin/pickup: a new pick-up place (a company address marked for click-and-collect). */
export const adminPickupPlaceCreateSchema = z.object({
  name: line(120),
  address: line(200),
  postalCode: postalCodeSchema,
  city: line(120),
});
export type AdminPickupPlaceCreate = z.input<typeof adminPickupPlaceCreateSchema>;

/** DELETE /admin/pickup/{id}: the place withdrawn from click-and-collect. */
export const adminPickupWithdrawnSchema = z.object({ id: z.number(), name: z.string() });

export const adminPickupPlaceSchema = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  slots: z.array(
    z.object({
      id: z.number(),
      weekday: z.number(),
      opensAt: z.string(),
      closesAt: z.string(),
      capacity: z.number().nullable(),
    }),
  ),
  closedDates: z.array(z.string()),
  openDates: z.array(z.string()),
});
export type AdminPickupPlace = z.infer<typeof adminPickupPlaceSchema>;

export const adminPickupSchema = z.object({
  /** CLICK_AND_COLLECT_HOURS, set on the settings screen. */
  preparationHours: z.number(),
  places: z.array(adminPickupPlaceSchema),
});
export type AdminPickup = z.infer<typeof adminPickupSchema>;
