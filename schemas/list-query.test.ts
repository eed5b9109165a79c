import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildListQuery, formatFilterValue, parseFilterValue, parseListQuery } from "./list-query";

describe("list queries", () => {
  it("reads each operator prefix of spec §7", () => {
    expect(parseFilterValue("lk:rouge")).toEqual({ operator: "like", value: "rouge" });
    expect(parseFilterValue("df:BOX")).toEqual({ operator: "different", value: "BOX" });
    expect(parseFilterValue("lt:10")).toEqual({ operator: "inferior", value: "10" });
    expect(parseFilterValue("lte:10")).toEqual({ operator: "inferior_or_equal", value: "10" });
    expect(parseFilterValue("gt:10")).toEqual({ operator: "superior", value: "10" });
    expect(parseFilterValue("gte:10")).toEqual({ operator: "superior_or_equal", value: "10" });
    expect(parseFilterValue("WINE")).toEqual({ operator: "equal", value: "WINE" });
  });

  it("round-trips any operator and value", () => {
    const operators = [
      "equal",
      "like",
      "different",
      "inferior",
      "inferior_or_equal",
      "superior",
      "superior_or_equal",
    ] as const;
    fc.assert(
      fc.property(fc.constantFrom(...operators), fc.string(), (operator, value) => {
        // an equal value that itself starts with a prefix cannot be told apart: that is the protocol
        fc.pre(operator !== "equal" || parseFilterValue(value).operator === "equal");
        expect(parseFilterValue(formatFilterValue(operator, value))).toEqual({ operator, value });
      }),
    );
  });

  it("does not send empty filters (spec §5)", () => {
    const q = buildListQuery({
      nbItem: 24,
      page: 2,
      filters: { name: "", kind: "WINE", tags: "  ", x: undefined },
    });
    expect(q.toString()).toBe("nbItem=24&page=2&kind=WINE");
  });

  it("parses page and nbItem with defaults, ignores empty and unknown filters", () => {
    const r = parseListQuery(
      { page: "3", name: "", kind: "df:BOX", other: "x" },
      {
        defaultNbItem: 100,
        filterable: ["name", "kind"],
      },
    );
    expect(r.success && r.data).toEqual({
      page: 3,
      nbItem: 100,
      offset: 200,
      orderBy: undefined,
      filters: [{ field: "kind", operator: "different", value: "BOX" }],
    });
  });

  it("rejects a non-numeric, zero or oversized page size", () => {
    for (const nbItem of ["abc", "0", "-1", "1.5", "100000"]) {
      expect(parseListQuery({ nbItem }, { defaultNbItem: 10 }).success, nbItem).toBe(false);
    }
  });

  it("never throws on any query", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.option(fc.string(), { nil: undefined })), (query) => {
        parseListQuery(query, { defaultNbItem: 10, filterable: ["name"], orderable: ["price"] });
      }),
    );
  });
});
