/**
 * The whole theme of a site at once (DESIGN.md §5): CSS, menu and logo models, feature flags,
 * icons and the font faces to load. Computed once per site and settings version (theme-cache.ts);
 * the result is frozen, since one cached object serves every request of the site.
 */
import type { Font } from "../../../schemas/site";
import { compileThemeCss } from "./css-variables";
import { type FeatureFlags, featureFlagsOf } from "./feature-flags";
import { type FontFace, fontFacesOf, fontRoles, themeFontsOf } from "./fonts";
import { type ThemeIcons, themeIconsOf } from "./icons";
import { type LogoLayout, logoLayoutOf } from "./logo-layout";
import { type MenuLayout, menuLayoutOf } from "./menu-layout";
import type { ThemeValues } from "./read-setting";

export interface CompiledTheme {
  /** The `<style>` content: `:root{…}` then GLOBAL_CSS. */
  css: string;
  menu: MenuLayout;
  logo: LogoLayout;
  flags: FeatureFlags;
  icons: ThemeIcons;
  /** The families of the TITLE, CONTENT and MENU fonts, with their @fontsource stylesheets. */
  fontFaces: FontFace[];
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function compileTheme(values: ThemeValues, fonts: readonly Font[]): CompiledTheme {
  const themeFonts = themeFontsOf(fonts);
  return deepFreeze({
    css: compileThemeCss(values, fonts),
    menu: menuLayoutOf(values),
    logo: logoLayoutOf(values),
    flags: featureFlagsOf(values),
    icons: themeIconsOf(values),
    fontFaces: fontFacesOf(fontRoles.map((role) => themeFonts[role])),
  });
}
