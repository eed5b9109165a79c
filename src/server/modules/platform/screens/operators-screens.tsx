/** @jsxImportSource hono/jsx */
// The operators' screen (issue 19 §1): the list, adding one, removing another, changing one's own
// password, and one's own second factor (decision 131): its enrolment and its recovery codes.
import type { Context, Hono } from "hono";
import {
  newOperatorSchema,
  operatorPasswordSchema,
  secondFactorCodeSchema,
  secondFactorEnableSchema,
} from "../../../../../schemas/operator-console";
import { translate } from "../../../../runtime/messages/translate";
import { platformOperators } from "../../../db/schema";
import {
  disableSecondFactor,
  enableSecondFactor,
  enrolmentOf,
  newTotpSecret,
  RECOVERY_CODE_COUNT,
  secondFactorOf,
} from "../../../security/second-factor";
import type { PlatformDeps } from "../deps";
import { changeOperatorPassword, listOperators, removeOperatorIn, upsertOperatorIn } from "../operators";
import { platformActions, recordPlatformAction } from "../platform-service";
import { type ConsoleEnv, formOf, setFlash, takeFlash } from "./console-auth";
import { actorOf, attempt, CodeField } from "./console-screens";
import { type Form, type Refusal, refusal, refusalOfParse } from "./form-input";
import { Check, CsrfInput, Field, renderPage } from "./layout";

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
  const factor = await secondFactorOf(deps.db.owner, platformOperators, me.id);
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
    if ((await secondFactorOf(deps.db.owner, platformOperators, c.get("session").operator.id)).on)
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
        const codes = await enableSecondFactor(tx, platformOperators, session.operator.id, parsed.data);
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
        await disableSecondFactor(tx, platformOperators, session.operator.id, parsed.data.code);
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
