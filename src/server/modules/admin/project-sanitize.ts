// The GrapesJS project JSON is the editor's source of truth (DESIGN.md §4) and is loaded again in
// the next admin's canvas, in our origin: a key GrapesJS renders that the server did not clean is
// script in a SUPER_ADMIN's session (issue 11). So the stored project is not the one sent, cleaned
// here and there: it is rebuilt from the allow-list of schemas/layout-project.ts, keys outside it
// dropped at every level, and every element, attribute, url, html and css value judged by the
// layout sanitizer of the html (security/sanitize.ts), so that project and html obey one rule set
// (docs/decisions/080-layout-project-allow-list.md).
import type { z } from "zod";
import {
  type LayoutComponentType,
  type LayoutProjectData,
  layoutAssetSchema,
  layoutComponentSchema,
  layoutComponentTypes,
  layoutFrameSchema,
  layoutPageSchema,
  layoutProjectDataSchema,
  layoutSelectorSchema,
  layoutStyleRuleSchema,
  layoutVideoProviders,
} from "../../../../schemas/layout-project";
import type { LayoutProject } from "../../../runtime/layout/layout-project";
import type { MessageKey } from "../../../runtime/messages/translate";
import { sanitizeLayoutCss, sanitizeLayoutFragment, sanitizeLayoutHtml } from "../../security/sanitize";

/**
 * The version of these rules. Stored projects are cleaned again at start-up when it changes
 * (./layout-project-migration.ts): bump it with any change to the allow-list or to the sanitizer.
 */
export const PROJECT_SANITIZER_VERSION = 1;

const MAX_DEPTH = 100;

/** A project the sanitizer refuses: its message is a catalogue key. */
export class ProjectSanitizeError extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
    this.name = "ProjectSanitizeError";
  }
}

type Json = Record<string, unknown>;
type AttributeValue = string | number | boolean;
type Shape = Record<string, z.ZodType>;
/** Turns a value into what the field's schema then checks; undefined drops the key. */
type Cleaner = (value: unknown) => unknown;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Rebuilds an object from the keys of `shape` only: each value cleaned, then kept only if its
 * field's schema accepts it. Any other key is dropped (`__proto__`, `constructor` included).
 */
function rebuild(shape: Shape, source: Json, cleaners: Record<string, Cleaner> = {}): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(source)) {
    if (!Object.hasOwn(shape, key)) continue;
    const cleaned = cleaners[key] ? cleaners[key](value) : value;
    if (cleaned === undefined) continue;
    const parsed = shape[key]?.safeParse(cleaned);
    if (parsed?.success) out[key] = parsed.data;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Elements: every component that GrapesJS turns into an element, and every asset image, is
// written as html with a numbered marker, run through the layout sanitizer in one pass, and read
// back: an element that vanished is dropped, the attributes that survived are the ones kept.

const NODE_MARKER = "data-vs-project-node";

interface ElementCheck {
  tag: string;
  attributes: Record<string, AttributeValue>;
  classes: string[];
  children: ElementCheck[];
}

interface Verdict {
  /** The attributes the sanitizer kept (and any it added, as on iframes), in their order. */
  attributes: Record<string, AttributeValue>;
  keepClasses: boolean;
}

/** The tag GrapesJS gives a component of this type when it names none. */
const defaultTags: Partial<Record<LayoutComponentType, string>> = {
  image: "img",
  link: "a",
  label: "label",
  table: "table",
  row: "tr",
  cell: "td",
  thead: "thead",
  tbody: "tbody",
  tfoot: "tfoot",
};

const tagPattern = /^[a-z][a-z0-9]{0,30}$/;
const attributeNamePattern = /^[a-zA-Z_:][\w:.-]{0,99}$/;

function typeOf(source: Json): LayoutComponentType | undefined | null {
  const { type } = source;
  if (type === undefined || type === "") return undefined;
  return layoutComponentTypes.includes(type as LayoutComponentType) ? (type as LayoutComponentType) : null;
}

/**
 * The element a component becomes in the canvas, or null when it becomes none we allow. A video's
 * element follows its provider, whatever its tagName says (GrapesJS sets it so).
 */
function tagOf(source: Json, type: LayoutComponentType | undefined): string | null {
  if (type === "video") {
    const provider = source.provider ?? "so";
    if (!layoutVideoProviders.includes(provider as (typeof layoutVideoProviders)[number])) return null;
    return provider === "so" ? "video" : "iframe";
  }
  if (source.tagName === undefined) return (type && defaultTags[type]) ?? "div";
  if (typeof source.tagName !== "string") return null;
  const tag = source.tagName.toLowerCase();
  // `<plaintext>` would turn everything after it into text: no component is one
  return tagPattern.test(tag) && tag !== "plaintext" ? tag : null;
}

function selectorName(selector: z.infer<typeof layoutSelectorSchema>): string {
  return typeof selector === "string" ? selector : selector.name;
}

function cleanSelectors(value: unknown) {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((selector) => {
    const parsed = layoutSelectorSchema.safeParse(selector);
    return parsed.success ? [parsed.data] : [];
  });
}

/** What the sanitizer is asked about a component: plain values of well-formed attribute names. */
function candidateAttributes(source: Json, type: LayoutComponentType | undefined) {
  const attributes: Record<string, AttributeValue> = {};
  const seen = new Set<string>();
  const given = isObject(source.attributes) ? source.attributes : {};
  for (const [name, value] of Object.entries(given)) {
    const lower = name.toLowerCase();
    // `class` is GrapesJS's `classes`; `__proto__` would not be a key of the rebuilt object
    if (
      !attributeNamePattern.test(name) ||
      seen.has(lower) ||
      [NODE_MARKER, "class", "__proto__"].includes(lower)
    )
      continue;
    if (typeof value === "string" || typeof value === "boolean" || Number.isFinite(value)) {
      attributes[name] = value as AttributeValue;
      seen.add(lower);
    }
  }
  // an image or a video shows its `src` property when it has no src attribute: judged as one
  if ((type === "image" || type === "video") && typeof source.src === "string" && !seen.has("src")) {
    attributes.src = source.src;
  }
  return attributes;
}

function elementOf(source: Json, asWrapper: boolean): ElementCheck | null {
  const type = asWrapper ? undefined : typeOf(source);
  if (type === null || type === "textnode") return null;
  // the wrapper is the canvas' body: its attributes are judged as those of an element in it
  const tag = asWrapper ? "div" : tagOf(source, type);
  if (!tag) return null;
  return {
    tag,
    attributes: candidateAttributes(source, type),
    classes: (cleanSelectors(source.classes) ?? []).map(selectorName),
    children: [],
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

function serialize(check: ElementCheck, all: ElementCheck[]): string {
  const index = all.push(check) - 1;
  let attributes = ` ${NODE_MARKER}="${index}"`;
  if (check.classes.length) attributes += ` class="${escapeAttribute(check.classes.join(" "))}"`;
  for (const [name, value] of Object.entries(check.attributes)) {
    if (value === false) continue;
    attributes += ` ${name}="${value === true ? "" : escapeAttribute(String(value))}"`;
  }
  const children = check.children.map((child) => serialize(child, all)).join("");
  return `<${check.tag}${attributes}>${children}</${check.tag}>`;
}

function verdictOf(check: ElementCheck, element: Element | undefined): Verdict | null {
  if (!element || element.localName !== check.tag) return null;
  const attributes: Record<string, AttributeValue> = {};
  // the attributes sent, in their order, when the sanitizer kept them; true and numbers went in
  // as text: they come back as GrapesJS had them
  for (const [name, original] of Object.entries(check.attributes)) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    const same = original === true || original === value || String(original) === value;
    attributes[name.toLowerCase()] = same ? original : value;
  }
  // then what the sanitizer added (an iframe's sandbox, a new tab's rel)
  for (const { name, value } of Array.from(element.attributes)) {
    if (name !== NODE_MARKER && name !== "class" && !Object.hasOwn(attributes, name))
      attributes[name] = value;
  }
  return { attributes, keepClasses: check.classes.length === 0 || element.hasAttribute("class") };
}

/** Judges every element of the project in one sanitizer pass; the verdicts by source object. */
function judgeElements(project: Json): WeakMap<object, Verdict | null> {
  const roots: ElementCheck[] = [];
  const checks = new Map<object, ElementCheck>();

  const collect = (source: unknown, depth: number, into: ElementCheck[], asWrapper = false) => {
    if (depth > MAX_DEPTH) throw new ProjectSanitizeError("admin.projectTooDeep");
    if (!isObject(source)) return;
    const check = elementOf(source, asWrapper);
    if (!check) return;
    checks.set(source, check);
    into.push(check);
    if (Array.isArray(source.components)) {
      for (const child of source.components) collect(child, depth + 1, check.children);
    }
  };

  for (const page of Array.isArray(project.pages) ? project.pages : []) {
    const frames = isObject(page) && Array.isArray(page.frames) ? page.frames : [];
    for (const frame of frames) if (isObject(frame)) collect(frame.component, 0, roots, true);
  }
  for (const symbol of Array.isArray(project.symbols) ? project.symbols : []) collect(symbol, 0, roots);
  for (const asset of Array.isArray(project.assets) ? project.assets : []) {
    if (isObject(asset) && typeof asset.src === "string") {
      const check = { tag: "img", attributes: { src: asset.src }, classes: [], children: [] };
      checks.set(asset, check);
      roots.push(check);
    }
  }

  const all: ElementCheck[] = [];
  const html = roots.map((root) => serialize(root, all)).join("");
  const found = new Map<number, Element>();
  if (html) {
    for (const element of Array.from(sanitizeLayoutFragment(html).querySelectorAll(`[${NODE_MARKER}]`))) {
      const index = Number(element.getAttribute(NODE_MARKER));
      if (!found.has(index)) found.set(index, element);
    }
  }
  const verdicts = new WeakMap<object, Verdict | null>();
  const indexOf = new Map(all.map((check, index) => [check, index]));
  for (const [source, check] of checks)
    verdicts.set(source, verdictOf(check, found.get(indexOf.get(check) ?? -1)));
  return verdicts;
}

// ---------------------------------------------------------------------------------------------
// Rebuilding: the allow-list's keys only, the verdicts applied, html and css values cleaned.

const plainText: Cleaner = (value) => (typeof value === "string" ? value.replace(/[<>]/g, "") : value);
const css: Cleaner = (value) => (typeof value === "string" ? sanitizeLayoutCss(value) : value);

/**
 * Style declarations, each through the css sanitizer as `property:value`: a declaration it removes
 * (`behavior:…`) goes, and so does a value it cannot make safe (one that would leave its rule).
 */
const cleanStyle: Cleaner = (value) => {
  if (!isObject(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [property, declared] of Object.entries(value)) {
    if (typeof declared !== "string") continue;
    const declaration = sanitizeLayoutCss(`${property}:${declared}`);
    if (!declaration.startsWith(`${property}:`)) continue;
    const clean = declaration.slice(property.length + 1).trim();
    if (layoutStyleRuleSchema.shape.style.safeParse({ [property]: clean }).success) out[property] = clean;
  }
  return out;
};

const componentShape: Shape = layoutComponentSchema.shape;
// the fields rebuilt by hand below, from the verdicts or by recursion
const handBuilt = new Set(["type", "tagName", "attributes", "classes", "components"]);
const componentFields: Shape = Object.fromEntries(
  Object.entries(componentShape).filter(([key]) => !handBuilt.has(key)),
);

function rebuildChildren(value: unknown, verdicts: WeakMap<object, Verdict | null>, depth: number) {
  if (typeof value === "string") return sanitizeLayoutHtml(value);
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((child) => {
    const rebuilt =
      typeof child === "string" ? sanitizeLayoutHtml(child) : rebuildComponent(child, verdicts, depth);
    return rebuilt === null ? [] : [rebuilt];
  });
}

function rebuildComponent(
  source: unknown,
  verdicts: WeakMap<object, Verdict | null>,
  depth: number,
  asWrapper = false,
): Json | null {
  if (depth > MAX_DEPTH) throw new ProjectSanitizeError("admin.projectTooDeep");
  if (!isObject(source)) return null;
  const type = asWrapper ? undefined : typeOf(source);
  if (type === null) return null;
  // a text node is text: GrapesJS writes it with textContent and escapes it in the html
  if (type === "textnode") {
    return { type, content: typeof source.content === "string" ? source.content : "" };
  }
  const verdict = verdicts.get(source);
  if (!verdict) return null;
  const tag = asWrapper ? null : tagOf(source, type);
  const fields = rebuild(componentFields, source, {
    content: (value) => (typeof value === "string" ? sanitizeLayoutHtml(value) : undefined),
    name: plainText,
    style: cleanStyle,
    draggable: css,
    droppable: css,
  });
  const out: Json = { ...fields };
  if (asWrapper) out.type = "wrapper";
  else if (type !== undefined && "type" in source) out.type = type;
  if (tag && "tagName" in source) out.tagName = tag;
  // a src property judged as the src attribute is kept as one (GrapesJS renders them alike), and
  // what the sanitizer adds (an iframe's sandbox) is kept too
  if ("attributes" in source || Object.keys(verdict.attributes).length) out.attributes = verdict.attributes;
  const classes = verdict.keepClasses ? cleanSelectors(source.classes) : undefined;
  if (classes) out.classes = classes;
  const children = rebuildChildren(source.components, verdicts, depth + 1);
  if (children !== undefined) out.components = children;
  // GrapesJS writes the canvas' head and html element; ours are empty, whatever was sent
  if (asWrapper && "head" in source) out.head = { type: "head" };
  if (asWrapper && "docEl" in source) out.docEl = { tagName: "html" };
  return out;
}

function rebuildProject(project: Json, verdicts: WeakMap<object, Verdict | null>): Json {
  const component = (value: unknown) => rebuildComponent(value, verdicts, 0) ?? undefined;
  const list = (value: unknown, item: (entry: unknown) => unknown) =>
    Array.isArray(value) ? value.map(item).filter((entry) => entry !== undefined) : undefined;

  const frame = (value: unknown) =>
    isObject(value)
      ? rebuild(layoutFrameSchema.shape, value, {
          component: (wrapper) => rebuildComponent(wrapper, verdicts, 0, true) ?? undefined,
        })
      : undefined;
  const page = (value: unknown) =>
    isObject(value)
      ? rebuild(layoutPageSchema.shape, value, { name: plainText, frames: (frames) => list(frames, frame) })
      : undefined;
  const rule = (value: unknown) =>
    isObject(value)
      ? rebuild(layoutStyleRuleSchema.shape, value, {
          selectors: cleanSelectors,
          style: cleanStyle,
          selectorsAdd: css,
          mediaText: css,
          state: css,
        })
      : undefined;
  const asset = (value: unknown) => {
    if (!isObject(value)) return undefined;
    const src = verdicts.get(value)?.attributes.src;
    if (typeof src !== "string") return undefined;
    const out = rebuild(layoutAssetSchema.shape, value, { name: plainText });
    return { ...out, src };
  };

  return rebuild(layoutProjectDataSchema.shape, project, {
    pages: (value) => list(value, page),
    styles: (value) => list(value, rule),
    assets: (value) => list(value, asset),
    symbols: (value) => list(value, component),
    dataSources: (value) => (Array.isArray(value) ? [] : undefined),
  });
}

/**
 * The project rebuilt from the allow-list, every element, attribute, url, html and css value
 * cleaned by the layout sanitizer; throws ProjectSanitizeError when it cannot be read (too deep).
 */
export function sanitizeLayoutProject(layout: LayoutProject): {
  version: LayoutProject["version"];
  project: LayoutProjectData;
} {
  const source = layout.project as Json;
  const project = rebuildProject(source, judgeElements(source));
  // the rebuilt project is checked against the allow-list once more: a miss here is a bug of ours,
  // and nothing is stored rather than something unchecked. Zod's copy has the keys in the schema's
  // order: one content, one stored text.
  const parsed = layoutProjectDataSchema.safeParse(project);
  if (!parsed.success) throw new ProjectSanitizeError("admin.projectNotAllowed");
  return { version: layout.version, project: parsed.data };
}
