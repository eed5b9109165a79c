import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageNode } from "../../schemas/site";
import { type TestUser, userWithSession } from "../support/admin-session";
import { changeFeedCaughtUp, createTestPlatform, envelopeOf } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());

let admin: TestUser;
beforeAll(async () => {
  admin = await userWithSession(platform.db, 1, "ADMIN");
});

async function call(path: string, init: Parameters<typeof platform.call>[1] = {}) {
  const response = await platform.call(path, { ...init, headers: admin.headers });
  return { status: response.status, body: await envelopeOf(response) };
}

const find = (nodes: PageNode[], url: string): PageNode | undefined => {
  for (const n of nodes) {
    if (n.url === url) return n;
    const child = find(n.children, url);
    if (child) return child;
  }
  return undefined;
};

/** The visitors' tree (the menu is built from it), once the change feed has dropped the cache. */
async function publicTree(since: number): Promise<PageNode[]> {
  await changeFeedCaughtUp(platform, 1, since);
  return (await envelopeOf(await platform.call("/api/page"))).data as PageNode[];
}

describe("page tree", () => {
  it("creates a page, which the menu shows at once", async () => {
    const since = platform.cache.version(1);
    const { status, body } = await call("/api/admin/page", {
      method: "POST",
      json: {
        title: "Nos tarifs",
        url: "tarifs",
        menuTitle: "Tarifs",
        metaDescription: "Les tarifs",
        order: 1,
      },
    });
    expect(status, body.message).toBe(201);
    expect(body.data).toMatchObject({
      title: "Nos tarifs",
      url: "tarifs",
      order: 1,
      idParent: null,
      showInMenu: true,
    });
    const roots = await publicTree(since);
    expect(roots[1]?.url).toBe("tarifs");
    expect(roots.map((r) => r.order)).toEqual(roots.map((_, i) => i));
  });

  it("keeps the url unique per site, with a clear message", async () => {
    const { status, body } = await call("/api/admin/page", {
      method: "POST",
      json: { title: "Doublon", url: "services", menuTitle: "Doublon" },
    });
    expect(status).toBe(409);
    expect(body.message).toBe("L’adresse /services est déjà utilisée par la page « Services »");
    expect((body.data as { errors: Record<string, string[]> }).errors.url?.[0]).toMatch(/déjà utilisée/);
    // the same url on the other site is fine: unique per site
    const site2Admin = await userWithSession(platform.db, 2, "ADMIN");
    const other = await platform.call("/api/admin/page", {
      site: 2,
      method: "POST",
      json: { title: "Services", url: "services", menuTitle: "Services" },
      headers: site2Admin.headers,
    });
    expect(other.status).toBe(201);
  });

  it("refuses bad and reserved urls, unknown parents and missing titles", async () => {
    const bad = await call("/api/admin/page", {
      method: "POST",
      json: { title: "X", url: "Pas Bien/", menuTitle: "X" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body.data as { errors: object }).errors)).toEqual(["url"]);
    const reserved = await call("/api/admin/page", {
      method: "POST",
      json: { title: "X", url: "shop/vins", menuTitle: "X" },
    });
    expect(reserved.status).toBe(422);
    expect(reserved.body.message).toBe("L’adresse /shop/vins est réservée par le site");
    const orphan = await call("/api/admin/page", {
      method: "POST",
      json: { title: "X", url: "orpheline", menuTitle: "X", idParent: 999999 },
    });
    expect(orphan.status).toBe(422);
    const untitled = await call("/api/admin/page", {
      method: "POST",
      json: { title: " ", url: "sans-titre", menuTitle: "" },
    });
    expect(Object.keys((untitled.body.data as { errors: object }).errors).sort()).toEqual([
      "menuTitle",
      "title",
    ]);
  });

  it("renames, moves under another parent and refuses a cycle", async () => {
    const tree = (await call("/api/admin/page")).body.data as PageNode[];
    const services = find(tree, "services");
    const tarifs = find(tree, "tarifs");
    if (!services || !tarifs) throw new Error("missing pages");
    const renamed = await call(`/api/admin/page/${tarifs.id}`, {
      method: "PUT",
      json: { title: "Tarifs 2027", menuTitle: "Prix", url: "services/tarifs", idParent: services.id },
    });
    expect(renamed.status, renamed.body.message).toBe(200);
    expect(renamed.body.data).toMatchObject({
      title: "Tarifs 2027",
      menuTitle: "Prix",
      idParent: services.id,
      order: 2,
    });
    const since = platform.cache.version(1);
    await call(`/api/admin/page/${tarifs.id}`, { method: "PUT", json: { showInMenu: false } });
    const roots = await publicTree(since);
    expect(find(roots, "services")?.children.map((c) => c.url)).toContain("services/tarifs");
    expect(roots.some((r) => r.url === "tarifs")).toBe(false);
    const cycle = await call(`/api/admin/page/${services.id}`, {
      method: "PUT",
      json: { idParent: tarifs.id },
    });
    expect(cycle.status).toBe(422);
    expect(cycle.body.message).toMatch(/sous-pages/);
    const self = await call(`/api/admin/page/${services.id}`, {
      method: "PUT",
      json: { idParent: services.id },
    });
    expect(self.status).toBe(422);
    const taken = await call(`/api/admin/page/${tarifs.id}`, { method: "PUT", json: { url: "contact" } });
    expect(taken.status).toBe(409);
    expect((await call("/api/admin/page/999999", { method: "PUT", json: { title: "X" } })).status).toBe(404);
  });

  it("reorders the children of a parent, and only exactly them", async () => {
    const tree = (await call("/api/admin/page")).body.data as PageNode[];
    const ids = tree.map((p) => p.id).reverse();
    const since = platform.cache.version(1);
    const { status } = await call("/api/admin/page/reorder", {
      method: "PUT",
      json: { idParent: null, ids },
    });
    expect(status).toBe(200);
    expect((await publicTree(since)).map((p) => p.id)).toEqual(ids);
    const partial = await call("/api/admin/page/reorder", {
      method: "PUT",
      json: { idParent: null, ids: ids.slice(1) },
    });
    expect(partial.status).toBe(422);
    const audit = (await call("/api/admin/audit")).body.data as { items: { action: string }[] };
    expect(audit.items.map((i) => i.action)).toEqual(
      expect.arrayContaining(["page.create", "page.update", "page.reorder"]),
    );
  });
});
