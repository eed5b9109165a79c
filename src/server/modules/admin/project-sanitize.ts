// The GrapesJS project JSON is the editor's source of truth (DESIGN.md §4) and is loaded again in
// the next admin's canvas: it is cleaned with the same rules as the html, so that a project sent
// by hand cannot run script in another admin's editor either.
import type { GrapesProject, LayoutProject } from "../../../runtime/layout/layout-project";
import { isAllowedEmbed, sanitizeLayoutCss, sanitizeLayoutHtml } from "../../security/sanitize";

const forbiddenTags = new Set([
  "script",
  "style",
  "object",
  "embed",
  "base",
  "link",
  "meta",
  "form",
  "input",
  "button",
  "textarea",
  "select",
  "option",
  "frame",
  "frameset",
  "portal",
]);

// GrapesJS component properties that carry code run in the canvas or in the exported page.
const codeProperties = ["script", "script-export", "script-props", "attributes-script"];

const urlAttributes = new Set([
  "href",
  "src",
  "action",
  "formaction",
  "xlink:href",
  "data",
  "poster",
  "background",
]);

const MAX_DEPTH = 100;

export class ProjectSanitizeError extends Error {}

function isUnsafeUrl(value: string): boolean {
  // browsers ignore whitespace and control characters inside the scheme
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we strip
  const compact = value.replace(/[\s\u0000-\u001f]/g, "").toLowerCase();
  return /^(?:javascript|vbscript|livescript):/.test(compact) || compact.startsWith("data:text/html");
}

function cleanAttributes(attributes: unknown, tag: string): Record<string, unknown> | undefined {
  if (!attributes || typeof attributes !== "object" || Array.isArray(attributes)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) {
    const lower = name.toLowerCase();
    if (lower.startsWith("on") || lower === "srcdoc" || lower === "style") continue;
    if (typeof value === "string" && urlAttributes.has(lower) && isUnsafeUrl(value)) continue;
    if (tag === "iframe" && lower === "src" && (typeof value !== "string" || !isAllowedEmbed(value)))
      continue;
    out[name] = value;
  }
  return out;
}

function cleanComponent(component: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) throw new ProjectSanitizeError("structure trop profonde");
  if (typeof component === "string") return sanitizeLayoutHtml(component);
  if (!component || typeof component !== "object" || Array.isArray(component)) return null;
  const source = component as Record<string, unknown>;
  const tag = typeof source.tagName === "string" ? source.tagName.toLowerCase() : "";
  const type = typeof source.type === "string" ? source.type.toLowerCase() : "";
  if (forbiddenTags.has(tag) || type === "script") return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (codeProperties.includes(key)) continue;
    if (key === "attributes") {
      const attributes = cleanAttributes(value, tag);
      if (attributes) out.attributes = attributes;
    } else if (key === "components") {
      out.components =
        typeof value === "string"
          ? sanitizeLayoutHtml(value)
          : Array.isArray(value)
            ? value.map((c) => cleanComponent(c, depth + 1)).filter((c) => c !== null)
            : undefined;
    } else if (key === "content" && typeof value === "string") {
      out.content = sanitizeLayoutHtml(value);
    } else if (!((key === "src" || key === "href") && typeof value === "string" && isUnsafeUrl(value))) {
      out[key] = value;
    }
  }
  // an iframe whose player is not allowed is dropped, as in the html
  if (tag === "iframe" && !(out.attributes as Record<string, unknown> | undefined)?.src) return null;
  return out;
}

function cleanStyles(styles: unknown[] | undefined): unknown[] | undefined {
  if (!styles) return styles;
  return styles.map((rule) => {
    if (typeof rule === "string") return sanitizeLayoutCss(rule);
    if (!rule || typeof rule !== "object") return rule;
    const style = (rule as { style?: unknown }).style;
    if (!style || typeof style !== "object") return rule;
    const clean: Record<string, unknown> = {};
    for (const [property, value] of Object.entries(style)) {
      clean[property] = typeof value === "string" ? sanitizeLayoutCss(value) : value;
    }
    return { ...rule, style: clean };
  });
}

/** The project with every component and style rule cleaned; throws ProjectSanitizeError when unreadable. */
export function sanitizeLayoutProject(layout: LayoutProject): LayoutProject {
  const project: GrapesProject = {
    ...layout.project,
    pages: layout.project.pages.map((page) => {
      const frames = Array.isArray(page.frames)
        ? page.frames.map((frame) =>
            frame && typeof frame === "object"
              ? {
                  ...(frame as Record<string, unknown>),
                  component: cleanComponent((frame as Record<string, unknown>).component, 0),
                }
              : frame,
          )
        : page.frames;
      return { ...page, frames };
    }),
    styles: cleanStyles(layout.project.styles),
    symbols: layout.project.symbols?.map((s) => cleanComponent(s, 0)).filter((s) => s !== null),
  };
  return { version: layout.version, project };
}
