// issue 11 §2: no redirect of the storefront leaves the site. The open-redirect corpus goes through
// the real login form (the action's redirect after a successful login), the login page of a logged
// visitor (its loader's redirect), and the locale redirects; every Location must stay on the origin
// asked, and nothing answers 500 ("/%0A/…" did: a line break in a Location header).
import { afterAll, describe, expect, it } from "vitest";
import { withSite } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema";
import { hashPassword } from "../../src/server/modules/account/password";
import { EVIL_HOST, openRedirectCorpus, sameSiteTargets } from "../fixtures/open-redirect-corpus";
import { userWithSession } from "../support/admin-session";
import { createTestPlatform, createTestServer } from "../support/test-platform";

const platform = await createTestPlatform();
const server = await createTestServer(platform);
afterAll(() => platform.close());

const HOST = "localhost:3000";
const ORIGIN = `http://${HOST}`;
const PASSWORD = "une phrase de passe pour les redirections";

let visitor = 0;
/** A request from its own address: the login rate limits (per address) are not what is tested. */
function send(path: string, init: RequestInit = {}) {
  visitor += 1;
  const headers = new Headers(init.headers);
  headers.set("host", HOST);
  const env = { incoming: { socket: { remoteAddress: `198.51.100.${visitor % 250}` } } };
  return server.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers, redirect: "manual" }), env);
}

/** The Location of an answer, checked: on the site's origin, never on the corpus's host. */
function expectLocalLocation(response: Response, label: string) {
  expect(response.status, label).toBeLessThan(500);
  const location = response.headers.get("location");
  if (location === null) return null;
  const followed = new URL(location, ORIGIN);
  expect(followed.origin, `${label} → ${location}`).toBe(ORIGIN);
  expect(followed.hostname, label).not.toContain(EVIL_HOST);
  return location;
}

/** Customers with one password hash: the per-e-mail login limit (10 a quarter hour) is not hit. */
async function customers(count: number): Promise<string[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const emails = Array.from({ length: count }, (_, i) => `redirect-${i}@example.fr`);
  await withSite(platform.db, 1, (tx) =>
    tx
      .insert(users)
      .values(emails.map((email) => ({ siteId: 1, email, passwordHash, role: "CUSTOMER" as const }))),
  );
  return emails;
}

const label = (target: string) => JSON.stringify(target);
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters the storefront refuses
const CONTROL = /[\u0000-\u001f]/;
/** `redirectTo=…` as a browser encodes it (a lone surrogate becomes U+FFFD). */
const query = (target: string) => new URLSearchParams({ redirectTo: target }).toString();

describe("open redirects (issue 11 §2)", () => {
  it("sends a visitor who logs in to a path of the site, whatever redirectTo says", {
    timeout: 180_000,
  }, async () => {
    const emails = await customers(Math.ceil(openRedirectCorpus.length / 8));
    for (const [i, target] of openRedirectCorpus.entries()) {
      const body = new URLSearchParams({
        intent: "login",
        email: emails[Math.floor(i / 8)] ?? "",
        password: PASSWORD,
        redirectTo: target,
      });
      const response = await send("/auth", { method: "POST", body });
      // logged in: a redirect, with the session cookie; and the redirect stays here
      expect(response.status, label(target)).toBe(302);
      expect(response.headers.get("set-cookie"), label(target)).toContain("token=");
      expect(expectLocalLocation(response, label(target)), label(target)).not.toBeNull();
    }
  });

  it("sends a logged visitor who opens the login page to a path of the site", async () => {
    const user = await userWithSession(platform.db, 1, "CUSTOMER");
    const cookie = `token=${user.token}; idSite=1`;
    for (const target of openRedirectCorpus) {
      const response = await send(`/auth?${query(target)}`, { headers: { cookie } });
      // a control character in the address is refused before any page (docs/decisions/082)
      if (CONTROL.test(target)) {
        expect(response.status, label(target)).toBe(400);
        continue;
      }
      expect(response.status, label(target)).toBe(302);
      expect(expectLocalLocation(response, label(target)), label(target)).not.toBeNull();
    }
    // the site's own paths are kept
    for (const [target, expected] of sameSiteTargets) {
      const response = await send(`/auth?${query(target)}`, { headers: { cookie } });
      expect(response.headers.get("location"), label(target)).toBe(expected);
    }
  });

  it("keeps the login form's hidden redirectTo on the site", async () => {
    const response = await send(`/auth?redirectTo=${encodeURIComponent("/%09/evil.example/x")}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const value = /name="redirectTo" value="([^"]*)"/.exec(html)?.[1];
    expect(value).toBeDefined();
    expect(new URL(value ?? "", ORIGIN).origin).toBe(ORIGIN);
  });

  it("never sends a locale redirect off the site", async () => {
    for (const path of [
      "/fr//evil.example",
      "/fr//evil.example/x?y=1",
      "/fr/%5Cevil.example",
      "/fr///evil.example",
    ]) {
      const response = await send(path);
      expect(response.status, path).toBe(301);
      expect(expectLocalLocation(response, path), path).not.toBeNull();
    }
  });
});
