import { describe, expect, it } from "vitest";
import { SiteCache } from "./site-cache";

describe("SiteCache versions", () => {
  it("rise at each change of a site, and two caches of one process never give the same one", () => {
    const a = new SiteCache();
    const b = new SiteCache();
    const seen = new Set<number>();
    for (let i = 0; i < 5; i++) {
      for (const cache of [a, b]) {
        const before = cache.version(1);
        cache.invalidate(1);
        expect(cache.version(1)).toBeGreaterThan(before);
        // a theme compiled for (site 1, this version) by one platform is never another's
        expect(seen.has(cache.version(1))).toBe(false);
        seen.add(cache.version(1));
      }
    }
    expect(a.version(2)).not.toBe(b.version(2));
  });
});
