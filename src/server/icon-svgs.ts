/**
 * Font Awesome icons as SVG (issue 18 §7, docs/decisions/118): the SVG files of the installed
 * @fortawesome/fontawesome-free, read on first use (offline, no build step). A rendered page gets
 * the icons its HTML uses inlined in one small <style> (data: URLs), instead of the 120 KB webfont;
 * an icon that a later screen brings is fetched from `/_icons/<version>/<folder>/<name>.svg`.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Context } from "hono";
import {
  type IconFolder,
  type IconRef,
  iconCssRule,
  iconKeyOf,
  iconLicenceComment,
  iconRefsOfHtml,
  isIconName,
} from "../runtime/theme/icon-refs";
import { iconFileOf } from "../runtime/theme/icons";

const packageJson = createRequire(import.meta.url).resolve("@fortawesome/fontawesome-free/package.json");
const svgRoot = path.join(path.dirname(packageJson), "svgs");
const { version } = JSON.parse(readFileSync(packageJson, "utf8")) as { version: string };

/** Where the browser fetches an icon's SVG: versioned, so the answers are immutable. */
export const iconRouteBase = `/_icons/${version}/`;

const folders: ReadonlySet<string> = new Set<IconFolder>(["solid", "regular", "brands"]);
// the file's text without its comment and the fill the mask does not need; null: no such icon
const svgCache = new Map<string, string | null>();

/** The SVG of an icon (after the regular-to-solid fallback), or null when the package has none. */
export function iconSvgOf(ref: IconRef): string | null {
  const file = iconFileOf(ref);
  const key = iconKeyOf(file);
  const cached = svgCache.get(key);
  if (cached !== undefined) return cached;
  // the name is checked before it reaches a path: letters, digits and single dashes only
  if (!folders.has(file.family) || !isIconName(`fa-${file.name}`)) return null;
  let svg: string | null;
  try {
    svg = readFileSync(path.join(svgRoot, file.family, `${file.name}.svg`), "utf8")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/ fill="currentColor"/g, "")
      .trim();
  } catch {
    svg = null;
  }
  // a bounded cache: the names come from pages and requests, and the package has about 2 000
  if (svgCache.size < 4000) svgCache.set(key, svg);
  return svg;
}

/** A data: URL of an SVG, escaped for a double-quoted CSS url(). */
function dataUrlOf(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[%#<>\n\r]/g, encodeURIComponent)}`;
}

// an icon's rule with its data: URL, made once (every render of a page asks for the same ones)
const ruleCache = new Map<string, string | null>();

/** The CSS rule drawing an icon from its inlined SVG, or null when the package has none. */
function inlineRuleOf(ref: IconRef): string | null {
  const key = iconKeyOf(ref);
  const cached = ruleCache.get(key);
  if (cached !== undefined) return cached;
  const svg = iconSvgOf(ref);
  const rule = svg === null ? null : iconCssRule(ref, dataUrlOf(svg));
  if (ruleCache.size < 4000) ruleCache.set(key, rule);
  return rule;
}

// a page's <style> by the icons it draws: the pages of a site draw the same few sets
const styleCache = new Map<string, string>();

/**
 * The <style> drawing the icons an HTML page uses, "" when it uses none. `data-icons` lists the
 * keys it holds and `data-icon-base` the route of the others, for the browser's icon loader.
 */
export function iconStyleOfPage(html: string): string {
  const refs = iconRefsOfHtml(html);
  const set = refs.map(iconKeyOf).join(" ");
  const cached = styleCache.get(set);
  if (cached !== undefined) return cached;
  const rules: string[] = [];
  const keys: string[] = [];
  for (const ref of refs) {
    const rule = inlineRuleOf(ref);
    if (rule === null) continue;
    rules.push(rule);
    keys.push(iconKeyOf(ref));
  }
  const style = `<style id="vs-icons" data-icons="${keys.join(" ")}" data-icon-base="${iconRouteBase}">${iconLicenceComment}${rules.join("")}</style>`;
  if (styleCache.size < 1000) styleCache.set(set, style);
  return style;
}

const iconFile = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

/** GET `${iconRouteBase}:folder/:file` (<folder>/<name>.svg): one icon, for screens built in the browser. */
export function iconRoute(c: Context): Response {
  const folder = c.req.param("folder") ?? "";
  const name = iconFile.exec(c.req.param("file") ?? "")?.[1];
  const svg = folders.has(folder) && name ? iconSvgOf({ family: folder as IconFolder, name }) : null;
  if (svg === null) return c.body("Not found", 404, { "Cache-Control": "public, max-age=3600" });
  return c.body(svg, 200, {
    "Content-Type": "image/svg+xml",
    "Cache-Control": "public, max-age=31536000, immutable",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
  });
}
