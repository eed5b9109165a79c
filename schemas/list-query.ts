import { z } from "zod";

// spec §7: list queries are nbItem, page, orderBy and filter=value pairs whose value carries an
// operator prefix. spec §5: a filter is sent only when its value is non-empty.
export const filterOperators = {
  "lk:": "like",
  "df:": "different",
  "lt:": "inferior",
  "lte:": "inferior_or_equal",
  "gt:": "superior",
  "gte:": "superior_or_equal",
} as const;
export type FilterOperator = (typeof filterOperators)[keyof typeof filterOperators] | "equal";

const prefixByOperator = Object.fromEntries(
  Object.entries(filterOperators).map(([prefix, op]) => [op, prefix]),
) as Record<Exclude<FilterOperator, "equal">, string>;

export interface Filter {
  field: string;
  operator: FilterOperator;
  value: string;
}

/** Splits `lte:12` into its operator and value; no known prefix means equal. */
export function parseFilterValue(raw: string): { operator: FilterOperator; value: string } {
  // longest prefixes first, so that "lte:" is not read as "lt:" followed by "e:"
  for (const prefix of ["lte:", "gte:", "lk:", "df:", "lt:", "gt:"] as const) {
    if (raw.startsWith(prefix)) return { operator: filterOperators[prefix], value: raw.slice(prefix.length) };
  }
  return { operator: "equal", value: raw };
}

export function formatFilterValue(operator: FilterOperator, value: string): string {
  return operator === "equal" ? value : `${prefixByOperator[operator]}${value}`;
}

export interface ListQueryInput {
  nbItem?: number;
  page?: number;
  orderBy?: string;
  filters?: Record<string, string | number | boolean | null | undefined>;
}

/** The query string of a list call; empty filter values are not sent (spec §5). */
export function buildListQuery(input: ListQueryInput): URLSearchParams {
  const params = new URLSearchParams();
  if (input.nbItem !== undefined) params.set("nbItem", String(input.nbItem));
  if (input.page !== undefined) params.set("page", String(input.page));
  if (input.orderBy) params.set("orderBy", input.orderBy);
  for (const [field, value] of Object.entries(input.filters ?? {})) {
    if (value === null || value === undefined) continue;
    const text = String(value);
    if (text.trim() === "") continue;
    params.set(field, text);
  }
  return params;
}

const positiveInt = (fallback: number, max: number) =>
  z
    .union([z.string(), z.undefined()])
    .transform((v) => (v === undefined || v.trim() === "" ? fallback : Number(v)))
    .pipe(z.number().int().min(1).max(max));

export interface ListQueryOptions {
  defaultNbItem: number;
  maxNbItem?: number;
  /** Fields that may be filtered; any other query key is ignored. */
  filterable?: readonly string[];
  orderable?: readonly string[];
  defaultOrderBy?: string;
}

export interface ListQuery {
  page: number;
  nbItem: number;
  offset: number;
  orderBy: string | undefined;
  filters: Filter[];
}

// one schema per set of options, built on first use (zod compiles a schema the first time it runs)
const shapes = new WeakMap<ListQueryOptions, ReturnType<typeof buildShape>>();
function buildShape(options: ListQueryOptions) {
  return z.object({
    page: positiveInt(1, 1_000_000),
    nbItem: positiveInt(options.defaultNbItem, options.maxNbItem ?? 1000),
    orderBy: z
      .string()
      .optional()
      .refine((v) => !v || !options.orderable || options.orderable.includes(v.replace(/^-/, "")), {
        message: "unknown orderBy",
      }),
  });
}
function listQueryShape(options: ListQueryOptions) {
  let shape = shapes.get(options);
  if (!shape) {
    shape = buildShape(options);
    shapes.set(options, shape);
  }
  return shape;
}

/** Parses a list query on the server; returns zod issues for the envelope on bad input. */
export function parseListQuery(
  query: Record<string, string | undefined>,
  options: ListQueryOptions,
): { success: true; data: ListQuery } | { success: false; error: z.ZodError } {
  const shape = listQueryShape(options);
  const parsed = shape.safeParse({
    page: query.page,
    nbItem: query.nbItem,
    orderBy: query.orderBy || undefined,
  });
  if (!parsed.success) return { success: false, error: parsed.error };
  const filters: Filter[] = [];
  for (const field of options.filterable ?? []) {
    const raw = query[field];
    if (raw === undefined || raw.trim() === "") continue; // spec §5: empty filters are ignored
    filters.push({ field, ...parseFilterValue(raw) });
  }
  const { page, nbItem } = parsed.data;
  return {
    success: true,
    data: {
      page,
      nbItem,
      offset: (page - 1) * nbItem,
      orderBy: parsed.data.orderBy ?? options.defaultOrderBy,
      filters,
    },
  };
}
