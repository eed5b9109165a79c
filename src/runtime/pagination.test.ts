import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageCountOf, pageParamOf, paginationOf } from "./pagination";

describe("pagination", () => {
  it("counts pages of the spec's page sizes", () => {
    expect(pageCountOf(0, 12)).toBe(1);
    expect(pageCountOf(12, 12)).toBe(1);
    expect(pageCountOf(13, 12)).toBe(2);
    expect(pageCountOf(25, 10)).toBe(3);
    expect(pageCountOf(100, 100)).toBe(1);
    expect(pageCountOf(48, 24)).toBe(2);
  });

  it("links the first, last and neighbouring pages, with gaps", () => {
    expect(paginationOf({ page: 6, total: 120, nbItem: 10 }).items).toEqual([1, "gap", 5, 6, 7, "gap", 12]);
    expect(paginationOf({ page: 1, total: 120, nbItem: 10 }).items).toEqual([1, 2, "gap", 12]);
    expect(paginationOf({ page: 3, total: 120, nbItem: 10 }).items).toEqual([1, 2, 3, 4, "gap", 12]);
    expect(paginationOf({ page: 1, total: 5, nbItem: 10 }).items).toEqual([1]);
  });

  it("clamps a page past the end and has no next page there", () => {
    const p = paginationOf({ page: 99, total: 30, nbItem: 12 });
    expect(p).toMatchObject({ current: 3, pageCount: 3, previous: 2, next: null });
  });

  it("reads the page parameter, 1 for anything that is not a positive integer", () => {
    expect(pageParamOf("page=3")).toBe(3);
    for (const bad of ["", "page=0", "page=-2", "page=abc", "page=1.5", "page=9999999", "page=%201"])
      expect(pageParamOf(bad), bad).toBe(1);
  });

  it("holds its invariants for any list", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 5000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 100 }),
        (page, total, nbItem) => {
          const p = paginationOf({ page, total, nbItem });
          expect(p.current).toBeGreaterThanOrEqual(1);
          expect(p.current).toBeLessThanOrEqual(p.pageCount);
          // every item shown fits on the pages before it and after it
          expect((p.pageCount - 1) * nbItem).toBeLessThan(Math.max(total, 1));
          const numbers = p.items.filter((i): i is number => i !== "gap");
          expect(numbers).toContain(1);
          expect(numbers).toContain(p.pageCount);
          expect(numbers).toContain(p.current);
          expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
          expect(new Set(numbers).size).toBe(numbers.length);
          // never two gaps in a row, never a gap at the ends
          expect(p.items[0]).toBe(1);
          expect(p.items.at(-1)).toBe(p.pageCount);
          for (const [i, item] of p.items.entries())
            if (item === "gap") expect(p.items[i + 1]).not.toBe("gap");
          expect(p.previous === null).toBe(p.current === 1);
          expect(p.next === null).toBe(p.current === p.pageCount);
        },
      ),
    );
  });
});
