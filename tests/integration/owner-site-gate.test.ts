// Issue 19 §3 and §5, the visitor's side: a site under construction shows its visitors (customers
// too) a 503 "en construction" page that is never indexed nor cached, while its admins see the
// real site with a banner and the owner can still log in; a suspended site shows everyone,
// admins and API callers too, a neutral 503. The other site is untouched throughout.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { readParameters } from "../../schemas/parameters";
import { logos, parameters, sites } from "../../src/server/db/schema";
import { askPasswordReset } from "../../src/server/modules/account/account-service";
import { userWithSession } from "../support/admin-session";
import {
  changeFeedCaughtUp,
  createTestPlatform,
  createTestServer,
  envelopeOf,
  setSiteParameter,
} from "../support/test-platform";

const platform = await createTestPlatform();
const server = await createTestServer(platform);
afterAll(() => platform.close());

const DOMAINE = "domaine.localhost:3000";
const get = (path: string, headers: Record<string, string> = {}, host = DOMAINE) =>
  server.fetch(new Request(`http://${host}${path}`, { headers: { host, ...headers } }));

async function setSite(id: number, values: { isBuilding?: boolean; suspendedAt?: Date | null }) {
  await platform.db.owner.update(sites).set(values).where(eq(sites.id, id));
  await platform.sites.reload();
}

const admin = await userWithSession(platform.db, 2, "ADMIN");
const superAdmin = await userWithSession(platform.db, 2, "SUPER_ADMIN");
const customer = await userWithSession(platform.db, 2, "CUSTOMER");
const otherSiteAdmin = await userWithSession(platform.db, 1, "SUPER_ADMIN");
const cookie = (token: string) => ({ cookie: `token=${token}` });

beforeEach(() => setSite(2, { isBuilding: false, suspendedAt: null }));

/**
 * Asks for a page until the page cache serves it: the change feed's notice of an earlier write
 * (beforeEach's) may still drop the site's pages once, on PostgreSQL.
 */
async function warmed(path: string): Promise<string | null> {
  let cache: string | null = null;
  for (let i = 0; i < 20 && cache !== "HIT"; i++) {
    const response = await get(path);
    expect(response.status).toBe(200);
    cache = response.headers.get("x-page-cache");
  }
  return cache;
}

function expectClosed(response: Response, retryAfter: string) {
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe(retryAfter);
  expect(response.headers.get("x-robots-tag")).toBe("noindex");
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("x-page-cache")).toBeNull();
}

describe("a site under construction", () => {
  it("shows visitors the under-construction page on every page of the site, never a cached one", async () => {
    // warmed while open: the home page and a CMS page are in the page cache
    for (const path of ["/", "/le-domaine"]) expect(await warmed(path)).toBe("HIT");
    await setSite(2, { isBuilding: true });
    for (const path of ["/", "/le-domaine", "/shop", "/contact", "/sitemap.xml", "/_root.data"]) {
      const response = await get(path);
      expectClosed(response, "86400");
      const html = await response.text();
      expect(html, path).toMatch(/<meta name="robots" content="noindex[^"]*">/);
      expect(html, path).toContain("Domaine des Trois Coteaux");
      expect(html, path).toContain("en construction");
      expect(html, path).not.toContain("<script");
      expect(html, path).toContain('lang="fr"');
    }
    // the other site goes on
    expect((await get("/", {}, "localhost:3000")).status).toBe(200);
  });

  it("wears the site's logo and colours on the under-construction page", async () => {
    const [logo] = await platform.db.owner
      .select({ src: logos.filename, alt: logos.alt })
      .from(logos)
      .where(and(eq(logos.siteId, 2), eq(logos.type, "LOGO")));
    if (!logo) throw new Error("the domaine has no logo");
    const values = readParameters(
      await platform.db.owner
        .select({ type: parameters.type, value: parameters.value })
        .from(parameters)
        .where(eq(parameters.siteId, 2)),
    ).values;
    await setSite(2, { isBuilding: true });
    const html = await (await get("/")).text();
    expect(html).toContain(`<img class="logo" src="${logo.src}"`);
    expect(html).toContain(`body{background:${values.PRIMARY_COLOR}}`);
    expect(html).toContain(`main{background:${values.BACKGROUND_COLOR}}`);
    expect(html).toContain(`h1{color:${values.HEADING_COLOR}}`);
    expect(html).not.toContain("<script");
  });

  it("shows the owner's new logo and colours to the next visitor, not a minute later", async () => {
    await setSite(2, { isBuilding: true });
    expect(await (await get("/")).text()).not.toContain("#123456");
    const [logo] = await platform.db.owner
      .select({ src: logos.filename })
      .from(logos)
      .where(and(eq(logos.siteId, 2), eq(logos.type, "LOGO")));
    if (!logo) throw new Error("the domaine has no logo");
    // the owner's saves, seen by this process through the change feed as by every other one
    const colour = await setSiteParameter(platform, 2, "PRIMARY_COLOR", "#123456");
    const since = platform.cache.version(2);
    const logoWhere = and(eq(logos.siteId, 2), eq(logos.type, "LOGO"));
    await platform.db.owner.update(logos).set({ filename: "/media/2/nouveau-logo.png" }).where(logoWhere);
    await changeFeedCaughtUp(platform, 2, since);
    try {
      const html = await (await get("/")).text();
      expect(html).toContain("body{background:#123456}");
      expect(html).toContain('<img class="logo" src="/media/2/nouveau-logo.png"');
    } finally {
      await setSiteParameter(platform, 2, "PRIMARY_COLOR", colour);
      await platform.db.owner.update(logos).set({ filename: logo.src }).where(logoWhere);
    }
  });

  it("keeps the login, password and back-office pages reachable for the owner", async () => {
    await setSite(2, { isBuilding: true });
    expect((await get("/auth")).status).toBe(200);
    expect((await get("/password/reset/ask")).status).toBe(200);
    const invitation = await get("/password/reset/a-token-from-the-mail-0123456789?invitation=1");
    expect(invitation.status).toBe(200);
    const html = await invitation.text();
    expect(html).toContain("Bienvenue !");
    expect(html).toContain("pour administrer Domaine des Trois Coteaux");
    expect(html).toMatch(/<input[^>]*type="email" autocomplete="username"[^>]*name="email"/i);
    // the back office asks for a login, as always
    expect((await get("/admin")).status).toBe(302);
  });

  it("logs the invited owner in with the password they chose and opens the back office", async () => {
    await setSite(2, { isBuilding: true });
    const invite = async () => {
      const owner = await userWithSession(platform.db, 2, "SUPER_ADMIN");
      const request = await askPasswordReset(platform.db, 2, owner.email);
      if (!request) throw new Error("no reset token");
      return { owner, token: request.token };
    };
    const accept = (token: string, email: string) =>
      server.fetch(
        new Request(`http://${DOMAINE}/password/reset/${token}?invitation=1`, {
          method: "POST",
          headers: { host: DOMAINE, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            invitation: "1",
            token,
            email,
            password: "Une cave fraîche sous le tuffeau",
          }),
        }),
      );
    const { owner, token } = await invite();
    const accepted = await accept(token, owner.email);
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/admin");
    const session = accepted.headers
      .getSetCookie()
      .map((c) => /^token=([^;]+)/.exec(c)?.[1])
      .filter(Boolean)
      .pop();
    expect(session).toBeTruthy();
    const home = await get("/admin", cookie(String(session)));
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain("Administration");
    expect(html).toContain("Mise en route du site");
    expect(html).toContain("seuls les administrateurs le voient");
    // the token is spent
    expect((await accept(token, owner.email)).status).toBe(422);

    // another address than the invitation's: the password is set, the owner logs in by hand
    const other = await invite();
    const mistaken = await accept(other.token, "quelqu-un@example.fr");
    expect(mistaken.status).toBe(302);
    expect(mistaken.headers.get("location")).toBe("/auth?reset=1&redirectTo=%2Fadmin");
  });

  it("shows its admins the real site with the banner, and its customers the closed page", async () => {
    await setSite(2, { isBuilding: true });
    for (const user of [admin, superAdmin]) {
      const response = await get("/le-domaine", cookie(user.token));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("Site en construction");
      expect(html).toContain("seuls les administrateurs le voient");
      expect(html).toContain('href="/admin#setup"');
      expect(response.headers.get("x-page-cache")).toBeNull();
    }
    expectClosed(await get("/", cookie(customer.token)), "86400");
    // another site's admin is nobody here
    expectClosed(await get("/", cookie(otherSiteAdmin.token)), "86400");
    expectClosed(await get("/", cookie("not-a-session-token-at-all-0123456789")), "86400");
    // an anonymous visitor right after an admin still gets the closed page (nothing was cached)
    expectClosed(await get("/le-domaine"), "86400");
  });

  it("opens: visitors see the site again, and admins no longer see the banner", async () => {
    await setSite(2, { isBuilding: true });
    expectClosed(await get("/"), "86400");
    await setSite(2, { isBuilding: false });
    const response = await get("/");
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain("seuls les administrateurs le voient");
    const asAdmin = await (await get("/", cookie(admin.token))).text();
    expect(asAdmin).not.toContain("seuls les administrateurs le voient");
  });
});

describe("a suspended site", () => {
  it("shows everyone, its admins too, a neutral page on every path, and keeps the other site up", async () => {
    await setSite(2, { suspendedAt: new Date(), isBuilding: false });
    for (const [path, headers] of [
      ["/", {}],
      ["/le-domaine", {}],
      ["/auth", {}],
      ["/admin", cookie(superAdmin.token)],
      ["/", cookie(superAdmin.token)],
      ["/password/reset/ask", {}],
    ] as const) {
      const response = await get(path, headers);
      expectClosed(response, "3600");
      const html = await response.text();
      expect(html, path).toContain("Ce site est momentanément indisponible.");
      expect(html, path).not.toContain("Trois Coteaux");
      expect(html, path).not.toContain("<script");
    }
    expect((await get("/", {}, "localhost:3000")).status).toBe(200);
  });

  it("answers every API call of the site with a 503 envelope, whoever asks", async () => {
    await setSite(2, { suspendedAt: new Date() });
    for (const headers of [{}, { Authorization: `Bearer ${superAdmin.token}` }] as Record<string, string>[]) {
      for (const path of ["/api/site/info", "/api/admin/setup", "/api/product"]) {
        const response = await platform.call(path, { site: 2, headers });
        expect(response.status, path).toBe(503);
        expect(response.headers.get("retry-after")).toBe("3600");
        const body = await envelopeOf(response);
        expect(body.success).toBe(false);
        expect(body.message).toBe("Ce site est momentanément indisponible.");
      }
    }
    expect((await platform.call("/api/site/info", { site: 1 })).status).toBe(200);
  });

  it("keeps its data: lifting the suspension brings the same site back", async () => {
    await setSite(2, { suspendedAt: new Date() });
    expect((await get("/le-domaine")).status).toBe(503);
    await setSite(2, { suspendedAt: null });
    const response = await get("/le-domaine");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Trois Coteaux");
  });
});
