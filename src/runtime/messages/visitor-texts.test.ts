import { describe, expect, it } from "vitest";
import { lookupIn } from "./texts";
import { uiEn } from "./ui-en";
import { uiFr } from "./ui-fr";
import { pageTextsOf, visitorTextsAssetByFile, visitorTextsAssetOf, visitorTextsOf } from "./visitor-texts";

const plain = { isECommerce: false };
const shop = { isECommerce: true };

describe("visitor texts", () => {
  it("hold every storefront text, in French and in English", () => {
    const fr = visitorTextsOf("fr_FR", plain);
    const en = visitorTextsOf("en_GB", plain);
    expect(Object.keys(uiFr).sort()).toEqual(Object.keys(uiEn).sort());
    for (const key of Object.keys(uiEn) as (keyof typeof uiEn)[]) {
      expect(fr[key]?.trim(), key).toBeTruthy();
      expect(en[key]?.trim(), key).toBeTruthy();
    }
    expect(fr["ui.cookie.acceptAll"]).toBe("Tout accepter");
    expect(en["ui.cookie.acceptAll"]).toBe("Accept all");
    expect(fr["content.search"]).toBeTruthy();
    expect(fr["error.notFound"]).toBe("Cette page est introuvable");
  });

  it("are those of one language only", () => {
    const fr = visitorTextsOf("fr_FR", plain);
    const en = visitorTextsOf("en_GB", plain);
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    expect(fr["error.backHome"]).toBe("Retour à l’accueil");
    expect(en["error.backHome"]).toBe("Back to the home page");
  });

  it("leave out what no page shows: mails, admin and API messages; the shop's on a site without one", () => {
    const keys = Object.keys(visitorTextsOf("fr_FR", plain));
    expect(keys.some((key) => /^(mail|admin|account|validation)\./.test(key))).toBe(false);
    expect(keys).not.toContain("error.internal");
    expect(keys.some((key) => /^(shop|cart|order)\./.test(key))).toBe(false);
    const shopKeys = Object.keys(visitorTextsOf("fr_FR", shop));
    expect(shopKeys).toContain("cart.label");
    expect(shopKeys).toContain("shop.menuLabel");
    expect(shopKeys).toContain("cart.multipleOf");
    // the order's mails are the server's: their 3.8 KB are not every page's
    expect(shopKeys).toContain("order.status.PAID");
    expect(shopKeys.filter((key) => key.startsWith("order.mail."))).toEqual([]);
    // the staff's second-factor screen brings its own (decision 132); the login's code step is shared
    expect(shopKeys.filter((key) => key.startsWith("accountPage.security."))).toEqual([]);
    expect(shopKeys).toContain("accountPage.auth.codeTitle");
    expect(pageTextsOf("fr_FR", "accountPage.security.")["accountPage.security.title"]).toBe(
      "Double authentification",
    );
  });

  it("carry the alcohol-prevention notice of French law word for word", () => {
    expect(visitorTextsOf("fr_FR", plain)["ui.alcoholPrevention"]).toBe(
      "L’abus d’alcool est dangereux pour la santé, à consommer avec modération.",
    );
  });

  it("are looked up with their placeholders filled; a missing key shows as itself", () => {
    const t = lookupIn(visitorTextsOf("en_GB", shop));
    expect(t("cart.multipleOf", { multiple: 6 })).toBe("This product can only be added by multiple of 6");
    expect(t("mail.greeting", { name: "Ana" })).toBe("mail.greeting");
  });

  it("travel as a script per language and kind of site, named by its content, that files them by key", async () => {
    const asset = await visitorTextsAssetOf("fr_FR", shop);
    expect(asset.key).toBe("fr_FR-shop");
    expect(asset.src).toMatch(/^\/_texts\/fr_FR-shop\.[0-9a-f]{12}\.js$/);
    // the script, run as the browser runs it, files exactly the texts the server renders with
    const self: { __vsTexts?: Record<string, unknown> } = {};
    new Function("self", asset.body)(self);
    expect(self.__vsTexts).toEqual({ "fr_FR-shop": visitorTextsOf("fr_FR", shop) });
    // made once; the four are told apart by their names, and found by them
    expect(await visitorTextsAssetOf("fr_FR", shop)).toBe(asset);
    const others = await Promise.all([
      visitorTextsAssetOf("en_GB", shop),
      visitorTextsAssetOf("fr_FR", plain),
      visitorTextsAssetOf("en_GB", plain),
    ]);
    expect(new Set([asset, ...others].map((a) => a.src)).size).toBe(4);
    expect(await visitorTextsAssetByFile(others[2]?.src.slice("/_texts/".length) ?? "")).toBe(others[2]);
    expect(await visitorTextsAssetByFile("fr_FR-shop.000000000000.js")).toBeNull();
    expect(await visitorTextsAssetByFile("../en.ts")).toBeNull();
  });
});
