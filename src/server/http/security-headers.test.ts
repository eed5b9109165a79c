import { describe, expect, it } from "vitest";
import { pagePolicy, pageSourcesOf } from "./security-headers";

describe("pageSourcesOf", () => {
  it("adds nothing for a site with no tracker and no owner code", () => {
    expect(pageSourcesOf({})).toEqual({ script: [], connect: [], frame: [] });
  });

  it("allows each configured tracker's loader host, and its beacons' hosts", () => {
    const gtag = pageSourcesOf({ ANALYTICS_ID: "G-ABC123" });
    expect(gtag.script).toEqual(["https://www.googletagmanager.com"]);
    expect(gtag.connect).toContain("https://*.google-analytics.com");
    const pixel = pageSourcesOf({ SOCIAL_PIXEL_ID: "1234567890" });
    expect(pixel.script).toEqual(["https://connect.facebook.net"]);
    expect(pixel.connect).toContain("https://www.facebook.com");
    expect(pageSourcesOf({ PRIVACY_ANALYTICS_DOMAIN: "example.fr" }).script).toEqual([
      "https://plausible.io",
    ]);
    // the search engine's verification is a meta tag: no script, no host
    expect(pageSourcesOf({ SEARCH_CONSOLE_ID: "abc" })).toEqual({ script: [], connect: [], frame: [] });
  });

  it("allows the https origins the owner's code names, and nothing else of it", () => {
    const sources = pageSourcesOf({
      SCRIPT_TO_LOAD:
        "load('https://widget.example.com/a.js?x=1'); load('http://plain.example.com/b.js');" +
        "load('https://evil.example.com;script-src *'); load('javascript:alert(1)'); load('https://*.example.org');" +
        "new WebSocket('wss://chat.example.net/socket')",
      AFTER_BODY_HTML_TO_LOAD: '<iframe src="https://booking.example.fr:8443/embed"></iframe>',
    });
    expect(sources.script).toEqual([
      "https://widget.example.com",
      "https://evil.example.com",
      "https://booking.example.fr:8443",
    ]);
    expect(sources.frame).toEqual(sources.script);
    expect(sources.connect).toEqual([...sources.script, "wss://chat.example.net"]);
  });

  it("names at most twenty of the owner's hosts", () => {
    const code = Array.from({ length: 40 }, (_, i) => `"https://h${i}.example.com/x.js"`).join(",");
    expect(pageSourcesOf({ SCRIPT_TO_LOAD: code }).script).toHaveLength(20);
  });
});

describe("pagePolicy", () => {
  it("allows scripts from the site, the nonce and the configured hosts only", () => {
    const policy = pagePolicy("abc", { script: ["https://a.example.com"], connect: [], frame: [] });
    expect(policy).toContain("script-src 'self' 'nonce-abc' https://a.example.com;");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    // every directive once, separated by "; "
    const names = policy.split("; ").map((d) => d.split(" ")[0]);
    expect(new Set(names).size).toBe(names.length);
  });

  it("lets Vite's hot reload connect in development only", () => {
    const sources = { script: [], connect: [], frame: [] };
    expect(pagePolicy("n", sources)).not.toContain("ws:");
    expect(pagePolicy("n", sources, { development: true })).toContain("connect-src 'self' ws: wss:");
  });
});
