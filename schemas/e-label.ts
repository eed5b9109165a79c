/**
 * The EU wine e-label of a declination (issue 15 §1; Reg. (EU) 1308/2013 art. 119 as amended by
 * 2021/2117, Reg. (EU) 2019/934 Annex I Part A for the ingredients, Reg. (EU) 1169/2011 for the
 * nutrition declaration). The ingredients are codes of the built-in list (e-label-ingredients.ts);
 * the texts a visitor reads come from that list's translations, never from the owner.
 */
import { z } from "zod";
import { ingredientCodes, ingredientsByCode } from "./e-label-ingredients";

export { type LabelLanguage, labelLanguages } from "./e-label-values";

/** Categories whose additives may be declared as "contains X and/or Y" (2019/934 Annex I Part A, note). */
export const alternativeCategories = ["ACIDITY_REGULATOR", "STABILISER"] as const;
/** At most three alternatives in one "contains … and/or …" entry. */
export const MAX_ALTERNATIVES = 3;

const grams = (max: number) => z.number().finite().min(0).max(max);

/** The nutrition declaration per 100 ml, as the owner states it. */
export const labelNutritionSchema = z.object({
  energyKj: grams(4000),
  energyKcal: grams(1000),
  fat: grams(100),
  saturatedFat: grams(100),
  carbohydrates: grams(100),
  sugars: grams(100),
  protein: grams(100),
  salt: grams(100),
});
export type LabelNutrition = z.infer<typeof labelNutritionSchema>;

/** A laboratory analysis, in g/l (alcohol in % vol), from which the energy is computed. */
export const labelAnalysisSchema = z.object({
  alcoholPercent: z.number().finite().min(0).max(100),
  residualSugars: grams(700),
  /** Total acidity expressed as tartaric acid. */
  totalAcidity: grams(100),
  glycerol: grams(100),
});
export type LabelAnalysis = z.infer<typeof labelAnalysisSchema>;

const ingredientCode = z.enum(ingredientCodes);

/** One line of the ingredient list: an ingredient, or "contains X and/or Y" for some additives. */
export const labelIngredientSchema = z
  .object({
    code: ingredientCode,
    /** The other additives this one may be, in the same category ("contains X and/or Y"). */
    alternatives: z
      .array(ingredientCode)
      .max(MAX_ALTERNATIVES - 1)
      .default([]),
  })
  .superRefine((entry, ctx) => {
    if (!entry.alternatives.length) return;
    const category = ingredientsByCode[entry.code].category;
    if (!(alternativeCategories as readonly string[]).includes(category)) {
      ctx.addIssue({ code: "custom", path: ["alternatives"], message: "eLabel.noAlternatives" });
      return;
    }
    for (const other of entry.alternatives) {
      if (other === entry.code || ingredientsByCode[other].category !== category) {
        ctx.addIssue({ code: "custom", path: ["alternatives"], message: "eLabel.alternativeCategory" });
        return;
      }
    }
  });
export type LabelIngredient = z.infer<typeof labelIngredientSchema>;

export const pictogramCodes = ["pregnancy", "driving", "minors"] as const;
export type PictogramCode = (typeof pictogramCodes)[number];

const shortText = (max: number) => z.string().trim().max(max);

/** The label's fields, without the cross-field rules (a stored label is read back with these). */
const eLabelFields = z.object({
  alcoholPercent: z.number().finite().min(0).max(100).nullable(),
  ingredients: z.array(labelIngredientSchema).max(40).default([]),
  /** Free text kept from the former per-product field; shown as is after the listed ingredients. */
  otherIngredients: shortText(1000).default(""),
  /** FIGURES: the owner states the declaration; ANALYSIS: it is computed from the lab analysis. */
  nutritionMode: z.enum(["FIGURES", "ANALYSIS"]).default("FIGURES"),
  nutrition: labelNutritionSchema.nullable().default(null),
  analysis: labelAnalysisSchema.nullable().default(null),
  /** The owner's energy figures replacing the computed ones (ANALYSIS mode). */
  energyOverride: z
    .object({ energyKj: grams(4000), energyKcal: grams(1000) })
    .nullable()
    .default(null),
  pictograms: z.array(z.enum(pictogramCodes)).default(["pregnancy", "driving", "minors"]),
  origin: shortText(200).default(""),
  producer: shortText(300).default(""),
});

/** What the owner edits: the label of one declination. */
export const eLabelSchema = eLabelFields.superRefine((label, ctx) => {
  if (label.nutritionMode === "ANALYSIS" && !label.analysis) {
    ctx.addIssue({ code: "custom", path: ["analysis"], message: "eLabel.analysisRequired" });
  }
  if (label.nutrition && label.nutrition.saturatedFat > label.nutrition.fat) {
    ctx.addIssue({
      code: "custom",
      path: ["nutrition", "saturatedFat"],
      message: "eLabel.saturatesOverFat",
    });
  }
  if (label.nutrition && label.nutrition.sugars > label.nutrition.carbohydrates) {
    ctx.addIssue({
      code: "custom",
      path: ["nutrition", "sugars"],
      message: "eLabel.sugarsOverCarbohydrates",
    });
  }
});
export type ELabel = z.infer<typeof eLabelSchema>;

/** An empty label: what a declination without one starts from. */
export const emptyLabel = (): ELabel => eLabelSchema.parse({ alcoholPercent: null });

/**
 * A stored label read back through the schema (defaults for fields added later), or an empty one.
 * The cross-field rules are the owner's to satisfy at the next save: figures migrated from a product
 * (sugars over carbohydrate, say) are still shown meanwhile.
 */
export const storedLabel = (stored: unknown): ELabel => {
  const parsed = eLabelFields.safeParse(stored);
  return parsed.success ? parsed.data : emptyLabel();
};

export const eLabelUpdateSchema = z.object({
  label: eLabelSchema,
  version: z.number().int().min(1),
});

/** GET /admin/declination/{id}/label: the label, its code and the page's address. */
export const adminLabelSchema = z.object({
  declinationId: z.number(),
  productName: z.string(),
  year: z.number().nullable(),
  code: z.string(),
  /** The page's address on the site's canonical origin: what the QR code encodes. */
  url: z.string(),
  label: eLabelSchema,
  version: z.number(),
});
export type AdminLabel = z.infer<typeof adminLabelSchema>;
