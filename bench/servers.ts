// The servers under test, in one child process so the load generator does not share their event
// loop: the real platform (API + SSR) and, on the same stack (Hono on @hono/node-server, same
// compression), the baselines: a static HTML string and a bare JSON route.
import "../src/server/node-env";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { openDatabase } from "../src/server/db/client";
import { seedDatabase } from "../src/server/db/seed/seed";
import { createLogger } from "../src/server/logger";
import { startStorefront } from "../src/server/storefront";

const root = path.resolve(import.meta.dirname, "..");
const appPort = Number(process.env.BENCH_APP_PORT ?? 3301);
const basePort = Number(process.env.BENCH_BASE_PORT ?? 3302);
const uncachedPort = Number(process.env.BENCH_UNCACHED_PORT ?? 3303);

const db = await openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), "vinisite-bench-")) });
await db.migrate();
await seedDatabase(db);
const { app, variant } = await startStorefront({
  db,
  log: createLogger("silent"),
  projectDir: root,
  mediaDir: path.join(root, ".tmp/media"),
});
// the same platform with the anonymous page cache off: what a render costs
serve({ fetch: variant({ pageCache: false }).fetch, port: uncachedPort, hostname: "127.0.0.1" });

serve({ fetch: app.fetch, port: appPort, hostname: "127.0.0.1" }, async () => {
  // the baselines serve byte-for-byte what the real routes answer
  const home = await (await app.fetch(new Request(`http://localhost:${appPort}/`))).text();
  const parameters = await (
    await app.fetch(new Request(`http://localhost:${appPort}/api/parameter`, { headers: { idSite: "1" } }))
  ).text();
  // issue 4 §8: a blog list and a CMS page, each beside a static string of the same page
  const blog = await (await app.fetch(new Request(`http://localhost:${appPort}/blog`))).text();
  const cmsPage = await (
    await app.fetch(new Request(`http://localhost:${appPort}/services/strategie-communication`))
  ).text();
  const baseline = new Hono();
  baseline.use(compress());
  baseline.get("/static", (c) => c.html(home));
  baseline.get("/static/blog", (c) => c.html(blog));
  baseline.get("/static/cms", (c) => c.html(cmsPage));
  baseline.get("/json", (c) => c.body(parameters, 200, { "Content-Type": "application/json" }));
  serve({ fetch: baseline.fetch, port: basePort, hostname: "127.0.0.1" }, () => {
    process.stdout.write("ready\n");
  });
});
