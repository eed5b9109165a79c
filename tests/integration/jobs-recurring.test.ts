// Recurring work on the job queue (issue 16 §2): review requests and housekeeping were a timer in
// every process, so N processes did the work N times. Now each slot's job is written once, with a
// dedupe key, whatever the number of processes asking, and run once by whichever claims it.
import { like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { jobs } from "../../src/server/db/schema";
import { ensureSlotJob, type RecurringJob, scheduleRecurring, slotOf } from "../../src/server/jobs/recurring";
import { createJobRunner } from "../../src/server/jobs/runner";
import { createLogger } from "../../src/server/logger";
import { HOUSEKEEPING_JOB, REVIEW_REQUESTS_JOB } from "../../src/server/platform";
import { createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform({ runJobs: false });
const log = createLogger("silent");
const runners = [createJobRunner({ db: platform.db, log }), createJobRunner({ db: platform.db, log })];
afterAll(async () => {
  for (const r of runners) await r.stop();
  await platform.close();
});

describe("recurring jobs", () => {
  it("run once per slot across two processes", async () => {
    const ran: number[] = [];
    const tick: RecurringJob = {
      kind: "test.tick",
      everyMs: 60 * 60_000,
      handler: async (job) => {
        ran.push(Number(job.payload.slot));
      },
    };
    const stops = await Promise.all(runners.map((r) => scheduleRecurring(platform.db, r, [tick], () => {})));
    await Promise.all(runners.map((r) => r.drain()));
    const { slot } = slotOf(Date.now(), tick.everyMs);
    expect(ran).toEqual([slot]);

    // another slot (the one before, so that it is due now): both processes ask for its job, one
    // is written and run
    const next = Date.now() - tick.everyMs;
    const written = await Promise.all([
      ensureSlotJob(platform.db, tick, next),
      ensureSlotJob(platform.db, tick, next),
    ]);
    expect(written.filter(Boolean)).toHaveLength(1);
    await Promise.all(runners.map((r) => r.drain()));
    expect(ran).toEqual([slot, slot - 1]);
    const rows = await platform.db.owner.select().from(jobs).where(like(jobs.dedupeKey, "test.tick:%"));
    expect(rows.map((r) => r.doneAt !== null)).toEqual([true, true]);
    for (const stop of stops) stop();
  });

  it("the platform schedules the review requests and the housekeeping as such jobs", async () => {
    const started = await createTestPlatform();
    try {
      const keys = (await started.db.owner.select({ key: jobs.dedupeKey }).from(jobs)).map((r) => r.key);
      expect(keys.some((k) => k?.startsWith(`${REVIEW_REQUESTS_JOB}:`))).toBe(true);
      expect(keys.some((k) => k?.startsWith(`${HOUSEKEEPING_JOB}:`))).toBe(true);
    } finally {
      await started.close();
    }
  });
});
