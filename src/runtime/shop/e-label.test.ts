// Properties of the e-label's arithmetic (issue 15 §8): the energy of Reg. 1169/2011 Annex XIV and
// the rounding rules of the 2012 EU guidance on tolerances, for any figures an owner may enter.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ELabel,
  eLabelSchema,
  emptyLabel,
  type LabelAnalysis,
  storedLabel,
} from "../../../schemas/e-label";
import { ingredientRows } from "../../../schemas/e-label-ingredients";
import {
  ETHANOL_DENSITY,
  effectiveNutrition,
  energyFromAnalysis,
  ingredientSegments,
  labelLanguageOf,
  type NutrientKey,
  nutritionTable,
  roundNutrient,
} from "./e-label";

const analysis = fc.record({
  alcoholPercent: fc.double({ min: 0, max: 25, noNaN: true }),
  residualSugars: fc.double({ min: 0, max: 300, noNaN: true }),
  totalAcidity: fc.double({ min: 0, max: 15, noNaN: true }),
  glycerol: fc.double({ min: 0, max: 20, noNaN: true }),
}) satisfies fc.Arbitrary<LabelAnalysis>;

describe("energy from a lab analysis", () => {
  it("is the sum of each source's grams per 100 ml times its Annex XIV factor", () => {
    fc.assert(
      fc.property(analysis, (a) => {
        const e = energyFromAnalysis(a);
        const ethanol = (a.alcoholPercent * ETHANOL_DENSITY) / 1;
        const kj =
          ethanol * 29 + (a.residualSugars / 10) * 17 + (a.glycerol / 10) * 10 + (a.totalAcidity / 10) * 13;
        const kcal =
          ethanol * 7 + (a.residualSugars / 10) * 4 + (a.glycerol / 10) * 2.4 + (a.totalAcidity / 10) * 3;
        expect(e.energyKj).toBeCloseTo(kj, 9);
        expect(e.energyKcal).toBeCloseTo(kcal, 9);
      }),
    );
  });

  it("grows with every source, and keeps kJ/kcal between the factors' extreme ratios", () => {
    const source = fc.constantFrom("alcoholPercent", "residualSugars", "totalAcidity", "glycerol" as const);
    fc.assert(
      fc.property(analysis, source, fc.double({ min: 0.01, max: 5, noNaN: true }), (a, key, more) => {
        const base = energyFromAnalysis(a);
        const richer = energyFromAnalysis({ ...a, [key]: a[key] + more });
        expect(richer.energyKj).toBeGreaterThan(base.energyKj);
        expect(richer.energyKcal).toBeGreaterThan(base.energyKcal);
        // a ratio of two subnormal doubles (a glycerol of 3e-323 g) is rounding, not the factors
        if (base.energyKcal > 1e-9) {
          const ratio = base.energyKj / base.energyKcal;
          expect(ratio).toBeGreaterThanOrEqual(29 / 7 - 1e-9);
          expect(ratio).toBeLessThanOrEqual(13 / 3 + 1e-9);
        }
      }),
    );
  });

  it("gives the textbook figure of a dry 12 % wine", () => {
    const e = energyFromAnalysis({ alcoholPercent: 12, residualSugars: 0, totalAcidity: 0, glycerol: 0 });
    expect(e.energyKj).toBeCloseTo(274.572, 3);
    expect(e.energyKcal).toBeCloseTo(66.276, 3);
  });

  it("lets the owner's energy replace the computed one, and counts glycerol as carbohydrate", () => {
    fc.assert(
      fc.property(
        analysis,
        fc.option(fc.record({ energyKj: fc.nat(900), energyKcal: fc.nat(200) })),
        (a, over) => {
          const label = eLabelSchema.parse({
            alcoholPercent: a.alcoholPercent,
            nutritionMode: "ANALYSIS",
            analysis: a,
            energyOverride: over,
          });
          const n = effectiveNutrition(label);
          const e = energyFromAnalysis(a);
          expect(n?.energyKj).toBe(over ? over.energyKj : e.energyKj);
          expect(n?.carbohydrates).toBeCloseTo(a.residualSugars / 10 + a.glycerol / 10, 9);
          expect(n?.sugars).toBeLessThanOrEqual(n?.carbohydrates ?? 0);
        },
      ),
    );
  });
});

const thresholds: Record<Exclude<NutrientKey, "energyKj" | "energyKcal">, number> = {
  fat: 0.5,
  saturatedFat: 0.1,
  carbohydrates: 0.5,
  sugars: 0.5,
  protein: 0.5,
  salt: 0.0125,
};

describe("rounding (EU guidance on tolerances, 2012)", () => {
  const nutrient = fc.constantFrom(...(Object.keys(thresholds) as (keyof typeof thresholds)[]));
  const grams = fc.double({ min: 0, max: 100, noNaN: true });

  it("declares 0 g exactly when the amount is at or under the nutrient's negligible level", () => {
    fc.assert(
      fc.property(nutrient, grams, (key, value) => {
        const r = roundNutrient(key, value);
        expect(r.zero).toBe(value <= thresholds[key]);
        if (r.zero) expect(r.value).toBe(0);
      }),
    );
  });

  it("rounds to 1 g from 10 g, 0.1 g under it (salt: 0.1 g from 1 g, 0.01 g under), within half a step", () => {
    fc.assert(
      fc.property(nutrient, grams, (key, value) => {
        const r = roundNutrient(key, value);
        if (r.zero) return;
        const expected = key === "salt" ? (value < 1 ? 2 : 1) : value < 10 ? 1 : 0;
        expect(r.decimals).toBe(expected);
        expect(Math.abs(r.value - value)).toBeLessThanOrEqual(0.5 * 10 ** -r.decimals + 1e-9);
        // rounding a rounded figure changes nothing, above the negligible level (an amount just over
        // it, 0.0125000001 g of salt, shows as 0.01 g, which is itself under it)
        if (r.value > thresholds[key]) expect(roundNutrient(key, r.value).value).toBe(r.value);
      }),
    );
  });

  it("rounds energy to the nearest kJ and kcal", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 4000, noNaN: true }), (value) => {
        const r = roundNutrient("energyKj", value);
        expect(Number.isInteger(r.value)).toBe(true);
        expect(Math.abs(r.value - value)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("replaces fat, saturates, protein and salt by one sentence only when all four are negligible", () => {
    const figures = fc.record({
      energyKj: fc.double({ min: 0, max: 400, noNaN: true }),
      energyKcal: fc.double({ min: 0, max: 100, noNaN: true }),
      fat: fc.double({ min: 0, max: 1, noNaN: true }),
      saturatedFat: fc.constant(0),
      carbohydrates: fc.double({ min: 0, max: 30, noNaN: true }),
      sugars: fc.constant(0),
      protein: fc.double({ min: 0, max: 1, noNaN: true }),
      salt: fc.double({ min: 0, max: 0.05, noNaN: true }),
    });
    fc.assert(
      fc.property(figures, fc.constantFrom("fr" as const, "en" as const), (n, lang) => {
        const table = nutritionTable(n, lang);
        expect(table.negligible).toBe(n.fat <= 0.5 && n.protein <= 0.5 && n.salt <= 0.0125);
        expect(table.rows.some((r) => r.key === "fat")).toBe(!table.negligible);
      }),
    );
  });

  it("writes French decimals with a comma, English with a point", () => {
    const n = {
      energyKj: 318.4,
      energyKcal: 76.2,
      fat: 0,
      saturatedFat: 0,
      carbohydrates: 2.64,
      sugars: 0.2,
      protein: 1,
      salt: 0.5,
    };
    expect(nutritionTable(n, "fr").rows.find((r) => r.key === "carbohydrates")?.value).toBe("2,6 g");
    expect(nutritionTable(n, "en").rows.find((r) => r.key === "carbohydrates")?.value).toBe("2.6 g");
    expect(nutritionTable(n, "en").rows[0]?.value).toBe("318 kJ / 76 kcal");
  });
});

describe("stored labels", () => {
  it("reads back migrated figures that break a cross-field rule, and fills fields added later", () => {
    const nutrition = {
      energyKj: 300,
      energyKcal: 72,
      fat: 0,
      saturatedFat: 0,
      carbohydrates: 0.2,
      sugars: 0.4,
      protein: 0,
      salt: 0,
    };
    const label = storedLabel({ alcoholPercent: 12, nutrition });
    expect(label.nutrition).toEqual(nutrition);
    expect(label.pictograms).toEqual(["pregnancy", "driving", "minors"]);
    expect(eLabelSchema.safeParse(label).success).toBe(false);
    expect(storedLabel(null)).toEqual(emptyLabel());
  });
});

describe("ingredients and languages", () => {
  it("emphasises every allergen and only them, in any order of entries", () => {
    const codes = fc.subarray(ingredientRows.map((r) => r.code));
    fc.assert(
      fc.property(codes, fc.constantFrom("fr" as const, "en" as const), (list, lang) => {
        const label: ELabel = eLabelSchema.parse({
          alcoholPercent: null,
          ingredients: list.map((code) => ({ code })),
        });
        const segments = ingredientSegments(label, lang);
        const emphasised = segments.filter((s) => s.allergen).map((s) => s.text);
        const allergens = ingredientRows
          .filter((r) => list.includes(r.code) && r.allergen)
          .map((r) => r.names[lang]);
        expect(emphasised).toEqual(allergens);
      }),
    );
  });

  it("answers the held language the browser prefers, French otherwise", () => {
    expect(labelLanguageOf("en-GB,en;q=0.9,fr;q=0.8")).toBe("en");
    expect(labelLanguageOf("de-DE,de;q=0.9,en;q=0.5,fr;q=0.6")).toBe("fr");
    expect(labelLanguageOf("de, en;q=0.1")).toBe("en");
    expect(labelLanguageOf("en;q=0, it")).toBe("fr");
    expect(labelLanguageOf(undefined)).toBe("fr");
    fc.assert(
      fc.property(fc.string(), (header) => {
        expect(["fr", "en"]).toContain(labelLanguageOf(header));
      }),
    );
  });
});
