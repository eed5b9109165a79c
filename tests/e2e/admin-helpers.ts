// Shared steps of the admin journeys: a server of our own (its database is reachable, to create
// users), a browser context logged in with a session cookie, accessibility checks, and the drag of
// a block into the GrapesJS canvas.
import { readdirSync } from "node:fs";
import path from "node:path";
import { type Browser, test as base, expect, type Locator, type Page } from "@playwright/test";
import { type Role, userWithSession } from "../support/admin-session";
import { startInProcessServer } from "./in-process-server";
import { returningVisitor } from "./support";

export type Server = Awaited<ReturnType<typeof startInProcessServer>>;

/**
 * One server per worker, shared by the admin tests it runs (starting one costs seconds): each test
 * works on its own page or site, so that none depends on another's changes.
 */
export const test = base.extend<object, { server: Server }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const server = await startInProcessServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

export const origins = (server: Server) => ({
  site1: `http://localhost:${server.port}`,
  site2: `http://domaine.localhost:${server.port}`,
});

/** A browser context of a user of `role` on a site (the `token` cookie, as after a login). */
export async function loggedContext(browser: Browser, server: Server, role: Role, idSite: 1 | 2 = 1) {
  const user = await userWithSession(server.platform.db, idSite, role);
  const context = await browser.newContext();
  // an administrator has answered the domaine's age check and the cookie banner long ago
  await returningVisitor(context);
  const domain = idSite === 1 ? "localhost" : "domaine.localhost";
  await context.addCookies([{ name: "token", value: user.token, domain, path: "/" }]);
  return { context, user };
}

/** Uploads a file into the media library dialog `library`, with its alt text, and chooses it (`uploaded` runs between). */
export async function uploadAndChoose(
  library: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
  alt: string,
  uploaded?: () => Promise<void>,
) {
  await library.locator('input[type="file"]').setInputFiles(file);
  await library.getByLabel(`Ce que montre « ${file.name} » (texte alternatif)`).fill(alt);
  await library.getByRole("button", { name: "Envoyer 1 fichier" }).click();
  await expect(library.getByText("1 fichier(s) ajouté(s) à la médiathèque.")).toBeVisible();
  await uploaded?.();
  await library
    .getByRole("listitem")
    .filter({ hasText: file.name })
    .getByRole("button", { name: "Choisir" })
    .click();
}

/**
 * Drags a block of the library into the canvas, over `target`. The mouse is held over the drop
 * point until the canvas shows its placeholder (the editor has computed where the block lands).
 */
export async function dragBlock(page: Page, blockName: string, target: Locator) {
  const block = page.getByRole("button", { name: blockName, exact: true });
  const from = await block.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("block or target not on screen");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + 20, to.y + to.height - 3, { steps: 12 });
  let nudge = 0;
  await expect
    .poll(async () => {
      nudge++;
      await page.mouse.move(to.x + 20 + (nudge % 2), to.y + to.height - 3);
      return page.locator(".gjs-placeholder:visible").count();
    })
    .toBeGreaterThan(0);
  await page.mouse.up();
}

/** The chunks of the client build that hold code of editor/ or GrapesJS (vite.config.ts names them). */
export function editorChunks(): string[] {
  const assets = path.resolve(import.meta.dirname, "../../build/client/assets");
  return readdirSync(assets).filter((f) => /^editor-.*\.js$/.test(f));
}

/** Records the scripts a page fetches, with their text. */
export function recordScripts(page: Page) {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") {
      scripts.push({ url: response.url(), body: response.text().catch(() => "") });
    }
  });
  return scripts;
}
