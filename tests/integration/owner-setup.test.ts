// Issue 19 §3, the owner's side: the set-up checklist's marks come from the site's data (a logo, a
// wine, a carrier with a rate, a pick-up slot, a colour changed, the home page published) or from
// the owner's own confirmation; "open the site" turns isBuilding off for this site only, with its
// audit line, for the site's SUPER_ADMIN only.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SetupState } from "../../schemas/setup";
import {
  adminAudit,
  carrierRates,
  carriers,
  companyAddresses,
  layoutVersions,
  logos,
  pageLayouts,
  pages,
  pickupSchedules,
  products,
  sites,
} from "../../src/server/db/schema";
import { ApiError } from "../../src/server/http/api-error";
import { openSite } from "../../src/server/modules/admin/setup-service";
import { userWithSession } from "../support/admin-session";
import { apiCaller } from "../support/api-call";
import { createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());
const call = apiCaller(platform, { site: 1 });
const { owner } = platform.db;

const superAdmin = await userWithSession(platform.db, 1, "SUPER_ADMIN");
const admin = await userWithSession(platform.db, 1, "ADMIN");
const customer = await userWithSession(platform.db, 1, "CUSTOMER");
const otherSiteOwner = await userWithSession(platform.db, 2, "SUPER_ADMIN");

const stateOf = async (token = superAdmin.token, site = 1) => {
  const answer = await call<SetupState>("/admin/setup", { token, site });
  expect(answer.status).toBe(200);
  return answer.data;
};
const doneOf = (state: SetupState) => Object.fromEntries(state.steps.map((s) => [s.step, s.done]));

beforeAll(async () => {
  // site 1 becomes a new winemaker's shop under construction: no logo, no wine, no carrier, no slot
  await owner
    .update(sites)
    .set({ isWinemaker: true, isECommerce: true, isBuilding: true })
    .where(eq(sites.id, 1));
  await owner.update(sites).set({ isBuilding: true }).where(eq(sites.id, 2));
  await owner.delete(logos).where(and(eq(logos.siteId, 1), eq(logos.type, "LOGO")));
  await owner.update(products).set({ archivedAt: new Date() }).where(eq(products.siteId, 1));
  await owner.delete(carriers).where(eq(carriers.siteId, 1));
  await owner.delete(pickupSchedules).where(eq(pickupSchedules.siteId, 1));
  await platform.sites.reload();
});

describe("the set-up checklist", () => {
  it("lists the winemaker's seven steps, in order, each with its screen", async () => {
    const state = await stateOf();
    expect(state.isBuilding).toBe(true);
    expect(state.steps.map((s) => [s.step, s.href, s.manual])).toEqual([
      ["company", "/admin/settings", false],
      ["logo", "/admin/media", false],
      ["colours", "/admin/settings", true],
      ["firstPage", "/", true],
      ["firstWine", "/admin/products", false],
      ["shipping", "/admin/shipping", true],
      ["pickup", "/admin/pickup", true],
    ]);
    expect(doneOf(state)).toMatchObject({
      logo: false,
      colours: false,
      firstPage: false,
      firstWine: false,
      shipping: false,
      pickup: false,
    });
    // an ADMIN reads it too
    expect(doneOf(await stateOf(admin.token))).toEqual(doneOf(state));
  });

  it("has the first four steps only on a site without a shop", async () => {
    await owner.update(sites).set({ isECommerce: false }).where(eq(sites.id, 1));
    await platform.sites.reload();
    expect((await stateOf()).steps.map((s) => s.step)).toEqual(["company", "logo", "colours", "firstPage"]);
    await owner.update(sites).set({ isECommerce: true }).where(eq(sites.id, 1));
    await platform.sites.reload();
  });

  it("marks a step done when its data exists", async () => {
    await owner.insert(logos).values({ siteId: 1, type: "LOGO", filename: "logo.svg", alt: "Logo" });
    expect(doneOf(await stateOf()).logo).toBe(true);

    await owner
      .insert(products)
      .values({ siteId: 1, slug: "premier-vin", type: "WINE", name: "Premier vin", price: 1200 });
    expect(doneOf(await stateOf()).firstWine).toBe(true);

    const [carrier] = await owner
      .insert(carriers)
      .values({ siteId: 1, name: "Colis", serviceCode: "COLIS", deliveryType: "DELIVERY" })
      .returning({ id: carriers.id });
    if (!carrier) throw new Error("no carrier");
    expect(doneOf(await stateOf()).shipping).toBe(false); // a carrier without a rate ships nothing
    await owner
      .insert(carrierRates)
      .values({ siteId: 1, carrierId: carrier.id, zone: "FR", minBottles: 1, price: 990 });
    expect(doneOf(await stateOf()).shipping).toBe(true);

    const [address] = await owner
      .select({ id: companyAddresses.id })
      .from(companyAddresses)
      .where(eq(companyAddresses.siteId, 1))
      .limit(1);
    if (!address) throw new Error("no address");
    await owner
      .insert(pickupSchedules)
      .values({ siteId: 1, addressId: address.id, weekday: 6, opensAt: "09:00", closesAt: "12:00" });
    expect(doneOf(await stateOf()).pickup).toBe(true);
  });

  it("counts the colours done once a colour setting changed, not any setting", async () => {
    const put = (values: Record<string, unknown>) =>
      call("/admin/parameter", { method: "PUT", token: admin.token, json: { values } });
    expect((await put({ COMPANY_PHONE: "01 23 45 67 89" })).status).toBe(200);
    expect(doneOf(await stateOf()).colours).toBe(false);
    expect((await put({ PRIMARY_COLOR: "#113355FF" })).status).toBe(200);
    expect(doneOf(await stateOf()).colours).toBe(true);
  });

  it("counts the home page's text done once someone of the site published it", async () => {
    const state = await stateOf(otherSiteOwner.token, 2);
    expect(doneOf(state).firstPage).toBe(false);
    const [layout] = await owner
      .select({ id: pageLayouts.id })
      .from(pageLayouts)
      .innerJoin(pages, eq(pages.id, pageLayouts.pageId))
      .where(and(eq(pages.siteId, 2), eq(pages.url, "")))
      .limit(1);
    if (!layout) throw new Error("no home layout");
    const version = {
      siteId: 2,
      layoutId: layout.id,
      version: 1,
      html: "<p>Bienvenue</p>",
      hash: "h",
      publishedByEmail: otherSiteOwner.email,
    };
    // a version nobody of the site published (the site's creation) does not count
    await owner.insert(layoutVersions).values(version);
    expect(doneOf(await stateOf(otherSiteOwner.token, 2)).firstPage).toBe(false);
    await owner.insert(layoutVersions).values({ ...version, version: 2, publishedBy: otherSiteOwner.id });
    expect(doneOf(await stateOf(otherSiteOwner.token, 2)).firstPage).toBe(true);
    // site 1's own mark did not move
    expect(doneOf(await stateOf()).firstPage).toBe(false);
  });

  it("lets the owner confirm a choice by hand, and only a choice", async () => {
    const marked = await call<SetupState>("/admin/setup/firstPage", { method: "PUT", token: admin.token });
    expect(marked.status).toBe(200);
    expect(marked.body.message).toBe("Étape marquée comme faite");
    expect(doneOf(marked.data).firstPage).toBe(true);
    // twice is fine
    expect((await call("/admin/setup/firstPage", { method: "PUT", token: admin.token })).status).toBe(200);
    const refused = await call("/admin/setup/company", { method: "PUT", token: admin.token });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("Cette étape se coche en remplissant son écran, pas à la main");
    expect((await call("/admin/setup/nothing", { method: "PUT", token: admin.token })).status).toBe(404);
  });

  it("refuses customers, visitors and the admins of another site", async () => {
    expect((await call("/admin/setup", { token: customer.token })).status).toBe(403);
    expect((await call("/admin/setup")).status).toBe(401);
    expect((await call("/admin/setup", { token: otherSiteOwner.token })).status).toBe(401);
    expect((await call("/admin/setup/colours", { method: "PUT", token: customer.token })).status).toBe(403);
  });
});

describe("opening the site", () => {
  it("is the SUPER_ADMIN's: refused to an ADMIN, a customer and another site's owner", async () => {
    const asAdmin = await call("/admin/site/open", { method: "POST", token: admin.token });
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.message).toBe("Seul le super-administrateur du site peut l’ouvrir aux visiteurs");
    expect((await call("/admin/site/open", { method: "POST", token: customer.token })).status).toBe(403);
    expect((await call("/admin/site/open", { method: "POST", token: otherSiteOwner.token })).status).toBe(
      401,
    );
    expect((await call("/admin/site/open", { method: "POST" })).status).toBe(401);
    expect(platform.sites.byId(1)?.isBuilding).toBe(true);
  });

  it("turns isBuilding off for this site only, with an audit line naming what was missing", async () => {
    const opened = await call<SetupState>("/admin/site/open", { method: "POST", token: superAdmin.token });
    expect(opened.status).toBe(200);
    expect(opened.body.message).toBe(
      "Camille Verdier Conseil est ouvert : les visiteurs voient désormais le site",
    );
    expect(opened.data.isBuilding).toBe(false);
    expect(platform.sites.byId(1)?.isBuilding).toBe(false);
    const [row] = await owner.select({ isBuilding: sites.isBuilding }).from(sites).where(eq(sites.id, 1));
    expect(row?.isBuilding).toBe(false);
    // the other site stays under construction
    expect(platform.sites.byId(2)?.isBuilding).toBe(true);
    const audit = await owner
      .select({ action: adminAudit.action, userEmail: adminAudit.userEmail, details: adminAudit.details })
      .from(adminAudit)
      .where(and(eq(adminAudit.siteId, 1), eq(adminAudit.action, "site.open")));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.userEmail).toBe(superAdmin.email);
    const missing = opened.data.steps.filter((s) => !s.done).map((s) => s.step);
    expect(audit[0]?.details).toEqual({ missing });
    expect(missing).not.toContain("logo");
    // the checklist stays reachable, the site open
    expect((await stateOf()).isBuilding).toBe(false);
  });

  it("never opens a suspended site", async () => {
    await owner.update(sites).set({ isBuilding: true, suspendedAt: new Date() }).where(eq(sites.id, 1));
    await platform.sites.reload();
    // the API of a suspended site answers nothing else
    expect((await call("/admin/site/open", { method: "POST", token: superAdmin.token })).status).toBe(503);
    const site = platform.sites.byId(1);
    if (!site) throw new Error("no site");
    const user = { id: superAdmin.id, email: superAdmin.email, role: "SUPER_ADMIN" as const, sessionId: 0 };
    await expect(openSite(platform.db, site, user)).rejects.toMatchObject({ status: 409 });
    await expect(openSite(platform.db, site, user)).rejects.toBeInstanceOf(ApiError);
    const [row] = await owner.select({ isBuilding: sites.isBuilding }).from(sites).where(eq(sites.id, 1));
    expect(row?.isBuilding).toBe(true);
  });
});
