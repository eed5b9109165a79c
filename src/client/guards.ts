/**
 * Small parsers for what the browser reads from outside our code: local storage and window
 * events. The rest of the project checks its boundaries with zod; in the visitor's bundle even
 * zod/mini pulls a 15 KB (gzip) chunk shared with the API client's full zod, so these few shapes
 * are checked by hand (docs/decisions/044-visitor-bundle-parsers.md). Each returns null when the
 * value does not fit.
 */
export type Parser<T> = (value: unknown) => T | null;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function stringOf(value: unknown, { min = 0, max }: { min?: number; max: number }): string | null {
  return typeof value === "string" && value.length >= min && value.length <= max ? value : null;
}

export function integerOf(value: unknown, { min }: { min: number }): number | null {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= min ? value : null;
}

/** A time in ms since the epoch (what Date.now() gives). */
export function timestampOf(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
}

export function oneOf<const T extends string>(value: unknown, choices: readonly T[]): T | null {
  return typeof value === "string" && (choices as readonly string[]).includes(value) ? (value as T) : null;
}
