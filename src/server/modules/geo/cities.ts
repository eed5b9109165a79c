import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { City } from "../../../../schemas/geo";

/** ISO 3166-1 numeric code of France, the only country with commune data. */
export const FRANCE_ID = 250;

const DEFAULT_LIMIT = 20;

type RawCommune = {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  codesPostaux?: string[];
  population?: number;
};

/**
 * The index. Communes are numbered once by population descending (then name), so "best
 * first" is "smallest number first". Every searchable form is a sorted key list: a prefix
 * search is two binary searches giving a range, and the best matches are the smallest
 * commune numbers in it. No name is normalized and nothing is scanned per call.
 */
type Index = {
  // Commune number -> its cities, one per postal code.
  communes: readonly (readonly Readonly<City>[])[];
  // Normalized name, words separated by single spaces: "saint emilion".
  spaced: Keys;
  // The same without spaces, so "lisle" finds "L'Isle-…" and "saintemilion" "Saint-Émilion".
  compact: Keys;
  // Every name from its second word on: "emilion" (and "des pres", "pres"…).
  words: Keys;
  // Postal codes; their ids number cities (the flattened `communes`), not communes.
  postal: Keys;
  cities: readonly Readonly<City>[];
};

/** Keys in code-unit order, each with the number of the commune (or city) it belongs to. */
type Keys = { keys: readonly string[]; ids: Int32Array };

// Sorts after every character keys are made of ([a-z0-9 ]), to bound a prefix range.
const AFTER_ALL = "~";

let index: Index | undefined;

const ABBREVIATIONS: Record<string, string> = { st: "saint", ste: "sainte" };

/** Lower case, no accents, ligatures spelled out, split on anything but letters and digits. */
function normalizeWords(value: string): string[] {
  return value
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

function expand(word: string): string {
  return ABBREVIATIONS[word] ?? word;
}

function makeKeys(pairs: [key: string, id: number][]): Keys {
  // Plain code-unit order, not a collator: keys are ASCII and the binary search below
  // compares with `<`.
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  return { keys: pairs.map((pair) => pair[0]), ids: Int32Array.from(pairs, (pair) => pair[1]) };
}

function loadIndex(): Index {
  // Read from the resolved package path rather than through the package's index.js, which
  // reads every data file relative to the process working directory and parses 12 MB of
  // data we do not need.
  const require = createRequire(import.meta.url);
  const file = require.resolve("@etalab/decoupage-administratif/data/communes.json");
  const raw = JSON.parse(readFileSync(file, "utf8")) as RawCommune[];

  const rows: { cities: Readonly<City>[]; words: string[]; population: number }[] = [];
  for (const commune of raw) {
    // Former, delegated and associated communes and municipal arrondissements duplicate the
    // current commune (Lyon 1er… next to Lyon); addresses use the current commune. The
    // uninhabited austral territories have no postal code and cannot be shipped to.
    if (commune.type !== "commune-actuelle" || !commune.codesPostaux?.length || !commune.departement) {
      continue;
    }
    const { code, nom, departement } = commune;
    const population = typeof commune.population === "number" ? commune.population : null;
    // One result per postal code: the customer has to pick the one of their street.
    const cities = [...new Set(commune.codesPostaux)].sort().map((postalCode) =>
      Object.freeze({
        id: `${code}-${postalCode}`,
        name: nom,
        postalCode,
        inseeCode: code,
        department: departement,
        population,
      }),
    );
    rows.push({ cities, words: normalizeWords(nom).map(expand), population: population ?? -1 });
  }

  const collator = new Intl.Collator("fr");
  rows.sort(
    (a, b) =>
      b.population - a.population ||
      collator.compare(a.cities[0]?.name ?? "", b.cities[0]?.name ?? "") ||
      (a.cities[0]?.inseeCode ?? "").localeCompare(b.cities[0]?.inseeCode ?? ""),
  );

  const spaced: [string, number][] = [];
  const compact: [string, number][] = [];
  const words: [string, number][] = [];
  rows.forEach((row, id) => {
    spaced.push([row.words.join(" "), id]);
    compact.push([row.words.join(""), id]);
    for (let i = 1; i < row.words.length; i++) words.push([row.words.slice(i).join(" "), id]);
  });
  const cities = rows.flatMap((row) => row.cities);
  return {
    communes: rows.map((row) => row.cities),
    spaced: makeKeys(spaced),
    compact: makeKeys(compact),
    words: makeKeys(words),
    postal: makeKeys(cities.map((city, id) => [city.postalCode, id])),
    cities,
  };
}

function getIndex(): Index {
  index ??= loadIndex();
  return index;
}

/** Builds the commune index now (about 35k communes) so the first search does not pay for it. */
export function warmCities(): void {
  getIndex();
}

/** First position whose key is not below `key`. */
function lowerBound(keys: readonly string[], key: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((keys[mid] ?? "") < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Ids whose key starts with `prefix` (or, if `exact`, equals it), smallest (most populous) first. */
function lookup({ keys, ids }: Keys, prefix: string, exact: boolean): Int32Array {
  const low = lowerBound(keys, prefix);
  const high = exact ? lowerBound(keys, `${prefix}\0`) : lowerBound(keys, prefix + AFTER_ALL);
  // Typed-array sort is numeric and native; ranges are small except for one- or two-letter
  // searches, which the earlier, narrower passes usually satisfy first.
  return ids.slice(low, high).sort();
}

/** With two readings of the search, merges their ids back into population order. */
function merge(ranges: Int32Array[]): Int32Array {
  if (ranges.length === 1 && ranges[0]) return ranges[0];
  const merged = new Int32Array(ranges.reduce((length, range) => length + range.length, 0));
  let offset = 0;
  for (const range of ranges) {
    merged.set(range, offset);
    offset += range.length;
  }
  return merged.sort();
}

function searchByName(search: string, limit: number): City[] {
  const words = normalizeWords(search);
  const last = words.pop();
  if (last === undefined) return [];
  // Words before the last one are complete, so "st" there can only mean "saint". The last
  // word may still be being typed: "st" could start "Strasbourg" as well as abbreviate
  // "saint", so both readings are searched.
  const head = words.map(expand);
  const variants = [...new Set([last, expand(last)])].map((word) => [...head, word]);

  const { communes, spaced, compact, words: wordKeys } = getIndex();
  // Passes in rank order: exact name; name prefix; name prefix once spaces are ignored
  // ("lisle" for "L'Isle-…", below real prefixes so "saint e" lists Saint-E… before
  // Sainte-…); then a later word of the name by prefix ("emilion").
  const passes: { keys: Keys; exact: boolean; join: string }[] = [
    { keys: compact, exact: true, join: "" },
    { keys: spaced, exact: false, join: " " },
    { keys: compact, exact: false, join: "" },
    { keys: wordKeys, exact: false, join: " " },
  ];

  const seen = new Set<number>();
  const found: Readonly<City>[] = [];
  for (const pass of passes) {
    if (found.length >= limit) break;
    const ids = merge(variants.map((variant) => lookup(pass.keys, variant.join(pass.join), pass.exact)));
    for (const id of ids) {
      if (found.length >= limit) break;
      if (seen.has(id)) continue;
      seen.add(id);
      found.push(...(communes[id] ?? []));
    }
  }
  return found.slice(0, limit);
}

function searchByPostalCode(digits: string, limit: number): City[] {
  // Codes have five digits, so a prefix of five is an exact match: no ranking beyond
  // population is needed.
  const { postal, cities } = getIndex();
  const found: Readonly<City>[] = [];
  for (const id of lookup(postal, digits, false)) {
    if (found.length >= limit) break;
    const city = cities[id];
    if (city) found.push(city);
  }
  return found;
}

/**
 * Communes of `idCountry` matching `search`, best first, one result per commune and postal
 * code. Digits search postal codes by prefix; anything else searches names, ignoring case,
 * accents, hyphens and apostrophes and reading "st"/"ste" as "saint"/"sainte": exact name,
 * then name prefix, then a word of the name by prefix, each by population descending.
 * Only France has data: other countries give [].
 */
export function searchCities(search: string, idCountry: number, limit = DEFAULT_LIMIT): City[] {
  if (idCountry !== FRANCE_ID) return [];
  const max = Number.isFinite(limit) ? Math.floor(limit) : DEFAULT_LIMIT;
  if (max <= 0) return [];
  const trimmed = search.trim();
  if (trimmed === "") return [];
  // "21 200" is a postal code typed with a space.
  const found = /^[\d\s]+$/.test(trimmed)
    ? searchByPostalCode(trimmed.replace(/\s+/g, ""), max)
    : searchByName(trimmed, max);
  // Copies so that callers cannot alter the shared, frozen index objects.
  return found.map((city) => ({ ...city }));
}
