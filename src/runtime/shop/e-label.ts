/**
 * The wine e-label's arithmetic and wording (issue 15 §1, §4), pure: the energy computed from a
 * laboratory analysis (Reg. (EU) 1169/2011 Annex XIV), the rounding and "may be declared as 0 g"
 * rules of the EU guidance document on tolerances (December 2012), and the ingredient list with its
 * allergens. The label page (e-label-page.ts) and the product page both read from here.
 */

import type { ELabel, LabelAnalysis, LabelNutrition } from "../../../schemas/e-label";
import { type IngredientCode, ingredientsByCode, labelTexts } from "../../../schemas/e-label-ingredients";
import { type LabelLanguage, labelLanguages } from "../../../schemas/e-label-values";

/** Ethanol's density, g/ml: % vol × 0.789 = g of ethanol per 100 ml. */
export const ETHANOL_DENSITY = 0.789;
/** Annex XIV of Reg. 1169/2011: kJ and kcal per gram. */
export const ENERGY_FACTORS = {
  ethanol: { kj: 29, kcal: 7 },
  carbohydrate: { kj: 17, kcal: 4 },
  polyols: { kj: 10, kcal: 2.4 },
  organicAcids: { kj: 13, kcal: 3 },
} as const;

export interface ComputedEnergy {
  /** Grams per 100 ml of each energy source. */
  ethanol: number;
  sugars: number;
  polyols: number;
  acids: number;
  energyKj: number;
  energyKcal: number;
}

/** The energy per 100 ml of a wine from its analysis (g/l, alcohol in % vol), unrounded. */
export function energyFromAnalysis(analysis: LabelAnalysis): ComputedEnergy {
  const ethanol = analysis.alcoholPercent * ETHANOL_DENSITY;
  const sugars = analysis.residualSugars / 10;
  const polyols = analysis.glycerol / 10;
  const acids = analysis.totalAcidity / 10;
  const f = ENERGY_FACTORS;
  return {
    ethanol,
    sugars,
    polyols,
    acids,
    energyKj:
      ethanol * f.ethanol.kj +
      sugars * f.carbohydrate.kj +
      polyols * f.polyols.kj +
      acids * f.organicAcids.kj,
    energyKcal:
      ethanol * f.ethanol.kcal +
      sugars * f.carbohydrate.kcal +
      polyols * f.polyols.kcal +
      acids * f.organicAcids.kcal,
  };
}

const g = (value: number) => String(Math.round(value * 100) / 100).replace(".", ",");

/** The formula shown to the owner beside the computed energy (French: the back-office's language). */
export function energyFormula(analysis: LabelAnalysis): string[] {
  const e = energyFromAnalysis(analysis);
  return [
    `éthanol ${g(analysis.alcoholPercent)} % vol × 0,789 = ${g(e.ethanol)} g ; sucres ${g(e.sugars)} g ; glycérol (polyol) ${g(e.polyols)} g ; acides organiques (acidité totale en acide tartrique) ${g(e.acids)} g, pour 100 ml`,
    `kJ = ${g(e.ethanol)} × 29 + ${g(e.sugars)} × 17 + ${g(e.polyols)} × 10 + ${g(e.acids)} × 13 = ${g(e.energyKj)}`,
    `kcal = ${g(e.ethanol)} × 7 + ${g(e.sugars)} × 4 + ${g(e.polyols)} × 2,4 + ${g(e.acids)} × 3 = ${g(e.energyKcal)}`,
  ];
}

/**
 * The declaration per 100 ml the label shows: the owner's figures, or those computed from the
 * analysis (carbohydrate = sugars + polyols, as Reg. 1169/2011 Annex I counts polyols in it), with
 * the owner's energy when they override it.
 */
export function effectiveNutrition(label: ELabel): LabelNutrition | null {
  if (label.nutritionMode === "FIGURES" || !label.analysis) return label.nutrition;
  const e = energyFromAnalysis(label.analysis);
  return {
    energyKj: label.energyOverride?.energyKj ?? e.energyKj,
    energyKcal: label.energyOverride?.energyKcal ?? e.energyKcal,
    fat: 0,
    saturatedFat: 0,
    carbohydrates: e.sugars + e.polyols,
    sugars: e.sugars,
    protein: 0,
    salt: 0,
  };
}

export type NutrientKey = keyof LabelNutrition;

/** Rounds a nutrient as the 2012 guidance says; `zero` when it "may be declared as 0 g". */
export function roundNutrient(
  key: NutrientKey,
  value: number,
): { value: number; decimals: number; zero: boolean } {
  const round = (v: number, decimals: number) => {
    const f = 10 ** decimals;
    return Math.round(v * f) / f;
  };
  if (key === "energyKj" || key === "energyKcal")
    return { value: Math.round(value), decimals: 0, zero: false };
  if (key === "salt") {
    if (value <= 0.0125) return { value: 0, decimals: 0, zero: true };
    if (value < 1) return { value: round(value, 2), decimals: 2, zero: false };
    return { value: round(value, 1), decimals: 1, zero: false };
  }
  const negligible = key === "saturatedFat" ? 0.1 : 0.5;
  if (value <= negligible) return { value: 0, decimals: 0, zero: true };
  if (value < 10) return { value: round(value, 1), decimals: 1, zero: false };
  return { value: Math.round(value), decimals: 0, zero: false };
}

const numberFormat = (lang: LabelLanguage, decimals: number) =>
  new Intl.NumberFormat(lang, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

export interface NutritionRow {
  key: Exclude<NutrientKey, "energyKcal">;
  label: string;
  value: string;
  /** "of which …": indented under its parent. */
  sub: boolean;
}

export interface NutritionTable {
  rows: NutritionRow[];
  /** Fat, saturates, protein and salt are all negligible: one sentence may replace them (art. 34(5)). */
  negligible: boolean;
}

/** The nutrition declaration as lines of text, in the order of Reg. 1169/2011 art. 30. */
export function nutritionTable(nutrition: LabelNutrition, lang: LabelLanguage): NutritionTable {
  const t = labelTexts[lang];
  const grams = (key: NutrientKey) => {
    const r = roundNutrient(key, nutrition[key]);
    return `${numberFormat(lang, r.decimals).format(r.value)} g`;
  };
  const kj = roundNutrient("energyKj", nutrition.energyKj).value;
  const kcal = roundNutrient("energyKcal", nutrition.energyKcal).value;
  const negligible = (["fat", "saturatedFat", "protein", "salt"] as const).every(
    (key) => roundNutrient(key, nutrition[key]).zero,
  );
  const all: NutritionRow[] = [
    { key: "energyKj", label: t.energy, value: `${kj} kJ / ${kcal} kcal`, sub: false },
    { key: "fat", label: t.fat, value: grams("fat"), sub: false },
    { key: "saturatedFat", label: t.saturatedFat, value: grams("saturatedFat"), sub: true },
    { key: "carbohydrates", label: t.carbohydrates, value: grams("carbohydrates"), sub: false },
    { key: "sugars", label: t.sugars, value: grams("sugars"), sub: true },
    { key: "protein", label: t.protein, value: grams("protein"), sub: false },
    { key: "salt", label: t.salt, value: grams("salt"), sub: false },
  ];
  const hidden = new Set<NutrientKey>(negligible ? ["fat", "saturatedFat", "protein", "salt"] : []);
  return { rows: all.filter((r) => !hidden.has(r.key)), negligible };
}

/** A piece of the ingredient list; allergens are emphasised (Reg. 1169/2011 art. 21). */
export interface IngredientSegment {
  text: string;
  allergen: boolean;
}

/**
 * The ingredient list as text segments: in the owner's order (descending weight), additives after
 * their category's name ("acidity regulator: tartaric acid"), alternatives as "contains X and/or Y".
 */
export function ingredientSegments(label: ELabel, lang: LabelLanguage): IngredientSegment[] {
  const t = labelTexts[lang];
  const out: IngredientSegment[] = [];
  const plain = (text: string) => {
    const last = out.at(-1);
    if (last && !last.allergen) last.text += text;
    else out.push({ text, allergen: false });
  };
  const name = (code: IngredientCode) => {
    const row = ingredientsByCode[code];
    out.push({ text: row.names[lang], allergen: row.allergen });
  };
  let previousCategory: string | null = null;
  label.ingredients.forEach((entry, index) => {
    const category = ingredientsByCode[entry.code].category;
    if (index > 0) plain(", ");
    const categoryName = t.categories[category];
    if (categoryName && category !== previousCategory)
      plain(`${categoryName}${lang === "fr" ? " : " : ": "}`);
    previousCategory = category;
    if (entry.alternatives.length) {
      plain(`${t.contains} `);
      [entry.code, ...entry.alternatives].forEach((code, i) => {
        if (i > 0) plain(` ${t.andOr} `);
        name(code);
      });
    } else name(entry.code);
  });
  const other = label.otherIngredients.trim();
  if (other) plain(`${out.length ? ", " : ""}${other}`);
  return out;
}

/** The held language a browser asks for first (Accept-Language, q-values), French by default. */
export function labelLanguageOf(acceptLanguage: string | null | undefined): LabelLanguage {
  const asked = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.toLowerCase().split("-")[0] ?? "", q: q === undefined ? 1 : Number(q), index };
    })
    .filter((a) => a.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const held = asked.find((a) => (labelLanguages as readonly string[]).includes(a.lang));
  return (held?.lang as LabelLanguage | undefined) ?? "fr";
}

/** "12,5 % vol" / "12.5% vol", in units or half units (Reg. (EU) 2019/33 art. 44). */
export function formatAlcohol(percent: number, lang: LabelLanguage): string {
  const n = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(Math.round(percent * 2) / 2);
  return lang === "fr" ? `${n} % vol` : `${n}% vol`;
}
