// The operators' second factor (docs/decisions/131): turned on from the operators' page with an
// authenticator app's code, asked after the password at every login, a code accepted once, a
// recovery code once, tries limited, turned off with a code, and reset from the command line's API.
import { and, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, describe, expect, it } from "vitest";
import { operatorSessions, platformAudit, platformOperators } from "../../src/server/db/schema";
import { operatorApi } from "../../src/server/modules/platform/operator-api";
import { upsertOperator } from "../../src/server/modules/platform/operators";
import { consoleBrowser } from "../support/operator-console";
import { platformDepsOf } from "../support/platform-deps";
import { createTestPlatform, createTestServer, envelopeOf } from "../support/test-platform";

const platform = await createTestPlatform();
const server = await createTestServer(platform);
afterAll(() => platform.close());

const PASSWORD = "Console-essai-2026!";
const codeOf = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

async function operatorRow(email: string) {
  const [row] = await platform.db.owner
    .select()
    .from(platformOperators)
    .where(eq(platformOperators.email, email));
  if (!row) throw new Error(`no operator ${email}`);
  return row;
}

/** An operator logged in who turns the factor on; answers its secret and recovery codes. */
async function enrolled(email: string) {
  await upsertOperator(platform.db, { email, password: PASSWORD });
  const browser = consoleBrowser(server);
  expect((await browser.login(email, PASSWORD)).response.status).toBe(303);
  const page = await browser.get("/operators/second-factor");
  const secret = page.html.match(/name="secret" value="([A-Z2-7]{32})"/)?.[1] ?? "";
  const done = await browser.post("/operators/second-factor", { secret, code: codeOf(secret) });
  const codes = [...done.html.matchAll(/<code>([a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{2})<\/code>/g)].map(
    (m) => m[1] ?? "",
  );
  return { browser, secret, codes, done };
}

describe("turning it on", () => {
  it("shows the secret as a QR code and as text, and turns on only with the app's right code", async () => {
    const email = "ops-2fa-on@platform.example";
    await upsertOperator(platform.db, { email, password: PASSWORD });
    const browser = consoleBrowser(server);
    await browser.login(email, PASSWORD);
    expect((await browser.get("/operators")).html).toContain("Activer la double authentification");
    const page = await browser.get("/operators/second-factor");
    expect(page.response.status).toBe(200);
    expect(page.html).toMatch(
      /<img class="qr" src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+" alt="Code QR/,
    );
    const secret = page.html.match(/name="secret" value="([A-Z2-7]{32})"/)?.[1] ?? "";
    expect(secret).toHaveLength(32);
    expect(page.html).toContain(secret.match(/.{4}/g)?.join(" "));

    const wrong = String((Number(codeOf(secret)) + 1) % 1_000_000).padStart(6, "0");
    const refused = await browser.post("/operators/second-factor", { secret, code: wrong });
    expect(refused.response.status).toBe(422);
    expect(refused.html).toContain("Ce code n’est pas le bon");
    expect((await operatorRow(email)).totpSecret).toBeNull();

    const done = await browser.post("/operators/second-factor", { secret, code: codeOf(secret) });
    expect(done.response.status).toBe(200);
    expect(done.html).toContain("Double authentification activée");
    const codes = [...done.html.matchAll(/<code>([a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{2})<\/code>/g)].map(
      (m) => m[1],
    );
    expect(new Set(codes).size).toBe(10);
    const row = await operatorRow(email);
    expect(row.totpSecret).toBe(secret);
    // kept as hashes only
    expect(row.recoveryCodeHashes).toHaveLength(10);
    for (const code of codes) expect(row.recoveryCodeHashes.join(" ")).not.toContain(code);
    const audit = await platform.db.owner
      .select({ action: platformAudit.action })
      .from(platformAudit)
      .where(eq(platformAudit.operatorId, row.id));
    expect(audit.map((a) => a.action)).toContain("operator.second-factor.on");
    // once on, the enrolment is not offered again
    expect((await browser.get("/operators/second-factor")).response.status).toBe(303);
    expect((await browser.get("/operators")).html).toContain("Codes de secours restants : 10 sur 10");
  });
});

describe("logging in", () => {
  it("asks for the code after the password; the password alone opens nothing", async () => {
    const email = "ops-2fa-login@platform.example";
    const { secret } = await enrolled(email);
    const browser = consoleBrowser(server);
    const first = await browser.login(email, PASSWORD);
    expect(first.response.status).toBe(200);
    expect(first.html).toContain("Code de votre application d’authentification");
    expect(browser.jar.has("platform_session")).toBe(false);
    const pending = first.response.headers.getSetCookie().find((c) => c.startsWith("platform_pending="));
    expect(pending).toMatch(/;\s*Path=\/login/i);
    expect(pending).toMatch(/;\s*HttpOnly/i);
    expect((await browser.get("/operators")).response.status).toBe(303);
    // the pending token is no session, even sent as one
    const stolen = consoleBrowser(server);
    stolen.jar.set("platform_session", browser.jar.get("platform_pending") ?? "");
    const { response } = await stolen.get("/operators");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/login");

    const wrong = await browser.post("/login/code", {
      code: "000000" === codeOf(secret) ? "111111" : "000000",
    });
    expect(wrong.response.status).toBe(401);
    expect(wrong.html).toContain("Ce code n’est pas le bon");
    // the code of the step after the one the enrolment used (a code is never accepted twice)
    const done = await browser.post("/login/code", { code: codeOf(secret, Date.now() + 30_000) });
    expect(done.response.status).toBe(303);
    expect(done.response.headers.get("location")).toBe("/");
    expect((await browser.get("/operators")).response.status).toBe(200);
    const { id } = await operatorRow(email);
    const rows = await platform.db.owner
      .select({ pending: operatorSessions.secondFactorPending })
      .from(operatorSessions)
      .where(eq(operatorSessions.operatorId, id));
    expect(rows.every((r) => !r.pending)).toBe(true);
  });

  it("accepts a code once, and a recovery code once", async () => {
    const email = "ops-2fa-replay@platform.example";
    const { secret, codes } = await enrolled(email);
    const next = codeOf(secret, Date.now() + 30_000);
    const one = consoleBrowser(server);
    await one.login(email, PASSWORD);
    expect((await one.post("/login/code", { code: next })).response.status).toBe(303);
    const two = consoleBrowser(server);
    await two.login(email, PASSWORD);
    expect((await two.post("/login/code", { code: next })).response.status).toBe(401);
    // nor the enrolment's own code, of an earlier step
    expect((await two.post("/login/code", { code: codeOf(secret) })).response.status).toBe(401);

    const recovery = codes[0] ?? "";
    expect((await two.post("/login/code", { code: recovery.toUpperCase() })).response.status).toBe(303);
    const three = consoleBrowser(server);
    await three.login(email, PASSWORD);
    expect((await three.post("/login/code", { code: recovery })).response.status).toBe(401);
    expect((await operatorRow(email)).recoveryCodeHashes).toHaveLength(9);
  });

  it("refuses the sixth code in 15 minutes, even a right one, and logs the wrong ones", async () => {
    const email = "ops-2fa-limit@platform.example";
    const { secret } = await enrolled(email);
    const browser = consoleBrowser(server);
    await browser.login(email, PASSWORD);
    const right = codeOf(secret, Date.now() + 30_000);
    const wrong = right === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++)
      expect((await browser.post("/login/code", { code: wrong })).response.status).toBe(401);
    const limited = await browser.post("/login/code", { code: right });
    expect(limited.response.status).toBe(429);
    expect(limited.response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(browser.jar.has("platform_session")).toBe(false);
    const failures = await platform.db.owner
      .select({ id: platformAudit.id })
      .from(platformAudit)
      .where(
        and(eq(platformAudit.actor, `login:${email}`), eq(platformAudit.action, "operator.login.failed")),
      );
    expect(failures.length).toBe(5);
  });

  it("sends a login whose five minutes are over back to the password", async () => {
    const email = "ops-2fa-expired@platform.example";
    const { secret } = await enrolled(email);
    const browser = consoleBrowser(server);
    await browser.login(email, PASSWORD);
    const { id } = await operatorRow(email);
    await platform.db.owner
      .update(operatorSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(operatorSessions.operatorId, id), eq(operatorSessions.secondFactorPending, true)));
    const late = await browser.post("/login/code", { code: codeOf(secret, Date.now() + 30_000) });
    expect(late.response.status).toBe(401);
    expect(late.html).toContain("Votre connexion a expiré");
    expect(browser.jar.has("platform_session")).toBe(false);
  });
});

describe("turning it off", () => {
  it("needs a code of the factor; then the password alone logs in again", async () => {
    const email = "ops-2fa-off@platform.example";
    const { browser, codes } = await enrolled(email);
    await browser.get("/operators");
    const refused = await browser.post("/operators/second-factor/off", { code: "000000" });
    expect(refused.response.status).toBe(422);
    expect((await operatorRow(email)).totpSecret).not.toBeNull();
    const done = await browser.post("/operators/second-factor/off", { code: codes[1] ?? "" });
    expect(done.response.status).toBe(303);
    const row = await operatorRow(email);
    expect(row.totpSecret).toBeNull();
    expect(row.recoveryCodeHashes).toEqual([]);
    expect((await consoleBrowser(server).login(email, PASSWORD)).response.status).toBe(303);
  });

  it("is reset by the command line's operator API for an operator who lost the app and the codes", async () => {
    const email = "ops-2fa-lost@platform.example";
    await enrolled(email);
    const token = "operator-test-token-0123456789abcdef";
    const api = operatorApi(platformDepsOf(platform, { operatorApiToken: token }));
    const call = (body: unknown) =>
      api.request("/operator/second-factor/reset", {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const reset = await call({ email });
    expect(reset.status).toBe(200);
    expect((await operatorRow(email)).totpSecret).toBeNull();
    // nothing to reset any more, and no such operator: 404 in the envelope
    const again = await call({ email });
    expect(again.status).toBe(404);
    expect((await envelopeOf(again)).success).toBe(false);
    expect((await call({ email: "pas-un-email" })).status).toBe(422);
    expect((await consoleBrowser(server).login(email, PASSWORD)).response.status).toBe(303);
  });
});
