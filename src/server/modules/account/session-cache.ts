/**
 * The sessions this process has read, kept for a minute at most (issue 16 §5): a logged-in
 * request then costs no database read, as an anonymous one. A session that ends or a user that
 * changes anywhere drops the site's entries through the change feed (migration 0015); a lost
 * feed connection drops them all (platform.ts), and no entry outlives its session's expiry or
 * the TTL, whichever comes first. Unknown tokens are not kept: nothing a visitor sends fills it.
 */
import type { SessionUser } from "./session";

interface Entry {
  user: SessionUser;
  until: number;
}

export class SessionCache {
  private readonly sites = new Map<number, Map<string, Entry>>();
  private generation = 0;

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxPerSite = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(
    idSite: number,
    tokenHash: string,
    load: () => Promise<{ user: SessionUser; expiresAt: Date } | null>,
  ): Promise<SessionUser | null> {
    const now = this.now();
    const site = this.sites.get(idSite);
    const hit = site?.get(tokenHash);
    if (hit && hit.until > now) return hit.user;
    if (hit) site?.delete(tokenHash);
    // a drop while the row is read keeps that (maybe older) answer out of the cache
    const generation = this.generation;
    const found = await load();
    if (!found || generation !== this.generation) return found?.user ?? null;
    let entries = this.sites.get(idSite);
    if (!entries) {
      entries = new Map();
      this.sites.set(idSite, entries);
    }
    if (entries.size >= this.maxPerSite) entries.clear();
    entries.set(tokenHash, {
      user: found.user,
      until: Math.min(found.expiresAt.getTime(), now + this.ttlMs),
    });
    return found.user;
  }

  /** A session of the site ended or one of its users changed. */
  dropSite(idSite: number): void {
    this.generation += 1;
    this.sites.delete(idSite);
  }

  /** The feed was lost: whatever it did not say may have happened. */
  dropAll(): void {
    this.generation += 1;
    this.sites.clear();
  }
}
