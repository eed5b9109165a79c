import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderStatuses } from "../../schemas/order";
import {
  addressLines,
  fieldMessage,
  formatOrderDate,
  formatPickupDate,
  lineLabel,
  statusActionLabel,
  statusLabel,
  statusTitle,
} from "./order-text";

describe("status words", () => {
  it("takes the catalogue's labels, capitalized on their own", () => {
    expect(statusLabel("PREPARING")).toBe("en préparation");
    expect(statusTitle("PREPARING")).toBe("En préparation");
    expect(statusTitle("PENDING_PAYMENT")).toBe("En attente de paiement");
  });

  it("names one action per status, cancelling as such", () => {
    expect(statusActionLabel("PAID")).toBe("Passer à « payée »");
    expect(statusActionLabel("CANCELLED")).toBe("Annuler la commande");
    const actions = orderStatuses.map(statusActionLabel);
    expect(new Set(actions).size).toBe(orderStatuses.length);
  });
});

describe("field errors", () => {
  it("reads the catalogue's keys, and leaves any other text as it is", () => {
    expect(fieldMessage("order.cardKeyInvalid")).toBe("Ce n’est pas une clé Stripe du type attendu");
    expect(fieldMessage("Déjà un texte")).toBe("Déjà un texte");
    expect(fieldMessage("toString")).toBe("toString");
  });
});

describe("dates", () => {
  it("shows the time in France, whatever the browser's zone", () => {
    // 08:30 UTC is 10:30 in Paris in summer
    expect(formatOrderDate("2026-07-14T08:30:00.000Z")).toMatch(/^14\/07\/2026\D+10:30$/);
    expect(formatOrderDate("not a date")).toBe("not a date");
  });

  it("writes a pick-up day in full, on the day given", () => {
    expect(formatPickupDate("2026-05-14")).toBe("jeudi 14 mai 2026");
    expect(formatPickupDate("2026-13-45")).toBe("2026-13-45");
  });

  it("never throws, whatever the text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof formatOrderDate(text)).toBe("string");
        expect(typeof formatPickupDate(text)).toBe("string");
      }),
    );
  });
});

describe("lines and addresses", () => {
  it("names a line with its vintage and size", () => {
    expect(
      lineLabel({ name: "Les Trois Coteaux", year: 2023, capacity: 75, capacityUnit: "CENTILITRE" }),
    ).toBe("Les Trois Coteaux 2023, 75\u00a0cl");
    expect(lineLabel({ name: "Bon cadeau", year: null, capacity: null, capacityUnit: null })).toBe(
      "Bon cadeau",
    );
  });

  it("lays an address out without empty lines, the country in French", () => {
    expect(
      addressLines({
        firstname: "Claire",
        lastname: "Dubois",
        address: "5 rue des Lilas",
        addressPart2: "",
        postalCode: "49400",
        city: "Saumur",
        country: "FR",
      }),
    ).toEqual(["Claire Dubois", "5 rue des Lilas", "49400 Saumur", "France"]);
  });
});
