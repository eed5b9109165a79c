import { describe, expect, it } from "vitest";
import { addDomainSchema, createSiteSchema, siteLimitsSchema } from "../../../../../schemas/platform";
import { ApiError } from "../../../http/api-error";
import {
  addDomainInputOf,
  createSiteInputOf,
  hostLines,
  limitsInputOf,
  refusalOfError,
  refusalOfParse,
} from "./form-input";

describe("the console's forms as the platform's contracts", () => {
  it("reads hosts one a line, ignoring blanks, spaces and commas", () => {
    expect(hostLines(" a.localhost\r\n\n b.fr , c.fr ")).toEqual(["a.localhost", "b.fr", "c.fr"]);
    expect(hostLines(undefined)).toEqual([]);
  });

  it("makes the new-site form a valid createSiteSchema input", () => {
    const parsed = createSiteSchema.parse(
      createSiteInputOf({
        name: "Domaine des Essais",
        isWinemaker: "on",
        preset: "winemaker",
        defaultLang: "fr_FR",
        devHosts: "essais.localhost",
        prodHosts: "www.essais.fr\nessais.fr",
        ownerEmail: "Owner@Example.fr",
      }),
    );
    expect(parsed).toMatchObject({
      isWinemaker: true,
      isECommerce: false,
      demoContent: false,
      hosts: { dev: ["essais.localhost"], prod: ["www.essais.fr", "essais.fr"] },
      ownerEmail: "owner@example.fr",
    });
  });

  it("puts the schema's errors on the form's own fields, in French", () => {
    const result = createSiteSchema.safeParse(
      createSiteInputOf({ name: "", prodHosts: "pas un hôte!", ownerEmail: "x" }),
    );
    if (result.success) throw new Error("accepted");
    const refusal = refusalOfParse(result.error);
    expect(refusal.status).toBe(422);
    expect(Object.keys(refusal.fields).sort()).toEqual(["name", "ownerEmail", "prodHosts"]);
    expect(refusal.fields.ownerEmail).toEqual(["Cette adresse e-mail est invalide"]);
    const none = createSiteSchema.safeParse(createSiteInputOf({ name: "A", ownerEmail: "a@b.fr" }));
    if (none.success) throw new Error("accepted");
    expect(Object.keys(refusalOfParse(none.error).fields)).toEqual(["devHosts"]);
  });

  it("reads limits: empty is the default (null), digits a number, anything else refused", () => {
    expect(
      siteLimitsSchema.parse(limitsInputOf({ mediaQuotaMb: "", maxProducts: "50", maxAdmins: " 3 " })),
    ).toEqual({
      mediaQuotaMb: null,
      maxProducts: 50,
      maxAdmins: 3,
    });
    for (const bad of ["-1", "1.5", "abc", "1e3"]) {
      const result = siteLimitsSchema.safeParse(limitsInputOf({ maxProducts: bad }));
      expect(result.success).toBe(false);
      if (!result.success)
        expect(Object.keys(refusalOfParse(result.error, "console.limitInvalid").fields)).toEqual([
          "maxProducts",
        ]);
    }
  });

  it("reads the add-domain form", () => {
    expect(
      addDomainSchema.parse(addDomainInputOf({ host: "WWW.Essais.fr", env: "prod", canonical: "on" })),
    ).toEqual({
      host: "www.essais.fr",
      env: "prod",
      canonical: true,
    });
    expect(addDomainSchema.parse(addDomainInputOf({ host: "essais.localhost" }))).toMatchObject({
      env: "prod",
      canonical: false,
    });
  });

  it("shows a service's refusal in French, and nothing of a bug", () => {
    const known = refusalOfError(
      new ApiError(422, "account.emailTaken", {}, { errors: { ownerEmail: ["account.emailInvalid"] } }),
    );
    expect(known).toEqual({
      status: 422,
      message: "Un compte existe déjà avec cette adresse e-mail",
      fields: { ownerEmail: ["Cette adresse e-mail est invalide"] },
    });
    expect(refusalOfError(new Error("boom at line 3"))).toBeNull();
  });
});
