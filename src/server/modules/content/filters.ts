// spec §7 list filters on the server: each `field=value` pair of a list query, its value read with
// the operator prefixes (lk:, df:, lt:, lte:, gt:, gte:; none: equal), becomes one SQL condition
// on a known column. Values are bound parameters; a value of the wrong kind is a 400 naming the field.
import { type SQL, sql } from "drizzle-orm";
import type { Filter } from "../../../../schemas/list-query";
import { dayNumberOf } from "../../../runtime/content/allowed-dates";
import { ACCENTED, PLAIN } from "../../../runtime/text/fold";
import { ApiError } from "../../http/api-error";

export type FilterKind = "text" | "number" | "date" | "boolean";
export type FilterColumns = Record<string, { column: SQL | SQL.Aliased | unknown; kind: FilterKind }>;

/** The text without the accents of French (and its neighbours'), in SQL and here alike. */
export const folded = (column: SQL) => sql`translate(${column}, ${ACCENTED}, ${PLAIN})`;

/** `%` and `_` typed by a visitor match themselves, not any character. */
export function likePatternOf(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function typedValueOf(filter: Filter, kind: FilterKind): string | number | boolean {
  const bad = () =>
    new ApiError(400, "error.badRequest", {}, { errors: { [filter.field]: ["invalid filter value"] } });
  switch (kind) {
    case "number": {
      if (!/^-?\d+(?:\.\d+)?$/.test(filter.value)) throw bad();
      return Number(filter.value);
    }
    case "date":
      // a day (YYYY-MM-DD) compared with timestamps at midnight UTC
      if (dayNumberOf(filter.value) === null) throw bad();
      return filter.value;
    case "boolean":
      if (filter.value !== "true" && filter.value !== "false") throw bad();
      return filter.value === "true";
    default:
      return filter.value.slice(0, 200);
  }
}

/** One condition per filter; filters on unknown fields never reach here (parseListQuery drops them). */
export function filterConditions(filters: readonly Filter[], columns: FilterColumns): SQL[] {
  return filters.flatMap((filter) => {
    const spec = columns[filter.field];
    if (!spec) return [];
    const column = spec.column as SQL;
    const value = typedValueOf(filter, spec.kind);
    if (filter.operator === "like") {
      return [sql`${column}::text ilike ${likePatternOf(String(value))}`];
    }
    const bound = spec.kind === "date" ? sql`${value}::date` : sql`${value}`;
    // a date column compared with a day: its day in the sites' time zone
    const left = spec.kind === "date" ? sql`(${column} at time zone 'Europe/Paris')::date` : column;
    switch (filter.operator) {
      case "equal":
        return [sql`${left} = ${bound}`];
      case "different":
        return [sql`${left} is distinct from ${bound}`];
      case "inferior":
        return [sql`${left} < ${bound}`];
      case "inferior_or_equal":
        return [sql`${left} <= ${bound}`];
      case "superior":
        return [sql`${left} > ${bound}`];
      case "superior_or_equal":
        return [sql`${left} >= ${bound}`];
      default:
        return [];
    }
  });
}

/** `orderBy=field` ascending, `orderBy=-field` descending, on a known column; ties by id. */
export function orderOf(orderBy: string | undefined, columns: Record<string, unknown>, id: unknown): SQL[] {
  const descending = orderBy?.startsWith("-") ?? false;
  const column = columns[(orderBy ?? "").replace(/^-/, "")] as SQL | undefined;
  if (!column) return [sql`${id as SQL} desc`];
  return descending
    ? [sql`${column} desc`, sql`${id as SQL} desc`]
    : [sql`${column} asc`, sql`${id as SQL} asc`];
}
