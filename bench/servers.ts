// The servers under test, in one child process so the load generator does not share their event
// loop: the real platform (API + SSR) and, on the same stack (Hono on @hono/node-server, same
// compression), the baselines: a static HTML string and a bare JSON route.
import "../src/server/node-env";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { compress } from "hono/compress";
import type { ServerBuild } from "react-router";
import { openDatabase } from "../src/server/db/client";
import { seedDatabase } from "../src/server/db/seed/seed";
import { createLogger } from "../src/server/logger";
import { createServer } from "../src/server/server";
import { startStorefront } from "../src/server/storefront";
import { writeBenchCustomers, writeBenchOrders } from "./order-desk";

const root = path.resolve(import.meta.dirname, "..");
const appPort = Number(process.env.BENCH_APP_PORT ?? 3301);
const basePort = Number(process.env.BENCH_BASE_PORT ?? 3302);
const uncachedPort = Number(process.env.BENCH_UNCACHED_PORT ?? 3303);
const ceilingPort = Number(process.env.BENCH_CEILING_PORT ?? 3304);

// BENCH_DATABASE_URL: a PostgreSQL database of its own (bench/scale.ts makes one), else PGlite
const databaseUrl = process.env.BENCH_DATABASE_URL;
const db = await openDatabase(
  databaseUrl ? { databaseUrl } : { dataDir: mkdtempSync(path.join(tmpdir(), "vinisite-bench-")) },
);
await db.migrate();
await seedDatabase(db);
// the owner's order desk (issue 13 §7) is measured with 20 000 orders on site 2, and its
// customers' export with 20 000 accounts (not for the rendering rows alone: BENCH_ONLY=render)
if (process.env.BENCH_ONLY !== "render") {
  await writeBenchOrders(db, 2);
  await writeBenchCustomers(db, 2);
}
const { app, variant, platform } = await startStorefront({
  db,
  log: createLogger("silent"),
  projectDir: root,
  mediaDir: path.join(root, ".tmp/media"),
});
// the same platform with the anonymous page cache off: what a render costs
serve({ fetch: variant({ pageCache: false }).fetch, port: uncachedPort, hostname: "127.0.0.1" });

/**
 * Issue 16 §6's ceiling: the same build whose loaders answer from memory what they answered the
 * first time for the same URL, site and visitor — what React Router and React cost alone.
 */
function withLoaderDataInMemory(build: ServerBuild): ServerBuild {
  const kept = new Map<string, Promise<unknown>>();
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const loader = route?.module.loader;
      if (!route || !loader) return [id, route];
      const remembered: typeof loader = (args) => {
        const key = `${id} ${args.request.url} ${args.context.idSite} ${args.context.token ?? ""}`;
        let data = kept.get(key);
        if (!data) {
          data = Promise.resolve(loader(args));
          kept.set(key, data);
        }
        return data;
      };
      return [id, { ...route, module: { ...route.module, loader: remembered } }];
    }),
  );
  return { ...build, routes };
}
const build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild;
const ceiling = createServer({
  ...platform,
  build: withLoaderDataInMemory(build),
  clientDir: path.join(root, "build/client"),
  mode: "production",
  pageCache: false,
  log: createLogger("silent"),
});
serve({ fetch: ceiling.fetch, port: ceilingPort, hostname: "127.0.0.1" });

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
