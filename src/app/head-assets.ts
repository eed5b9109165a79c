// Asset URLs the document head needs, resolved by Vite at build time (hashed, immutable).

import playfairLatin400 from "@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2?url";
import playfairLatin600 from "@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2?url";
import interLatin400 from "../../themes/fonts/inter-latin-400-normal.woff2?url";
import interLatin600 from "../../themes/fonts/inter-latin-600-normal.woff2?url";
// the webfont stylesheet of Font Awesome: the editor's (GrapesJS cssIcons); pages draw SVG (decision 118)
import iconsStylesheet from "../../themes/icons.css?url";

export { iconsStylesheet };

/**
 * The upright faces of the hosted families that a page may preload (`${family}:${weight}`, the
 * family lower-cased): the same files as the stylesheet's @font-face rules, so a preload is the
 * download the text would make (shell.fontFaces says which a site's pages use).
 */
export const fontPreloads: Record<string, string> = {
  "inter:400": interLatin400,
  "inter:600": interLatin600,
  "playfair display:400": playfairLatin400,
  "playfair display:600": playfairLatin600,
};
