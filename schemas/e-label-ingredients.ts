/**
 * The built-in ingredient list of the wine e-label (Reg. (EU) 2019/934 Annex I Part A, Reg. (EU)
 * 2021/2117, Reg. (EU) 1169/2011 Annex II for the allergens) and the label page's fixed texts, in
 * one table per language: adding one of the 24 EU languages is adding a column (`names`) and a
 * block of `labelTexts`, then the language to `labelLanguages` (e-label.ts). Nothing else changes.
 */

export const ingredientCategories = [
  "RAW_MATERIAL",
  "ACIDITY_REGULATOR",
  "PRESERVATIVE",
  "STABILISER",
  "PACKAGING_GAS",
  "FINING_ALLERGEN",
] as const;
export type IngredientCategory = (typeof ingredientCategories)[number];

interface IngredientRow {
  code: string;
  category: IngredientCategory;
  /** The E-number, when the additive has one: shown when the name alone is not the usual one. */
  eNumber: string | null;
  /** An allergen of Reg. 1169/2011 Annex II (sulphites, egg, milk): emphasised on the label. */
  allergen: boolean;
  names: { fr: string; en: string };
}

const row = <C extends string>(
  code: C,
  category: IngredientCategory,
  eNumber: string | null,
  fr: string,
  en: string,
  allergen = false,
): IngredientRow & { code: C } => ({ code, category, eNumber, allergen, names: { fr, en } });

const rows = [
  row("grapes", "RAW_MATERIAL", null, "raisins", "grapes"),
  row("concentrated_grape_must", "RAW_MATERIAL", null, "moût de raisin concentré", "concentrated grape must"),
  row(
    "rectified_concentrated_grape_must",
    "RAW_MATERIAL",
    null,
    "moût de raisin concentré rectifié",
    "rectified concentrated grape must",
  ),
  row("sucrose", "RAW_MATERIAL", null, "saccharose", "sucrose"),
  row("tirage_liqueur", "RAW_MATERIAL", null, "liqueur de tirage", "tirage liqueur"),
  row("expedition_liqueur", "RAW_MATERIAL", null, "liqueur d’expédition", "expedition liqueur"),
  row("tartaric_acid", "ACIDITY_REGULATOR", "E334", "acide tartrique", "tartaric acid"),
  row("malic_acid", "ACIDITY_REGULATOR", "E296", "acide malique", "malic acid"),
  row("lactic_acid", "ACIDITY_REGULATOR", "E270", "acide lactique", "lactic acid"),
  row("calcium_sulphate", "ACIDITY_REGULATOR", "E516", "sulfate de calcium", "calcium sulphate"),
  row("potassium_tartrate", "ACIDITY_REGULATOR", "E336", "tartrate de potassium", "potassium tartrate"),
  row(
    "potassium_bicarbonate",
    "ACIDITY_REGULATOR",
    "E501",
    "bicarbonate de potassium",
    "potassium bicarbonate",
  ),
  row("calcium_carbonate", "ACIDITY_REGULATOR", "E170", "carbonate de calcium", "calcium carbonate"),
  row("sulphites", "PRESERVATIVE", null, "sulfites", "sulphites", true),
  row("sulphur_dioxide", "PRESERVATIVE", "E220", "anhydride sulfureux", "sulphur dioxide", true),
  row("potassium_bisulphite", "PRESERVATIVE", "E228", "bisulfite de potassium", "potassium bisulphite", true),
  row(
    "potassium_metabisulphite",
    "PRESERVATIVE",
    "E224",
    "métabisulfite de potassium",
    "potassium metabisulphite",
    true,
  ),
  row("potassium_sorbate", "PRESERVATIVE", "E202", "sorbate de potassium", "potassium sorbate"),
  row("lysozyme", "PRESERVATIVE", "E1105", "lysozyme (œuf)", "lysozyme (egg)", true),
  row("ascorbic_acid", "PRESERVATIVE", "E300", "acide L-ascorbique", "L-ascorbic acid"),
  row("dimethyl_dicarbonate", "PRESERVATIVE", "E242", "dicarbonate de diméthyle", "dimethyl dicarbonate"),
  row("citric_acid", "STABILISER", "E330", "acide citrique", "citric acid"),
  row("metatartaric_acid", "STABILISER", "E353", "acide métatartrique", "metatartaric acid"),
  row("gum_arabic", "STABILISER", "E414", "gomme arabique", "gum arabic"),
  row("yeast_mannoproteins", "STABILISER", null, "mannoprotéines de levures", "yeast mannoproteins"),
  row("carboxymethylcellulose", "STABILISER", "E466", "carboxyméthylcellulose", "carboxymethylcellulose"),
  row(
    "potassium_polyaspartate",
    "STABILISER",
    "E456",
    "polyaspartate de potassium",
    "potassium polyaspartate",
  ),
  row("fumaric_acid", "STABILISER", "E297", "acide fumarique", "fumaric acid"),
  row("argon", "PACKAGING_GAS", "E938", "argon", "argon"),
  row("nitrogen", "PACKAGING_GAS", "E941", "azote", "nitrogen"),
  row("carbon_dioxide", "PACKAGING_GAS", "E290", "dioxyde de carbone", "carbon dioxide"),
  row(
    "protective_atmosphere",
    "PACKAGING_GAS",
    null,
    "mis en bouteille sous atmosphère protectrice",
    "bottled under a protective atmosphere",
  ),
  row("egg", "FINING_ALLERGEN", null, "œuf", "egg", true),
  row("egg_protein", "FINING_ALLERGEN", null, "protéine d’œuf", "egg protein", true),
  row("egg_albumin", "FINING_ALLERGEN", null, "albumine d’œuf", "egg albumin", true),
  row("milk", "FINING_ALLERGEN", null, "lait", "milk", true),
  row("milk_protein", "FINING_ALLERGEN", null, "protéines de lait", "milk proteins", true),
  row("casein", "FINING_ALLERGEN", null, "caséine de lait", "milk casein", true),
];

export type IngredientCode = (typeof rows)[number]["code"];
export const ingredientCodes = rows.map((r) => r.code) as [IngredientCode, ...IngredientCode[]];
export const ingredientRows: readonly IngredientRow[] = rows;
export const ingredientsByCode = Object.fromEntries(rows.map((r) => [r.code, r])) as Record<
  IngredientCode,
  IngredientRow
>;

/** The label page's fixed texts, per language (same keys in each). */
export const labelTexts = {
  fr: {
    title: "Étiquette électronique",
    alcohol: "Titre alcoométrique",
    ingredients: "Ingrédients",
    andOr: "et/ou",
    contains: "contient",
    nutrition: "Déclaration nutritionnelle",
    per100: "pour 100 ml",
    energy: "Énergie",
    fat: "Matières grasses",
    saturatedFat: "dont acides gras saturés",
    carbohydrates: "Glucides",
    sugars: "dont sucres",
    protein: "Protéines",
    salt: "Sel",
    negligible:
      "Contient des quantités négligeables de matières grasses, d’acides gras saturés, de protéines et de sel.",
    origin: "Origine",
    producer: "Producteur",
    responsible: "Consommation responsable",
    pregnancy:
      "La consommation de boissons alcoolisées pendant la grossesse, même en faible quantité, peut avoir des conséquences graves sur la santé de l’enfant.",
    driving: "Ne pas consommer d’alcool avant de conduire.",
    minors: "Vente interdite aux mineurs.",
    notFound: "Étiquette introuvable",
    notFoundText: "Aucune étiquette ne correspond à ce code.",
    categories: {
      RAW_MATERIAL: "",
      ACIDITY_REGULATOR: "correcteur d’acidité",
      PRESERVATIVE: "conservateurs et antioxydants",
      STABILISER: "stabilisants",
      PACKAGING_GAS: "gaz d’emballage",
      FINING_ALLERGEN: "",
    },
  },
  en: {
    title: "Electronic label",
    alcohol: "Alcoholic strength",
    ingredients: "Ingredients",
    andOr: "and/or",
    contains: "contains",
    nutrition: "Nutrition declaration",
    per100: "per 100 ml",
    energy: "Energy",
    fat: "Fat",
    saturatedFat: "of which saturates",
    carbohydrates: "Carbohydrate",
    sugars: "of which sugars",
    protein: "Protein",
    salt: "Salt",
    negligible: "Contains negligible amounts of fat, saturates, protein and salt.",
    origin: "Origin",
    producer: "Producer",
    responsible: "Drink responsibly",
    pregnancy: "Drinking alcohol during pregnancy, even in small amounts, can seriously harm the child.",
    driving: "Do not drink and drive.",
    minors: "Sale to minors is prohibited.",
    notFound: "Label not found",
    notFoundText: "No label matches this code.",
    categories: {
      RAW_MATERIAL: "",
      ACIDITY_REGULATOR: "acidity regulator",
      PRESERVATIVE: "preservatives and antioxidants",
      STABILISER: "stabilisers",
      PACKAGING_GAS: "packaging gases",
      FINING_ALLERGEN: "",
    },
  },
} as const;
