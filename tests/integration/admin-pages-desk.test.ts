// Pages, redirects and the links the site generates (issue 14 §6, decision 104), on the demo
// domaine (site 2): deleting a page with its sub-pages moved or deleted, unpublishing, the owner's
// 301s and their rules, and no menu, footer or sitemap link to a hidden page or a switched-off section.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminRedirect, PageDeleted } from "../../schemas/content-desk";
import type { PageNode } from "../../schemas/site";
import { withSite } from "../../src/server/db/client";
import { parameters } from "../../src/server/db/schema";
import { type TestUser, userWithSession } from "../support/admin-session";
import {
  apiCaller,
  changeFeedCaughtUp,
  createTestPlatform,
  createTestServer,
} from "../support/test-platform";

const platform = await createTestPlatform();
const server = await createTestServer(platform);
afterAll(() => platform.close());

const call = apiCaller(platform, { site: 2 });
const errorsOf = (data: unknown) => (data as { errors: Record<string, unknown[]> }).errors;
const HOST = "domaine.localhost:3000";
const get = (path: string) =>
  server.fetch(new Request(`http://${HOST}${path}`, { headers: { host: HOST }, redirect: "manual" }));

let admin: TestUser;
let customer: TestUser;
let otherAdmin: TestUser;
beforeAll(async () => {
  admin = await userWithSession(platform.db, 2, "ADMIN");
  customer = await userWithSession(platform.db, 2, "CUSTOMER");
  otherAdmin = await userWithSession(platform.db, 1, "ADMIN");
});

const find = (nodes: PageNode[], url: string): PageNode | undefined => {
  for (const n of nodes) {
    if (n.url === url) return n;
    const child = find(n.children, url);
    if (child) return child;
  }
  return undefined;
};

const hrefsIn = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
/** The links of the site's footer (not those the owner wrote in the page's layouts). */
const footerHrefs = (html: string) =>
  hrefsIn(html.match(/<footer class="bg-footer[\s\S]*?<\/footer>/)?.[0] ?? "");
/** The links of the header and its menu: everything before the page's own content. */
const menuHrefs = (html: string) =>
  hrefsIn(html.slice(html.indexOf("<body"), html.indexOf('<main id="contenu"')));

/** Runs a write and waits until the change feed has dropped the site's caches. */
async function written<T>(write: () => Promise<T>): Promise<T> {
  const since = platform.cache.version(2);
  const result = await write();
  await changeFeedCaughtUp(platform, 2, since);
  return result;
}

async function page(title: string, url: string, idParent: number | null = null): Promise<PageNode> {
  const created = await call<PageNode>("/admin/page", {
    method: "POST",
    as: admin,
    json: { title, url, menuTitle: title, idParent },
  });
  expect(created.status, created.body.message).toBe(201);
  return created.data;
}

const adminTree = async () => (await call<PageNode[]>("/admin/page", { as: admin })).data;
const publicTree = async () => (await call<PageNode[]>("/page")).data;
const sitemapPaths = async () =>
  (await call<{ entries: { path: string }[] }>("/sitemap")).data.entries.map((e) => e.path);

describe("DELETE /api/admin/page/{id}", () => {
  it("is the site's admins' only; another site's admin finds nothing", async () => {
    const p = await page("Cave à vins", "cave-a-vins");
    expect((await call(`/admin/page/${p.id}`, { method: "DELETE" })).status).toBe(401);
    expect((await call(`/admin/page/${p.id}`, { method: "DELETE", as: customer })).status).toBe(403);
    const foreign = await call(`/admin/page/${p.id}`, { method: "DELETE", as: otherAdmin, site: 1 });
    expect(foreign.status).toBe(404);
    expect(find(await adminTree(), "cave-a-vins")).toBeDefined();
  });

  it("moves the sub-pages to the parent and leaves a 301 from the deleted url", async () => {
    const parent = await page("Le chai", "le-chai");
    const child = await page("Le caveau", "le-chai/caveau", parent.id);
    const result = await written(() =>
      call<PageDeleted>(`/admin/page/${parent.id}`, {
        method: "DELETE",
        as: admin,
        json: { children: "move", redirectTo: "/le-domaine" },
      }),
    );
    expect(result.status, result.body.message).toBe(200);
    expect(result.data).toEqual({
      deleted: [{ id: parent.id, url: "le-chai" }],
      moved: [child.id],
      redirects: 1,
    });
    const moved = find(await adminTree(), "le-chai/caveau");
    expect(moved?.idParent).toBeNull();
    expect(find(await publicTree(), "le-chai")).toBeUndefined();
    expect((await call<{ toUrl: string }>("/redirect?url=/le-chai")).data.toUrl).toBe("/le-domaine");
    // the storefront answers the old url with a 301 to the target, after its real pages
    const old = await get("/le-chai");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/le-domaine");
    expect((await get("/le-chai/caveau")).status).toBe(200);
  });

  it("moves the sub-pages under another page, never under one of its own", async () => {
    const parent = await page("Boutique du chai", "boutique-chai");
    const child = await page("Coffrets", "boutique-chai/coffrets", parent.id);
    const target = await page("Accueil des groupes", "groupes");
    const refused = await call(`/admin/page/${parent.id}`, {
      method: "DELETE",
      as: admin,
      json: { children: "move", moveTo: child.id },
    });
    expect(refused.status).toBe(422);
    expect(errorsOf(refused.data).moveTo).toBeDefined();
    const done = await call<PageDeleted>(`/admin/page/${parent.id}`, {
      method: "DELETE",
      as: admin,
      json: { children: "move", moveTo: target.id },
    });
    expect(done.status).toBe(200);
    expect(find(await adminTree(), "boutique-chai/coffrets")?.idParent).toBe(target.id);
    expect((await call("/redirect?url=/boutique-chai")).status).toBe(404);
  });

  it("deletes the sub-pages with it when asked", async () => {
    const parent = await page("Ancienne offre", "ancienne-offre");
    await page("Détail", "ancienne-offre/detail", parent.id);
    const done = await call<PageDeleted>(`/admin/page/${parent.id}`, {
      method: "DELETE",
      as: admin,
      json: { children: "delete" },
    });
    expect(done.data.deleted.map((d) => d.url).sort()).toEqual(["ancienne-offre", "ancienne-offre/detail"]);
    const tree = await adminTree();
    expect(find(tree, "ancienne-offre")).toBeUndefined();
    expect(find(tree, "ancienne-offre/detail")).toBeUndefined();
  });
});

describe("PUT /api/admin/page/{id}/publish", () => {
  it("hides an unpublished page and its branch from visitors, the menu and the sitemap", async () => {
    const domaine = find(await adminTree(), "le-domaine");
    if (!domaine) throw new Error("no le-domaine page");
    expect(
      (await call(`/admin/page/${domaine.id}/publish`, { method: "PUT", json: { isValid: false } })).status,
    ).toBe(401);
    const hidden = await written(() =>
      call<PageNode>(`/admin/page/${domaine.id}/publish`, {
        method: "PUT",
        as: admin,
        json: { isValid: false },
      }),
    );
    expect(hidden.status).toBe(200);
    expect(hidden.data.isValid).toBe(false);
    // the admin still sees it (with its mark on the pages screen), visitors do not
    expect(find(await adminTree(), "le-domaine")?.isValid).toBe(false);
    const tree = await publicTree();
    expect(find(tree, "le-domaine")).toBeUndefined();
    expect(find(tree, "le-domaine/notre-histoire")).toBeUndefined();
    expect(await sitemapPaths()).not.toContain("/le-domaine/notre-histoire");
    expect((await get("/le-domaine")).status).toBe(404);
    expect((await get("/le-domaine/notre-histoire")).status).toBe(404);
    expect(menuHrefs(await (await get("/")).text())).not.toContain("/le-domaine");
    // its admins read it on the storefront, marked « Non publié »; a customer gets the 404 (issue 14 §7)
    const as = (user: TestUser, path: string) =>
      server.fetch(
        new Request(`http://${HOST}${path}`, { headers: { host: HOST, cookie: `token=${user.token}` } }),
      );
    for (const path of ["/le-domaine", "/le-domaine/notre-histoire"]) {
      const seen = await as(admin, path);
      expect(seen.status, path).toBe(200);
      expect(await seen.text()).toContain('data-post-mark="draft"');
      expect((await as(customer, path)).status, path).toBe(404);
    }
    const detail = await call<{ unpublished?: boolean }>(`/page/${domaine.id}`, { as: admin });
    expect(detail.data.unpublished).toBe(true);
    expect((await call(`/page/${domaine.id}`)).status).toBe(404);
    await written(() =>
      call(`/admin/page/${domaine.id}/publish`, { method: "PUT", as: admin, json: { isValid: true } }),
    );
    expect((await get("/le-domaine")).status).toBe(200);
  });

  it("refuses another site's page and a body without isValid", async () => {
    const domaine = find(await adminTree(), "le-domaine");
    const foreign = await call(`/admin/page/${domaine?.id}/publish`, {
      method: "PUT",
      as: otherAdmin,
      site: 1,
      json: { isValid: false },
    });
    expect(foreign.status).toBe(404);
    const bad = await call(`/admin/page/${domaine?.id}/publish`, { method: "PUT", as: admin, json: {} });
    expect(bad.status).toBe(422);
  });
});

describe("renaming a page's url", () => {
  it("leaves a 301 from the old url by default, none when the owner says so", async () => {
    const p = await page("Nos cuvées", "nos-cuvees");
    const renamed = await call<PageNode>(`/admin/page/${p.id}`, {
      method: "PUT",
      as: admin,
      json: { url: "cuvees" },
    });
    expect(renamed.status).toBe(200);
    expect((await call<{ toUrl: string }>("/redirect?url=/nos-cuvees")).data.toUrl).toBe("/cuvees");
    await call(`/admin/page/${p.id}`, { method: "PUT", as: admin, json: { url: "les-cuvees" } });
    // still one hop: the first old url leads straight to the newest
    expect((await call<{ toUrl: string }>("/redirect?url=/nos-cuvees")).data.toUrl).toBe("/les-cuvees");
    await call(`/admin/page/${p.id}`, {
      method: "PUT",
      as: admin,
      json: { url: "cuvees-2", redirectOldUrl: false },
    });
    expect((await call("/redirect?url=/les-cuvees")).status).toBe(404);
  });
});

describe("/api/admin/redirect", () => {
  const create = (json: unknown, as: TestUser | null = admin) =>
    call<AdminRedirect>("/admin/redirect", { method: "POST", as, json });

  it("is the site's admins' only, and another site's admin sees none of its redirects", async () => {
    const made = await create({ fromUrl: "/promo-noel", toUrl: "/visites-degustations" });
    expect(made.status, made.body.message).toBe(201);
    expect((await create({ fromUrl: "/a", toUrl: "/b" }, null)).status).toBe(401);
    expect((await create({ fromUrl: "/a", toUrl: "/b" }, customer)).status).toBe(403);
    expect((await call("/admin/redirect", { as: customer })).status).toBe(403);
    const foreign = await call(`/admin/redirect/${made.data.id}`, { as: otherAdmin, site: 1 });
    expect(foreign.status).toBe(404);
    const foreignPut = await call(`/admin/redirect/${made.data.id}`, {
      method: "PUT",
      as: otherAdmin,
      site: 1,
      json: { fromUrl: "/x", toUrl: "/y", version: 1 },
    });
    expect(foreignPut.status).toBe(404);
    const list = await call<{ items: AdminRedirect[] }>("/admin/redirect", { as: otherAdmin, site: 1 });
    expect(list.data.items.some((r) => r.id === made.data.id)).toBe(false);
    expect(
      (await call(`/admin/redirect/${made.data.id}`, { method: "DELETE", as: otherAdmin, site: 1 })).status,
    ).toBe(404);
  });

  it("takes local paths only, never from a published page, to another address", async () => {
    for (const fromUrl of [
      "https://evil.example/x",
      "//evil.example",
      "javascript:alert(1)",
      "/a/../b",
      "vins",
    ]) {
      const bad = await create({ fromUrl, toUrl: "/" });
      expect(bad.status, fromUrl).toBe(422);
      expect(errorsOf(bad.data).fromUrl, fromUrl).toBeDefined();
    }
    const offSite = await create({ fromUrl: "/ailleurs", toUrl: "https://evil.example" });
    expect(errorsOf(offSite.data).toUrl).toBeDefined();
    const same = await create({ fromUrl: "/boucle", toUrl: "/boucle/" });
    expect(same.status).toBe(422);
    const published = await create({ fromUrl: "/le-domaine", toUrl: "/" });
    expect(published.status).toBe(422);
    expect(errorsOf(published.data).fromUrl).toBeDefined();
    expect(published.body.message).toMatch(/page publiée/);
  });

  it("refuses loops, chains and a second redirect from the same path", async () => {
    expect((await create({ fromUrl: "/vieux-a", toUrl: "/vieux-b" })).status).toBe(201);
    const loop = await create({ fromUrl: "/vieux-b", toUrl: "/vieux-a" });
    expect(loop.status).toBe(422);
    expect(loop.body.message).toMatch(/boucle/);
    const chain = await create({ fromUrl: "/vieux-c", toUrl: "/vieux-a" });
    expect(chain.status).toBe(422);
    expect(errorsOf(chain.data).toUrl).toBeDefined();
    const twice = await create({ fromUrl: "/vieux-a", toUrl: "/" });
    expect(twice.status).toBe(422);
    expect(errorsOf(twice.data).fromUrl).toBeDefined();
  });

  it("points the redirects that led to a newly redirected path straight at its target", async () => {
    await create({ fromUrl: "/tarifs-2023", toUrl: "/tarifs-2024" });
    await create({ fromUrl: "/tarifs-2024", toUrl: "/visites-degustations" });
    expect((await call<{ toUrl: string }>("/redirect?url=/tarifs-2023")).data.toUrl).toBe(
      "/visites-degustations",
    );
  });

  it("saves with the version it read (409 with the current one), then deletes", async () => {
    const made = await create({ fromUrl: "/ancien-tarif", toUrl: "/visites-degustations" });
    const saved = await call<AdminRedirect>(`/admin/redirect/${made.data.id}`, {
      method: "PUT",
      as: admin,
      json: { fromUrl: "/ancien-tarif", toUrl: "/contact", version: made.data.version },
    });
    expect(saved.status).toBe(200);
    expect(saved.data.version).toBe(made.data.version + 1);
    const stale = await call<{ current: AdminRedirect }>(`/admin/redirect/${made.data.id}`, {
      method: "PUT",
      as: admin,
      json: { fromUrl: "/ancien-tarif", toUrl: "/", version: made.data.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.data.current.toUrl).toBe("/contact");
    const invalid = await call(`/admin/redirect/${made.data.id}`, {
      method: "PUT",
      as: admin,
      json: { fromUrl: "nope", toUrl: "/", version: saved.data.version },
    });
    expect(invalid.status).toBe(422);
    const gone = await written(() =>
      call(`/admin/redirect/${made.data.id}`, { method: "DELETE", as: admin }),
    );
    expect(gone.status).toBe(200);
    expect((await call(`/admin/redirect/${made.data.id}`, { as: admin })).status).toBe(404);
    expect((await get("/ancien-tarif")).status).toBe(404);
  });
});

describe("links the site generates", () => {
  async function setParameter(type: string, value: boolean) {
    await written(() =>
      withSite(platform.db, 2, (tx) =>
        tx
          .update(parameters)
          .set({ value })
          .where(and(eq(parameters.siteId, 2), eq(parameters.type, type))),
      ),
    );
  }

  it("never point at the blog while IS_BLOG_ACTIVATED is off (menu, footer, sitemap)", async () => {
    expect(footerHrefs(await (await get("/")).text())).toContain("/blog");
    await setParameter("IS_BLOG_ACTIVATED", false);
    try {
      const html = await (await get("/")).text();
      expect(footerHrefs(html)).not.toContain("/blog");
      expect(menuHrefs(html).filter((h) => h?.startsWith("/blog"))).toEqual([]);
      expect((await sitemapPaths()).filter((p) => p.startsWith("/blog"))).toEqual([]);
      // the footer keeps its other links
      expect(footerHrefs(html)).toContain("/legal-notice");
    } finally {
      await setParameter("IS_BLOG_ACTIVATED", true);
    }
  });

  it("never point at the contact page under HIDE_CONTACT_PAGE", async () => {
    await setParameter("HIDE_CONTACT_PAGE", true);
    try {
      const html = await (await get("/")).text();
      expect(footerHrefs(html)).not.toContain("/contact");
      expect(menuHrefs(html)).not.toContain("/contact");
      expect(await sitemapPaths()).not.toContain("/contact");
    } finally {
      await setParameter("HIDE_CONTACT_PAGE", false);
    }
  });

  it("never point at an unpublished page (menu, footer, sitemap)", async () => {
    const visits = find(await adminTree(), "visites-degustations");
    if (!visits) throw new Error("no visites-degustations page");
    expect(footerHrefs(await (await get("/")).text())).toContain("/visites-degustations");
    await written(() =>
      call(`/admin/page/${visits.id}/publish`, { method: "PUT", as: admin, json: { isValid: false } }),
    );
    try {
      const html = await (await get("/")).text();
      expect(footerHrefs(html)).not.toContain("/visites-degustations");
      expect(menuHrefs(html)).not.toContain("/visites-degustations");
      expect(await sitemapPaths()).not.toContain("/visites-degustations");
      const sitemapXml = await (await get("/sitemap.xml")).text();
      expect(sitemapXml).not.toContain("/visites-degustations<");
    } finally {
      await written(() =>
        call(`/admin/page/${visits.id}/publish`, { method: "PUT", as: admin, json: { isValid: true } }),
      );
    }
  });
});
