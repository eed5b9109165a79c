// Bytes of JavaScript (gzip) a visitor downloads on a page (DESIGN.md §8): every script the
// browser asks for while the page loads and becomes interactive, measured in Debian's Chromium.
// The baseline is the framework's own share (React and React Router: the entry module and its
// imports in the route manifest), so the ratio shows what the storefront adds to it.
// Standalone: `tsx bench/visitor-js.ts http://localhost:3000/`.
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

export interface JsBytes {
  /** gzip bytes of every script of the page. */
  total: number;
  scripts: number;
  /** gzip bytes of the framework's entry and its imports. */
  framework: number;
}

const chromeFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function visitorJsBytes(url: string): Promise<JsBytes> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromeFlags,
  });
  try {
    const page = await browser.newPage();
    const sizes = new Map<string, Promise<number>>();
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script" || !response.ok()) return;
      const path = new URL(response.url()).pathname;
      sizes.set(
        path,
        response.body().then((body) => gzipSync(body).length),
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
    for (const [path, size] of sizes) bytes.set(path, await size);
    const total = [...bytes.values()].reduce((a, b) => a + b, 0);
    const framework = entry.reduce((sum, path) => sum + (bytes.get(path) ?? 0), 0);
    return { total, scripts: bytes.size, framework };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? "http://localhost:3000/";
  const { total, scripts, framework } = await visitorJsBytes(url);
  console.log(
    `${url}: ${(total / 1024).toFixed(1)} KB gzip in ${scripts} scripts; framework ${(framework / 1024).toFixed(1)} KB; ratio ${(total / framework).toFixed(2)}×`,
  );
}
