import { describe, expect, it } from "vitest";
import { canonicalOrigin, isSiteHost, publicOrigin, visitorOrigin } from "./site-origin";

const site = {
  urls: { dev: ["domaine.localhost"], prod: ["domaine.vinisite.fr", "www.trois-coteaux.fr"] },
  canonical: { dev: "domaine.localhost", prod: "www.trois-coteaux.fr" },
};
const devOnly = {
  urls: { dev: ["nouveau.localhost"], prod: [] },
  canonical: { dev: "nouveau.localhost", prod: null },
};

describe("visitorOrigin: links back to where the visitor is (issue 19 §4)", () => {
  it("is the request's own origin when its host is one of the site's, with the proxy's https", () => {
    expect(visitorOrigin(site, { url: "http://domaine.localhost:3000/api/login" })).toBe(
      "http://domaine.localhost:3000",
    );
    expect(visitorOrigin(site, { url: "http://domaine.vinisite.fr/api/x", forwardedProto: "https" })).toBe(
      "https://domaine.vinisite.fr",
    );
  });

  it("prefers the browser's Origin when it is the site's, ignores it otherwise", () => {
    const place = { url: "http://localhost/api/order", origin: "https://www.trois-coteaux.fr" };
    expect(visitorOrigin(site, place)).toBe("https://www.trois-coteaux.fr");
    expect(visitorOrigin(site, { ...place, origin: "https://evil.example" })).toBe(
      "https://www.trois-coteaux.fr",
    );
    expect(visitorOrigin(site, { url: "http://domaine.localhost/x", origin: "null" })).toBe(
      "http://domaine.localhost",
    );
  });

  it("never copies a host the site does not own: the canonical production origin, else the dev one", () => {
    expect(visitorOrigin(site, { url: "http://evil.example/api/password/reset/ask" })).toBe(
      "https://www.trois-coteaux.fr",
    );
    expect(visitorOrigin(devOnly, { url: "http://evil.example/x" })).toBe("http://nouveau.localhost");
  });
});

describe("publicOrigin: what outlives the visit", () => {
  it("is the canonical production origin whatever host the owner works on", () => {
    expect(publicOrigin(site, { url: "http://domaine.localhost:3000/api/admin/x" })).toBe(
      "https://www.trois-coteaux.fr",
    );
  });

  it("is the visitor's before the site has a production host", () => {
    expect(publicOrigin(devOnly, { url: "http://nouveau.localhost:3000/api/admin/x" })).toBe(
      "http://nouveau.localhost:3000",
    );
  });
});

describe("canonicalOrigin: no request to copy from", () => {
  it("is https on the production canonical in production, the dev host with its port elsewhere", () => {
    expect(canonicalOrigin(site, { mode: "production" })).toBe("https://www.trois-coteaux.fr");
    expect(canonicalOrigin(site, { mode: "development", port: 3000 })).toBe("http://domaine.localhost:3000");
    expect(canonicalOrigin(devOnly, { mode: "production", port: 80 })).toBe("http://nouveau.localhost");
  });
});

describe("isSiteHost", () => {
  it("compares host names without port, case or final dot", () => {
    expect(isSiteHost(site, "WWW.Trois-Coteaux.fr.:443")).toBe(true);
    expect(isSiteHost(site, "trois-coteaux.fr")).toBe(false);
  });
});
