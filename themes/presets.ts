/**
 * Theme presets: named sets of setting values (DESIGN.md §2) that the settings editor applies in
 * one click. Each value is a registry value (presets.test.ts validates them all); a key a preset
 * leaves out keeps the site's current value. Every text colour has at least WCAG AA contrast
 * (4.5:1) on the surface it is drawn on, as the registry's defaults do (same pairs in the test).
 */
import type { ParameterValues } from "../schemas/parameters";

export type ThemePresetName = "consultant" | "winemaker" | "dark";

export interface ThemePreset {
  /** Shown in the settings editor. */
  label: string;
  values: Partial<ParameterValues>;
}

export const themePresets: Readonly<Record<ThemePresetName, ThemePreset>> = Object.freeze({
  // spec §1: the default instance, a communication and event consultant: primary dark teal,
  // accent salmon, white background; menu on the right of a logo on the left (spec §9).
  consultant: {
    label: "Conseil (bleu canard et saumon)",
    values: {
      PRIMARY_COLOR: "#0E4D55FF",
      ACCENT_COLOR: "#FA8072FF",
      BACKGROUND_COLOR: "#FFFFFFFF",
      FONT_COLOR: "#1F2933FF",
      HEADING_COLOR: "#0E4D55FF",
      FONT_BACKGROUND_COLOR: "#FFFFFFFF",
      BACKGROUND_HEADER_COLOR: "#FFFFFFFF",
      FONT_HEADER_COLOR: "#1F2933FF",
      BACKGROUND_MENU_COLOR: "#FFFFFFFF",
      ACTIVE_FONT_COLOR: "#0E4D55FF",
      ACTIVE_MENU_COLOR: "#FA8072FF",
      MENU_COLOR_ON_TOP: "#FFFFFFFF",
      BACKGROUND_MOBILE_MENU_COLOR: "#0E4D55FF",
      FONT_MOBILE_MENU_COLOR: "#FFFFFFFF",
      BACKGROUND_FOOTER_COLOR: "#0E4D55FF",
      FONT_FOOTER_COLOR: "#FFFFFFFF",
      DARK_THEME: false,
      LOGO_POSITION: "LEFT",
      MENU_TYPE: "RELATIVE",
      MENU_ALIGNMENT: "RIGHT",
      MENU_ACTIVE_TYPE: "UNDERLINE",
      MENU_HOVER_TRANSITION: "SIMPLE_TEXT_COLOR",
      SUBMENU_DROPSHADOW: true,
      SUBMENU_ALIGNMENT: "LEFT",
      BASE_FONTAWESOME_ICON: "fa-solid",
      CART_ICON: "fa-cart-shopping",
    },
  },
  // A wine estate: deep burgundy, gold and cream, the logo centred above a centred menu.
  winemaker: {
    label: "Domaine viticole (bordeaux, or et crème)",
    values: {
      PRIMARY_COLOR: "#6B1E2EFF",
      ACCENT_COLOR: "#C9A24BFF",
      BACKGROUND_COLOR: "#FBF7EEFF",
      FONT_COLOR: "#2A1A1CFF",
      HEADING_COLOR: "#6B1E2EFF",
      FONT_BACKGROUND_COLOR: "#FBF7EEFF",
      BACKGROUND_HEADER_COLOR: "#FBF7EEFF",
      FONT_HEADER_COLOR: "#2A1A1CFF",
      BACKGROUND_MENU_COLOR: "#FBF7EEFF",
      ACTIVE_FONT_COLOR: "#6B1E2EFF",
      ACTIVE_MENU_COLOR: "#C9A24BFF",
      MENU_COLOR_ON_TOP: "#FFFFFFFF",
      BACKGROUND_MOBILE_MENU_COLOR: "#6B1E2EFF",
      FONT_MOBILE_MENU_COLOR: "#FBF7EEFF",
      BACKGROUND_FOOTER_COLOR: "#3D1119FF",
      FONT_FOOTER_COLOR: "#F3E9D2FF",
      DARK_THEME: false,
      LOGO_POSITION: "CENTER",
      MENU_TYPE: "RELATIVE",
      MENU_ALIGNMENT: "CENTER",
      MENU_ACTIVE_TYPE: "UNDERLINE",
      MENU_HOVER_TRANSITION: "UNDERLINE_GROW",
      SUBMENU_DROPSHADOW: true,
      SUBMENU_ALIGNMENT: "CENTER",
      CENTER_SUBMENU: true,
      BASE_FONTAWESOME_ICON: "fa-solid",
      CART_ICON: "fa-basket-shopping",
      PRODUCT_ASPECT_RATIO: "3/4",
      // French law (loi Évin): alcohol sellers show the health warning.
      ALCOHOL_PREVENTION_BANNER: true,
    },
  },
  // A dark theme: near-black surfaces, warm light text, teal and salmon kept as light accents.
  dark: {
    label: "Sombre (anthracite, bleu canard clair et saumon)",
    values: {
      PRIMARY_COLOR: "#5FB3AAFF",
      ACCENT_COLOR: "#8E3B32FF",
      BACKGROUND_COLOR: "#121417FF",
      FONT_COLOR: "#E7E3DCFF",
      HEADING_COLOR: "#F4A99BFF",
      FONT_BACKGROUND_COLOR: "#0B1214FF",
      BACKGROUND_HEADER_COLOR: "#181B1FFF",
      FONT_HEADER_COLOR: "#E7E3DCFF",
      BACKGROUND_MENU_COLOR: "#181B1FFF",
      ACTIVE_FONT_COLOR: "#F4A99BFF",
      ACTIVE_MENU_COLOR: "#F4A99BFF",
      MENU_COLOR_ON_TOP: "#FFFFFFFF",
      BACKGROUND_MOBILE_MENU_COLOR: "#0B0D0FFF",
      FONT_MOBILE_MENU_COLOR: "#E7E3DCFF",
      BACKGROUND_FOOTER_COLOR: "#0B0D0FFF",
      FONT_FOOTER_COLOR: "#C9C4BCFF",
      DARK_THEME: true,
      MENU_TYPE: "RELATIVE",
      MENU_ACTIVE_TYPE: "UNDERLINE",
      MENU_HOVER_TRANSITION: "SIMPLE_TEXT_COLOR",
      SUBMENU_DROPSHADOW: false,
      BASE_FONTAWESOME_ICON: "fa-solid",
    },
  },
});

export const themePresetNames: readonly ThemePresetName[] = Object.freeze(
  Object.keys(themePresets) as ThemePresetName[],
);
