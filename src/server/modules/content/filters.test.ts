import { and } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { parseListQuery } from "../../../../schemas/list-query";
import { news } from "../../db/schema";
import { filterConditions, likePatternOf } from "./filters";

const dialect = new PgDialect();
const columns = {
  title: { column: news.title, kind: "text" as const },
  publishedAt: { column: news.publishedAt, kind: "date" as const },
  id: { column: news.id, kind: "number" as const },
};

function sqlOf(query: Record<string, string>) {
  const parsed = parseListQuery(query, { defaultNbItem: 10, filterable: Object.keys(columns) });
  if (!parsed.success) throw new Error("bad query");
  const where = and(...filterConditions(parsed.data.filters, columns));
  if (!where) return null;
  const { sql, params } = dialect.sqlToQuery(where);
  return { sql, params };
}

describe("list filters on the server (spec §7 prefixes)", () => {
  it("turns each prefix into its SQL operator, with bound values", () => {
    expect(sqlOf({ title: "lk:vendanges" })).toEqual({
      sql: `"news"."title"::text ilike $1`,
      params: ["%vendanges%"],
    });
    expect(sqlOf({ id: "gte:3" })?.sql).toBe(`"news"."id" >= $1`);
    expect(sqlOf({ id: "3" })).toEqual({ sql: `"news"."id" = $1`, params: [3] });
    expect(sqlOf({ id: "df:3" })?.sql).toBe(`"news"."id" is distinct from $1`);
    expect(sqlOf({ id: "lt:3", title: "Fête" })).toEqual({
      sql: `("news"."title" = $1 and "news"."id" < $2)`,
      params: ["Fête", 3],
    });
    expect(sqlOf({ publishedAt: "lte:2026-10-01" })?.sql).toBe(
      `("news"."published_at" at time zone 'Europe/Paris')::date <= $1::date`,
    );
  });

  it("ignores empty filters (spec §5)", () => {
    expect(sqlOf({ title: "", id: " " })).toBeNull();
  });

  it("refuses a value of the wrong kind with the field named", () => {
    expect(() => sqlOf({ id: "gt:abc" })).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => sqlOf({ publishedAt: "2026-02-30" })).toThrow(
      expect.objectContaining({ data: { errors: { publishedAt: ["invalid filter value"] } } }),
    );
  });

  it("escapes like wildcards typed by a visitor", () => {
    expect(likePatternOf("100%_\\")).toBe("%100\\%\\_\\\\%");
  });
});
