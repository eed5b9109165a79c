import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildListQuery } from "./list-query";
import { MAX_TAGS, tagListOf, tagQueryOf } from "./tag-query";

describe("service tag filter (spec §7 GET /service?tag=…)", () => {
  it("splits a comma list, trims, lower-cases and drops empties and duplicates", () => {
    expect(tagListOf(" Conseil, ,événementiel,conseil,,")).toEqual(["conseil", "événementiel"]);
    expect(tagListOf("")).toEqual([]);
    expect(tagListOf(null)).toEqual([]);
    expect(tagListOf(" , ,")).toEqual([]);
  });

  it("is not sent when empty (spec §5)", () => {
    expect(buildListQuery({ filters: { tag: tagQueryOf([]) } }).toString()).toBe("");
    expect(buildListQuery({ filters: { tag: tagQueryOf(["Visite", " "]) } }).toString()).toBe("tag=visite");
  });

  it("round-trips and stays bounded for any input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (raw) => {
        const tags = tagListOf(raw);
        expect(tags.length).toBeLessThanOrEqual(MAX_TAGS);
        for (const tag of tags) {
          expect(tag).toBe(tag.trim());
          expect(tag).not.toBe("");
          expect(tag).not.toContain(",");
        }
        expect(new Set(tags).size).toBe(tags.length);
        expect(tagListOf(tagQueryOf(tags))).toEqual(tags);
      }),
    );
  });
});
