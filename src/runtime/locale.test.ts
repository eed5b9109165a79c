import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decideLocale,
  LOCALE_COOKIE_MAX_AGE_S,
  langOfPrefix,
  localeCookieOf,
  localePrefixOf,
  localizedPath,
  prefixOfLang,
  stripLocalePrefix,
  switchLocalePath,
} from "./locale";

const french = [{ code: "fr_FR", isValid: true }];
const bilingual = [...french, { code: "en_GB", isValid: true }];
const decide = (over: Partial<Parameters<typeof decideLocale>[0]>) =>
  decideLocale({
    pathname: "/",
    search: "",
    cookie: null,
    defaultLang: "fr_FR",
    offered: french,
    isDocument: true,
    ...over,
  });

describe("locale paths", () => {
  it("names languages by their two-letter prefix", () => {
    expect(prefixOfLang("en_GB")).toBe("en");
    expect(langOfPrefix("en")).toBe("en_GB");
    expect(langOfPrefix("fr")).toBe("fr_FR");
    expect(langOfPrefix("de")).toBeNull();
  });

  it("finds the prefix of a path, only as a whole first segment", () => {
    expect(localePrefixOf("/en/contact")).toBe("en");
    expect(localePrefixOf("/en")).toBe("en");
    expect(localePrefixOf("/en/")).toBe("en");
    expect(localePrefixOf("/entreprise")).toBeNull();
    expect(localePrefixOf("/contact/en")).toBeNull();
    expect(localePrefixOf("/de/contact")).toBeNull();
    expect(localePrefixOf("/")).toBeNull();
  });

  it("adds and removes prefixes", () => {
    expect(stripLocalePrefix("/en/services/strategie")).toBe("/services/strategie");
    expect(stripLocalePrefix("/en")).toBe("/");
    expect(stripLocalePrefix("/entreprise")).toBe("/entreprise");
    expect(localizedPath("/contact", "en")).toBe("/en/contact");
    expect(localizedPath("/", "en")).toBe("/en");
    expect(localizedPath("/contact", null)).toBe("/contact");
  });

  it("switches a page between languages, the default one without prefix", () => {
    expect(switchLocalePath("/en/contact", "fr", "fr")).toBe("/contact");
    expect(switchLocalePath("/contact", "en", "fr")).toBe("/en/contact");
    expect(switchLocalePath("/en", "fr", "fr")).toBe("/");
    expect(switchLocalePath("/", "en", "fr")).toBe("/en");
  });

  it("round-trips any path through a prefix", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(\/[a-z0-9-]{1,12}){0,4}$/), (tail) => {
        const path = tail || "/";
        fc.pre(localePrefixOf(path) === null);
        expect(stripLocalePrefix(localizedPath(path, "en"))).toBe(path);
      }),
    );
  });
});

describe("locale of a request (spec §2, §4)", () => {
  it("serves French without prefix by default", () => {
    expect(decide({ pathname: "/contact" })).toEqual({ kind: "serve", lang: "fr_FR" });
  });

  it("serves English under /en on a site that offers it", () => {
    expect(decide({ pathname: "/en/contact", offered: bilingual })).toEqual({ kind: "serve", lang: "en_GB" });
    expect(decide({ pathname: "/en", offered: bilingual })).toEqual({ kind: "serve", lang: "en_GB" });
  });

  it("does not serve English on a French-only site, nor a language switched off", () => {
    expect(decide({ pathname: "/en/contact" })).toEqual({ kind: "serve", lang: "fr_FR" });
    const off = [...french, { code: "en_GB", isValid: false }];
    expect(decide({ pathname: "/en/contact", offered: off })).toEqual({ kind: "serve", lang: "fr_FR" });
  });

  it("sends the default language's prefix to the page without it", () => {
    expect(decide({ pathname: "/fr/contact", search: "?a=1" })).toEqual({
      kind: "redirect",
      status: 301,
      location: "/contact?a=1",
    });
  });

  it("never sends the prefix's removal off the site (issue 11 §2)", () => {
    for (const pathname of [
      "/fr//evil.example",
      "/fr//evil.example/x",
      "/fr/\\evil.example",
      "/fr///evil.example",
    ]) {
      const decision = decide({ pathname });
      expect(decision.kind).toBe("redirect");
      const location = decision.kind === "redirect" ? decision.location : "";
      expect(new URL(location, "http://localhost:3000").host, pathname).toBe("localhost:3000");
    }
  });

  it("follows the visitor's remembered choice to the prefixed page", () => {
    expect(decide({ pathname: "/contact", search: "?q=vin", cookie: "en", offered: bilingual })).toEqual({
      kind: "redirect",
      status: 302,
      location: "/en/contact?q=vin",
    });
  });

  it("ignores a remembered choice the site does not offer, or the default one", () => {
    expect(decide({ pathname: "/contact", cookie: "en" })).toEqual({ kind: "serve", lang: "fr_FR" });
    expect(decide({ pathname: "/contact", cookie: "fr", offered: bilingual })).toEqual({
      kind: "serve",
      lang: "fr_FR",
    });
    expect(decide({ pathname: "/contact", cookie: "<script>", offered: bilingual })).toEqual({
      kind: "serve",
      lang: "fr_FR",
    });
  });

  it("never redirects a data request: it follows its URL", () => {
    expect(decide({ pathname: "/contact", cookie: "en", offered: bilingual, isDocument: false })).toEqual({
      kind: "serve",
      lang: "fr_FR",
    });
    expect(decide({ pathname: "/fr/contact", isDocument: false })).toEqual({ kind: "serve", lang: "fr_FR" });
  });

  it("serves French under /fr on an English site that offers French", () => {
    expect(decide({ pathname: "/fr/contact", defaultLang: "en_GB", offered: bilingual })).toEqual({
      kind: "serve",
      lang: "fr_FR",
    });
  });
});

describe("locale cookie (spec §9: 365 days)", () => {
  it("lives 365 days on the whole site", () => {
    expect(LOCALE_COOKIE_MAX_AGE_S).toBe(31_536_000);
    expect(localeCookieOf("en", false)).toBe("lang=en; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(localeCookieOf("en", true)).toContain("; Secure");
  });
});
