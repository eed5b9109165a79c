/**
 * The browser's half of the SVG icons (docs/decisions/118): the page came with the rules of the
 * icons its HTML uses (<style id="vs-icons">, written by the server); a screen built in the browser
 * (a toast, a dialog, another route, the back-office, the editor) may bring others. This watches
 * the document and, for an icon it has no rule for, adds one whose mask is the icon's SVG on the
 * server (`data-icon-base`, an immutable, versioned route): each icon is fetched once, when shown.
 */
import { iconCssRule, iconKeyOf, iconRefsOfClass } from "../runtime/theme/icon-refs";

const selector = '[class*="fa-"]';

/** Starts watching; returns the function that stops it. Nothing happens without the page's style. */
export function watchIcons(doc: Document = document): () => void {
  const pageStyle = doc.getElementById("vs-icons");
  const base = pageStyle?.getAttribute("data-icon-base");
  if (!pageStyle || !base) return () => {};
  const known = new Set((pageStyle.getAttribute("data-icons") ?? "").split(" ").filter(Boolean));
  const added = doc.createElement("style");
  added.id = "vs-icons-added";
  doc.head.append(added);

  const addIconsOf = (element: Element) => {
    const value = element.getAttribute("class");
    if (!value) return;
    for (const ref of iconRefsOfClass(value)) {
      const key = iconKeyOf(ref);
      if (known.has(key)) continue;
      known.add(key);
      added.append(iconCssRule(ref, `${base}${key}.svg`));
    }
  };
  const scan = (root: Element) => {
    if (root.matches(selector)) addIconsOf(root);
    for (const element of root.querySelectorAll(selector)) addIconsOf(element);
  };
  scan(doc.documentElement);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "attributes") {
        if (record.target instanceof Element) addIconsOf(record.target);
        continue;
      }
      for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    }
  });
  observer.observe(doc.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["class"],
  });
  return () => observer.disconnect();
}
