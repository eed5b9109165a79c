import { describe, expect, it } from "vitest";
import { isOwnerPath } from "./site-gate";

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
