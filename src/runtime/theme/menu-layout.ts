/**
 * The menu layout model (spec §2 "Menu and display options", §3 "Menu"; §9 defaults: aligned right,
 * submenu width 400, icon size 12 pt, mobile menu at the bottom). The header component renders
 * from this model only; it never reads a setting itself.
 */
import type { ParameterValues } from "../../../schemas/parameters";
import { mediaQueries } from "./breakpoints";
import { parseHex, readableDirection } from "./color";
import type { Alignment } from "./logo-layout";
import {
  booleanSetting,
  choiceSetting,
  colorSetting,
  numberSetting,
  type ThemeValues,
  textSetting,
} from "./read-setting";
import { type SocialLink, socialLinksOf } from "./social-links";

type Choice<K extends keyof ParameterValues> = NonNullable<ParameterValues[K]>;

/**
 * How the header sits in the page:
 * - "relative": in the flow, scrolls away (MENU_TYPE RELATIVE);
 * - "sticky": in the flow, stays at the top while scrolling (MENU_TYPE FIXED or IS_MENU_FIXED);
 * - "absolute": laid over the top of the first section, scrolls away (MENU_TYPE ABSOLUTE);
 * - "fixed": laid over the page and stays at the top (MENU_TYPE ABSOLUTE with IS_MENU_FIXED).
 */
export type MenuPosition = "relative" | "sticky" | "absolute" | "fixed";

export interface TopInfoBar {
  /** TOP_MENU_INFO_BAR, or null. */
  message: string | null;
  /** HEAD_OFFICE when DISPLAY_ADDRESS_IN_TOPBAR is on, with the map link COMPANY_ADDRESS. */
  address: { text: string; mapUrl: string | null } | null;
}

export interface MenuLayout {
  type: Choice<"MENU_TYPE">;
  position: MenuPosition;
  /** Stays visible while scrolling. */
  fixed: boolean;
  /** Laid over the first section (MENU_TYPE ABSOLUTE): drawn in MENU_COLOR_ON_TOP until scrolled. */
  overlay: boolean;
  /** The overlay's colours are inverted (INVERSE_ABSOLUTE_MENU_COLOR; only with an overlay). */
  inverseOverlayColor: boolean;
  /**
   * The overlaid menu's text is light (so the first section under it is dark): the header shows
   * the logo made for dark backgrounds until the page is scrolled. Null without an overlay.
   */
  overlayOnDark: boolean | null;
  alignment: Alignment;
  activeType: Choice<"MENU_ACTIVE_TYPE">;
  hoverTransition: Choice<"MENU_HOVER_TRANSITION">;
  /** px; null: the height of the content. */
  height: number | null;
  paddingTop: number;
  paddingBottom: number;
  submenu: {
    shadow: boolean;
    alignment: Alignment;
    /** px. */
    width: number;
    /** Centred under its entry rather than aligned on its left edge. */
    centered: boolean;
  };
  /** Page icons in the menu (MENU_ICON), at MENU_ICON_SIZE points. */
  icons: { show: boolean; size: number };
  /** Social icons on one side of the menu, or null (DISPLAY_SOCIAL_ICON_IN_MENU NO, or no link set). */
  socialIcons: { side: "LEFT" | "RIGHT"; links: SocialLink[] } | null;
  searchBar: boolean;
  /** The bar above the menu, or null when it has nothing to show. */
  topInfoBar: TopInfoBar | null;
  languageMenuStyle: Choice<"LANG_MENU_STYLE">;
  hideHomepage: boolean;
  mobile: { position: Choice<"MOBILE_MENU_POSITION">; media: string };
}

const safeMapUrl = /^(?:https?:\/\/[^\s/\\]|\/(?!\/))[^\s\\]*$/i;

function topInfoBarOf(values: ThemeValues): TopInfoBar | null {
  const message = textSetting(values, "TOP_MENU_INFO_BAR");
  const headOffice = booleanSetting(values, "DISPLAY_ADDRESS_IN_TOPBAR")
    ? textSetting(values, "HEAD_OFFICE")
    : null;
  const map = textSetting(values, "COMPANY_ADDRESS");
  const address =
    headOffice === null ? null : { text: headOffice, mapUrl: map && safeMapUrl.test(map) ? map : null };
  return message === null && address === null ? null : { message, address };
}

function overlayTextIsLight(values: ThemeValues): boolean {
  const color = parseHex(colorSetting(values, "MENU_COLOR_ON_TOP") ?? "") ?? { r: 255, g: 255, b: 255 };
  const light = readableDirection(color) === "darker";
  return booleanSetting(values, "INVERSE_ABSOLUTE_MENU_COLOR") ? !light : light;
}

export function menuLayoutOf(values: ThemeValues): MenuLayout {
  const type = choiceSetting(values, "MENU_TYPE");
  const overlay = type === "ABSOLUTE";
  const fixed = type === "FIXED" || booleanSetting(values, "IS_MENU_FIXED");
  const socialSide = choiceSetting(values, "DISPLAY_SOCIAL_ICON_IN_MENU");
  const socialLinks = socialSide === "NO" ? [] : socialLinksOf(values);
  return {
    type,
    position: overlay ? (fixed ? "fixed" : "absolute") : fixed ? "sticky" : "relative",
    fixed,
    overlay,
    inverseOverlayColor: overlay && booleanSetting(values, "INVERSE_ABSOLUTE_MENU_COLOR"),
    overlayOnDark: overlay ? overlayTextIsLight(values) : null,
    alignment: choiceSetting(values, "MENU_ALIGNMENT"),
    activeType: choiceSetting(values, "MENU_ACTIVE_TYPE"),
    hoverTransition: choiceSetting(values, "MENU_HOVER_TRANSITION"),
    height: numberSetting(values, "COMPUTER_MENU_HEIGHT"),
    paddingTop: numberSetting(values, "MENU_TOP_PADDING") ?? 0,
    paddingBottom: numberSetting(values, "MENU_BOTTOM_PADDING") ?? 0,
    submenu: {
      shadow: booleanSetting(values, "SUBMENU_DROPSHADOW"),
      alignment: choiceSetting(values, "SUBMENU_ALIGNMENT"),
      width: numberSetting(values, "SUBMENU_WIDTH") ?? 400,
      centered: booleanSetting(values, "CENTER_SUBMENU"),
    },
    icons: { show: booleanSetting(values, "MENU_ICON"), size: numberSetting(values, "MENU_ICON_SIZE") ?? 12 },
    socialIcons:
      socialSide !== "NO" && socialLinks.length > 0 ? { side: socialSide, links: socialLinks } : null,
    searchBar: booleanSetting(values, "SHOW_SEARCHBAR"),
    topInfoBar: topInfoBarOf(values),
    languageMenuStyle: choiceSetting(values, "LANG_MENU_STYLE"),
    hideHomepage: booleanSetting(values, "HIDE_HOMEPAGE_IN_MENU"),
    mobile: { position: choiceSetting(values, "MOBILE_MENU_POSITION"), media: mediaQueries.smallScreen },
  };
}
