// A site's domains on the real server and React Router build (issue 19 §4): the other production
// hosts redirect to the canonical one, canonical URLs, the sitemap, robots.txt and the links of
// mails and labels name it, and an unknown host gets the platform's neutral page, never a site.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, siteUrls } from "../../src/server/db/schema";
import { userWithSession } from "../support/admin-session";
import {
  changeFeedCaughtUp,
  createTestPlatform,
  createTestServer,
  LOOPBACK_PEER,
} from "../support/test-platform";

const platform = await createTestPlatform();
const server = await createTestServer(platform);
afterAll(() => platform.close());

const CANONICAL = "www.domaine-trois-coteaux.fr";
const OTHER = "domaine-trois-coteaux.fr";

const ask = (path: string, host: string, init: RequestInit = {}) =>
  server.fetch(
    new Request(`http://${host}${path}`, {
      ...init,
      headers: { host, ...(init.headers as Record<string, string>) },
      redirect: "manual",
    }),
  );
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

beforeAll(async () => {
  // site 2 keeps its seeded domaine.vinisite.fr first: the canonical one is marked, not the first
  const since = platform.cache.version(2);
  await platform.db.owner
    .update(siteUrls)
    .set({ isCanonical: false })
    .where(and(eq(siteUrls.siteId, 2), eq(siteUrls.env, "prod")));
  await platform.db.owner.insert(siteUrls).values([
    { siteId: 2, host: OTHER, env: "prod" },
    { siteId: 2, host: CANONICAL, env: "prod", isCanonical: true },
  ]);
  await changeFeedCaughtUp(platform, 2, since);
  await platform.sites.reload();
});

describe("the canonical domain (issue 19 §4)", () => {
  it("is the marked host, not the list's first", () => {
    const site = platform.sites.byId(2);
    expect(site?.urls.prod[0]).toBe("domaine.vinisite.fr");
    expect(site?.canonical.prod).toBe(CANONICAL);
  });

  it("301s a page asked on another production host to the same path and query there", async () => {
    for (const host of [OTHER, "domaine.vinisite.fr"]) {
      const answer = await ask("/shop?tri=prix&page=2", host);
      expect(answer.status, host).toBe(301);
      expect(answer.headers.get("location")).toBe(`https://${CANONICAL}/shop?tri=prix&page=2`);
    }
  });

  it("serves the page on the canonical host, and on the development hosts without a redirect", async () => {
    for (const host of [CANONICAL, "domaine.localhost:3000"]) {
      const answer = await ask("/", host);
      expect(answer.status, host).toBe(200);
      expect(await answer.text()).toContain("Trois Coteaux");
    }
    // site 1 answers on all three of its development names
    for (const host of ["localhost:3000", "127.0.0.1:3000", "conseil.localhost:3000"]) {
      expect((await ask("/", host)).status, host).toBe(200);
    }
  });

  it("does not redirect a form posted, an API call or an e-label on another production host", async () => {
    const posted = await ask("/contact", OTHER, {
      method: "POST",
      body: new URLSearchParams({ email: "x@example.fr" }),
    });
    expect(posted.status).not.toBe(301);
    const api = await ask("/api/site/info", OTHER, { headers: { idSite: "2", userLang: "fr_FR" } });
    expect(api.status).toBe(200);
    const label = await ask("/e/INCONNU1", OTHER);
    expect(label.status).not.toBe(301);
  });

  it("names the canonical host in canonical links, the sitemap and robots.txt, whatever host asked", async () => {
    const page = await (await ask("/blog", CANONICAL)).text();
    expect(canonicalOf(page)).toBe(`https://${CANONICAL}/blog`);
    const dev = await (await ask("/blog", "domaine.localhost:3000")).text();
    expect(canonicalOf(dev)).toBe(`https://${CANONICAL}/blog`);
    const sitemap = await (await ask("/sitemap.xml", CANONICAL)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBeGreaterThan(3);
    expect(locs.every((l) => l?.startsWith(`https://${CANONICAL}/`))).toBe(true);
    const robots = await (await ask("/robots.txt", "domaine.localhost:3000")).text();
    expect(robots).toContain(`Sitemap: https://${CANONICAL}/sitemap.xml`);
    const info = await ask("/api/site/info", CANONICAL, { headers: { idSite: "2" } });
    expect(((await info.json()) as { data: { url: string } }).data.url).toBe(CANONICAL);
  });

  it("writes mail links on the request's own host when it is the site's, else on the canonical one", async () => {
    let ip = 10;
    const resetLinkFrom = async (url: string) => {
      const { email } = await userWithSession(platform.db, 2, "CUSTOMER");
      await platform.api.fetch(
        new Request(url, {
          method: "PUT",
          headers: {
            idSite: "2",
            "Content-Type": "application/json",
            "X-Forwarded-For": `198.51.100.${ip++}`,
          },
          body: JSON.stringify({ email }),
        }),
        LOOPBACK_PEER,
      );
      const [mail] = await platform.db.owner
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.siteId, 2), eq(mailOutbox.toAddress, email)));
      return mail?.text ?? "";
    };
    expect(await resetLinkFrom("http://evil.example/api/password/reset/ask")).toContain(
      `https://${CANONICAL}/password/reset/`,
    );
    expect(await resetLinkFrom("http://domaine.localhost:3000/api/password/reset/ask")).toContain(
      "http://domaine.localhost:3000/password/reset/",
    );
  });
});

describe("an unknown host (issue 19 §4)", () => {
  it("gets the platform's neutral page: 404, noindex, no script, no site's name or data", async () => {
    for (const [host, path] of [
      ["inconnu.example", "/"],
      ["inconnu.example", "/shop"],
      ["localhost.evil.example", "/contact"],
      ["www.domaine-trois-coteaux.fr.evil.example", "/"],
      ["platform-typo.localhost:3000", "/account"],
    ] as const) {
      const answer = await ask(path, host, { headers: { cookie: "idSite=1; token=abc" } });
      expect(answer.status, host).toBe(404);
      expect(answer.headers.get("x-robots-tag")).toContain("noindex");
      const html = await answer.text();
      expect(html).toContain("Site introuvable");
      expect(html).toContain('name="robots" content="noindex');
      expect(html).not.toMatch(/<script/i);
      for (const site of platform.sites.all()) expect(html, `${host}: ${site.name}`).not.toContain(site.name);
      for (const leak of ["Camille Verdier", "Trois Coteaux", "vs-theme", "vinisite.fr"])
        expect(html).not.toContain(leak);
    }
  });
});
