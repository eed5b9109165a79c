/** @jsxImportSource hono/jsx */
// The console's own screens (issue 19 §1): login (with the second factor's step, decision 131) and
// logout, and the operators' audit log; the operators' screen is in operators-screens.tsx.
import type { Context, Hono } from "hono";
import { operatorLoginSchema, secondFactorCodeSchema } from "../../../../../schemas/operator-console";
import { platformOperators } from "../../../db/schema";
import { clientIpOf } from "../../../http/client-ip";
import { RateLimiter } from "../../../security/rate-limiter";
import { spendSecondFactorCode } from "../../../security/second-factor";
import { accountRateLimits } from "../../account/routes";
import type { Actor, PlatformDeps } from "../deps";
import { authenticateOperator } from "../operators";
import { countAudit, listAudit, recordLogin } from "../platform-service";
import {
  type ConsoleEnv,
  clearSessionCookie,
  formOf,
  loginCsrf,
  loginCsrfValid,
  pendingOf,
  sameOrigin,
  sessionOf,
  setPendingCookie,
  setSessionCookie,
  takeFlash,
} from "./console-auth";
import { type Refusal, refusal, refusalOfError, refusalOfParse } from "./form-input";
import { dateTime, Field, type FieldErrors, renderPage } from "./layout";
import { closeOperatorSession, openOperatorSession } from "./operator-session";

/** Who acts, as the services and the audit log name the operator of this session. */
export function actorOf(c: Context<ConsoleEnv>): Actor {
  const { operator } = c.get("session");
  return { kind: "operator", operatorId: operator.id, email: operator.email };
}

/**
 * Runs an action; a service's refusal (ApiError) comes back as a Refusal to show, a bug is logged
 * and shown as a plain message (never a stack).
 */
export async function attempt<T>(
  deps: PlatformDeps,
  action: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; refusal: Refusal }> {
  try {
    return { ok: true, value: await action() };
  } catch (error) {
    const known = refusalOfError(error);
    if (known) return { ok: false, refusal: known };
    deps.log.error({ err: error }, "operator console action failed");
    return { ok: false, refusal: refusal("console.unexpected", undefined, 500) };
  }
}

// ---- login ----------------------------------------------------------------------------------

function loginPage(c: Context, deps: PlatformDeps, state: { email?: string; refusal?: Refusal } = {}) {
  const errors = state.refusal?.fields;
  return renderPage(
    c,
    {
      title: "Connexion à la console",
      csrf: "",
      error: state.refusal?.message,
      children: (
        <div class="card login">
          <form method="post" action="/login" novalidate>
            <input type="hidden" name="_csrf" value={loginCsrf(c, deps)} />
            <Field
              name="email"
              label="Adresse e-mail"
              type="email"
              value={state.email}
              errors={errors}
              required
              autocomplete="username"
            />
            <Field
              name="password"
              label="Mot de passe"
              type="password"
              errors={errors}
              required
              autocomplete="current-password"
            />
            <button type="submit" class="button">
              Se connecter
            </button>
          </form>
        </div>
      ),
    },
    state.refusal?.status ?? 200,
  );
}

export function loginRoutes(app: Hono<ConsoleEnv>, deps: PlatformDeps) {
  const limiter = new RateLimiter(deps.db);

  app.get("/login", async (c) => {
    if (await sessionOf(c, deps)) return c.redirect("/", 303);
    return loginPage(c, deps);
  });

  app.post("/login", async (c) => {
    if (!sameOrigin(c, deps))
      return loginPage(c, deps, { refusal: refusal("console.originRefused", undefined, 403) });
    const form = await formOf(c);
    if (!loginCsrfValid(c, form._csrf)) {
      return loginPage(c, deps, {
        email: form.email,
        refusal: refusal("console.formExpired", undefined, 403),
      });
    }
    const parsed = operatorLoginSchema.safeParse(form);
    if (!parsed.success)
      return loginPage(c, deps, { email: form.email, refusal: refusalOfParse(parsed.error) });
    const { email, password } = parsed.data;
    const ip = clientIpOf(c, deps.trustProxy);
    // the sites' limits (decision 013), under keys of the platform's own
    const emailKey = `platform-login:email:${email}`;
    for (const [key, rule] of [
      [`platform-login:ip:${ip}`, accountRateLimits.loginPerIp],
      [emailKey, accountRateLimits.loginPerEmail],
    ] as const) {
      const decision = await limiter.hit(key, rule);
      if (!decision.allowed) {
        c.header("Retry-After", String(decision.retryAfter));
        return loginPage(c, deps, { email, refusal: refusal("error.rateLimited", undefined, 429) });
      }
    }
    const operator = await authenticateOperator(deps.db, email, password);
    if (!operator) {
      // both outcomes in the audit log, never the password
      await recordLogin(deps, { email, ip, operatorId: null });
      deps.log.warn({ email }, "operator login refused");
      return loginPage(c, deps, { email, refusal: refusal("account.loginFailed", undefined, 401) });
    }
    if (operator.secondFactor) {
      // the console stays shut until the app's code is given (docs/decisions/131)
      setPendingCookie(c, deps, await openOperatorSession(deps.db, operator.id, new Date(), true));
      return codePage(c, deps);
    }
    await recordLogin(deps, { email, ip, operatorId: operator.id });
    await limiter.reset(emailKey);
    setSessionCookie(c, deps, await openOperatorSession(deps.db, operator.id));
    deps.log.info({ operator: operator.email }, "operator logged in");
    return c.redirect("/", 303);
  });

  app.post("/login/code", async (c) => {
    if (!sameOrigin(c, deps)) return codePage(c, deps, refusal("console.originRefused", undefined, 403));
    const form = await formOf(c);
    if (!loginCsrfValid(c, form._csrf))
      return codePage(c, deps, refusal("console.formExpired", undefined, 403));
    const pending = await pendingOf(c, deps);
    if (!pending) return loginPage(c, deps, { refusal: refusal("console.loginExpired", undefined, 401) });
    const parsed = secondFactorCodeSchema.safeParse(form);
    if (!parsed.success) return codePage(c, deps, refusalOfParse(parsed.error));
    const { operator } = pending;
    const ip = clientIpOf(c, deps.trustProxy);
    const codeKey = `platform-login:code:${operator.id}`;
    const decision = await limiter.hit(codeKey, SECOND_FACTOR_LIMIT);
    if (!decision.allowed) {
      c.header("Retry-After", String(decision.retryAfter));
      return codePage(c, deps, refusal("error.rateLimited", undefined, 429));
    }
    if (!(await spendSecondFactorCode(deps.db.owner, platformOperators, operator.id, parsed.data.code))) {
      await recordLogin(deps, { email: operator.email, ip, operatorId: null });
      deps.log.warn({ email: operator.email }, "operator login refused: wrong second factor code");
      return codePage(c, deps, refusal("account.codeWrong", "code", 401));
    }
    await closeOperatorSession(deps.db, pending.sessionId);
    await recordLogin(deps, { email: operator.email, ip, operatorId: operator.id });
    await limiter.reset(`platform-login:email:${operator.email}`);
    await limiter.reset(codeKey);
    setSessionCookie(c, deps, await openOperatorSession(deps.db, operator.id));
    deps.log.info({ operator: operator.email }, "operator logged in");
    return c.redirect("/", 303);
  });
}

/**
 * Tries of a second factor's code for one operator: 5 in 15 minutes. Three codes are right at any
 * time (the clock's step and one either side): a guess is right once in about 333 000 tries, nearly
 * two years of tries at this pace, for someone who already has the password.
 */
const SECOND_FACTOR_LIMIT = { max: 5, windowMs: 15 * 60_000 };

/** A code of the second factor: digits on a phone's keyboard, filled by the phone's own suggestion. */
export function CodeField(props: { form?: string; label: string; errors?: FieldErrors; hint?: string }) {
  return <Field {...props} name="code" required autocomplete="one-time-code" inputmode="numeric" />;
}

/** The login's second step: the app's code, or a recovery code. */
function codePage(c: Context, deps: PlatformDeps, failed?: Refusal) {
  return renderPage(
    c,
    {
      title: "Code de connexion",
      csrf: "",
      error: failed?.message,
      children: (
        <div class="card login">
          <form method="post" action="/login/code" novalidate>
            <input type="hidden" name="_csrf" value={loginCsrf(c, deps)} />
            <CodeField
              label="Code de votre application d’authentification"
              errors={failed?.fields}
              hint="Les 6 chiffres qu’elle affiche maintenant, ou l’un de vos codes de secours."
            />
            <button type="submit" class="button">
              Valider
            </button>
          </form>
          <p>
            <a href="/login">Recommencer la connexion</a>
          </p>
        </div>
      ),
    },
    failed?.status ?? 200,
  );
}

export function logoutRoute(app: Hono<ConsoleEnv>, deps: PlatformDeps) {
  app.post("/logout", async (c) => {
    await closeOperatorSession(deps.db, c.get("session").sessionId);
    clearSessionCookie(c);
    return c.redirect("/login", 303);
  });
}

// ---- the audit log --------------------------------------------------------------------------

const AUDIT_PAGE = 50;

function AuditTable({ lines }: { lines: Awaited<ReturnType<typeof listAudit>> }) {
  if (!lines.length) return <p>Aucune action enregistrée.</p>;
  return (
    <table class="cards">
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Auteur</th>
          <th scope="col">Action</th>
          <th scope="col">Site</th>
          <th scope="col">Détails</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <td data-label="Date">{dateTime(line.createdAt)}</td>
            <td data-label="Auteur">{line.actor}</td>
            <td data-label="Action">
              <code>{line.action}</code>
            </td>
            <td data-label="Site">
              {line.siteId !== null ? (
                <a href={`/sites/${line.siteId}`}>{line.siteName ?? `#${line.siteId}`}</a>
              ) : (
                "—"
              )}
            </td>
            <td data-label="Détails">{line.details ? <code>{JSON.stringify(line.details)}</code> : "—"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export { AuditTable };

export function auditRoutes(app: Hono<ConsoleEnv>, deps: PlatformDeps) {
  app.get("/audit", async (c) => {
    const total = await countAudit(deps);
    const pages = Math.max(Math.ceil(total / AUDIT_PAGE), 1);
    const page = Math.min(Math.max(Number.parseInt(c.req.query("page") ?? "1", 10) || 1, 1), pages);
    const shown = await listAudit(deps, { limit: AUDIT_PAGE, offset: (page - 1) * AUDIT_PAGE });
    const hasNext = page < pages;
    return renderPage(c, {
      title: "Journal des actions",
      operator: c.get("session").operator,
      csrf: c.get("csrf"),
      current: "/audit",
      flash: takeFlash(c),
      children: (
        <>
          <p class="hint">
            Les actions des opérateurs et de la ligne de commande, les plus récentes d’abord.
          </p>
          <AuditTable lines={shown} />
          <nav class="pager" aria-label="Pages du journal">
            {page > 1 ? <a href={`/audit?page=${page - 1}`}>← Plus récentes</a> : null}
            <span>
              Page {page} sur {pages} ({total} action{total > 1 ? "s" : ""})
            </span>
            {hasNext ? <a href={`/audit?page=${page + 1}`}>Plus anciennes →</a> : null}
          </nav>
        </>
      ),
    });
  });
}
