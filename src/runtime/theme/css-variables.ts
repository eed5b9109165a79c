/**
 * The theme engine's CSS (DESIGN.md §5): settings and fonts in, one `:root{…}` block of custom
 * properties out, followed by the owner's GLOBAL_CSS. Injected in the SSR <head> so the first paint
 * is already themed; Tailwind tokens (themes/app.css) and the blocks (themes/blocks.css) read them.
 *
 * Names: `--vs-<key in kebab-case>` for each colour, with `--vs-<key>-rgb` ("r g b" channels, so
 * that CSS can add alpha: `rgb(var(--vs-primary-color-rgb) / .5)`, after Shopify Dawn);
 * `--vs-font-<title|content|menu>-<family|size|weight|style|color>`; logo, menu and page sizes
 * with their unit. Every value is built from a checked setting, and checked again before it is
 * written, so no value can end a declaration, the block or the <style> element.
 */
import type { Font } from "../../../schemas/site";
import { invertLightness, parseHex, readableDirection, toHex, withContrast } from "./color";
import { darkPaletteOf, type Palette, type PaletteKey } from "./dark-palette";
import { fontRoles, themeFontsOf } from "./fonts";
import {
  booleanSetting,
  choiceSetting,
  colorKeys,
  colorSetting,
  type NumberKey,
  numberSetting,
  type ThemeValues,
} from "./read-setting";

const kebab = (key: string) => key.toLowerCase().replace(/_/g, "-");

/** "#0E4D55FF" → "14 77 85" (channels, so CSS can add alpha: rgb(var(--x-rgb) / .5)). */
export function rgbChannels(hex: string): string {
  const h = hex.startsWith("#") ? hex.slice(1) : hex;
  if (!/^[0-9a-f]{6}(?:[0-9a-f]{2})?$/i.test(h)) return "0 0 0";
  return `${Number.parseInt(h.slice(0, 2), 16)} ${Number.parseInt(h.slice(2, 4), 16)} ${Number.parseInt(h.slice(4, 6), 16)}`;
}

// Built once: compilation runs for every site and settings version (DESIGN.md §8 measures it).
const colorVariables: readonly { key: (typeof colorKeys)[number]; name: string; rgbName: string }[] =
  colorKeys.map((key) => ({ key, name: `--vs-${kebab(key)}`, rgbName: `--vs-${kebab(key)}-rgb` }));

// Sizes in px; an unset size (null) is "auto": the logo keeps its aspect ratio, the menu its content height.
const pxVariables: readonly [name: string, key: NumberKey][] = [
  ["--vs-logo-height", "LOGO_HEIGHT"],
  ["--vs-logo-width", "LOGO_WIDTH"],
  ["--vs-logo-height-footer", "LOGO_HEIGHT_FOOTER"],
  ["--vs-logo-width-footer", "LOGO_WIDTH_FOOTER"],
  ["--vs-logo-height-mobile", "LOGO_HEIGHT_MOBILE"],
  ["--vs-logo-width-mobile", "LOGO_WIDTH_MOBILE"],
  ["--vs-logo-margin-top", "LOGO_MARGIN_TOP"],
  ["--vs-logo-margin-bottom", "LOGO_MARGIN_BOTTOM"],
  ["--vs-menu-height", "COMPUTER_MENU_HEIGHT"],
  ["--vs-menu-top-padding", "MENU_TOP_PADDING"],
  ["--vs-menu-bottom-padding", "MENU_BOTTOM_PADDING"],
  ["--vs-submenu-width", "SUBMENU_WIDTH"],
  // spec §9: 28 by default, and the same on small screens (one variable for every width).
  ["--vs-detail-page-margin-top", "DETAIL_PAGE_MARGIN_TOP"],
];

const formatNumber = (n: number) => String(Math.round(n * 100) / 100);

const px = (n: number | null) => (n === null ? "auto" : `${formatNumber(n)}px`);

// A value may hold double quotes (font names we quoted ourselves), never what could end the
// declaration, the block, a comment or the element: ; { } < > \ ' newlines.
const unsafeValue = /[;{}<>\\'\r\n\f\0]|\/\*|\*\//;

function isSafeValue(value: string): boolean {
  if (value === "" || unsafeValue.test(value)) return false;
  let quotes = 0;
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) === 34) quotes++;
  return quotes % 2 === 0;
}

/**
 * The site's colours as the page paints them: the settings, or with DARK_THEME the dark palette
 * derived from them (dark-palette.ts).
 */
export function paletteOf(values: ThemeValues): Palette {
  const palette = {} as Palette;
  for (const key of colorKeys) {
    const color = colorSetting(values, key);
    if (color !== null) palette[key as PaletteKey] = color;
  }
  return booleanSetting(values, "DARK_THEME") ? darkPaletteOf(palette) : palette;
}

/**
 * Colours the compiler works out (docs/decisions/116):
 * - `--vs-focus-color`: the focus ring, the accent made to stand 3:1 on the page (WCAG 1.4.11);
 * - `--vs-menu-on-top-color`: the text of a menu laid over the first section (MENU_TYPE
 *   ABSOLUTE), MENU_COLOR_ON_TOP, or its lightness mirrored with INVERSE_ABSOLUTE_MENU_COLOR
 *   (white becomes black, for a light first section).
 */
function derivedColorsOf(values: ThemeValues, palette: Palette): [string, string][] {
  const out: [string, string][] = [];
  const background = parseHex(palette.BACKGROUND_COLOR ?? "");
  const accent = parseHex(palette.ACCENT_COLOR ?? "");
  if (background && accent) {
    const focus = withContrast(accent, [{ surface: background, ratio: 3 }], readableDirection(background));
    out.push(["--vs-focus-color", toHex(focus)]);
  }
  const onTop = parseHex(palette.MENU_COLOR_ON_TOP ?? "");
  if (onTop) {
    const inverse = booleanSetting(values, "INVERSE_ABSOLUTE_MENU_COLOR");
    out.push([
      "--vs-menu-on-top-color",
      inverse ? toHex(invertLightness(onTop)) : (palette.MENU_COLOR_ON_TOP as string),
    ]);
  }
  return out;
}

/**
 * The theme's custom properties, in a stable order: colours, fonts, logo, menu, page. A value that
 * fails the final check is left out (the stylesheets' fallbacks apply) rather than written.
 */
export function themeVariablesOf(
  values: ThemeValues,
  fonts: readonly Font[],
): [name: string, value: string][] {
  const out: [string, string][] = [];
  const add = (name: string, value: string) => {
    if (isSafeValue(value)) out.push([name, value]);
  };
  const palette = paletteOf(values);
  for (const { key, name, rgbName } of colorVariables) {
    const color = palette[key as PaletteKey] ?? colorSetting(values, key);
    if (color === null) continue;
    add(name, color);
    add(rgbName, rgbChannels(color));
  }
  for (const [name, value] of derivedColorsOf(values, palette)) add(name, value);
  const themeFonts = themeFontsOf(fonts);
  for (const role of fontRoles) {
    const font = themeFonts[role];
    const prefix = `--vs-font-${role.toLowerCase()}`;
    add(`${prefix}-family`, font.stack);
    add(`${prefix}-size`, `${formatNumber(font.size)}pt`);
    add(`${prefix}-weight`, String(font.weight));
    add(`${prefix}-style`, font.style);
    add(`${prefix}-color`, font.color);
  }
  for (const [name, key] of pxVariables) add(name, px(numberSetting(values, key)));
  add("--vs-menu-icon-size", `${formatNumber(numberSetting(values, "MENU_ICON_SIZE") ?? 12)}pt`);
  add("--vs-product-aspect-ratio", choiceSetting(values, "PRODUCT_ASPECT_RATIO"));
  add("--vs-color-scheme", booleanSetting(values, "DARK_THEME") ? "dark" : "light");
  // spec §3 anti-copy: read by `user-select` on the body.
  add("--vs-user-select", booleanSetting(values, "LOCK_TEXT_SELECTION") ? "none" : "auto");
  return out;
}

/** The `:root{…}` block alone, without the owner's CSS. */
export function rootVariablesCss(values: ThemeValues, fonts: readonly Font[]): string {
  let body = "";
  for (const [name, value] of themeVariablesOf(values, fonts))
    body += `${body === "" ? "" : ";"}${name}:${value}`;
  return `:root{${body}}`;
}

/**
 * The owner's GLOBAL_CSS, made safe to sit inside <style>: every "</" becomes "<\/" (the same
 * character for CSS, but no longer an end tag for HTML), so neither "</style" nor "</STYLE >"
 * can close the element. The registry already refuses "</style"; this holds for any caller.
 */
export function safeGlobalCss(css: unknown): string {
  if (typeof css !== "string") return "";
  return css.replace(/\0/g, "").replace(/<\//g, "<\\/").trim();
}

/** The site's theme stylesheet: the `:root{…}` variables, then GLOBAL_CSS so that it can override them. */
export function compileThemeCss(values: ThemeValues, fonts: readonly Font[]): string {
  const root = rootVariablesCss(values, fonts);
  const globalCss = safeGlobalCss(values.GLOBAL_CSS);
  return globalCss === "" ? root : `${root}\n${globalCss}`;
}
