// Issue 19 §3: a new winemaker's site has no pick-up place, and the checklist's pick-up step sends
// its owner to the pick-up screen: POST /api/admin/pickup makes one (a company address of the
// site's click-and-collect type), its slots are then saved as for any place, and the step is done.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPickup, AdminPickupPlace } from "../../schemas/pickup";
import type { SetupState } from "../../schemas/setup";
import { addressTypes, companyAddresses, pickupSchedules, sites } from "../../src/server/db/schema";
import { userWithSession } from "../support/admin-session";
import { apiCaller } from "../support/api-call";
import { createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());
const call = apiCaller(platform, { site: 1 });
const { owner } = platform.db;

const admin = await userWithSession(platform.db, 1, "ADMIN");
const customer = await userWithSession(platform.db, 1, "CUSTOMER");
const otherAdmin = await userWithSession(platform.db, 2, "ADMIN");

const place = { name: "Le caveau", address: "1 chemin des Vignes", postalCode: "49730", city: "Turquant" };

beforeAll(async () => {
  // site 1 as a new winemaker's shop: no pick-up place, no click-and-collect address type
  await owner.update(sites).set({ isWinemaker: true, isECommerce: true }).where(eq(sites.id, 1));
  await owner.delete(pickupSchedules).where(eq(pickupSchedules.siteId, 1));
  await owner
    .update(companyAddresses)
    .set({ isClickAndCollect: false })
    .where(eq(companyAddresses.siteId, 1));
  await platform.sites.reload();
});

describe("a new pick-up place from the pick-up screen", () => {
  it("refuses visitors, customers and wrong fields", async () => {
    expect((await call("/admin/pickup", { method: "POST", json: place })).status).toBe(401);
    expect((await call("/admin/pickup", { method: "POST", token: customer.token, json: place })).status).toBe(
      403,
    );
    const wrong = await call<{ errors: Record<string, unknown> }>("/admin/pickup", {
      method: "POST",
      token: admin.token,
      json: { ...place, name: " ", postalCode: "<b>" },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.data.errors).sort()).toEqual(["name", "postalCode"]);
  });

  it("creates the place, lists it, takes its slots, and the checklist's step is done", async () => {
    const setupBefore = await call<SetupState>("/admin/setup", { token: admin.token });
    expect(setupBefore.data.steps.find((s) => s.step === "pickup")?.done).toBe(false);

    const created = await call<AdminPickupPlace>("/admin/pickup", {
      method: "POST",
      token: admin.token,
      json: place,
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ ...place, slots: [], closedDates: [], openDates: [] });
    const [row] = await owner
      .select({
        site: companyAddresses.siteId,
        code: addressTypes.code,
        pickup: companyAddresses.isClickAndCollect,
      })
      .from(companyAddresses)
      .innerJoin(addressTypes, eq(addressTypes.id, companyAddresses.typeId))
      .where(eq(companyAddresses.id, created.data.id));
    expect(row).toEqual({ site: 1, code: "CLICK_AND_COLLECT", pickup: true });

    const listed = await call<AdminPickup>("/admin/pickup", { token: admin.token });
    expect(listed.data.places.map((p) => p.name)).toEqual(["Le caveau"]);
    // another site's admin neither sees it nor saves it
    const other = await call<AdminPickup>("/admin/pickup", { token: otherAdmin.token, site: 2 });
    expect(other.data.places.map((p) => p.id)).not.toContain(created.data.id);
    const slot = { weekday: 6, opensAt: "10:00", closesAt: "12:00", capacity: null };
    const body = { slots: [slot], closedDates: [], openDates: [] };
    expect(
      (
        await call(`/admin/pickup/${created.data.id}`, {
          method: "PUT",
          token: otherAdmin.token,
          site: 2,
          json: body,
        })
      ).status,
    ).toBe(404);

    expect(
      (await call(`/admin/pickup/${created.data.id}`, { method: "PUT", token: admin.token, json: body }))
        .status,
    ).toBe(200);
    const setup = await call<SetupState>("/admin/setup", { token: admin.token });
    expect(setup.data.steps.find((s) => s.step === "pickup")?.done).toBe(true);
    // a second place reuses the site's click-and-collect type
    await call("/admin/pickup", {
      method: "POST",
      token: admin.token,
      json: { ...place, name: "La boutique" },
    });
    const types = await owner
      .select({ id: addressTypes.id })
      .from(addressTypes)
      .where(and(eq(addressTypes.siteId, 1), eq(addressTypes.code, "CLICK_AND_COLLECT")));
    expect(types).toHaveLength(1);
  });
});
