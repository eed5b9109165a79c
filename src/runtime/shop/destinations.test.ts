import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  destinationOf,
  destinationsInArea,
  exciseNoteKey,
  platformDestinations,
  type SiteDestinations,
  servedDestinations,
  servesDestination,
} from "./destinations";

const site = (over: Partial<SiteDestinations> = {}): SiteDestinations => ({
  onlyFrance: false,
  worldwide: false,
  excluded: new Set(),
  exciseIncluded: new Set(),
  ...over,
});

const alpha = fc.constantFrom(...platformDestinations.map((d) => d.alphaTwo), "SA", "KW", "IR", "XX");
const area = fc.record({ onlyFrance: fc.boolean(), worldwide: fc.boolean() });

describe("destinations (issue 15 §6)", () => {
  it("knows the buying ages above France's 18 and never goes below it", () => {
    expect(destinationOf("se").minimumAge).toBe(20);
    expect(destinationOf("US").minimumAge).toBe(21);
    expect(destinationOf("JP").minimumAge).toBe(20);
    expect(destinationOf("DE").minimumAge).toBe(18);
    for (const d of platformDestinations) expect(d.minimumAge).toBeGreaterThanOrEqual(18);
  });

  it("tells excise apart: French, none on still wine, due in the EU, import duties outside", () => {
    expect(destinationOf("FR").excise).toBe("FRANCE");
    expect(destinationOf("DE").excise).toBe("EU_NONE");
    expect(destinationOf("BE").excise).toBe("EU_DUE");
    expect(destinationOf("GB").excise).toBe("IMPORT");
    expect(exciseNoteKey("EU_DUE", true)).toBe("destination.exciseIncluded");
    expect(exciseNoteKey("EU_DUE", false)).toBe("destination.exciseDue");
  });

  it("never sells where the platform does not (an unlisted country), even worldwide", () => {
    expect(destinationOf("SA").sold).toBe(false);
    expect(servesDestination("SA", "11564", site({ worldwide: true }))).toBe(false);
    expect(servesDestination("US", "10001", site({ worldwide: true }))).toBe(true);
    expect(servesDestination("US", "10001", site())).toBe(false);
  });

  it("ONLY_SELL_IN_FRANCE keeps France (Corsica and Monaco too), not overseas France nor abroad", () => {
    const france = site({ onlyFrance: true, worldwide: true });
    expect(servesDestination("FR", "49400", france)).toBe(true);
    expect(servesDestination("FR", "20000", france)).toBe(true);
    expect(servesDestination("MC", "98000", france)).toBe(true);
    expect(servesDestination("FR", "97400", france)).toBe(false);
    expect(servesDestination("BE", "1000", france)).toBe(false);
    expect(servedDestinations(france).map((d) => d.alphaTwo)).toEqual(["FR", "MC"]);
  });

  it("serves exactly the area's countries the owner did not exclude", () => {
    fc.assert(
      fc.property(area, fc.uniqueArray(alpha), alpha, (a, excludedList, country) => {
        const s = site({ ...a, excluded: new Set(excludedList) });
        const served = servedDestinations(s).map((d) => d.alphaTwo);
        const inArea = destinationsInArea(s).map((d) => d.alphaTwo);
        // served ⊆ area, and an excluded country is never served, whatever the area
        expect(served.every((c) => inArea.includes(c))).toBe(true);
        if (excludedList.includes(country)) expect(servesDestination(country, "", s)).toBe(false);
        // the list the checkout shows and the server's rule agree (a mainland postal code)
        expect(servesDestination(country, "", s)).toBe(served.includes(country));
      }),
    );
  });
});
