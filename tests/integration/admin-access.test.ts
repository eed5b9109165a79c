// spec §6: admin calls are for ADMIN and SUPER_ADMIN of the site, checked on the server:
// 401 when not logged, 403 for another role; a site's admin cannot touch another site.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageDetail, PageNode } from "../../schemas/site";
import { adminAudit, parameters } from "../../src/server/db/schema";
import { type TestUser, userWithSession } from "../support/admin-session";
import { createTestPlatform, envelopeOf } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());

let site1: { customer: TestUser; admin: TestUser; superAdmin: TestUser };
let site2Admin: TestUser;
let home1: PageDetail;

async function firstPage(site: number): Promise<PageDetail> {
  const tree = (await envelopeOf(await platform.call("/api/page", { site }))).data as PageNode[];
  return (await envelopeOf(await platform.call(`/api/page/${tree[0]?.id}`, { site }))).data as PageDetail;
}

beforeAll(async () => {
  site1 = {
    customer: await userWithSession(platform.db, 1, "CUSTOMER"),
    admin: await userWithSession(platform.db, 1, "ADMIN"),
    superAdmin: await userWithSession(platform.db, 1, "SUPER_ADMIN"),
  };
  site2Admin = await userWithSession(platform.db, 2, "ADMIN");
  home1 = await firstPage(1);
});

/** Every admin call, with a body that would be valid. */
function adminCalls(): { method: string; path: string; json?: unknown; form?: () => FormData }[] {
  const layout = home1.layouts[0];
  if (!layout) throw new Error("no layout");
  const base = `/api/admin/page/${home1.id}/layout/${layout.id}`;
  return [
    { method: "GET", path: "/api/admin/session" },
    { method: "GET", path: base },
    { method: "POST", path: `${base}/hash/check`, json: { html: layout.html } },
    {
      method: "PUT",
      path: `${base}/preview`,
      form: () => {
        const f = new FormData();
        f.set("html", layout.html);
        f.set("css", "");
        f.set("projectData", JSON.stringify({ pages: [] }));
        f.set("baseHash", layout.hash);
        return f;
      },
    },
    { method: "POST", path: `${base}/publish`, json: {} },
    { method: "GET", path: `${base}/versions` },
    { method: "POST", path: `${base}/versions/1/restore`, json: {} },
    { method: "POST", path: `/api/admin/page/${home1.id}/layout`, json: {} },
    { method: "GET", path: "/api/admin/media/site-1/layouts/00000000-0000-0000-0000-000000000000.png" },
    { method: "GET", path: "/api/admin/parameter" },
    { method: "PUT", path: "/api/admin/parameter", json: { values: { COMPANY_NAME: "Pirate" } } },
    { method: "DELETE", path: "/api/admin/parameter/COMPANY_NAME" },
    { method: "POST", path: "/api/admin/parameter/preset", json: { name: "dark" } },
    { method: "GET", path: "/api/admin/page" },
    { method: "POST", path: "/api/admin/page", json: { title: "T", url: "pirate", menuTitle: "T" } },
    { method: "PUT", path: `/api/admin/page/${home1.id}`, json: { title: "Pirate" } },
    { method: "PUT", path: "/api/admin/page/reorder", json: { idParent: null, ids: [home1.id] } },
    { method: "GET", path: "/api/admin/audit" },
  ];
}

async function send(call: ReturnType<typeof adminCalls>[number], site: number, user?: TestUser) {
  const response = await platform.call(call.path, {
    site,
    method: call.method,
    ...(call.json !== undefined ? { json: call.json } : {}),
    ...(call.form ? { body: call.form() } : {}),
    headers: user ? user.headers : {},
  });
  return { status: response.status, body: await envelopeOf(response) };
}

describe("roles", () => {
  it("answers 401 to every admin call without a session, 403 to a customer, and changes nothing", async () => {
    const auditBefore = await platform.db.owner.select().from(adminAudit);
    for (const call of adminCalls()) {
      const anonymous = await send(call, 1);
      expect({ call: `${call.method} ${call.path}`, status: anonymous.status }).toMatchObject({
        status: 401,
      });
      expect(anonymous.body).toMatchObject({ success: false, message: "Vous devez être connecté" });
      const customer = await send(call, 1, site1.customer);
      expect({ call: `${call.method} ${call.path}`, status: customer.status }).toMatchObject({ status: 403 });
    }
    expect(await platform.db.owner.select().from(adminAudit)).toEqual(auditBefore);
    const [name] = await platform.db.owner
      .select({ value: parameters.value })
      .from(parameters)
      .where(eq(parameters.type, "COMPANY_NAME"));
    expect(name?.value).not.toBe("Pirate");
  });

  it("tells the browser the role of an admin, for ADMIN and SUPER_ADMIN", async () => {
    for (const user of [site1.admin, site1.superAdmin]) {
      const { status, body } = await send({ method: "GET", path: "/api/admin/session" }, 1, user);
      expect(status).toBe(200);
      expect(body.data).toEqual({ id: user.id, role: user.role });
    }
  });

  it("also reads the session from the token cookie, as the browser sends it", async () => {
    const response = await platform.call("/api/admin/session", {
      headers: { Cookie: `idSite=1; token=${encodeURIComponent(site1.admin.token)}` },
    });
    expect(response.status).toBe(200);
  });
});

describe("tenancy", () => {
  it("treats a site 1 admin's token on site 2 as no session", async () => {
    for (const call of adminCalls()) {
      expect((await send(call, 2, site1.admin)).status).toBe(401);
    }
  });

  it("does not let a site 2 admin reach site 1's layouts, pages or media", async () => {
    const layout = home1.layouts[0];
    if (!layout) throw new Error("no layout");
    const base = `/api/admin/page/${home1.id}/layout/${layout.id}`;
    const attempts = [
      { method: "GET", path: base },
      { method: "POST", path: `${base}/hash/check`, json: { html: layout.html } },
      { method: "POST", path: `${base}/publish`, json: {} },
      { method: "GET", path: `${base}/versions` },
      { method: "POST", path: `/api/admin/page/${home1.id}/layout`, json: {} },
      { method: "PUT", path: `/api/admin/page/${home1.id}`, json: { title: "Pirate" } },
      { method: "GET", path: "/api/admin/media/site-1/layouts/00000000-0000-0000-0000-000000000000.png" },
    ];
    for (const call of attempts) {
      const { status } = await send(call, 2, site2Admin);
      expect({ call: `${call.method} ${call.path}`, status }).toEqual({
        call: `${call.method} ${call.path}`,
        status: 404,
      });
    }
    const form = new FormData();
    form.set("html", "<p>pirate</p>");
    form.set("projectData", JSON.stringify({ pages: [] }));
    form.set("baseHash", layout.hash);
    const preview = await platform.call(`${base}/preview`, {
      site: 2,
      method: "PUT",
      body: form,
      headers: site2Admin.headers,
    });
    expect(preview.status).toBe(404);
    // a page of site 1 cannot become the parent of a page of site 2
    const created = await send(
      {
        method: "POST",
        path: "/api/admin/page",
        json: { title: "T", url: "t", menuTitle: "T", idParent: home1.id },
      },
      2,
      site2Admin,
    );
    expect(created.status).toBe(422);
    expect((await firstPage(1)).title).not.toBe("Pirate");
  });

  it("changes only its own site's settings", async () => {
    const put = await send(
      { method: "PUT", path: "/api/admin/parameter", json: { values: { COMPANY_NAME: "Domaine modifié" } } },
      2,
      site2Admin,
    );
    expect(put.status).toBe(200);
    const rows = await platform.db.owner
      .select({ siteId: parameters.siteId, value: parameters.value })
      .from(parameters)
      .where(eq(parameters.type, "COMPANY_NAME"));
    expect(rows.find((r) => r.siteId === 2)?.value).toBe("Domaine modifié");
    expect(rows.find((r) => r.siteId === 1)?.value).not.toBe("Domaine modifié");
    const audit = await platform.db.owner.select().from(adminAudit).where(eq(adminAudit.siteId, 1));
    expect(audit.some((a) => a.userEmail === site2Admin.email)).toBe(false);
  });
});
