import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limiter";

describe("rate limiter", () => {
  it("allows max attempts per window, then refuses until the window ends", () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    const rule = { max: 3, windowMs: 60_000 };
    expect([1, 2, 3].map(() => limiter.hit("k", rule).allowed)).toEqual([true, true, true]);
    const refused = limiter.hit("k", rule);
    expect(refused).toEqual({ allowed: false, retryAfter: 60 });
    expect(limiter.hit("other", rule).allowed).toBe(true);
    now = 60_000;
    expect(limiter.hit("k", rule).allowed).toBe(true);
  });

  it("forgets a key on reset", () => {
    const limiter = new RateLimiter(() => 0);
    const rule = { max: 1, windowMs: 1000 };
    limiter.hit("k", rule);
    expect(limiter.hit("k", rule).allowed).toBe(false);
    limiter.reset("k");
    expect(limiter.hit("k", rule).allowed).toBe(true);
  });
});
