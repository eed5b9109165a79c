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

// ---- The relay network's points (issue 13 §1 "the relay provider's settings") -------------------

const coordinate = (max: number) =>
  z
    .number({ error: "shipping.coordinateInvalid" })
    .min(-max, { error: "shipping.coordinateInvalid" })
    .max(max, { error: "shipping.coordinateInvalid" });

/** A relay point of the built-in network, as the owner writes it. */
export const accessPointInputSchema = z.object({
  /** The relay carrier (delivery type PICKUP) whose network it belongs to. */
  carrierId: z.number().int().positive().max(2_147_483_647),
  /** The network's own reference of the point ("MR-49400-01"). */
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, { error: "shipping.pointCodeInvalid" }),
  name: z.string().trim().min(1, { error: "validation.required" }).max(120),
  addLine1: z.string().trim().min(1, { error: "validation.required" }).max(200),
  zipCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{2,10}$/, { error: "order.postalCodeInvalid" }),
  city: z.string().trim().min(1, { error: "validation.required" }).max(100),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: "order.countryInvalid" })
    .transform((v) => v.toUpperCase()),
  lat: coordinate(90),
  lng: coordinate(180),
  openingHours: z.string().trim().max(300).nullable().default(null),
  isValid: z.boolean().default(true),
});
export type AccessPointInput = z.input<typeof accessPointInputSchema>;

export const adminAccessPointSchema = z.object({
  id: z.number(),
  carrierId: z.number(),
  carrierName: z.string(),
  code: z.string(),
  name: z.string(),
  addLine1: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
  openingHours: z.string().nullable(),
  isValid: z.boolean(),
});
export type AdminAccessPoint = z.infer<typeof adminAccessPointSchema>;

// ---- Destinations (issue 15 §6, src/runtime/shop/destinations.ts) ----------------------------

export const exciseRegimes = ["FRANCE", "EU_NONE", "EU_DUE", "IMPORT"] as const;

/** A country the site delivers to, as the checkout shows it (GET /destination). */
export const destinationSchema = z.object({
  alphaTwo: z.string(),
  minimumAge: z.number().int(),
  excise: z.enum(exciseRegimes),
  /** The owner's prices include the destination's excise (EU_DUE countries). */
  exciseIncluded: z.boolean(),
});
export type DestinationAnswer = z.infer<typeof destinationSchema>;

/** A country of the site's selling area, with the owner's choices (GET /admin/destination). */
export const adminDestinationSchema = destinationSchema.extend({ sold: z.boolean() });
export type AdminDestination = z.infer<typeof adminDestinationSchema>;

/** PUT /admin/destination: the owner's choices for some countries of the area. */
export const destinationsUpdateSchema = z.object({
  destinations: z
    .array(
      z.object({
        alphaTwo: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, { error: "order.countryInvalid" }),
        sold: z.boolean(),
        exciseIncluded: z.boolean().default(false),
      }),
    )
    .max(300),
});
export type DestinationsUpdate = z.input<typeof destinationsUpdateSchema>;
