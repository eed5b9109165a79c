/** @jsxImportSource hono/jsx */
// A site's page in the console (issue 19 §1, §4, §5, §6): its details and every action on it,
// each a form; the destructive ones ask a confirmation (a box to tick, or the site's name to type)
// that the server checks too. After a domain is added, the DNS records it needs.
import { createReadStream } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { Context, Hono } from "hono";
import {
  addDomainSchema,
  type PlatformSite,
  siteEnvs,
  siteLimitsSchema,
  suspendSiteSchema,
} from "../../../../../schemas/platform";
import { type MessageKey, translate } from "../../../../runtime/messages/translate";
import { idParam } from "../../../http/validate";
import { deleteSite, exportSite } from "../archive";
import type { PlatformDeps } from "../deps";
import { dnsRecordsFor } from "../dns";
import {
  addDomain,
  getSite,
  listAudit,
  removeDomain,
  resumeSite,
  setBuilding,
  setCanonical,
  setLimits,
  suspendSite,
} from "../platform-service";
import { type ConsoleEnv, type Flash, formOf, setFlash, takeFlash } from "./console-auth";
import { presetOf } from "./console-css";
import { AuditTable, actorOf, attempt } from "./console-screens";
import {
  addDomainInputOf,
  type Form,
  limitsInputOf,
  type Refusal,
  refusal,
  refusalOfParse,
} from "./form-input";
import { Check, CsrfInput, dateTime, Field, renderPage } from "./layout";
import { Flags, langLabels, StateBadge, siteUrlOf, sortedUrls } from "./sites-screens";

/** The forms of a site's page, by the path of their action. */
const actions = [
  "open",
  "close",
  "suspend",
  "resume",
  "limits",
  "domain",
  "domain-remove",
  "domain-canonical",
  "export",
  "delete",
] as const;
type Action = (typeof actions)[number];

interface Failure {
  action: Action;
  form: Form;
  refusal: Refusal;
}

function DnsHint({ host, deps }: { host: string; deps: PlatformDeps }) {
  let records: ReturnType<typeof dnsRecordsFor>;
  try {
    records = dnsRecordsFor(host, deps.dnsTarget);
  } catch (error) {
    deps.log.error({ err: error, host }, "DNS records could not be computed");
    return null;
  }
  return (
    <section class="card" aria-labelledby="dns-hint">
      <h2 id="dns-hint">Enregistrement DNS à créer pour {host}</h2>
      {records.length ? (
        <>
          <p>Chez le registraire du domaine, créez :</p>
          <table class="cards">
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col">Nom</th>
                <th scope="col">Valeur</th>
              </tr>
            </thead>
            <tbody>
              {records.map((r) => (
                <tr key={`${r.type}-${r.name}-${r.value}`}>
                  <td data-label="Type">{r.type}</td>
                  <td data-label="Nom" class="mono">
                    {r.name}
                  </td>
                  <td data-label="Valeur" class="mono">
                    {r.value}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p class="hint">Le certificat TLS est l’affaire du proxy inverse (voir le README).</p>
        </>
      ) : (
        <p>Aucun enregistrement DNS n’est nécessaire pour ce nom local.</p>
      )}
    </section>
  );
}

function sitePage(
  c: Context<ConsoleEnv>,
  deps: PlatformDeps,
  site: PlatformSite,
  audit: Awaited<ReturnType<typeof listAudit>>,
  state: { flash?: Flash | null; failure?: Failure } = {},
) {
  const csrf = c.get("csrf");
  const failure = state.failure;
  const errorsOf = (action: Action) => (failure?.action === action ? failure.refusal.fields : {});
  const typedOf = (action: Action, name: string) =>
    failure?.action === action ? failure.form[name] : undefined;
  const base = `/sites/${site.id}`;
  const limitValue = (name: keyof PlatformSite["limits"]) =>
    typedOf("limits", name) ?? (site.limits[name] === null ? "" : String(site.limits[name]));
  const exportsDir = path.join(deps.dataDir, "exports");
  return renderPage(
    c,
    {
      title: site.name,
      operator: c.get("session").operator,
      csrf,
      current: "/",
      flash: state.flash,
      error: failure?.refusal.message,
      children: (
        <>
          <p>
            <a href="/">← Tous les sites</a>
          </p>
          {state.flash?.dnsHost ? <DnsHint host={state.flash.dnsHost} deps={deps} /> : null}
          <div class="grid">
            <section class="card" aria-labelledby="site-facts">
              <h2 id="site-facts">Le site</h2>
              <dl class="facts">
                <dt>Numéro</dt>
                <dd>{site.id}</dd>
                <dt>État</dt>
                <dd>
                  <StateBadge site={site} />
                  {site.suspendedAt ? (
                    <span class="hint"> depuis le {dateTime(site.suspendedAt)}</span>
                  ) : null}
                </dd>
                {site.suspendedReason ? (
                  <>
                    <dt>Motif de la suspension</dt>
                    <dd>{site.suspendedReason}</dd>
                  </>
                ) : null}
                <dt>Type</dt>
                <dd>
                  <Flags site={site} />
                </dd>
                <dt>Apparence</dt>
                <dd>{site.preset ? (presetOf(site.preset)?.label ?? site.preset) : "—"}</dd>
                <dt>Langue</dt>
                <dd>{langLabels[site.defaultLang as keyof typeof langLabels] ?? site.defaultLang}</dd>
                <dt>Créé le</dt>
                <dd>{dateTime(site.createdAt)}</dd>
              </dl>
            </section>
            <section class="card" aria-labelledby="site-state">
              <h2 id="site-state">Ouverture et suspension</h2>
              {site.isBuilding ? (
                <form method="post" action={`${base}/open`}>
                  <CsrfInput token={csrf} />
                  <p class="hint">
                    Le site est en construction : les visiteurs voient une page d’attente, ses administrateurs
                    le site.
                  </p>
                  <button type="submit" class="button">
                    Ouvrir le site
                  </button>
                </form>
              ) : (
                <details class="confirm" open={failure?.action === "close"}>
                  <summary>Remettre en construction</summary>
                  <form method="post" action={`${base}/close`}>
                    <CsrfInput token={csrf} />
                    <Check
                      form="close"
                      name="confirm"
                      label="Je confirme : les visiteurs ne verront plus que la page d’attente."
                      errors={errorsOf("close")}
                    />
                    <button type="submit" class="button secondary">
                      Remettre en construction
                    </button>
                  </form>
                </details>
              )}
              <h3>Suspension</h3>
              {site.suspendedAt ? (
                <form method="post" action={`${base}/resume`}>
                  <CsrfInput token={csrf} />
                  <button type="submit" class="button">
                    Reprendre le site
                  </button>
                </form>
              ) : (
                <details class="confirm" open={failure?.action === "suspend"}>
                  <summary>Suspendre le site</summary>
                  <form method="post" action={`${base}/suspend`}>
                    <CsrfInput token={csrf} />
                    <Field
                      form="suspend"
                      name="reason"
                      label="Motif (pour les opérateurs)"
                      multiline
                      value={typedOf("suspend", "reason")}
                      errors={errorsOf("suspend")}
                    />
                    <Check
                      form="suspend"
                      name="confirm"
                      label="Je confirme : les visiteurs verront une page neutre ; les données sont gardées."
                      errors={errorsOf("suspend")}
                    />
                    <button type="submit" class="button danger">
                      Suspendre
                    </button>
                  </form>
                </details>
              )}
            </section>
          </div>

          <section class="card" aria-labelledby="site-domains">
            <h2 id="site-domains">Domaines</h2>
            <table class="cards">
              <thead>
                <tr>
                  <th scope="col">Domaine</th>
                  <th scope="col">Usage</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {sortedUrls(site.urls).map((u) => (
                  <tr key={u.host}>
                    <td data-label="Domaine">
                      <a class="mono" href={siteUrlOf(u, deps.port)}>
                        {u.host}
                      </a>
                    </td>
                    <td data-label="Usage">
                      {u.env === "prod" ? "Production" : "Développement"}
                      {u.isCanonical ? (
                        <>
                          {" "}
                          <span class="badge tag">canonique</span>
                        </>
                      ) : null}
                    </td>
                    <td data-label="Actions">
                      <div class="actions">
                        {u.isCanonical ? null : (
                          <form method="post" action={`${base}/domain-canonical`} class="inline">
                            <CsrfInput token={csrf} />
                            <input type="hidden" name="host" value={u.host} />
                            <button
                              type="submit"
                              class="button secondary"
                              aria-label={`Rendre ${u.host} canonique`}
                            >
                              Rendre canonique
                            </button>
                          </form>
                        )}
                        <details class="confirm">
                          <summary>
                            Retirer<span class="sr-only"> {u.host}</span>
                          </summary>
                          <form method="post" action={`${base}/domain-remove`}>
                            <CsrfInput token={csrf} />
                            <input type="hidden" name="host" value={u.host} />
                            <Check
                              form={`rm-${u.host}`}
                              name="confirm"
                              label={`Je confirme : le site ne répondra plus sur ${u.host}.`}
                            />
                            <button type="submit" class="button danger">
                              Retirer le domaine
                            </button>
                          </form>
                        </details>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {failure?.action === "domain-remove" || failure?.action === "domain-canonical" ? (
              <p class="error">{failure.refusal.message}</p>
            ) : null}
            <h3>Ajouter un domaine</h3>
            <form method="post" action={`${base}/domain`} novalidate>
              <CsrfInput token={csrf} />
              <Field
                form="dom"
                name="host"
                label="Domaine"
                value={typedOf("domain", "host")}
                errors={errorsOf("domain")}
                hint="Sans http:// ni chemin (ex. www.domaine-exemple.fr)."
                required
              />
              <div class="field">
                <label for="dom-env">Usage</label>
                <select id="dom-env" name="env">
                  {siteEnvs.map((env) => (
                    <option key={env} value={env} selected={(typedOf("domain", "env") ?? "prod") === env}>
                      {env === "prod" ? "Production" : "Développement"}
                    </option>
                  ))}
                </select>
              </div>
              <Check
                form="dom"
                name="canonical"
                label="Domaine canonique (les autres domaines de production y redirigent)"
                checked={typedOf("domain", "canonical") === "on"}
                errors={errorsOf("domain")}
              />
              <button type="submit" class="button">
                Ajouter le domaine
              </button>
            </form>
          </section>

          <div class="grid">
            <section class="card" aria-labelledby="site-limits">
              <h2 id="site-limits">Limites</h2>
              <form method="post" action={`${base}/limits`} novalidate>
                <CsrfInput token={csrf} />
                <Field
                  form="lim"
                  name="mediaQuotaMb"
                  label="Médiathèque (Mo)"
                  type="number"
                  min={0}
                  value={limitValue("mediaQuotaMb")}
                  errors={errorsOf("limits")}
                  hint={`Vide : la valeur de la plateforme (${Math.round(deps.mediaQuotaBytes / 1024 / 1024)} Mo).`}
                />
                <Field
                  form="lim"
                  name="maxProducts"
                  label="Nombre de produits"
                  type="number"
                  min={0}
                  value={limitValue("maxProducts")}
                  errors={errorsOf("limits")}
                  hint="Vide : illimité."
                />
                <Field
                  form="lim"
                  name="maxAdmins"
                  label="Nombre d’administrateurs"
                  type="number"
                  min={0}
                  value={limitValue("maxAdmins")}
                  errors={errorsOf("limits")}
                  hint="Vide : illimité."
                />
                <button type="submit" class="button">
                  Enregistrer les limites
                </button>
              </form>
            </section>
            <section class="card" aria-labelledby="site-archive">
              <h2 id="site-archive">Export et suppression</h2>
              <form method="post" action={`${base}/export`}>
                <CsrfInput token={csrf} />
                <p class="hint">
                  Une archive (.zip) de tout ce que le site possède : réglages, pages, contenus, médias,
                  catalogue, clients, commandes, factures.
                </p>
                <button type="submit" class="button secondary">
                  Télécharger l’export
                </button>
              </form>
              <details class="danger-zone" open={failure?.action === "delete"}>
                <summary>Supprimer le site</summary>
                <form method="post" action={`${base}/delete`} novalidate>
                  <CsrfInput token={csrf} />
                  <p>
                    Toutes les données et tous les fichiers du site sont effacés, et lui seul. Un export
                    complet est fait d’abord et gardé (les commandes et factures se conservent 10 ans) dans{" "}
                    <code>{exportsDir}</code>.
                  </p>
                  <Field
                    form="del"
                    name="confirmName"
                    label={`Pour confirmer, saisissez le nom du site : ${site.name}`}
                    value={typedOf("delete", "confirmName")}
                    errors={errorsOf("delete")}
                    required
                    autocomplete="off"
                  />
                  <button type="submit" class="button danger">
                    Supprimer définitivement
                  </button>
                </form>
              </details>
            </section>
          </div>

          <section class="card" aria-labelledby="site-audit">
            <h2 id="site-audit">Journal du site</h2>
            <AuditTable lines={audit} />
          </section>
        </>
      ),
    },
    failure?.refusal.status ?? 200,
  );
}

const confirmed = (form: Form) => form.confirm === "on";

/** What each action does; a refusal re-renders the page with it, a success redirects with a notice. */
async function runAction(
  c: Context<ConsoleEnv>,
  deps: PlatformDeps,
  site: PlatformSite,
  action: Action,
  form: Form,
): Promise<{ refusal: Refusal } | { flash: Flash; to?: string } | { response: Response }> {
  const actor = actorOf(c);
  const id = site.id;
  const notice = (key: MessageKey, params = {}) => translate("fr_FR", key, params);
  const run = async (fn: () => Promise<unknown>, flash: Flash, to?: string) => {
    const done = await attempt(deps, fn);
    return done.ok ? { flash, to } : { refusal: done.refusal };
  };
  const mustConfirm = () => refusal("console.confirmRequired", "confirm");
  switch (action) {
    case "open":
      return run(() => setBuilding(deps, actor, id, false), { notice: notice("console.opened") });
    case "close":
      if (!confirmed(form)) return { refusal: mustConfirm() };
      return run(() => setBuilding(deps, actor, id, true), { notice: notice("console.closed") });
    case "suspend": {
      if (!confirmed(form)) return { refusal: mustConfirm() };
      const parsed = suspendSiteSchema.safeParse({ reason: form.reason ?? "" });
      if (!parsed.success) return { refusal: refusalOfParse(parsed.error) };
      return run(() => suspendSite(deps, actor, id, parsed.data.reason), {
        notice: notice("console.suspended"),
      });
    }
    case "resume":
      return run(() => resumeSite(deps, actor, id), { notice: notice("console.resumed") });
    case "limits": {
      const parsed = siteLimitsSchema.safeParse(limitsInputOf(form));
      if (!parsed.success) return { refusal: refusalOfParse(parsed.error, "console.limitInvalid") };
      return run(() => setLimits(deps, actor, id, parsed.data), { notice: notice("console.limitsSaved") });
    }
    case "domain": {
      const parsed = addDomainSchema.safeParse(addDomainInputOf(form));
      if (!parsed.success) return { refusal: refusalOfParse(parsed.error) };
      const host = parsed.data.host;
      return run(() => addDomain(deps, actor, id, parsed.data), {
        notice: notice("console.domainAdded", { host }),
        dnsHost: host,
      });
    }
    case "domain-remove": {
      const host = form.host ?? "";
      if (!confirmed(form)) return { refusal: refusal("console.confirmRequired") };
      return run(() => removeDomain(deps, actor, id, host), {
        notice: notice("console.domainRemoved", { host }),
      });
    }
    case "domain-canonical": {
      const host = form.host ?? "";
      return run(() => setCanonical(deps, actor, id, host), {
        notice: notice("console.canonicalSet", { host }),
      });
    }
    case "export": {
      const done = await attempt(deps, () => exportSite(deps, actor, id));
      if (!done.ok) return { refusal: done.refusal };
      const name = `site-${id}-${new Date().toISOString().slice(0, 10)}.zip`;
      const body = Readable.toWeb(createReadStream(done.value.path)) as ReadableStream<Uint8Array>;
      return {
        response: new Response(body, {
          headers: {
            "Content-Type": "application/zip",
            "Content-Length": String(done.value.bytes),
            "Content-Disposition": `attachment; filename="${name}"`,
            "Cache-Control": "no-store",
          },
        }),
      };
    }
    case "delete": {
      const confirmName = form.confirmName ?? "";
      if (confirmName.trim() !== site.name)
        return { refusal: refusal("console.confirmNameMismatch", "confirmName") };
      const done = await attempt(deps, () => deleteSite(deps, actor, id, confirmName.trim()));
      if (!done.ok) return { refusal: done.refusal };
      return {
        flash: { notice: notice("console.deleted", { name: site.name, path: done.value.export.path }) },
        to: "/",
      };
    }
  }
}

export function sitePageRoutes(app: Hono<ConsoleEnv>, deps: PlatformDeps) {
  const siteOf = async (c: Context<ConsoleEnv>) => {
    const id = idParam.safeParse(c.req.param("id"));
    return id.success ? getSite(deps, id.data) : null;
  };
  const notFound = (c: Context<ConsoleEnv>) =>
    renderPage(
      c,
      {
        title: "Site introuvable",
        operator: c.get("session").operator,
        csrf: c.get("csrf"),
        error: translate("fr_FR", "console.siteNotFound"),
        children: (
          <p>
            <a href="/">← Tous les sites</a>
          </p>
        ),
      },
      404,
    );

  app.get("/sites/:id{[0-9]+}", async (c) => {
    const site = await siteOf(c);
    if (!site) return notFound(c);
    return sitePage(c, deps, site, await listAudit(deps, { siteId: site.id, limit: 20 }), {
      flash: takeFlash(c),
    });
  });

  app.post("/sites/:id{[0-9]+}/:action", async (c) => {
    const action = actions.find((a) => a === c.req.param("action"));
    const site = await siteOf(c);
    if (!site || !action) return notFound(c);
    const form = await formOf(c);
    const outcome = await runAction(c, deps, site, action, form);
    if ("response" in outcome) return outcome.response;
    if ("flash" in outcome) {
      setFlash(c, deps, outcome.flash);
      return c.redirect(outcome.to ?? `/sites/${site.id}`, 303);
    }
    // the page as it is now, the refused form with what was typed and its errors
    const current = (await getSite(deps, site.id)) ?? site;
    return sitePage(c, deps, current, await listAudit(deps, { siteId: site.id, limit: 20 }), {
      failure: { action, form, refusal: outcome.refusal },
    });
  });
}
