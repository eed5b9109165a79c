/**
 * Icons (spec §3 "Icons"): the Font Awesome class names to render. We self-host Font Awesome Free
 * (@fortawesome/fontawesome-free 7), which ships the solid, regular and brands styles: a Pro style
 * chosen in BASE_FONTAWESOME_ICON (light, thin, duotone) would draw nothing, so it falls back to
 * solid, and so does regular for an icon that the free regular set lacks.
 */

import { parameterRegistry } from "../../../schemas/parameters";
import { freeRegularIconNames } from "./fa-free-regular";
import { freeStyleOf, type IconStyle, iconClassOf } from "./icon-class";
import type { IconRef } from "./icon-refs";
import { choiceSetting, type ThemeValues } from "./read-setting";

export { freeStyleOf, type IconStyle, iconClassOf } from "./icon-class";

export interface ThemeIcons {
  /** The site's style as the free set can draw it (spec §9: fa-solid by default). */
  baseStyle: IconStyle;
  /** Class names of the cart icon, e.g. "fa-solid fa-cart-shopping". */
  cart: string;
  /** Class names of the customer-account icon, e.g. "fa-solid fa-user". */
  myAccount: string;
}

// spec §9 defaults: the cart and user icons in fa-solid.
function configuredIcon(
  values: ThemeValues,
  key: "CART_ICON" | "MY_ACCOUNT_ICON",
  baseStyle: string,
): string {
  const value = values[key];
  return (
    iconClassOf(typeof value === "string" ? value : null, baseStyle) ??
    iconClassOf(parameterRegistry[key].default, baseStyle) ??
    "fa-solid fa-circle"
  );
}

/** The icons of the theme (CART_ICON, MY_ACCOUNT_ICON, BASE_FONTAWESOME_ICON). */
export function themeIconsOf(values: ThemeValues): ThemeIcons {
  const configured = choiceSetting(values, "BASE_FONTAWESOME_ICON");
  const baseStyle = freeStyleOf(configured);
  return {
    baseStyle,
    cart: configuredIcon(values, "CART_ICON", configured),
    myAccount: configuredIcon(values, "MY_ACCOUNT_ICON", configured),
  };
}

/**
 * The SVG file that draws an icon: the regular style falls back to solid for an icon the free
 * regular set lacks (the rule of iconClassOf, applied to content and code alike).
 */
export function iconFileOf(ref: IconRef): IconRef {
  return ref.family === "regular" && !freeRegularIconNames.has(ref.name) ? { ...ref, family: "solid" } : ref;
}
