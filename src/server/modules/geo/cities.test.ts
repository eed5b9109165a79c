import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { citySchema, citySearchParamsSchema } from "../../../../schemas/geo";
import { FRANCE_ID, searchCities, warmCities } from "./cities";

// Arbitrary text, including lone surrogates, plus strings drawn from characters that do occur
// in names and postal codes, so that the property also exercises real matches.
const searchStrings = fc.oneof(
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) }),
  fc.string({
    unit: fc.constantFrom("a", "e", "s", "t", "b", "é", "É", "-", "'", " ", "1", "3", "7"),
    maxLength: 8,
  }),
);

const label = (city: { name: string; postalCode: string }) => `${city.name} ${city.postalCode}`;

// Loading 8 MB of communes takes a few hundred milliseconds: do it once, outside the
// per-test timeout.
beforeAll(() => warmCities(), 30_000);

describe("searchCities by name", () => {
  it("puts the exact name first", () => {
    const results = searchCities("Beaune", FRANCE_ID);
    expect(results[0]).toMatchObject({
      id: "21054-21200",
      name: "Beaune",
      postalCode: "21200",
      inseeCode: "21054",
      department: "21",
    });
    // Then names starting with it, then names with a word starting with it.
    expect(results.map(label)).toContain("Beaune-la-Rolande 45340");
    expect(results.map(label)).toContain("Savigny-lès-Beaune 21420");
    const names = results.map((c) => c.name);
    expect(names.indexOf("Beaune-la-Rolande")).toBeLessThan(names.indexOf("Savigny-lès-Beaune"));
  });

  it("ignores case, accents, hyphens, apostrophes and reads st/ste as saint/sainte", () => {
    for (const search of [
      "saint emilion",
      "st-emilion",
      "ST EMILION",
      "Saint-Émilion",
      "st émilion",
      "saintemilion",
    ]) {
      expect(searchCities(search, FRANCE_ID).map(label)[0], search).toBe("Saint-Émilion 33330");
    }
    expect(searchCities("ste foy les lyon", FRANCE_ID).map((c) => c.name)[0]).toBe("Sainte-Foy-lès-Lyon");
    expect(searchCities("l isle sur la sorgue", FRANCE_ID).map((c) => c.name)[0]).toBe(
      "L'Isle-sur-la-Sorgue",
    );
    expect(searchCities("lisle sur la sorgue", FRANCE_ID).map((c) => c.name)[0]).toBe("L'Isle-sur-la-Sorgue");
  });

  it("matches a later word of the name by prefix", () => {
    expect(searchCities("emilion", FRANCE_ID).map(label)).toEqual(["Saint-Émilion 33330"]);
  });

  it("still lets a last word 'st' start a name such as Strasbourg", () => {
    const names = searchCities("st", FRANCE_ID).map((c) => c.name);
    expect(names).toContain("Strasbourg");
    expect(names).toContain("Saint-Étienne");
  });

  it("gives Paris first, one result per postal code in order", () => {
    const results = searchCities("Paris", FRANCE_ID);
    expect(results).toHaveLength(20);
    expect(results.slice(0, 3).map(label)).toEqual(["Paris 75001", "Paris 75002", "Paris 75003"]);
    expect(results[0]).toMatchObject({ id: "75056-75001", inseeCode: "75056", department: "75" });
    expect(new Set(results.map((c) => c.id)).size).toBe(results.length);
  });

  it("orders each rank by population, descending", () => {
    const results = searchCities("saint d", FRANCE_ID, 100);
    const populations = results.map((c) => c.population ?? -1);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(results[0]?.name).toBe("Saint-Denis");
  });

  it("keeps only current communes, not arrondissements or former communes", () => {
    expect(searchCities("Marseille 1er", FRANCE_ID)).toEqual([]);
    const names = searchCities("marseille", FRANCE_ID, 100).map((c) => c.name);
    expect(names.filter((name) => name === "Marseille")).toHaveLength(16);
    expect(names.some((name) => /arrondissement/i.test(name))).toBe(false);
  });

  it("returns nothing for unknown names and blank searches", () => {
    expect(searchCities("zzzzqx", FRANCE_ID)).toEqual([]);
    expect(searchCities("", FRANCE_ID)).toEqual([]);
    expect(searchCities("   ", FRANCE_ID)).toEqual([]);
    expect(searchCities("'-'", FRANCE_ID)).toEqual([]);
  });
});

describe("searchCities by postal code", () => {
  it("finds every commune of a postal code", () => {
    const results = searchCities("21200", FRANCE_ID);
    expect(results.map(label)).toContain("Beaune 21200");
    expect(results.length).toBeGreaterThan(1);
    expect(results.every((c) => c.postalCode === "21200")).toBe(true);
    // Largest commune first.
    expect(results[0]?.name).toBe("Beaune");
  });

  it("finds a single arrondissement of Paris", () => {
    expect(searchCities("75008", FRANCE_ID).map(label)).toEqual(["Paris 75008"]);
  });

  it("matches by prefix, tolerating spaces", () => {
    const results = searchCities("33 3", FRANCE_ID, 50);
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((c) => c.postalCode.startsWith("333"))).toBe(true);
    expect(searchCities("123456", FRANCE_ID)).toEqual([]);
  });
});

describe("searchCities limits and countries", () => {
  it("returns [] for a country without data", () => {
    expect(searchCities("Beaune", 276)).toEqual([]);
    expect(searchCities("Paris", 0)).toEqual([]);
  });

  it("returns at most 20 results by default and honours a given limit", () => {
    expect(searchCities("a", FRANCE_ID)).toHaveLength(20);
    expect(searchCities("a", FRANCE_ID, 5)).toHaveLength(5);
    expect(searchCities("a", FRANCE_ID, 0)).toEqual([]);
    expect(searchCities("a", FRANCE_ID, -3)).toEqual([]);
    // All 21 postal codes of Paris, then names starting with "paris" (Parisot…).
    const paris = searchCities("Paris", FRANCE_ID, 30);
    expect(paris.length).toBeLessThanOrEqual(30);
    expect(paris.filter((c) => c.name === "Paris")).toHaveLength(21);
    expect(paris.slice(0, 21).every((c) => c.name === "Paris")).toBe(true);
  });

  it("returns results that match the schema, as copies of the index", () => {
    const [first] = searchCities("Beaune", FRANCE_ID);
    expect(citySchema.parse(first)).toEqual(first);
    if (first) first.name = "Altered";
    expect(searchCities("Beaune", FRANCE_ID)[0]?.name).toBe("Beaune");
  });

  it("never throws and returns at most `limit` French communes for any string", () => {
    fc.assert(
      fc.property(searchStrings, fc.integer({ min: 0, max: 60 }), (search, limit) => {
        const results = searchCities(search, FRANCE_ID, limit);
        expect(results.length).toBeLessThanOrEqual(limit);
        for (const city of results) expect(citySchema.safeParse(city).success).toBe(true);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.string(), fc.integer(), (search, idCountry) => {
        fc.pre(idCountry !== FRANCE_ID);
        expect(searchCities(search, idCountry)).toEqual([]);
      }),
    );
  });

  it("finds each commune by its own name", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Beaune", "Saint-Émilion", "Pauillac", "Chablis", "Épernay", "Cognac"),
        (name) => {
          expect(searchCities(name, FRANCE_ID)[0]?.name).toBe(name);
        },
      ),
    );
  });
});

describe("citySearchParamsSchema", () => {
  it("trims the search and reads idCountry from a string", () => {
    expect(citySearchParamsSchema.parse({ search: "  Beaune ", idCountry: "250" })).toEqual({
      search: "Beaune",
      idCountry: 250,
    });
  });

  it("rejects empty or long searches and non-positive or non-integer ids", () => {
    const bad = [
      { search: "   ", idCountry: "250" },
      { search: "x".repeat(65), idCountry: "250" },
      { search: "Beaune", idCountry: "0" },
      { search: "Beaune", idCountry: "-250" },
      { search: "Beaune", idCountry: "2.5" },
      { search: "Beaune", idCountry: "" },
      { search: "Beaune", idCountry: "1e3" },
      { search: "Beaune", idCountry: "FR" },
    ];
    for (const params of bad)
      expect(citySearchParamsSchema.safeParse(params).success, JSON.stringify(params)).toBe(false);
    expect(citySearchParamsSchema.safeParse({ search: "x".repeat(64), idCountry: "4" }).success).toBe(true);
  });
});
