import { describe, expect, it } from "vitest";
import { uiEn } from "./ui-en";
import { uiFr } from "./ui-fr";
import { uiTextsOf } from "./ui-texts";

describe("storefront texts", () => {
  it("exist in French and in English, for every key", () => {
    const fr = uiTextsOf("fr_FR");
    const en = uiTextsOf("en_GB");
    expect(Object.keys(fr).sort()).toEqual(Object.keys(uiEn).sort());
    expect(Object.keys(uiFr).sort()).toEqual(Object.keys(uiEn).sort());
    for (const key of Object.keys(uiEn) as (keyof typeof uiEn)[]) {
      expect(fr[key].trim(), key).not.toBe("");
      expect(en[key].trim(), key).not.toBe("");
    }
    expect(fr["ui.cookie.acceptAll"]).toBe("Tout accepter");
    expect(en["ui.cookie.acceptAll"]).toBe("Accept all");
  });

  it("have no placeholder: they travel in the page as they are", () => {
    for (const lang of ["fr_FR", "en_GB"] as const) {
      for (const text of Object.values(uiTextsOf(lang))) expect(text).not.toContain("{{");
    }
  });

  it("carry the alcohol-prevention notice of French law word for word", () => {
    expect(uiTextsOf("fr_FR")["ui.alcoholPrevention"]).toBe(
      "L’abus d’alcool est dangereux pour la santé, à consommer avec modération.",
    );
  });
});
