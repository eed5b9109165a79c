// `npm run bench`: each figure beside a baseline measured in the same run, as a ratio
// (DESIGN.md §8), since absolute figures drift on shared machines.
import { spawn } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import { catalogueDomaine } from "../src/server/db/seed/content/catalogue-domaine";
import { type CatalogueFigures, catalogueSetup, photoFigures } from "./catalogue";
import { demoToken, type EditorFigures, editorFigures } from "./editor";
import { formatScores, formatTransfer, type LighthouseScores, lighthouseScores } from "./lighthouse";
import { BENCH_CUSTOMERS, BENCH_ORDERS, type ExportFigure, exportFigure } from "./order-desk";
import { benchOrders } from "./orders";
import { benchThemeCompile } from "./theme-compile";
import { type JsBytes, visitorJsBytes } from "./visitor-js";

const root = path.resolve(import.meta.dirname, "..");
// BENCH_PORT: the first of the four ports the bench's servers listen on (two benches can run side by side)
const appPort = Number(process.env.BENCH_PORT ?? 3301);
const basePort = appPort + 1;
const uncachedPort = appPort + 2;
const ceilingPort = appPort + 3;
const duration = Number(process.env.BENCH_SECONDS ?? 8);
// BENCH_ONLY=render: only the rendering rows of issue 16 §5 and §6 (the SSR of `/`), a short run
const renderOnly = process.env.BENCH_ONLY === "render";

interface Figure {
  rps: number;
  p99: number;
}

// seconds of load before each measured run, first at 4 connections (a cold process's first renders
// cost about ten times a warm one: V8 has not compiled the code they share), then at the row's.
// The 50-connection rows' p99 counts the run's 50 new connections: a saturated process accepts one
// a render (docs/decisions/127), so the last waits about a second for its first answer
const warmUp = Number(process.env.BENCH_WARMUP ?? 2);

async function warm(options: autocannon.Options): Promise<void> {
  await autocannon({ ...options, connections: Math.min(4, options.connections ?? 4), duration: warmUp });
  await autocannon({ ...options, duration: warmUp });
}

async function load(url: string, headers: Record<string, string> = {}, connections = 50): Promise<Figure> {
  await warm({ url, connections, headers });
  const result = await autocannon({ url, connections, duration, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** The same measure for a call with a method and a body (autocannon sends it on every request). */
async function loadCall(
  url: string,
  init: { method: "POST" | "PUT"; headers: Record<string, string>; body: string },
): Promise<Figure> {
  const options = { url, connections: 50, ...init };
  await warm(options);
  const result = await autocannon({ ...options, duration });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${init.method} ${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "bench/servers.ts")], {
  env: {
    ...process.env,
    BENCH_APP_PORT: String(appPort),
    BENCH_BASE_PORT: String(basePort),
    BENCH_UNCACHED_PORT: String(uncachedPort),
    BENCH_CEILING_PORT: String(ceilingPort),
  },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve, reject) => {
  server.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
  server.on("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
});

const rows: { name: string; measured: Figure; baseline: Figure; baselineName: string }[] = [];
let homeJs: JsBytes | undefined;
let homeLighthouse: LighthouseScores | null = null;
let blogLighthouse: LighthouseScores | null = null;
let race: Awaited<ReturnType<typeof benchOrders>>["race"] | undefined;
let editor: EditorFigures | undefined;
let productJs: JsBytes | undefined;
let catalogue: CatalogueFigures | undefined;
let customerExport: { all: ExportFigure; buyers: ExportFigure } | undefined;
// a product page of the domaine's seed (its first wine, with declinations, awards and pairings)
const productPath = `/shop/${catalogueDomaine.products[0]?.slug ?? "?"}`;
const shopLighthouse: { name: string; scores: LighthouseScores | null }[] = [];
try {
  const staticHtml = await load(`http://127.0.0.1:${basePort}/static`);
  rows.push({
    name: "SSR GET / (page cache)",
    measured: await load(`http://127.0.0.1:${appPort}/`),
    baselineName: "static HTML string",
    baseline: staticHtml,
  });
  rows.push({
    name: "SSR GET / (rendered)",
    measured: await load(`http://127.0.0.1:${uncachedPort}/`),
    baselineName: "static HTML string",
    baseline: staticHtml,
  });
  // issue 16 §6: at 10 connections (goal: p99 under 100 ms), beside the ceiling of React SSR here,
  // the same route rendered with its loader data already in memory (goal: at least 0.5×)
  rows.push({
    name: "SSR GET / (rendered, 10 conn.)",
    measured: await load(`http://127.0.0.1:${uncachedPort}/`, {}, 10),
    baselineName: "loader data in memory",
    baseline: await load(`http://127.0.0.1:${ceilingPort}/`, {}, 10),
  });
  // issue 16 §5: the same render for a logged-in visitor (the demo customer's session cookie),
  // beside the anonymous render just measured (goal: within 10 %)
  const customerToken = await demoToken(`http://127.0.0.1:${uncachedPort}`, 1, "CUSTOMER");
  rows.push({
    name: "SSR GET / (rendered, logged in)",
    measured: await load(`http://127.0.0.1:${uncachedPort}/`, { Cookie: `token=${customerToken}` }),
    baselineName: "same, anonymous",
    baseline: rows.find((r) => r.name === "SSR GET / (rendered)")?.measured ?? staticHtml,
  });
  if (!renderOnly) {
    // issue 4 §8: SSR of a blog list (12 articles, folders) and of a CMS page, cached and uncached
    for (const [label, path, staticPath] of [
      ["/blog", "/blog", "/static/blog"],
      ["CMS page", "/services/strategie-communication", "/static/cms"],
    ] as const) {
      const staticPage = await load(`http://127.0.0.1:${basePort}${staticPath}`);
      rows.push({
        name: `SSR ${label} (page cache)`,
        measured: await load(`http://127.0.0.1:${appPort}${path}`),
        baselineName: "static HTML string",
        baseline: staticPage,
      });
      rows.push({
        name: `SSR ${label} (rendered)`,
        measured: await load(`http://127.0.0.1:${uncachedPort}${path}`),
        baselineName: "static HTML string",
        baseline: staticPage,
      });
    }
    rows.push({
      name: "API GET /api/parameter",
      measured: await load(`http://127.0.0.1:${appPort}/api/parameter`, { idSite: "1" }),
      baselineName: "bare Hono JSON route",
      baseline: await load(`http://127.0.0.1:${basePort}/json`),
    });
    // the shop (issue 6): the product list with filters, and adding to a cart, on site 2
    const bareJson =
      rows.find((r) => r.baselineName === "bare Hono JSON route")?.baseline ??
      (await load(`http://127.0.0.1:${basePort}/json`));
    rows.push({
      name: "API GET /api/product (filters)",
      measured: await load(
        `http://127.0.0.1:${appPort}/api/product?kind=WINE&color=RED&price=lte:2000&orderBy=-price`,
        { idSite: "2" },
      ),
      baselineName: "bare Hono JSON route",
      baseline: bareJson,
    });
    // a declination sold by one with no stock tracked, so that every add is accepted; each request
    // creates its cart ("new"), as a visitor's first add does
    const perrieres = (await (
      await fetch(`http://127.0.0.1:${appPort}/api/product/saumur-rouge-les-perrieres`, {
        headers: { idSite: "2" },
      })
    ).json()) as { data: { declinations: { id: number; stock: number | null }[] } };
    const untracked = perrieres.data.declinations.find((d) => d.stock === null);
    if (!untracked) throw new Error("no declination without stock to add to carts");
    rows.push({
      name: "API POST /api/cart/new/product/{id}",
      measured: await loadCall(`http://127.0.0.1:${appPort}/api/cart/new/product/${untracked.id}`, {
        method: "POST",
        headers: { idSite: "2", "Content-Type": "application/json" },
        body: JSON.stringify({ quantity: 1 }),
      }),
      baselineName: "bare Hono JSON route",
      baseline: bareJson,
    });
    // the checkout (issue 7): shipping fees beside the bare route, orders beside a cart add
    const cartAdd = rows.find((r) => r.name.startsWith("API POST /api/cart"))?.measured ?? bareJson;
    const checkout = await benchOrders(`http://127.0.0.1:${appPort}`, duration);
    rows.push({
      name: "API POST /api/calculate/shipping-fees",
      measured: checkout.shipping,
      baselineName: "bare Hono JSON route",
      baseline: bareJson,
    });
    rows.push({
      name: "API POST /api/order (6 bottles)",
      measured: checkout.orders,
      baselineName: "cart add (a write)",
      baseline: cartAdd,
    });
    race = checkout.race;
    // what a visitor's browser gets on the home page (127.0.0.1 is a host of site 1)
    homeJs = await visitorJsBytes(`http://127.0.0.1:${appPort}/`);
    homeLighthouse = await lighthouseScores(`http://127.0.0.1:${appPort}/`);
    // issue 4 §8: the blog list too
    blogLighthouse = await lighthouseScores(`http://127.0.0.1:${appPort}/blog`);
    // the shop (issue 6, DESIGN.md §8) on site 2, the wine domaine (its own host name, which
    // Chromium maps to loopback): a first visit, so the age check and the cookie banner are shown
    const domaine = `http://domaine.localhost:${appPort}`;
    productJs = await visitorJsBytes(`${domaine}${productPath}`);
    for (const path of ["/shop", productPath]) {
      shopLighthouse.push({
        name: path === "/shop" ? "/shop" : "product",
        scores: await lighthouseScores(`${domaine}${path}`),
      });
    }
    // issue 8 §8: the layout editor, as the demo ADMIN of site 1 opens it on the home page
    editor = await editorFigures(`http://127.0.0.1:${appPort}/`);
    // issue 12 §8: the back-office catalogue, last, since its 2 000 products would change the rows
    // above; the owner's search and page beside the visitors' list of the same catalogue
    const api = `http://127.0.0.1:${appPort}`;
    const setup = await catalogueSetup(api, 2000);
    rows.push({
      name: "API GET /api/admin/product (2 000)",
      measured: await load(`${api}/api/admin/product?search=banc&page=2&perPage=25`, setup.headers),
      baselineName: "visitor GET /api/product",
      baseline: await load(`${api}/api/product?nbItem=25&page=2`, { idSite: "2" }),
    });
    // issue 13 §7: the order desk with 20 000 orders (bench/order-desk.ts), a search and a later page
    rows.push({
      name: `API GET /api/admin/order (${BENCH_ORDERS / 1000} 000)`,
      measured: await load(`${api}/api/admin/order?search=martin&page=3&perPage=25`, setup.headers),
      baselineName: "bare Hono JSON route",
      baseline: bareJson,
    });
    // issue 13 §7: the customers' export, 20 000 of them beside the 2 000 who ordered (time grows
    // with the rows; the server's memory does not: the file is written a batch at a time)
    const exportUrl = `${api}/api/admin/customer/export.csv`;
    const pid = server.pid ?? 0;
    // a first full export grows the database's own memory once (PGlite's heap never shrinks): not counted
    await exportFigure(exportUrl, setup.headers, pid);
    customerExport = {
      buyers: await exportFigure(`${exportUrl}?ordered=yes`, setup.headers, pid),
      all: await exportFigure(exportUrl, setup.headers, pid),
    };
    catalogue = {
      products: setup.products,
      importMs: setup.importMs,
      ...(await photoFigures(api, domaine, setup.headers)),
    };
  }
} finally {
  server.kill("SIGTERM");
}

const pad = (s: string, n: number) => s.padEnd(n);
console.log(
  `\n${pad("benchmark", 36)}${pad("req/s", 10)}${pad("p99 ms", 9)}${pad("baseline", 22)}${pad("req/s", 10)}${pad("p99 ms", 9)}ratio`,
);
for (const r of rows) {
  console.log(
    `${pad(r.name, 36)}${pad(r.measured.rps.toFixed(0), 10)}${pad(String(r.measured.p99), 9)}${pad(r.baselineName, 22)}${pad(r.baseline.rps.toFixed(0), 10)}${pad(String(r.baseline.p99), 9)}${(r.measured.rps / r.baseline.rps).toFixed(2)}×`,
  );
}

// the rendering rows alone: nothing else was measured
if (renderOnly) process.exit(0);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const [name, js] of [
  ["JS gzip on /", homeJs],
  ["JS gzip on a product (site 2)", productJs],
] as const) {
  if (!js) continue;
  console.log(
    `${pad(name, 36)}${pad(kb(js.total), 19)}${pad("React + router entry", 22)}${pad(kb(js.framework), 19)}${(js.total / js.framework).toFixed(2)}× (${js.scripts} scripts, editor ${js.editor} B)`,
  );
}
if (homeJs && editor) {
  // issue 8 §8: what a visitor gets of the editor (nothing), what an admin downloads to edit a
  // layout, beside what a visitor's home page costs; and the wait from "Modifier" to a ready editor
  // beside the wait for the same page to load, for the same admin
  console.log(
    `${pad("editor JS gzip, visitor on /", 36)}${pad(`${homeJs.editor} B`, 19)}(target 0: no byte of the editor for visitors)`,
  );
  console.log(
    `${pad("editor JS gzip, first Modifier", 36)}${pad(kb(editor.openBytes), 19)}${pad("visitor JS on /", 22)}${pad(kb(homeJs.total), 19)}${(editor.openBytes / homeJs.total).toFixed(2)}× (${editor.openScripts} chunks; all ${editor.buildChunks} editor chunks of the build: ${kb(editor.buildBytes)})`,
  );
  console.log(
    `${pad("Modifier → editor ready (Chromium)", 36)}${pad(`${editor.openMs.toFixed(0)} ms`, 19)}${pad("admin page load /", 22)}${pad(`${editor.pageMs.toFixed(0)} ms`, 19)}${(editor.openMs / editor.pageMs).toFixed(2)}× (median of ${editor.runs}, nothing cached)`,
  );
}
if (race) {
  console.log(
    `${pad(`50 orders at once, stock ${race.stock}`, 36)}${race.ms.toFixed(0)} ms for all answers: ${race.created} orders, ${race.refused} refused (409), stock left ${race.left}`,
  );
}
if (customerExport) {
  const { all, buyers } = customerExport;
  console.log(
    `${pad(`customer export CSV (${BENCH_CUSTOMERS / 1000} 000)`, 36)}${pad(`${all.ms.toFixed(0)} ms`, 19)}${pad(`the ${buyers.rows} who ordered`, 22)}${pad(`${buyers.ms.toFixed(0)} ms`, 19)}${(all.ms / buyers.ms).toFixed(2)}× for ${(all.rows / buyers.rows).toFixed(1)}× the rows; server RSS +${all.rssGrowthMb.toFixed(0)} MB vs +${buyers.rssGrowthMb.toFixed(0)} MB`,
  );
}
if (catalogue) {
  console.log(
    `${pad("upload 4000×3000 JPEG → variants", 36)}${pad(`${catalogue.uploadMs.toFixed(0)} ms`, 19)}${pad("sharp: one 1600 JPEG", 22)}${pad(`${catalogue.sharpMs.toFixed(0)} ms`, 19)}${(catalogue.uploadMs / catalogue.sharpMs).toFixed(2)}× (median of 3; 9 variants)`,
  );
  console.log(
    `${pad("photo bytes, phone on a product", 36)}${pad(kb(catalogue.phoneBytes), 19)}${pad("original JPEG", 22)}${pad(kb(catalogue.originalBytes), 19)}${((100 * catalogue.phoneBytes) / catalogue.originalBytes).toFixed(1)} % (goal ≤ 15 %; ${catalogue.phoneUrl.split("/").pop()})`,
  );
  console.log(
    `${pad(`CSV import to ${catalogue.products} products`, 36)}${(catalogue.importMs / 1000).toFixed(1)} s (one transaction)`,
  );
  console.log(
    `${pad("Lighthouse mobile uploaded photo", 36)}${formatScores(catalogue.lighthouse)}   (goal: performance 100)`,
  );
}
// Lighthouse's default run is the mobile one; the target is at least 95 in each category
console.log(`${pad("Lighthouse mobile /", 36)}${formatScores(homeLighthouse)}   (goal: performance 100)`);
// issue 18 §7: the consultant's home against WordPress 6.1's default theme, 68 KB in 9 requests
if (homeLighthouse)
  console.log(
    `${pad("Transfer of / (site 1)", 36)}${formatTransfer(homeLighthouse)}, ${(homeLighthouse.transfer.bytes / 68_000).toFixed(2)}× WordPress's 68 KB   (goal ≤ 1.5×)`,
  );
console.log(`${pad("Lighthouse mobile /blog", 36)}${formatScores(blogLighthouse)}   (target ≥ 95 each)`);
for (const { name, scores } of shopLighthouse) {
  console.log(
    `${pad(`Lighthouse mobile ${name} (site 2)`, 36)}${formatScores(scores)}   (goal: performance 100)`,
  );
}
console.log(`(site 2: http://domaine.localhost, product page ${productPath}, a first visit)`);
// Theme compilation of the full registry (µs per site), beside the cached path, in this process
const theme = benchThemeCompile();
console.log(
  `\n${pad("theme compilation", 36)}${pad("µs/site", 10)}baseline: cached theme ${theme.hit.toFixed(2)} µs` +
    `\n${pad("  compileTheme (full registry)", 36)}${pad(theme.compiled.toFixed(1), 10)}${(theme.compiled / theme.hit).toFixed(0)}× the cached path` +
    `\n${pad("  cache miss (compile and store)", 36)}${pad(theme.miss.toFixed(1), 10)}${(theme.miss / theme.hit).toFixed(0)}× the cached path`,
);
