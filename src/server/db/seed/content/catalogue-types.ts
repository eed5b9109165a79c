/**
 * Shapes of a demo wine catalogue (spec §3 Product, Declination, Discount): plain typed data, read
 * by the catalogue seeder (../catalogue.ts). Prices are in cents; everything a visitor reads is in
 * French.
 */
import type { GrapeVariety, ProductFeature, ProductNutrition } from "../../schema";

export interface SeedPriceDiscount {
  type: "EURO" | "PERCENT";
  /** EURO: cents; PERCENT: whole percent. */
  amount: number;
  label: string;
}

export interface SeedDeclination {
  year: number | null;
  /** In centilitres; null for products that are not bottles. */
  cl: number | null;
  /** A fixed price of its own (cents); without it the product's price applies. */
  price?: number;
  /** Tracked stock (setQuantity true); without it the stock is not tracked. */
  stock?: number;
  /** The declination's multiple (spec §5, wine only). */
  multiple?: number;
  discount?: SeedPriceDiscount;
  reference: string;
}

export interface SeedAward {
  competition: string;
  distinction: string;
  medal: "GOLD" | "SILVER" | "BRONZE" | "STARS" | "SCORE" | "OTHER";
  year: number;
  /** The vintage it rewards, when it rewards one. */
  vintage?: number;
}

export interface SeedProduct {
  slug: string;
  type: "WINE" | "BOX" | "OTHER";
  name: string;
  appellation?: string;
  color?: "RED" | "WHITE" | "ROSE" | "SPARKLING" | "SWEET";
  shortDescription: string;
  /** Paragraphs separated by a blank line. */
  description: string;
  /** File name under /demo/domaine/products/. */
  image: string;
  price: number;
  discount?: SeedPriceDiscount;
  /** The product's sell-by multiple (spec §3). */
  multiple?: number;
  hasShippingFees?: boolean;
  /** Product-level stock (used when USE_PRODUCT_STOCK is on). */
  stock?: number;
  tags: string[];
  grapes?: GrapeVariety[];
  features?: ProductFeature[];
  /** Codes of the meal icons. */
  meals?: string[];
  alcohol?: number;
  nutrition?: ProductNutrition;
  ingredients?: string;
  /** Labels of the site's variation values: colour, appellation, cuvée (site 2's variations). */
  variations?: [string | null, string | null, string | null];
  declinations: SeedDeclination[];
  decreasing?: { minQuantity: number; type: "EURO" | "PERCENT"; amount: number }[];
  awards?: SeedAward[];
  /** Slugs of the products recommended beside this one. */
  recommended?: string[];
}

export interface SeedCodeDiscount {
  code: string;
  label: string;
  type: "EURO" | "PERCENT";
  amount: number;
  detailType: "ORDER" | "SHIPPING_FEES";
  minimumAmount?: number;
}

export interface SeedCatalogue {
  mealIcons: { code: string; label: string; icon: string }[];
  codes: SeedCodeDiscount[];
  products: SeedProduct[];
}
