import { and, asc, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { z } from "zod";
import {
  deleteAccountBodySchema,
  loginBodySchema,
  loginCodeBodySchema,
  newsletterSubscribeBodySchema,
  passwordChangeBodySchema,
  profileBodySchema,
  registerBodySchema,
  resetAskBodySchema,
  resetBodySchema,
  subscriptionBodySchema,
} from "../../../../schemas/account";
import { translate } from "../../../runtime/messages/translate";
import type { ApiDeps } from "../../api-deps";
import { withSite } from "../../db/client";
import { addressTypes } from "../../db/schema";
import type { ApiEnv } from "../../http/api-env";
import { ApiError, type FieldIssue } from "../../http/api-error";
import { requireAdmin, requireUser } from "../../http/auth";
import { clientIpOf, type TrustedProxies } from "../../http/client-ip";
import { ok } from "../../http/envelope";
import { readJson } from "../../http/read-body";
import { fieldErrors, parseInput } from "../../http/validate";
import type { Mailer } from "../../mail/mailer";
import { type RateLimit, RateLimiter } from "../../security/rate-limiter";
import { placeOf, visitorOrigin } from "../site/site-origin";
import type { SiteRecord } from "../site/site-registry";
import {
  deletedMail,
  emailChangedMail,
  passwordChangedMail,
  resetMail,
  secondFactorMail,
} from "./account-mails";
import {
  askPasswordReset,
  changePassword,
  deleteAccount,
  emailKey,
  exportAccount,
  type FieldErrors,
  loggedUser,
  login,
  logout,
  type OpenedSession,
  personRuleErrors,
  profileOf,
  register,
  resetPassword,
  updateProfile,
} from "./account-service";
import { type CookieOptions, clearedSessionCookies, cookieDomainFor, sessionCookies } from "./cookies";
import { listNewsletters, setSubscription, subscribe, subscriptionOf } from "./newsletter-service";
import { completeLogin, pendingLoginOf, staffSecondFactorRoutes } from "./staff-second-factor";

/** docs/decisions/013: the limits, per process. */
export const accountRateLimits = {
  loginPerIp: { max: 30, windowMs: 15 * 60_000 },
  loginPerEmail: { max: 10, windowMs: 15 * 60_000 },
  /** Codes of a second factor tried for one user (decision 132). */
  loginCodePerUser: { max: 5, windowMs: 15 * 60_000 },
  resetAskPerIp: { max: 10, windowMs: 60 * 60_000 },
  resetAskPerEmail: { max: 3, windowMs: 60 * 60_000 },
  resetPerIp: { max: 20, windowMs: 60 * 60_000 },
  registerPerIp: { max: 10, windowMs: 60 * 60_000 },
  subscribePerIp: { max: 20, windowMs: 60 * 60_000 },
  /** Password checks of a logged user (password change, e-mail change, deletion). */
  passwordCheckPerUser: { max: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimit>;

/** The account responses are personal: no cache may keep them (issue 5). */
const accountPaths = [
  "/logged",
  "/register",
  "/login",
  "/login/code",
  "/logout",
  "/password/*",
  "/user",
  "/user/*",
  "/newsletter/*",
  "/admin/address/type",
];

export interface AccountDeps extends ApiDeps {
  mailer: Mailer;
  mode: "development" | "production" | "test";
  trustProxy: TrustedProxies;
}

/** The site's own origin for links in mails: never taken from a Host header the site does not own. */
const siteOrigin = (c: Context<ApiEnv>, site: SiteRecord): string => visitorOrigin(site, placeOf(c.req));

/** https as the browser saw it: directly, or through a TLS-terminating proxy. */
function isHttps(c: Context<ApiEnv>): boolean {
  return new URL(c.req.url).protocol === "https:" || c.req.header("x-forwarded-proto") === "https";
}

/** What the account routes share: the database, the rate limits, cookies and the site's rules. */
function accountKit(deps: AccountDeps) {
  const { db, sites, mailer } = deps;
  // one limiter for the process, its windows in PostgreSQL: shared with every other process
  const limiter = new RateLimiter(db);

  const cookieOptions = (c: Context<ApiEnv>): CookieOptions => ({
    domain: cookieDomainFor(new URL(c.req.url).host, c.get("site"), sites.all()),
    secure: deps.mode === "production" && isHttps(c),
  });

  const limit = async (key: string, rule: RateLimit, c: Context<ApiEnv>) => {
    const decision = await limiter.hit(key, rule);
    if (!decision.allowed) {
      c.header("Retry-After", String(decision.retryAfter));
      throw new ApiError(429, "error.rateLimited");
    }
  };
  const ipOf = (c: Context<ApiEnv>) => clientIpOf(c, deps.trustProxy);

  const siteName = (c: Context<ApiEnv>) => c.get("site").name;

  /** Parses a body that has site rules too: a failed parse also reports those rules' errors. */
  const parseWithRules = async <S extends typeof registerBodySchema | typeof profileBodySchema>(
    c: Context<ApiEnv>,
    schema: S,
  ) => {
    const raw = await readJson(c);
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data as z.output<S>;
    const errors: Record<string, FieldIssue[]> = fieldErrors(parsed.error);
    const rules: FieldErrors = await personRuleErrors(db, c.get("site").id, raw);
    for (const [field, keys] of Object.entries(rules)) errors[field] ??= keys;
    throw new ApiError(400, "error.badRequest", {}, { errors });
  };

  const sendLater = (c: Context<ApiEnv>, send: () => Promise<void>) =>
    send().catch((err: unknown) => c.get("log").error({ err }, "account mail failed"));

  return {
    db,
    sites,
    mailer,
    deps,
    limiter,
    limit,
    ipOf,
    siteName,
    cookieOptions,
    parseWithRules,
    sendLater,
  };
}

type AccountKit = ReturnType<typeof accountKit>;

/** Register, log in and out, reset a forgotten password. */
function sessionRoutes(r: Hono<ApiEnv>, kit: AccountKit) {
  const { db, mailer, limit, ipOf, siteName, cookieOptions, parseWithRules, sendLater, limiter } = kit;
  r.get("/logged", async (c) => {
    const user = c.get("user");
    const found = user ? await loggedUser(db, c.get("site").id, user.id) : null;
    return ok(c, { logged: Boolean(found), user: found });
  });

  r.post("/register", async (c) => {
    const idSite = c.get("site").id;
    await limit(`register:ip:${ipOf(c)}`, accountRateLimits.registerPerIp, c);
    const body = await parseWithRules(c, registerBodySchema);
    const opened = await register(db, idSite, body);
    for (const cookie of sessionCookies(opened.token, idSite, cookieOptions(c)))
      c.header("Set-Cookie", cookie, { append: true });
    return ok(
      c,
      { token: opened.token, idSite, user: opened.user },
      201,
      translate(c.get("lang"), "account.registered"),
    );
  });

  /** A session opened: its cookies, and spec §7's answer (token, idSite, user). */
  const loggedIn = (c: Context<ApiEnv>, opened: OpenedSession) => {
    const idSite = c.get("site").id;
    for (const cookie of sessionCookies(opened.token, idSite, cookieOptions(c)))
      c.header("Set-Cookie", cookie, { append: true });
    return ok(
      c,
      { token: opened.token, idSite, user: opened.user },
      200,
      translate(c.get("lang"), "account.loggedIn"),
    );
  };

  r.post("/login", async (c) => {
    const idSite = c.get("site").id;
    await limit(`login:ip:${ipOf(c)}`, accountRateLimits.loginPerIp, c);
    const body = parseInput(loginBodySchema, await readJson(c));
    const emailLimitKey = `login:email:${emailKey(idSite, body.email)}`;
    await limit(emailLimitKey, accountRateLimits.loginPerEmail, c);
    const opened = await login(db, idSite, body, c.get("user")?.sessionId ?? null);
    // a second factor owed (decision 132): no session yet, and the e-mail's count stays until the code
    if ("challenge" in opened)
      return ok(
        c,
        { secondFactor: true, challenge: opened.challenge },
        200,
        translate(c.get("lang"), "account.secondFactorAsked"),
      );
    await limiter.reset(emailLimitKey);
    return loggedIn(c, opened);
  });

  // the login's second step: five codes per user per quarter of an hour, whatever the challenge
  r.post("/login/code", async (c) => {
    const idSite = c.get("site").id;
    await limit(`login:ip:${ipOf(c)}`, accountRateLimits.loginPerIp, c);
    const body = parseInput(loginCodeBodySchema, await readJson(c));
    const pending = await pendingLoginOf(db, idSite, body.challenge);
    if (!pending) throw new ApiError(401, "account.loginChallengeExpired");
    const codeLimitKey = `login:code:${idSite}:${pending.userId}`;
    await limit(codeLimitKey, accountRateLimits.loginCodePerUser, c);
    const opened = await completeLogin(db, idSite, body, c.get("user")?.sessionId ?? null);
    await limiter.reset(codeLimitKey);
    await limiter.reset(`login:email:${emailKey(idSite, pending.email)}`);
    return loggedIn(c, opened);
  });

  // DESIGN.md §4: the session ends on the server; the cookies are cleared even with no session
  r.post("/logout", async (c) => {
    const user = c.get("user");
    if (user) await logout(db, c.get("site").id, user.sessionId);
    for (const cookie of clearedSessionCookies(cookieOptions(c)))
      c.header("Set-Cookie", cookie, { append: true });
    return ok(c, null, 200, translate(c.get("lang"), "account.loggedOut"));
  });

  r.put("/password/reset/ask", async (c) => {
    const site = c.get("site");
    await limit(`reset-ask:ip:${ipOf(c)}`, accountRateLimits.resetAskPerIp, c);
    const body = parseInput(resetAskBodySchema, await readJson(c));
    await limit(`reset-ask:email:${emailKey(site.id, body.email)}`, accountRateLimits.resetAskPerEmail, c);
    const request = await askPasswordReset(db, site.id, body.email);
    if (request) {
      const url = `${siteOrigin(c, site)}/password/reset/${request.token}`;
      await sendLater(c, () =>
        mailer.send(site.id, resetMail(c.get("lang"), siteName(c), request.user, url)),
      );
    }
    // the same answer whether the address has an account or not
    return ok(c, null, 200, translate(c.get("lang"), "account.resetAsked"));
  });

  r.put("/password/reset", async (c) => {
    const site = c.get("site");
    await limit(`reset:ip:${ipOf(c)}`, accountRateLimits.resetPerIp, c);
    const body = parseInput(resetBodySchema, await readJson(c));
    const user = await resetPassword(db, site.id, body);
    const again = `${siteOrigin(c, site)}/password/reset/ask`;
    await sendLater(c, () =>
      mailer.send(site.id, passwordChangedMail(c.get("lang"), siteName(c), user, again)),
    );
    for (const cookie of clearedSessionCookies(cookieOptions(c)))
      c.header("Set-Cookie", cookie, { append: true });
    return ok(c, null, 200, translate(c.get("lang"), "account.resetDone"));
  });
}

/** The logged user's profile, password, data and newsletters; the address types. */
function profileRoutes(r: Hono<ApiEnv>, kit: AccountKit) {
  const { db, mailer, limit, ipOf, siteName, cookieOptions, parseWithRules, sendLater } = kit;
  r.get("/user", async (c) => ok(c, await profileOf(db, c.get("site").id, requireUser(c).id)));

  r.put("/user", async (c) => {
    const site = c.get("site");
    const user = requireUser(c);
    const body = await parseWithRules(c, profileBodySchema);
    if (body.email !== user.email)
      await limit(`password:user:${site.id}:${user.id}`, accountRateLimits.passwordCheckPerUser, c);
    const { profile, previousEmail } = await updateProfile(db, site.id, user.id, body);
    if (previousEmail) {
      const to = { email: previousEmail, firstname: profile.firstname };
      await sendLater(c, () =>
        mailer.send(site.id, emailChangedMail(c.get("lang"), siteName(c), to, profile.email)),
      );
    }
    return ok(c, profile, 200, translate(c.get("lang"), "account.profileUpdated"));
  });

  r.put("/user/password", async (c) => {
    const site = c.get("site");
    const user = requireUser(c);
    await limit(`password:user:${site.id}:${user.id}`, accountRateLimits.passwordCheckPerUser, c);
    const body = parseInput(passwordChangeBodySchema, await readJson(c));
    await changePassword(db, site.id, user, body);
    const profile = await profileOf(db, site.id, user.id);
    const again = `${siteOrigin(c, site)}/password/reset/ask`;
    await sendLater(c, () =>
      mailer.send(site.id, passwordChangedMail(c.get("lang"), siteName(c), profile, again)),
    );
    return ok(c, null, 200, translate(c.get("lang"), "account.passwordChanged"));
  });

  r.delete("/user", async (c) => {
    const site = c.get("site");
    const user = requireUser(c);
    await limit(`password:user:${site.id}:${user.id}`, accountRateLimits.passwordCheckPerUser, c);
    const body = parseInput(deleteAccountBodySchema, await readJson(c));
    const deleted = await deleteAccount(db, site.id, user, body.password);
    // the confirmation leaves after the erasure: it is the only trace left (docs/decisions/015)
    await sendLater(c, () => mailer.send(site.id, deletedMail(c.get("lang"), siteName(c), deleted)));
    for (const cookie of clearedSessionCookies(cookieOptions(c)))
      c.header("Set-Cookie", cookie, { append: true });
    c.get("log").info({ site: site.id, user: user.id }, "account deleted");
    return ok(c, null, 200, translate(c.get("lang"), "account.deleted"));
  });

  r.get("/user/export", async (c) => {
    const site = c.get("site");
    return ok(c, await exportAccount(db, site.id, siteName(c), requireUser(c).id));
  });

  r.get("/user/newsletter/lists", async (c) => {
    requireUser(c);
    return ok(c, await listNewsletters(db, c.get("site").id));
  });

  r.get("/user/newsletter/subscription", async (c) =>
    ok(c, await subscriptionOf(db, c.get("site").id, requireUser(c).email)),
  );

  r.put("/user/newsletter/subscription", async (c) => {
    const user = requireUser(c);
    const body = parseInput(subscriptionBodySchema, await readJson(c));
    const subscription = await setSubscription(db, c.get("site").id, user.email, body.lists);
    return ok(c, subscription, 200, translate(c.get("lang"), "newsletter.subscriptionUpdated"));
  });

  r.post("/newsletter/subscribe", async (c) => {
    await limit(`subscribe:ip:${ipOf(c)}`, accountRateLimits.subscribePerIp, c);
    const body = parseInput(newsletterSubscribeBodySchema, await readJson(c));
    await subscribe(db, c.get("site").id, body.email, body.lists);
    return ok(c, null, 200, translate(c.get("lang"), "newsletter.subscribed"));
  });

  // spec §6: address types are an admin-only call
  r.get("/admin/address/type", async (c) => {
    requireAdmin(c);
    const idSite = c.get("site").id;
    const rows = await withSite(db, idSite, (tx) =>
      tx
        .select({ id: addressTypes.id, value: addressTypes.label, code: addressTypes.code })
        .from(addressTypes)
        .where(and(eq(addressTypes.siteId, idSite)))
        .orderBy(asc(addressTypes.id)),
    );
    return ok(c, rows);
  });
}

/** The account calls of spec §7, plus GET /user/export (GDPR portability). */
export function accountRoutes(deps: AccountDeps) {
  const r = new Hono<ApiEnv>();
  for (const path of accountPaths) {
    r.use(path, async (c, next) => {
      c.set("formErrors", true);
      await next();
      c.header("Cache-Control", "no-store");
      // a login, a logout, a password or profile change… may end sessions or change a user: this
      // process forgets the site's sessions now, the others when the change feed tells them
      if (c.req.method !== "GET" && c.res.status < 400) deps.sessions.dropSite(c.get("site").id);
    });
  }
  const kit = accountKit(deps);
  sessionRoutes(r, kit);
  profileRoutes(r, kit);
  staffSecondFactorRoutes(r, {
    db: kit.db,
    limit: kit.limit,
    passwordRule: accountRateLimits.passwordCheckPerUser,
    tell: async (c, user, on) => {
      const site = c.get("site");
      const to = await profileOf(kit.db, site.id, user.id);
      const again = `${siteOrigin(c, site)}/password/reset/ask`;
      await kit.sendLater(c, () =>
        kit.mailer.send(site.id, secondFactorMail(c.get("lang"), kit.siteName(c), to, on, again)),
      );
    },
  });
  return r;
}
