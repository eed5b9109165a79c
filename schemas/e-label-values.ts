// The e-label's languages, apart from schemas/e-label.ts and without zod: the product page reads
// them to word its ingredients (src/runtime/shop/e-label.ts), and importing them from a module of
// zod schemas brought zod into the page (issue 18 §7, docs/decisions/118).

/** The languages the label page is written in; a new one is a column of e-label-ingredients.ts. */
export const labelLanguages = ["fr", "en"] as const;
export type LabelLanguage = (typeof labelLanguages)[number];
