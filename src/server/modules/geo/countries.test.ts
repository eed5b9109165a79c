import { describe, expect, it } from "vitest";
import { countrySchema } from "../../../../schemas/geo";
import { findCountry, listCountries } from "./countries";

describe("listCountries", () => {
  it("lists the 249 ISO 3166-1 countries, each valid and unique", () => {
    const countries = listCountries();
    expect(countries).toHaveLength(249);
    for (const country of countries) expect(countrySchema.parse(country)).toEqual(country);
    expect(new Set(countries.map((c) => c.id)).size).toBe(249);
    expect(new Set(countries.map((c) => c.alphaTwo)).size).toBe(249);
    expect(new Set(countries.map((c) => c.alphaThree)).size).toBe(249);
    // Kosovo's "XK" is user-assigned, not part of ISO 3166-1.
    expect(countries.some((c) => c.alphaTwo === "XK")).toBe(false);
  });

  it("gives France and Germany with their French names", () => {
    const countries = listCountries();
    expect(countries).toContainEqual({
      id: 250,
      alphaTwo: "FR",
      alphaThree: "FRA",
      numCode: "250",
      name: "France",
    });
    expect(countries).toContainEqual({
      id: 276,
      alphaTwo: "DE",
      alphaThree: "DEU",
      numCode: "276",
      name: "Allemagne",
    });
  });

  it("keeps leading zeros in numCode but not in id", () => {
    expect(listCountries().find((c) => c.alphaTwo === "AF")).toMatchObject({ id: 4, numCode: "004" });
  });

  it("sorts in French order, accented initials among their letter", () => {
    const names = listCountries().map((c) => c.name);
    const collator = new Intl.Collator("fr");
    expect(names).toEqual([...names].sort(collator.compare));
    expect(names[0]).toBe("Afghanistan");
    const egypt = names.indexOf("Égypte");
    // Between "Djibouti"/"Dominique" and "Espagne", not after "Zimbabwe".
    expect(egypt).toBeGreaterThan(names.indexOf("Dominique"));
    expect(egypt).toBeLessThan(names.indexOf("Espagne"));
    expect(names.at(-1)).not.toBe("Égypte");
  });

  it("returns a fresh array each time so callers cannot disturb the cache", () => {
    const first = listCountries();
    first.reverse();
    first.length = 0;
    expect(listCountries()).toHaveLength(249);
    expect(listCountries()[0]?.name).toBe("Afghanistan");
  });
});

describe("findCountry", () => {
  it("finds France by numeric id, alpha-2 and alpha-3, in any case", () => {
    for (const key of [250, "250", "fr", "FR", "FRA", "fra", " Fr "]) {
      expect(findCountry(key)?.alphaThree, String(key)).toBe("FRA");
    }
  });

  it("accepts zero-padded and unpadded numeric strings", () => {
    expect(findCountry("004")?.alphaTwo).toBe("AF");
    expect(findCountry("4")?.alphaTwo).toBe("AF");
    expect(findCountry(4)?.alphaTwo).toBe("AF");
  });

  it("returns undefined for unknown codes", () => {
    for (const key of [0, 999, 250.5, -250, Number.NaN, "", "ZZ", "XK", "XXX", "France", "2500"]) {
      expect(findCountry(key), String(key)).toBeUndefined();
    }
  });
});
