import { createHash } from "node:crypto";

/** Whitespace-insensitive form of a layout's html, so that formatting alone never changes its hash. */
export function normalizeLayoutHtml(html: string): string {
  return html.replace(/\s+/g, " ").replace(/>\s+</g, "><").trim();
}

/** DESIGN.md §4: the SHA-256 of the normalized html, hex-encoded. */
export function layoutHash(html: string): string {
  return createHash("sha256").update(normalizeLayoutHtml(html)).digest("hex");
}
