// The job queue's table operations (docs/decisions/084). Work owed after a commit is a `jobs` row
// written in the transaction that owes it, so it exists iff that transaction commits. Workers
// claim due rows with FOR UPDATE SKIP LOCKED and hold them under a lease (locked_until): two
// processes never run one job at the same time; a worker that dies loses its lease and another
// one runs the job again (at least once; handlers make a repeat harmless).
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Database, Db, Tx } from "../db/client";
import { queryRows } from "../db/client";
import { jobs } from "../db/schema";

export interface JobInput {
  kind: string;
  /** The site whose transaction enqueues it (the tenancy walls check it); null for a platform job. */
  siteId: number | null;
  payload: Record<string, unknown>;
  /** At most one job of this kind with this key, ever (until housekeeping removes the row). */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

export interface ClaimedJob {
  id: number;
  siteId: number | null;
  kind: string;
  payload: Record<string, unknown>;
  /** Attempts so far, this one included. */
  attempts: number;
  maxAttempts: number;
}

/**
 * Writes a job in the caller's transaction. Inside `withSite`, the row-level security of the jobs
 * table lets a site enqueue its own jobs only. False when the dedupe key was already taken.
 */
export async function enqueueJob(tx: Tx | Db, job: JobInput): Promise<boolean> {
  const written = await tx
    .insert(jobs)
    .values({
      siteId: job.siteId,
      kind: job.kind,
      payload: job.payload,
      dedupeKey: job.dedupeKey ?? null,
      ...(job.runAt ? { runAt: job.runAt } : {}),
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: [jobs.kind, jobs.dedupeKey] })
    .returning({ id: jobs.id });
  return written.length > 0;
}

const interval = (ms: number) => sql`(${Math.max(0, Math.round(ms))}::int * interval '1 millisecond')`;
const kindsIn = (kinds: readonly string[]): SQL =>
  sql`(${sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  )})`;

/**
 * Claims up to `limit` due jobs of `kinds` for `worker`, leased for `leaseMs`, across every site
 * (a platform operation: it runs as the owner). Rows locked by a concurrent claim are skipped, not
 * waited for; each claim counts as an attempt, so a job that kills its process is not retried for
 * ever.
 */
export async function claimJobs(
  db: Database,
  worker: string,
  kinds: readonly string[],
  limit: number,
  leaseMs: number,
): Promise<ClaimedJob[]> {
  if (!kinds.length || limit < 1) return [];
  const rows = await queryRows<{
    id: number;
    site_id: number | null;
    kind: string;
    payload: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
  }>(
    db.owner,
    sql`
    update jobs j
    set locked_until = now() + ${interval(leaseMs)}, locked_by = ${worker}, attempts = j.attempts + 1
    from (
      select id from jobs
      where done_at is null and failed_at is null and run_at <= now()
        and (locked_until is null or locked_until < now())
        and attempts < max_attempts and kind in ${kindsIn(kinds)}
      order by run_at, id
      limit ${limit}
      for update skip locked
    ) due
    where j.id = due.id
    returning j.id, j.site_id, j.kind, j.payload, j.attempts, j.max_attempts`,
  );
  return rows.map((r) => ({
    id: r.id,
    siteId: r.site_id,
    kind: r.kind,
    // both drivers parse jsonb; a driver that hands text still gives an object
    payload: typeof r.payload === "string" ? (JSON.parse(r.payload) as Record<string, unknown>) : r.payload,
    attempts: r.attempts,
    maxAttempts: r.max_attempts,
  }));
}

export async function completeJob(db: Database, id: number): Promise<void> {
  await db.owner
    .update(jobs)
    .set({ doneAt: sql`now()`, lockedUntil: null, lockedBy: null, lastError: null })
    .where(eq(jobs.id, id));
}

/** A failed attempt: retried after `retryInMs`, or given up for good when it is null. */
export async function failJob(
  db: Database,
  id: number,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await db.owner
    .update(jobs)
    .set({
      lockedUntil: null,
      lockedBy: null,
      lastError: error.slice(0, 2000),
      ...(retryInMs === null ? { failedAt: sql`now()` } : { runAt: sql`now() + ${interval(retryInMs)}` }),
    })
    .where(eq(jobs.id, id));
}

/** Keeps the lease of jobs still running (a slow SMTP server must not let another worker in). */
export async function extendLeases(
  db: Database,
  ids: number[],
  worker: string,
  leaseMs: number,
): Promise<void> {
  if (!ids.length) return;
  await db.owner
    .update(jobs)
    .set({ lockedUntil: sql`now() + ${interval(leaseMs)}` })
    .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, worker), isNull(jobs.doneAt)));
}

/**
 * Gives back jobs a stopping worker could not finish: another worker may take them at once, and
 * the interrupted attempt is not counted.
 */
export async function releaseJobs(db: Database, ids: number[], worker: string): Promise<void> {
  if (!ids.length) return;
  await db.owner
    .update(jobs)
    .set({ lockedUntil: null, lockedBy: null, attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
    .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, worker), isNull(jobs.doneAt)));
}

/** Jobs whose last allowed attempt lost its lease (its process died): given up, not left hanging. */
export async function failAbandonedJobs(db: Database): Promise<number> {
  const rows = await db.owner
    .update(jobs)
    .set({
      failedAt: sql`now()`,
      lastError: sql`coalesce(${jobs.lastError}, 'the last attempt lost its lease')`,
    })
    .where(
      and(
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
        sql`${jobs.lockedUntil} < now()`,
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

/** Backoff between attempts: 30 s, 1 min, 2 min… at most an hour, give or take a fifth. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}
