// Asset URLs the document head needs, resolved by Vite at build time (hashed, immutable).

import playfairLatin400 from "@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2?url";
import interLatin400 from "../../themes/fonts/inter-latin-400-normal.woff2?url";
// the webfont stylesheet of Font Awesome: the editor's (GrapesJS cssIcons); pages draw SVG (decision 118)
import iconsStylesheet from "../../themes/icons.css?url";

export { iconsStylesheet };

/** The regular face of each hosted family, preloaded when the site uses it: text paints sooner. */
export const fontPreloads: Record<string, string> = {
  inter: interLatin400,
  "playfair display": playfairLatin400,
};
