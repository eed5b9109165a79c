// Housekeeping of the platform (README): what nobody will use again is removed — anonymous carts
// left alone for ANONYMOUS_CART_DAYS, sessions and password-reset links past their expiry, jobs of
// the queue finished long ago. A platform job: it runs as the owner across sites, a few thousand
// rows at a time. On PGlite it also does autovacuum's work, which PGlite lacks (reclaimSpace).
import { and, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "./db/client";
import { carts, jobs, passwordResetTokens, sessions } from "./db/schema";

/** An anonymous cart untouched this long is gone (a logged user's cart stays with their account). */
export const ANONYMOUS_CART_DAYS = 30;
/** A finished job is kept this long (what ran, when, after how many attempts), then removed. */
export const FINISHED_JOB_DAYS = 14;
const BATCH = 5000;

export interface Cleaned {
  carts: number;
  sessions: number;
  resetTokens: number;
  jobs: number;
}

export async function cleanUp(db: Database, now: Date = new Date()): Promise<Cleaned> {
  const cartLimit = new Date(now.getTime() - ANONYMOUS_CART_DAYS * 86_400_000);
  const oldCarts = db.owner
    .select({ id: carts.id })
    .from(carts)
    .where(and(isNull(carts.userId), lt(carts.updatedAt, cartLimit)))
    .limit(BATCH);
  const removedCarts = await db.owner
    .delete(carts)
    .where(sql`${carts.id} in ${oldCarts}`)
    .returning({ id: carts.id });
  const oldSessions = db.owner
    .select({ id: sessions.id })
    .from(sessions)
    .where(lt(sessions.expiresAt, now))
    .limit(BATCH);
  const removedSessions = await db.owner
    .delete(sessions)
    .where(sql`${sessions.id} in ${oldSessions}`)
    .returning({ id: sessions.id });
  const oldTokens = db.owner
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, now))
    .limit(BATCH);
  const removedTokens = await db.owner
    .delete(passwordResetTokens)
    .where(sql`${passwordResetTokens.id} in ${oldTokens}`)
    .returning({ id: passwordResetTokens.id });
  // done or given-up jobs; their dedupe keys are free again once removed
  const jobLimit = new Date(now.getTime() - FINISHED_JOB_DAYS * 86_400_000);
  const oldJobs = db.owner
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      or(
        and(isNotNull(jobs.doneAt), lt(jobs.doneAt, jobLimit)),
        and(isNotNull(jobs.failedAt), lt(jobs.failedAt, jobLimit)),
      ),
    )
    .limit(BATCH);
  const removedJobs = await db.owner
    .delete(jobs)
    .where(sql`${jobs.id} in ${oldJobs}`)
    .returning({ id: jobs.id });
  return {
    carts: removedCarts.length,
    sessions: removedSessions.length,
    resetTokens: removedTokens.length,
    jobs: removedJobs.length,
  };
}

/** Autovacuum's default thresholds (PostgreSQL's `autovacuum_*_threshold` and `_scale_factor`). */
const VACUUM_ROWS = 50;
const VACUUM_SHARE = 0.2;
const ANALYZE_ROWS = 50;
const ANALYZE_SHARE = 0.1;
/** A table whose oldest unfrozen transaction is older than this is vacuumed whatever its churn. */
const FREEZE_AGE = 150_000_000;

/** The embedded databases whose tables this process has all vacuumed once. */
const swept = new WeakSet<object>();

export interface Reclaimed {
  vacuumed: string[];
  analyzed: string[];
}

/**
 * Autovacuum's work, on PGlite (docs/decisions/130): an embedded PostgreSQL runs no autovacuum
 * worker, so without this the rows that updates and deletes leave dead (a cart's every add, a
 * rate-limit window's every hit, the sessions and jobs removed above) are never reclaimed — the
 * tables only grow — and the planner never gathers statistics. The tables past autovacuum's own
 * thresholds are vacuumed or analyzed, one statement each, so that visitors' queries take their
 * turns in between. Null on a PostgreSQL server, whose autovacuum does it.
 */
export async function reclaimSpace(db: Database): Promise<Reclaimed | null> {
  const client = db.pglite;
  if (!client) return null;
  // PGlite forgets its statistics when it closes: the dead rows left before a restart are counted
  // nowhere, so a process's first pass also vacuums every table that grew since its last vacuum or
  // analyze (the pages the catalogue knew of)
  const full = !swept.has(client);
  // the statistics of the last second are counted too
  await client.query("select pg_stat_force_next_flush()");
  const { rows } = await client.query<{ name: string; vacuum: boolean; analyze: boolean }>(
    `select quote_ident(c.relname) as name,
       ($6::boolean and pg_relation_size(c.oid) > c.relpages::bigint * current_setting('block_size')::bigint)
         or coalesce(s.n_dead_tup, 0) > $1 + $2 * greatest(c.reltuples, 0)
         or age(c.relfrozenxid) > $5 as vacuum,
       (c.reltuples < 0 and pg_relation_size(c.oid) > 0) or coalesce(s.n_mod_since_analyze, 0) > $3 + $4 * greatest(c.reltuples, 0) as analyze
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     left join pg_stat_user_tables s on s.relid = c.oid
     where n.nspname = 'public' and c.relkind = 'r'
     order by c.relname`,
    [VACUUM_ROWS, VACUUM_SHARE, ANALYZE_ROWS, ANALYZE_SHARE, FREEZE_AGE, full],
  );
  const done: Reclaimed = { vacuumed: [], analyzed: [] };
  for (const table of rows) {
    // names come from the catalogue, quoted by it; VACUUM takes no parameter
    if (table.vacuum) {
      await client.exec(`vacuum ${table.analyze ? "(analyze) " : ""}${table.name}`);
      done.vacuumed.push(table.name);
    } else if (table.analyze) await client.exec(`analyze ${table.name}`);
    if (table.analyze) done.analyzed.push(table.name);
  }
  swept.add(client);
  return done;
}
