// The worker of the job queue (docs/decisions/084): one per process, whatever the number of
// processes sharing the database. It runs the due jobs of the kinds registered with it: at once
// when this process commits work (`nudge`), and every few seconds for what other processes, a
// retry or a restart left due. Stopping lets the running jobs finish for a while, then gives back
// the leases of those still running.
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import {
  type ClaimedJob,
  claimJobs,
  completeJob,
  retryDelayMs as defaultRetryDelayMs,
  extendLeases,
  failAbandonedJobs,
  failJob,
  releaseJobs,
} from "./queue";

export type JobHandler = (job: ClaimedJob) => Promise<void>;

/** Thrown by a handler when trying again cannot help (a recipient the SMTP server refuses). */
export class PermanentJobError extends Error {}

export interface JobRunnerOptions {
  db: Database;
  log: Logger;
  /** How often due jobs are looked for when nothing nudges the worker. */
  pollMs?: number;
  /** How long a claim holds a job; renewed while the job runs. */
  leaseMs?: number;
  /** Jobs run at the same time by this process. */
  concurrency?: number;
  /** Wait before attempt `attempts + 1`. */
  retryDelayMs?: (attempts: number) => number;
  /** The worker's name in locked_by (host, process and a random part by default). */
  worker?: string;
}

export interface JobRunner {
  readonly worker: string;
  register(kind: string, handler: JobHandler): void;
  /** Starts polling (a runner that is not started still runs jobs on `drain`). */
  start(): void;
  /** Something was just committed: a started runner looks for due jobs now, not at the next poll. */
  nudge(): void;
  /** Runs due jobs until none is left; resolves with how many ran (tests, flushing mails). */
  drain(): Promise<number>;
  /** Stops claiming, waits up to `graceMs` for the running jobs, gives back the others' leases. */
  stop(options?: { graceMs?: number }): Promise<void>;
}

export const DEFAULT_POLL_MS = 3_000;
const DEFAULT_LEASE_MS = 120_000;

export function createJobRunner({
  db,
  log,
  pollMs = DEFAULT_POLL_MS,
  leaseMs = DEFAULT_LEASE_MS,
  concurrency = 4,
  retryDelayMs = defaultRetryDelayMs,
  worker = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`,
}: JobRunnerOptions): JobRunner {
  const handlers = new Map<string, JobHandler>();
  const running = new Set<number>();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let pass: Promise<number> | null = null;
  let again = false;

  async function run(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.kind);
    if (!handler) return; // claims ask for registered kinds only
    running.add(job.id);
    const heartbeat = setInterval(
      () =>
        extendLeases(db, [job.id], worker, leaseMs).catch((err: unknown) =>
          log.warn({ err, job: job.id }, "could not extend a job's lease"),
        ),
      Math.max(1_000, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    try {
      await handler(job);
      await completeJob(db, job.id);
    } catch (err) {
      const permanent = err instanceof PermanentJobError;
      const last = permanent || job.attempts >= job.maxAttempts;
      const message = err instanceof Error ? err.message : String(err);
      log[last ? "error" : "warn"](
        { err, job: job.id, kind: job.kind, attempts: job.attempts },
        last ? "job failed for good" : "job failed; it will be retried",
      );
      await failJob(db, job.id, message, last ? null : retryDelayMs(job.attempts)).catch((e: unknown) =>
        log.error({ err: e, job: job.id }, "could not record a job's failure"),
      );
    } finally {
      clearInterval(heartbeat);
      running.delete(job.id);
    }
  }

  async function passOnce(): Promise<number> {
    let ran = 0;
    while (!stopped) {
      let claimed: ClaimedJob[];
      try {
        claimed = await claimJobs(db, worker, [...handlers.keys()], concurrency, leaseMs);
      } catch (err) {
        // the database is away (restart, shutdown): the next poll tries again
        log.warn({ err }, "could not claim jobs");
        break;
      }
      if (!claimed.length) break;
      await Promise.all(claimed.map(run));
      ran += claimed.length;
    }
    return ran;
  }

  /** One pass at a time; a nudge during a pass makes it look once more before it ends. */
  function kick(): Promise<number> {
    if (pass) {
      again = true;
      return pass;
    }
    pass = (async () => {
      let total = 0;
      do {
        again = false;
        total += await passOnce();
      } while (again && !stopped);
      return total;
    })().finally(() => {
      pass = null;
    });
    return pass;
  }

  return {
    worker,
    register(kind, handler) {
      handlers.set(kind, handler);
    },
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => {
        failAbandonedJobs(db).catch((err: unknown) => log.warn({ err }, "could not close abandoned jobs"));
        void kick();
      }, pollMs);
      timer.unref();
      void kick();
    },
    nudge() {
      // a runner that was not started runs jobs on `drain` only
      if (timer && !stopped) void kick();
    },
    async drain() {
      let total = 0;
      for (;;) {
        const ran = await kick();
        total += ran;
        if (ran === 0 || stopped) return total;
      }
    },
    async stop({ graceMs = 5_000 } = {}) {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      if (pass) {
        let wait: NodeJS.Timeout | undefined;
        await Promise.race([
          pass,
          new Promise((resolve) => {
            wait = setTimeout(resolve, graceMs);
          }),
        ]);
        clearTimeout(wait);
      }
      if (running.size) {
        const left = [...running];
        log.warn({ jobs: left }, "stopping with jobs still running: their leases are given back");
        await releaseJobs(db, left, worker).catch((err: unknown) =>
          log.error({ err }, "could not give back the leases of running jobs"),
        );
      }
    },
  };
}
