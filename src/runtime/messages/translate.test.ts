import { describe, expect, it } from "vitest";
import { en } from "./en";
import { fr } from "./fr";
import { langOf, translate } from "./translate";

describe("message catalogue", () => {
  it("holds the spec's English texts word for word", () => {
    expect(translate("en_GB", "error.notFound")).toBe("This page could not be found");
    expect(translate("en_GB", "error.unknownMiddleware")).toBe("Unknown middleware");
    expect(translate("en_GB", "cart.quantityPositive")).toBe("Quantity must be greater than 0");
    expect(translate("en_GB", "cart.multipleOf", { multiple: 6 })).toBe(
      "This product can only be added by multiple of 6",
    );
    expect(translate("en_GB", "cart.stockRemaining", { stock: 3 })).toBe("Only 3 items remaining in stock");
    expect(translate("en_GB", "cart.empty")).toBe("No products in cart");
    expect(translate("en_GB", "error.default")).toBe("Error");
  });

  it("translates every key into French", () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(fr[key], key).toBeTruthy();
    }
    expect(translate("fr_FR", "error.notFound")).toBe("Cette page est introuvable");
  });

  it("speaks French unless English is asked for", () => {
    expect(langOf(undefined)).toBe("fr_FR");
    expect(langOf("fr_FR")).toBe("fr_FR");
    expect(langOf("en_GB")).toBe("en_GB");
    expect(langOf("EN")).toBe("en_GB");
    expect(langOf("de_DE")).toBe("fr_FR");
  });
});
