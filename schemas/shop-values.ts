// The shop's lists that the visitors' pages read (the shop's filters), apart from schemas/shop.ts
// and without zod: importing them from a module of zod schemas brought zod and every shop schema
// into the shop's pages (about 30 KB gzip of script to download and run, issue 18 §7,
// docs/decisions/118). schemas/shop.ts builds its schemas on these same lists.

export const productTypes = ["WINE", "BOX", "OTHER"] as const;
export type ProductType = (typeof productTypes)[number];

export const wineColors = ["RED", "WHITE", "ROSE", "SPARKLING", "SWEET"] as const;
export type WineColor = (typeof wineColors)[number];
