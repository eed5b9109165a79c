import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { SiteRecord } from "./modules/site/site-registry";
import { createSiteGate, isOwnerPath, type SiteGateOptions } from "./site-gate";

const site: SiteRecord = {
  id: 7,
  name: "Domaine des Essais",
  isWinemaker: true,
  isECommerce: true,
  isBuilding: false,
  technicalFileModel: null,
  dashboardType: null,
  defaultLang: "fr_FR",
  server: null,
  urls: { dev: ["essais.localhost", "127.0.0.1"], prod: ["essais.fr", "www.essais.fr", "essais.wine"] },
  canonical: { dev: "essais.localhost", prod: "www.essais.fr" },
  suspendedAt: null,
  preset: null,
  limits: { mediaQuotaMb: null, maxProducts: null, maxAdmins: null },
};

/** The gate in front of a page that says "page" (null: an unknown host): the server, without the renderer. */
function appWith(options: SiteGateOptions, record: SiteRecord | null = site) {
  const gate = createSiteGate(options);
  const app = new Hono();
  app.all("*", async (c) => (await gate(record ?? undefined, c)) ?? c.text("page"));
  return (method: string, url: string, headers: Record<string, string> = {}) =>
    app.fetch(new Request(url, { method, headers: { host: new URL(url).host, ...headers } }));
}

describe("canonicalRedirect (issue 19 §4)", () => {
  it("301s a page on another production host to the canonical one, path and query kept", async () => {
    const ask = appWith({ mode: "production" });
    for (const host of ["essais.fr", "essais.wine", "ESSAIS.fr."]) {
      const answer = await ask("GET", `http://${host}/shop/rouge?page=2&tri=prix`);
      expect(answer.status).toBe(301);
      expect(answer.headers.get("location")).toBe("https://www.essais.fr/shop/rouge?page=2&tri=prix");
    }
    expect((await ask("HEAD", "http://essais.fr/")).headers.get("location")).toBe("https://www.essais.fr/");
  });

  it("keeps the scheme and the port outside production, https when the proxy saw it", async () => {
    const ask = appWith({ mode: "development" });
    expect((await ask("GET", "http://essais.fr:3000/contact")).headers.get("location")).toBe(
      "http://www.essais.fr:3000/contact",
    );
    const proxied = await ask("GET", "http://essais.fr/contact", { "x-forwarded-proto": "https" });
    expect(proxied.headers.get("location")).toBe("https://www.essais.fr/contact");
  });

  it("leaves the canonical host, dev hosts, local names and IPs alone", async () => {
    const ask = appWith({ mode: "production" });
    for (const url of [
      "http://www.essais.fr/",
      "http://essais.localhost:3000/",
      "http://127.0.0.1:3000/",
      "http://localhost:3000/",
    ]) {
      expect((await ask("GET", url)).status, url).toBe(200);
    }
  });

  it("never redirects a POST, an API call or an e-label", async () => {
    const ask = appWith({ mode: "production" });
    expect((await ask("POST", "http://essais.fr/contact")).status).toBe(200);
    expect((await ask("GET", "http://essais.fr/api/site/info")).status).toBe(200);
    expect((await ask("GET", "http://essais.fr/api")).status).toBe(200);
    expect((await ask("GET", "http://essais.fr/e/AB12CD")).status).toBe(200);
  });

  it("does nothing for a site without a production host", async () => {
    const ask = appWith(
      { mode: "production" },
      {
        ...site,
        urls: { dev: ["essais.localhost"], prod: [] },
        canonical: { dev: "essais.localhost", prod: null },
      },
    );
    expect((await ask("GET", "http://essais.localhost/")).status).toBe(200);
  });

  it("a host in both lists counts as a development host", async () => {
    const both = { ...site, urls: { dev: ["essais.fr"], prod: ["essais.fr", "www.essais.fr"] } };
    expect((await appWith({ mode: "production" }, both)("GET", "http://essais.fr/")).status).toBe(200);
  });
});

describe("the unknown host page", () => {
  it("is a 404 French page, noindex, no script, uncached, with no site's name", async () => {
    const answer = await appWith({ mode: "production" }, null)("GET", "http://inconnu.example/shop");
    expect(answer.status).toBe(404);
    expect(answer.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const html = await answer.text();
    expect(html).toMatch(/^<!doctype html><html lang="fr">/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain("<h1>Site introuvable</h1>");
    expect(html).not.toMatch(/<script|<link|<img|src=/i);
  });
});

describe("what a site under construction keeps reachable (issue 19 §3)", () => {
  it("lets the owner log in, set a password and reach the back office, in every language", () => {
    for (const path of [
      "/auth",
      "/auth.data",
      "/en/auth",
      "/logout",
      "/admin",
      "/admin.data",
      "/admin/settings",
      "/admin/settings.data",
      "/password/reset",
      "/password/reset/ask",
      "/password/reset/abcdefghijklmnopqrstuvwxyz",
      "/en/password/reset/abc.data",
      "/__manifest",
    ])
      expect(isOwnerPath(path), path).toBe(true);
  });

  it("keeps every page of the site itself behind the under-construction page", () => {
    for (const path of [
      "/",
      "/_root.data",
      "/en",
      "/shop",
      "/shop/un-vin",
      "/contact",
      "/authentique",
      "/auth-extra",
      "/administration",
      "/password",
      "/password/resetx",
      "/account",
      "/sitemap.xml",
      "/le-domaine/admin",
    ])
      expect(isOwnerPath(path), path).toBe(false);
  });
});
