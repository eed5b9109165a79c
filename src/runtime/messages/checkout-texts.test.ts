import { describe, expect, it } from "vitest";
import { checkoutEn } from "./checkout.en";
import { checkoutFr } from "./checkout.fr";
import { checkoutTextsOf } from "./checkout-texts";
import { en } from "./en";

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("checkout texts", () => {
  it("exist in French and in English for every key, with the same placeholders", () => {
    expect(Object.keys(checkoutFr).sort()).toEqual(Object.keys(checkoutEn).sort());
    for (const key of Object.keys(checkoutEn) as (keyof typeof checkoutEn)[]) {
      expect(checkoutFr[key].trim(), key).not.toBe("");
      expect(placeholdersOf(checkoutFr[key]), key).toEqual(placeholdersOf(checkoutEn[key]));
    }
  });

  it("never shadow a key of the shared catalogue", () => {
    for (const key of Object.keys(checkoutEn)) expect(key in en, key).toBe(false);
  });

  it("carry the French law's notice on minors word for word", () => {
    expect(checkoutFr["checkout.minors"]).toBe(
      "La vente d’alcool est interdite aux mineurs de moins de 18 ans.",
    );
  });

  it("are picked by prefix for a page, in its language", () => {
    const orders = checkoutTextsOf("fr_FR", ["orders."]);
    expect(Object.keys(orders).every((k) => k.startsWith("orders."))).toBe(true);
    expect(orders["orders.title"]).toBe("Mes commandes");
    expect(checkoutTextsOf("en_GB", ["checkout."])["checkout.order"]).toBe("Place the order");
  });
});
