// Issue 19 §1, §2, §4, §6: the operator's services on a real database — a new site from a preset,
// its owner's invitation, every action with its audit line, the refusals, the tenancy wall
// around the new site, and the operator API's key.
import { and, eq, sql as sqlTag } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, withSite } from "../../src/server/db/client";
import { mailOutbox, pages, parameters, platformAudit, users } from "../../src/server/db/schema";
import { ApiError } from "../../src/server/http/api-error";
import type { Actor, PlatformDeps } from "../../src/server/modules/platform/deps";
import { operatorApi } from "../../src/server/modules/platform/operator-api";
import {
  addDomain,
  getSite,
  listAudit,
  listSites,
  removeDomain,
  resumeSite,
  setBuilding,
  setCanonical,
  setLimits,
  suspendSite,
} from "../../src/server/modules/platform/platform-service";
import { createSite } from "../../src/server/modules/platform/site-factory";
import { userWithSession } from "../support/admin-session";
import { platformDepsOf } from "../support/platform-deps";
import { createTestPlatform, envelopeOf, type TestPlatform } from "../support/test-platform";

let platform: TestPlatform;
let deps: PlatformDeps;
const actor: Actor = { kind: "cli", name: "test@machine" };
const TOKEN = "operator-test-token-0123456789abcdef";
const unique = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  platform = await createTestPlatform({ mode: "development" });
  deps = platformDepsOf(platform, { operatorApiToken: TOKEN });
});
afterAll(async () => platform?.close());

async function newSite(overrides: Record<string, unknown> = {}) {
  const tag = unique();
  return createSite(deps, actor, {
    name: `Domaine ${tag}`,
    isWinemaker: true,
    isECommerce: true,
    preset: "nature",
    hosts: { dev: [`d-${tag}.localhost`], prod: [`www.d-${tag}.fr`] },
    ownerEmail: `owner-${tag}@example.fr`,
    ...overrides,
  });
}

async function auditOf(siteId: number) {
  return listAudit(deps, { siteId });
}

describe("createSite", () => {
  it("makes a site under construction, at its preset, with the winemaker's tree and its hosts", async () => {
    const { site, invitationUrl } = await newSite({ demoContent: true });
    expect(site.id).toBeGreaterThan(2);
    expect(site).toMatchObject({ isBuilding: true, isWinemaker: true, isECommerce: true, preset: "nature" });
    expect(
      site.urls
        .filter((u) => u.isCanonical)
        .map((u) => u.env)
        .sort(),
    ).toEqual(["dev", "prod"]);
    expect(platform.sites.byId(site.id)?.isBuilding).toBe(true);
    expect(invitationUrl).toMatch(
      new RegExp(`^http://${site.urls[0]?.host}:3000/password/reset/[\\w-]{43}\\?invitation=1$`),
    );

    const tree = await platform.call("/api/page", { site: site.id });
    expect(tree.status).toBe(200);
    const urls = JSON.stringify((await envelopeOf(tree)).data);
    for (const url of ['"url":""', '"url":"le-domaine"', '"url":"nos-vins"', '"url":"contact"']) {
      expect(urls).toContain(url);
    }
    const values = await withSite(platform.db, site.id, (tx) =>
      tx.select().from(parameters).where(eq(parameters.siteId, site.id)),
    );
    const value = (type: string) => values.find((v) => v.type === type)?.value;
    expect(value("COMPANY_NAME")).toBe(site.name);
    expect(value("PRIMARY_COLOR")).toBe("#46624EFF");
    expect(value("LEGAL_NOTICE")).toContain("{{COMPANY_NAME}}");
    expect(value("ALCOHOL_PREVENTION_BANNER")).toBe(true);

    // the demo switch: one wine with a vintage and its stock, sellable at once
    const list = await envelopeOf(await platform.call("/api/product", { site: site.id }));
    expect(JSON.stringify(list.data)).toContain("cuvee-du-domaine-rouge");
    const [opening] = await withSite(platform.db, site.id, (tx) =>
      queryRows<{ total: number }>(tx, sqlTotalStock(site.id)),
    );
    expect(Number(opening?.total)).toBe(60);

    const [line] = await auditOf(site.id);
    expect(line).toMatchObject({ action: "site.create", actor: "cli:test@machine", siteName: site.name });
  });

  it("gives a consultant the spec's page tree, without the shop", async () => {
    const { site } = await newSite({ isWinemaker: false, isECommerce: false, preset: "consultant" });
    const rows = await withSite(platform.db, site.id, (tx) =>
      tx.select({ url: pages.url }).from(pages).where(eq(pages.siteId, site.id)),
    );
    expect(rows.map((r) => r.url).sort()).toEqual(
      [
        "",
        "contact",
        "realisations-portfolio",
        "services",
        "services/gestion-projet-evenementiel",
        "services/strategie-communication",
      ].sort(),
    );
  });

  it("mails the owner a single-use link that sets the password, then logs in", async () => {
    const { site, invitationUrl } = await newSite();
    const owner = site.urls.length ? await ownerOf(site.id) : null;
    expect(owner?.role).toBe("SUPER_ADMIN");
    const [mail] = await withSite(platform.db, site.id, (tx) =>
      tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.siteId, site.id), eq(mailOutbox.kind, "platform.invitation"))),
    );
    expect(mail?.toAddress).toBe(owner?.email);
    expect(mail?.subject).toContain(site.name);
    expect(mail?.text).toContain(invitationUrl);

    const token = new URL(invitationUrl).pathname.split("/").pop() ?? "";
    const password = "Vendanges-tardives-2026!";
    const reset = await platform.call("/api/password/reset", {
      site: site.id,
      method: "PUT",
      json: { token, password },
    });
    expect(reset.status).toBe(200);
    const again = await platform.call("/api/password/reset", {
      site: site.id,
      method: "PUT",
      json: { token, password: "Un-autre-mot-de-passe-2026!" },
    });
    expect(again.status).toBe(422);
    const login = await platform.call("/api/login", {
      site: site.id,
      method: "POST",
      json: { email: owner?.email, password },
    });
    expect(login.status).toBe(200);
    // the link is the new site's: on another site it is nothing
    const elsewhere = await platform.call("/api/login", {
      site: 1,
      method: "POST",
      json: { email: owner?.email, password },
    });
    expect(elsewhere.status).not.toBe(200);
  });

  it("refuses a host another site has, and bad input, with field errors, writing nothing", async () => {
    const before = (await listSites(deps)).length;
    await expect(newSite({ hosts: { dev: ["domaine.localhost"], prod: [] } })).rejects.toMatchObject({
      status: 422,
      data: { errors: { host: [{ key: "platform.hostTaken" }] } },
    });
    const bad = await newSite({ name: " ", hosts: { dev: [], prod: [] }, ownerEmail: "nope" }).catch(
      (e) => e,
    );
    expect(bad).toBeInstanceOf(ApiError);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(["hosts", "name", "ownerEmail"]);
    expect((await listSites(deps)).length).toBe(before);
  });

  it("keeps the new site's rows behind its wall: another site sees none of them", async () => {
    const { site } = await newSite();
    const seen = await withSite(platform.db, 1, (tx) =>
      tx.select().from(pages).where(eq(pages.siteId, site.id)),
    );
    expect(seen).toEqual([]);
    const own = await withSite(platform.db, site.id, (tx) =>
      tx.select().from(pages).where(eq(pages.siteId, site.id)),
    );
    expect(own.length).toBe(4);
  });
});

function sqlTotalStock(siteId: number) {
  return sqlTag`select coalesce(sum(delta), 0) as total from stock_movements where site_id = ${siteId}`;
}

async function ownerOf(siteId: number) {
  const [owner] = await withSite(platform.db, siteId, (tx) =>
    tx.select({ email: users.email, role: users.role }).from(users).where(eq(users.siteId, siteId)),
  );
  return owner;
}

describe("the operator's actions", () => {
  it("suspends, resumes, opens, closes and sets limits, each with its audit line", async () => {
    const { site } = await newSite();
    const suspended = await suspendSite(deps, actor, site.id, "impayé");
    expect(suspended.suspendedAt).not.toBeNull();
    expect(platform.sites.byId(site.id)?.suspendedAt).not.toBeNull();
    expect((await resumeSite(deps, actor, site.id)).suspendedAt).toBeNull();
    expect((await setBuilding(deps, actor, site.id, false)).isBuilding).toBe(false);
    expect(platform.sites.byId(site.id)?.isBuilding).toBe(false);
    expect((await setBuilding(deps, actor, site.id, true)).isBuilding).toBe(true);
    const limited = await setLimits(deps, actor, site.id, { maxProducts: 50 });
    expect(limited.limits).toEqual({ mediaQuotaMb: null, maxProducts: 50, maxAdmins: null });
    const more = await setLimits(deps, actor, site.id, { mediaQuotaMb: 200, maxProducts: null });
    expect(more.limits).toEqual({ mediaQuotaMb: 200, maxProducts: null, maxAdmins: null });
    const actions = (await auditOf(site.id)).map((l) => l.action).reverse();
    expect(actions).toEqual([
      "site.create",
      "site.suspend",
      "site.resume",
      "site.open",
      "site.close",
      "site.limits",
      "site.limits",
    ]);
    const [last] = await auditOf(site.id);
    expect(last?.details).toMatchObject({ after: { mediaQuotaMb: 200, maxProducts: null } });
    await expect(suspendSite(deps, actor, 999_999, "")).rejects.toMatchObject({ status: 404 });
  });

  it("adds, marks canonical and removes hosts; never takes another site's, never the last one", async () => {
    const { site } = await newSite();
    const tag = unique();
    const prod = site.urls.find((u) => u.env === "prod")?.host ?? "";
    let now = await addDomain(deps, actor, site.id, { host: `shop-${tag}.fr`, env: "prod", canonical: true });
    expect(now.urls.filter((u) => u.env === "prod" && u.isCanonical).map((u) => u.host)).toEqual([
      `shop-${tag}.fr`,
    ]);
    expect(platform.sites.byHost(`shop-${tag}.fr`)?.id).toBe(site.id);
    expect(platform.sites.byId(site.id)?.canonical.prod).toBe(`shop-${tag}.fr`);

    now = await setCanonical(deps, actor, site.id, prod);
    expect(platform.sites.byId(site.id)?.canonical.prod).toBe(prod);
    // removing the canonical host: the next one of its env takes its place
    now = await removeDomain(deps, actor, site.id, prod);
    expect(now.urls.find((u) => u.env === "prod")).toEqual({
      host: `shop-${tag}.fr`,
      env: "prod",
      isCanonical: true,
    });
    expect(platform.sites.byHost(prod)).toBeUndefined();

    await expect(
      addDomain(deps, actor, site.id, { host: "domaine.localhost", env: "dev", canonical: false }),
    ).rejects.toMatchObject({ status: 422, data: { errors: { host: [{ key: "platform.hostTaken" }] } } });
    expect(platform.sites.byHost("domaine.localhost")?.id).toBe(2);

    const dev = site.urls.find((u) => u.env === "dev")?.host ?? "";
    await removeDomain(deps, actor, site.id, dev);
    await expect(removeDomain(deps, actor, site.id, `shop-${tag}.fr`)).rejects.toMatchObject({
      status: 422,
      data: { errors: { host: [{ key: "platform.lastHost" }] } },
    });
    await expect(removeDomain(deps, actor, site.id, "absent.example")).rejects.toMatchObject({ status: 404 });
    const actions = (await auditOf(site.id)).map((l) => l.action);
    expect(actions.filter((a) => a.startsWith("site.domain"))).toEqual([
      "site.domain.remove",
      "site.domain.remove",
      "site.domain.canonical",
      "site.domain.add",
    ]);
    const refused = await platform.db.owner
      .select()
      .from(platformAudit)
      .where(eq(platformAudit.siteId, site.id));
    expect(refused.length).toBe(actions.length);
  });

  it("answers a site as the operator sees it, and null for none", async () => {
    const { site } = await newSite();
    expect(await getSite(deps, site.id)).toEqual(site);
    expect(await getSite(deps, 999_999)).toBeNull();
    expect((await listSites(deps)).map((s) => s.id)).toContain(site.id);
  });
});

describe("the operator API", () => {
  const api = () => operatorApi(deps);
  const call = (path: string, init: RequestInit & { token?: string | null } = {}) => {
    const { token = TOKEN, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token) headers.set("Authorization", `Bearer ${token}`);
    return api().request(path, { ...rest, headers });
  };

  it("refuses a call without the token, with a wrong one, and with a site's session token", async () => {
    expect((await call("/site", { token: null })).status).toBe(401);
    expect((await call("/site", { token: `${TOKEN}x` })).status).toBe(401);
    const admin = await userWithSession(platform.db, 1, "SUPER_ADMIN");
    const response = await call("/site", { token: admin.token });
    expect(response.status).toBe(401);
    expect((await envelopeOf(response)).success).toBe(false);
    const unset = operatorApi({ ...deps, operatorApiToken: undefined });
    expect((await unset.request("/site", { headers: { Authorization: "Bearer " } })).status).toBe(401);
  });

  it("creates a site and acts on it; bad input is a 422 with field errors in French", async () => {
    const tag = unique();
    const json = (body: unknown) => ({
      body: JSON.stringify(body),
      headers: { "Content-Type": "application/json" },
    });
    const created = await call("/site", {
      method: "POST",
      ...json({
        name: `API ${tag}`,
        hosts: { dev: [`api-${tag}.localhost`] },
        ownerEmail: `o-${tag}@example.fr`,
      }),
    });
    expect(created.status).toBe(201);
    const { site } = (await envelopeOf(created)).data as { site: { id: number } };
    expect((await call(`/site/${site.id}/open`, { method: "POST" })).status).toBe(200);
    expect((await call(`/site/${site.id}/suspend`, { method: "POST" })).status).toBe(200);
    const limits = await call(`/site/${site.id}/limits`, { method: "PUT", ...json({ maxAdmins: 3 }) });
    expect(((await envelopeOf(limits)).data as { limits: { maxAdmins: number } }).limits.maxAdmins).toBe(3);
    const domain = await call(`/site/${site.id}/domain`, {
      method: "POST",
      ...json({ host: `www.api-${tag}.fr` }),
    });
    expect(domain.status).toBe(201);
    expect(
      (await call(`/site/${site.id}/domain/www.api-${tag}.fr/canonical`, { method: "POST" })).status,
    ).toBe(200);
    expect((await call(`/site/${site.id}/domain/www.api-${tag}.fr`, { method: "DELETE" })).status).toBe(200);
    const audit = await envelopeOf(await call(`/audit?siteId=${site.id}`));
    expect((audit.data as unknown[]).length).toBe(7);

    const bad = await call("/site", {
      method: "POST",
      ...json({ name: "", hosts: { dev: ["not a host"] } }),
    });
    expect(bad.status).toBe(422);
    const body = await envelopeOf(bad);
    const errors = (body.data as { errors: Record<string, string[]> }).errors;
    expect(errors.name).toEqual(["Le site doit avoir un nom"]);
    expect(errors["hosts.dev.0"]?.[0]).toContain("nom d’hôte n’est pas valide");
    expect(errors.ownerEmail).toBeDefined();
    expect((await call("/site/abc")).status).toBe(400);
    expect((await call("/site/999999")).status).toBe(404);
  });
});
