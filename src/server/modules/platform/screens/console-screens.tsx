/** @jsxImportSource hono/jsx */
// The console's own screens (issue 19 §1): login and logout, the operators' audit log, and the
// operators (list, add one, change one's own password).
import type { Context, Hono } from "hono";
import {
  newOperatorSchema,
  operatorLoginSchema,
  operatorPasswordSchema,
  secondFactorCodeSchema,
  secondFactorEnableSchema,
} from "../../../../../schemas/operator-console";
import { translate } from "../../../../runtime/messages/translate";
import { clientIpOf } from "../../../http/client-ip";
import { RateLimiter } from "../../../security/rate-limiter";
import { accountRateLimits } from "../../account/routes";
import type { Actor, PlatformDeps } from "../deps";
import {
  authenticateOperator,
  changeOperatorPassword,
  listOperators,
  removeOperatorIn,
  upsertOperatorIn,
} from "../operators";
import {
  countAudit,
  listAudit,
  platformActions,
  recordLogin,
  recordPlatformAction,
} from "../platform-service";
import {
  disableSecondFactor,
  enableSecondFactor,
  enrolmentOf,
  newTotpSecret,
  RECOVERY_CODE_COUNT,
  secondFactorOf,
  spendSecondFactorCode,
} from "../second-factor";
import {
  type ConsoleEnv,
  clearSessionCookie,
  formOf,
  loginCsrf,
  loginCsrfValid,
  pendingOf,
  sameOrigin,
  sessionOf,
  setFlash,
  setPendingCookie,
  setSessionCookie,
  takeFlash,
} from "./console-auth";
import { type Form, type Refusal, refusal, refusalOfError, refusalOfParse } from "./form-input";
import { Check, CsrfInput, dateTime, Field, type FieldErrors, renderPage } from "./layout";
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
    if (!(await spendSecondFactorCode(deps.db.owner, operator.id, parsed.data.code))) {
      await recordLogin(deps, { email: operator.email, ip, operatorId: null });
      deps.log.warn({ email: operator.email }, "operator login refused: wrong second factor code");
      return codePage(c, deps, refusal("console.codeWrong", "code", 401));
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
function CodeField(props: { form?: string; label: string; errors?: FieldErrors; hint?: string }) {
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

// ---- the operators --------------------------------------------------------------------------

interface OperatorsState {
  add?: { form: Form; refusal: Refusal };
  password?: { refusal: Refusal };
  remove?: { id: number; refusal: Refusal };
  secondFactor?: { refusal: Refusal };
}

async function operatorsPage(c: Context<ConsoleEnv>, deps: PlatformDeps, state: OperatorsState = {}) {
  const operators = await listOperators(deps.db);
  const me = c.get("session").operator;
  const csrf = c.get("csrf");
  const failed =
    state.add?.refusal ?? state.password?.refusal ?? state.remove?.refusal ?? state.secondFactor?.refusal;
  const factor = await secondFactorOf(deps.db, me.id);
  return renderPage(
    c,
    {
      title: "Opérateurs",
      operator: me,
      csrf,
      current: "/operators",
      flash: failed ? null : takeFlash(c),
      error: failed?.message,
      children: (
        <>
          <section class="card" aria-labelledby="operators-list">
            <h2 id="operators-list">Opérateurs de la plateforme</h2>
            <table class="cards">
              <thead>
                <tr>
                  <th scope="col">E-mail</th>
                  <th scope="col">Nom</th>
                  <th scope="col">Retirer</th>
                </tr>
              </thead>
              <tbody>
                {operators.map((o) => (
                  <tr key={o.id}>
                    <td data-label="E-mail">
                      {o.email}
                      {o.id === me.id ? " (vous)" : ""}
                    </td>
                    <td data-label="Nom">{o.name ?? "—"}</td>
                    <td data-label="Retirer">
                      {o.id === me.id ? (
                        "—"
                      ) : (
                        <details class="confirm" open={state.remove?.id === o.id}>
                          <summary>
                            Retirer<span class="sr-only"> {o.email}</span>
                          </summary>
                          <form method="post" action={`/operators/${o.id}/remove`}>
                            <CsrfInput token={csrf} />
                            <Check
                              form={`rm-op-${o.id}`}
                              name="confirm"
                              label={`Je confirme : ${o.email} ne pourra plus se connecter.`}
                              errors={state.remove?.id === o.id ? state.remove.refusal.fields : undefined}
                            />
                            <button type="submit" class="button danger">
                              Retirer l’opérateur
                            </button>
                          </form>
                        </details>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <div class="grid">
            <section class="card" aria-labelledby="operator-add">
              <h2 id="operator-add">Ajouter un opérateur</h2>
              <form method="post" action="/operators" novalidate>
                <CsrfInput token={csrf} />
                <Field
                  form="add"
                  name="email"
                  label="Adresse e-mail"
                  type="email"
                  value={state.add?.form.email}
                  errors={state.add?.refusal.fields}
                  required
                  autocomplete="off"
                />
                <Field
                  form="add"
                  name="name"
                  label="Nom (facultatif)"
                  value={state.add?.form.name}
                  errors={state.add?.refusal.fields}
                  autocomplete="off"
                />
                <Field
                  form="add"
                  name="password"
                  label="Mot de passe"
                  type="password"
                  errors={state.add?.refusal.fields}
                  hint="12 caractères au moins ; transmettez-le de vive voix ou par un canal sûr."
                  required
                  autocomplete="new-password"
                />
                <button type="submit" class="button">
                  Ajouter l’opérateur
                </button>
              </form>
            </section>
            <section class="card" aria-labelledby="operator-password">
              <h2 id="operator-password">Changer mon mot de passe</h2>
              <form method="post" action="/operators/password" novalidate>
                <CsrfInput token={csrf} />
                <Field
                  form="pw"
                  name="currentPassword"
                  label="Mot de passe actuel"
                  type="password"
                  errors={state.password?.refusal.fields}
                  required
                  autocomplete="current-password"
                />
                <Field
                  form="pw"
                  name="newPassword"
                  label="Nouveau mot de passe"
                  type="password"
                  errors={state.password?.refusal.fields}
                  hint="12 caractères au moins."
                  required
                  autocomplete="new-password"
                />
                <Field
                  form="pw"
                  name="confirmPassword"
                  label="Nouveau mot de passe, encore"
                  type="password"
                  errors={state.password?.refusal.fields}
                  required
                  autocomplete="new-password"
                />
                <button type="submit" class="button">
                  Changer le mot de passe
                </button>
              </form>
            </section>
            <section class="card" aria-labelledby="operator-factor">
              <h2 id="operator-factor">Double authentification</h2>
              {factor.on ? (
                <>
                  <p>
                    Activée : chaque connexion demande le code de votre application après le mot de passe.
                    Codes de secours restants : {factor.recoveryLeft} sur {RECOVERY_CODE_COUNT}.
                  </p>
                  <form method="post" action="/operators/second-factor/off" novalidate>
                    <CsrfInput token={csrf} />
                    <CodeField
                      form="2fa"
                      label="Code de l’application (ou de secours)"
                      errors={state.secondFactor?.refusal.fields}
                    />
                    <button type="submit" class="button danger">
                      Désactiver la double authentification
                    </button>
                  </form>
                </>
              ) : (
                <>
                  <p>
                    Désactivée. Une fois activée, chaque connexion demande, après le mot de passe, le code
                    d’une application d’authentification de votre téléphone (Aegis, Google Authenticator,
                    1Password…) : un mot de passe volé ne suffit plus.
                  </p>
                  <p>
                    <a class="button" href="/operators/second-factor">
                      Activer la double authentification
                    </a>
                  </p>
                </>
              )}
            </section>
          </div>
        </>
      ),
    },
    failed?.status ?? 200,
  );
}

/** The enrolment: the secret as a QR code and as text, and the app's first code to prove it. */
async function enrolPage(c: Context<ConsoleEnv>, secret: string, failed?: Refusal) {
  const me = c.get("session").operator;
  const { qrSvg } = await enrolmentOf(secret, me.email);
  const csrf = c.get("csrf");
  return renderPage(
    c,
    {
      title: "Activer la double authentification",
      operator: me,
      csrf,
      current: "/operators",
      error: failed?.message,
      children: (
        <section class="card" aria-labelledby="enrol-title">
          <h2 id="enrol-title">Votre application d’authentification</h2>
          <ol>
            <li>
              <p>Dans l’application de votre téléphone, ajoutez un compte en scannant ce code :</p>
              <img
                class="qr"
                src={`data:image/svg+xml;base64,${Buffer.from(qrSvg).toString("base64")}`}
                alt="Code QR de la console Vinisite pour votre application d’authentification"
                width={200}
                height={200}
              />
              <p>
                ou en saisissant cette clé : <code class="secret">{secret.match(/.{4}/g)?.join(" ")}</code>
              </p>
            </li>
            <li>
              <form method="post" action="/operators/second-factor" novalidate>
                <CsrfInput token={csrf} />
                <input type="hidden" name="secret" value={secret} />
                <CodeField
                  form="enrol"
                  label="Le code à 6 chiffres que l’application affiche"
                  errors={failed?.fields}
                />
                <button type="submit" class="button">
                  Activer
                </button>
              </form>
            </li>
          </ol>
          <p>
            <a href="/operators">Annuler</a>
          </p>
        </section>
      ),
    },
    failed?.status ?? 200,
  );
}

/** Shown once, right after the factor is on: the recovery codes. */
function recoveryCodesPage(c: Context<ConsoleEnv>, codes: string[]) {
  return renderPage(c, {
    title: "Codes de secours",
    operator: c.get("session").operator,
    csrf: c.get("csrf"),
    current: "/operators",
    flash: { notice: translate("fr_FR", "console.secondFactorEnabled") },
    children: (
      <section class="card" aria-labelledby="codes-title">
        <h2 id="codes-title">Vos codes de secours</h2>
        <p>
          Si vous n’avez plus votre téléphone, chacun de ces codes remplace une fois le code de l’application.
          Notez-les ou imprimez-les et gardez-les en lieu sûr : ils ne seront plus affichés.
        </p>
        <ul class="codes">
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <p>
          <a class="button" href="/operators">
            J’ai noté mes codes
          </a>
        </p>
      </section>
    ),
  });
}

export function operatorRoutes(app: Hono<ConsoleEnv>, deps: PlatformDeps) {
  app.get("/operators", (c) => operatorsPage(c, deps));

  app.get("/operators/second-factor", async (c) => {
    if ((await secondFactorOf(deps.db, c.get("session").operator.id)).on)
      return c.redirect("/operators", 303);
    return enrolPage(c, newTotpSecret());
  });

  app.post("/operators/second-factor", async (c) => {
    const form = await formOf(c);
    const parsed = secondFactorEnableSchema.safeParse(form);
    // a secret not of ours (an old or altered form) is not shown again: a new one is
    const secret = parsed.success ? parsed.data.secret : newTotpSecret();
    if (!parsed.success) return enrolPage(c, secret, refusalOfParse(parsed.error));
    const session = c.get("session");
    const done = await attempt(deps, () =>
      deps.db.owner.transaction(async (tx) => {
        const codes = await enableSecondFactor(tx, session.operator.id, parsed.data);
        await recordPlatformAction(tx, actorOf(c), platformActions.secondFactorOn, null, {
          email: session.operator.email,
        });
        return codes;
      }),
    );
    if (!done.ok) return enrolPage(c, secret, done.refusal);
    return recoveryCodesPage(c, done.value);
  });

  app.post("/operators/second-factor/off", async (c) => {
    const parsed = secondFactorCodeSchema.safeParse(await formOf(c));
    if (!parsed.success)
      return operatorsPage(c, deps, { secondFactor: { refusal: refusalOfParse(parsed.error) } });
    const session = c.get("session");
    const done = await attempt(deps, () =>
      deps.db.owner.transaction(async (tx) => {
        await disableSecondFactor(tx, session.operator.id, parsed.data.code);
        await recordPlatformAction(tx, actorOf(c), platformActions.secondFactorOff, null, {
          email: session.operator.email,
        });
      }),
    );
    if (!done.ok) return operatorsPage(c, deps, { secondFactor: { refusal: done.refusal } });
    setFlash(c, deps, { notice: translate("fr_FR", "console.secondFactorDisabled") });
    return c.redirect("/operators", 303);
  });

  app.post("/operators", async (c) => {
    const form = await formOf(c);
    const parsed = newOperatorSchema.safeParse(form);
    if (!parsed.success)
      return operatorsPage(c, deps, { add: { form, refusal: refusalOfParse(parsed.error) } });
    const input = parsed.data;
    // adding is not resetting: an e-mail already an operator is refused (its owner changes its password)
    if ((await listOperators(deps.db)).some((o) => o.email === input.email)) {
      return operatorsPage(c, deps, {
        add: { form, refusal: refusal("console.operatorExists", "email", 409) },
      });
    }
    const done = await attempt(deps, () =>
      deps.db.owner.transaction(async (tx) => {
        const added = await upsertOperatorIn(tx, input);
        await recordPlatformAction(tx, actorOf(c), "operator.add", null, { email: added.email });
        return added;
      }),
    );
    if (!done.ok) return operatorsPage(c, deps, { add: { form, refusal: done.refusal } });
    setFlash(c, deps, { notice: translate("fr_FR", "console.operatorAdded", { email: done.value.email }) });
    return c.redirect("/operators", 303);
  });

  app.post("/operators/:id/remove", async (c) => {
    const id = Number.parseInt(c.req.param("id"), 10);
    const form = await formOf(c);
    if (!Number.isSafeInteger(id) || id <= 0)
      return operatorsPage(c, deps, {
        remove: { id: 0, refusal: refusal("console.operatorNotFound", undefined, 404) },
      });
    if (form.confirm !== "on")
      return operatorsPage(c, deps, {
        remove: { id, refusal: refusal("console.confirmRequired", "confirm") },
      });
    const actor = actorOf(c);
    const done = await attempt(deps, () =>
      deps.db.owner.transaction(async (tx) => {
        const removed = await removeOperatorIn(tx, id, actor.kind === "operator" ? actor.operatorId : null);
        await recordPlatformAction(tx, actor, platformActions.operatorRemove, null, { email: removed.email });
        return removed;
      }),
    );
    if (!done.ok) return operatorsPage(c, deps, { remove: { id, refusal: done.refusal } });
    setFlash(c, deps, { notice: translate("fr_FR", "console.operatorRemoved", { email: done.value.email }) });
    return c.redirect("/operators", 303);
  });

  app.post("/operators/password", async (c) => {
    const form = await formOf(c);
    const parsed = operatorPasswordSchema.safeParse(form);
    if (!parsed.success)
      return operatorsPage(c, deps, { password: { refusal: refusalOfParse(parsed.error) } });
    if (form.confirmPassword !== parsed.data.newPassword) {
      return operatorsPage(c, deps, {
        password: { refusal: refusal("console.passwordsDiffer", "confirmPassword") },
      });
    }
    const session = c.get("session");
    const done = await attempt(deps, () =>
      deps.db.owner.transaction(async (tx) => {
        await changeOperatorPassword(tx, session.operator.id, parsed.data, session.sessionId);
        await recordPlatformAction(tx, actorOf(c), "operator.password", null, {
          email: session.operator.email,
        });
      }),
    );
    if (!done.ok) return operatorsPage(c, deps, { password: { refusal: done.refusal } });
    setFlash(c, deps, { notice: translate("fr_FR", "console.passwordChanged") });
    return c.redirect("/operators", 303);
  });
}
