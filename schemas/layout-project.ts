import { z } from "zod";

// The allow-list of a stored layout project (issue 11, docs/decisions/080): every key that our
// blocks (editor/layout/blocks.ts) and GrapesJS 0.22's `editor.getProjectData()` produce, at every
// level, and nothing else. Strict objects: a key outside this list fails the parse. The server
// rebuilds each project from these shapes (src/server/modules/admin/project-sanitize.ts), passing
// every attribute, url, html and css value through the layout sanitizer on the way; the shapes
// here only say what may exist, the sanitizer says what is safe.

/** Component types our editor produces (GrapesJS types of the html it parses: no script, svg, map…). */
export const layoutComponentTypes = [
  "default",
  "text",
  "textnode",
  "image",
  "link",
  "video",
  "label",
  "table",
  "row",
  "cell",
  "thead",
  "tbody",
  "tfoot",
] as const;
export type LayoutComponentType = (typeof layoutComponentTypes)[number];

/**
 * Video players GrapesJS builds: "so" an html5 `<video>`, "ytnc" YouTube's no-cookie player, "vi"
 * Vimeo's, the hosts the sanitizer lets through (allowedEmbeds). "yt" (youtube.com) is not one.
 */
export const layoutVideoProviders = ["so", "ytnc", "vi"] as const;

/** The at-rules a style rule may sit in. */
export const layoutAtRuleTypes = [
  "media",
  "font-face",
  "keyframes",
  "supports",
  "container",
  "layer",
  "page",
] as const;

/** Ids GrapesJS makes for pages, frames and components (`i3k9`, `i3k9-2`, random page ids). */
const grapesId = z.string().regex(/^[\w-]{1,100}$/);
/** A name shown by the editor: plain text, no markup (GrapesJS writes some names as html). */
const plainText = z
  .string()
  .max(500)
  .regex(/^[^<>]*$/);
/** A class name: anything CSS allows but spaces, quotes, markup and braces. */
const className = z.string().regex(/^[^\s"'`<>{}\\]{1,200}$/);
/** A CSS property name, vendor-prefixed and custom ones (`--vs-primary-color`) included. */
const cssProperty = z.string().regex(/^-{0,2}[a-zA-Z][\w-]{0,99}$/);
const cleanCss = (value: string) => !/[{}]|<\/|javascript\s*:|expression\s*\(|@import/i.test(value);
/** A declaration value: no brace (it would end the rule), nothing the css sanitizer removes. */
const cssValue = z.string().max(20_000).refine(cleanCss);
/** A media query, a state (`hover`), an added selector: one css fragment, no declaration. */
const cssFragment = z
  .string()
  .max(2_000)
  .refine((value) => cleanCss(value) && !value.includes(";"));
/** An html attribute name, as the html parser accepts one. */
const attributeName = z.string().regex(/^[a-zA-Z_:][\w:.-]{0,99}$/);
/** GrapesJS flags are booleans, a few of them 0 and 1 (image: `droppable: 0`, `editable: 1`). */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]);
/** `draggable` and `droppable`: a flag, or a css selector of where the component may go. */
const placement = z.union([flag, cssFragment]);

export const layoutSelectorSchema = z.union([
  className,
  z.strictObject({
    name: className,
    label: plainText.optional(),
    type: z.number().int().optional(),
    active: z.boolean().optional(),
    private: flag.optional(),
    protected: z.boolean().optional(),
  }),
]);

/** Style declarations: property → value, as GrapesJS keeps them (`{ color: "red" }`). */
export const layoutStyleSchema = z.record(cssProperty, cssValue);

const resizableSchema = z.union([
  z.boolean(),
  z.strictObject({
    ratioDefault: flag.optional(),
    tl: flag.optional(),
    tc: flag.optional(),
    tr: flag.optional(),
    cl: flag.optional(),
    cr: flag.optional(),
    bl: flag.optional(),
    bc: flag.optional(),
    br: flag.optional(),
    minDim: z.number().optional(),
    maxDim: z.number().optional(),
    step: z.number().optional(),
    currentUnit: flag.optional(),
    keepAutoHeight: flag.optional(),
    keepAutoWidth: flag.optional(),
    unitWidth: z
      .string()
      .regex(/^[a-z%]{0,5}$/)
      .optional(),
    unitHeight: z
      .string()
      .regex(/^[a-z%]{0,5}$/)
      .optional(),
  }),
]);

/** A text node: text, which GrapesJS writes with textContent and escapes in the html. */
export const layoutTextNodeSchema = z.strictObject({ type: z.literal("textnode"), content: z.string() });
export type LayoutTextNode = z.infer<typeof layoutTextNodeSchema>;

/**
 * One element at any depth. Its html (`content`, string `components`) is layout html, its
 * attributes passed the layout sanitizer as attributes of its tag; what runs code in GrapesJS
 * (`script`, `script-export`, `icon`, `traits`, the player urls `ytUrl`…) is not in the list.
 */
export const layoutComponentSchema = z.strictObject({
  type: z.enum(layoutComponentTypes).exclude(["textnode"]).optional(),
  tagName: z
    .string()
    .regex(/^[a-z][a-z0-9]{0,30}$/)
    .optional(),
  attributes: z.record(attributeName, z.union([z.string(), z.number(), z.boolean()])).optional(),
  classes: z.array(layoutSelectorSchema).optional(),
  get components() {
    return z
      .union([z.string(), z.array(z.union([z.string(), layoutTextNodeSchema, layoutComponentSchema]))])
      .optional();
  },
  /** Layout html, shown when the element has no components. */
  content: z.string().optional(),
  name: plainText.optional(),
  style: layoutStyleSchema.optional(),
  void: flag.optional(),
  editable: flag.optional(),
  removable: flag.optional(),
  draggable: placement.optional(),
  droppable: placement.optional(),
  copyable: flag.optional(),
  selectable: flag.optional(),
  hoverable: flag.optional(),
  highlightable: flag.optional(),
  layerable: flag.optional(),
  badgable: flag.optional(),
  locked: flag.optional(),
  stylable: z.union([z.boolean(), z.array(cssProperty)]).optional(),
  unstylable: z.array(cssProperty).optional(),
  resizable: resizableSchema.optional(),
  // symbols: the main component and its instances refer to each other by id
  __symbol: grapesId.optional(),
  __symbols: z.array(grapesId).optional(),
  __symbolOvrd: z.union([z.boolean(), z.array(z.string().regex(/^[\w-]{1,100}$/))]).optional(),
  // video: GrapesJS builds the player's url from these (on a fixed host per provider)
  provider: z.enum(layoutVideoProviders).optional(),
  videoId: grapesId.optional(),
  list: z
    .string()
    .regex(/^[\w-]{0,100}$/)
    .optional(),
  color: z
    .string()
    .regex(/^[0-9a-fA-F]{0,8}$/)
    .optional(),
  autoplay: flag.optional(),
  loop: flag.optional(),
  controls: flag.optional(),
  muted: flag.optional(),
  rel: flag.optional(),
  modestbranding: flag.optional(),
  sources: z.tuple([]).optional(),
});
export type LayoutComponent = z.infer<typeof layoutComponentSchema>;

/** The root of a frame: GrapesJS's `body`, with its empty `head` and `html` element. */
export const layoutWrapperSchema = layoutComponentSchema.extend({
  type: z.literal("wrapper"),
  head: z.strictObject({ type: z.literal("head") }).optional(),
  docEl: z.strictObject({ tagName: z.literal("html") }).optional(),
});
export type LayoutWrapper = z.infer<typeof layoutWrapperSchema>;

export const layoutStyleRuleSchema = z.strictObject({
  selectors: z.array(layoutSelectorSchema).optional(),
  selectorsAdd: cssFragment.optional(),
  style: layoutStyleSchema.optional(),
  mediaText: cssFragment.optional(),
  state: cssFragment.optional(),
  atRuleType: z.enum(layoutAtRuleTypes).optional(),
  /** Written by `editor.Css.setRule("@media …")` beside atRuleType. */
  atRule: z.enum(layoutAtRuleTypes).optional(),
  singleAtRule: z.boolean().optional(),
  important: z.union([z.boolean(), z.array(cssProperty)]).optional(),
  group: z
    .string()
    .regex(/^[\w:.-]{0,100}$/)
    .optional(),
  shallow: z.boolean().optional(),
  stylable: z.union([z.boolean(), z.array(cssProperty)]).optional(),
});
export type LayoutStyleRule = z.infer<typeof layoutStyleRuleSchema>;

/** An image of the asset manager; its `src` passed the sanitizer as an `<img>` src. */
export const layoutAssetSchema = z.strictObject({
  type: z.literal("image").optional(),
  src: z.string().max(10_000),
  name: plainText.optional(),
  unitDim: z
    .string()
    .regex(/^[a-z%]{0,5}$/)
    .optional(),
  width: z.number().optional(),
  height: z.number().optional(),
});

export const layoutFrameSchema = z.strictObject({
  id: grapesId.optional(),
  component: layoutWrapperSchema.optional(),
});

export const layoutPageSchema = z.strictObject({
  id: grapesId.optional(),
  name: plainText.optional(),
  frames: z.array(layoutFrameSchema).optional(),
});

/** A stored GrapesJS project: `editor.getProjectData()` as our editor makes it, cleaned. */
export const layoutProjectDataSchema = z.strictObject({
  pages: z.array(layoutPageSchema),
  styles: z.array(layoutStyleRuleSchema).optional(),
  assets: z.array(layoutAssetSchema).optional(),
  symbols: z.array(layoutComponentSchema).optional(),
  /** Our editor uses no data source (their values are shown as html): always empty. */
  dataSources: z.tuple([]).optional(),
});
export type LayoutProjectData = z.infer<typeof layoutProjectDataSchema>;
