import { describe, expect, it } from "vitest";
import type { SiteRecord } from "../site/site-registry";
import { clearedSessionCookies, cookieDomainFor, sessionCookies } from "./cookies";

const site = (id: number, dev: string[], prod: string[] = []): SiteRecord => ({
  id,
  name: `site ${id}`,
  isWinemaker: false,
  isECommerce: false,
  isBuilding: false,
  technicalFileModel: null,
  dashboardType: null,
  defaultLang: "fr_FR",
  server: null,
  urls: { dev, prod },
  canonical: { dev: dev[0] ?? null, prod: prod[0] ?? null },
  suspendedAt: null,
  preset: null,
  limits: { mediaQuotaMb: null, maxProducts: null, maxAdmins: null },
});

describe("cookie domain (spec §9: on the parent domain of the site's own domain)", () => {
  const domaine = site(
    2,
    ["domaine.localhost"],
    ["www.example-domaine.fr", "example-domaine.fr", "boutique.example-domaine.fr"],
  );
  const hosted = site(3, [], ["client-a.vinisite.fr"]);
  const hosted2 = site(4, [], ["client-b.vinisite.fr"]);
  const lonely = site(5, [], ["www.seul.fr"]);
  const all = [domaine, hosted, hosted2, lonely];

  it("puts them on the site's own parent domain", () => {
    expect(cookieDomainFor("www.example-domaine.fr", domaine, all)).toBe("example-domaine.fr");
    expect(cookieDomainFor("boutique.example-domaine.fr:443", domaine, all)).toBe("example-domaine.fr");
    expect(cookieDomainFor("www.seul.fr", lonely, all)).toBe("seul.fr");
  });

  it("keeps them host-only on a shared domain, a bare domain, localhost and IP addresses", () => {
    expect(cookieDomainFor("client-a.vinisite.fr", hosted, all)).toBeNull();
    expect(cookieDomainFor("example-domaine.fr", domaine, all)).toBeNull();
    expect(cookieDomainFor("domaine.localhost:3000", domaine, all)).toBeNull();
    expect(cookieDomainFor("localhost", domaine, all)).toBeNull();
    expect(cookieDomainFor("127.0.0.1", domaine, all)).toBeNull();
  });

  it("never uses a host the site does not own", () => {
    expect(cookieDomainFor("www.evil.example", domaine, all)).toBeNull();
  });

  it("would not share www.x.fr's parent with another site under it", () => {
    const other = site(6, [], ["boutique.seul.fr"]);
    expect(cookieDomainFor("www.seul.fr", lonely, [...all, other])).toBeNull();
  });
});

describe("session cookies", () => {
  it("are a day long, SameSite=Lax, the token HttpOnly, Secure when asked", () => {
    const [token, idSite] = sessionCookies("abc", 2, { domain: "example-domaine.fr", secure: true });
    expect(token).toBe(
      "token=abc; Path=/; Max-Age=86400; SameSite=Lax; Domain=example-domaine.fr; Secure; HttpOnly",
    );
    expect(idSite).toBe("idSite=2; Path=/; Max-Age=86400; SameSite=Lax; Domain=example-domaine.fr; Secure");
  });

  it("are cleared on the domain and host-only", () => {
    const cleared = clearedSessionCookies({ domain: "example-domaine.fr", secure: false });
    expect(cleared).toHaveLength(4);
    expect(cleared.every((c) => c.includes("Max-Age=0"))).toBe(true);
  });
});
