/**
 * Typed reads of one setting for the theme engine. The values normally come from
 * `readParameters`, which already replaced every invalid value by its default; these reads check
 * again (a few comparisons) so that a caller that builds values by hand can never put a bad value
 * into CSS or HTML: anything out of the registry's bounds falls back to the registry default.
 */
import {
  type ParameterKey,
  type ParameterValues,
  parameterKeys,
  parameterRegistry,
} from "../../../schemas/parameters";

/** What the theme engine reads: the settings, some of them possibly missing. */
export type ThemeValues = Readonly<Partial<ParameterValues>>;

type KeysOf<V> = { [K in ParameterKey]: NonNullable<ParameterValues[K]> extends V ? K : never }[ParameterKey];
export type BooleanKey = KeysOf<boolean>;
export type NumberKey = KeysOf<number>;
export type StringKey = KeysOf<string>;

const raw = (values: ThemeValues, key: ParameterKey): unknown => (values as Record<string, unknown>)[key];

// spec §3: colours are RGBA hex strings (#RRGGBB read as opaque).
const colorPattern = /^#(?:[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function isColor(value: unknown): value is string {
  return typeof value === "string" && colorPattern.test(value);
}

/** An on/off setting; anything but a boolean is its default. */
export function booleanSetting(values: ThemeValues, key: BooleanKey): boolean {
  const value = raw(values, key);
  return typeof value === "boolean" ? value : parameterRegistry[key].default === true;
}

/** A NUMBER within its registry bounds, else its default (null: unset, "automatic"). */
export function numberSetting(values: ThemeValues, key: NumberKey): number | null {
  const definition = parameterRegistry[key];
  const value = raw(values, key);
  if (
    typeof value === "number" &&
    Number.isFinite(value) &&
    (definition.min === undefined || value >= definition.min) &&
    (definition.max === undefined || value <= definition.max)
  ) {
    return value;
  }
  return definition.default;
}

/** A closed choice: one of the registry's options, else the default. */
export function choiceSetting<K extends StringKey>(
  values: ThemeValues,
  key: K,
): NonNullable<ParameterValues[K]> {
  const definition = parameterRegistry[key];
  const value = raw(values, key);
  const options = definition.options as readonly unknown[] | undefined;
  if (typeof value === "string" && options?.includes(value)) return value as NonNullable<ParameterValues[K]>;
  return definition.default as NonNullable<ParameterValues[K]>;
}

/** A colour setting as RGBA hex, else its default. */
export function colorSetting(values: ThemeValues, key: StringKey): string | null {
  const value = raw(values, key);
  if (isColor(value)) return value;
  const fallback = parameterRegistry[key].default;
  return isColor(fallback) ? fallback : null;
}

/** A free text setting, trimmed; null when unset or blank. */
export function textSetting(values: ThemeValues, key: StringKey): string | null {
  const value = raw(values, key);
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/** The keys of the registry's colours (format "color"), in registry order. */
export const colorKeys: readonly StringKey[] = Object.freeze(
  parameterKeys.filter((key) => parameterRegistry[key].format === "color") as StringKey[],
);
