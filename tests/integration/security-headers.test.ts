// Issue 11 §5 (docs/decisions/081): every kind of answer of the real server carries its security
// headers; a rendered page's Content-Security-Policy names a fresh nonce that every inline script
// of the page carries, and a cached page replays the nonce of its own body.
import { readdirSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { withSite } from "../../src/server/db/client";
import { parameters } from "../../src/server/db/schema";
import {
  API_POLICY,
  HSTS,
  PERMISSIONS_POLICY,
  STATIC_PAGE_POLICY,
} from "../../src/server/http/security-headers";
import {
  changeFeedCaughtUp,
  createTestPlatform,
  createTestServer,
  LOOPBACK_PEER,
  root,
} from "../support/test-platform";

const platform = await createTestPlatform();
const cached = await createTestServer(platform);
const uncached = await createTestServer(platform, { pageCache: false });
const behindProxy = await createTestServer(platform, { pageCache: false, trustProxy: true });
afterAll(() => platform.close());

const SITE1 = "localhost:3000";
const SITE2 = "domaine.localhost:3000";

type Server = typeof cached;

function request(
  server: Server,
  p: string,
  init: { host?: string; method?: string; headers?: Record<string, string>; body?: BodyInit } = {},
) {
  const { host = SITE1, headers = {}, ...rest } = init;
  return server.fetch(
    new Request(`http://${host}${p}`, { ...rest, headers: { host, ...headers } }),
    LOOPBACK_PEER,
  );
}

/** The headers every answer carries, whatever it is. */
function expectCommonHeaders(response: Response) {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
  // plain http, no trusted proxy: no HSTS
  expect(response.headers.get("strict-transport-security")).toBeNull();
}

const directives = (policy: string | null) =>
  new Map(
    (policy ?? "").split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

/** The nonce of a page policy, checked against the directives decision 081 asks for. */
function nonceOfPagePolicy(response: Response): string {
  const policy = directives(response.headers.get("content-security-policy"));
  const script = policy.get("script-src") ?? [];
  expect(script).toContain("'self'");
  expect(script).not.toContain("'unsafe-inline'");
  expect(script).not.toContain("'unsafe-eval'");
  expect(policy.get("default-src")).toEqual(["'self'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'self'"]);
  expect(policy.get("form-action")).toEqual(["'self'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
  expect(policy.get("frame-src")).toEqual(
    expect.arrayContaining([
      "'self'",
      "https://www.youtube-nocookie.com/embed/",
      "https://player.vimeo.com/video/",
    ]),
  );
  expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  const nonces = script.filter((s) => s.startsWith("'nonce-"));
  expect(nonces).toHaveLength(1);
  const nonce = /^'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(nonces[0] ?? "")?.[1];
  expect(nonce).toBeDefined();
  return nonce ?? "";
}

/** Every executable inline or module script of the page carries `nonce` (JSON-LD data does not run). */
function expectScriptsCarry(html: string, nonce: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? "");
  const executable = scripts.filter((attributes) => !/type="application\/ld\+json"/.test(attributes));
  expect(executable.length).toBeGreaterThan(3);
  for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);
  expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}"/>`);
}

describe("a rendered page", () => {
  it("names a fresh nonce per render, the one every script of the page carries", async () => {
    const first = await request(uncached, "/");
    const second = await request(uncached, "/");
    expect(first.status).toBe(200);
    expectCommonHeaders(first);
    const [a, b] = [nonceOfPagePolicy(first), nonceOfPagePolicy(second)];
    expect(a).not.toBe(b);
    expectScriptsCarry(await first.text(), a);
    expectScriptsCarry(await second.text(), b);
    // HEAD answers the headers of the GET
    const head = await request(uncached, "/", { method: "HEAD" });
    expectCommonHeaders(head);
    nonceOfPagePolicy(head);
  });

  it("replays, from the page cache, the nonce of the cached body and its policy", async () => {
    const miss = await request(cached, "/news");
    expect(miss.headers.get("x-page-cache")).toBe("MISS");
    const nonce = nonceOfPagePolicy(miss);
    expectScriptsCarry(await miss.text(), nonce);
    const hit = await request(cached, "/news");
    expect(hit.headers.get("x-page-cache")).toBe("HIT");
    expectCommonHeaders(hit);
    expect(hit.headers.get("content-security-policy")).toBe(miss.headers.get("content-security-policy"));
    expectScriptsCarry(await hit.text(), nonce);
    // the compressed copy of the entry is the same page
    const gzip = await request(cached, "/news", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expectCommonHeaders(gzip);
    expect(nonceOfPagePolicy(gzip)).toBe(nonce);
    expectScriptsCarry(gunzipSync(new Uint8Array(await gzip.arrayBuffer())).toString(), nonce);
  });

  it("gives the 404 page of an unknown path and a form action's error page their nonce", async () => {
    const missing = await request(uncached, "/pas-de-page-ici");
    expect(missing.status).toBe(404);
    expectCommonHeaders(missing);
    expectScriptsCarry(await missing.text(), nonceOfPagePolicy(missing));

    const refused = await request(uncached, "/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ _form: "contact-form", firstname: "Inès", email: "pas-un-mail" }),
    });
    expect(refused.status).toBe(422);
    expectCommonHeaders(refused);
    expectScriptsCarry(await refused.text(), nonceOfPagePolicy(refused));
  });

  it("tells the site's pages apart: the tracker's and the owner's hosts, only where configured", async () => {
    const since = platform.cache.version(2);
    const values: Record<string, string> = {
      ANALYTICS_ID: "G-HEADERS1",
      SCRIPT_TO_LOAD: "var s=document.createElement('script');s.src='https://widget.example.com/load.js';",
      AFTER_BODY_HTML_TO_LOAD: '<p>avis</p><script>window.__owner=1</script><img src="x" onerror="alert(1)">',
    };
    await withSite(platform.db, 2, async (tx) => {
      for (const [type, value] of Object.entries(values)) {
        await tx
          .update(parameters)
          .set({ value })
          .where(and(eq(parameters.siteId, 2), eq(parameters.type, type)));
      }
    });
    await changeFeedCaughtUp(platform, 2, since);
    const page = await request(cached, "/", { host: SITE2 });
    const policy = directives(page.headers.get("content-security-policy"));
    expect(policy.get("script-src")).toEqual(
      expect.arrayContaining(["https://www.googletagmanager.com", "https://widget.example.com"]),
    );
    expect(policy.get("connect-src")).toEqual(
      expect.arrayContaining(["https://*.google-analytics.com", "https://widget.example.com"]),
    );
    const html = await page.text();
    const nonce = nonceOfPagePolicy(page);
    expectScriptsCarry(html, nonce);
    // the owner's HTML keeps its script, with the nonce; its handler attribute stays a dead letter
    expect(html).toContain(`<script nonce="${nonce}">window.__owner=1</script>`);
    expect(html).toContain(`<script nonce="${nonce}">var s=document.createElement('script')`);

    // the other site configured neither
    const other = directives((await request(cached, "/")).headers.get("content-security-policy"));
    expect(other.get("script-src")).not.toContain("https://www.googletagmanager.com");
    expect(other.get("script-src")).not.toContain("https://widget.example.com");
  });
});

describe("every other answer", () => {
  it("API JSON, an API 404: a policy that loads nothing and frames nothing", async () => {
    const ok = await request(cached, "/api/parameter", { headers: { idSite: "1" } });
    expect(ok.status).toBe(200);
    const missing = await request(cached, "/api/pas-de-route", { headers: { idSite: "1" } });
    expect(missing.status).toBe(404);
    for (const response of [ok, missing]) {
      expectCommonHeaders(response);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(response.headers.get("content-security-policy")).toBe(API_POLICY);
      expect(response.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("a static asset, a PDF: nosniff, no policy (Chromium's PDF viewer breaks under one)", async () => {
    const asset = readdirSync(path.join(root, "build/client/assets")).find((f) => f.endsWith(".js"));
    const script = await request(cached, `/assets/${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    const image = await request(cached, "/placeholder-image.svg");
    expect(image.status).toBe(200);
    const pdf = await request(cached, "/shop/saumur-champigny-le-puy/fiche-technique", { host: SITE2 });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    for (const response of [script, image, pdf]) {
      expectCommonHeaders(response);
      expect(response.headers.get("content-security-policy")).toBeNull();
      expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    }
  });

  it("redirects, from the renderer and from the server", async () => {
    // a loader's redirect (the account asks for a login)…
    const login = await request(cached, "/account");
    expect(login.status).toBe(302);
    // …and the server's own (the default language's prefix is dropped from a path)
    const locale = await request(cached, "/fr/contact");
    expect(locale.status).toBe(301);
    expect(locale.headers.get("location")).toBe("/contact");
    for (const response of [login, locale]) {
      expectCommonHeaders(response);
      expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    }
  });

  it("the pages without script (unknown host, upload too large, unreadable form) load nothing", async () => {
    const unknown = await request(cached, "/", { host: "inconnu.example" });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Site introuvable");
    const tooLarge = await request(cached, "/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new Uint8Array(20 * 1024 * 1024 + 1),
    });
    expect(tooLarge.status).toBe(413);
    const unreadable = await request(cached, "/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"email":"a@b.fr"}',
    });
    expect(unreadable.status).toBe(400);
    for (const response of [unknown, tooLarge, unreadable]) {
      expectCommonHeaders(response);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("content-security-policy")).toBe(STATIC_PAGE_POLICY);
      expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    }
  });
});

describe("HSTS", () => {
  it("only when the trusted proxy says the visitor came over https", async () => {
    const https = { "x-forwarded-proto": "https" };
    for (const p of ["/", "/api/parameter", "/placeholder-image.svg"]) {
      const response = await request(behindProxy, p, { headers: { ...https, idSite: "1" } });
      expect(response.headers.get("strict-transport-security")).toBe(HSTS);
    }
    expect(
      (await request(behindProxy, "/", { headers: { "x-forwarded-proto": "http" } })).headers.get(
        "strict-transport-security",
      ),
    ).toBeNull();
    // without TRUST_PROXY the header is the client's word: no HSTS
    expect(
      (await request(uncached, "/", { headers: https })).headers.get("strict-transport-security"),
    ).toBeNull();
  });
});
