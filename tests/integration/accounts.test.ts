// The account calls of spec §7 against the real API and a real database (issue 5).
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { queryRows, withSite } from "../../src/server/db/client";
import { mailOutbox, parameters, passwordResetTokens, sessions, users } from "../../src/server/db/schema";
import { demoAccounts } from "../../src/server/db/seed/content/accounts";
import { createTestPlatform, envelopeOf, LOOPBACK_PEER } from "../support/test-platform";

// each test speaks from its own address (X-Forwarded-For, trusted here) so that the per-IP
// limits of one test never reach another
const platform = await createTestPlatform({ trustProxy: true });
afterAll(() => platform.close());

let ipCounter = 0;
const newIp = () => `203.0.113.${++ipCounter}`;
let emailCounter = 0;
const newEmail = (name = "visiteur") => `${name}.${++emailCounter}@example.fr`;

const STRONG = "Vendanges tardives à Turquant";

interface CallOptions {
  site?: number;
  token?: string;
  ip?: string;
  json?: unknown;
  headers?: Record<string, string>;
}

async function call(method: string, path: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  headers.set("X-Forwarded-For", options.ip ?? "198.51.100.1");
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  const response = await platform.call(`/api${path}`, {
    method,
    site: options.site ?? 1,
    json: options.json,
    headers,
  });
  const body = await envelopeOf(response);
  return { response, status: response.status, body, data: body.data as Record<string, unknown> | null };
}

async function registerOn(site: number, overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string | undefined) ?? newEmail();
  const result = await call("POST", "/register", {
    site,
    ip: newIp(),
    json: {
      email,
      password: STRONG,
      firstname: "Léa",
      lastname: "Martin",
      acceptTerms: true,
      ...(site === 2 ? { birthdate: "1990-04-02" } : {}),
      ...overrides,
    },
  });
  return { ...result, email, token: (result.data?.token as string | undefined) ?? "" };
}

async function loginOn(site: number, email: string, password: string, ip = newIp()) {
  const result = await call("POST", "/login", { site, ip, json: { email, password } });
  return { ...result, token: (result.data?.token as string | undefined) ?? "" };
}

async function setSetting(site: number, type: string, value: boolean | string | null) {
  await withSite(platform.db, site, (tx) =>
    tx
      .update(parameters)
      .set({ value })
      .where(and(eq(parameters.siteId, site), eq(parameters.type, type))),
  );
}

async function outboxFor(site: number, to: string) {
  return withSite(platform.db, site, (tx) =>
    tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.siteId, site), eq(mailOutbox.toAddress, to)))
      // in the order they were written: delivery updates the rows, which moves them in the heap
      .orderBy(asc(mailOutbox.id)),
  );
}

const errorsOf = (data: unknown) => (data as { errors: Record<string, string[]> }).errors;

describe("GET /logged", () => {
  it("says not logged without a token, logged with one, and is never cached", async () => {
    const anonymous = await call("GET", "/logged");
    expect(anonymous.status).toBe(200);
    expect(anonymous.data).toEqual({ logged: false, user: null });
    expect(anonymous.response.headers.get("cache-control")).toBe("no-store");
    const { token, email } = await registerOn(1);
    const logged = await call("GET", "/logged", { token });
    expect(logged.data).toMatchObject({ logged: true, user: { email, role: "CUSTOMER", firstname: "Léa" } });
  });

  it("accepts the token cookie as well as the Authorization header", async () => {
    const { token } = await registerOn(1);
    const logged = await call("GET", "/logged", { headers: { Cookie: `idSite=1; token=${token}` } });
    expect(logged.data?.logged).toBe(true);
  });
});

describe("POST /register", () => {
  it("creates the account, logs in and sets the token and idSite cookies", async () => {
    const email = newEmail("Inscription");
    const result = await registerOn(1, { email: `  ${email.toUpperCase()} ` });
    expect(result.status).toBe(201);
    expect(result.body.message).toBe("Votre compte a été créé");
    expect(result.data).toMatchObject({ idSite: 1, user: { email: email.toLowerCase(), role: "CUSTOMER" } });
    const cookies = result.response.headers.getSetCookie();
    const token = cookies.find((c) => c.startsWith("token="));
    const idSite = cookies.find((c) => c.startsWith("idSite="));
    expect(token).toContain(`token=${result.token}`);
    expect(token).toMatch(/Max-Age=86400/);
    expect(token).toMatch(/HttpOnly/);
    expect(token).toMatch(/SameSite=Lax/);
    // localhost: a host-only cookie, and not Secure over http
    expect(token).not.toMatch(/Domain=|Secure/);
    expect(idSite).toMatch(/^idSite=1;.*Max-Age=86400/);
    expect(idSite).not.toMatch(/HttpOnly/);
    const [row] = await withSite(platform.db, 1, (tx) =>
      tx.select().from(users).where(eq(users.email, email.toLowerCase())),
    );
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(STRONG);
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it("refuses a registration without the terms of use ticked, per field and in French", async () => {
    const result = await registerOn(1, { acceptTerms: false });
    expect(result.status).toBe(400);
    expect(errorsOf(result.data).acceptTerms).toEqual(["Vous devez accepter les conditions d’utilisation"]);
    expect(result.body.message).toBe("Vous devez accepter les conditions d’utilisation");
  });

  it("refuses short passwords, common ones and ones built on the e-mail", async () => {
    const short = await registerOn(1, { password: "court-court" });
    expect(short.status).toBe(400);
    expect(errorsOf(short.data).password?.[0]).toBe("Le mot de passe doit contenir au moins 12 caractères");
    for (const password of ["azertyuiop123", "Password1234!", "soleilsoleil", "123456789012"]) {
      const common = await registerOn(1, { password });
      expect(common.status, password).toBe(422);
      expect(errorsOf(common.data).password).toEqual([
        "Ce mot de passe fait partie des plus courants : choisissez-en un autre",
      ]);
    }
    const likeEmail = await registerOn(1, {
      email: "jean.dupont@example.fr",
      password: "jean.dupont@example.fr",
    });
    expect(errorsOf(likeEmail.data).password).toEqual([
      "Le mot de passe ne doit pas contenir votre adresse e-mail",
    ]);
    // no composition rule: a long pass phrase of lower-case words is fine, and so is any Unicode
    expect((await registerOn(1, { password: "les vignes sous la pluie" })).status).toBe(201);
    expect((await registerOn(1, { password: "岩に染み入る蝉の声ですね" })).status).toBe(201);
  });

  it("refuses an e-mail already used on the site, whatever its case, but not on another site", async () => {
    const { email } = await registerOn(1);
    const again = await registerOn(1, { email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(errorsOf(again.data).email).toEqual(["Un compte existe déjà avec cette adresse e-mail"]);
    // every site has its own users: the same address is another account on site 2
    const other = await registerOn(2, { email });
    expect(other.status).toBe(201);
    expect(other.data?.user).not.toEqual(again.data);
  });

  it("refuses malformed input with per-field errors and never crashes", async () => {
    for (const json of [{}, { email: 42 }, { email: "pas-une-adresse", password: STRONG }, [], "texte"]) {
      const result = await call("POST", "/register", { ip: newIp(), json });
      expect(result.status, JSON.stringify(json)).toBe(400);
      expect(result.body.success).toBe(false);
    }
    const wrongType = await platform.call("/api/register", {
      method: "POST",
      body: "email=a",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(wrongType.status).toBe(415);
  });

  it("asks the birthdate and blocks minors where the site says so (site 2)", async () => {
    const missing = await registerOn(2, { birthdate: undefined });
    expect(missing.status).toBe(422);
    expect(errorsOf(missing.data).birthdate).toEqual(["Votre date de naissance est obligatoire"]);
    const today = new Date();
    const minor = `${today.getUTCFullYear() - 17}-01-01`;
    const refused = await registerOn(2, { birthdate: minor });
    expect(refused.status).toBe(422);
    expect(errorsOf(refused.data).birthdate).toEqual(["Vous devez avoir au moins 18 ans pour vous inscrire"]);
    // a form gets every error at once: the unticked box and the site's rule on the birthdate
    const both = await registerOn(2, { birthdate: minor, acceptTerms: false });
    expect(both.status).toBe(400);
    expect(Object.keys(errorsOf(both.data)).sort()).toEqual(["acceptTerms", "birthdate"]);
    expect(errorsOf(both.data).birthdate).toEqual(["Vous devez avoir au moins 18 ans pour vous inscrire"]);
    const future = await registerOn(2, { birthdate: `${today.getUTCFullYear() + 1}-01-01` });
    expect(errorsOf(future.data).birthdate).toEqual(["Cette date de naissance est invalide"]);
    const adult = await registerOn(2, { birthdate: `${today.getUTCFullYear() - 30}-06-15` });
    expect(adult.status).toBe(201);
    // site 1 asks nothing: no birthdate needed, and a minor may register there
    expect((await registerOn(1)).status).toBe(201);
    expect((await registerOn(1, { birthdate: minor })).status).toBe(201);
  });

  it("accepts only mobile phones when ALLOW_ONLY_MOBILE_PHONE is on, and stores them in E.164", async () => {
    const landline = "04 65 71 00 00";
    expect((await registerOn(1, { phone: landline })).status).toBe(201);
    await setSetting(1, "ALLOW_ONLY_MOBILE_PHONE", true);
    try {
      const refused = await registerOn(1, { phone: landline });
      expect(refused.status).toBe(422);
      expect(errorsOf(refused.data).phone).toEqual(["Seuls les numéros de téléphone mobile sont acceptés"]);
      const swissLandline = await registerOn(1, { phone: "+41 22 123 45 67" });
      expect(swissLandline.status).toBe(422);
      for (const phone of ["06 39 98 00 11", "+33 7 12 34 56 78", "+41 79 123 45 67", "+44 7700 900123"]) {
        const accepted = await registerOn(1, { phone });
        expect(accepted.status, phone).toBe(201);
      }
      const mobile = await registerOn(1, { phone: "06.39.98.00.12" });
      const profile = await call("GET", "/user", { token: mobile.token });
      expect(profile.data?.phone).toBe("+33639980012");
      const invalid = await registerOn(1, { phone: "12" });
      expect(errorsOf(invalid.data).phone).toEqual(["Ce numéro de téléphone est invalide"]);
    } finally {
      await setSetting(1, "ALLOW_ONLY_MOBILE_PHONE", false);
    }
  });

  it("subscribes to the site's default newsletter when asked", async () => {
    const { token } = await registerOn(2, { newsletter: true });
    const subscription = await call("GET", "/user/newsletter/subscription", { site: 2, token });
    const lists = await call("GET", "/user/newsletter/lists", { site: 2, token });
    const defaults = (lists.data as unknown as { id: number; isDefault: boolean }[])
      .filter((l) => l.isDefault)
      .map((l) => l.id);
    expect(subscription.data).toEqual({ lists: defaults });
  });
});

describe("POST /login and POST /logout", () => {
  it("logs a seeded user in with a new token at every login, ending the session it came with", async () => {
    const seeded = demoAccounts.find((a) => a.siteId === 2 && a.role === "CUSTOMER");
    if (!seeded) throw new Error("no seeded customer");
    const first = await loginOn(2, seeded.email, seeded.password);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ idSite: 2, user: { email: seeded.email, role: "CUSTOMER" } });
    expect(first.response.headers.getSetCookie().some((c) => c.startsWith("token="))).toBe(true);
    const second = await call("POST", "/login", {
      site: 2,
      ip: newIp(),
      token: first.token,
      json: { email: seeded.email.toUpperCase(), password: seeded.password },
    });
    const secondToken = second.data?.token as string;
    expect(secondToken).not.toBe(first.token);
    expect((await call("GET", "/logged", { site: 2, token: first.token })).data?.logged).toBe(false);
    expect((await call("GET", "/logged", { site: 2, token: secondToken })).data?.logged).toBe(true);
  });

  it("answers the same to a wrong password and to an unknown e-mail", async () => {
    const { email } = await registerOn(1);
    const wrong = await loginOn(1, email, "pas le bon mot de passe");
    const unknown = await loginOn(1, newEmail("inconnu"), STRONG);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe("E-mail ou mot de passe incorrect");
  });

  it("refuses on site 2 a token issued on site 1", async () => {
    const { token } = await registerOn(1);
    expect((await call("GET", "/user", { site: 1, token })).status).toBe(200);
    expect((await call("GET", "/user", { site: 2, token })).status).toBe(401);
    expect((await call("GET", "/logged", { site: 2, token })).data?.logged).toBe(false);
  });

  it("ends the session on logout and clears both cookies", async () => {
    const { token } = await registerOn(1);
    const out = await call("POST", "/logout", { token });
    expect(out.status).toBe(200);
    const cleared = out.response.headers.getSetCookie();
    expect(cleared.find((c) => c.startsWith("token="))).toMatch(/Max-Age=0/);
    expect(cleared.find((c) => c.startsWith("idSite="))).toMatch(/Max-Age=0/);
    expect((await call("GET", "/user", { token })).status).toBe(401);
    // logging out twice is harmless
    expect((await call("POST", "/logout", { token })).status).toBe(200);
  });
});

describe("session cookies in production", () => {
  it("are Secure over https and stay host-only on the platform's shared domain", async () => {
    const { email } = await registerOn(2);
    const response = await platform.api.fetch(
      new Request("http://domaine.vinisite.fr/api/login", {
        method: "POST",
        headers: {
          idSite: "2",
          "Content-Type": "application/json",
          "X-Forwarded-Proto": "https",
          "X-Forwarded-For": newIp(),
        },
        body: JSON.stringify({ email, password: STRONG }),
      }),
      LOOPBACK_PEER,
    );
    expect(response.status).toBe(200);
    const token = response.headers.getSetCookie().find((c) => c.startsWith("token="));
    expect(token).toMatch(/; Secure/);
    // vinisite.fr hosts several sites: a Domain there would let one site's cookie reach another
    expect(token).not.toMatch(/Domain=/);
  });
});

describe("rate limits", () => {
  it("answers 429 after 10 logins of one e-mail, whatever the address they come from", async () => {
    const { email } = await registerOn(1);
    for (let i = 0; i < 10; i++) expect((await loginOn(1, email, "mauvais mot de passe")).status).toBe(401);
    const limited = await loginOn(1, email, STRONG);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Trop de requêtes, veuillez réessayer plus tard");
    expect(Number(limited.response.headers.get("retry-after"))).toBeGreaterThan(0);
    // the same e-mail on another site is another account, with its own counter
    expect((await loginOn(2, email, STRONG)).status).toBe(401);
  });

  it("answers 429 after 30 logins from one address, while another address still gets in", async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++) expect((await loginOn(1, newEmail("essai"), STRONG, ip)).status).toBe(401);
    expect((await loginOn(1, newEmail("essai"), STRONG, ip)).status).toBe(429);
    const { email } = await registerOn(1);
    expect((await loginOn(1, email, STRONG, newIp())).status).toBe(200);
  });

  it("limits reset requests per e-mail, with the same answer for every address", async () => {
    const { email } = await registerOn(1);
    for (let i = 0; i < 3; i++) {
      expect((await call("PUT", "/password/reset/ask", { ip: newIp(), json: { email } })).status).toBe(200);
    }
    expect((await call("PUT", "/password/reset/ask", { ip: newIp(), json: { email } })).status).toBe(429);
  });
});

describe("password reset", () => {
  const tokenFromMail = (text: string) => text.match(/\/password\/reset\/([\w-]+)/)?.[1] ?? "";

  it("answers the same whether the e-mail has an account or not, and mails only real accounts", async () => {
    const { email } = await registerOn(1);
    const unknownEmail = newEmail("personne");
    const known = await call("PUT", "/password/reset/ask", { ip: newIp(), json: { email } });
    const unknown = await call("PUT", "/password/reset/ask", { ip: newIp(), json: { email: unknownEmail } });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.response.headers.get("cache-control")).toBe("no-store");
    expect(await outboxFor(1, unknownEmail)).toEqual([]);
    const [mail] = await outboxFor(1, email);
    expect(mail?.kind).toBe("account.reset");
    expect(mail?.fromAddress).toBe("Camille Verdier Conseil <ne-pas-repondre@conseil.vinisite.fr>");
    expect(mail?.text).toMatch(/^http:\/\/localhost\/password\/reset\/[\w-]{40,}$/m);
  });

  it("builds the link on the site's own host, never on a forged Host header", async () => {
    const { email } = await registerOn(2);
    await platform.api.fetch(
      new Request("http://evil.example/api/password/reset/ask", {
        method: "PUT",
        headers: { idSite: "2", "Content-Type": "application/json", "X-Forwarded-For": newIp() },
        body: JSON.stringify({ email }),
      }),
      LOOPBACK_PEER,
    );
    const [mail] = await outboxFor(2, email);
    expect(mail?.text).not.toContain("evil.example");
    // a Host the site does not own: the site's production name is used
    expect(mail?.text).toContain("https://domaine.vinisite.fr/password/reset/");
  });

  it("sets a new password once per token, ends every session, and refuses the token again", async () => {
    const { email, token: session } = await registerOn(1);
    await call("PUT", "/password/reset/ask", { ip: newIp(), json: { email } });
    const [mail] = await outboxFor(1, email);
    const resetToken = tokenFromMail(mail?.text ?? "");
    // stored hashed only
    const stored = await withSite(platform.db, 1, (tx) => tx.select().from(passwordResetTokens));
    expect(stored.some((t) => t.tokenHash === resetToken)).toBe(false);

    const weak = await call("PUT", "/password/reset", {
      ip: newIp(),
      json: { token: resetToken, password: "azertyuiop123" },
    });
    expect(weak.status).toBe(422);
    const done = await call("PUT", "/password/reset", {
      ip: newIp(),
      json: { token: resetToken, password: "Un nouveau départ au caveau" },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("Votre mot de passe a été modifié : vous pouvez vous connecter");
    expect((await call("GET", "/user", { token: session })).status).toBe(401);
    expect((await loginOn(1, email, STRONG)).status).toBe(401);
    expect((await loginOn(1, email, "Un nouveau départ au caveau")).status).toBe(200);
    const again = await call("PUT", "/password/reset", {
      ip: newIp(),
      json: { token: resetToken, password: STRONG },
    });
    expect(again.status).toBe(422);
    expect(errorsOf(again.data).token).toEqual([
      "Ce lien de réinitialisation est invalide ou a expiré : demandez-en un nouveau",
    ]);
    const kinds = (await outboxFor(1, email)).map((m) => m.kind);
    expect(kinds).toContain("account.passwordChanged");
  });

  it("refuses an expired token, a token of another site and an earlier token of the same user", async () => {
    const { email } = await registerOn(1);
    await call("PUT", "/password/reset/ask", { ip: newIp(), json: { email } });
    const first = tokenFromMail((await outboxFor(1, email))[0]?.text ?? "");
    await call("PUT", "/password/reset/ask", { ip: newIp(), json: { email } });
    const mails = await outboxFor(1, email);
    const second = tokenFromMail(mails[mails.length - 1]?.text ?? "");
    expect(second).not.toBe(first);
    expect(
      (await call("PUT", "/password/reset", { ip: newIp(), json: { token: first, password: STRONG } }))
        .status,
    ).toBe(422);
    // another site knows nothing of this token
    expect(
      (
        await call("PUT", "/password/reset", {
          site: 2,
          ip: newIp(),
          json: { token: second, password: STRONG },
        })
      ).status,
    ).toBe(422);
    // one hour later it is worthless
    await withSite(platform.db, 1, (tx) =>
      tx.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }),
    );
    expect(
      (
        await call("PUT", "/password/reset", {
          ip: newIp(),
          json: { token: second, password: "Encore un essai au chai" },
        })
      ).status,
    ).toBe(422);
  });
});

describe("GET and PUT /user", () => {
  it("needs a logged user", async () => {
    expect((await call("GET", "/user")).status).toBe(401);
    expect((await call("PUT", "/user", { json: {} })).status).toBe(401);
    expect((await call("GET", "/user", { token: "x".repeat(43) })).status).toBe(401);
  });

  it("reads and saves the profile of spec §3", async () => {
    const { token, email } = await registerOn(1, { phone: "06 39 98 00 50" });
    const profile = await call("GET", "/user", { token });
    expect(profile.data).toEqual({
      id: expect.any(Number),
      email,
      phone: "+33639980050",
      firstname: "Léa",
      lastname: "Martin",
      birthdate: null,
      role: "CUSTOMER",
    });
    const saved = await call("PUT", "/user", {
      token,
      json: { email, firstname: "  Anne-Sophie ", lastname: "O’Neil", phone: "", birthdate: "1985-03-04" },
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      firstname: "Anne-Sophie",
      lastname: "O’Neil",
      phone: null,
      birthdate: "1985-03-04",
    });
    const bad = await call("PUT", "/user", { token, json: { email, firstname: "<script>", lastname: "X" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(errorsOf(bad.data))).toEqual(["firstname"]);
  });

  it("changes the e-mail only with the current password, and tells the former address", async () => {
    const { token, email } = await registerOn(1);
    const newAddress = newEmail("nouvelle");
    const base = { firstname: "Léa", lastname: "Martin" };
    const without = await call("PUT", "/user", { token, json: { ...base, email: newAddress } });
    expect(without.status).toBe(422);
    expect(errorsOf(without.data).currentPassword).toEqual([
      "Saisissez votre mot de passe actuel pour changer d’adresse e-mail",
    ]);
    const wrong = await call("PUT", "/user", {
      token,
      json: { ...base, email: newAddress, currentPassword: "faux faux faux" },
    });
    expect(errorsOf(wrong.data).currentPassword).toEqual(["Le mot de passe actuel est incorrect"]);
    const taken = await registerOn(1);
    const conflict = await call("PUT", "/user", {
      token,
      json: { ...base, email: taken.email, currentPassword: STRONG },
    });
    expect(conflict.status).toBe(409);
    const changed = await call("PUT", "/user", {
      token,
      json: { ...base, email: newAddress, currentPassword: STRONG },
    });
    expect(changed.status).toBe(200);
    expect((await loginOn(1, newAddress, STRONG)).status).toBe(200);
    expect((await outboxFor(1, email)).map((m) => m.kind)).toContain("account.emailChanged");
  });
});

describe("PUT /user/password", () => {
  it("needs the current password, refuses weak ones, and ends the other sessions", async () => {
    const { token, email } = await registerOn(1);
    const other = await loginOn(1, email, STRONG);
    const wrong = await call("PUT", "/user/password", {
      token,
      json: { currentPassword: "pas le bon du tout", newPassword: "Une cave fraîche et sombre" },
    });
    expect(wrong.status).toBe(422);
    expect(errorsOf(wrong.data).currentPassword).toEqual(["Le mot de passe actuel est incorrect"]);
    const weak = await call("PUT", "/user/password", {
      token,
      json: { currentPassword: STRONG, newPassword: "motdepasse123" },
    });
    expect(errorsOf(weak.data).newPassword).toBeDefined();
    const done = await call("PUT", "/user/password", {
      token,
      json: { currentPassword: STRONG, newPassword: "Une cave fraîche et sombre" },
    });
    expect(done.status).toBe(200);
    expect((await call("GET", "/user", { token })).status).toBe(200);
    expect((await call("GET", "/user", { token: other.token })).status).toBe(401);
    expect((await loginOn(1, email, STRONG)).status).toBe(401);
    expect((await loginOn(1, email, "Une cave fraîche et sombre")).status).toBe(200);
    expect((await outboxFor(1, email)).map((m) => m.kind)).toContain("account.passwordChanged");
  });
});

describe("DELETE /user", () => {
  it("needs the password", async () => {
    const { token } = await registerOn(1);
    const refused = await call("DELETE", "/user", { token, json: { password: "certainement pas lui" } });
    expect(refused.status).toBe(422);
    expect((await call("GET", "/user", { token })).status).toBe(200);
    expect((await call("DELETE", "/user", { json: { password: STRONG } })).status).toBe(401);
  });

  it("erases the personal data from every table at once, confirms by mail, and the account can no longer log in", async () => {
    const lastname = "Zyxwvuts";
    const phone = "+33639980077";
    const { token, email } = await registerOn(2, { lastname, phone, newsletter: true });
    await call("PUT", "/password/reset/ask", { site: 2, ip: newIp(), json: { email } });
    const deleted = await call("DELETE", "/user", { site: 2, token, json: { password: STRONG } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe("Votre compte et vos données personnelles ont été supprimés");
    expect(deleted.response.headers.getSetCookie().find((c) => c.startsWith("token="))).toMatch(/Max-Age=0/);
    expect((await call("GET", "/user", { site: 2, token })).status).toBe(401);
    expect((await loginOn(2, email, STRONG)).status).toBe(401);

    // every table of the database, whatever module added it: no row mentions the person, but the
    // confirmation mail itself (the outbox stands for the mail server: it is what was sent)
    const tables = await queryRows<{ table_name: string }>(
      platform.db.owner,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const { table_name } of tables) {
      for (const needle of [email, lastname, phone]) {
        const rows = await queryRows<Record<string, unknown>>(
          platform.db.owner,
          sql`select * from ${sql.identifier(table_name)} t where t::text ilike ${`%${needle}%`}`,
        );
        if (table_name === "mail_outbox") {
          expect(rows.map((r) => r.kind)).toEqual(needle === email ? ["account.deleted"] : []);
        } else {
          expect(rows, `${table_name} still holds ${needle}`).toEqual([]);
        }
      }
    }
  });
});

describe("GET /user/export", () => {
  it("gives the user all their data as JSON", async () => {
    const { token, email } = await registerOn(2, { newsletter: true, phone: "06 39 98 00 60" });
    const exported = await call("GET", "/user/export", { site: 2, token });
    expect(exported.status).toBe(200);
    expect(exported.response.headers.get("cache-control")).toBe("no-store");
    expect(exported.data).toMatchObject({
      site: { id: 2 },
      user: { email, phone: "+33639980060", firstname: "Léa", birthdate: "1990-04-02" },
      newsletter: [{ list: "La lettre du domaine" }],
      sessions: [expect.objectContaining({ expiresAt: expect.any(String) })],
    });
    expect(JSON.stringify(exported.data)).not.toMatch(/scrypt|passwordHash|tokenHash/);
    expect((await call("GET", "/user/export", { site: 2 })).status).toBe(401);
  });
});

describe("newsletter", () => {
  it("answers 404 where the site has no newsletter (site 1)", async () => {
    const { token } = await registerOn(1);
    expect((await call("GET", "/user/newsletter/lists", { token })).status).toBe(404);
    expect(
      (await call("POST", "/newsletter/subscribe", { ip: newIp(), json: { email: newEmail() } })).status,
    ).toBe(404);
  });

  it("lists, reads and replaces the user's subscriptions; an empty list unsubscribes", async () => {
    const { token } = await registerOn(2);
    expect((await call("GET", "/user/newsletter/lists", { site: 2 })).status).toBe(401);
    const lists = (await call("GET", "/user/newsletter/lists", { site: 2, token })).data as unknown as {
      id: number;
      name: string;
    }[];
    expect(lists.map((l) => l.name)).toEqual(["La lettre du domaine", "Portes ouvertes et dégustations"]);
    expect((await call("GET", "/user/newsletter/subscription", { site: 2, token })).data).toEqual({
      lists: [],
    });
    const ids = lists.map((l) => l.id);
    const saved = await call("PUT", "/user/newsletter/subscription", {
      site: 2,
      token,
      json: { lists: ids },
    });
    expect(saved.data).toEqual({ lists: ids });
    const unknown = await call("PUT", "/user/newsletter/subscription", {
      site: 2,
      token,
      json: { lists: [999_999] },
    });
    expect(unknown.status).toBe(422);
    // lists of site 1 are unknown on site 2
    const bad = await call("PUT", "/user/newsletter/subscription", {
      site: 2,
      token,
      json: { lists: ["x"] },
    });
    expect(bad.status).toBe(400);
    const none = await call("PUT", "/user/newsletter/subscription", { site: 2, token, json: { lists: [] } });
    expect(none.data).toEqual({ lists: [] });
  });

  it("subscribes a visitor by e-mail, with the same answer the second time", async () => {
    const email = newEmail("lecteur");
    const first = await call("POST", "/newsletter/subscribe", { site: 2, ip: newIp(), json: { email } });
    const second = await call("POST", "/newsletter/subscribe", { site: 2, ip: newIp(), json: { email } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual(second.body);
    // registering later with that address shows the subscription in the account
    const { token } = await registerOn(2, { email });
    const subscription = await call("GET", "/user/newsletter/subscription", { site: 2, token });
    expect(subscription.data).toEqual({ lists: [expect.any(Number)] });
  });
});

describe("GET /admin/address/type", () => {
  it("is for ADMIN and SUPER_ADMIN only: 401 anonymous, 403 customer", async () => {
    expect((await call("GET", "/admin/address/type", { site: 2 })).status).toBe(401);
    const customer = demoAccounts.find((a) => a.siteId === 2 && a.role === "CUSTOMER");
    if (!customer) throw new Error("no seeded customer");
    const asCustomer = await loginOn(2, customer.email, customer.password);
    const refused = await call("GET", "/admin/address/type", { site: 2, token: asCustomer.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Vous n’êtes pas autorisé à faire cela");
    for (const role of ["ADMIN", "SUPER_ADMIN"] as const) {
      const admin = demoAccounts.find((a) => a.siteId === 2 && a.role === role);
      if (!admin) throw new Error(`no seeded ${role}`);
      const asAdmin = await loginOn(2, admin.email, admin.password);
      const types = await call("GET", "/admin/address/type", { site: 2, token: asAdmin.token });
      expect(types.status).toBe(200);
      expect(types.data).toEqual(
        expect.arrayContaining([expect.objectContaining({ code: "MAIN", value: expect.any(String) })]),
      );
      // an admin of site 2 is nobody on site 1
      expect((await call("GET", "/admin/address/type", { site: 1, token: asAdmin.token })).status).toBe(401);
    }
  });
});

describe("sessions table", () => {
  it("keeps at most 10 sessions per user", async () => {
    const { email } = await registerOn(1);
    for (let i = 0; i < 12; i++) await loginOn(1, email, STRONG);
    const rows = await withSite(platform.db, 1, (tx) =>
      tx
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(users.email, email)),
    );
    expect(rows.length).toBe(10);
  });
});
