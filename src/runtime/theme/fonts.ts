/**
 * Font families of the theme, self-hosted through @fontsource (no font CDN: no third-party
 * request before consent, and no render-blocking cross-origin stylesheet). Each family maps to a
 * CSS font stack and to the @fontsource stylesheets the storefront imports; a family we do not
 * host keeps its name, first in a system stack, and needs no import.
 */
import { type Font, fontTypes } from "../../../schemas/site";
import { isColor } from "./read-setting";

export type FontCategory = "sans-serif" | "serif";

/** A family that we host: its @fontsource package and the files that package ships. */
export interface HostedFontFamily {
  family: string;
  category: FontCategory;
  /** The npm package, imported as `${package}/latin-${weight}[-italic].css`. */
  package: string;
  weights: readonly number[];
}

// Fallbacks close in metrics to each category, so a late font swap moves little (no layout shift).
const genericStacks: Readonly<Record<FontCategory, string>> = Object.freeze({
  "sans-serif": 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif',
  serif: 'Georgia,"Times New Roman",Times,serif',
});

/** The families installed in package.json, by lower-case name. */
export const hostedFontFamilies: Readonly<Record<string, HostedFontFamily>> = Object.freeze({
  inter: {
    family: "Inter",
    category: "sans-serif",
    package: "@fontsource/inter",
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
  },
  "playfair display": {
    family: "Playfair Display",
    category: "serif",
    package: "@fontsource/playfair-display",
    weights: [400, 500, 600, 700, 800, 900],
  },
});

// spec §1: "a sans-serif font" for the default instance.
export const defaultFontFamily = "Inter";

// CSS generic family keywords: used as is, never quoted.
const genericKeywords: Readonly<Record<string, FontCategory>> = Object.freeze({
  "sans-serif": "sans-serif",
  "system-ui": "sans-serif",
  "ui-sans-serif": "sans-serif",
  serif: "serif",
  "ui-serif": "serif",
});

// A family name comes from the site info and ends up inside a <style>: only letters, digits,
// spaces, "-", "_" and "." survive, so it can never close the quotes, the declaration or the tag.
const unsafeNameChars = /[^\p{L}\p{N} ._-]+/gu;

/** The family name as it may appear in CSS, or "" when nothing usable remains. */
export function safeFamilyName(family: string): string {
  return family.replace(unsafeNameChars, " ").replace(/\s+/g, " ").trim().slice(0, 80).trim();
}

/** The hosted family of a name ("inter", " Inter "…), or undefined. */
export function hostedFamilyOf(family: string): HostedFontFamily | undefined {
  const key = safeFamilyName(family).toLowerCase();
  // own keys only: a family named "__proto__" or "constructor" is no hosted family
  return Object.hasOwn(hostedFontFamilies, key) ? hostedFontFamilies[key] : undefined;
}

// Serif-looking names without a hosted family still fall back to a serif stack.
const serifHint = /\b(serif|playfair|garamond|times|georgia|baskerville|bodoni|didot|merriweather|lora)\b/i;

/** The CSS `font-family` value of a family name: the family first, then its fallbacks. */
export function fontStackOf(family: string): string {
  const name = safeFamilyName(family);
  const lower = name.toLowerCase();
  const generic = Object.hasOwn(genericKeywords, lower) ? genericKeywords[lower] : undefined;
  if (generic) return genericStacks[generic];
  const hosted = hostedFamilyOf(name);
  if (hosted) return `"${hosted.family}",${genericStacks[hosted.category]}`;
  if (name === "") return fontStackOf(defaultFontFamily);
  const category: FontCategory = serifHint.test(name) && !/sans/i.test(name) ? "serif" : "sans-serif";
  return `"${name}",${genericStacks[category]}`;
}

/** The nearest weight a hosted family ships (ties go to the heavier one). */
export function nearestWeight(weights: readonly number[], weight: number): number {
  let best = weights[0] ?? 400;
  for (const w of weights) {
    if (
      Math.abs(w - weight) < Math.abs(best - weight) ||
      (Math.abs(w - weight) === Math.abs(best - weight) && w > best)
    ) {
      best = w;
    }
  }
  return best;
}

/** The @fontsource stylesheet of one face: the latin subset covers French (é, œ, «, »…). */
export function fontsourceImportOf(hosted: HostedFontFamily, weight: number, italic: boolean): string {
  return `${hosted.package}/latin-${nearestWeight(hosted.weights, weight)}${italic ? "-italic" : ""}.css`;
}

/** Every @fontsource stylesheet that fontFacesOf can ask for, for a static import list. */
export const allFontsourceImports: readonly string[] = Object.freeze(
  Object.values(hostedFontFamilies).flatMap((hosted) =>
    hosted.weights.flatMap((w) => [
      fontsourceImportOf(hosted, w, false),
      fontsourceImportOf(hosted, w, true),
    ]),
  ),
);

/** One family the page uses, with the @fontsource stylesheets to import (none if not hosted). */
export interface FontFace {
  family: string;
  stack: string;
  imports: readonly string[];
}

type FontLike = Pick<Font, "type" | "family" | "weight" | "style">;

// The faces the text of each role needs beyond its own: body text has <strong> in bold, and
// headings are bold by default.
const extraWeights: Readonly<Record<Font["type"], readonly number[]>> = Object.freeze({
  TITLE: [],
  CONTENT: [700],
  MENU: [],
});

/**
 * The font faces of a site: one entry per family of its TITLE, CONTENT and MENU fonts, in that
 * order, each with the @fontsource files of the weights and styles those fonts use.
 */
export function fontFacesOf(fonts: readonly FontLike[]): FontFace[] {
  const byFamily = new Map<string, { face: FontFace; imports: Set<string> }>();
  for (const font of fonts) {
    const name = safeFamilyName(typeof font.family === "string" ? font.family : "") || defaultFontFamily;
    const hosted = hostedFamilyOf(name);
    const family = hosted?.family ?? name;
    let entry = byFamily.get(family);
    if (!entry) {
      entry = { face: { family, stack: fontStackOf(family), imports: [] }, imports: new Set() };
      byFamily.set(family, entry);
    }
    if (!hosted) continue;
    const weight = cssFontWeight(font.weight, 400);
    const italic = cssFontStyle(font.style) !== "normal";
    entry.imports.add(fontsourceImportOf(hosted, weight, italic));
    for (const extra of extraWeights[font.type] ?? [])
      entry.imports.add(fontsourceImportOf(hosted, extra, false));
  }
  return [...byFamily.values()].map(({ face, imports }) => ({ ...face, imports: [...imports].sort() }));
}

/** A CSS font-weight: an integer from 1 to 1000, else the fallback. */
export function cssFontWeight(weight: unknown, fallback: number): number {
  return typeof weight === "number" && Number.isFinite(weight) && weight >= 1 && weight <= 1000
    ? Math.round(weight)
    : fallback;
}

/** A CSS font-style: italic and oblique kept, everything else normal. */
export function cssFontStyle(style: unknown): "normal" | "italic" | "oblique" {
  const s = typeof style === "string" ? style.trim().toLowerCase() : "";
  return s === "italic" || s === "oblique" ? s : "normal";
}

export type FontRole = Font["type"];

/** A role's font, every field checked and ready for CSS. */
export interface ThemeFont {
  type: FontRole;
  /** The family name as written in CSS ("Inter"), never empty. */
  family: string;
  /** The CSS font-family stack. */
  stack: string;
  /** In points (spec §1: title 17 pt, content and menu 14 pt). */
  size: number;
  weight: number;
  style: "normal" | "italic" | "oblique";
  /** An RGBA hex colour, or the `var(…)` of the theme colour the role follows when unset. */
  color: string;
}

// spec §1: a sans-serif font, title 17 pt, content and menu 14 pt. An unset font colour follows
// the theme colour of the surface it is drawn on.
const roleDefaults: Readonly<Record<FontRole, Omit<ThemeFont, "type" | "stack">>> = Object.freeze({
  TITLE: {
    family: defaultFontFamily,
    size: 17,
    weight: 700,
    style: "normal",
    color: "var(--vs-heading-color)",
  },
  CONTENT: {
    family: defaultFontFamily,
    size: 14,
    weight: 400,
    style: "normal",
    color: "var(--vs-font-color)",
  },
  MENU: {
    family: defaultFontFamily,
    size: 14,
    weight: 400,
    style: "normal",
    color: "var(--vs-font-header-color)",
  },
});

const minFontSize = 4;
const maxFontSize = 200;

function themeFontOf(
  type: FontRole,
  font: Partial<FontLike & Pick<Font, "size" | "color">> | undefined,
): ThemeFont {
  const defaults = roleDefaults[type];
  const name = typeof font?.family === "string" ? safeFamilyName(font.family) : "";
  const hosted = hostedFamilyOf(name);
  const family = hosted?.family ?? (name || defaults.family);
  const size = font?.size;
  return {
    type,
    family,
    stack: fontStackOf(family),
    size:
      typeof size === "number" && Number.isFinite(size) && size >= minFontSize && size <= maxFontSize
        ? Math.round(size * 100) / 100
        : defaults.size,
    weight: font === undefined ? defaults.weight : cssFontWeight(font.weight, defaults.weight),
    style: font === undefined ? defaults.style : cssFontStyle(font.style),
    color: isColor(font?.color) ? font.color : defaults.color,
  };
}

/** The TITLE, CONTENT and MENU fonts of a site: the first font of each type, or the default. */
export function themeFontsOf(fonts: readonly Font[]): Readonly<Record<FontRole, ThemeFont>> {
  const first = (type: FontRole) => fonts.find((font) => font?.type === type);
  return {
    TITLE: themeFontOf("TITLE", first("TITLE")),
    CONTENT: themeFontOf("CONTENT", first("CONTENT")),
    MENU: themeFontOf("MENU", first("MENU")),
  };
}

/** The three roles, in the order of schemas/site.ts. */
export const fontRoles: readonly FontRole[] = fontTypes;
