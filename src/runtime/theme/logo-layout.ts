/**
 * The logo layout model (spec §3 "Logo", §9 defaults: height 125, footer 90, mobile 90, margins 15,
 * on the left). Sizes in px; a width left unset (null) follows the height, keeping the aspect ratio.
 * The storefront puts width and height on the <img> so the header never shifts while it loads.
 */
import { mediaQueries } from "./breakpoints";
import { choiceSetting, numberSetting, type ThemeValues } from "./read-setting";

export type Alignment = "LEFT" | "CENTER" | "RIGHT";

export interface LogoBox {
  /** px, or null: automatic (aspect ratio kept). */
  width: number | null;
  /** px. */
  height: number;
}

export interface LogoLayout {
  position: Alignment;
  /** Header logo on wide screens (960 px and more). */
  desktop: LogoBox;
  /** Header logo on small screens (spec §9: below 960 px). */
  mobile: LogoBox;
  footer: LogoBox;
  marginTop: number;
  marginBottom: number;
  /** The media query where `mobile` applies. */
  smallScreenMedia: string;
}

export function logoLayoutOf(values: ThemeValues): LogoLayout {
  return {
    position: choiceSetting(values, "LOGO_POSITION"),
    desktop: {
      width: numberSetting(values, "LOGO_WIDTH"),
      height: numberSetting(values, "LOGO_HEIGHT") ?? 125,
    },
    mobile: {
      width: numberSetting(values, "LOGO_WIDTH_MOBILE"),
      height: numberSetting(values, "LOGO_HEIGHT_MOBILE") ?? 90,
    },
    footer: {
      width: numberSetting(values, "LOGO_WIDTH_FOOTER"),
      height: numberSetting(values, "LOGO_HEIGHT_FOOTER") ?? 90,
    },
    marginTop: numberSetting(values, "LOGO_MARGIN_TOP") ?? 15,
    marginBottom: numberSetting(values, "LOGO_MARGIN_BOTTOM") ?? 15,
    smallScreenMedia: mediaQueries.smallScreen,
  };
}
