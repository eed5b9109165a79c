// The limits per site (issue 19 §6): products (the admin API and the catalogue CSV import), admin
// accounts, the media quota per site against the platform's default. Each is refused at the limit
// with a message that names it, its value and how to raise it, and `data.limit`; accepted below.
import { and, count, eq, isNull } from "drizzle-orm";
import Papa from "papaparse";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminProduct } from "../../schemas/catalogue";
import type { Team } from "../../schemas/team";
import { products, sites, users } from "../../src/server/db/schema";
import { type TestUser, userWithSession } from "../support/admin-session";
import { apiCaller, createTestPlatform, envelopeOf } from "../support/test-platform";

const PLATFORM_QUOTA_MB = 1;
const platform = await createTestPlatform({ mediaQuotaBytes: PLATFORM_QUOTA_MB * 1024 * 1024 });
afterAll(() => platform.close());

let owner: TestUser;
let admin: TestUser;
beforeAll(async () => {
  owner = await userWithSession(platform.db, 2, "SUPER_ADMIN");
  admin = await userWithSession(platform.db, 2, "ADMIN");
});
const call = apiCaller(platform, { site: 2 });

/** What the operator's setLimits does, without it: the row, then the registry. */
async function setLimits(limits: {
  mediaQuotaMb?: number | null;
  maxProducts?: number | null;
  maxAdmins?: number | null;
}) {
  await platform.db.owner.update(sites).set(limits).where(eq(sites.id, 2));
  await platform.sites.reload();
}

const liveProducts = async () => {
  const [row] = await platform.db.owner
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.siteId, 2), isNull(products.archivedAt)));
  return row?.n ?? 0;
};

const RAISE = "Pour la relever, contactez l’opérateur de la plateforme.";

describe("maxProducts", () => {
  const wine = (name: string) => ({
    type: "WINE",
    name,
    color: "RED",
    price: 1290,
    isValid: true,
  });
  const create = (name: string) =>
    call<AdminProduct>("/admin/product", { method: "POST", as: owner, json: wine(name) });

  it("accepts a product below the limit and refuses the one past it, naming the limit", async () => {
    const before = await liveProducts();
    await setLimits({ maxProducts: before + 1 });
    const accepted = await create("Chinon Limite Un");
    expect(accepted.status, accepted.body.message).toBe(201);
    const refused = await create("Chinon Limite Deux");
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`Limite atteinte : ${before + 1} produits pour ce site. ${RAISE}`);
    expect(refused.data).toMatchObject({ limit: { name: "maxProducts", value: before + 1 } });
    expect(await liveProducts()).toBe(before + 1);
    // an archived or deleted product frees its place
    expect((await call(`/admin/product/${accepted.data.id}`, { method: "DELETE", as: owner })).status).toBe(
      200,
    );
    expect((await create("Chinon Limite Trois")).status).toBe(201);
  });

  it("is no limit when null (the platform's default)", async () => {
    await setLimits({ maxProducts: null });
    expect((await create("Chinon Sans Limite")).status).toBe(201);
  });

  it("refuses a CSV import that would pass it, whole; accepts it below", async () => {
    const exported = await platform.call("/api/admin/product/export.csv", {
      site: 2,
      headers: owner.headers,
    });
    const header = Papa.parse<Record<string, string>>((await exported.text()).replace(/^\uFEFF/, ""), {
      header: true,
      delimiter: ";",
      skipEmptyLines: true,
    }).meta.fields as string[];
    const row = (name: string) => ({
      ...Object.fromEntries(header.map((k) => [k, ""])),
      type: "WINE",
      nom: name,
      couleur: "RED",
      prix_produit: "11,90",
      produit_publie: "oui",
      millesime: "2024",
      contenance: "75",
      unite: "CENTILITRE",
      stock: "12",
    });
    const csv = `\uFEFF${Papa.unparse([row("Anjou Limite A"), row("Anjou Limite B")], { delimiter: ";", newline: "\r\n" })}`;
    const importCsv = async (dryRun: boolean) => {
      const response = await platform.call(`/api/admin/product/import${dryRun ? "?dryRun=1" : ""}`, {
        site: 2,
        method: "POST",
        body: csv,
        headers: { ...owner.headers, "Content-Type": "text/csv" },
      });
      return { status: response.status, body: await envelopeOf(response) };
    };
    const before = await liveProducts();
    await setLimits({ maxProducts: before + 1 });
    for (const dryRun of [true, false]) {
      const refused = await importCsv(dryRun);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(
        `Limite atteinte : cet import porterait le site à ${before + 2} produits, au-delà de sa limite de ${before + 1}. ${RAISE}`,
      );
      expect(refused.body.data).toMatchObject({ limit: { name: "maxProducts", value: before + 1 } });
    }
    expect(await liveProducts()).toBe(before);
    await setLimits({ maxProducts: before + 2 });
    const accepted = await importCsv(false);
    expect(accepted.status, accepted.body.message).toBe(200);
    expect(await liveProducts()).toBe(before + 2);
  });
});

describe("maxAdmins", () => {
  const roleOf = async (id: number) =>
    (await platform.db.owner.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
  const grant = (id: number, role: string, as: TestUser = owner) =>
    call<{ role: string }>(`/admin/team/${id}`, { method: "PUT", as, json: { role } });

  it("lists the team with the limit, for the site's admins only", async () => {
    await setLimits({ maxAdmins: 7 });
    const team = await call<Team>("/admin/team", { as: admin });
    expect(team.status).toBe(200);
    expect(team.data.maxAdmins).toBe(7);
    expect(team.data.members.map((m) => m.id)).toEqual(expect.arrayContaining([owner.id, admin.id]));
    expect(team.data.members.every((m) => m.role !== "CUSTOMER")).toBe(true);
    const customer = await userWithSession(platform.db, 2, "CUSTOMER");
    expect((await call("/admin/team", { as: customer })).status).toBe(403);
  });

  it("refuses an ADMIN past the limit and accepts one below it; demoting frees a place", async () => {
    const admins = (await call<Team>("/admin/team", { as: owner })).data.members.length;
    const first = await userWithSession(platform.db, 2, "CUSTOMER");
    const second = await userWithSession(platform.db, 2, "CUSTOMER");
    await setLimits({ maxAdmins: admins + 1 });
    const accepted = await grant(first.id, "ADMIN");
    expect(accepted.status, accepted.body.message).toBe(200);
    expect(accepted.body.message).toBe("Rôle enregistré");
    expect(await roleOf(first.id)).toBe("ADMIN");
    const refused = await grant(second.id, "SUPER_ADMIN");
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      `Limite atteinte : ${admins + 1} comptes administrateurs pour ce site. ${RAISE}`,
    );
    expect(refused.data).toMatchObject({ limit: { name: "maxAdmins", value: admins + 1 } });
    expect(await roleOf(second.id)).toBe("CUSTOMER");
    // an admin made SUPER_ADMIN takes no second place
    expect((await grant(first.id, "SUPER_ADMIN")).status).toBe(200);
    expect((await grant(first.id, "CUSTOMER")).status).toBe(200);
    expect((await grant(second.id, "ADMIN")).status).toBe(200);
  });

  it("is the SUPER_ADMIN's: an ADMIN cannot grant, nobody changes their own role, another site's account is not found", async () => {
    await setLimits({ maxAdmins: null });
    const customer = await userWithSession(platform.db, 2, "CUSTOMER");
    expect((await grant(customer.id, "ADMIN", admin)).status).toBe(403);
    expect((await grant(admin.id, "SUPER_ADMIN", admin)).status).toBe(403);
    expect((await grant(owner.id, "CUSTOMER")).status).toBe(422);
    const elsewhere = await userWithSession(platform.db, 1, "CUSTOMER");
    expect((await grant(elsewhere.id, "ADMIN")).status).toBe(404);
    expect(await roleOf(elsewhere.id)).toBe("CUSTOMER");
    expect((await grant(customer.id, "OPERATOR")).status).toBe(422);
  });
});

describe("mediaQuotaMb", () => {
  let photo: Uint8Array;
  beforeAll(async () => {
    // noise does not compress: about 1.5 MB of PNG, over the platform's 1 MB
    const noise = new Uint8Array(720 * 720 * 3).map((_, i) => (i * 7919 + (i >> 3) * 104729) % 251);
    photo = new Uint8Array(
      await sharp(noise, { raw: { width: 720, height: 720, channels: 3 } })
        .png()
        .toBuffer(),
    );
  });
  const upload = async () => {
    const form = new FormData();
    form.append(
      "file",
      new Blob([photo as Uint8Array<ArrayBuffer>], { type: "image/png" }),
      "bruit-limite.png",
    );
    form.append("alt", "Bruit");
    const response = await platform.call("/api/admin/media", {
      site: 2,
      method: "POST",
      body: form,
      headers: owner.headers,
    });
    return { status: response.status, body: await envelopeOf(response) };
  };

  it("applies the platform's default when the site has none", async () => {
    await setLimits({ mediaQuotaMb: null });
    const refused = await upload();
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe(
      `La médiathèque du site est pleine (${PLATFORM_QUOTA_MB} Mo) : supprimez des fichiers inutilisés`,
    );
    expect(refused.body.data).toMatchObject({ limit: { name: "mediaQuotaMb", value: PLATFORM_QUOTA_MB } });
  });

  it("replaces the platform's default by the site's own: above it accepted, at it refused", async () => {
    await setLimits({ mediaQuotaMb: 50 });
    const accepted = await upload();
    expect(accepted.status, accepted.body.message).toBe(201);
    const list = await call<{ quota: number }>("/admin/media", { as: owner });
    expect(list.data.quota).toBe(50 * 1024 * 1024);
    await setLimits({ mediaQuotaMb: 2 });
    const refused = await upload();
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe(
      `Limite atteinte : 2 Mo de médias pour ce site. Supprimez des fichiers inutilisés ou, ${RAISE.charAt(0).toLowerCase()}${RAISE.slice(1)}`,
    );
    expect(refused.body.data).toMatchObject({ limit: { name: "mediaQuotaMb", value: 2 } });
  });
});
