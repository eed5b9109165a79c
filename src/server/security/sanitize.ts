// Server-side sanitizing with DOMPurify over one jsdom window, created once. Stored HTML is
// sanitized when written (seed, editor saves), never on every view (STACK.md: it costs a third
// of SSR throughput).
//
// jsdom holds about 100 MB once loaded, and a process that only serves visitors never sanitizes:
// it is loaded on the first sanitizing call (issue 16 §8), synchronously, through require.
import { createRequire } from "node:module";
import type createDOMPurifyType from "dompurify";
import type { JSDOM as JSDOMType } from "jsdom";

type Purify = ReturnType<typeof createDOMPurifyType>;
interface Engine {
  window: JSDOMType["window"];
  purify: Purify;
  layoutPurify: Purify;
}
let loaded: Engine | undefined;

/** The jsdom window and the two DOMPurify instances, made on first use. */
function engine(): Engine {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const { JSDOM } = require("jsdom") as { JSDOM: typeof JSDOMType };
  const createDOMPurify = require("dompurify") as typeof createDOMPurifyType;
  const { window } = new JSDOM("");
  const make = () => createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  const purify = make();
  const layoutPurify = make();
  addHtmlHooks(purify);
  addLayoutHooks(layoutPurify);
  loaded = { window, purify, layoutPurify };
  return loaded;
}

function addHtmlHooks(purify: Purify) {
  // Links that open a new tab must not hand the opener to the target page.
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A" && node.getAttribute("target") === "_blank") {
      node.setAttribute("rel", "noopener noreferrer");
    }
    // A popup's buttons (`data-modal-close`, spec §2 modal container) are plain buttons: with no
    // form allowed and type forced to "button", they can submit nothing anywhere.
    if (node.tagName === "BUTTON") node.setAttribute("type", "button");
  });
}

/** Rich HTML from owners and editors: no script, no event handler, no javascript: URL. */
export function sanitizeHtml(html: string): string {
  return engine().purify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ["target"],
    FORBID_TAGS: ["style", "form", "input", "textarea", "select"],
    FORBID_ATTR: ["style"],
  });
}

/** An SVG image to inline: SVG elements only, no script, no foreignObject, no handler. */
export function sanitizeSvg(svg: string): string {
  return engine().purify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true } });
}

/** Visitor text shown as plain text (reviews): every tag removed, the words kept, spaces tidied. */
export function sanitizePlainText(text: string): string {
  const { purify, window } = engine();
  const clean = purify.sanitize(text, { ALLOWED_TAGS: [], ALLOWED_ATTR: [], KEEP_CONTENT: true });
  // DOMPurify returns HTML: its entities are turned back into the characters they stand for
  const decoded =
    new window.DOMParser().parseFromString(`<p>${clean}</p>`, "text/html").body.textContent ?? "";
  return decoded.replace(/\s+/g, " ").trim();
}

/** The elements that make one line of a legal text: hidden whole when a mention in them is unset. */
const lineTags = "li, p, tr, dt, dd, h1, h2, h3, h4, h5, h6, blockquote";

/**
 * Sanitized HTML whose `mark`s stand for unset legal mentions (issue 15 §7), settled for its reader:
 * a visitor never sees the line that holds one (its closest li, p, tr… goes); an admin sees
 * "à compléter" there, marked. An attribute holding one (a mailto: with no address) hides its line
 * from visitors and is dropped for admins.
 */
export function settleUnsetMarks(html: string, mark: string, reader: "visitor" | "admin"): string {
  if (!html.includes(mark)) return html;
  const { window } = engine();
  const doc = new window.DOMParser().parseFromString(`<!doctype html><body>${html}`, "text/html");
  for (const element of doc.body.querySelectorAll("*")) {
    if (!element.isConnected) continue;
    for (const attribute of [...element.attributes]) {
      if (!attribute.value.includes(mark)) continue;
      if (reader === "visitor") {
        (element.closest(lineTags) ?? element).remove();
        break;
      }
      element.removeAttribute(attribute.name);
    }
  }
  const texts: Text[] = [];
  const walker = doc.createTreeWalker(doc.body, window.NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node as Text).data.includes(mark)) texts.push(node as Text);
  }
  for (const text of texts) {
    if (!text.isConnected) continue;
    if (reader === "visitor") {
      const line = text.parentElement?.closest(lineTags);
      if (line && line !== doc.body) line.remove();
      else text.data = text.data.replaceAll(mark, "");
      continue;
    }
    const parts = text.data.split(mark);
    const pieces: Node[] = [];
    parts.forEach((part, i) => {
      if (i > 0) {
        const todo = doc.createElement("mark");
        todo.className = "vs-unset";
        todo.textContent = "à compléter";
        pieces.push(todo);
      }
      if (part) pieces.push(doc.createTextNode(part));
    });
    text.replaceWith(...pieces);
  }
  return doc.body.innerHTML;
}

// ---------------------------------------------------------------------------------------------
// Page layouts written by the layout editor (DESIGN.md §4): sanitized on the server when saved,
// whatever the editor sent, so that an ADMIN cannot inject script through a layout.

/**
 * The only frames a layout may hold: video players, on their embed paths, over https. The
 * "nocookie" YouTube host sets no tracking cookie before the visitor plays the video.
 */
export const allowedEmbeds: readonly { host: string; path: string }[] = Object.freeze([
  { host: "www.youtube-nocookie.com", path: "/embed/" },
  { host: "youtube-nocookie.com", path: "/embed/" },
  { host: "player.vimeo.com", path: "/video/" },
]);

/** An iframe src we let through: https, an allowed video host, its embed path. */
export function isAllowedEmbed(src: string | null): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    if (url.protocol !== "https:" || url.username || url.password || url.port) return false;
    return allowedEmbeds.some((e) => url.hostname === e.host && url.pathname.startsWith(e.path));
  } catch {
    return false;
  }
}

function addLayoutHooks(layoutPurify: Purify) {
  layoutPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A" && node.getAttribute("target") === "_blank") {
      node.setAttribute("rel", "noopener noreferrer");
    }
    if (node.tagName === "IFRAME") {
      if (!isAllowedEmbed(node.getAttribute("src"))) {
        node.remove();
        return;
      }
      // the player runs in its own origin, with no access to ours and no top-level navigation
      node.setAttribute("sandbox", "allow-scripts allow-same-origin allow-presentation allow-popups");
      node.setAttribute("referrerpolicy", "strict-origin-when-cross-origin");
      node.setAttribute("loading", "lazy");
    }
  });

  // a popup's buttons (sanitizePopupHtml) never submit: see addHtmlHooks
  layoutPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "BUTTON") node.setAttribute("type", "button");
  });

  // GrapesJS reads `data-gjs-*` attributes of the html it parses as component properties
  // (`data-gjs-script` becomes a script that runs in the editor's canvas): a layout carries none.
  layoutPurify.addHook("uponSanitizeAttribute", (_node, data) => {
    if (data.attrName.toLowerCase().startsWith("data-gjs-")) data.keepAttr = false;
  });
}

const layoutHtmlConfig = {
  USE_PROFILES: { html: true },
  ADD_TAGS: ["iframe"],
  ADD_ATTR: ["target", "allow", "allowfullscreen", "frameborder", "loading", "referrerpolicy"],
  FORBID_TAGS: [
    "style",
    "form",
    "input",
    "button",
    "textarea",
    "select",
    "option",
    "object",
    "embed",
    "base",
    "link",
    "meta",
    "frame",
    "frameset",
    "portal",
  ],
  FORBID_ATTR: ["style", "srcdoc", "formaction", "action", "ping"],
};

/**
 * A layout's html: the rich-text profile plus iframes of allowed video players (allowedEmbeds),
 * `data-*` hooks (gallery, teasers, forms…) and ids (the layout's css targets them). No script,
 * no event handler, no javascript: URL, no form control, no style element or attribute.
 */
export function sanitizeLayoutHtml(html: string): string {
  return engine().layoutPurify.sanitize(html, layoutHtmlConfig);
}

const popupHtmlConfig = {
  ...layoutHtmlConfig,
  FORBID_TAGS: layoutHtmlConfig.FORBID_TAGS.filter((tag) => tag !== "button"),
};

/**
 * A popup's html: the layout's rules plus its buttons (an age question's « J'ai 18 ans ou plus,
 * entrer » closes the popup through `data-modal-close`, spec §2 modal container). With no form
 * allowed and their type forced to "button", they can submit nothing anywhere.
 */
export function sanitizePopupHtml(html: string): string {
  return engine().layoutPurify.sanitize(html, popupHtmlConfig);
}

/**
 * The same rules as sanitizeLayoutHtml, answering the cleaned nodes instead of their html: the
 * layout project's sanitizer (modules/admin/project-sanitize.ts) reads back which elements and
 * attributes of a component tree survived, so that the project and the html obey one rule set.
 */
export function sanitizeLayoutFragment(html: string): DocumentFragment {
  return engine().layoutPurify.sanitize(html, { ...layoutHtmlConfig, RETURN_DOM_FRAGMENT: true });
}

/**
 * A layout's css. CSS runs no script in the browsers we serve, but it can fetch (`@import`) and
 * old engines ran `expression()` and bindings; "</" could end the <style> element it sits in.
 */
export function sanitizeLayoutCss(css: string): string {
  // until nothing changes: removing "javascript:" from "javajavascript:script:" makes another one
  let clean = css;
  for (let previous = ""; previous !== clean; ) {
    previous = clean;
    clean = clean
      .replace(/\0/g, "")
      .replace(/@import[^;]*;?/gi, "")
      .replace(/expression\s*\(/gi, "(")
      .replace(/(?:-moz-binding|behavior)\s*:[^;}]*/gi, "")
      .replace(/javascript\s*:/gi, "")
      .replace(/<\//g, "<\\/");
  }
  return clean.trim();
}
