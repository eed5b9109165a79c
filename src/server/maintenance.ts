// Housekeeping of the platform (README): what nobody will use again is removed — anonymous carts
// left alone for ANONYMOUS_CART_DAYS, sessions and password-reset links past their expiry, jobs of
// the queue finished long ago. A platform job: it runs as the owner across sites, a few thousand
// rows at a time.
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
