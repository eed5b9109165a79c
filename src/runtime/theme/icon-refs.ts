/**
 * Icons drawn as SVG (issue 18 §7, docs/decisions/118): the Font Awesome icons a class attribute
 * asks for, and the CSS rule that draws one. Kept apart from icons.ts (which reads the parameter
 * registry) because the browser's icon loader imports it on every page.
 */

const iconName = /^fa-[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Font Awesome's style classes, long and short, free and Pro. */
export const styleClasses: ReadonlySet<string> = new Set([
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

/** An icon name ("fa-user") is safe to put in a class attribute. */
export function isIconName(name: string): boolean {
  return iconName.test(name) && !styleClasses.has(name);
}

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
// a class value's icons, kept: every render of a page meets the same values (issue 16 §6); bounded,
// as the values come from pages
const refsOfValue = new Map<string, IconRef[]>();

/** Every icon the class attributes of an HTML text ask for, each once ("solid/user" keys). */
export function iconRefsOfHtml(html: string): IconRef[] {
  const found = new Map<string, IconRef>();
  for (const match of html.matchAll(classAttribute)) {
    const value = match[1] ?? match[2] ?? "";
    if (!value.includes("fa")) continue;
    let refs = refsOfValue.get(value);
    if (!refs) {
      refs = iconRefsOfClass(value);
      if (refsOfValue.size < 4000) refsOfValue.set(value, refs);
    }
    for (const ref of refs) found.set(iconKeyOf(ref), ref);
  }
  return [...found.values()];
}

/** "solid/user": an icon's key, also its path under the package's svgs/ and the icon route. */
export function iconKeyOf(ref: IconRef): string {
  return `${ref.family}/${ref.name}`;
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
