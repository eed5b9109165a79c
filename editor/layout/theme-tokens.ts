// The site's colours and fonts as the Style Manager offers them first (DESIGN.md §7): each is the
// theme engine's CSS variable, so a layout styled with them follows later changes of the settings.
import { parameterKeysByGroup, parameterRegistry } from "../../schemas/parameters";

export interface ThemeToken {
  /** The value written in the layout's css: `var(--vs-…)`. */
  value: string;
  label: string;
  /** The CSS custom property, read from the page to paint the swatch. */
  variable: string;
}

const kebab = (key: string) => key.toLowerCase().replace(/_/g, "-");

// The colours an author reaches for first; the others of the group follow in registry order.
const firstColors = ["PRIMARY_COLOR", "ACCENT_COLOR", "HEADING_COLOR", "FONT_COLOR", "BACKGROUND_COLOR"];

export const themeColorTokens: readonly ThemeToken[] = Object.freeze(
  [...firstColors, ...parameterKeysByGroup.colors.filter((k) => !firstColors.includes(k))].map((key) => {
    const variable = `--vs-${kebab(key)}`;
    return {
      value: `var(${variable})`,
      label: parameterRegistry[key as keyof typeof parameterRegistry].label,
      variable,
    };
  }),
);

export const themeFontTokens: readonly ThemeToken[] = Object.freeze([
  {
    value: "var(--vs-font-title-family)",
    label: "Police des titres du site",
    variable: "--vs-font-title-family",
  },
  {
    value: "var(--vs-font-content-family)",
    label: "Police du texte du site",
    variable: "--vs-font-content-family",
  },
  { value: "var(--vs-font-menu-family)", label: "Police du menu du site", variable: "--vs-font-menu-family" },
]);

/** Other families, after the site's own (system stacks: nothing is downloaded from outside). */
export const otherFontFamilies: readonly { value: string; label: string }[] = Object.freeze([
  { value: "system-ui, sans-serif", label: "Police du système (sans empattement)" },
  { value: "Georgia, 'Times New Roman', serif", label: "Georgia (avec empattement)" },
  { value: "'Courier New', monospace", label: "Courier (chasse fixe)" },
]);
