/**
 * Theme presets: named sets of setting values (DESIGN.md §2) that the settings editor applies in
 * one click. Each value is a registry value (presets.test.ts validates them all); a key a preset
 * leaves out keeps the site's current value. Every text colour has at least WCAG AA contrast
 * (4.5:1) on the surface it is drawn on, as the registry's defaults do (same pairs in the test).
 */
import type { ParameterValues } from "../schemas/parameters";
import type { SitePresetName } from "../schemas/platform";

/** The presets a new site may start from are exactly these (issue 19 §2): one list, in schemas/. */
export type ThemePresetName = SitePresetName;

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
  // Nature (issue 19 §2): sage green, sand and charcoal, for an organic estate or a gîte. Pairs:
  // #2F3331 on #FAF6EE 11.9; #3D5745 on #FAF6EE 7.4; #FAF6EE on #46624E 6.3; #2F3331 on #D9C5A0
  // 7.6; #F3EDE0 on #3D5745 6.8; #E8DFCC on #2F3331 9.7.
  nature: {
    label: "Nature (vert sauge, sable et anthracite)",
    values: {
      PRIMARY_COLOR: "#46624EFF",
      ACCENT_COLOR: "#D9C5A0FF",
      BACKGROUND_COLOR: "#FAF6EEFF",
      FONT_COLOR: "#2F3331FF",
      HEADING_COLOR: "#3D5745FF",
      FONT_BACKGROUND_COLOR: "#FAF6EEFF",
      BACKGROUND_HEADER_COLOR: "#FAF6EEFF",
      FONT_HEADER_COLOR: "#2F3331FF",
      BACKGROUND_MENU_COLOR: "#FAF6EEFF",
      ACTIVE_FONT_COLOR: "#46624EFF",
      ACTIVE_MENU_COLOR: "#D9C5A0FF",
      MENU_COLOR_ON_TOP: "#FFFFFFFF",
      BACKGROUND_MOBILE_MENU_COLOR: "#3D5745FF",
      FONT_MOBILE_MENU_COLOR: "#F3EDE0FF",
      BACKGROUND_FOOTER_COLOR: "#2F3331FF",
      FONT_FOOTER_COLOR: "#E8DFCCFF",
      DARK_THEME: false,
      LOGO_POSITION: "LEFT",
      MENU_TYPE: "RELATIVE",
      MENU_ALIGNMENT: "RIGHT",
      MENU_ACTIVE_TYPE: "UNDERLINE",
      MENU_HOVER_TRANSITION: "UNDERLINE_GROW",
      SUBMENU_DROPSHADOW: false,
      SUBMENU_ALIGNMENT: "LEFT",
      BASE_FONTAWESOME_ICON: "fa-solid",
      CART_ICON: "fa-basket-shopping",
    },
  },
});

export const themePresetNames: readonly ThemePresetName[] = Object.freeze(
  Object.keys(themePresets) as ThemePresetName[],
);
