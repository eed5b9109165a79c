// The sites' screens of the operator's console (issue 19 §1–§6, decision 109), through the real
// server: list and search, a new site, its page and every action on it, the audit log. They call
// the services of platform-service.ts, site-factory.ts, dns.ts and archive.ts, filled by the other
// branches of issue 19: this file passes once those are merged.
import { afterAll, describe, expect, it } from "vitest";
import { upsertOperator } from "../../src/server/modules/platform/operators";
import { consoleBrowser } from "../support/operator-console";
import { createTestPlatform, createTestServer } from "../support/test-platform";

const platform = await createTestPlatform();
const server = await createTestServer(platform);
afterAll(() => platform.close());

const EMAIL = "ops-sites@platform.example";
const PASSWORD = "Console-sites-2026!";
await upsertOperator(platform.db, { email: EMAIL, password: PASSWORD });
const browser = consoleBrowser(server);
await browser.login(EMAIL, PASSWORD);

/** Posts a form of a page, follows the redirect: the page it lands on. */
async function submit(page: string, action: string, fields: Record<string, string>) {
  await browser.get(page);
  const sent = await browser.post(action, fields);
  if (sent.response.status !== 303) return { status: sent.response.status, html: sent.html, location: null };
  const location = sent.response.headers.get("location") ?? "";
  const landed = await browser.get(location);
  return { status: landed.response.status, html: landed.html, location };
}

let siteId = 0;

describe("the sites", () => {
  it("lists the demo sites with their state and domains, and searches by name or host", async () => {
    const { response, html } = await browser.get("/");
    expect(response.status).toBe(200);
    expect(html).toContain("domaine.localhost");
    expect(html).toMatch(/Ouvert|En construction/);
    const found = await browser.get("/?q=domaine.localhost");
    expect(found.html).toContain('href="/sites/2"');
    expect(found.html).not.toContain('href="/sites/1"');
  });

  it("refuses a new site with bad fields next to each, keeping what was typed", async () => {
    const refused = await submit("/sites/new", "/sites/new", {
      name: "",
      devHosts: "pas un hôte!",
      ownerEmail: "x",
    });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('id="new-name-error"');
    expect(refused.html).toContain('id="new-devHosts-error"');
    expect(refused.html).toContain('id="new-ownerEmail-error"');
    expect(refused.html).toContain("pas un hôte!");
  });

  it("creates a site: its page says the invitation was sent; the host taken by another site is refused", async () => {
    const created = await submit("/sites/new", "/sites/new", {
      name: "Domaine Console",
      isWinemaker: "on",
      isECommerce: "on",
      preset: "winemaker",
      defaultLang: "fr_FR",
      devHosts: "console-essai.localhost",
      ownerEmail: "owner-console@example.fr",
    });
    expect(created.location).toMatch(/^\/sites\/\d+$/);
    siteId = Number(created.location?.split("/").pop());
    expect(created.html).toContain("l’invitation a été envoyée à owner-console@example.fr");
    expect(created.html).toContain("En construction");
    const taken = await submit("/sites/new", "/sites/new", {
      name: "Voleur de domaine",
      devHosts: "domaine.localhost",
      ownerEmail: "voleur@example.fr",
    });
    expect(taken.status).toBeGreaterThanOrEqual(400);
    expect(taken.html).toContain('value="Voleur de domaine"');
  });

  it("opens, suspends (with confirmation) and resumes the site", async () => {
    const page = `/sites/${siteId}`;
    expect((await submit(page, `${page}/open`, {})).html).toContain("Le site est ouvert aux visiteurs");
    const unconfirmed = await submit(page, `${page}/suspend`, { reason: "Impayé" });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.html).toContain("Cochez la case pour confirmer");
    const suspended = await submit(page, `${page}/suspend`, { reason: "Impayé", confirm: "on" });
    expect(suspended.html).toContain("Suspendu");
    expect((await submit(page, `${page}/resume`, {})).html).toContain("Le site est de nouveau en ligne");
  });

  it("sets limits, refusing a bad number next to its field", async () => {
    const page = `/sites/${siteId}`;
    const bad = await submit(page, `${page}/limits`, {
      mediaQuotaMb: "",
      maxProducts: "beaucoup",
      maxAdmins: "",
    });
    expect(bad.status).toBe(422);
    expect(bad.html).toContain('id="lim-maxProducts-error"');
    const saved = await submit(page, `${page}/limits`, {
      mediaQuotaMb: "",
      maxProducts: "50",
      maxAdmins: "2",
    });
    expect(saved.html).toContain("Limites enregistrées");
    expect(saved.html).toContain('value="50"');
  });

  it("adds a domain and shows the DNS record to set", async () => {
    const page = `/sites/${siteId}`;
    const added = await submit(page, `${page}/domain`, {
      host: "www.console-essai.fr",
      env: "prod",
      canonical: "on",
    });
    expect(added.html).toContain("Enregistrement DNS à créer pour www.console-essai.fr");
    expect(added.html).toContain("CNAME");
    expect(added.html).toContain("canonique");
  });

  it("refuses a deletion whose typed name is not the site's", async () => {
    const page = `/sites/${siteId}`;
    const refused = await submit(page, `${page}/delete`, { confirmName: "Autre nom" });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain("Saisissez le nom du site exactement");
  });

  it("writes every action in the audit log, newest first", async () => {
    const { html } = await browser.get("/audit");
    expect(html).toContain("Domaine Console");
    expect(html).toContain(`operator:${EMAIL}`);
    const site = await browser.get(`/sites/${siteId}`);
    expect(site.html).toContain("Journal du site");
  });

  it("answers an unknown site with a 404 page", async () => {
    const { response } = await browser.get("/sites/999999");
    expect(response.status).toBe(404);
  });
});
