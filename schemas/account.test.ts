import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emailSchema, loginBodySchema, normalizeEmail, registerBodySchema } from "./account";

describe("account schemas", () => {
  it("normalizes e-mails: trimmed, lower-cased, NFC", () => {
    expect(emailSchema.parse("  Lea.Martin@Example.FR ")).toBe("lea.martin@example.fr");
    expect(normalizeEmail("Ame\u0301lie@example.fr")).toBe("amélie@example.fr");
    for (const bad of [
      "",
      "lea",
      "lea@",
      "@example.fr",
      "lea@example",
      "lea martin@example.fr",
      "<a>@b.fr",
    ]) {
      expect(emailSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("normalizing twice changes nothing", () => {
    fc.assert(fc.property(fc.string(), (s) => normalizeEmail(normalizeEmail(s)) === normalizeEmail(s)));
  });

  it("keeps passwords exactly as typed", () => {
    expect(loginBodySchema.parse({ email: "a@b.fr", password: "  espaces  " }).password).toBe("  espaces  ");
  });

  it("reads HTML form checkboxes and empty optional fields", () => {
    const body = registerBodySchema.parse({
      email: "a@b.fr",
      password: "une phrase longue",
      firstname: "Léa",
      lastname: "Martin",
      phone: "",
      birthdate: "",
      acceptTerms: "on",
    });
    expect(body).toMatchObject({ acceptTerms: true, phone: undefined, birthdate: undefined });
    expect(registerBodySchema.safeParse({ ...body, birthdate: "2024-02-30" }).success).toBe(false);
  });
});
