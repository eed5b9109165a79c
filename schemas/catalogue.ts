import { z } from "zod";
import {
  adjustmentReasons,
  awardMedals,
  capacityUnitSchema,
  discountTypeSchema,
  grapeVarietySchema,
  productFeatureSchema,
  productTypeSchema,
  stockReasonSchema,
  wineColorSchema,
} from "./shop";

// Contracts of the back-office catalogue (issue 12, DESIGN.md §7): the owner's products,
// declinations and stock, under /api/admin/product and /api/admin/declination.

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${max} caractères au plus.` });
const cents = z
  .number({ error: "Prix attendu, en centimes." })
  .int({ error: "Prix attendu, en centimes." })
  .min(0, { error: "Le prix ne peut pas être négatif." })
  .max(100_000_000, { error: "Prix trop élevé." });

/** A product's address in the shop (/shop/{slug}). */
export const productSlugSchema = z
  .string()
  .trim()
  .min(1, { error: "Adresse obligatoire." })
  .max(120, { error: "120 caractères au plus." })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Lettres minuscules, chiffres et tirets seulement." });

// ---- List -----------------------------------------------------------------------------------

export const productStatuses = ["published", "unpublished", "archived"] as const;
export const adminProductSorts = ["order", "name", "updatedAt", "price", "stock"] as const;
export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;

/** GET /admin/product: search, filters, sort and page, all on the server. */
export const adminProductQuerySchema = z.object({
  search: text(100).optional(),
  type: productTypeSchema.optional(),
  status: z.enum(productStatuses).optional(),
  lowStock: z.stringbool().optional(),
  sort: z.enum(adminProductSorts).default("order"),
  direction: z.enum(["asc", "desc"]).default("asc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce
    .number()
    .int()
    .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n))
    .default(25),
});
export type AdminProductQuery = z.infer<typeof adminProductQuerySchema>;

export const adminProductRowSchema = z.object({
  id: z.number(),
  slug: z.string(),
  type: productTypeSchema,
  name: z.string(),
  appellation: z.string().nullable(),
  color: wineColorSchema.nullable(),
  image: z.string().nullable(),
  price: z.number(),
  status: z.enum(productStatuses),
  /** The vintages of its declinations, newest first. */
  years: z.array(z.number()),
  declinations: z.number(),
  /** The tracked stock of its declinations (or its own), null when none is tracked. */
  stock: z.number().nullable(),
  /** A declination is at or under its low-stock threshold. */
  lowStock: z.boolean(),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminProductListSchema = z.object({
  items: z.array(adminProductRowSchema),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});
export type AdminProductList = z.infer<typeof adminProductListSchema>;

// ---- Variations -----------------------------------------------------------------------------

/** A value of one of the site's variations 1 to 3 (spec §3), or none. */
const variationValueId = z.number().int().positive().nullable().default(null);
/** The three variation values a product or a declination carries (each checked against its variation). */
const variationFields = {
  variation1Id: variationValueId,
  variation2Id: variationValueId,
  variation3Id: variationValueId,
};
export const variationPositions = [1, 2, 3] as const;

/** GET /admin/variation: the site's variations with their values and how many products use each. */
export const adminVariationSchema = z.object({
  position: z.number(),
  label: z.string(),
  displayLabel: z.string(),
  values: z.array(z.object({ id: z.number(), label: z.string(), used: z.number() })),
});
export type AdminVariation = z.infer<typeof adminVariationSchema>;

/** PUT /admin/variation: the whole set; a value is kept by its id, one left out is deleted (not while used). */
export const variationsInputSchema = z
  .object({
    variations: z
      .array(
        z.object({
          position: z.union(variationPositions.map((p) => z.literal(p))),
          label: text(60).min(1, { error: "Nom obligatoire." }),
          displayLabel: text(60).min(1, { error: "Nom affiché obligatoire." }),
          values: z
            .array(
              z.object({
                id: z.number().int().positive().optional(),
                label: text(80).min(1, { error: "Valeur vide." }),
              }),
            )
            .max(200)
            .refine((values) => new Set(values.map((v) => v.label.toLowerCase())).size === values.length, {
              error: "Deux valeurs ont le même nom.",
            }),
        }),
      )
      .max(3)
      .refine((list) => new Set(list.map((v) => v.position)).size === list.length, {
        error: "Deux variations ont la même position.",
      }),
  })
  .strict();
export type VariationsInput = z.infer<typeof variationsInputSchema>;

// ---- Product --------------------------------------------------------------------------------

export const productInputSchema = z
  .object({
    type: productTypeSchema,
    name: text(200).min(1, { error: "Nom obligatoire." }),
    /** Made from the name when left empty at creation. */
    slug: productSlugSchema.optional(),
    appellation: text(200).nullable().default(null),
    color: wineColorSchema.nullable().default(null),
    shortDescription: text(500).default(""),
    description: text(20_000).default(""),
    price: cents,
    sellByMultipleOf: z.number().int().min(1).max(120).default(1),
    hasShippingFees: z.boolean().default(true),
    tags: z.array(text(60).min(1)).max(30).default([]),
    grapeVarieties: z
      .array(
        grapeVarietySchema.extend({
          name: text(80).min(1, { error: "Cépage sans nom." }),
          percent: z.number().min(0).max(100).nullable(),
        }),
      )
      .max(20)
      .default([])
      .refine((grapes) => grapes.reduce((sum, g) => sum + (g.percent ?? 0), 0) <= 100, {
        error: "La somme des parts des cépages dépasse 100 %.",
      }),
    features: z.array(productFeatureSchema).max(30).default([]),
    mealIcons: z.array(text(40)).max(20).default([]),
    alcoholPercent: z.number().min(0).max(100).nullable().default(null),
    seoTitle: text(70).nullable().default(null),
    seoDescription: text(170).nullable().default(null),
    image: text(500).nullable().default(null),
    isValid: z.boolean().default(false),
    setQuantity: z.boolean().default(false),
    ...variationFields,
    // what the product page shows beside the product, each list saved whole with the product
    awards: z
      .array(
        z.object({
          competition: text(120).min(1, { error: "Concours obligatoire." }),
          distinction: text(120).default(""),
          medal: z.enum(awardMedals),
          year: z.number().int().min(1900).max(2200).nullable().default(null),
          /** The vintage it was given to (one of the product's declinations), or the wine as a whole. */
          declinationId: z.number().int().positive().nullable().default(null),
        }),
      )
      .max(30)
      .default([]),
    /** The products shown beside it, in order. */
    recommendedIds: z.array(z.number().int().positive()).max(12).default([]),
    /** Volume prices: from `minQuantity` bottles of a line, the unit price drops. */
    decreasingDiscounts: z
      .array(
        z.object({
          minQuantity: z.number().int().min(2, { error: "2 bouteilles au moins." }).max(1000),
          type: discountTypeSchema,
          amount: z.number().int().min(1).max(100_000),
        }),
      )
      .max(10)
      .default([])
      .refine((tiers) => new Set(tiers.map((t) => t.minQuantity)).size === tiers.length, {
        error: "Deux paliers ont la même quantité.",
      }),
    /** A box's contents: declinations of other products, with their count. */
    boxItems: z
      .array(
        z.object({ declinationId: z.number().int().positive(), quantity: z.number().int().min(1).max(48) }),
      )
      .max(24)
      .default([]),
  })
  .strict();
export type ProductInput = z.infer<typeof productInputSchema>;

/** PUT /admin/product/{id}: the whole product as edited, with the version it was read at. */
export const productUpdateSchema = productInputSchema.extend({ version: z.number().int().min(1) }).strict();

// ---- Declination ----------------------------------------------------------------------------

/** EAN-13 (GTIN-13) with its check digit. */
export const eanSchema = z
  .string()
  .trim()
  .regex(/^\d{13}$/, { error: "13 chiffres attendus." })
  .refine(
    (ean) => {
      const digits = [...ean].map(Number);
      const sum = digits.slice(0, 12).reduce((s, d, i) => s + d * (i % 2 ? 3 : 1), 0);
      return (10 - (sum % 10)) % 10 === digits[12];
    },
    { error: "Clé de contrôle EAN incorrecte." },
  );

export const declinationInputSchema = z
  .object({
    year: z.number().int().min(1900).max(2200).nullable().default(null),
    capacity: z.number().positive().max(100_000).nullable().default(null),
    capacityUnit: capacityUnitSchema.nullable().default(null),
    price: cents.nullable().default(null),
    fixedPrice: z.boolean().default(false),
    sellByMultipleOf: z.number().int().min(1).max(120).default(1),
    setQuantity: z.boolean().default(false),
    reference: text(60).nullable().default(null),
    ean: eanSchema.nullable().default(null),
    reserved: z.number().int().min(0).max(1_000_000).default(0),
    lowStockThreshold: z.number().int().min(0).max(1_000_000).nullable().default(null),
    image: text(500).nullable().default(null),
    isValid: z.boolean().default(false),
    ...variationFields,
  })
  .strict()
  .refine((d) => !d.fixedPrice || d.price !== null, {
    error: "Un prix fixe demande un prix.",
    path: ["price"],
  })
  .refine((d) => (d.capacity === null) === (d.capacityUnit === null), {
    error: "Une contenance demande son unité.",
    path: ["capacityUnit"],
  });
export type DeclinationInput = z.infer<typeof declinationInputSchema>;

export const declinationUpdateSchema = z
  .object({ declination: declinationInputSchema, version: z.number().int().min(1) })
  .strict();

export const adminDeclinationSchema = z.object({
  id: z.number(),
  productId: z.number(),
  year: z.number().nullable(),
  capacity: z.number().nullable(),
  capacityUnit: capacityUnitSchema.nullable(),
  price: z.number().nullable(),
  fixedPrice: z.boolean(),
  sellByMultipleOf: z.number(),
  setQuantity: z.boolean(),
  /** The stock, the sum of its movements (null: not tracked). */
  quantity: z.number().nullable(),
  reserved: z.number(),
  /** What can be sold online: the stock less the bottles set aside. */
  available: z.number().nullable(),
  lowStockThreshold: z.number().nullable(),
  reference: z.string().nullable(),
  ean: z.string().nullable(),
  image: z.string().nullable(),
  isValid: z.boolean(),
  variation1Id: z.number().nullable(),
  variation2Id: z.number().nullable(),
  variation3Id: z.number().nullable(),
  archived: z.boolean(),
  /** An order names it: deleting it archives it. */
  ordered: z.boolean(),
  version: z.number(),
});
export type AdminDeclination = z.infer<typeof adminDeclinationSchema>;

export const adminProductSchema = productInputSchema.safeExtend({
  id: z.number(),
  slug: z.string(),
  status: z.enum(productStatuses),
  quantity: z.number().nullable(),
  declinations: z.array(adminDeclinationSchema),
  ordered: z.boolean(),
  version: z.number(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** GET /admin/declination: every live declination of the site, named, for the pickers (a box's contents). */
export const declinationChoiceSchema = z.object({
  id: z.number(),
  productId: z.number(),
  productType: productTypeSchema,
  label: z.string(),
});
export type DeclinationChoice = z.infer<typeof declinationChoiceSchema>;

// ---- Stock ----------------------------------------------------------------------------------

export const adjustmentReasonSchema = z.enum(adjustmentReasons);
export type AdjustmentReason = z.infer<typeof adjustmentReasonSchema>;

/**
 * POST /admin/declination/{id}/stock: an inventory count sets the stock (`count`), the other
 * reasons move it (`delta`: negative for a breakage or a tasting, positive for a return).
 */
export const stockAdjustmentSchema = z.discriminatedUnion("reason", [
  z.object({
    reason: z.literal("INVENTORY"),
    count: z.number().int().min(0).max(10_000_000),
    note: text(300).optional(),
  }),
  z.object({
    reason: adjustmentReasonSchema.exclude(["INVENTORY"]),
    delta: z
      .number()
      .int()
      .min(-10_000_000)
      .max(10_000_000)
      .refine((n) => n !== 0, { error: "Une quantité non nulle est attendue." }),
    note: text(300).optional(),
  }),
]);
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

export const stockMovementSchema = z.object({
  id: z.number(),
  delta: z.number(),
  reason: stockReasonSchema,
  orderReference: z.string().nullable(),
  userEmail: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const stockLedgerSchema = z.object({
  declination: adminDeclinationSchema,
  movements: z.array(stockMovementSchema),
});
export type StockLedger = z.infer<typeof stockLedgerSchema>;

// ---- CSV export and import (issue 12 §5) ---------------------------------------------------

/** The columns of the catalogue's CSV, in order: one row per declination (a product without any: one row). */
export const catalogueCsvColumns = [
  "id_produit",
  "adresse",
  "type",
  "nom",
  "appellation",
  "couleur",
  "prix_produit",
  "produit_publie",
  "id_declinaison",
  "millesime",
  "contenance",
  "unite",
  "prix_declinaison",
  "vendu_par",
  "reference",
  "ean",
  "stock",
  "de_cote",
  "seuil_stock_bas",
  "declinaison_publiee",
] as const;
export type CatalogueCsvColumn = (typeof catalogueCsvColumns)[number];

export const catalogueChangeSchema = z.object({
  /** The row of the file (1 is the header). */
  row: z.number(),
  target: z.string(),
  field: z.string(),
  from: z.string(),
  to: z.string(),
});

export const catalogueImportReportSchema = z.object({
  dryRun: z.boolean(),
  rows: z.number(),
  createdProducts: z.number(),
  createdDeclinations: z.number(),
  changes: z.array(catalogueChangeSchema),
  errors: z.array(z.object({ row: z.number(), messages: z.array(z.string()) })),
});
export type CatalogueImportReport = z.infer<typeof catalogueImportReportSchema>;
