// Recurring work through the job queue (issue 16 §2, docs/decisions/084): every `everyMs` is a
// slot, and the slot's job is enqueued with the dedupe key `{kind}:{slot}`, so however many
// processes ask for it, it is written once and run once (under a lease, retried on failure).
// Each process only makes sure the current slot's job exists: at start, then a few times a slot.
import type { Database } from "../db/client";
import { enqueueJob } from "./queue";
import type { JobHandler, JobRunner } from "./runner";

export interface RecurringJob {
  kind: string;
  everyMs: number;
  handler: JobHandler;
  /** Attempts within a slot (the next slot runs anyway). */
  maxAttempts?: number;
}

/** The slot a time falls in, and when it started. */
export function slotOf(now: number, everyMs: number): { slot: number; start: Date } {
  const slot = Math.floor(now / everyMs);
  return { slot, start: new Date(slot * everyMs) };
}

/** Writes the job of the slot `now` falls in, unless a process already has. True when written. */
export function ensureSlotJob(db: Database, job: RecurringJob, now = Date.now()): Promise<boolean> {
  const { slot, start } = slotOf(now, job.everyMs);
  return enqueueJob(db.owner, {
    kind: job.kind,
    siteId: null,
    payload: { slot },
    dedupeKey: `${job.kind}:${slot}`,
    runAt: start,
    maxAttempts: job.maxAttempts ?? 3,
  });
}

/**
 * Registers `jobs` with this process's runner and keeps their slots' jobs written; resolves once
 * the current slots' are. The returned function stops the checks (the runner stops on its own).
 */
export async function scheduleRecurring(
  db: Database,
  runner: JobRunner,
  jobs: RecurringJob[],
  onError: (err: unknown) => void,
): Promise<() => void> {
  for (const job of jobs) runner.register(job.kind, job.handler);
  const ensureAll = () =>
    Promise.all(jobs.map((job) => ensureSlotJob(db, job))).then(
      (written) => written.some(Boolean) && runner.nudge(),
      onError,
    );
  await ensureAll();
  // a few checks per slot of the shortest job, so that a slot's job is written soon after it starts
  const checkMs = Math.max(1_000, Math.min(60_000, ...jobs.map((j) => j.everyMs / 4)));
  const timer = setInterval(ensureAll, checkMs);
  timer.unref();
  return () => clearInterval(timer);
}
