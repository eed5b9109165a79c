/**
 * fast-check generators of site settings, for the theme engine's property tests only (never
 * imported by the runtime): registry-valid values built from each key's schema, options and
 * bounds, invalid stored values, and hostile strings.
 */
import fc from "fast-check";
import {
  type ParameterDefinition,
  type ParameterKey,
  parameterKeys,
  parameterRegistry,
} from "../../../schemas/parameters";

const definitionOf = (key: ParameterKey) => parameterRegistry[key] as unknown as ParameterDefinition;

/** Strings written to break out of a CSS declaration, a <style>, an attribute or a template. */
export const hostileStrings: readonly string[] = [
  "red;}</style><script>alert(1)</script>",
  "</STYLE ><img src=x onerror=alert(1)>",
  '"; background:url(javascript:alert(1)); "',
  "'}\n:root{--x:1",
  '\\"}{',
  "/* unclosed comment",
  "*/ body{display:none} /*",
  "expression(alert(1))",
  "{{COMPANY_NAME}}",
  "{{{COMPANY_NAME}}}",
  "\u0000\u2028\u2029",
  "<!-- -->",
];

const hexByte = fc.integer({ min: 0, max: 255 }).map((n) => n.toString(16).padStart(2, "0"));

/** "#RRGGBB" or "#RRGGBBAA", either case. */
export const colorArbitrary: fc.Arbitrary<string> = fc
  .tuple(hexByte, hexByte, hexByte, fc.option(hexByte), fc.boolean())
  .map(([r, g, b, a, upper]) => {
    const hex = `#${r}${g}${b}${a ?? ""}`;
    return upper ? hex.toUpperCase() : hex;
  });

/** A value the registry accepts for the key, or null (unset). */
export function validValueArbitrary(key: ParameterKey): fc.Arbitrary<string | number | boolean | null> {
  const definition = definitionOf(key);
  const valid = (value: unknown) => definition.schema.safeParse(value).success;
  let arbitrary: fc.Arbitrary<string | number | boolean | null>;
  if (definition.kind === "BOOLEAN") {
    arbitrary = fc.boolean();
  } else if (definition.options) {
    arbitrary = fc.constantFrom(...definition.options);
  } else if (definition.kind === "NUMBER") {
    const min = definition.min ?? 0;
    const max = definition.max ?? 1000;
    const step = definition.step ?? 1;
    const decimals = Math.max(0, -Math.floor(Math.log10(step)));
    arbitrary = fc
      .integer({ min: 0, max: Math.floor((max - min) / step) })
      .map((n) => Number((min + n * step).toFixed(decimals)))
      .map((n) => (valid(n) ? n : null));
  } else if (definition.format === "color") {
    arbitrary = colorArbitrary;
  } else {
    // Free strings: most pass plain-text schemas; patterned ones (e-mail, SIRET…) mostly become null.
    arbitrary = fc
      .oneof(fc.string({ maxLength: 80 }), fc.constantFrom(...hostileStrings))
      .map((s) => (valid(s) ? s : null));
  }
  return fc.option(arbitrary, { freq: 5 });
}

/** Stored items of every key, each registry-valid or null. */
export const validItemsArbitrary: fc.Arbitrary<
  { type: ParameterKey; value: string | number | boolean | null }[]
> = fc
  .tuple(...parameterKeys.map((key) => validValueArbitrary(key)))
  .map((values) => parameterKeys.map((type, i) => ({ type, value: values[i] ?? null })));

/** A stored value the key's schema refuses (or "", unset): it must read as the default. */
export function invalidValueArbitrary(key: ParameterKey): fc.Arbitrary<unknown> {
  const definition = definitionOf(key);
  const min = definition.min ?? 0;
  const max = definition.max ?? 0;
  return fc
    .oneof(
      fc.constantFrom<unknown>(
        {},
        [],
        [1],
        "yes",
        "#12345",
        "#GGGGGG",
        "rgb(1,2,3)",
        "javascript:alert(1)",
        "x".repeat(300_000),
        min - 1,
        max + 1,
        min + 0.5,
        Number.NaN,
        Number.POSITIVE_INFINITY,
        true,
        "12",
      ),
      fc.string({ maxLength: 20 }).map((s) => `${s}</style>`),
      fc.double({ noNaN: false }),
      fc.constantFrom(...hostileStrings),
    )
    .filter((value) => !definition.schema.safeParse(value).success);
}
