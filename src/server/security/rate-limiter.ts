/**
 * An in-process rate limiter (docs/decisions/013): a fixed window per key. Each app process counts
 * on its own, so with N processes behind a load balancer an attacker gets up to N times the limit;
 * a shared store (PostgreSQL or Redis) would be the next step if that ever matters.
 */
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

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one attempt under `key`; refused once `limit.max` attempts fell in the window. */
  hit(key: string, limit: RateLimit): RateDecision {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + limit.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return {
      allowed: window.count <= limit.max,
      retryAfter: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }

  /** Forgets a key (a successful login clears its e-mail's failures). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  /** Drops ended windows once a minute, so memory stays bounded by the keys of the last window. */
  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
