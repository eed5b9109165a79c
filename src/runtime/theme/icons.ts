/**
 * Icons (spec §3 "Icons"): the Font Awesome class names to render. We self-host Font Awesome Free
 * (@fortawesome/fontawesome-free 7), which ships the solid, regular and brands styles: a Pro style
 * chosen in BASE_FONTAWESOME_ICON (light, thin, duotone) would draw nothing, so it falls back to
 * solid, and so does regular for an icon that the free regular set lacks.
 */

import { parameterRegistry } from "../../../schemas/parameters";
import { freeRegularIconNames } from "./fa-free-regular";
import { type IconRef, isIconName, styleClasses } from "./icon-refs";
import { choiceSetting, type ThemeValues } from "./read-setting";

export type IconStyle = "fa-solid" | "fa-regular" | "fa-brands";

const shortStyles: Readonly<Record<string, string>> = {
  fas: "fa-solid",
  far: "fa-regular",
  fab: "fa-brands",
};

/** The style the free set can draw for a configured style: Pro styles become solid. */
export function freeStyleOf(style: string): IconStyle {
  const long = shortStyles[style] ?? style;
  return long === "fa-regular" || long === "fa-brands" ? long : "fa-solid";
}

/**
 * The class names of an icon: "fa-solid fa-user". `icon` is a name ("fa-user") or a name with its
 * style ("fa-brands fa-linkedin", as pages' menuIcon may hold); `baseStyle` is the site's
 * BASE_FONTAWESOME_ICON. null when the icon has no valid name (nothing to draw).
 */
export function iconClassOf(icon: string | null | undefined, baseStyle: string = "fa-solid"): string | null {
  if (typeof icon !== "string") return null;
  let style: string | null = null;
  let name: string | null = null;
  for (const token of icon.trim().split(/\s+/)) {
    if (styleClasses.has(token)) style = token;
    else if (name === null && isIconName(token)) name = token;
  }
  if (name === null) return null;
  let resolved = freeStyleOf(style ?? baseStyle);
  // A UI icon never takes the brands style from the site default: brands holds logos only.
  if (resolved === "fa-brands" && style === null) resolved = "fa-solid";
  if (resolved === "fa-regular" && !freeRegularIconNames.has(name.slice(3))) resolved = "fa-solid";
  return `${resolved} ${name}`;
}

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
