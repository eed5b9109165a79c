import { describe, expect, it } from "vitest";
import { checkoutSharedTextsOf, checkoutTextsOf } from "../../../runtime/messages/checkout-texts";
import { visitorTextsOf } from "../../../runtime/messages/visitor-texts";
import { registerTexts } from "../content/texts-registry";
import { checkoutTextFor, textOfKey } from "./checkout-text";

describe("the checkout screens' t", () => {
  it("fill placeholders, fall back to the shared catalogue, and leave a server's message as it is", () => {
    // a shop site's page: its shell's texts, and the checkout's picked by the loader
    registerTexts("fr_FR-shop", visitorTextsOf("fr_FR", { isECommerce: true }));
    const shell = { texts: { key: "fr_FR-shop", src: "/_texts/fr_FR-shop.js" } };
    const t = checkoutTextFor(shell, {
      ...checkoutTextsOf("fr_FR", ["checkout."]),
      ...checkoutSharedTextsOf("fr_FR"),
    });
    expect(t("checkout.confirmed", { reference: "2-2026-00001" })).toBe(
      "Votre commande 2-2026-00001 est enregistrée.",
    );
    expect(t("cart.subtotal")).toBe("Sous-total");
    expect(t("validation.required")).toBe("Ce champ est obligatoire");
    // a key the page did not get is not invented
    expect(t("orders.title")).toBe("orders.title");
    expect(textOfKey(t, "checkout.chooseCarrier")).toBe("Choisissez un transporteur");
    expect(textOfKey(t, "Plus que 2 article(s) en stock")).toBe("Plus que 2 article(s) en stock");
  });
});
