// A site's staff second factor (docs/decisions/132): an ADMIN turns it on with the password and an
// authenticator app's code; every login then answers a challenge instead of a session, and the
// code (or a recovery code, once) opens it; tries are limited; a customer cannot turn it on; off
// takes a code. Against the real API and database.
import { and, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, describe, expect, it } from "vitest";
import { withSite } from "../../src/server/db/client";
import { mailOutbox, platformAudit, sessions, users } from "../../src/server/db/schema";
import { demoAccounts } from "../../src/server/db/seed/content/accounts";
import { operatorApi } from "../../src/server/modules/platform/operator-api";
import { platformDepsOf } from "../support/platform-deps";
import { createTestPlatform, envelopeOf } from "../support/test-platform";

const platform = await createTestPlatform({ trustProxy: true });
afterAll(() => platform.close());

const SITE = 2;
const account = (role: "ADMIN" | "SUPER_ADMIN" | "CUSTOMER") => {
  const found = demoAccounts.find((a) => a.siteId === SITE && a.role === role);
  if (!found) throw new Error(`no ${role} on site ${SITE}`);
  return found;
};
const codeOf = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });
/** Six digits that are none of the codes the server accepts around now (it takes a step either side). */
const wrongCodeOf = (secret: string) => {
  const near = [-60_000, -30_000, 0, 30_000, 60_000].map((d) => codeOf(secret, Date.now() + d));
  return ["123456", "654321", "000000", "999999", "111111", "222222"].find((c) => !near.includes(c)) ?? "";
};

let ipCounter = 0;
async function call(method: string, path: string, options: { token?: string; json?: unknown } = {}) {
  const headers = new Headers({ "X-Forwarded-For": `203.0.113.${++ipCounter}` });
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  const response = await platform.call(`/api${path}`, { method, site: SITE, json: options.json, headers });
  const body = await envelopeOf(response);
  return { status: response.status, body, data: body.data as Record<string, unknown> | null, response };
}

async function tokenOf(email: string, password: string) {
  const { status, data } = await call("POST", "/login", { json: { email, password } });
  expect(status).toBe(200);
  expect(typeof data?.token).toBe("string");
  return data?.token as string;
}

async function mailKindsTo(email: string) {
  const mails = await withSite(platform.db, SITE, (tx) =>
    tx.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.toAddress, email)),
  );
  return mails.map((m) => m.kind);
}

/** Turns the factor on for a staff account; answers its secret and recovery codes. */
async function enrol(email: string, password: string) {
  const token = await tokenOf(email, password);
  const setup = await call("POST", "/user/second-factor/setup", { token, json: {} });
  expect(setup.status).toBe(200);
  const secret = setup.data?.secret as string;
  expect(setup.data?.uri).toContain("otpauth://totp/");
  expect(setup.data?.qrSvg).toMatch(/^<svg/);
  const on = await call("PUT", "/user/second-factor", {
    token,
    json: { secret, code: codeOf(secret), password },
  });
  expect(on.status).toBe(200);
  return { secret, recoveryCodes: on.data?.recoveryCodes as string[], token };
}

/** Site 2's ADMIN's recovery codes, from the first test (its app's codes of this minute are spent). */
let adminCodes: string[] = [];

describe("a staff member's second factor", () => {
  it("turns on with the password and the app's code, then every login asks for a code", async () => {
    const { email, password } = account("ADMIN");
    // refused: a wrong password, then a wrong code; nothing is kept
    const token = await tokenOf(email, password);
    const setup = await call("POST", "/user/second-factor/setup", { token, json: {} });
    const secret = setup.data?.secret as string;
    const wrongPassword = await call("PUT", "/user/second-factor", {
      token,
      json: { secret, code: codeOf(secret), password: "pas le bon" },
    });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.data).toMatchObject({ errors: { password: expect.any(Array) } });
    const wrongCode = await call("PUT", "/user/second-factor", {
      token,
      json: { secret, code: wrongCodeOf(secret), password },
    });
    expect(wrongCode.status).toBe(422);
    expect((await call("GET", "/user/second-factor", { token })).data).toEqual({
      on: false,
      recoveryLeft: 0,
    });

    const on = await call("PUT", "/user/second-factor", {
      token,
      json: { secret, code: codeOf(secret), password },
    });
    expect(on.status).toBe(200);
    const codes = on.data?.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    adminCodes = codes;
    expect((await call("GET", "/user/second-factor", { token })).data).toEqual({
      on: true,
      recoveryLeft: 10,
    });
    // the session that turned it on stays open; a second time is refused
    const again = await call("PUT", "/user/second-factor", {
      token,
      json: { secret, code: codeOf(secret, Date.now() + 30_000), password },
    });
    expect(again.status).toBe(409);

    // the password alone opens no session: a challenge, no cookie, and the challenge is no token
    const first = await call("POST", "/login", { json: { email, password } });
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ secondFactor: true, challenge: expect.any(String) });
    expect(first.response.headers.get("set-cookie")).toBeNull();
    const challenge = first.data?.challenge as string;
    expect((await call("GET", "/logged", { token: challenge })).data).toMatchObject({ logged: false });

    // a wrong code: refused on `code`, the challenge still good
    const wrong = await call("POST", "/login/code", { json: { challenge, code: wrongCodeOf(secret) } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.data).toMatchObject({ errors: { code: expect.any(Array) } });
    // the app's code of the step after the enrolment's: a session, with its cookies
    const code = codeOf(secret, Date.now() + 30_000);
    const done = await call("POST", "/login/code", { json: { challenge, code } });
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ idSite: SITE, user: { email, role: "ADMIN" } });
    expect(done.response.headers.get("set-cookie")).toContain("token=");
    const logged = await call("GET", "/logged", { token: done.data?.token as string });
    expect(logged.data).toMatchObject({ logged: true });
    // the challenge is spent, and the same code is not accepted twice
    expect((await call("POST", "/login/code", { json: { challenge, code } })).status).toBe(401);
    const second = await call("POST", "/login", { json: { email, password } });
    const replay = await call("POST", "/login/code", {
      json: { challenge: second.data?.challenge, code },
    });
    expect(replay.status).toBe(401);
    expect(replay.body.data).toMatchObject({ errors: { code: expect.any(Array) } });

    // a recovery code opens once
    const recovery = codes[0] as string;
    const withRecovery = await call("POST", "/login/code", {
      json: { challenge: second.data?.challenge, code: recovery.toUpperCase() },
    });
    expect(withRecovery.status).toBe(200);
    const third = await call("POST", "/login", { json: { email, password } });
    expect(
      (await call("POST", "/login/code", { json: { challenge: third.data?.challenge, code: recovery } }))
        .status,
    ).toBe(401);
    const status = await call("GET", "/user/second-factor", { token: withRecovery.data?.token as string });
    expect(status.data).toEqual({ on: true, recoveryLeft: 9 });
  });

  it("ends the account's other sessions when it turns on", async () => {
    const { email, password } = account("SUPER_ADMIN");
    const elsewhere = await tokenOf(email, password);
    const { token } = await enrol(email, password);
    expect((await call("GET", "/logged", { token: elsewhere })).data).toMatchObject({ logged: false });
    expect((await call("GET", "/logged", { token })).data).toMatchObject({ logged: true });
    // the team screen says who has it
    const team = (await call("GET", "/admin/team", { token })).data as {
      members: { email: string; secondFactor: boolean }[];
    };
    expect(team.members.find((m) => m.email === email)?.secondFactor).toBe(true);
  });

  it("limits the codes tried for one account, whatever the challenge", async () => {
    const email = "gerant.2fa@example.fr";
    const [row] = await withSite(platform.db, SITE, (tx) =>
      tx
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.email, account("ADMIN").email)),
    );
    await withSite(platform.db, SITE, (tx) =>
      tx.insert(users).values({ siteId: SITE, email, passwordHash: row?.hash ?? "", role: "ADMIN" }),
    );
    const { secret } = await enrol(email, account("ADMIN").password);
    const challengeOf = async () =>
      (await call("POST", "/login", { json: { email, password: account("ADMIN").password } })).data
        ?.challenge as string;
    let challenge = await challengeOf();
    for (let i = 0; i < 5; i++) {
      expect(
        (await call("POST", "/login/code", { json: { challenge, code: wrongCodeOf(secret) } })).status,
      ).toBe(401);
      if (i === 2) challenge = await challengeOf();
    }
    const refused = await call("POST", "/login/code", {
      json: { challenge, code: codeOf(secret, Date.now() + 30_000) },
    });
    expect(refused.status).toBe(429);
    expect(refused.response.headers.get("retry-after")).toBeTruthy();
  });

  it("is a staff matter: a customer cannot set it up, a visitor cannot reach it", async () => {
    const { email, password } = account("CUSTOMER");
    const token = await tokenOf(email, password);
    expect((await call("POST", "/user/second-factor/setup", { token, json: {} })).status).toBe(403);
    expect((await call("GET", "/user/second-factor")).status).toBe(401);
  });

  it("an unknown or expired challenge asks for the password again", async () => {
    const unknown = await call("POST", "/login/code", {
      json: { challenge: "a".repeat(43), code: "123456" },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toMatch(/expiré/);
    const malformed = await call("POST", "/login/code", { json: { challenge: "<script>", code: "1" } });
    expect(malformed.status).toBe(400);
  });

  it("turns off with a code only, and the password alone opens again", async () => {
    const { email, password } = account("ADMIN");
    // site 2's ADMIN turned it on in the first test: a recovery code logs in
    const [row] = await withSite(platform.db, SITE, (tx) =>
      tx.select({ id: users.id }).from(users).where(eq(users.email, email)),
    );
    const challenge = (await call("POST", "/login", { json: { email, password } })).data?.challenge;
    const opened = await call("POST", "/login/code", { json: { challenge, code: adminCodes[1] } });
    expect(opened.status).toBe(200);
    const token = opened.data?.token as string;
    expect((await call("POST", "/user/second-factor/off", { token, json: { code: "000000" } })).status).toBe(
      422,
    );
    expect(
      (await call("POST", "/user/second-factor/off", { token, json: { code: adminCodes[1] } })).status,
    ).toBe(422);
    const off = await call("POST", "/user/second-factor/off", { token, json: { code: adminCodes[2] } });
    expect(off.status).toBe(200);
    // the member is told of each change, on and off (a stranger's doing is seen at once)
    expect(await mailKindsTo(email)).toEqual(
      expect.arrayContaining(["account.secondFactorOn", "account.secondFactorOff"]),
    );
    expect((await call("GET", "/user/second-factor", { token })).data).toEqual({
      on: false,
      recoveryLeft: 0,
    });
    const pending = await withSite(platform.db, SITE, (tx) =>
      tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, row?.id ?? 0), eq(sessions.secondFactorPending, true))),
    );
    expect(pending).toEqual([]);
    const plain = await call("POST", "/login", { json: { email, password } });
    expect(plain.data).toMatchObject({ token: expect.any(String) });
  });

  it("is reset by the operator for a staff member who lost the app and the codes", async () => {
    const { email, password } = account("SUPER_ADMIN");
    const token = "operator-test-token-0123456789abcdef";
    const api = operatorApi(platformDepsOf(platform, { operatorApiToken: token }));
    const reset = (site: number, body: unknown) =>
      api.request(`/site/${site}/user/second-factor/reset`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    // the second test turned it on for site 2's SUPER_ADMIN; not site 1's account of that e-mail
    expect((await reset(1, { email })).status).toBe(404);
    expect((await reset(SITE, { email: "pas-un-email" })).status).toBe(422);
    expect((await reset(SITE, { email })).status).toBe(200);
    expect((await call("POST", "/login", { json: { email, password } })).data).toMatchObject({
      token: expect.any(String),
    });
    const again = await reset(SITE, { email });
    expect(again.status).toBe(404);
    expect((await envelopeOf(again)).message).toContain(email);
    const [audit] = await platform.db.owner
      .select({ action: platformAudit.action, siteId: platformAudit.siteId })
      .from(platformAudit)
      .where(eq(platformAudit.action, "site.user.second-factor.reset"));
    expect(audit).toEqual({ action: "site.user.second-factor.reset", siteId: SITE });
  });
});
