// Contracts of the owner's discount codes (issue 13 §3, DESIGN.md §7): /api/admin/discount. A code
// takes euros or a percentage off the products, or the shipping fees, of the buyers who type it,
// between two dates, above a minimum, within a number of uses (all buyers, and per buyer), on some
// products or product types only when the owner says so.
import { z } from "zod";
import { discountTypeSchema, productTypeSchema } from "./shop";

const id = z.number().int().positive().max(2_147_483_647);
const cents = z
  .number({ error: "discount.amountInvalid" })
  .int({ error: "discount.amountInvalid" })
  .min(0, { error: "discount.amountInvalid" })
  .max(100_000_000, { error: "discount.amountInvalid" });
const uses = z
  .number({ error: "discount.usesInvalid" })
  .int({ error: "discount.usesInvalid" })
  .min(1, { error: "discount.usesInvalid" })
  .max(1_000_000, { error: "discount.usesInvalid" });
const instant = z.iso.datetime({ offset: true, error: "discount.dateInvalid" });

/** What a code takes off: the products (ORDER) or the shipping fees. */
export const discountCodeDetailTypes = ["ORDER", "SHIPPING_FEES"] as const;

export const discountInputSchema = z
  .object({
    /** What the buyer types: letters, digits, "-" and "_", kept in capitals. */
    code: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9_-]{2,29}$/, { error: "discount.codeInvalid" })),
    /** The owner's own note ("Soirée dégustation de décembre"). */
    label: z.string().trim().max(120).nullable().default(null),
    type: discountTypeSchema,
    detailType: z.enum(discountCodeDetailTypes),
    /** Cents (EURO) or a percentage (PERCENT); unused for the shipping fees. */
    amount: cents,
    startsAt: instant.nullable().default(null),
    endsAt: instant.nullable().default(null),
    /** Cents of products the cart must reach. */
    minimumAmount: cents.nullable().default(null),
    /** A volume code: the articles (bottles, boxes…) of its products the cart must hold. */
    minimumQuantity: uses.nullable().default(null),
    maxUses: uses.nullable().default(null),
    maxUsesPerUser: uses.nullable().default(null),
    productIds: z.array(id).max(500).default([]),
    productTypes: z.array(productTypeSchema).max(3).default([]),
    /** false: paused. */
    isValid: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.detailType === "ORDER" && v.type === "PERCENT" && (v.amount < 1 || v.amount > 100))
      ctx.addIssue({ code: "custom", path: ["amount"], message: "discount.percentRange" });
    if (v.detailType === "ORDER" && v.type === "EURO" && v.amount < 1)
      ctx.addIssue({ code: "custom", path: ["amount"], message: "discount.amountRequired" });
    if (v.startsAt && v.endsAt && Date.parse(v.endsAt) <= Date.parse(v.startsAt))
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "discount.endsBeforeStart" });
  });
export type DiscountInput = z.input<typeof discountInputSchema>;

export const discountUpdateSchema = z.intersection(
  discountInputSchema,
  z.object({ version: z.number().int() }),
);

/** Where a code stands today. */
export const discountStatuses = ["active", "paused", "scheduled", "expired", "usedUp", "archived"] as const;
export type DiscountStatus = (typeof discountStatuses)[number];

export const adminDiscountSchema = z.object({
  id: z.number(),
  code: z.string(),
  label: z.string().nullable(),
  type: discountTypeSchema,
  detailType: z.enum(discountCodeDetailTypes),
  amount: z.number(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  minimumAmount: z.number().nullable(),
  minimumQuantity: z.number().nullable(),
  maxUses: z.number().nullable(),
  maxUsesPerUser: z.number().nullable(),
  productIds: z.array(z.number()),
  productTypes: z.array(productTypeSchema),
  isValid: z.boolean(),
  status: z.enum(discountStatuses),
  /** Orders placed with it and not cancelled. */
  uses: z.number(),
  /** What those orders brought, in cents (their totals). */
  revenue: z.number(),
  /** What the code took off them, in cents. */
  given: z.number(),
  version: z.number(),
  createdAt: z.string(),
});
export type AdminDiscount = z.infer<typeof adminDiscountSchema>;

export const ADMIN_DISCOUNT_PAGE_SIZES = [25, 50, 100] as const;

export const adminDiscountQuerySchema = z.object({
  search: z.string().trim().max(60).optional(),
  /** "current": every code but the archived ones. */
  status: z.enum([...discountStatuses, "current"]).default("current"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce
    .number()
    .int()
    .refine((n) => (ADMIN_DISCOUNT_PAGE_SIZES as readonly number[]).includes(n))
    .default(25),
});
export type AdminDiscountQuery = z.infer<typeof adminDiscountQuerySchema>;

export const adminDiscountListSchema = z.object({
  items: z.array(adminDiscountSchema),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});
export type AdminDiscountList = z.infer<typeof adminDiscountListSchema>;
