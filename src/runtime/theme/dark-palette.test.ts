import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultParameterValues } from "../../../schemas/parameters";
import { themePresets } from "../../../themes/presets";
import { contrastRatio, invertLightness, luminance, parseHex, type Rgb, toOklch } from "./color";
import { paletteOf, themeVariablesOf } from "./css-variables";
import { darkPairs, darkPaletteOf, type Palette, type PaletteKey, surfaceKeys } from "./dark-palette";
import { colorKeys } from "./read-setting";
import { colorArbitrary } from "./settings-arbitraries";

const rgb = (hex: string) => parseHex(hex) as Rgb;
const ratio = (a: string, b: string) => contrastRatio(rgb(a), rgb(b));

const paletteArbitrary: fc.Arbitrary<Palette> = fc.record(
  Object.fromEntries(colorKeys.map((key) => [key, colorArbitrary])) as Record<
    PaletteKey,
    fc.Arbitrary<string>
  >,
);

const lightPalette = paletteOf(defaultParameterValues);

describe("darkPaletteOf", () => {
  it("covers every colour of the registry", () => {
    expect(Object.keys(lightPalette).sort()).toEqual([...colorKeys].sort());
  });

  it("gives every pair the storefront draws WCAG AA contrast, whatever the site's colours", () => {
    fc.assert(
      fc.property(paletteArbitrary, (palette) => {
        const dark = darkPaletteOf(palette);
        for (const [text, surfaces, min] of darkPairs)
          for (const surface of surfaces)
            expect(ratio(dark[text], dark[surface]), `${text} on ${surface}`).toBeGreaterThanOrEqual(min);
        // every surface is dark: light text reads on it
        for (const key of surfaceKeys) expect(luminance(rgb(dark[key])), key).toBeLessThanOrEqual(0.07);
        // opaque registry colours (the colour over the first section is the owner's, as set)
        for (const [key, value] of Object.entries(dark))
          if (key !== "MENU_COLOR_ON_TOP") expect(value).toMatch(/^#[0-9A-F]{6}FF$/);
      }),
      { numRuns: 400 },
    );
  });

  it("turns the default light theme dark and keeps its hues", () => {
    const dark = darkPaletteOf(lightPalette);
    expect(luminance(rgb(dark.BACKGROUND_COLOR))).toBeLessThan(0.02);
    expect(luminance(rgb(dark.FONT_COLOR))).toBeGreaterThan(0.55);
    // teal stays teal: the hue of the primary colour moves by a few degrees at most
    const hueShift = Math.abs(
      toOklch(rgb(dark.PRIMARY_COLOR)).h - toOklch(rgb(lightPalette.PRIMARY_COLOR)).h,
    );
    expect(hueShift).toBeLessThan(8);
    expect(ratio(dark.PRIMARY_COLOR, dark.BACKGROUND_COLOR)).toBeGreaterThanOrEqual(4.5);
    // the text of buttons turns from white on dark teal to dark on light teal
    expect(luminance(rgb(dark.FONT_BACKGROUND_COLOR))).toBeLessThan(luminance(rgb(dark.PRIMARY_COLOR)));
  });

  it("leaves a palette that is already dark almost as it is (the dark preset)", () => {
    const preset = { ...lightPalette, ...(themePresets.dark.values as Partial<Palette>) };
    const dark = darkPaletteOf(preset);
    for (const key of colorKeys as PaletteKey[]) {
      const [a, b] = [rgb(preset[key]), rgb(dark[key])];
      const distance = Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b));
      expect(distance, key).toBeLessThanOrEqual(key === "ACTIVE_MENU_COLOR" ? 60 : 2);
    }
  });

  it("keeps the colour of a menu laid over the first section (drawn over pictures)", () => {
    fc.assert(
      fc.property(paletteArbitrary, (palette) => {
        expect(darkPaletteOf(palette).MENU_COLOR_ON_TOP).toBe(palette.MENU_COLOR_ON_TOP);
      }),
    );
  });
});

describe("the compiled theme's colours", () => {
  const vars = (values: Parameters<typeof themeVariablesOf>[0]) => new Map(themeVariablesOf(values, []));

  it("writes the dark palette when DARK_THEME is on, the settings when off", () => {
    const light = vars({ ...defaultParameterValues, DARK_THEME: false });
    const dark = vars({ ...defaultParameterValues, DARK_THEME: true });
    expect(light.get("--vs-background-color")).toBe("#FFFFFFFF");
    const background = dark.get("--vs-background-color") as string;
    expect(luminance(rgb(background))).toBeLessThan(0.02);
    const [r, g, b] = (dark.get("--vs-background-color-rgb") as string).split(" ").map(Number);
    expect(luminance({ r: r as number, g: g as number, b: b as number })).toBeLessThan(0.02);
    expect(dark.get("--vs-color-scheme")).toBe("dark");
    expect(ratio(dark.get("--vs-font-color") as string, background)).toBeGreaterThanOrEqual(4.5);
  });

  it("gives the focus ring 3:1 on the page in either theme", () => {
    fc.assert(
      fc.property(paletteArbitrary, fc.boolean(), (palette, darkTheme) => {
        const v = vars({ ...defaultParameterValues, ...palette, DARK_THEME: darkTheme });
        const focus = v.get("--vs-focus-color") as string;
        expect(ratio(focus, v.get("--vs-background-color") as string)).toBeGreaterThanOrEqual(3);
      }),
      { numRuns: 200 },
    );
    // the salmon accent is 2.5:1 on white: the ring is a deeper salmon
    const focus = vars(defaultParameterValues).get("--vs-focus-color") as string;
    expect(focus).not.toBe("#FA8072FF");
    expect(toOklch(rgb(focus)).h).toBeCloseTo(toOklch(rgb("#FA8072")).h, -1);
  });

  it("draws the overlaid menu in MENU_COLOR_ON_TOP, or mirrored with INVERSE_ABSOLUTE_MENU_COLOR", () => {
    expect(vars({ ...defaultParameterValues }).get("--vs-menu-on-top-color")).toBe("#FFFFFFFF");
    expect(
      vars({ ...defaultParameterValues, INVERSE_ABSOLUTE_MENU_COLOR: true }).get("--vs-menu-on-top-color"),
    ).toBe("#000000FF");
    const cream = vars({
      ...defaultParameterValues,
      MENU_COLOR_ON_TOP: "#FBF7EFFF",
      INVERSE_ABSOLUTE_MENU_COLOR: true,
    });
    expect(luminance(rgb(cream.get("--vs-menu-on-top-color") as string))).toBeLessThan(0.01);
    expect(invertLightness(rgb("#000000"))).toEqual({ r: 255, g: 255, b: 255 });
  });
});
