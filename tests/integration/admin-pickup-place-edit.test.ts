// A pick-up place corrected or withdrawn from the pick-up screen (issue 13 §2, found missing by
// issue 19's journey): PATCH /api/admin/pickup/{id} changes its name and address, DELETE withdraws
// it from click-and-collect — refused while an order waits to be picked up there — and the
// checkout's list follows; another site's admin reaches neither.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderCreated } from "../../schemas/order";
import type { AdminPickup, AdminPickupPlace } from "../../schemas/pickup";
import { withSite } from "../../src/server/db/client";
import { adminAudit, companyAddresses, orders } from "../../src/server/db/schema";
import { BUYER_ADDRESS } from "../fixtures/buyer-address";
import { userWithSession } from "../support/admin-session";
import { apiCaller } from "../support/api-call";
import { domaineBasket } from "../support/domaine-orders";
import { createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());
const call = apiCaller(platform, { site: 2 });

let admin: string;
let place: AdminPickupPlace;

beforeAll(async () => {
  admin = (await userWithSession(platform.db, 2, "ADMIN")).token;
  const listed = await call<AdminPickup>("/admin/pickup", { token: admin });
  const first = listed.data.places[0];
  if (!first) throw new Error("the domaine has no pick-up place");
  place = first;
});

const identity = { name: "Le chai du bas", address: "3 rue des Caves", postalCode: "49400", city: "Saumur" };

async function checkoutPlaces(): Promise<number[]> {
  const answer = await call<{ addresses: { id: number }[] }>("/click-and-collect");
  return answer.data.addresses.map((a) => a.id);
}

describe("correcting a pick-up place", () => {
  it("refuses customers, wrong fields and another site's admin", async () => {
    const customer = await userWithSession(platform.db, 2, "CUSTOMER");
    const path = `/admin/pickup/${place.id}`;
    expect((await call(path, { method: "PATCH", json: identity })).status).toBe(401);
    expect((await call(path, { method: "PATCH", token: customer.token, json: identity })).status).toBe(403);
    const wrong = await call<{ errors: Record<string, unknown> }>(path, {
      method: "PATCH",
      token: admin,
      json: { ...identity, city: " ", postalCode: "<b>" },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.data.errors).sort()).toEqual(["city", "postalCode"]);
    const other = await userWithSession(platform.db, 1, "ADMIN");
    for (const method of ["PATCH", "DELETE"] as const) {
      const answer = await call(path, { method, token: other.token, site: 1, json: identity });
      expect(answer.status, method).toBe(404);
    }
    const [row] = await withSite(platform.db, 2, (tx) =>
      tx.select().from(companyAddresses).where(eq(companyAddresses.id, place.id)),
    );
    expect(row).toMatchObject({ name: place.name, isClickAndCollect: true });
  });

  it("renames and moves it, keeps its slots, and the checkout shows the new name", async () => {
    const saved = await call<AdminPickupPlace>(`/admin/pickup/${place.id}`, {
      method: "PATCH",
      token: admin,
      json: identity,
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ id: place.id, ...identity, slots: place.slots });
    const answer = await call<{ addresses: { id: number; name: string }[] }>("/click-and-collect");
    expect(answer.data.addresses.find((a) => a.id === place.id)?.name).toBe("Le chai du bas");
  });
});

describe("withdrawing a pick-up place", () => {
  it("is refused while an order waits to be picked up there, then withdraws it from the checkout", async () => {
    const { declination, carrier } = await domaineBasket(call);
    const buyer = await userWithSession(platform.db, 2, "CUSTOMER", { birthdate: "1980-01-01" });
    const created = await call<OrderCreated>("/order", {
      method: "POST",
      token: buyer.token,
      json: {
        products: [{ id: declination, quantity: 6 }],
        billingAddress: BUYER_ADDRESS,
        shippingAddress: BUYER_ADDRESS,
        delivery: { type: "DELIVERY", idCarrier: carrier },
        paymentMethod: "BANK_TRANSFER",
        acceptTerms: true,
      },
    });
    expect(created.status).toBe(201);
    // to be picked up at this place
    await withSite(platform.db, 2, (tx) =>
      tx.update(orders).set({ pickupAddressId: place.id }).where(eq(orders.id, created.data.id)),
    );
    expect(await checkoutPlaces()).toContain(place.id);

    const refused = await call(`/admin/pickup/${place.id}`, { method: "DELETE", token: admin });
    expect(refused.status).toBe(409);
    expect((refused.body as { message?: string }).message).toContain(
      "Des commandes attendent d’être retirées à ce lieu (1)",
    );
    expect(await checkoutPlaces()).toContain(place.id);

    await withSite(platform.db, 2, (tx) =>
      tx.update(orders).set({ status: "DELIVERED" }).where(eq(orders.id, created.data.id)),
    );
    const withdrawn = await call<{ id: number; name: string }>(`/admin/pickup/${place.id}`, {
      method: "DELETE",
      token: admin,
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.data).toEqual({ id: place.id, name: "Le chai du bas" });
    expect(await checkoutPlaces()).not.toContain(place.id);
    const listed = await call<AdminPickup>("/admin/pickup", { token: admin });
    expect(listed.data.places.map((p) => p.id)).not.toContain(place.id);
    // the address stays, for the orders that name it; the owner's moves are in the audit log
    const [row] = await withSite(platform.db, 2, (tx) =>
      tx.select().from(companyAddresses).where(eq(companyAddresses.id, place.id)),
    );
    expect(row).toMatchObject({ name: "Le chai du bas", isClickAndCollect: false });
    const audit = await withSite(platform.db, 2, (tx) =>
      tx
        .select({ action: adminAudit.action })
        .from(adminAudit)
        .where(eq(adminAudit.target, `address:${place.id}`)),
    );
    expect(audit.map((a) => a.action).sort()).toEqual(["pickup.rename", "pickup.withdraw"]);
    // a place no longer offered is not found again
    expect((await call(`/admin/pickup/${place.id}`, { method: "DELETE", token: admin })).status).toBe(404);
  });
});
