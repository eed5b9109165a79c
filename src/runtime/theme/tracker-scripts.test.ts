import { describe, expect, it } from "vitest";
import type { Trackers } from "./feature-flags";
import { trackerScriptsOf } from "./tracker-scripts";

const none: Trackers = {
  analyticsId: null,
  searchConsoleId: null,
  adsTagId: null,
  privacyAnalyticsDomain: null,
  tagManagerId: null,
  socialPixelId: null,
};

describe("tracker scripts (spec §2 cookie banner)", () => {
  it("loads nothing when no tracker is configured", () => {
    expect(trackerScriptsOf(none)).toEqual([]);
  });

  it("never makes a script of the search-engine verification code", () => {
    expect(trackerScriptsOf({ ...none, searchConsoleId: "abc123" })).toEqual([]);
  });

  it("loads each configured tracker, and only those", () => {
    const scripts = trackerScriptsOf({
      analyticsId: "G-TEST1",
      searchConsoleId: "verif",
      adsTagId: "AW-123",
      privacyAnalyticsDomain: "domaine.vinisite.fr",
      tagManagerId: "GTM-ABC",
      socialPixelId: "987654",
    });
    expect(scripts.map((s) => s.tracker)).toEqual([
      "analyticsId",
      "privacyAnalyticsDomain",
      "tagManagerId",
      "socialPixelId",
    ]);
    expect(scripts[0]).toMatchObject({
      src: "https://www.googletagmanager.com/gtag/js?id=G-TEST1",
      setup: { kind: "gtag", ids: ["G-TEST1", "AW-123"] },
    });
    expect(scripts[1]).toMatchObject({ attributes: { "data-domain": "domaine.vinisite.fr" } });
    expect(scripts[2]).toMatchObject({ src: "https://www.googletagmanager.com/gtm.js?id=GTM-ABC" });
    expect(scripts[3]).toMatchObject({ setup: { kind: "social-pixel", id: "987654" } });
  });

  it("loads the ads tag alone through its own gtag loader", () => {
    expect(trackerScriptsOf({ ...none, adsTagId: "AW-9" })).toEqual([
      {
        tracker: "adsTagId",
        src: "https://www.googletagmanager.com/gtag/js?id=AW-9",
        attributes: {},
        setup: { kind: "gtag", ids: ["AW-9"] },
      },
    ]);
  });

  it("escapes ids inside script URLs", () => {
    const [script] = trackerScriptsOf({ ...none, tagManagerId: "GTM-A&b=c" });
    expect(script?.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-A%26b%3Dc");
  });
});
