// What the layout editor costs an admin (issue 8 §8), measured in Debian's Chromium: the gzip bytes
// of the editor chunks the browser fetches from the click on "Modifier" to a ready GrapesJS, and
// the time that takes, beside the time the same admin waits for the same page to load and hydrate
// (the baseline, measured in the same run and browser). Each run is a fresh browser context: a
// first "Modifier" of the day, with nothing cached. The admin is the seeded demo ADMIN of site 1,
// logged in through POST /api/login as a person would be.
// Standalone: `tsx bench/editor.ts http://127.0.0.1:3000/` (a server with the demo sites).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { BrowserContext } from "playwright-core";
import { demoAccounts } from "../src/server/db/seed/content/accounts";
import { isEditorChunk, launchChromium } from "./visitor-js";

const root = path.resolve(import.meta.dirname, "..");

export interface EditorFigures {
  /** gzip bytes of the editor chunks fetched from the click to a ready editor (median run). */
  openBytes: number;
  openScripts: number;
  /** gzip bytes of every editor chunk of the build (layout, settings and pages screens). */
  buildBytes: number;
  buildChunks: number;
  /** median ms from the click on "Modifier la section 1" to `data-editor-ready="true"`. */
  openMs: number;
  /** median ms from the navigation to the hydrated page (`html[data-vs-ready]`), same admin. */
  pageMs: number;
  runs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** The editor chunks of the client build (vite.config.ts names them `editor-…`), gzip. */
export function builtEditorBytes(): { bytes: number; chunks: number } {
  const assets = path.join(root, "build/client/assets");
  const chunks = readdirSync(assets).filter((f) => isEditorChunk(`/assets/${f}`));
  const bytes = chunks.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(assets, f))).length, 0);
  return { bytes, chunks: chunks.length };
}

/** A session token of the demo `role` of `idSite` on the server at `origin`, logged in as a person is. */
export async function demoToken(
  origin: string,
  idSite: 1 | 2 = 1,
  role: "ADMIN" | "CUSTOMER" = "ADMIN",
): Promise<string> {
  const admin = demoAccounts.find((a) => a.siteId === idSite && a.role === role);
  if (!admin) throw new Error(`no demo ${role} on site ${idSite}`);
  const response = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: { idSite: String(idSite), "Content-Type": "application/json" },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const body = (await response.json()) as { success: boolean; data?: { token?: string } };
  if (!response.ok || !body.data?.token) throw new Error(`login of the demo ${role}: ${response.status}`);
  return body.data.token;
}

/** One first "Modifier" in a fresh context: nothing cached. */
async function measure(context: BrowserContext, url: string, token: string) {
  await context.addCookies([{ name: "token", value: token, url: new URL(url).origin }]);
  const page = await context.newPage();
  // every editor chunk of the visit: the overlay (fetched once the role is known, to show the
  // control) and what the click on "Modifier" asks for (the layout editor and GrapesJS)
  const sizes = new Map<string, Promise<number>>();
  page.on("response", (response) => {
    const pathname = new URL(response.url()).pathname;
    if (response.request().resourceType() !== "script" || !isEditorChunk(pathname)) return;
    sizes.set(
      pathname,
      response.body().then((body) => gzipSync(body).length),
    );
  });
  const loadStart = performance.now();
  await page.goto(url, { waitUntil: "commit" });
  await page.locator("html[data-vs-ready]").waitFor({ state: "attached" });
  const pageMs = performance.now() - loadStart;
  const edit = page.getByRole("button", { name: "Modifier la section 1" });
  await edit.waitFor({ state: "visible" });
  const clickStart = performance.now();
  await edit.click();
  await page
    .locator('[role="dialog"][data-editor-ready="true"]')
    .waitFor({ state: "attached", timeout: 60_000 });
  const openMs = performance.now() - clickStart;
  let bytes = 0;
  for (const size of sizes.values()) bytes += await size;
  return { pageMs, openMs, bytes, scripts: sizes.size };
}

export async function editorFigures(url: string, runs = 3): Promise<EditorFigures> {
  const token = await demoToken(new URL(url).origin);
  const browser = await launchChromium();
  const results: { pageMs: number; openMs: number; bytes: number; scripts: number }[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ locale: "fr-FR" });
      try {
        const run = await measure(context, url, token);
        results.push(run);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const built = builtEditorBytes();
  const mid = [...results].sort((a, b) => a.openMs - b.openMs)[Math.floor(results.length / 2)];
  return {
    openBytes: mid?.bytes ?? 0,
    openScripts: mid?.scripts ?? 0,
    buildBytes: built.bytes,
    buildChunks: built.chunks,
    openMs: median(results.map((r) => r.openMs)),
    pageMs: median(results.map((r) => r.pageMs)),
    runs: results.length,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? "http://127.0.0.1:3000/";
  const f = await editorFigures(url);
  console.log(
    `${url}: editor ${(f.openBytes / 1024).toFixed(1)} KB gzip in ${f.openScripts} chunks fetched (build: ${(f.buildBytes / 1024).toFixed(1)} KB in ${f.buildChunks}); "Modifier" to ready ${f.openMs.toFixed(0)} ms, page load ${f.pageMs.toFixed(0)} ms (median of ${f.runs})`,
  );
}
