// The class names of an icon (spec §3 "Icons"), apart from icons.ts and its settings registry:
// the product page draws its features' and meals' icons with them, and importing them from
// icons.ts brought the registry and zod into the page (issue 18 §7, docs/decisions/118).

import { freeRegularIconNames } from "./fa-free-regular";
import { isIconName, styleClasses } from "./icon-refs";

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
