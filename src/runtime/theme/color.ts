/**
 * Colour arithmetic of the theme engine: WCAG 2 relative luminance and contrast ratio, and OKLCH
 * (Björn Ottosson's OKLab in polar form), where changing the lightness keeps the hue a person
 * sees. Colours come and go as the registry's "#RRGGBB[AA]" hex; what this module writes is
 * opaque ("#RRGGBBFF"), since a contrast can only be promised between opaque colours.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface Oklch {
  l: number;
  c: number;
  h: number;
}

/** The WCAG 2.x minimums: body text, large text and user-interface parts (AA). */
export const contrastAA = { text: 4.5, largeText: 3, ui: 3 } as const;

/** "#RRGGBB" or "#RRGGBBAA" → channels 0–255 (the alpha is ignored); null when not a colour. */
export function parseHex(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})(?:[0-9a-f]{2})?$/i.exec(hex);
  if (!match) return null;
  return {
    r: Number.parseInt(match[1] as string, 16),
    g: Number.parseInt(match[2] as string, 16),
    b: Number.parseInt(match[3] as string, 16),
  };
}

const byte = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, "0")
    .toUpperCase();

/** Channels → the registry's opaque form "#RRGGBBFF". */
export function toHex({ r, g, b }: Rgb): string {
  return `#${byte(r)}${byte(g)}${byte(b)}FF`;
}

const toLinear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

const fromLinear = (v: number) => 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function luminance(color: Rgb): number {
  return 0.2126 * toLinear(color.r) + 0.7152 * toLinear(color.g) + 0.0722 * toLinear(color.b);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** sRGB → OKLCH (l 0–1, c ≥ 0, h in degrees). */
export function toOklch(color: Rgb): Oklch {
  const r = toLinear(color.r);
  const g = toLinear(color.g);
  const b = toLinear(color.b);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const h = (Math.atan2(B, A) * 180) / Math.PI;
  return { l: L, c: Math.hypot(A, B), h: h < 0 ? h + 360 : h };
}

/** OKLCH → linear sRGB channels, possibly out of [0, 1] (outside the gamut). */
function linearOf({ l: L, c, h }: Oklch): [number, number, number] {
  const A = c * Math.cos((h * Math.PI) / 180);
  const B = c * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const inGamut = (channels: number[]) => channels.every((v) => v >= -1e-4 && v <= 1 + 1e-4);

/**
 * OKLCH → sRGB, into the gamut by lowering the chroma (same lightness and hue, less colourful),
 * as CSS Color 4 maps an out-of-gamut colour.
 */
export function fromOklch(color: Oklch): Rgb {
  const l = Math.min(1, Math.max(0, color.l));
  let channels = linearOf({ ...color, l });
  if (!inGamut(channels)) {
    let low = 0;
    let high = color.c;
    for (let i = 0; i < 24; i++) {
      const mid = (low + high) / 2;
      if (inGamut(linearOf({ l, c: mid, h: color.h }))) low = mid;
      else high = mid;
    }
    channels = linearOf({ l, c: low, h: color.h });
  }
  const [r, g, b] = channels.map((v) => fromLinear(Math.min(1, Math.max(0, v)))) as [number, number, number];
  return { r: Math.round(r), g: Math.round(g), b: Math.round(b) };
}

const white: Rgb = { r: 255, g: 255, b: 255 };
const black: Rgb = { r: 0, g: 0, b: 0 };

/** A surface and the contrast a colour drawn on it must have. */
export interface ContrastNeed {
  surface: Rgb;
  ratio: number;
}

/**
 * `color`, made lighter (or darker) in OKLCH until its contrast with each surface of `needs` is
 * at least the ratio asked; unchanged when it already is. The smallest step that passes is kept,
 * so the site's hue survives; white (or black) is the last resort. The caller picks the direction
 * in which every surface allows it.
 */
export function withContrast(
  color: Rgb,
  needs: readonly ContrastNeed[],
  direction: "lighter" | "darker",
): Rgb {
  const passes = (c: Rgb) => needs.every(({ surface, ratio }) => contrastRatio(c, surface) >= ratio);
  if (passes(color)) return color;
  const start = toOklch(color);
  const target = direction === "lighter" ? 1 : 0;
  let low = 0;
  let high = 1;
  let found: Rgb | null = null;
  for (let i = 0; i < 20; i++) {
    const t = (low + high) / 2;
    const candidate = fromOklch({ ...start, l: start.l + (target - start.l) * t });
    if (passes(candidate)) {
      found = candidate;
      high = t;
    } else low = t;
  }
  return found ?? (direction === "lighter" ? white : black);
}

/** The direction in which text on `surface` can reach the most contrast. */
export const readableDirection = (surface: Rgb): "lighter" | "darker" =>
  contrastRatio(white, surface) >= contrastRatio(black, surface) ? "lighter" : "darker";

/** The colour whose OKLCH lightness is mirrored (1 − l), hue and chroma kept: white ↔ black. */
export function invertLightness(color: Rgb): Rgb {
  const lch = toOklch(color);
  return fromOklch({ ...lch, l: 1 - lch.l });
}
