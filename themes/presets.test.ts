import { describe, expect, it } from "vitest";
import {
  defaultParameterValues,
  isParameterKey,
  type ParameterKey,
  type ParameterValues,
  parameterKeysByGroup,
  parameterValueSchema,
  readParameters,
} from "../schemas/parameters";
import { compileTheme } from "../src/runtime/theme/compile-theme";
import { themePresetNames, themePresets } from "./presets";

const presets = Object.entries(themePresets);

// WCAG 2 relative luminance and contrast ratio.
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// [text, surface]: the pairs the registry's default colours are checked on (schemas/parameters.test.ts).
const pairs: [ParameterKey, ParameterKey][] = [
  ["FONT_COLOR", "BACKGROUND_COLOR"],
  ["HEADING_COLOR", "BACKGROUND_COLOR"],
  ["FONT_BACKGROUND_COLOR", "PRIMARY_COLOR"],
  ["FONT_COLOR", "ACCENT_COLOR"],
  ["FONT_HEADER_COLOR", "BACKGROUND_HEADER_COLOR"],
  ["FONT_HEADER_COLOR", "BACKGROUND_MENU_COLOR"],
  ["ACTIVE_FONT_COLOR", "BACKGROUND_MENU_COLOR"],
  ["FONT_MOBILE_MENU_COLOR", "BACKGROUND_MOBILE_MENU_COLOR"],
  ["FONT_FOOTER_COLOR", "BACKGROUND_FOOTER_COLOR"],
];

describe("themePresets", () => {
  it("offers the consultant default, the winemaker look, a dark theme and nature, labelled in French", () => {
    expect(themePresetNames).toEqual(["consultant", "winemaker", "dark", "nature"]);
    for (const [, preset] of presets) expect(preset.label).toMatch(/^[A-ZÉ].{3,}$/);
  });

  it.each(presets)("%s: every value is valid for the registry", (_name, preset) => {
    for (const [key, value] of Object.entries(preset.values)) {
      expect(isParameterKey(key), key).toBe(true);
      expect(value, key).not.toBeNull();
      const result = parameterValueSchema(key as ParameterKey).safeParse(value);
      expect(result.success, `${key}: ${JSON.stringify(value)}`).toBe(true);
    }
    const { issues } = readParameters(
      Object.entries(preset.values).map(([type, value]) => ({ type, value })),
    );
    expect(issues).toEqual([]);
  });

  it.each(presets)("%s: sets every colour", (_name, preset) => {
    for (const key of parameterKeysByGroup.colors) expect(preset.values[key], key).toMatch(/^#[0-9A-F]{8}$/);
  });

  it.each(presets)("%s: every text colour meets WCAG AA (4.5:1) on its surface", (_name, preset) => {
    const values = { ...defaultParameterValues, ...preset.values } as ParameterValues;
    for (const [text, surface] of pairs) {
      expect(
        contrast(values[text] as string, values[surface] as string),
        `${text} on ${surface}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("keeps the consultant preset on spec §1: dark teal, salmon, white", () => {
    const { values } = themePresets.consultant;
    expect(values.PRIMARY_COLOR).toBe("#0E4D55FF");
    expect(values.ACCENT_COLOR).toBe("#FA8072FF");
    expect(values.BACKGROUND_COLOR).toBe("#FFFFFFFF");
    for (const key of parameterKeysByGroup.colors) expect(values[key], key).toBe(defaultParameterValues[key]);
  });

  it("turns the dark theme on in the dark preset only", () => {
    expect(themePresets.dark.values.DARK_THEME).toBe(true);
    expect(themePresets.consultant.values.DARK_THEME).toBe(false);
    expect(themePresets.winemaker.values.DARK_THEME).toBe(false);
    expect(themePresets.nature.values.DARK_THEME).toBe(false);
  });

  it.each(presets)("%s: compiles", (_name, preset) => {
    const theme = compileTheme({ ...defaultParameterValues, ...preset.values }, []);
    expect(theme.css).toContain(`--vs-primary-color:${preset.values.PRIMARY_COLOR}`);
  });
});
