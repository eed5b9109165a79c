// The GrapesJS configuration of the layout editor: French, offline (icons self-hosted, no
// telemetry, no storage of its own), the site's theme inside the canvas, our blocks, devices and
// style sectors.
import type { EditorConfig } from "grapesjs";
import fr from "grapesjs/locale/fr.mjs";
import type { LayoutBlock } from "./blocks";
import { editorDevices } from "./devices";
import { otherFontFamilies, themeFontTokens } from "./theme-tokens";

export interface CanvasTheme {
  /** Font Awesome, self-hosted (themes/icons.css, imported with ?url by the storefront's head). */
  iconsStylesheet: string;
  /** The site's stylesheets, as the live page links them (Tailwind entry, blocks, fonts, icons). */
  stylesheets: string[];
  /** The theme engine's `:root{…}` of the site (the live page's `<style id="vs-theme">`). */
  themeCss: string;
}

export interface EditorContent {
  /** The GrapesJS project (the source of truth), or null to start from the stored html. */
  project: Record<string, unknown> | null;
  html: string;
  css: string;
}

export function styleSectors() {
  return [
    {
      id: "typography",
      name: "Texte",
      open: true,
      properties: [
        {
          extend: "font-family",
          options: [
            ...themeFontTokens.map((t) => ({ id: t.value, label: t.label })),
            ...otherFontFamilies.map((f) => ({ id: f.value, label: f.label })),
          ],
        },
        "font-size",
        "font-weight",
        "color",
        "line-height",
        "letter-spacing",
        "text-align",
      ],
    },
    {
      id: "decorations",
      name: "Fond et bordure",
      open: false,
      properties: ["background-color", "border-radius", "border"],
    },
    { id: "dimension", name: "Dimensions", open: false, properties: ["width", "max-width", "min-height"] },
    { id: "spacing", name: "Espacements", open: false, properties: ["margin", "padding"] },
    {
      id: "flex",
      name: "Disposition",
      open: false,
      properties: [
        "display",
        "flex-direction",
        "justify-content",
        "align-items",
        {
          property: "gap",
          type: "number",
          label: "Espace entre les éléments",
          units: ["px", "rem", "em", "%"],
          default: "0",
        },
      ],
    },
  ];
}

export function editorConfig(options: {
  content: EditorContent;
  theme: CanvasTheme;
  blocks: LayoutBlock[];
  images: readonly { src: string; alt: string }[];
  /** Files dropped or chosen in the asset manager: sent to the site's media library. */
  uploadFiles?: (files: File[]) => void;
}): EditorConfig {
  const { content, theme, blocks, images, uploadFiles } = options;
  return {
    height: "100%",
    // nothing leaves the site: no telemetry, icons from our own stylesheet, no local storage
    telemetry: false,
    cssIcons: theme.iconsStylesheet,
    storageManager: false,
    noticeOnUnload: false,
    i18n: { locale: "fr", detectLocale: false, localeFallback: "fr", messages: { fr } },
    ...(content.project
      ? { projectData: content.project }
      : { components: content.html, style: content.css }),
    // styles go to the selected element, not to shared classes: a change stays in this layout
    selectorManager: { componentFirst: true },
    deviceManager: { devices: editorDevices.map((d) => ({ ...d })) },
    undoManager: { trackSelection: false },
    canvas: { styles: theme.stylesheets, scripts: [] },
    // the canvas is the site: same variables, stylesheets and background as the live page
    protectedCss: `${theme.themeCss}\n* { box-sizing: border-box; } body { margin: 0; background: var(--vs-background-color); }`,
    blockManager: {
      blocks: blocks.map((b) => ({
        id: b.id,
        label: b.label,
        category: b.category,
        media: `<i class="fa-solid ${b.icon}"></i>`,
        content: b.content,
        select: true,
      })),
    },
    styleManager: { sectors: styleSectors() },
    assetManager: {
      assets: images.map((i) => ({ src: i.src, name: i.alt })),
      // no upload address of GrapesJS's own: the files go to the media library (checked,
      // stripped, made into variants), through our client
      upload: false,
      ...(uploadFiles
        ? {
            disableUpload: false,
            uploadFile: (event: DragEvent) => {
              // a drop carries its files; the asset manager's file input, its own
              const picked = event.dataTransfer?.files ?? (event.target as HTMLInputElement | null)?.files;
              uploadFiles([...(picked ?? [])]);
              return undefined;
            },
          }
        : {}),
    },
    parser: { optionsHtml: { allowScripts: false, allowUnsafeAttr: false, allowUnsafeAttrValue: false } },
  };
}
