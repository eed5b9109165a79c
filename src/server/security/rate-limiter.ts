/**
 * The rate limiter of docs/decisions/013, shared by every process through PostgreSQL: a fixed
 * window per key in the unlogged table rate_limit_windows, counted by one atomic upsert per
 * attempt, so N processes behind a load balancer hold one limit together and a restart of a
 * process forgets nothing.
 */
import { eq, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimitWindows } from "../db/schema";

export interface RateLimit {
  /** Attempts allowed in one window. */
  max: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window ends (the Retry-After header of a 429). */
  retryAfter: number;
}

/** Ended windows are deleted about once in this many attempts (no timer in every process). */
const SWEEP_EVERY = 200;

export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
    private readonly sweepEvery = SWEEP_EVERY,
  ) {}

  /** Counts one attempt under `key`; refused once `limit.max` attempts fell in the window. */
  async hit(key: string, limit: RateLimit): Promise<RateDecision> {
    const now = this.now();
    const ended = sql`${rateLimitWindows.resetAt} <= ${now}`;
    const [window] = await this.db.owner
      .insert(rateLimitWindows)
      .values({ key, count: 1, resetAt: now + limit.windowMs })
      .onConflictDoUpdate({
        target: rateLimitWindows.key,
        set: {
          count: sql`case when ${ended} then 1 else ${rateLimitWindows.count} + 1 end`,
          resetAt: sql`case when ${ended} then ${now + limit.windowMs} else ${rateLimitWindows.resetAt} end`,
        },
      })
      .returning({ count: rateLimitWindows.count, resetAt: rateLimitWindows.resetAt });
    if (Math.random() * this.sweepEvery < 1) await this.sweep(now);
    const resetAt = Number(window?.resetAt ?? now + limit.windowMs);
    return {
      allowed: (window?.count ?? 1) <= limit.max,
      retryAfter: Math.max(1, Math.ceil((resetAt - now) / 1000)),
    };
  }

  /** Forgets a key (a successful login clears its e-mail's failures). */
  async reset(key: string): Promise<void> {
    await this.db.owner.delete(rateLimitWindows).where(eq(rateLimitWindows.key, key));
  }

  /** Deletes the windows that have ended, so the table holds the keys of the last window only. */
  async sweep(now = this.now()): Promise<void> {
    await this.db.owner.delete(rateLimitWindows).where(lte(rateLimitWindows.resetAt, now));
  }
}
