// The operator's console on the platform host (issue 19 §1, decision 109): login, its rate limit,
// the session cookie, CSRF and Origin refusals, nothing without a session, and the wall between
// the platform host and the sites' hosts in both directions. These need no service of the
// platform's sites (the sites' screens are in platform-console-sites.test.ts).
import { afterAll, describe, expect, it } from "vitest";
import { operatorSessions } from "../../src/server/db/schema";
import { upsertOperator } from "../../src/server/modules/platform/operators";
import { userWithSession } from "../support/admin-session";
import { consoleBrowser, PLATFORM_HOST } from "../support/operator-console";
import { createTestPlatform, createTestServer } from "../support/test-platform";

const platform = await createTestPlatform();
const server = await createTestServer(platform);
afterAll(() => platform.close());

const EMAIL = "ops-console@platform.example";
const PASSWORD = "Console-essai-2026!";
await upsertOperator(platform.db, { email: EMAIL, password: PASSWORD });

describe("login", () => {
  it("opens a session with the right password: an HttpOnly, SameSite=Strict, host-only cookie of 12 hours", async () => {
    const browser = consoleBrowser(server);
    const { response } = await browser.login(EMAIL, PASSWORD);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("platform_session="));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Strict/i);
    expect(cookie).toMatch(/;\s*Max-Age=43200/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
    // not over https in test mode: no Secure flag (a browser would drop the cookie on http)
    expect(cookie).not.toMatch(/;\s*Secure/i);
    const home = await browser.get("/operators");
    expect(home.response.status).toBe(200);
    expect(home.html).toContain(EMAIL);
    // the token is stored hashed only
    const token = browser.jar.get("platform_session") ?? "";
    const stored = await platform.db.owner
      .select({ hash: operatorSessions.tokenHash })
      .from(operatorSessions);
    expect(stored.some((s) => s.hash === token)).toBe(false);
  });

  it("refuses a wrong password, and an unknown e-mail, with the same message and no cookie", async () => {
    for (const [email, password] of [
      [EMAIL, "Pas-le-bon-mot-de-passe"],
      ["nobody@platform.example", PASSWORD],
    ] as const) {
      const browser = consoleBrowser(server);
      const { response, html } = await browser.login(email, password);
      expect(response.status).toBe(401);
      expect(html).toContain("E-mail ou mot de passe incorrect");
      expect(browser.jar.has("platform_session")).toBe(false);
    }
  });

  it("answers the pages with a policy that loads nothing but the console's stylesheet", async () => {
    const browser = consoleBrowser(server);
    const { response, html } = await browser.get("/login");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).not.toContain("unsafe-inline");
    expect(html).not.toMatch(/<script|style="/);
    expect(html).toContain('<link rel="stylesheet" href="/console.css"');
    const css = await browser.get("/console.css");
    expect(css.response.status).toBe(200);
    expect(css.response.headers.get("content-type")).toMatch(/^text\/css/);
  });

  it("is rate limited per e-mail like the sites' login (429 with Retry-After)", async () => {
    const email = "limited@platform.example";
    await upsertOperator(platform.db, { email, password: PASSWORD });
    const browser = consoleBrowser(server);
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) last = (await browser.login(email, "Mauvais-mot-de-passe-1")).response;
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
    // the right password does not get through while the window lasts
    expect((await browser.login(email, PASSWORD)).response.status).toBe(429);
  });

  it("logs out: the session ends on the server, its cookie is worthless afterwards", async () => {
    const browser = consoleBrowser(server);
    await browser.login(EMAIL, PASSWORD);
    const token = browser.jar.get("platform_session") ?? "";
    const out = await browser.post("/logout", {});
    expect(out.response.status).toBe(303);
    expect(out.response.headers.get("location")).toBe("/login");
    const replay = await server.fetch(
      new Request(`http://${PLATFORM_HOST}/`, {
        headers: { host: PLATFORM_HOST, cookie: `platform_session=${token}` },
      }),
    );
    expect(replay.status).toBe(303);
    expect(replay.headers.get("location")).toBe("/login");
  });
});

describe("walls", () => {
  it("sends every page but the login to /login without a session", async () => {
    const browser = consoleBrowser(server);
    for (const path of ["/", "/sites/new", "/sites/1", "/sites/import", "/audit", "/operators"]) {
      const { response } = await browser.get(path);
      expect({ path, status: response.status, to: response.headers.get("location") }).toEqual({
        path,
        status: 303,
        to: "/login",
      });
    }
    const { response } = await browser.post("/sites/1/suspend", { confirm: "on", reason: "x" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/login");
  });

  it("refuses a POST without the session's CSRF token, or with another session's", async () => {
    const browser = consoleBrowser(server);
    await browser.login(EMAIL, PASSWORD);
    const other = consoleBrowser(server);
    await other.login(EMAIL, PASSWORD);
    const otherToken = (await other.get("/operators")).html.match(/name="_csrf" value="([^"]*)"/)?.[1] ?? "";
    expect(otherToken).not.toBe("");
    for (const csrf of ["", "forged", otherToken]) {
      const { response, html } = await browser.post("/operators", {
        _csrf: csrf,
        email: "x@platform.example",
        password: PASSWORD,
      });
      expect(response.status).toBe(403);
      expect(html).toContain("Ce formulaire a expiré");
    }
    expect((await browser.post("/logout", { _csrf: "forged" })).response.status).toBe(403);
  });

  it("refuses a POST whose Origin is not the platform host (or has none), the login's included", async () => {
    for (const origin of ["http://evil.example", "http://localhost", "http://domaine.localhost", null]) {
      const browser = consoleBrowser(server, { origin });
      const { response } = await browser.login(EMAIL, PASSWORD);
      expect({ origin, status: response.status }).toEqual({ origin, status: 403 });
      expect(browser.jar.has("platform_session")).toBe(false);
    }
    const browser = consoleBrowser(server);
    await browser.login(EMAIL, PASSWORD);
    const { response } = await browser.post("/logout", {}, { headers: { origin: "http://evil.example" } });
    expect(response.status).toBe(403);
  });

  it("gives a site's SUPER_ADMIN nothing: neither its token cookie nor its bearer opens the console", async () => {
    const admin = await userWithSession(platform.db, 1, "SUPER_ADMIN");
    const attempts: Record<string, string>[] = [
      { cookie: `token=${admin.token}; idSite=1` },
      { authorization: `Bearer ${admin.token}` },
      { cookie: `platform_session=${admin.token}` },
    ];
    for (const headers of attempts) {
      const response = await server.fetch(
        new Request(`http://${PLATFORM_HOST}/`, { headers: { host: PLATFORM_HOST, ...headers } }),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/login");
    }
  });

  it("never serves a site's page on the platform host, nor the console on a site's host", async () => {
    const onPlatform = await server.fetch(
      new Request(`http://${PLATFORM_HOST}/services`, { headers: { host: PLATFORM_HOST } }),
    );
    expect(onPlatform.status).toBe(303);
    const browser = consoleBrowser(server);
    await browser.login(EMAIL, PASSWORD);
    const page = await browser.get("/services");
    expect(page.response.status).toBe(404);
    expect(page.html).not.toMatch(/vs-theme|Conseil|Domaine/);
    for (const host of ["localhost", "domaine.localhost"]) {
      const login = await server.fetch(new Request(`http://${host}/login`, { headers: { host } }));
      expect(await login.text()).not.toContain("Connexion à la console");
      const css = await server.fetch(new Request(`http://${host}/console.css`, { headers: { host } }));
      expect(await css.text()).not.toContain(".presets");
    }
    // the console's cookie means nothing on a site either
    const token = browser.jar.get("platform_session") ?? "";
    const logged = await server.fetch(
      new Request("http://localhost/api/logged", {
        headers: { host: "localhost", idSite: "1", cookie: `platform_session=${token}` },
      }),
    );
    expect(((await logged.json()) as { data: { logged: boolean } }).data.logged).toBe(false);
  });
});

describe("import form", () => {
  it("reads the multipart form with its CSRF token, and refuses it without an archive, keeping the hosts", async () => {
    const browser = consoleBrowser(server);
    await browser.login(EMAIL, PASSWORD);
    const csrf = (await browser.get("/sites/import")).html.match(/name="_csrf" value="([^"]*)"/)?.[1] ?? "";
    const body = new FormData();
    body.set("_csrf", csrf);
    body.set("devHosts", "importe.localhost");
    const response = await server.fetch(
      new Request(`http://${PLATFORM_HOST}/sites/import`, {
        method: "POST",
        body,
        headers: {
          host: PLATFORM_HOST,
          origin: `http://${PLATFORM_HOST}`,
          cookie: `platform_session=${browser.jar.get("platform_session")}`,
        },
      }),
    );
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('id="imp-archive-error"');
    expect(html).toContain("importe.localhost");
    // without the token, the same form is refused before anything is read into a site
    body.set("_csrf", "forged");
    const forged = await server.fetch(
      new Request(`http://${PLATFORM_HOST}/sites/import`, {
        method: "POST",
        body,
        headers: {
          host: PLATFORM_HOST,
          origin: `http://${PLATFORM_HOST}`,
          cookie: `platform_session=${browser.jar.get("platform_session")}`,
        },
      }),
    );
    expect(forged.status).toBe(403);
  });
});

describe("operators", () => {
  it("lists the operators and refuses to add one whose e-mail exists", async () => {
    const browser = consoleBrowser(server);
    await browser.login(EMAIL, PASSWORD);
    const { html } = await browser.get("/operators");
    expect(html).toContain(EMAIL);
    const again = await browser.post("/operators", {
      email: EMAIL.toUpperCase(),
      password: "Un-autre-mot-2026!",
    });
    expect(again.response.status).toBe(409);
    expect(again.html).toContain("Un opérateur existe déjà avec cette adresse e-mail");
    // what was typed is kept, the password never echoed
    expect(again.html).not.toContain("Un-autre-mot-2026!");
  });

  it("refuses a new operator's weak password next to its field, keeping what was typed", async () => {
    const browser = consoleBrowser(server);
    await browser.login(EMAIL, PASSWORD);
    const { response, html } = await browser.post("/operators", {
      email: "nouveau@platform.example",
      password: "court",
    });
    expect(response.status).toBe(422);
    expect(html).toContain('id="add-password-error"');
    expect(html).toContain("au moins 12 caractères");
    expect(html).toContain('value="nouveau@platform.example"');
  });

  it("refuses a password change with a wrong current password or two different new ones", async () => {
    const browser = consoleBrowser(server);
    await browser.login(EMAIL, PASSWORD);
    const wrong = await browser.post("/operators/password", {
      currentPassword: "pas-le-bon-du-tout",
      newPassword: "Nouveau-secret-2026!",
      confirmPassword: "Nouveau-secret-2026!",
    });
    expect(wrong.response.status).toBe(422);
    expect(wrong.html).toContain('id="pw-currentPassword-error"');
    const differ = await browser.post("/operators/password", {
      currentPassword: PASSWORD,
      newPassword: "Nouveau-secret-2026!",
      confirmPassword: "Nouveau-secret-2027!",
    });
    expect(differ.response.status).toBe(422);
    expect(differ.html).toContain("Les deux nouveaux mots de passe diffèrent");
  });
});
