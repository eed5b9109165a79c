// The platform's own plain pages, answered before any site (issue 19 §4: an unknown host): no
// site's name, logo or data, no script, no font or image to fetch, French, readable without CSS,
// and kept out of search engines. The page's inline style passes the static pages' policy.
import { escapeHtml } from "../mail/layout";

const STYLE =
  "*{box-sizing:border-box}html{color-scheme:light}" +
  "body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1.5rem;" +
  "font:1rem/1.55 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2933;background:#f4f1ec}" +
  "main{max-width:34rem;background:#fff;border-radius:.75rem;padding:2rem 2.25rem;box-shadow:0 1px 3px #0002}" +
  "h1{font-size:1.5rem;line-height:1.25;margin:0 0 .75rem;color:#3d1f2b}" +
  "p{margin:.5rem 0}.hint{color:#4a5560;font-size:.95rem}";

/** A site's own look on its under-construction page: colours the settings registry validated. */
export interface PageLook {
  /** Around the card (the site's primary colour). */
  backdrop: string;
  /** The card, its text and its heading: the site's page background, text and heading colours. */
  card: string;
  text: string;
  heading: string;
  logo?: { src: string; alt: string } | null;
}

const colour = /^#[0-9a-f]{3,8}$/i;

/** The look's rules; a value that is not a plain hex colour is dropped (the platform's stays). */
function lookStyle(look: PageLook): string {
  const rule = (selector: string, property: string, value: string) =>
    colour.test(value) ? `${selector}{${property}:${value}}` : "";
  return (
    rule("body", "background", look.backdrop) +
    rule("main", "background", look.card) +
    rule("main,.hint", "color", look.text) +
    rule("h1", "color", look.heading) +
    ".logo{display:block;max-width:100%;max-height:6rem;width:auto;height:auto;margin:0 auto 1.25rem}"
  );
}

export interface NeutralPage {
  /** The document's title, and its heading unless `heading` says otherwise. */
  title: string;
  heading?: string;
  text: string;
  hint?: string;
  lang?: string;
  /** A site's look (its under-construction page); the platform's own pages have none. */
  look?: PageLook;
}

export function neutralPage({ title, heading = title, text, hint, lang = "fr", look }: NeutralPage): string {
  const logo = look?.logo
    ? `<img class="logo" src="${escapeHtml(look.logo.src)}" alt="${escapeHtml(look.logo.alt)}">`
    : "";
  return (
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex, nofollow">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}${look ? lookStyle(look) : ""}</style></head>` +
    `<body><main>${logo}<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>` +
    `${hint ? `<p class="hint">${escapeHtml(hint)}</p>` : ""}</main></body></html>`
  );
}
