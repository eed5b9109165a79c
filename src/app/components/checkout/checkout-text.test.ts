import { describe, expect, it } from "vitest";
import { checkoutTextsOf } from "../../../runtime/messages/checkout-texts";
import { checkoutTextFor, textOfKey } from "./checkout-text";

describe("the checkout screens' t", () => {
  it("fill placeholders, fall back to the shared catalogue, and leave a server's message as it is", () => {
    const t = checkoutTextFor("fr_FR", checkoutTextsOf("fr_FR", ["checkout."]));
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
