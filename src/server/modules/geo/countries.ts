import { createRequire } from "node:module";
import countries, { type LocaleData } from "i18n-iso-countries";
import type { Country } from "../../../../schemas/geo";

// The package is CommonJS and its locale files are plain JSON. `require` loads them the same
// way under Node, tsx and vitest, whereas a JSON import needs `with { type: "json" }`, which
// TypeScript rejects with `module: ES2022`.
const require = createRequire(import.meta.url);
// The Node entry registers every locale already, but the browser entry does not: registering
// French explicitly keeps the names right whichever entry a bundler picks.
countries.registerLocale(require("i18n-iso-countries/langs/fr.json") as LocaleData);

// The package also lists Kosovo ("XK"), a user-assigned code outside ISO 3166-1: keep only
// the 249 officially assigned countries.
const USER_ASSIGNED_ALPHA2 = /^(AA|Q[M-Z]|X[A-Z]|ZZ)$/;

let cache: readonly Country[] | undefined;
let byKey: Map<string, Country> | undefined;

function build(): readonly Country[] {
  const collator = new Intl.Collator("fr");
  const list: Country[] = [];
  for (const [alphaTwo, alphaThree] of Object.entries(countries.getAlpha2Codes())) {
    if (USER_ASSIGNED_ALPHA2.test(alphaTwo)) continue;
    const numCode = countries.alpha2ToNumeric(alphaTwo);
    const name = countries.getName(alphaTwo, "fr", { select: "official" });
    // Every entry of codes.json has all three codes and a French name; skip rather than
    // publish a half-filled country if a future data update breaks that.
    if (!numCode || !name) continue;
    list.push({ id: Number(numCode), alphaTwo, alphaThree, numCode, name });
  }
  // Collator, not `<`: a plain comparison would put "Égypte" and "Équateur" after "Zimbabwe".
  list.sort((a, b) => collator.compare(a.name, b.name));
  return Object.freeze(list.map((country) => Object.freeze(country)));
}

function index(): Map<string, Country> {
  if (!byKey) {
    byKey = new Map();
    for (const country of listCountries()) {
      byKey.set(String(country.id), country);
      byKey.set(country.alphaTwo, country);
      byKey.set(country.alphaThree, country);
    }
  }
  return byKey;
}

/** Every ISO 3166-1 country with its French name, in French alphabetical order. */
export function listCountries(): Country[] {
  cache ??= build();
  // A fresh array so a caller sorting or filtering it cannot disturb the cache; the country
  // objects themselves are frozen.
  return [...cache];
}

/** Looks a country up by numeric id (250 or "250" or "004"), alpha-2 or alpha-3, any case. */
export function findCountry(idOrAlpha: number | string): Country | undefined {
  if (typeof idOrAlpha === "number") {
    return Number.isInteger(idOrAlpha) ? index().get(String(idOrAlpha)) : undefined;
  }
  const key = idOrAlpha.trim().toUpperCase();
  // Numeric strings may come zero-padded ("004") or not ("4").
  if (/^\d{1,3}$/.test(key)) return index().get(String(Number(key)));
  return index().get(key);
}
