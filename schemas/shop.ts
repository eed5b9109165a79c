import { z } from "zod";
import { eLabelSchema } from "./e-label";
import { productTypes, wineColors } from "./shop-values";

// The wine shop's contracts (spec §3 Product, Declination, Discount, Cart; §7 products and cart
// calls). Money is integer cents everywhere; the server computes every amount.

export { type ProductType, productTypes, type WineColor, wineColors } from "./shop-values";
export const productTypeSchema = z.enum(productTypes);
export const wineColorSchema = z.enum(wineColors);

/** spec §3 declination capacityUnit: 0.75 LITER or 75 CENTILITRE. */
export const capacityUnits = ["LITER", "CENTILITRE"] as const;
export const capacityUnitSchema = z.enum(capacityUnits);
export type CapacityUnit = z.infer<typeof capacityUnitSchema>;

/** spec §3 discount type: cents off (EURO) or whole percent off (PERCENT). */
/**
 * Why a stock moved (the stock ledger, issue 12 §3): the owner's adjustments (a count, a broken
 * bottle, a tasting, a return, a correction), an order and its cancellation, and the opening
 * balance of a stock that existed before the ledger.
 */
export const stockReasons = [
  "INVENTORY",
  "BREAKAGE",
  "TASTING",
  "RETURN",
  "CORRECTION",
  "ORDER",
  "ORDER_CANCELLED",
  "OPENING",
] as const;
export const stockReasonSchema = z.enum(stockReasons);
export type StockReason = z.infer<typeof stockReasonSchema>;
/** The reasons an owner may give to an adjustment (the others are written by the shop). */
export const adjustmentReasons = ["INVENTORY", "BREAKAGE", "TASTING", "RETURN", "CORRECTION"] as const;

export const discountTypes = ["EURO", "PERCENT"] as const;
export const discountTypeSchema = z.enum(discountTypes);
export type DiscountType = z.infer<typeof discountTypeSchema>;

/** spec §3 discount detailType: on the products, the whole order, or the shipping fees. */
export const discountDetailTypes = ["PRODUCT", "ORDER", "SHIPPING_FEES"] as const;
export const discountDetailTypeSchema = z.enum(discountDetailTypes);

/** spec §3 award medal. */
export const awardMedals = ["GOLD", "SILVER", "BRONZE", "STARS", "SCORE", "OTHER"] as const;

/** spec §3 client-side state: deliveryType, sent as `type` with POST /cart. */
export const deliveryTypes = ["delivery", "clickAndCollect", "no_delivery"] as const;
export const deliveryTypeSchema = z.enum(deliveryTypes);
export type DeliveryType = z.infer<typeof deliveryTypeSchema>;

const cents = z.number().int();

export const discountSchema = z.object({
  id: z.number(),
  type: discountTypeSchema,
  /** EURO: cents; PERCENT: whole percent. */
  amount: z.number().int(),
  detailType: discountDetailTypeSchema,
  code: z.string().nullable(),
  label: z.string().nullable(),
});
export type Discount = z.infer<typeof discountSchema>;

/** spec §3: variations 1 to 3, each with its id, label and displayLabel. */
export const variationRefSchema = z
  .object({
    /** The id of the variation's value. */
    id: z.number(),
    /** The value ("Rouge"). */
    value: z.string(),
    /** The variation's label and the label shown to visitors ("Couleur"). */
    label: z.string(),
    displayLabel: z.string(),
  })
  .nullable();
export type VariationRef = z.infer<typeof variationRefSchema>;

export const grapeVarietySchema = z.object({ name: z.string(), percent: z.number().nullable() });
export const productFeatureSchema = z.object({
  code: z.string(),
  label: z.string(),
  value: z.string(),
  icon: z.string().nullable(),
});
export type ProductFeature = z.infer<typeof productFeatureSchema>;

export const mealIconSchema = z.object({
  id: z.number(),
  code: z.string(),
  label: z.string(),
  icon: z.string(),
});
export type MealIcon = z.infer<typeof mealIconSchema>;

export const awardSchema = z.object({
  id: z.number(),
  productId: z.number(),
  declinationId: z.number().nullable(),
  /** The vintage the award is for, when it is for one. */
  vintage: z.number().nullable(),
  competition: z.string(),
  distinction: z.string(),
  medal: z.enum(awardMedals),
  year: z.number().nullable(),
});
export type Award = z.infer<typeof awardSchema>;

export const decreasingDiscountSchema = z.object({
  minQuantity: z.number().int(),
  type: discountTypeSchema,
  amount: z.number().int(),
});
export type DecreasingDiscountItem = z.infer<typeof decreasingDiscountSchema>;

/** EU wine e-label: nutrition per 100 ml (grams, kJ, kcal). */
export const nutritionSchema = z.object({
  energyKj: z.number(),
  energyKcal: z.number(),
  fat: z.number(),
  saturatedFat: z.number(),
  carbohydrates: z.number(),
  sugars: z.number(),
  protein: z.number(),
  salt: z.number(),
});
export type Nutrition = z.infer<typeof nutritionSchema>;

export const declinationSchema = z.object({
  id: z.number(),
  year: z.number().nullable(),
  capacity: z.number().nullable(),
  capacityUnit: capacityUnitSchema.nullable(),
  /** The price before discount: the declination's own when fixedPrice, else the product's. */
  price: cents,
  fixedPrice: z.boolean(),
  discount: discountSchema.nullable(),
  /** The price after the declination's (or else the product's) discount. */
  finalPrice: cents,
  savedPercent: z.number().int(),
  setQuantity: z.boolean(),
  /** The stock that limits this declination (site settings applied); null when not tracked. */
  stock: z.number().int().nullable(),
  sellByMultipleOf: z.number().int(),
  image: z.string().nullable(),
  reference: z.string().nullable(),
  variation1: variationRefSchema,
  variation2: variationRefSchema,
  variation3: variationRefSchema,
  /** The declination's EU e-label (issue 15 §4): on the product page only, when the site shows it. */
  label: eLabelSchema.nullable().optional(),
  /** Its e-label page's code (/e/{code}), for the technical sheet's QR code. */
  labelCode: z.string().optional(),
});
export type Declination = z.infer<typeof declinationSchema>;

export const productSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  /** spec §3: type.type (WINE, BOX, OTHER) and subtypeType (BOTTLE). */
  type: z.object({ type: productTypeSchema, subtypeType: z.string().nullable() }),
  appellation: z.string().nullable(),
  color: wineColorSchema.nullable(),
  shortDescription: z.string(),
  image: z.string().nullable(),
  /** The reference price (cents) and its price after the product's discount. */
  price: cents,
  discount: discountSchema.nullable(),
  finalPrice: cents,
  savedPercent: z.number().int(),
  sellByMultipleOf: z.number().int(),
  hasShippingFees: z.boolean(),
  tags: z.array(z.string()),
  grapeVarieties: z.array(grapeVarietySchema),
  /** The vintages and sizes on sale, for the list's cards. */
  years: z.array(z.number()),
  capacities: z.array(z.object({ capacity: z.number(), capacityUnit: capacityUnitSchema })),
  /** At least one declination can be bought. */
  isAvailable: z.boolean(),
  awardCount: z.number().int(),
  variation1: variationRefSchema,
  variation2: variationRefSchema,
  variation3: variationRefSchema,
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  reference: z.string().nullable(),
  declinations: z.array(declinationSchema),
  features: z.array(productFeatureSchema),
  decreasingDiscounts: z.array(decreasingDiscountSchema),
  awards: z.array(awardSchema),
  mealIcons: z.array(mealIconSchema),
  alcoholPercent: z.number().nullable(),
  nutrition: nutritionSchema.nullable(),
  ingredients: z.string().nullable(),
  /** A box's contents (issue 12 §2): its bottles, with their product's page. */
  boxItems: z
    .array(
      z.object({
        quantity: z.number(),
        name: z.string(),
        slug: z.string(),
        year: z.number().nullable(),
        capacity: z.number().nullable(),
        capacityUnit: capacityUnitSchema.nullable(),
      }),
    )
    .default([]),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productFacetsSchema = z.object({
  kinds: z.array(z.object({ value: productTypeSchema, count: z.number() })),
  colors: z.array(z.object({ value: wineColorSchema, count: z.number() })),
  appellations: z.array(z.object({ value: z.string(), count: z.number() })),
  years: z.array(z.number()),
  tags: z.array(z.string()),
  price: z.object({ min: cents, max: cents }),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/** GET /product: one page of products, the total, and the facets of the whole catalogue. */
export const productListSchema = z.object({
  products: z.array(productSummarySchema),
  total: z.number(),
  page: z.number(),
  nbItem: z.number(),
  facets: productFacetsSchema,
});
export type ProductList = z.infer<typeof productListSchema>;

/** spec §9: product lists are 100 a page, ordered by price. */
export const PRODUCT_PAGE_SIZE = 100;
export const productFilterFields = [
  "name",
  "kind",
  "color",
  "appellation",
  "year",
  "price",
  "search",
  "tags",
  "variation1",
  "variation2",
  "variation3",
] as const;
export const productOrderFields = ["price", "name", "year", "order"] as const;

// ---------------------------------------------------------------------------------------------
// Cart

export const cartLineSchema = z.object({
  /** The cart product's id: PUT …/product/{id}/quantity and DELETE …/product/{id} name it. */
  id: z.number(),
  productId: z.number(),
  declinationId: z.number(),
  slug: z.string(),
  name: z.string(),
  appellation: z.string().nullable(),
  image: z.string().nullable(),
  type: productTypeSchema,
  subtypeType: z.string().nullable(),
  year: z.number().nullable(),
  capacity: z.number().nullable(),
  capacityUnit: capacityUnitSchema.nullable(),
  reference: z.string().nullable(),
  hasShippingFees: z.boolean(),
  /** The product's multiple, and the declination's (wine only, spec §5). */
  sellByMultipleOf: z.number().int(),
  declinationSellByMultipleOf: z.number().int(),
  /** The stock this line may reach, other lines of the same stock deducted; null when untracked. */
  stock: z.number().int().nullable(),
  quantity: z.number().int(),
  basePrice: cents,
  unitPrice: cents,
  total: cents,
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartDiscountSchema = z.object({
  code: z.string(),
  type: discountTypeSchema,
  amount: z.number().int(),
  detailType: discountDetailTypeSchema,
  /** Cents taken off the products (0 for free shipping). */
  value: cents,
  subtotal: cents,
  total: cents,
  /** The code makes shipping free. */
  shippingFees: z.boolean(),
});
export type CartDiscount = z.infer<typeof cartDiscountSchema>;

export const cartSchema = z.object({
  id: z.string(),
  isDefault: z.boolean(),
  /** The cart belongs to a logged user. */
  isOwned: z.boolean(),
  deliveryType: deliveryTypeSchema,
  discountCode: z.string().nullable(),
  products: z.array(cartLineSchema),
  /** The number of items (sum of the quantities), as the header's count shows it. */
  totalProduct: z.number().int(),
  /** Bottles counted for free shipping (spec §5 half-bottle rule, rounded down). */
  bottles: z.number().int(),
  subtotal: cents,
  discount: cartDiscountSchema.nullable(),
  total: cents,
});
export type Cart = z.infer<typeof cartSchema>;

/** spec §4: the id kept in local storage; "new" means none. Server ids are UUIDs. */
export const NEW_CART_ID = "new";
export const cartIdSchema = z.uuid();
export const storedCartIdSchema = z.union([z.literal(NEW_CART_ID), cartIdSchema]);

const discountCodeSchema = z
  .string()
  .trim()
  .max(40)
  .regex(/^[\w-]*$/, "letters, digits, '_' and '-' only");

/** POST /cart and POST /cart/{cartId} (discountCode, type). An empty code removes the code. */
export const cartBodySchema = z.object({
  discountCode: discountCodeSchema.nullable().optional(),
  type: deliveryTypeSchema.optional(),
});
export type CartBody = z.infer<typeof cartBodySchema>;

// Quantities are whole numbers; 0 and negative ones pass the schema so that the rule of spec §5
// answers them with its own message ('Quantity must be greater than 0').
const quantitySchema = z.number().int().min(-1_000_000).max(1_000_000);

/** POST /cart/{cartId}/product/{declinationId} (type, quantity). */
export const addToCartBodySchema = z.object({
  quantity: quantitySchema,
  type: productTypeSchema.optional(),
});
export type AddToCartBody = z.infer<typeof addToCartBodySchema>;

/** PUT /cart/{cartId}/product/{productId}/quantity (quantity). */
export const cartQuantityBodySchema = z.object({ quantity: quantitySchema });

export const addToCartResultSchema = z.object({ cartId: z.string(), cart: cartSchema });
