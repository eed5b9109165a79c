/**
 * Icons (spec §3 "Icons"): the Font Awesome class names to render. We self-host Font Awesome Free
 * (@fortawesome/fontawesome-free 7), which ships the solid, regular and brands styles: a Pro style
 * chosen in BASE_FONTAWESOME_ICON (light, thin, duotone) would draw nothing, so it falls back to
 * solid, and so does regular for an icon that the free regular set lacks.
 */

import { parameterRegistry } from "../../../schemas/parameters";
import { freeRegularIconNames } from "./fa-free-regular";
import { choiceSetting, type ThemeValues } from "./read-setting";

export type IconStyle = "fa-solid" | "fa-regular" | "fa-brands";

const iconName = /^fa-[a-z0-9]+(?:-[a-z0-9]+)*$/;
const styleClasses: ReadonlySet<string> = new Set([
  "fa-solid",
  "fa-regular",
  "fa-light",
  "fa-thin",
  "fa-duotone",
  "fa-brands",
  "fas",
  "far",
  "fab",
]);
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

/** An icon name ("fa-user") is safe to put in a class attribute. */
export function isIconName(name: string): boolean {
  return iconName.test(name) && !styleClasses.has(name);
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

// ——— Icons drawn as SVG (issue 18 §7): no webfont, only the icons a page uses ———
// Each icon is an <i class="fa-solid fa-user"> as before (call sites, settings and GrapesJS content
// unchanged); themes/icons-box.css draws its ::before as `currentColor` through the mask
// `--vs-icon`, and a rule per icon the page uses sets that mask to the icon's SVG file of
// @fortawesome/fontawesome-free (inlined in the page by the server, fetched by the browser for the
// icons a later screen brings).

/** The SVG folder of the package that draws an icon: solid, regular or brands. */
export type IconFolder = "solid" | "regular" | "brands";

/** One icon to draw: the style classes it was written with and the name, without "fa-". */
export interface IconRef {
  family: IconFolder;
  name: string;
}

// Font Awesome's own utility classes (sizes, animations, transforms, lists, stacks): not icons.
const utilityName =
  /^(?:[1-9]?x|10x|2?xs|sm|lg|2?xl|fw|width-auto|spin|spin-pulse|spin-reverse|pulse|beat|beat-fade|fade|bounce|shake|flip|flip-horizontal|flip-vertical|flip-both|rotate-(?:90|180|270|by)|border|pull-left|pull-right|pull-start|pull-end|stack|stack-1x|stack-2x|inverse|li|ul|sr-only|sr-only-focusable|swap-opacity)$/;
const familyOfStyle: Readonly<Record<string, IconFolder>> = {
  "fa-solid": "solid",
  fas: "solid",
  fa: "solid",
  "fa-classic": "solid",
  "fa-regular": "regular",
  far: "regular",
  "fa-brands": "brands",
  fab: "brands",
};

/**
 * The icons a class attribute asks for, as Font Awesome reads it: a style class (fa-solid, far,
 * fa…) and icon names. A Pro style (fa-light…) or no style draws nothing, as with the webfont.
 */
export function iconRefsOfClass(classValue: string): IconRef[] {
  let family: IconFolder | null = null;
  const names: string[] = [];
  for (const token of classValue.trim().split(/\s+/)) {
    const styleFamily = Object.hasOwn(familyOfStyle, token) ? familyOfStyle[token] : undefined;
    if (styleFamily) family = styleFamily;
    else if (isIconName(token) && !utilityName.test(token.slice(3))) names.push(token.slice(3));
  }
  return family === null ? [] : names.map((name) => ({ family: family as IconFolder, name }));
}

const classAttribute = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/** Every icon the class attributes of an HTML text ask for, each once ("solid/user" keys). */
export function iconRefsOfHtml(html: string): IconRef[] {
  const found = new Map<string, IconRef>();
  for (const match of html.matchAll(classAttribute)) {
    const value = match[1] ?? match[2] ?? "";
    if (!value.includes("fa")) continue;
    for (const ref of iconRefsOfClass(value)) found.set(iconKeyOf(ref), ref);
  }
  return [...found.values()];
}

/** "solid/user": an icon's key, also its path under the package's svgs/ and the icon route. */
export function iconKeyOf(ref: IconRef): string {
  return `${ref.family}/${ref.name}`;
}

/**
 * The SVG file that draws an icon: the regular style falls back to solid for an icon the free
 * regular set lacks (the rule of iconClassOf, applied to content and code alike).
 */
export function iconFileOf(ref: IconRef): IconRef {
  return ref.family === "regular" && !freeRegularIconNames.has(ref.name) ? { ...ref, family: "solid" } : ref;
}

const familySelectors: Readonly<Record<IconFolder, string>> = {
  solid: ":is(.fa-solid,.fas,.fa,.fa-classic)",
  regular: ":is(.fa-regular,.far)",
  brands: ":is(.fa-brands,.fab)",
};

/** The CSS rule giving an icon its mask: `imageUrl` is a data: URL or the icon route's. */
export function iconCssRule(ref: IconRef, imageUrl: string): string {
  return `${familySelectors[ref.family]}.fa-${ref.name}{--vs-icon:url("${imageUrl}");--vs-icon-fill:currentColor}`;
}

/** The attribution Font Awesome Free's licence asks for, kept beside the inlined icons. */
export const iconLicenceComment =
  "/* Font Awesome Free by @fontawesome - https://fontawesome.com License - https://fontawesome.com/license/free (Icons: CC BY 4.0, Fonts: SIL OFL 1.1, Code: MIT License) */";
