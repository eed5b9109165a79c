// `npm run site -- <command>` (issue 19 §1): the platform operator's actions from a terminal, so
// that a deployment can be scripted. Exit codes: 0 done, 1 refused or failed (the reason in French
// on stderr, never a stack), 2 the command line itself is wrong (usage on stderr).
import { randomBytes } from "node:crypto";
import { createWriteStream, readFileSync } from "node:fs";
import { hostname, userInfo } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import type { PlatformSite } from "../../../schemas/platform";
import { readConfig } from "../config";
import { dnsRecordsFor } from "../modules/platform/dns";
import { ClientRefused, type OperatorCall, type OperatorClient, openOperatorClient } from "./operator-client";

/** A string option's value, when given. */
const text = (value: Values[string]): string | undefined => (typeof value === "string" ? value : undefined);
/** A repeatable string option's values. */
const texts = (value: Values[string]): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/** A wrong command line: exit code 2, with the usage of the command. */
class UsageError extends Error {
  constructor(
    message: string,
    readonly command?: string,
  ) {
    super(message);
  }
}

/** The API refused or failed: exit code 1. */
class Refused extends Error {}

const usage: Record<string, string> = {
  create:
    "create --name <nom> --owner <e-mail> --host <hôte> [--host …] [--prod-host <hôte> …] [--winemaker] [--ecommerce] [--preset consultant|winemaker|dark|nature] [--lang fr_FR|en_GB] [--demo]\n    Crée un site (en construction) et invite son propriétaire par e-mail.",
  list: "list [--json]\n    Liste les sites.",
  show: "show <id>\n    Montre un site : état, hôtes, limites.",
  suspend:
    "suspend <id> [--reason <texte>]\n    Suspend un site : les visiteurs voient une page neutre, les données restent.",
  resume: "resume <id>\n    Lève la suspension d’un site.",
  open: "open <id>\n    Ouvre un site aux visiteurs (fin de la construction).",
  close: "close <id>\n    Remet un site en construction.",
  limits:
    "limits <id> [--media-mb N] [--products N] [--admins N]\n    Fixe les limites d’un site (« defaut » rend la valeur de la plateforme).",
  domain:
    "domain add <id> <hôte> [--env prod|dev] [--canonical]\ndomain remove <id> <hôte>\ndomain canonical <id> <hôte>\n    Gère les noms d’hôte d’un site.",
  export: "export <id> [--out fichier.zip]\n    Exporte tout le site dans une archive.",
  import:
    "import <fichier.zip> --host <hôte> [--host …] [--prod-host <hôte> …] [--name <nom>]\n    Crée un site à partir d’une archive d’export.",
  delete: 'delete <id> --confirm "<nom du site>"\n    Efface un site (après l’avoir exporté).',
  operator:
    "operator add <e-mail> [--password <mot de passe>] [--name <nom>]\n    Ajoute un opérateur (ou change son mot de passe) ; sans --password, en génère un et l’affiche.\n" +
    "operator reset-2fa <e-mail>\n    Désactive la double authentification d’un opérateur qui a perdu son application et ses codes de secours.",
  user: "user reset-2fa <id> <e-mail>\n    Désactive la double authentification d’un administrateur du site qui a perdu son application et ses codes de secours.",
  audit: "audit [--site <id>] [--limit N]\n    Le journal des actions des opérateurs.",
};

const generalHelp = `Usage : npm run site -- <commande> [options]

Les actions de l’opérateur de la plateforme. Avec DATABASE_URL, la commande ouvre la base
PostgreSQL ; sinon elle passe par le serveur lancé (npm start) sur le même DATA_DIR, ou ouvre
elle-même la base intégrée quand aucun serveur ne tourne.

Commandes :
${Object.values(usage)
  .map((text) => `  ${text.replace(/\n/g, "\n  ")}`)
  .join("\n")}

  --help, après une commande, montre son usage.
Codes de sortie : 0 fait, 1 refusé ou échoué, 2 commande mal formée.`;

type Options = Record<string, { type: "string" | "boolean"; multiple?: boolean }>;

type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;

function parse(command: string, args: string[], options: Options): { values: Values; positionals: string[] } {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true }) as {
      values: Values;
      positionals: string[];
    };
  } catch (error) {
    throw new UsageError((error as Error).message.split("\n")[0] ?? "option inconnue", command);
  }
}

function idOf(command: string, value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw new UsageError(`identifiant de site attendu, reçu « ${value ?? ""} »`, command);
  }
  return Number(value);
}

function required(command: string, value: string | undefined, what: string): string {
  if (!value) throw new UsageError(`${what} manquant`, command);
  return value;
}

/** A limit: an integer, or "defaut"/"default"/"null" for the platform's default. */
function limitOf(command: string, value: string | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  if (/^(defaut|défaut|default|null)$/i.test(value)) return null;
  if (!/^\d{1,7}$/.test(value)) throw new UsageError(`nombre attendu, reçu « ${value} »`, command);
  return Number(value);
}

interface Envelope {
  success: boolean;
  data: unknown;
  message: string;
}

/** The envelope's data, or a refusal with its message and field errors. */
async function dataOf<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as Envelope | null;
  if (!body || typeof body.success !== "boolean")
    throw new Refused(`réponse inattendue (HTTP ${response.status})`);
  if (!body.success) {
    const errors = (body.data as { errors?: Record<string, string[]> } | null)?.errors ?? {};
    const lines = Object.entries(errors).map(([field, messages]) => `  ${field} : ${messages.join(" ; ")}`);
    throw new Refused([body.message, ...lines].join("\n"));
  }
  return body.data as T;
}

function siteSummary(site: PlatformSite): string {
  const state = site.suspendedAt
    ? `suspendu depuis le ${site.suspendedAt.slice(0, 10)}${site.suspendedReason ? ` (${site.suspendedReason})` : ""}`
    : site.isBuilding
      ? "en construction"
      : "ouvert";
  const flags = [site.isWinemaker ? "vigneron" : null, site.isECommerce ? "boutique" : null].filter(Boolean);
  const hosts = site.urls.map((u) => `${u.host} (${u.env}${u.isCanonical ? ", canonique" : ""})`).join(", ");
  const limit = (v: number | null) => (v === null ? "défaut" : String(v));
  return [
    `#${site.id} ${site.name} — ${state}${flags.length ? ` — ${flags.join(", ")}` : ""}`,
    `  hôtes : ${hosts || "aucun"}`,
    `  thème : ${site.preset ?? "—"}, langue : ${site.defaultLang}`,
    `  limites : médias ${site.limits.mediaQuotaMb === null ? "défaut" : `${site.limits.mediaQuotaMb} Mo`}, produits ${limit(site.limits.maxProducts)}, administrateurs ${limit(site.limits.maxAdmins)}`,
  ].join("\n");
}

type Out = (text: string) => void;

interface Kit {
  name: string;
  args: string[];
  client: () => Promise<OperatorClient>;
  out: Out;
  /** One call of the operator API; its data, or a refusal. */
  call: <T>(request: OperatorCall) => Promise<T>;
  /** A call that answers the site, printed after `done`. */
  siteAction: (path: string, request: Omit<OperatorCall, "path">, done: string) => Promise<void>;
}

/** Each command: what it sends and what it prints. */
const commands: Record<string, (kit: Kit) => Promise<void>> = {
  create: async ({ name, args, call, out }) => {
    const { values } = parse(name, args, {
      name: { type: "string" },
      owner: { type: "string" },
      host: { type: "string", multiple: true },
      "prod-host": { type: "string", multiple: true },
      winemaker: { type: "boolean" },
      ecommerce: { type: "boolean" },
      preset: { type: "string" },
      lang: { type: "string" },
      demo: { type: "boolean" },
    });
    const created = await call<{ site: PlatformSite; invitationUrl: string }>({
      method: "POST",
      path: "/site",
      json: {
        name: required(name, text(values.name), "--name"),
        ownerEmail: required(name, text(values.owner), "--owner"),
        isWinemaker: values.winemaker === true,
        isECommerce: values.ecommerce === true,
        // a winemaker starts from the winemaker look unless another is named
        preset: text(values.preset) ?? (values.winemaker === true ? "winemaker" : "consultant"),
        ...(text(values.lang) ? { defaultLang: text(values.lang) } : {}),
        hosts: { dev: texts(values.host), prod: texts(values["prod-host"]) },
        demoContent: values.demo === true,
      },
    });
    out(
      `Site créé.\n${siteSummary(created.site)}\nInvitation envoyée au propriétaire ; son lien (valable 7 jours, une fois) :\n  ${created.invitationUrl}`,
    );
  },
  list: async ({ name, args, call, out }) => {
    const { values } = parse(name, args, { json: { type: "boolean" } });
    const sites = await call<PlatformSite[]>({ method: "GET", path: "/site" });
    out(values.json ? JSON.stringify(sites, null, 2) : sites.map(siteSummary).join("\n") || "Aucun site.");
  },
  show: async ({ name, args, call, out }) => {
    const { positionals } = parse(name, args, {});
    out(
      siteSummary(await call<PlatformSite>({ method: "GET", path: `/site/${idOf(name, positionals[0])}` })),
    );
  },
  suspend: async ({ name, args, siteAction }) => {
    const { values, positionals } = parse(name, args, { reason: { type: "string" } });
    const id = idOf(name, positionals[0]);
    await siteAction(
      `/site/${id}/suspend`,
      { method: "POST", json: { reason: text(values.reason) ?? "" } },
      "Site suspendu.",
    );
  },
  close: async ({ name, args, siteAction }) => {
    const { positionals } = parse(name, args, {});
    const done: Record<string, string> = {
      resume: "Suspension levée.",
      open: "Site ouvert aux visiteurs.",
      close: "Site remis en construction.",
    };
    await siteAction(`/site/${idOf(name, positionals[0])}/${name}`, { method: "POST" }, done[name] ?? "");
  },
  resume: (kit) => commands.close?.(kit) ?? Promise.resolve(),
  open: (kit) => commands.close?.(kit) ?? Promise.resolve(),
  limits: async ({ name, args, siteAction }) => {
    const { values, positionals } = parse(name, args, {
      "media-mb": { type: "string" },
      products: { type: "string" },
      admins: { type: "string" },
    });
    const id = idOf(name, positionals[0]);
    const limits = {
      mediaQuotaMb: limitOf(name, text(values["media-mb"])),
      maxProducts: limitOf(name, text(values.products)),
      maxAdmins: limitOf(name, text(values.admins)),
    };
    await siteAction(`/site/${id}/limits`, { method: "PUT", json: limits }, "Limites enregistrées.");
  },
  domain: async ({ name, args, siteAction, out }) => {
    const { values, positionals } = parse(name, args, {
      env: { type: "string" },
      canonical: { type: "boolean" },
    });
    const [verb, idText, host] = positionals;
    const id = idOf(name, idText);
    const target = encodeURIComponent(required(name, host, "nom d’hôte"));
    if (verb === "add") {
      await siteAction(
        `/site/${id}/domain`,
        {
          method: "POST",
          json: { host, env: text(values.env) ?? "prod", canonical: values.canonical === true },
        },
        "Nom d’hôte ajouté.",
      );
      // issue 19 §4: what to set at the registrar for this host to reach the platform
      const records = dnsRecordsFor(host ?? "", readConfig().PLATFORM_DNS_TARGET);
      out(
        records.length
          ? `Enregistrement DNS à créer chez le registraire :\n${records.map((r) => `  ${r.name}  ${r.type}  ${r.value}`).join("\n")}`
          : "Aucun enregistrement DNS à créer (nom local).",
      );
    } else if (verb === "remove") {
      await siteAction(`/site/${id}/domain/${target}`, { method: "DELETE" }, "Nom d’hôte retiré.");
    } else if (verb === "canonical") {
      await siteAction(
        `/site/${id}/domain/${target}/canonical`,
        { method: "POST" },
        "Nom d’hôte canonique changé.",
      );
    } else {
      throw new UsageError(`add, remove ou canonical attendu, reçu « ${verb ?? ""} »`, name);
    }
  },
  export: async ({ name, args, out, client }) => {
    const { values, positionals } = parse(name, args, { out: { type: "string" } });
    const id = idOf(name, positionals[0]);
    const file = path.resolve(text(values.out) ?? `site-${id}.zip`);
    const response = await (await client()).send({ method: "GET", path: `/site/${id}/export` });
    if (!response.ok || !response.body) await dataOf(response);
    await pipeline(Readable.fromWeb(response.body as never), createWriteStream(file));
    out(`Site ${id} exporté dans ${file}`);
  },
  import: async ({ name, args, call, out }) => {
    const { values, positionals } = parse(name, args, {
      host: { type: "string", multiple: true },
      "prod-host": { type: "string", multiple: true },
      name: { type: "string" },
    });
    const file = required(name, positionals[0], "fichier d’archive");
    let bytes: Uint8Array;
    try {
      bytes = readFileSync(file);
    } catch {
      throw new Refused(`Impossible de lire ${file}`);
    }
    const query = new URLSearchParams();
    for (const host of texts(values.host)) query.append("dev", host);
    for (const host of texts(values["prod-host"])) query.append("prod", host);
    const siteName = text(values.name);
    if (siteName) query.set("name", siteName);
    const site = await call<PlatformSite>({ method: "POST", path: `/site/import?${query}`, bytes });
    out(`Site importé.\n${siteSummary(site)}`);
  },
  delete: async ({ name, args, call, out }) => {
    const { values, positionals } = parse(name, args, { confirm: { type: "string" } });
    const id = idOf(name, positionals[0]);
    const confirmName = required(name, text(values.confirm), "--confirm");
    const done = await call<{ export: { path: string }; rows: number; files: number }>({
      method: "DELETE",
      path: `/site/${id}`,
      json: { confirmName },
    });
    out(`Site ${id} effacé (${done.rows} lignes, ${done.files} fichiers) ; son export : ${done.export.path}`);
  },
  user: async ({ name, args, call, out }) => {
    const { positionals } = parse(name, args, {});
    const [verb, site, email] = positionals;
    if (verb !== "reset-2fa") throw new UsageError(`reset-2fa attendu, reçu « ${verb ?? ""} »`, name);
    const id = idOf(name, site);
    const reset = await call<{ email: string }>({
      method: "POST",
      path: `/site/${id}/user/second-factor/reset`,
      json: { email: required(name, email, "e-mail") },
    });
    out(
      `Double authentification de ${reset.email} (site ${id}) désactivée : il se connecte avec son seul mot de passe et peut la réactiver.`,
    );
  },
  operator: async ({ name, args, call, out }) => {
    const { values, positionals } = parse(name, args, {
      password: { type: "string" },
      name: { type: "string" },
    });
    const [verb, email] = positionals;
    if (verb === "reset-2fa") {
      const reset = await call<{ email: string }>({
        method: "POST",
        path: "/operator/second-factor/reset",
        json: { email: required(name, email, "e-mail") },
      });
      out(
        `Double authentification de ${reset.email} désactivée : il se connecte avec son seul mot de passe et peut la réactiver.`,
      );
      return;
    }
    if (verb !== "add") throw new UsageError(`add ou reset-2fa attendu, reçu « ${verb ?? ""} »`, name);
    const password = text(values.password) ?? randomBytes(18).toString("base64url");
    const operator = await call<{ email: string }>({
      method: "POST",
      path: "/operator",
      json: {
        email: required(name, email, "e-mail"),
        password,
        ...(text(values.name) ? { name: text(values.name) } : {}),
      },
    });
    out(
      values.password
        ? `Opérateur ${operator.email} enregistré.`
        : `Opérateur ${operator.email} enregistré. Son mot de passe (affiché une seule fois) :\n  ${password}`,
    );
  },
  audit: async ({ name, args, call, out }) => {
    const { values } = parse(name, args, { site: { type: "string" }, limit: { type: "string" } });
    const query = new URLSearchParams();
    if (text(values.site)) query.set("siteId", String(idOf(name, text(values.site))));
    const limit = text(values.limit);
    if (limit) query.set("limit", limit);
    const lines = await call<
      { createdAt: string; actor: string; action: string; siteId: number | null; siteName: string | null }[]
    >({ method: "GET", path: `/audit${query.size ? `?${query}` : ""}` });
    out(
      lines
        .map(
          (l) =>
            `${l.createdAt}  ${l.actor}  ${l.action}${l.siteId !== null ? `  #${l.siteId} ${l.siteName ?? ""}` : ""}`,
        )
        .join("\n") || "Journal vide.",
    );
  },
};

/** Runs one command through `client`; what it prints goes to `out`. */
async function run(name: string, args: string[], client: () => Promise<OperatorClient>, out: Out) {
  const command = commands[name];
  if (!command) throw new UsageError(`commande inconnue « ${name} »`);
  const call = async <T>(request: OperatorCall): Promise<T> =>
    dataOf<T>(await (await client()).send(request));
  const siteAction = async (path: string, request: Omit<OperatorCall, "path">, done: string) => {
    const site = await call<PlatformSite>({ ...request, path });
    out(`${done}\n${siteSummary(site)}`);
  };
  await command({ name, args, client, out, call, siteAction });
}

/** The command line's whole run; answers the exit code. */
export async function main(argv: string[], out: Out, err: Out): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    (name ? out : err)(generalHelp);
    return name ? 0 : 2;
  }
  if (args.includes("--help") || args.includes("-h")) {
    if (!usage[name]) {
      err(`commande inconnue « ${name} »\n\n${generalHelp}`);
      return 2;
    }
    out(`Usage : npm run site -- ${usage[name]}`);
    return 0;
  }
  let client: OperatorClient | null = null;
  const user = `${safe(() => userInfo().username)}@${hostname()}`;
  try {
    const config = readConfig();
    await run(
      name,
      args,
      async () => {
        client ??= await openOperatorClient(config, user);
        return client;
      },
      out,
    );
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      err(
        `${error.message}\n\nUsage : npm run site -- ${error.command ? usage[error.command] : `<commande>\n\n${generalHelp}`}`,
      );
      return 2;
    }
    if (error instanceof Refused || error instanceof ClientRefused) {
      err(error.message);
      return 1;
    }
    err(`Échec : ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    return 1;
  } finally {
    // set inside the closure above: TypeScript cannot see it
    await (client as OperatorClient | null)?.close();
  }
}

function safe(read: () => string): string {
  try {
    return read();
  } catch {
    return "inconnu";
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main(
    process.argv.slice(2),
    (text) => process.stdout.write(`${text}\n`),
    (text) => process.stderr.write(`${text}\n`),
  ).then((code) => {
    process.exitCode = code;
  });
}
