// Locales of the storefront (spec §2 routes, §4, §9): French by default without prefix; a site
// that offers English serves it under /en, the choice remembered by a cookie; the page cache never
// mixes languages.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { withSite } from "../../src/server/db/client";
import { languages, siteLanguages } from "../../src/server/db/schema";
import { changeFeedCaughtUp, createTestPlatform, createTestServer } from "../support/test-platform";

const platform = await createTestPlatform();
const server = await createTestServer(platform);
afterAll(() => platform.close());

const get = (path: string, host = "localhost:3000", headers: Record<string, string> = {}) =>
  server.fetch(new Request(`http://${host}${path}`, { headers: { host, ...headers }, redirect: "manual" }));

async function offerEnglish(idSite: number) {
  const since = platform.cache.version(idSite);
  const [english] = await platform.db.owner.select().from(languages).where(eq(languages.code, "en_GB"));
  if (!english) throw new Error("en_GB is not seeded");
  await withSite(platform.db, idSite, (tx) =>
    tx.insert(siteLanguages).values({ siteId: idSite, languageId: english.id, isDefault: false }),
  );
  await changeFeedCaughtUp(platform, idSite, since);
}

describe("a French-only site (both demo sites today)", () => {
  it("serves French without prefix", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="fr"/);
    expect(html).toContain("Menu principal");
  });

  it("answers 404 under /en, in French", async () => {
    for (const path of ["/en", "/en/contact", "/en/legal-notice"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("Cette page est introuvable");
    }
  });

  it("sends the default language's prefix to the page without it", async () => {
    const response = await get("/fr/contact?x=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/contact?x=1");
  });

  it("ignores a language cookie for a language it does not offer", async () => {
    const response = await get("/contact", "localhost:3000", { cookie: "lang=en" });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<html lang="fr"/);
  });

  it("shows no language menu", async () => {
    expect(await (await get("/")).text()).not.toContain('aria-label="Langue"');
  });
});

describe("a site that offers English", () => {
  it("serves English under /en: html lang, texts, menu links, language menu and 404 page", async () => {
    await offerEnglish(2);
    const response = await get("/en", "domaine.localhost:3000");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain("Main menu");
    expect(html).toContain("Alcohol abuse is dangerous for your health");
    expect(html).toMatch(/href="\/en\/contact"/);
    // the language menu offers both, the current one marked
    expect(html).toMatch(/<nav aria-label="Language"/);
    const french = html.match(/<a [^>]*hreflang="fr"[^>]*>/i)?.[0] ?? "";
    expect(french).toContain('href="/"');
    expect(html.match(/<a [^>]*hreflang="en"[^>]*>/i)?.[0]).toContain('aria-current="true"');

    const notFound = await get("/en/nowhere", "domaine.localhost:3000");
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain("This page could not be found");
  });

  it("serves the same pages, CMS and legal, under /en, the language menu leading to their French twin", async () => {
    const contact = await get("/en/contact", "domaine.localhost:3000");
    expect(contact.status).toBe(200);
    const html = await contact.text();
    expect(html.match(/<a [^>]*hreflang="fr"[^>]*>/i)?.[0]).toContain('href="/contact"');
    expect((await get("/en/legal-notice", "domaine.localhost:3000")).status).toBe(200);
  });

  it("shows the login and registration page in English under /en", async () => {
    const response = await get("/en/auth", "domaine.localhost:3000");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toMatch(/<title>Log in or register — [^<]+<\/title>/);
    expect(html).toMatch(/<h2 id="login-title"[^>]*>Log in<\/h2>/);
    expect(html).toContain("Forgot your password?");
    expect(html).toContain('aria-label="Show the password"');
    expect(html).not.toContain("Mot de passe oublié");
  });

  it("keeps French without prefix, and never serves one language from the other's cache", async () => {
    await get("/contact", "domaine.localhost:3000");
    const french = await get("/contact", "domaine.localhost:3000");
    expect(french.headers.get("x-page-cache")).toBe("HIT");
    expect(await french.text()).toMatch(/<html lang="fr"/);
    const english = await get("/en/contact", "domaine.localhost:3000");
    expect(await english.text()).toMatch(/<html lang="en"/);
  });

  it("sends a visitor who chose English to the English page (spec §4: the locale cookie)", async () => {
    const response = await get("/contact?ref=news", "domaine.localhost:3000", { cookie: "token=; lang=en" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en/contact?ref=news");
    expect(response.headers.get("cache-control")).toContain("no-store");
    const home = await get("/", "domaine.localhost:3000", { cookie: "lang=en" });
    expect(home.headers.get("location")).toBe("/en");
  });

  it("lets a visitor who chose French stay on the French pages", async () => {
    const response = await get("/contact", "domaine.localhost:3000", { cookie: "lang=fr" });
    expect(response.status).toBe(200);
  });

  it("never redirects a data request: it follows its URL", async () => {
    const response = await get("/contact.data", "domaine.localhost:3000", { cookie: "lang=en" });
    expect(response.status).not.toBe(302);
    expect(response.headers.get("location")).toBeNull();
  });
});
