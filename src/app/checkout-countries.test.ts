// The checkout's country lists (issue 15 §6): delivery offers exactly the served destinations, and
// each says what its prices include.
import { describe, expect, it } from "vitest";
import { countryChoicesOf } from "./checkout.server";

const countries = [
  { id: 1, alphaTwo: "BE", alphaThree: "BEL", name: "Belgique" },
  { id: 2, alphaTwo: "FR", alphaThree: "FRA", name: "France" },
  { id: 3, alphaTwo: "DE", alphaThree: "DEU", name: "Allemagne" },
  { id: 4, alphaTwo: "US", alphaThree: "USA", name: "États-Unis" },
];

describe("countryChoicesOf", () => {
  it("bills anywhere, delivers to the served countries only, France first, with their excise note", () => {
    const choices = countryChoicesOf(countries as never, [
      { alphaTwo: "FR", minimumAge: 18, excise: "FRANCE", exciseIncluded: false },
      { alphaTwo: "BE", minimumAge: 18, excise: "EU_DUE", exciseIncluded: true },
      { alphaTwo: "DE", minimumAge: 18, excise: "EU_NONE", exciseIncluded: false },
    ]);
    expect(choices.all.map((c) => c.alphaTwo)).toEqual(["FR", "DE", "BE", "US"]);
    expect(choices.delivery).toEqual(["FR", "DE", "BE"]);
    expect(choices.exciseNotes).toEqual({
      FR: "destination.exciseFrance",
      BE: "destination.exciseIncluded",
      DE: "destination.exciseNone",
    });
  });
});
