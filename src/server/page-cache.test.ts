// Issue 16 §8: the page cache is bounded by bytes as well as by entries, least recently used first.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CachedPage, PageCache } from "./page-cache";

/** A page whose body, gzip and brotli weigh `body`, `gzip` and `brotli` bytes. */
const pageOf = (body: number, gzip = 0): CachedPage => ({
  status: 200,
  headers: {},
  body: new Uint8Array(body),
  gzip: new Uint8Array(gzip),
});

describe("PageCache", () => {
  it("drops the least recently used pages once its bodies exceed its bytes", () => {
    const cache = new PageCache(1000);
    cache.set("1 /a", pageOf(300, 100));
    cache.set("1 /b", pageOf(300, 100));
    cache.get("1 /a"); // /b is now the least recently used
    cache.set("1 /c", pageOf(300, 100));
    expect(cache.get("1 /b")).toBeUndefined();
    expect(cache.get("1 /a")).toBeDefined();
    expect(cache.get("1 /c")).toBeDefined();
    expect(cache.byteSize).toBe(800);
  });

  it("counts a page's brotli body, made after it was stored", () => {
    const cache = new PageCache(1000);
    const a = pageOf(400);
    cache.set("1 /b", pageOf(400));
    cache.set("1 /a", a);
    cache.addBrotli("1 /a", a, new Uint8Array(300));
    expect(cache.byteSize).toBe(700);
    expect(cache.get("1 /a")?.brotli?.length).toBe(300);
    expect(cache.get("1 /b")).toBeUndefined();
  });

  it("does not count the brotli body of a page dropped meanwhile", () => {
    const cache = new PageCache(1000);
    const a = pageOf(400);
    cache.set("1 /a", a);
    cache.dropSite(1);
    cache.addBrotli("1 /a", a, new Uint8Array(300));
    expect(cache.byteSize).toBe(0);
    expect(cache.size).toBe(0);
  });

  it("keeps no page larger than its bytes", () => {
    const cache = new PageCache(1000);
    cache.set("1 /big", pageOf(1001));
    expect(cache.size).toBe(0);
    expect(cache.byteSize).toBe(0);
  });

  it("stays within both bounds and counts its bytes exactly, whatever is stored, replaced or dropped", () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant("set"),
        site: fc.integer({ min: 1, max: 3 }),
        path: fc.integer({ max: 20, min: 0 }),
        bytes: fc.nat(600),
      }),
      fc.record({
        kind: fc.constant("brotli"),
        site: fc.integer({ min: 1, max: 3 }),
        path: fc.integer({ max: 20, min: 0 }),
        bytes: fc.nat(600),
      }),
      fc.record({
        kind: fc.constant("drop"),
        site: fc.integer({ min: 1, max: 3 }),
        path: fc.constant(0),
        bytes: fc.constant(0),
      }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 200 }), (ops) => {
        const cache = new PageCache(2000, 5);
        const stored = new Map<string, CachedPage>();
        for (const { kind, site, path, bytes } of ops) {
          const key = PageCache.key(site, `GET /${path}`);
          if (kind === "set") {
            const page = pageOf(bytes, bytes >> 2);
            cache.set(key, page);
            stored.set(key, page);
          } else if (kind === "brotli") {
            const page = stored.get(key);
            if (page && !page.brotli) cache.addBrotli(key, page, new Uint8Array(bytes));
          } else cache.dropSite(site);
        }
        let weight = 0;
        for (const key of stored.keys()) {
          const page = cache.get(key);
          if (page) weight += page.body.length + page.gzip.length + (page.brotli?.length ?? 0);
        }
        expect(cache.size).toBeLessThanOrEqual(5);
        expect(cache.byteSize).toBe(weight);
        expect(weight).toBeLessThanOrEqual(2000);
      }),
    );
  });
});
