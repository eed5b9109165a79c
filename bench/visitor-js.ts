// Bytes of JavaScript (gzip) a visitor downloads on a page (DESIGN.md §8): every script the
// browser asks for while the page loads and becomes interactive, measured in Debian's Chromium.
// The baseline is the framework's own share (React and React Router: the entry module and its
// imports in the route manifest), so the ratio shows what the storefront adds to it.
// Standalone: `tsx bench/visitor-js.ts http://localhost:3000/`.
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { findBrowser } from "../tests/support/browser";

export interface JsBytes {
  /** gzip bytes of every script of the page. */
  total: number;
  scripts: number;
  /** gzip bytes of the framework's entry and its imports. */
  framework: number;
  /**
   * gzip bytes of admin code among them: editor chunks, or any script carrying GrapesJS or the
   * overlay's marker (as the e2e test checks). 0 for a visitor (issue 8 §1).
   */
  editor: number;
}

/** A chunk of the admin tools: vite.config.ts names every chunk holding editor/ or GrapesJS code so. */
export const isEditorChunk = (pathname: string) => /\/assets\/editor-[^/]*\.js$/.test(pathname);
const adminCode = /grapesjs|data-vs-admin-overlay/;

const chromeFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Debian's Chromium, headless, with the flags of the e2e tests. */
export function launchChromium() {
  return chromium.launch({
    executablePath: findBrowser() ?? undefined,
    args: chromeFlags,
  });
}

export async function visitorJsBytes(url: string): Promise<JsBytes> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const sizes = new Map<string, Promise<{ size: number; admin: boolean }>>();
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script" || !response.ok()) return;
      const path = new URL(response.url()).pathname;
      sizes.set(
        path,
        response.body().then((body) => ({
          size: gzipSync(body).length,
          admin: isEditorChunk(path) || adminCode.test(body.toString("utf8")),
        })),
      );
    });
    await page.goto(url, { waitUntil: "load" });
    // the layout is interactive: everything a first visit needs has been asked for
    await page.locator("html[data-vs-ready]").waitFor({ state: "attached" });
    const entry = await page.evaluate(() => {
      const manifest = (
        window as unknown as { __reactRouterManifest?: { entry: { module: string; imports: string[] } } }
      ).__reactRouterManifest;
      return manifest ? [manifest.entry.module, ...manifest.entry.imports] : [];
    });
    const bytes = new Map<string, number>();
    let editor = 0;
    for (const [path, script] of sizes) {
      const { size, admin } = await script;
      bytes.set(path, size);
      if (admin) editor += size;
    }
    const total = [...bytes.values()].reduce((a, b) => a + b, 0);
    const framework = entry.reduce((sum, path) => sum + (bytes.get(path) ?? 0), 0);
    return { total, scripts: bytes.size, framework, editor };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? "http://localhost:3000/";
  const { total, scripts, framework, editor } = await visitorJsBytes(url);
  console.log(
    `${url}: ${(total / 1024).toFixed(1)} KB gzip in ${scripts} scripts; framework ${(framework / 1024).toFixed(1)} KB; ratio ${(total / framework).toFixed(2)}×; editor ${editor} B`,
  );
}
