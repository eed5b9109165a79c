// The platform operator's actions on sites (issue 19 §1, §4, §5, §6); the screens, the operator
// API and the command line call these. Every write is one transaction on the owner's connection
// (sites and site_urls are platform tables) with its line of the operator's audit log: an action
// is recorded iff it happened. This process then reloads its registry at once; the others hear of
// it through the change feed.
import { and, asc, desc, eq, type InferSelectModel, sql } from "drizzle-orm";
import {
  type AddDomain,
  type PlatformSite,
  type SiteEnv,
  type SiteLimits,
  siteLimitNames,
} from "../../../../schemas/platform";
import type { Db, Tx } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { platformAudit, sessions, sites, siteUrls, users } from "../../db/schema";
import { ApiError, ruleError } from "../../http/api-error";
import { resetSecondFactor } from "../../security/second-factor";
import type { Actor, PlatformDeps } from "./deps";

export interface PlatformAuditLine {
  id: number;
  actor: string;
  action: string;
  siteId: number | null;
  siteName: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}

type SiteRow = InferSelectModel<typeof sites>;
type UrlRow = InferSelectModel<typeof siteUrls>;

/** The audit log's actions of this module (the archive work adds export, import, delete). */
export const platformActions = {
  create: "site.create",
  suspend: "site.suspend",
  resume: "site.resume",
  open: "site.open",
  close: "site.close",
  limits: "site.limits",
  domainAdd: "site.domain.add",
  domainRemove: "site.domain.remove",
  domainCanonical: "site.domain.canonical",
  operatorUpsert: "operator.upsert",
  operatorRemove: "operator.remove",
  login: "operator.login",
  loginFailed: "operator.login.failed",
  secondFactorOn: "operator.second-factor.on",
  secondFactorOff: "operator.second-factor.off",
  secondFactorReset: "operator.second-factor.reset",
  staffSecondFactorReset: "site.user.second-factor.reset",
} as const;

/** "operator:jane@example.fr" or "cli:root@host", as the audit log writes who acted. */
export function actorName(actor: Actor): string {
  return actor.kind === "operator" ? `operator:${actor.email}` : `cli:${actor.name}`;
}

/**
 * A site's hosts as the operator sees them: in order, the canonical one of each env marked — the
 * one marked in the table, else the env's first, as the site registry resolves it.
 */
function urlsOf(rows: UrlRow[]): PlatformSite["urls"] {
  const marked = new Set(rows.filter((r) => r.isCanonical).map((r) => r.env));
  const firstOf = new Map<SiteEnv, number>();
  for (const r of rows) if (!firstOf.has(r.env)) firstOf.set(r.env, r.id);
  return rows.map((r) => ({
    host: r.host,
    env: r.env,
    isCanonical: marked.has(r.env) ? r.isCanonical : firstOf.get(r.env) === r.id,
  }));
}

function toPlatformSite(row: SiteRow, urls: UrlRow[]): PlatformSite {
  return {
    id: row.id,
    name: row.name,
    isWinemaker: row.isWinemaker,
    isECommerce: row.isECommerce,
    isBuilding: row.isBuilding,
    suspendedAt: row.suspendedAt ? row.suspendedAt.toISOString() : null,
    suspendedReason: row.suspendedAt ? row.suspendedReason : null,
    preset: row.preset,
    defaultLang: row.defaultLang,
    createdAt: row.createdAt.toISOString(),
    urls: urlsOf(urls),
    limits: { mediaQuotaMb: row.mediaQuotaMb, maxProducts: row.maxProducts, maxAdmins: row.maxAdmins },
  };
}

async function urlRowsOf(db: Db | Tx, id: number): Promise<UrlRow[]> {
  return db.select().from(siteUrls).where(eq(siteUrls.siteId, id)).orderBy(asc(siteUrls.id));
}

/** The site as it stands in `db` (a transaction sees its own writes). */
export async function readSite(db: Db | Tx, id: number): Promise<PlatformSite | null> {
  const [row] = await db.select().from(sites).where(eq(sites.id, id));
  return row ? toPlatformSite(row, await urlRowsOf(db, id)) : null;
}

export async function listSites(deps: PlatformDeps): Promise<PlatformSite[]> {
  const [rows, urls] = await Promise.all([
    deps.db.owner.select().from(sites).orderBy(asc(sites.id)),
    deps.db.owner.select().from(siteUrls).orderBy(asc(siteUrls.id)),
  ]);
  return rows.map((row) =>
    toPlatformSite(
      row,
      urls.filter((u) => u.siteId === row.id),
    ),
  );
}

export async function getSite(deps: PlatformDeps, id: number): Promise<PlatformSite | null> {
  return readSite(deps.db.owner, id);
}

/** This process knows the change at once (the change feed tells the others). */
export async function afterSiteChange(deps: PlatformDeps, id: number): Promise<void> {
  deps.cache.invalidate(id);
  await deps.sites.reload();
}

/**
 * One operator action on site `id`: `change` runs in a transaction that holds the site's row
 * (FOR UPDATE: two operators acting at once take turns), the audit line is written in it, and the
 * site is answered as it stands after the commit.
 */
async function actOnSite(
  deps: PlatformDeps,
  actor: Actor,
  id: number,
  action: string,
  change: (tx: Tx, site: SiteRow) => Promise<Record<string, unknown> | undefined>,
): Promise<PlatformSite> {
  const site = await deps.db.owner.transaction(async (ownerTx) => {
    const tx = ownerTx as Tx;
    const [row] = await tx.select().from(sites).where(eq(sites.id, id)).for("update");
    if (!row) throw new ApiError(404, "platform.siteNotFound");
    const details = await change(tx, row);
    await recordPlatformAction(tx, actor, action, { id: row.id, name: row.name }, details);
    const after = await readSite(tx, id);
    if (!after) throw new ApiError(404, "platform.siteNotFound");
    return after;
  });
  await afterSiteChange(deps, id);
  return site;
}

export async function suspendSite(
  deps: PlatformDeps,
  actor: Actor,
  id: number,
  reason: string,
): Promise<PlatformSite> {
  return actOnSite(deps, actor, id, platformActions.suspend, async (tx, site) => {
    // suspending again keeps the first date: the site has been down since then
    await tx
      .update(sites)
      .set({ suspendedAt: site.suspendedAt ?? new Date(), suspendedReason: reason })
      .where(eq(sites.id, id));
    return { reason };
  });
}

export async function resumeSite(deps: PlatformDeps, actor: Actor, id: number): Promise<PlatformSite> {
  return actOnSite(deps, actor, id, platformActions.resume, async (tx, site) => {
    await tx.update(sites).set({ suspendedAt: null, suspendedReason: null }).where(eq(sites.id, id));
    return { suspendedSince: site.suspendedAt?.toISOString() ?? null };
  });
}

/**
 * A site's staff member who lost both the authenticator app and the recovery codes (decision
 * 132): the factor goes, at the operator's hand (logged); the password alone logs in again.
 */
export async function resetStaffSecondFactor(
  deps: PlatformDeps,
  actor: Actor,
  id: number,
  email: string,
): Promise<PlatformSite> {
  return actOnSite(deps, actor, id, platformActions.staffSecondFactorReset, async (tx, site) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.siteId, site.id), eq(users.email, email)));
    if (!user || !(await resetSecondFactor(tx, users, user.id)))
      throw new ApiError(404, "platform.staffSecondFactorNotOn", { email });
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), eq(sessions.secondFactorPending, true)));
    return { email };
  });
}

/** isBuilding on (under construction) or off (open to visitors). */
export async function setBuilding(
  deps: PlatformDeps,
  actor: Actor,
  id: number,
  isBuilding: boolean,
): Promise<PlatformSite> {
  const action = isBuilding ? platformActions.close : platformActions.open;
  return actOnSite(deps, actor, id, action, async (tx) => {
    await tx.update(sites).set({ isBuilding }).where(eq(sites.id, id));
    return undefined;
  });
}

/** Only the limits given change; null brings one back to the platform's default. */
export async function setLimits(
  deps: PlatformDeps,
  actor: Actor,
  id: number,
  limits: SiteLimits,
): Promise<PlatformSite> {
  const given = Object.fromEntries(
    siteLimitNames.filter((name) => limits[name] !== undefined).map((name) => [name, limits[name] ?? null]),
  ) as Partial<Record<(typeof siteLimitNames)[number], number | null>>;
  return actOnSite(deps, actor, id, platformActions.limits, async (tx, site) => {
    if (Object.keys(given).length) await tx.update(sites).set(given).where(eq(sites.id, id));
    const before = Object.fromEntries(Object.keys(given).map((name) => [name, site[name as keyof SiteRow]]));
    return { before, after: given };
  });
}

/** The canonical host of `env` becomes `hostId`: the previous one is unmarked first (one per env). */
async function markCanonical(tx: Tx, id: number, env: SiteEnv, hostId: number): Promise<void> {
  await tx
    .update(siteUrls)
    .set({ isCanonical: false })
    .where(and(eq(siteUrls.siteId, id), eq(siteUrls.env, env), eq(siteUrls.isCanonical, true)));
  await tx.update(siteUrls).set({ isCanonical: true }).where(eq(siteUrls.id, hostId));
}

/** Another site's host is never taken from it (issue 19 §4): a 422 on the field `host`. */
export async function assertHostFree(db: Db | Tx, host: string, siteId?: number): Promise<void> {
  const [taken] = await db.select({ siteId: siteUrls.siteId }).from(siteUrls).where(eq(siteUrls.host, host));
  if (!taken) return;
  throw ruleError(
    taken.siteId === siteId ? "platform.hostAlreadyThere" : "platform.hostTaken",
    { host },
    "host",
  );
}

export async function addDomain(
  deps: PlatformDeps,
  actor: Actor,
  id: number,
  domain: AddDomain,
): Promise<PlatformSite> {
  try {
    return await actOnSite(deps, actor, id, platformActions.domainAdd, async (tx) => {
      await assertHostFree(tx, domain.host, id);
      const [row] = await tx
        .insert(siteUrls)
        .values({ siteId: id, host: domain.host, env: domain.env, isCanonical: false })
        .returning({ id: siteUrls.id });
      if (!row) throw new Error("the host was not inserted");
      if (domain.canonical) await markCanonical(tx, id, domain.env, row.id);
      return { host: domain.host, env: domain.env, canonical: domain.canonical };
    });
  } catch (error) {
    // another transaction took the host between the check and the insert
    if (isUniqueViolation(error, "site_urls_host_uq")) {
      throw ruleError("platform.hostTaken", { host: domain.host }, "host");
    }
    throw error;
  }
}

/** The host row of site `id`, or a 404 naming it. */
async function hostRowOf(tx: Tx, id: number, host: string): Promise<UrlRow> {
  const [row] = await tx
    .select()
    .from(siteUrls)
    .where(and(eq(siteUrls.siteId, id), eq(siteUrls.host, host.trim().toLowerCase())));
  if (!row)
    throw new ApiError(
      404,
      "platform.hostNotFound",
      { host },
      { errors: { host: [{ key: "platform.hostNotFound", params: { host } }] } },
    );
  return row;
}

export async function removeDomain(
  deps: PlatformDeps,
  actor: Actor,
  id: number,
  host: string,
): Promise<PlatformSite> {
  return actOnSite(deps, actor, id, platformActions.domainRemove, async (tx) => {
    const row = await hostRowOf(tx, id, host);
    const all = await urlRowsOf(tx, id);
    if (all.length <= 1) throw ruleError("platform.lastHost", { host: row.host }, "host");
    await tx.delete(siteUrls).where(eq(siteUrls.id, row.id));
    // the canonical host goes: the next host of that env takes its place
    const next = all.find((u) => u.env === row.env && u.id !== row.id);
    if (row.isCanonical && next) await markCanonical(tx, id, row.env, next.id);
    return { host: row.host, env: row.env, wasCanonical: row.isCanonical };
  });
}

export async function setCanonical(
  deps: PlatformDeps,
  actor: Actor,
  id: number,
  host: string,
): Promise<PlatformSite> {
  return actOnSite(deps, actor, id, platformActions.domainCanonical, async (tx) => {
    const row = await hostRowOf(tx, id, host);
    await markCanonical(tx, id, row.env, row.id);
    return { host: row.host, env: row.env };
  });
}

const auditOfSite = (siteId: number | undefined) =>
  siteId === undefined ? undefined : eq(platformAudit.siteId, siteId);

/** The audit log's lines, newest first: `limit` of them (1 to 1000) after skipping `offset`. */
export async function listAudit(
  deps: PlatformDeps,
  query: { siteId?: number; limit?: number; offset?: number },
): Promise<PlatformAuditLine[]> {
  const limit = Math.min(Math.max(query.limit ?? 100, 1), 1000);
  const offset = Math.max(query.offset ?? 0, 0);
  const rows = await deps.db.owner
    .select()
    .from(platformAudit)
    .where(auditOfSite(query.siteId))
    .orderBy(desc(platformAudit.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    id: r.id,
    actor: r.actor,
    action: r.action,
    siteId: r.siteId,
    siteName: r.siteName,
    details: r.details ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** How many lines the audit log holds (of one site, with `siteId`): the console's pages. */
export async function countAudit(deps: PlatformDeps, query: { siteId?: number } = {}): Promise<number> {
  const [row] = await deps.db.owner
    .select({ n: sql<number>`count(*)::int` })
    .from(platformAudit)
    .where(auditOfSite(query.siteId));
  return row?.n ?? 0;
}

/**
 * A login on the console, refused or not, in the audit log (never the password): who (the e-mail
 * typed, and the operator when it is one), from where. Refusals of the rate limiter are not
 * written (they would let anyone fill the log); the failures it lets through are.
 */
export async function recordLogin(
  deps: PlatformDeps,
  attempt: { email: string; ip: string; operatorId: number | null },
): Promise<void> {
  await deps.db.owner.insert(platformAudit).values({
    operatorId: attempt.operatorId,
    actor: attempt.operatorId === null ? `login:${attempt.email}` : `operator:${attempt.email}`,
    action: attempt.operatorId === null ? platformActions.loginFailed : platformActions.login,
    details: { email: attempt.email, ip: attempt.ip },
  });
}

/** One line of the operator's audit log, written in the transaction of the action it records. */
export async function recordPlatformAction(
  db: Db | Tx,
  actor: Actor,
  action: string,
  site: { id: number; name: string } | null,
  details?: Record<string, unknown>,
): Promise<void> {
  await db.insert(platformAudit).values({
    operatorId: actor.kind === "operator" ? actor.operatorId : null,
    actor: actorName(actor),
    action,
    siteId: site?.id ?? null,
    siteName: site?.name ?? null,
    details: details ?? null,
  });
}

/**
 * The id of a new site, inside its creating transaction: the table is locked until the commit, so
 * two creations take turns. Ids 1 and 2 stay the demo sites', and an id the audit log names (a
 * deleted site's) is never given again.
 */
export async function nextSiteId(tx: Tx): Promise<number> {
  await tx.execute(sql`LOCK TABLE sites IN EXCLUSIVE MODE`);
  const [row] = await tx
    .select({
      next: sql<number>`greatest(2, coalesce((select max(id) from sites), 0), coalesce((select max(site_id_ref) from platform_audit), 0))::int + 1`,
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error("no next site id");
  return Number(row.next);
}
