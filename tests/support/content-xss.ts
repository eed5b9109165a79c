// The XSS corpus as the content the owner writes receives it (issue 14 §8): blog articles and news
// now, popups and form labels next. Each entry is one payload of tests/fixtures/xss-corpus.ts (the
// attack suite's corpus, reused, not copied): `text` for the plain-text fields (title, excerpt,
// SEO title and description, author, tags, a label), `html` for the rich text. `vectorsIn` and
// `markupIn` say what a stored value still holds that could run or render as markup.
import { JSDOM, VirtualConsole } from "jsdom";
import { scriptVectorsIn, type XssPayload, xssPayloads } from "../fixtures/xss-corpus";

export interface ContentXssField {
  id: number;
  text: string;
  html: string;
  vectorsIn: (html: string) => string[];
}

/** The html payloads (each carries a script vector as written) and the attribute breaks. */
export function contentXssPayloads(): XssPayload[] {
  return [...xssPayloads.html, ...xssPayloads.attribute];
}

export function contentXssFields(): ContentXssField[] {
  return contentXssPayloads().map((p) => ({
    id: p.id,
    text: p.text,
    html: p.text,
    vectorsIn: scriptVectorsIn,
  }));
}

/** The elements a stored plain text would make if some screen printed it as html (none, if clean). */
export function markupIn(text: string): string[] {
  const { document } = new JSDOM(`<!doctype html><body>${text}</body>`, {
    virtualConsole: new VirtualConsole(),
  }).window;
  return [...document.body.querySelectorAll("*")].map((el) => `<${el.tagName.toLowerCase()}>`);
}
