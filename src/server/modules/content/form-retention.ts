// Form answers are kept for their form's retention period (issue 14 §4; GDPR: no longer than
// needed), then erased with their files (the files' rows cascade) by a recurring job of the queue
// (src/server/jobs/recurring.ts). A platform job: it runs as the owner across sites, a batch at a time.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { queryRows } from "../../db/client";

export const FORM_RETENTION_JOB = "forms.retention";
/** Once a day is enough for a period counted in days. */
export const FORM_RETENTION_INTERVAL_MS = 24 * 60 * 60_000;
const BATCH = 5000;

/** Erases the answers older than their form's retention at `now`; answers how many went. */
export async function eraseExpiredAnswers(db: Database, now: Date = new Date()): Promise<number> {
  let erased = 0;
  for (;;) {
    const rows = await queryRows<{ id: number }>(
      db.owner,
      sql`delete from form_submissions where id in (
        select s.id from form_submissions s join forms f on f.id = s.form_id
        where s.created_at < ${now.toISOString()}::timestamptz - make_interval(days => f.retention_days)
        limit ${BATCH})
      returning id`,
    );
    erased += rows.length;
    if (rows.length < BATCH) return erased;
  }
}
