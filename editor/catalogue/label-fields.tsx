// The e-label's fields (issue 15 §1): the ingredient list picked from the built-in table (with the
// "contains X and/or Y" alternatives where the rules allow them), and the nutrition declaration,
// typed in or computed from a lab analysis with the formula shown and an override.

import {
  alternativeCategories,
  type ELabel,
  type LabelAnalysis,
  type LabelIngredient,
  type LabelNutrition,
  MAX_ALTERNATIVES,
} from "../../schemas/e-label";
import { type IngredientCode, ingredientRows, ingredientsByCode } from "../../schemas/e-label-ingredients";
import { effectiveNutrition, energyFormula, nutritionTable } from "../../src/runtime/shop/e-label";
import { Button } from "../../src/ui/button";
import { Field } from "../../src/ui/field";
import { Input, NativeSelect } from "../../src/ui/input";
import { decimalOf } from "./catalogue-text";

type Errors = Record<string, string[]>;

const categoryNames: Record<string, string> = {
  RAW_MATERIAL: "Matières premières",
  ACIDITY_REGULATOR: "Correcteurs d’acidité",
  PRESERVATIVE: "Conservateurs et antioxydants",
  STABILISER: "Stabilisants",
  PACKAGING_GAS: "Gaz d’emballage",
  FINING_ALLERGEN: "Agents de collage allergènes",
};

const optionName = (code: IngredientCode) => {
  const row = ingredientsByCode[code];
  return `${row.names.fr}${row.eNumber ? ` (${row.eNumber})` : ""}${row.allergen ? " — allergène" : ""}`;
};

function IngredientSelect({
  label,
  value,
  category,
  onChange,
  errors,
}: {
  label: string;
  value: IngredientCode;
  category?: string;
  onChange: (code: IngredientCode) => void;
  errors?: string[];
}) {
  const groups = Object.keys(categoryNames).filter((c) => !category || c === category);
  return (
    <Field label={label} errors={errors ?? []}>
      {(control) => (
        <NativeSelect {...control} value={value} onChange={(e) => onChange(e.target.value as IngredientCode)}>
          {groups.map((group) => (
            <optgroup key={group} label={categoryNames[group]}>
              {ingredientRows
                .filter((r) => r.category === group)
                .map((r) => (
                  <option key={r.code} value={r.code}>
                    {optionName(r.code as IngredientCode)}
                  </option>
                ))}
            </optgroup>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

/** The ingredient list, in the owner's order (descending weight, as the label lists them). */
export function IngredientsEditor({
  value,
  onChange,
  errors,
}: {
  value: LabelIngredient[];
  onChange: (next: LabelIngredient[]) => void;
  errors: Errors;
}) {
  const set = (index: number, entry: LabelIngredient) =>
    onChange(value.map((e, i) => (i === index ? entry : e)));
  const move = (index: number, by: number) => {
    const next = [...value];
    const [entry] = next.splice(index, 1);
    if (entry) next.splice(index + by, 0, entry);
    onChange(next);
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-semibold">Ingrédients</legend>
      <p className="text-sm text-slate-600">
        Dans l’ordre décroissant d’importance. Les allergènes (sulfites, œuf, lait) sont mis en évidence sur
        l’étiquette.
      </p>
      <ol className="flex flex-col gap-3">
        {value.map((entry, index) => {
          const category = ingredientsByCode[entry.code].category;
          const canAlternate = (alternativeCategories as readonly string[]).includes(category);
          const path = `label.ingredients.${index}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries are edited in place by position
            <li key={index} className="flex flex-col gap-2 rounded border border-slate-200 p-2">
              <IngredientSelect
                label={`Ingrédient ${index + 1}`}
                value={entry.code}
                errors={errors[`${path}.code`]}
                onChange={(code) => set(index, { code, alternatives: [] })}
              />
              {entry.alternatives.map((alternative, a) => (
                <IngredientSelect
                  // biome-ignore lint/suspicious/noArrayIndexKey: the alternatives are edited in place by position
                  key={a}
                  label={`… et/ou (ingrédient ${index + 1})`}
                  value={alternative}
                  category={category}
                  errors={a === 0 ? errors[`${path}.alternatives`] : undefined}
                  onChange={(code) =>
                    set(index, {
                      ...entry,
                      alternatives: entry.alternatives.map((x, j) => (j === a ? code : x)),
                    })
                  }
                />
              ))}
              <div className="flex flex-wrap gap-2">
                {canAlternate && entry.alternatives.length < MAX_ALTERNATIVES - 1 ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      const other = ingredientRows.find(
                        (r) =>
                          r.category === category &&
                          r.code !== entry.code &&
                          !entry.alternatives.includes(r.code as IngredientCode),
                      );
                      if (other)
                        set(index, {
                          ...entry,
                          alternatives: [...entry.alternatives, other.code as IngredientCode],
                        });
                    }}
                  >
                    Ajouter « et/ou »
                  </Button>
                ) : null}
                {entry.alternatives.length ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => set(index, { ...entry, alternatives: entry.alternatives.slice(0, -1) })}
                  >
                    Retirer le dernier « et/ou »
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={index === 0}
                  aria-label={`Monter l’ingrédient ${index + 1}`}
                  onClick={() => move(index, -1)}
                >
                  Monter
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={index === value.length - 1}
                  aria-label={`Descendre l’ingrédient ${index + 1}`}
                  onClick={() => move(index, 1)}
                >
                  Descendre
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Retirer l’ingrédient ${index + 1}`}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  Retirer
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button variant="outline" onClick={() => onChange([...value, { code: "grapes", alternatives: [] }])}>
          Ajouter un ingrédient
        </Button>
      </div>
    </fieldset>
  );
}

/** Numbers as the owner types them ("0,2"): kept as text until the label is built. */
export type NumberTexts<T> = Record<keyof T, string>;

export const nutritionKeys = [
  "energyKj",
  "energyKcal",
  "fat",
  "saturatedFat",
  "carbohydrates",
  "sugars",
  "protein",
  "salt",
] as const;
export const analysisKeys = ["alcoholPercent", "residualSugars", "totalAcidity", "glycerol"] as const;

const nutritionLabels: Record<keyof LabelNutrition, string> = {
  energyKj: "Énergie (kJ)",
  energyKcal: "Énergie (kcal)",
  fat: "Matières grasses (g)",
  saturatedFat: "dont acides gras saturés (g)",
  carbohydrates: "Glucides (g)",
  sugars: "dont sucres (g)",
  protein: "Protéines (g)",
  salt: "Sel (g)",
};
const analysisLabels: Record<keyof LabelAnalysis, string> = {
  alcoholPercent: "Alcool (% vol)",
  residualSugars: "Sucres résiduels (g/l)",
  totalAcidity: "Acidité totale en acide tartrique (g/l)",
  glycerol: "Glycérol (g/l)",
};

export const textsOf = <T extends object>(value: T | null, keys: readonly (keyof T)[]): NumberTexts<T> =>
  Object.fromEntries(keys.map((k) => [k, value ? String(value[k]).replace(".", ",") : ""])) as NumberTexts<T>;

/** The figures typed; an empty field is 0 (what the declaration shows for a negligible amount). */
export const numbersOf = <T extends object>(texts: NumberTexts<T>): T =>
  Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, decimalOf(v as string) ?? 0])) as T;

export function NutritionFields({
  mode,
  nutrition,
  analysis,
  override,
  label,
  errors,
  onChange,
}: {
  mode: ELabel["nutritionMode"];
  nutrition: NumberTexts<LabelNutrition>;
  analysis: NumberTexts<LabelAnalysis>;
  override: { energyKj: string; energyKcal: string };
  /** The label as it would be saved: the computed figures are shown from it. */
  label: ELabel;
  errors: Errors;
  onChange: (change: {
    mode?: ELabel["nutritionMode"];
    nutrition?: NumberTexts<LabelNutrition>;
    analysis?: NumberTexts<LabelAnalysis>;
    override?: { energyKj: string; energyKcal: string };
  }) => void;
}) {
  const computed = label.nutritionMode === "ANALYSIS" && label.analysis ? effectiveNutrition(label) : null;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-semibold">Déclaration nutritionnelle (pour 100 ml)</legend>
      <Field label="Source des valeurs" errors={[]}>
        {(control) => (
          <NativeSelect
            {...control}
            value={mode}
            onChange={(e) => onChange({ mode: e.target.value as ELabel["nutritionMode"] })}
          >
            <option value="FIGURES">Je saisis les valeurs</option>
            <option value="ANALYSIS">Calculées depuis une analyse de laboratoire</option>
          </NativeSelect>
        )}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        {mode === "FIGURES"
          ? nutritionKeys.map((key) => (
              <Field key={key} label={nutritionLabels[key]} errors={errors[`label.nutrition.${key}`] ?? []}>
                {(control) => (
                  <Input
                    {...control}
                    inputMode="decimal"
                    value={nutrition[key]}
                    onChange={(e) => onChange({ nutrition: { ...nutrition, [key]: e.target.value } })}
                  />
                )}
              </Field>
            ))
          : analysisKeys.map((key) => (
              <Field
                key={key}
                label={analysisLabels[key]}
                errors={errors[`label.analysis.${key}`] ?? errors["label.analysis"] ?? []}
              >
                {(control) => (
                  <Input
                    {...control}
                    inputMode="decimal"
                    value={analysis[key]}
                    onChange={(e) => onChange({ analysis: { ...analysis, [key]: e.target.value } })}
                  />
                )}
              </Field>
            ))}
      </div>
      {computed && label.analysis ? (
        <div className="flex flex-col gap-2 rounded bg-slate-50 p-2 text-sm" aria-live="polite">
          <p className="font-semibold">Calcul (règlement (UE) 1169/2011, annexe XIV)</p>
          {energyFormula(label.analysis).map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>
            Déclaré :{" "}
            {nutritionTable(computed, "fr")
              .rows.map((r) => `${r.label} ${r.value}`)
              .join(" · ")}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            {(["energyKj", "energyKcal"] as const).map((key) => (
              <Field
                key={key}
                label={`Remplacer ${key === "energyKj" ? "les kJ" : "les kcal"} (facultatif)`}
                errors={errors[`label.energyOverride.${key}`] ?? []}
              >
                {(control) => (
                  <Input
                    {...control}
                    inputMode="decimal"
                    value={override[key]}
                    onChange={(e) => onChange({ override: { ...override, [key]: e.target.value } })}
                  />
                )}
              </Field>
            ))}
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
