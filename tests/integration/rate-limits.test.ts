// The rate limits of docs/decisions/013 held in PostgreSQL (issue 16 §1): a fixed window per key,
// counted by one atomic statement, the same for every process on the database — two limiters here
// stand for two processes — and kept across a restart.
import { afterAll, describe, expect, it } from "vitest";
import { rateLimitWindows } from "../../src/server/db/schema";
import { RateLimiter } from "../../src/server/security/rate-limiter";
import { createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());

describe("rate limits in PostgreSQL", () => {
  it("allows max attempts per window, then refuses until the window ends; reset forgets a key", async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(platform.db, () => now);
    const rule = { max: 3, windowMs: 60_000 };
    const allowed = [];
    for (let i = 0; i < 3; i++) allowed.push((await limiter.hit("t1", rule)).allowed);
    expect(allowed).toEqual([true, true, true]);
    expect(await limiter.hit("t1", rule)).toEqual({ allowed: false, retryAfter: 60 });
    now += 30_000;
    expect(await limiter.hit("t1", rule)).toEqual({ allowed: false, retryAfter: 30 });
    expect((await limiter.hit("t1-other", rule)).allowed).toBe(true);
    now += 30_000;
    expect((await limiter.hit("t1", rule)).allowed).toBe(true);
    await limiter.hit("t1", rule);
    await limiter.hit("t1", rule);
    expect((await limiter.hit("t1", rule)).allowed).toBe(false);
    await limiter.reset("t1");
    expect((await limiter.hit("t1", rule)).allowed).toBe(true);
  });

  it("counts once for every process: 40 attempts at once through two limiters, exactly 30 allowed", async () => {
    const a = new RateLimiter(platform.db);
    const b = new RateLimiter(platform.db);
    const rule = { max: 30, windowMs: 15 * 60_000 };
    const decisions = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit("login:ip:203.0.113.7", rule)),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(30);
    // a process started afterwards sees the same window
    expect((await new RateLimiter(platform.db).hit("login:ip:203.0.113.7", rule)).allowed).toBe(false);
  });

  it("deletes the windows that have ended, and only those", async () => {
    let now = 5_000_000;
    const limiter = new RateLimiter(platform.db, () => now);
    await limiter.hit("t3-short", { max: 1, windowMs: 1_000 });
    await limiter.hit("t3-long", { max: 1, windowMs: 60_000 });
    now += 2_000;
    await limiter.sweep();
    const keys = (await platform.db.owner.select().from(rateLimitWindows)).map((w) => w.key);
    expect(keys).toContain("t3-long");
    expect(keys).not.toContain("t3-short");
  });
});
