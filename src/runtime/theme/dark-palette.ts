/**
 * The dark theme (spec §3 DARK_THEME, issue 18 §1): a dark palette derived from the site's own
 * colours, not a fixed one. In OKLCH, light surfaces become dark ones of the same hue, dark text
 * becomes light text of the same hue, the brand colours keep their hue; then every pair the
 * storefront draws is checked against WCAG AA (4.5:1 for text, 3:1 for the focus ring and the
 * active-entry mark) and the foreground moved in lightness until it passes. A palette that is
 * already dark (the "dark" preset) comes out almost unchanged. docs/decisions/116.
 */
import { contrastAA, fromOklch, luminance, parseHex, type Rgb, toHex, toOklch, withContrast } from "./color";

export type PaletteKey =
  | "PRIMARY_COLOR"
  | "ACCENT_COLOR"
  | "BACKGROUND_COLOR"
  | "FONT_COLOR"
  | "HEADING_COLOR"
  | "FONT_BACKGROUND_COLOR"
  | "BACKGROUND_HEADER_COLOR"
  | "FONT_HEADER_COLOR"
  | "BACKGROUND_MENU_COLOR"
  | "ACTIVE_FONT_COLOR"
  | "ACTIVE_MENU_COLOR"
  | "MENU_COLOR_ON_TOP"
  | "BACKGROUND_MOBILE_MENU_COLOR"
  | "FONT_MOBILE_MENU_COLOR"
  | "BACKGROUND_FOOTER_COLOR"
  | "FONT_FOOTER_COLOR";

export type Palette = Record<PaletteKey, string>;

/** The surfaces the storefront paints, and the text drawn on each (all at 4.5:1). */
export const surfaceKeys = [
  "BACKGROUND_COLOR",
  "BACKGROUND_HEADER_COLOR",
  "BACKGROUND_MENU_COLOR",
  "BACKGROUND_FOOTER_COLOR",
  "BACKGROUND_MOBILE_MENU_COLOR",
] as const satisfies readonly PaletteKey[];

/**
 * [text, surfaces it is drawn on, minimum ratio]: every pair the dark palette promises (the unit
 * test checks each on random palettes). The order is the order of derivation.
 */
export const darkPairs: readonly (readonly [PaletteKey, readonly PaletteKey[], number])[] = [
  ["FONT_COLOR", ["BACKGROUND_COLOR"], contrastAA.text],
  ["HEADING_COLOR", ["BACKGROUND_COLOR"], contrastAA.text],
  ["FONT_HEADER_COLOR", ["BACKGROUND_HEADER_COLOR", "BACKGROUND_MENU_COLOR"], contrastAA.text],
  ["ACTIVE_FONT_COLOR", ["BACKGROUND_HEADER_COLOR", "BACKGROUND_MENU_COLOR"], contrastAA.text],
  ["FONT_FOOTER_COLOR", ["BACKGROUND_FOOTER_COLOR"], contrastAA.text],
  ["FONT_MOBILE_MENU_COLOR", ["BACKGROUND_MOBILE_MENU_COLOR"], contrastAA.text],
  // links and outlined buttons are drawn in the primary colour on the page
  ["PRIMARY_COLOR", ["BACKGROUND_COLOR"], contrastAA.text],
  // text on a primary button, a primary section, the top bar
  ["FONT_BACKGROUND_COLOR", ["PRIMARY_COLOR"], contrastAA.text],
  // the accent is a surface for body text (banners, accent buttons)
  ["ACCENT_COLOR", ["FONT_COLOR"], contrastAA.text],
  // MENU_ACTIVE_TYPE BACKGROUND: text-on-primary on the active mark, the mark on the menu
  ["ACTIVE_MENU_COLOR", ["FONT_BACKGROUND_COLOR"], contrastAA.text],
  ["ACTIVE_MENU_COLOR", ["BACKGROUND_MENU_COLOR", "BACKGROUND_HEADER_COLOR"], contrastAA.ui],
];

/** Darkest luminance a dark surface may have: white text on it is then at least 8.7:1. */
const maxSurfaceLuminance = 0.07;

/** A light surface becomes a dark one of the same hue (white → OKLCH l 0.16, #0F0F0F-like). */
function darkSurface(color: Rgb): Rgb {
  const lch = toOklch(color);
  const l = lch.l > 0.45 ? 0.45 - ((lch.l - 0.45) * 0.29) / 0.55 : lch.l;
  // a large dark surface in a saturated colour glares: light surfaces keep a hint of their hue
  const c = lch.l > 0.45 ? Math.min(lch.c, 0.04) : lch.c;
  let out = fromOklch({ l, c, h: lch.h });
  // darker still when needed, so that light text always reads on it
  for (let step = 0; step < 60 && luminance(out) > maxSurfaceLuminance; step++) {
    const next = toOklch(out);
    out = fromOklch({ ...next, l: next.l - 0.01 });
  }
  return out;
}

/** Dark text becomes light text of the same hue (l 0.27 → 0.85, 0.6 and lighter kept). */
function lightText(color: Rgb): Rgb {
  const lch = toOklch(color);
  return lch.l < 0.6 ? fromOklch({ ...lch, l: Math.min(0.97, 0.6 + (0.6 - lch.l) * 0.75) }) : color;
}

const rgbOf = (hex: string): Rgb => parseHex(hex) ?? { r: 0, g: 0, b: 0 };

/** The dark palette of a site whose colours are `palette` (the registry's valid hex colours). */
export function darkPaletteOf(palette: Palette): Palette {
  const c = new Map<PaletteKey, Rgb>();
  for (const key of Object.keys(palette) as PaletteKey[]) c.set(key, rgbOf(palette[key]));
  const get = (key: PaletteKey) => c.get(key) as Rgb;
  for (const key of surfaceKeys) c.set(key, darkSurface(get(key)));
  for (const key of ["FONT_COLOR", "HEADING_COLOR", "FONT_HEADER_COLOR", "ACTIVE_FONT_COLOR"] as const)
    c.set(key, lightText(get(key)));
  for (const key of ["FONT_FOOTER_COLOR", "FONT_MOBILE_MENU_COLOR"] as const) c.set(key, lightText(get(key)));
  // text drawn on the primary colour: was light on a dark brand colour, becomes dark on a light one
  c.set("FONT_BACKGROUND_COLOR", darkSurface(get("FONT_BACKGROUND_COLOR")));
  // each colour once, against all its surfaces, in the order of darkPairs (a surface is final
  // before anything is checked against it)
  const keys = [...new Set(darkPairs.map(([key]) => key))];
  for (const key of keys) {
    const needs = darkPairs
      .filter(([k]) => k === key)
      .flatMap(([, surfaces, ratio]) => surfaces.map((s) => ({ surface: get(s), ratio })));
    // the page's text, links and marks are lighter than what they sit on; the text on the
    // primary colour and the accent (a surface for body text) are darker
    const direction = key === "FONT_BACKGROUND_COLOR" || key === "ACCENT_COLOR" ? "darker" : "lighter";
    c.set(key, withContrast(get(key), needs, direction));
  }
  const out = {} as Palette;
  for (const key of Object.keys(palette) as PaletteKey[])
    out[key] = key === "MENU_COLOR_ON_TOP" ? palette[key] : toHex(get(key));
  return out;
}
