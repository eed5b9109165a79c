// Contracts of the owner's shipping (issue 13 §1): /api/admin/carrier and the "what would a buyer
// pay" simulator. A carrier delivers home or to relay points; its rate grid gives a fee per zone
// (mainland France, Corsica, the EU, the world) and bottle count, the bottle-equivalent rule of
// spec §5 counting the bottles.
import { z } from "zod";
import { carrierDeliveryTypeSchema, shippingZoneSchema } from "./order";

const cents = z
  .number({ error: "shipping.priceInvalid" })
  .int({ error: "shipping.priceInvalid" })
  .min(0, { error: "shipping.priceInvalid" })
  .max(10_000_000, { error: "shipping.priceInvalid" });
const bottles = z
  .number({ error: "shipping.bottlesInvalid" })
  .int({ error: "shipping.bottlesInvalid" })
  .min(0, { error: "shipping.bottlesInvalid" })
  .max(100_000, { error: "shipping.bottlesInvalid" });

export const carrierRateSchema = z.object({
  zone: shippingZoneSchema,
  minBottles: bottles,
  /** null: no upper bound. */
  maxBottles: bottles.nullable(),
  price: cents,
});

export const carrierInputSchema = z
  .object({
    name: z.string().trim().min(1, { error: "validation.required" }).max(80),
    serviceCode: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_]{2,40}$/, { error: "shipping.serviceCodeInvalid" }),
    deliveryType: carrierDeliveryTypeSchema,
    delayDays: z.number().int().min(0).max(60).nullable().default(null),
    isValid: z.boolean().default(true),
    order: z.number().int().min(0).max(1000).default(0),
    freeFrom: cents.nullable().default(null),
    rates: z.array(carrierRateSchema).max(200),
  })
  .superRefine((carrier, ctx) => {
    // in a zone, ranges in order and apart: one fee for each bottle count
    for (const [index, rate] of carrier.rates.entries()) {
      if (rate.maxBottles !== null && rate.maxBottles < rate.minBottles)
        ctx.addIssue({
          code: "custom",
          path: ["rates", index, "maxBottles"],
          message: "shipping.rangeReversed",
        });
      const overlaps = carrier.rates.some(
        (other, j) =>
          j !== index &&
          other.zone === rate.zone &&
          other.minBottles <= (rate.maxBottles ?? Number.POSITIVE_INFINITY) &&
          rate.minBottles <= (other.maxBottles ?? Number.POSITIVE_INFINITY),
      );
      if (overlaps)
        ctx.addIssue({
          code: "custom",
          path: ["rates", index, "minBottles"],
          message: "shipping.rangeOverlaps",
        });
    }
  });
export type CarrierInput = z.input<typeof carrierInputSchema>;
export const carrierUpdateSchema = z.intersection(
  carrierInputSchema,
  z.object({ version: z.number().int() }),
);

export const adminCarrierSchema = z.object({
  id: z.number(),
  name: z.string(),
  serviceCode: z.string(),
  deliveryType: carrierDeliveryTypeSchema,
  delayDays: z.number().nullable(),
  isValid: z.boolean(),
  order: z.number(),
  freeFrom: z.number().nullable(),
  rates: z.array(carrierRateSchema),
  version: z.number(),
});
export type AdminCarrier = z.infer<typeof adminCarrierSchema>;

/** GET /admin/carrier: the carriers, and the site's shipping settings shown beside them. */
export const adminShippingSchema = z.object({
  carriers: z.array(adminCarrierSchema),
  settings: z.object({
    FREE_SHIPPING_BOTTLE: z.number().nullable(),
    FREE_SHIPPING_PRICE: z.number().nullable(),
    MINIMUM_EXPEDITION_BOTTLE: z.number().nullable(),
    MAXIMUM_EXPEDITION_BOTTLE: z.number().nullable(),
    BOTTLE_MULTIPLE: z.number().nullable(),
    LOCK_DELIVERY: z.boolean(),
    SHIPPING_MESSAGE: z.string().nullable(),
  }),
});
export type AdminShipping = z.infer<typeof adminShippingSchema>;
