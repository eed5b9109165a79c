// The site's variations 1 to 3 in the back-office (issue 12 §2, spec §3): named and given values
// by the owner, carried by products and declinations; a value of another variation or of another
// site is refused on its field, a value still carried is not deleted, visitors see a rename at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminProduct, AdminVariation, VariationsInput } from "../../schemas/catalogue";
import type { ProductDetail } from "../../schemas/shop";
import type { Variation } from "../../schemas/site";
import { type TestUser, userWithSession } from "../support/admin-session";
import { apiCaller, changeFeedCaughtUp, createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());

const call = apiCaller(platform, { site: 2 });
const errorsOf = (data: unknown) => (data as { errors: Record<string, string[]> }).errors;

let admin: TestUser;
let site1Admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  admin = await userWithSession(platform.db, 2, "ADMIN");
  site1Admin = await userWithSession(platform.db, 1, "ADMIN");
  customer = await userWithSession(platform.db, 2, "CUSTOMER");
});

const inputOf = (variations: AdminVariation[]): VariationsInput["variations"] =>
  variations.map((v) => ({
    position: v.position as 1 | 2 | 3,
    label: v.label,
    displayLabel: v.displayLabel,
    values: v.values.map(({ id, label }) => ({ id, label })),
  }));
const read = async () => (await call<AdminVariation[]>("/admin/variation", { as: admin })).data;

describe("back-office variations", () => {
  it("lists the seeded variations with how many products carry each value; admins only", async () => {
    expect((await call("/admin/variation")).status).toBe(401);
    expect((await call("/admin/variation", { as: customer })).status).toBe(403);
    const variations = await read();
    expect(variations.map((v) => v.position)).toEqual([1, 2, 3]);
    const red = variations[0]?.values.find((v) => v.label === "Rouge");
    expect(red?.used).toBeGreaterThan(0);
  });

  it("renames and adds values, keeps their ids, and the storefront shows the rename at once", async () => {
    const before = await read();
    const since = platform.cache.version(2);
    const input = inputOf(before);
    const colour = input[0];
    if (!colour) throw new Error("no colour variation");
    colour.values = colour.values.map((v) => (v.label === "Rosé" ? { ...v, label: "Rosé de saignée" } : v));
    colour.values.push({ label: "Orange" });
    const saved = await call<AdminVariation[]>("/admin/variation", {
      method: "PUT",
      json: { variations: input },
      as: admin,
    });
    expect(saved.status, saved.body.message).toBe(200);
    const rose = before[0]?.values.find((v) => v.label === "Rosé");
    expect(saved.data[0]?.values.find((v) => v.id === rose?.id)?.label).toBe("Rosé de saignée");
    expect(saved.data[0]?.values.map((v) => v.label)).toContain("Orange");
    await changeFeedCaughtUp(platform, 2, since);
    const publicList = (await call<Variation[]>("/variation")).data;
    expect(publicList[0]?.values.map((v) => v.label)).toEqual(
      expect.arrayContaining(["Rosé de saignée", "Orange"]),
    );
  });

  it("refuses to delete a value still carried (422 naming it) and changes nothing; deletes an unused one", async () => {
    const before = await read();
    const input = inputOf(before);
    const colour = input[0];
    if (!colour) throw new Error("no colour variation");
    const withoutRed = { ...colour, values: colour.values.filter((v) => v.label !== "Rouge") };
    const refused = await call("/admin/variation", {
      method: "PUT",
      json: { variations: [withoutRed, ...input.slice(1)] },
      as: admin,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain("Rouge");
    expect(errorsOf(refused.body.data)["variations.0.values"]?.[0]).toContain("Rouge");
    expect(await read()).toEqual(before);

    const withoutOrange = { ...colour, values: colour.values.filter((v) => v.label !== "Orange") };
    const removed = await call<AdminVariation[]>("/admin/variation", {
      method: "PUT",
      json: { variations: [withoutOrange, ...input.slice(1)] },
      as: admin,
    });
    expect(removed.status, removed.body.message).toBe(200);
    expect(removed.data[0]?.values.map((v) => v.label)).not.toContain("Orange");
  });

  it("says what is wrong on the field: an empty name, two equal values, an unknown value id", async () => {
    const r = await call("/admin/variation", {
      method: "PUT",
      json: {
        variations: [
          {
            position: 1,
            label: " ",
            displayLabel: "Couleur",
            values: [{ label: "Rouge" }, { label: "rouge" }],
          },
          {
            position: 2,
            label: "Appellation",
            displayLabel: "Appellation",
            values: [{ id: 999_999, label: "X" }],
          },
        ],
      },
      as: admin,
    });
    expect(r.status).toBe(422);
    const errors = errorsOf(r.body.data);
    expect(errors["variations.0.label"]).toEqual(["Nom obligatoire."]);
    expect(errors["variations.0.values"]).toEqual(["Deux valeurs ont le même nom."]);

    const before = await read();
    const input = inputOf(before);
    const stranger = input.map((v, i) =>
      i === 1 ? { ...v, values: [...v.values, { id: 999_999, label: "X" }] } : v,
    );
    const unknown = await call("/admin/variation", {
      method: "PUT",
      json: { variations: stranger },
      as: admin,
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys(errorsOf(unknown.body.data))).toEqual([
      `variations.1.values.${input[1]?.values.length}`,
    ]);
    expect(await read()).toEqual(before);
  });

  it("a product and a declination carry values of the right variation of their own site only", async () => {
    const variations = await read();
    const red = variations[0]?.values.find((v) => v.label === "Rouge");
    const saumur = variations[1]?.values.find((v) => v.label === "Saumur");
    if (!red || !saumur) throw new Error("seed values missing");
    // a value of site 1: its admin makes a variation there
    const site1 = await call<AdminVariation[]>("/admin/variation", {
      method: "PUT",
      json: {
        variations: [
          { position: 1, label: "Couleur", displayLabel: "Couleur", values: [{ label: "Rouge" }] },
        ],
      },
      as: site1Admin,
      site: 1,
    });
    expect(site1.status, site1.body.message).toBe(200);
    const foreign = site1.data[0]?.values[0]?.id;

    const base = { type: "WINE", name: "Saumur rouge Variations", color: "RED", price: 1200, isValid: true };
    for (const wrong of [{ variation1Id: saumur.id }, { variation1Id: foreign }]) {
      const r = await call("/admin/product", { method: "POST", json: { ...base, ...wrong }, as: admin });
      expect(r.status).toBe(422);
      expect(errorsOf(r.body.data).variation1Id).toEqual([
        "Cette valeur n’est pas une valeur de la variation",
      ]);
    }
    const since = platform.cache.version(2);
    const created = await call<AdminProduct>("/admin/product", {
      method: "POST",
      json: { ...base, variation1Id: red.id, variation2Id: saumur.id },
      as: admin,
    });
    expect(created.status, created.body.message).toBe(201);
    expect(created.data).toMatchObject({ variation1Id: red.id, variation2Id: saumur.id, variation3Id: null });
    await changeFeedCaughtUp(platform, 2, since);
    const seen = await call<ProductDetail>(`/product/${created.data.slug}`);
    expect(seen.data.variation1).toMatchObject({ id: red.id, value: "Rouge", label: "Couleur" });

    const wrongBottle = await call(`/admin/product/${created.data.id}/declination`, {
      method: "POST",
      json: { year: 2022, variation2Id: red.id },
      as: admin,
    });
    expect(wrongBottle.status).toBe(422);
    expect(Object.keys(errorsOf(wrongBottle.body.data))).toEqual(["variation2Id"]);
    const bottle = await call<AdminProduct>(`/admin/product/${created.data.id}/declination`, {
      method: "POST",
      json: { year: 2022, variation2Id: saumur.id },
      as: admin,
    });
    expect(bottle.status, bottle.body.message).toBe(201);
    expect(bottle.data.declinations[0]?.variation2Id).toBe(saumur.id);
    // now carried by one more: the count says so
    const after = await read();
    const saumurAfter = after[1]?.values.find((v) => v.id === saumur.id);
    expect(saumurAfter?.used).toBe((saumur.used ?? 0) + 2);
  });
});
