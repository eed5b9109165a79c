/** @jsxImportSource hono/jsx */
// The sites' screens of the console (issue 19 §1, §2, §5): the list with its search, a new site,
// and a site imported from an export's archive.
import type { Context, Hono } from "hono";
import { importSiteFormSchema } from "../../../../../schemas/operator-console";
import {
  createSiteSchema,
  type PlatformSite,
  siteLangs,
  sitePresetNames,
} from "../../../../../schemas/platform";
import { translate } from "../../../../runtime/messages/translate";
import { importSite } from "../archive";
import type { PlatformDeps } from "../deps";
import { listSites } from "../platform-service";
import { createSite } from "../site-factory";
import { type ConsoleEnv, formOf, setFlash, takeFlash } from "./console-auth";
import { presetOf, swatchClass, swatchColoursOf } from "./console-css";
import { actorOf, attempt } from "./console-screens";
import { createSiteInputOf, type Form, hostLines, type Refusal, refusal, refusalOfParse } from "./form-input";
import { Check, CsrfInput, dateOnly, Field, FieldError, renderPage } from "./layout";

/** Spec §3 and the brief's three states, in the order a site lives them. */
export function stateOf(site: Pick<PlatformSite, "isBuilding" | "suspendedAt">) {
  if (site.suspendedAt) return { label: "Suspendu", tone: "suspended" } as const;
  if (site.isBuilding) return { label: "En construction", tone: "building" } as const;
  return { label: "Ouvert", tone: "open" } as const;
}

export function StateBadge({ site }: { site: Pick<PlatformSite, "isBuilding" | "suspendedAt"> }) {
  const state = stateOf(site);
  return <span class={`badge state-${state.tone}`}>{state.label}</span>;
}

/** The canonical domains first, then prod before dev, then by name. */
export function sortedUrls(urls: PlatformSite["urls"]): PlatformSite["urls"] {
  return [...urls].sort(
    (a, b) =>
      Number(b.isCanonical) - Number(a.isCanonical) ||
      (a.env === b.env ? 0 : a.env === "prod" ? -1 : 1) ||
      a.host.localeCompare(b.host),
  );
}

/** Where a site answers: https on prod hosts, http with the server's port on dev ones. */
export function siteUrlOf(url: { host: string; env: "dev" | "prod" }, port?: number): string {
  return url.env === "prod" ? `https://${url.host}/` : `http://${url.host}${port ? `:${port}` : ""}/`;
}

export const langLabels: Record<(typeof siteLangs)[number], string> = { fr_FR: "Français", en_GB: "English" };

export function Flags({ site }: { site: Pick<PlatformSite, "isWinemaker" | "isECommerce"> }) {
  const flags = [site.isWinemaker ? "Vigneron" : "Vitrine", site.isECommerce ? "Boutique" : null].filter(
    Boolean,
  );
  return (
    <>
      {flags.map((f) => (
        <span key={f} class="badge tag">
          {f}
        </span>
      ))}{" "}
    </>
  );
}

/** The sites whose name or one of whose hosts contains the search (case and accents ignored). */
export function matchingSites(sites: PlatformSite[], query: string): PlatformSite[] {
  const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const q = fold(query.trim());
  if (!q) return sites;
  return sites.filter((s) => fold(s.name).includes(q) || s.urls.some((u) => u.host.includes(q)));
}

function SiteList({ sites, port }: { sites: PlatformSite[]; port?: number }) {
  if (!sites.length) return <p>Aucun site ne correspond.</p>;
  return (
    <table class="cards">
      <caption class="hint">{sites.length} site(s)</caption>
      <thead>
        <tr>
          <th scope="col">Site</th>
          <th scope="col">Type</th>
          <th scope="col">État</th>
          <th scope="col">Domaines</th>
          <th scope="col">Créé le</th>
        </tr>
      </thead>
      <tbody>
        {sites.map((site) => (
          <tr key={site.id}>
            <td data-label="Site">
              <a href={`/sites/${site.id}`}>{site.name}</a> <span class="hint">#{site.id}</span>
            </td>
            <td data-label="Type">
              <Flags site={site} />
            </td>
            <td data-label="État">
              <StateBadge site={site} />
              {site.suspendedReason ? <span class="hint"> {site.suspendedReason}</span> : null}
            </td>
            <td data-label="Domaines">
              <ul class="hosts">
                {sortedUrls(site.urls).map((u) => (
                  <li key={u.host}>
                    <a href={siteUrlOf(u, port)} class="mono">
                      {u.host}
                    </a>
                    {u.isCanonical ? <span class="hint"> (canonique {u.env})</span> : null}
                  </li>
                ))}
              </ul>
            </td>
            <td data-label="Créé le">{dateOnly(site.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// ---- new site -------------------------------------------------------------------------------

function PresetChoice({ form, errors }: { form: Form; errors: Record<string, string[]> }) {
  const chosen = form.preset || "consultant";
  return (
    <fieldset aria-describedby={errors.preset ? "new-preset-error" : undefined}>
      <legend>Apparence de départ</legend>
      <div class="presets">
        {sitePresetNames.map((name) => (
          <label key={name} class="preset" for={`new-preset-${name}`}>
            <input
              type="radio"
              id={`new-preset-${name}`}
              name="preset"
              value={name}
              checked={chosen === name}
            />
            {presetOf(name)?.label ?? name}
            <span class="swatches" aria-hidden="true">
              {swatchColoursOf(name).map((colour, i) => (
                <span key={colour + String(i)} class={swatchClass(name, i)} />
              ))}
            </span>
          </label>
        ))}
      </div>
      <FieldError id="new-preset" errors={errors.preset} />
    </fieldset>
  );
}

function newSitePage(c: Context<ConsoleEnv>, form: Form = {}, failed?: Refusal) {
  const errors = failed?.fields ?? {};
  const f = (name: string) => form[name];
  return renderPage(
    c,
    {
      title: "Nouveau site",
      operator: c.get("session").operator,
      csrf: c.get("csrf"),
      current: "/sites/new",
      error: failed?.message,
      children: (
        <form method="post" action="/sites/new" class="card" novalidate>
          <CsrfInput token={c.get("csrf")} />
          <Field
            form="new"
            name="name"
            label="Nom du site"
            value={f("name")}
            errors={errors}
            required
            hint="Le nom de l’entreprise : il devient aussi le nom de société des mentions légales."
          />
          <fieldset>
            <legend>Activité</legend>
            <Check
              form="new"
              name="isWinemaker"
              label="Producteur de vin (vigneron)"
              checked={f("isWinemaker") === "on"}
              errors={errors}
            />
            <Check
              form="new"
              name="isECommerce"
              label="Boutique en ligne (vente de vin)"
              checked={f("isECommerce") === "on"}
              errors={errors}
            />
            <Check
              form="new"
              name="demoContent"
              label="Ajouter un peu de contenu de démonstration"
              checked={f("demoContent") === "on"}
              errors={errors}
            />
          </fieldset>
          <PresetChoice form={form} errors={errors} />
          <div class="field">
            <label for="new-defaultLang">Langue par défaut</label>
            <select id="new-defaultLang" name="defaultLang">
              {siteLangs.map((lang) => (
                <option key={lang} value={lang} selected={(f("defaultLang") || "fr_FR") === lang}>
                  {langLabels[lang]}
                </option>
              ))}
            </select>
            <FieldError id="new-defaultLang" errors={errors.defaultLang} />
          </div>
          <Field
            form="new"
            name="prodHosts"
            label="Domaines de production"
            multiline
            value={f("prodHosts")}
            errors={errors}
            hint="Un par ligne, sans http:// (ex. www.domaine-exemple.fr) ; le premier est le domaine canonique."
          />
          <Field
            form="new"
            name="devHosts"
            label="Domaines de développement"
            multiline
            value={f("devHosts")}
            errors={errors}
            hint="Un par ligne (ex. exemple.localhost). Il faut au moins un domaine, de production ou de développement."
          />
          <Field
            form="new"
            name="ownerEmail"
            label="E-mail du propriétaire"
            type="email"
            value={f("ownerEmail")}
            errors={errors}
            required
            hint="Il reçoit une invitation à choisir son mot de passe (lien valable 7 jours)."
          />
          <button type="submit" class="button">
            Créer le site
          </button>
        </form>
      ),
    },
    failed?.status ?? 200,
  );
}

// ---- import ---------------------------------------------------------------------------------

function importPage(c: Context<ConsoleEnv>, form: Form = {}, failed?: Refusal) {
  const errors = failed?.fields ?? {};
  return renderPage(
    c,
    {
      title: "Importer un site",
      operator: c.get("session").operator,
      csrf: c.get("csrf"),
      current: "/sites/import",
      error: failed?.message,
      children: (
        <form method="post" action="/sites/import" enctype="multipart/form-data" class="card" novalidate>
          <CsrfInput token={c.get("csrf")} />
          <p class="hint">
            L’archive d’un export (de cette plateforme ou d’une autre) devient un nouveau site, avec ses
            réglages, pages, contenus, médias, catalogue, clients et commandes.
          </p>
          <div class="field">
            <label for="imp-archive">Archive de l’export (.zip)</label>
            <input
              type="file"
              id="imp-archive"
              name="archive"
              accept=".zip,application/zip"
              required
              aria-invalid={errors.archive ? "true" : undefined}
              aria-describedby={errors.archive ? "imp-archive-error" : undefined}
            />
            <FieldError id="imp-archive" errors={errors.archive} />
          </div>
          <Field
            form="imp"
            name="name"
            label="Nom du site (facultatif)"
            value={form.name}
            errors={errors}
            hint="Vide : le nom de l’archive."
          />
          <Field
            form="imp"
            name="prodHosts"
            label="Domaines de production"
            multiline
            value={form.prodHosts}
            errors={errors}
            hint="Un par ligne."
          />
          <Field
            form="imp"
            name="devHosts"
            label="Domaines de développement"
            multiline
            value={form.devHosts}
            errors={errors}
            hint="Un par ligne ; au moins un domaine en tout."
          />
          <button type="submit" class="button">
            Importer
          </button>
        </form>
      ),
    },
    failed?.status ?? 200,
  );
}

/** The largest archive the import form takes (media included). */
export const IMPORT_BODY_LIMIT = 512 * 1024 * 1024;

export function siteListRoutes(app: Hono<ConsoleEnv>, deps: PlatformDeps) {
  app.get("/", async (c) => {
    const query = (c.req.query("q") ?? "").slice(0, 200);
    const sites = matchingSites(await listSites(deps), query);
    return renderPage(c, {
      title: "Sites",
      operator: c.get("session").operator,
      csrf: c.get("csrf"),
      current: "/",
      flash: takeFlash(c),
      children: (
        <>
          <form method="get" action="/" class="search">
            <Field
              form="search"
              name="q"
              label="Rechercher un site (nom ou domaine)"
              type="search"
              value={query}
            />
            <button type="submit" class="button secondary">
              Rechercher
            </button>
            <a class="button" href="/sites/new">
              Nouveau site
            </a>
          </form>
          <SiteList sites={sites} port={deps.port} />
        </>
      ),
    });
  });

  app.get("/sites/new", (c) => newSitePage(c));

  app.post("/sites/new", async (c) => {
    const form = await formOf(c);
    const input = createSiteInputOf(form);
    const parsed = createSiteSchema.safeParse(input);
    if (!parsed.success) return newSitePage(c, form, refusalOfParse(parsed.error));
    const done = await attempt(deps, () => createSite(deps, actorOf(c), parsed.data));
    if (!done.ok) return newSitePage(c, form, done.refusal);
    const { site, invitationUrl } = done.value;
    setFlash(c, deps, {
      notice: translate("fr_FR", "console.siteCreated", { name: site.name, email: parsed.data.ownerEmail }),
      // the link itself is a secret of the owner's: shown in development only
      invitation: { email: parsed.data.ownerEmail, url: deps.mode === "development" ? invitationUrl : null },
    });
    return c.redirect(`/sites/${site.id}`, 303);
  });

  app.get("/sites/import", (c) => importPage(c));

  app.post("/sites/import", async (c) => {
    const body = await c.req.parseBody();
    const form: Form = {};
    for (const [k, v] of Object.entries(body)) if (typeof v === "string") form[k] = v;
    const archive = body.archive;
    const parsed = importSiteFormSchema.safeParse({
      name: form.name,
      hosts: { dev: hostLines(form.devHosts), prod: hostLines(form.prodHosts) },
    });
    if (!(archive instanceof File) || archive.size === 0) {
      const failed = parsed.success
        ? refusal("console.archiveRequired", "archive")
        : refusalOfParse(parsed.error);
      failed.fields.archive = [translate("fr_FR", "console.archiveRequired")];
      return importPage(c, form, failed);
    }
    if (!parsed.success) return importPage(c, form, refusalOfParse(parsed.error));
    const bytes = new Uint8Array(await archive.arrayBuffer());
    const done = await attempt(deps, () => importSite(deps, actorOf(c), bytes, parsed.data));
    if (!done.ok) return importPage(c, form, done.refusal);
    setFlash(c, deps, { notice: translate("fr_FR", "console.imported", { name: done.value.name }) });
    return c.redirect(`/sites/${done.value.id}`, 303);
  });
}
