// The storefront served by the real server and React Router build, on a copy of the seeded
// database: site resolution, theme in the first bytes, page cache and its invalidation.
import { once } from "node:events";
import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { legalPages } from "../../schemas/site";
import { withSite } from "../../src/server/db/client";
import { pages, parameters } from "../../src/server/db/schema";
import { seedDatabase } from "../../src/server/db/seed/seed";
import { changeFeedCaughtUp, createTestPlatform, createTestServer } from "../support/test-platform";

const platform = await createTestPlatform();
const server = await createTestServer(platform);
afterAll(() => platform.close());

const get = (path: string, host = "localhost:3000", headers: Record<string, string> = {}) =>
  server.fetch(new Request(`http://${host}${path}`, { headers: { host, ...headers } }));

const themeOf = (html: string) => html.match(/<style id="vs-theme">([^<]*)<\/style>/)?.[1] ?? "";

async function setParameter(idSite: number, type: string, value: string | number) {
  const since = platform.cache.version(idSite);
  await withSite(platform.db, idSite, (tx) =>
    tx
      .update(parameters)
      .set({ value })
      .where(and(eq(parameters.siteId, idSite), eq(parameters.type, type))),
  );
  await changeFeedCaughtUp(platform, idSite, since);
}

describe("seed", () => {
  it("is idempotent: a second start changes nothing", async () => {
    const before = await platform.db.owner.select({ id: pages.id }).from(pages);
    expect(await seedDatabase(platform.db)).toEqual([]);
    const after = await platform.db.owner.select({ id: pages.id }).from(pages);
    expect(after).toEqual(before);
  });
});

describe("storefront", () => {
  it("resolves the site from the Host header", async () => {
    const one = await (await get("/", "localhost:3000")).text();
    const two = await (await get("/", "domaine.localhost:3000")).text();
    expect(one).toContain("Camille Verdier");
    expect(two).toContain("Trois Coteaux");
    const unknown = await get("/", "inconnu.example");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Site introuvable");
  });

  it("puts the site's theme in the head of the first response", async () => {
    const html = await (await get("/")).text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="fr"/i);
    const css = themeOf(html);
    expect(css).toContain("--vs-primary-color:#0E4D55FF");
    expect(css).toContain("--vs-primary-color-rgb:14 77 85");
    expect(css).toContain("--vs-logo-height:125px");
    expect(html.indexOf('id="vs-theme"')).toBeLessThan(html.indexOf("<body"));
  });

  it("answers the spec's 404 page in French with a link home", async () => {
    const response = await get("/nulle-part");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Cette page est introuvable");
    expect(html).toMatch(/<a[^>]+href="\/"[^>]*>Retour à l’accueil<\/a>/);
  });

  it("serves every legal page with its placeholders filled, on both sites", async () => {
    for (const host of ["localhost:3000", "domaine.localhost:3000"]) {
      for (const page of legalPages) {
        const response = await get(`/${page.path}`, host);
        expect(response.status, `${host}/${page.path}`).toBe(200);
        const html = await response.text();
        // in what the page shows: its scripts carry the texts' templates (docs/decisions/076)
        const shown = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
        expect(shown, `${host}/${page.path}`).not.toContain("{{");
        expect(html).toContain(page.title);
      }
    }
    const notice = await (await get("/legal-notice")).text();
    expect(notice).toContain("912 408 531"); // the seeded SIRET, filled into {{SIRET_NUMBER}}
  });

  it("serves anonymous views from the page cache, and logged-in views fresh", async () => {
    await get("/services");
    const second = await get("/services");
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    const logged = await get("/services", "localhost:3000", { cookie: "token=abc" });
    expect(logged.headers.get("x-page-cache")).toBeNull();
  });

  it("keeps cached pages compressed (gzip, and brotli once made) for the browsers that accept it", async () => {
    const plain = await (await get("/realisations-portfolio")).text();
    const zipped = await get("/realisations-portfolio", "localhost:3000", { "accept-encoding": "gzip" });
    expect(zipped.headers.get("x-page-cache")).toBe("HIT");
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(new Uint8Array(await zipped.arrayBuffer())).toString("utf8")).toBe(plain);
    // brotli is made off the event loop after the page is stored: gzip until then, brotli after
    const brotliOnce = () =>
      get("/realisations-portfolio", "localhost:3000", { "accept-encoding": "gzip, br" });
    await expect
      .poll(async () => (await brotliOnce()).headers.get("content-encoding"), { timeout: 10_000 })
      .toBe("br");
    const brotli = await brotliOnce();
    expect(brotli.headers.get("x-page-cache")).toBe("HIT");
    expect(brotliDecompressSync(new Uint8Array(await brotli.arrayBuffer())).toString("utf8")).toBe(plain);
  });

  it("answers the miss that stores a page with the gzip copy the cache keeps, whole and with its length", async () => {
    // on the wire (a compressing stream would be chunked, with no length): through Node's HTTP server
    const listening = serve({ fetch: server.fetch, port: 0, hostname: "127.0.0.1" });
    await once(listening, "listening");
    const { port } = listening.address() as AddressInfo;
    try {
      const answer = (path: string) =>
        new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
          httpGet(
            { host: "127.0.0.1", port, path, headers: { host: "localhost:3000", "accept-encoding": "gzip" } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on("data", (c: Buffer) => chunks.push(c));
              res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            },
          ).on("error", reject),
        );
      const miss = await answer("/services/strategie-communication");
      expect(miss.headers["x-page-cache"]).toBe("MISS");
      expect(miss.headers["content-encoding"]).toBe("gzip");
      expect(miss.headers["transfer-encoding"]).toBeUndefined();
      expect(miss.headers["content-length"]).toBe(String(miss.body.byteLength));
      // the bytes the cache keeps, which the next gzip hit sends too
      const hit = await answer("/services/strategie-communication");
      expect(hit.headers["x-page-cache"]).toBe("HIT");
      expect(hit.body.equals(miss.body)).toBe(true);
      expect(gunzipSync(miss.body).toString("utf8")).toContain("</html>");
    } finally {
      listening.close();
    }
  });

  it("renders nothing for a visitor who left before the page's turn to render came", async () => {
    const gone = new AbortController();
    gone.abort();
    const host = "localhost:3000";
    const response = await server.fetch(
      new Request(`http://${host}/services`, { headers: { host, cookie: "token=abc" }, signal: gone.signal }),
    );
    expect(response.status).toBe(499);
    expect(await response.text()).toBe("");
  });

  it("compresses a page rendered fresh (a session's) for the browsers that accept it, and says it varies", async () => {
    const session = { cookie: "token=abc" };
    const plain = await get("/services", "localhost:3000", session);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
    const zipped = await get("/services", "localhost:3000", {
      ...session,
      "accept-encoding": "gzip, deflate",
    });
    expect(zipped.headers.get("x-page-cache")).toBeNull();
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toMatch(/accept-encoding/i);
    // the same page but for its nonce, which every render draws anew
    const withoutNonce = (html: string) => html.replace(/nonce(=|-)"?[\w+/=]+/g, "nonce");
    const unzipped = gunzipSync(new Uint8Array(await zipped.arrayBuffer())).toString("utf8");
    expect(withoutNonce(unzipped)).toBe(withoutNonce(await plain.text()));
    expect(unzipped).toContain("</html>");
    // a page from the cache says it varies too, even to a client that takes it plain
    await get("/services");
    const hit = await get("/services");
    expect(hit.headers.get("x-page-cache")).toBe("HIT");
    expect(hit.headers.get("vary")).toMatch(/accept-encoding/i);
  });

  it("sends the build's scripts and stylesheets compressed at build time, brotli first", async () => {
    const html = await (await get("/")).text();
    for (const asset of [
      // React and React Router (the client entry itself is a few lines: decision 118)
      html.match(/\/assets\/framework-[\w-]+\.js/)?.[0],
      html.match(/\/assets\/[\w-]+\.css/)?.[0],
    ]) {
      expect(asset).toBeTruthy();
      const plain = Buffer.from(await (await get(asset ?? "")).arrayBuffer());
      const brotli = await get(asset ?? "", "localhost:3000", { "accept-encoding": "gzip, deflate, br" });
      expect(brotli.headers.get("content-encoding")).toBe("br");
      expect(brotliDecompressSync(new Uint8Array(await brotli.arrayBuffer())).equals(plain)).toBe(true);
      const zipped = await get(asset ?? "", "localhost:3000", { "accept-encoding": "gzip" });
      expect(zipped.headers.get("content-encoding")).toBe("gzip");
      expect(gunzipSync(new Uint8Array(await zipped.arrayBuffer())).equals(plain)).toBe(true);
    }
  });

  it("shows a changed setting on the next view: PRIMARY_COLOR and LOGO_HEIGHT", async () => {
    await get("/");
    expect((await get("/")).headers.get("x-page-cache")).toBe("HIT");
    await setParameter(1, "PRIMARY_COLOR", "#123456FF");
    await setParameter(1, "LOGO_HEIGHT", 140);
    const response = await get("/");
    expect(response.headers.get("x-page-cache")).toBe("MISS");
    const css = themeOf(await response.text());
    expect(css).toContain("--vs-primary-color:#123456FF");
    expect(css).toContain("--vs-primary-color-rgb:18 52 86");
    expect(css).toContain("--vs-logo-height:140px");
    // the other site is untouched
    expect(themeOf(await (await get("/", "domaine.localhost:3000")).text())).not.toContain("#123456FF");
  });

  it("falls back to the default when a stored value is invalid, without breaking the page", async () => {
    await setParameter(1, "ACCENT_COLOR", "red; } body { display:none");
    const response = await get("/");
    expect(response.status).toBe(200);
    const css = themeOf(await response.text());
    expect(css).toContain("--vs-accent-color:#FA8072FF");
    expect(css).not.toContain("display:none");
  });
});
