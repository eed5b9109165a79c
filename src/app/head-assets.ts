// Asset URLs the document head needs, resolved by Vite at build time (hashed, immutable).
import interLatin400 from "@fontsource/inter/files/inter-latin-400-normal.woff2?url";
import playfairLatin400 from "@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2?url";
import iconsStylesheet from "../../themes/icons.css?url";

export { iconsStylesheet };

/** The regular face of each hosted family, preloaded when the site uses it: text paints sooner. */
export const fontPreloads: Record<string, string> = {
  inter: interLatin400,
  "playfair display": playfairLatin400,
};

/**
 * An inline script adding the stylesheet `href` once the page has painted (at the load event where
 * the browser has no paint timing): for decoration that must not compete with what the first paint
 * needs (docs/decisions/078). Pages read without JavaScript link it from a <noscript>.
 */
export function stylesheetAfterFirstPaint(href: string): string {
  return `(()=>{const h=${JSON.stringify(href)};const add=()=>{if(document.querySelector('link[rel=stylesheet][href="'+h+'"]'))return;const l=document.createElement("link");l.rel="stylesheet";l.href=h;document.head.append(l)};if(PerformanceObserver.supportedEntryTypes?.includes("paint"))new PerformanceObserver((_,o)=>{o.disconnect();add()}).observe({type:"paint",buffered:true});else addEventListener("load",add)})()`;
}
