/**
 * Where a French wine shop may deliver (issue 15 §6, DESIGN.md §9 "Destinations"): the platform's
 * table of countries with their minimum buying age and what the buyer should know about excise
 * duties, narrowed by the site's selling area (ONLY_SELL_IN_FRANCE, SELLS_WORLDWIDE) and by the
 * owner, who may stop selling to any of them. Pure: the server decides with it, the checkout and the
 * back-office explain with it. docs/decisions/113-destinations.md says where the figures come from.
 */
import { EU_COUNTRIES, type SellingArea, sellsTo, shippingZoneOf } from "./shipping";

/**
 * The excise situation of wine sent to a country from France:
 * - FRANCE: French excise, included in the price (France and Monaco);
 * - EU_NONE: an EU member state with no excise on still wine (sparkling may be taxed);
 * - EU_DUE: an EU member state that taxes wine: a distance sale owes its excise, paid through a
 *   tax representative there (Directive (EU) 2020/262, articles 44 to 46);
 * - IMPORT: outside the EU: customs duties and import taxes on arrival.
 */
export type ExciseRegime = "FRANCE" | "EU_NONE" | "EU_DUE" | "IMPORT";

export interface Destination {
  alphaTwo: string;
  /** The platform sells there at all (import of alcohol lawful and usual). */
  sold: boolean;
  /** The age under which nobody may buy wine delivered there: the higher of France's 18 and the local one. */
  minimumAge: number;
  excise: ExciseRegime;
}

/** EU member states with no excise duty on still wine (European Commission, excise duty tables). */
const EU_NO_WINE_EXCISE = new Set([
  "AT",
  "BG",
  "CY",
  "CZ",
  "DE",
  "ES",
  "GR",
  "HR",
  "HU",
  "IT",
  "LU",
  "MT",
  "PT",
  "RO",
  "SI",
  "SK",
]);

/** Outside the EU, the countries a French estate commonly ships wine to, with their buying age. */
const IMPORT_COUNTRIES: Readonly<Record<string, number>> = {
  AD: 18,
  AU: 18,
  CA: 19, // 19 in most provinces (18 in Alberta, Manitoba and Quebec): the higher one
  CH: 18, // 16 for wine locally; France's 18 applies to the seller
  GB: 18,
  HK: 18,
  IS: 20,
  JP: 20,
  KR: 19,
  LI: 18,
  NO: 18,
  NZ: 18,
  SG: 18,
  SM: 18,
  US: 21,
};

/** Local buying ages above 18 inside the EU (Sweden's Systembolaget, Finland's Alko for strong drinks apart). */
const EU_AGE_ABOVE_18: Readonly<Record<string, number>> = { SE: 20 };

const MINIMUM_AGE_IN_FRANCE = 18;

/** The platform's entry for a country (alpha-2, any case); countries it does not list are not sold. */
export function destinationOf(country: string): Destination {
  const alphaTwo = country.trim().toUpperCase();
  if (alphaTwo === "FR" || alphaTwo === "MC") {
    return { alphaTwo, sold: true, minimumAge: MINIMUM_AGE_IN_FRANCE, excise: "FRANCE" };
  }
  if (EU_COUNTRIES.has(alphaTwo)) {
    return {
      alphaTwo,
      sold: true,
      minimumAge: Math.max(MINIMUM_AGE_IN_FRANCE, EU_AGE_ABOVE_18[alphaTwo] ?? 0),
      excise: EU_NO_WINE_EXCISE.has(alphaTwo) ? "EU_NONE" : "EU_DUE",
    };
  }
  const age = IMPORT_COUNTRIES[alphaTwo];
  return age === undefined
    ? { alphaTwo, sold: false, minimumAge: MINIMUM_AGE_IN_FRANCE, excise: "IMPORT" }
    : { alphaTwo, sold: true, minimumAge: Math.max(MINIMUM_AGE_IN_FRANCE, age), excise: "IMPORT" };
}

/** Every country the platform sells to, France first. */
export const platformDestinations: readonly Destination[] = [
  "FR",
  "MC",
  ...[...EU_COUNTRIES].filter((c) => c !== "FR"),
  ...Object.keys(IMPORT_COUNTRIES),
].map(destinationOf);

/** What the site sells to: its area, less the countries its owner stopped selling to. */
export interface SiteDestinations extends SellingArea {
  /** Alpha-2 codes the owner excluded. */
  excluded: ReadonlySet<string>;
  /** Alpha-2 codes whose excise the owner's prices include (EU_DUE countries). */
  exciseIncluded: ReadonlySet<string>;
}

/** Whether the site delivers an order to this address (country and postal code). */
export function servesDestination(country: string, postalCode: string, site: SiteDestinations): boolean {
  const destination = destinationOf(country);
  if (!destination.sold || site.excluded.has(destination.alphaTwo)) return false;
  return sellsTo(shippingZoneOf(destination.alphaTwo, postalCode), site);
}

/** The platform's destinations inside the site's area (what the owner may narrow), France first. */
export function destinationsInArea(area: SellingArea): Destination[] {
  return platformDestinations.filter((d) => sellsTo(shippingZoneOf(d.alphaTwo, ""), area));
}

/** The destinations the site serves: in its area and not excluded by the owner. */
export function servedDestinations(site: SiteDestinations): Destination[] {
  return destinationsInArea(site).filter((d) => !site.excluded.has(d.alphaTwo));
}

export type ExciseNoteKey =
  | "destination.exciseFrance"
  | "destination.exciseNone"
  | "destination.exciseIncluded"
  | "destination.exciseDue"
  | "destination.exciseImport";

/**
 * What a price shown for this destination says about duties: French excise included; none on still
 * wine; the destination's excise included (the owner pays it through a tax representative) or not;
 * import duties for the receiver.
 */
export function exciseNoteKey(excise: ExciseRegime, includedByOwner: boolean): ExciseNoteKey {
  switch (excise) {
    case "FRANCE":
      return "destination.exciseFrance";
    case "EU_NONE":
      return "destination.exciseNone";
    case "EU_DUE":
      return includedByOwner ? "destination.exciseIncluded" : "destination.exciseDue";
    case "IMPORT":
      return "destination.exciseImport";
  }
}
