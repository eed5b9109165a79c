// The relay network's points (issue 13 §1, the built-in provider's settings) on the demo domaine
// (site 2): the owner adds, corrects, closes and removes a point; the checkout's search follows at
// once; each call is the site's admins' only, and a point belongs to a relay carrier of the site.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccessPoint } from "../../schemas/order";
import type { AdminAccessPoint, AdminShipping } from "../../schemas/shipping";
import { userWithSession } from "../support/admin-session";
import { apiCaller } from "../support/api-call";
import { createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());

const call = apiCaller(platform, { site: 2 });
const errorsOf = (data: unknown) => (data as { errors: Record<string, string[]> }).errors;

let admin: string;
let relay: number;
let home: number;

const point = (extra: Record<string, unknown> = {}) => ({
  carrierId: relay,
  code: "VS-98799-01",
  name: "Épicerie du Port",
  addLine1: "2 quai des Pêcheurs",
  zipCode: "98799",
  city: "Port-Neuf",
  country: "fr",
  lat: 47.26,
  lng: -0.08,
  openingHours: "Mardi–samedi 9 h – 19 h",
  ...extra,
});

const nearest = async () =>
  (
    await call<{ accessPoints: AccessPoint[] }>("/relay/access-points", {
      method: "POST",
      json: { postalCode: "98799", country: "FR" },
    })
  ).data.accessPoints[0];

beforeAll(async () => {
  admin = (await userWithSession(platform.db, 2, "ADMIN")).token;
  const shipping = (await call<AdminShipping>("/admin/carrier", { token: admin })).data;
  relay = shipping.carriers.find((c) => c.deliveryType === "PICKUP")?.id ?? 0;
  home = shipping.carriers.find((c) => c.deliveryType === "DELIVERY")?.id ?? 0;
  expect(relay * home).toBeGreaterThan(0);
});

describe("/api/admin/access-point", () => {
  it("is the site's admins' only", async () => {
    const customer = await userWithSession(platform.db, 2, "CUSTOMER");
    for (const [method, path] of [
      ["GET", "/admin/access-point"],
      ["POST", "/admin/access-point"],
      ["PUT", "/admin/access-point/1"],
      ["DELETE", "/admin/access-point/1"],
    ] as const) {
      const json = method === "GET" || method === "DELETE" ? undefined : point();
      expect((await call(path, { method, json })).status).toBe(401);
      expect((await call(path, { method, json, token: customer.token })).status).toBe(403);
    }
    const other = (await userWithSession(platform.db, 1, "ADMIN")).token;
    const points = (await call<AdminAccessPoint[]>("/admin/access-point", { token: admin })).data;
    expect(points.length).toBeGreaterThan(0);
    expect(
      (await call(`/admin/access-point/${points[0]?.id}`, { method: "DELETE", token: other, site: 1 }))
        .status,
    ).toBe(404);
  });

  it("adds a point the checkout finds at once, corrects it, closes it and removes it", async () => {
    const created = await call<{ id: number }>("/admin/access-point", {
      method: "POST",
      token: admin,
      json: point(),
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe("Point relais « Épicerie du Port » enregistré");
    expect(await nearest()).toMatchObject({
      id: "VS-98799-01",
      name: "Épicerie du Port",
      country: "FR",
      idCarrier: relay,
      position: { lat: 47.26, lng: -0.08 },
    });
    const listed = (await call<AdminAccessPoint[]>("/admin/access-point", { token: admin })).data;
    expect(listed.find((p) => p.id === created.data.id)).toMatchObject({ city: "Port-Neuf", isValid: true });

    const renamed = await call(`/admin/access-point/${created.data.id}`, {
      method: "PUT",
      token: admin,
      json: point({ name: "Épicerie du Vieux Port" }),
    });
    expect(renamed.status).toBe(200);
    expect((await nearest())?.name).toBe("Épicerie du Vieux Port");

    // closed: the checkout no longer offers it
    await call(`/admin/access-point/${created.data.id}`, {
      method: "PUT",
      token: admin,
      json: point({ isValid: false }),
    });
    expect((await nearest())?.id).not.toBe("VS-98799-01");

    const removed = await call(`/admin/access-point/${created.data.id}`, { method: "DELETE", token: admin });
    expect(removed.status).toBe(200);
    expect(
      (await call(`/admin/access-point/${created.data.id}`, { method: "DELETE", token: admin })).status,
    ).toBe(404);
  });

  it("refuses bad fields beside them, a home-delivery carrier and a reference taken in the network", async () => {
    const bad = await call("/admin/access-point", {
      method: "POST",
      token: admin,
      json: point({ code: "avec espace", lat: 91, name: "" }),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(errorsOf(bad.body.data)).sort()).toEqual(["code", "lat", "name"]);
    const notRelay = await call("/admin/access-point", {
      method: "POST",
      token: admin,
      json: point({ carrierId: home }),
    });
    expect(errorsOf(notRelay.body.data).carrierId).toEqual([
      "Choisissez un transporteur qui livre en point relais",
    ]);
    const first = await call("/admin/access-point", {
      method: "POST",
      token: admin,
      json: point({ code: "VS-DOUBLE" }),
    });
    expect(first.status).toBe(201);
    const twice = await call("/admin/access-point", {
      method: "POST",
      token: admin,
      json: point({ code: "VS-DOUBLE" }),
    });
    expect(twice.status).toBe(422);
    expect(errorsOf(twice.body.data).code).toEqual(["Ce réseau a déjà un point avec cette référence"]);
  });
});
