// `npm run bench:scale` (issue 16 §7, §8): the write rows (bench/writes.ts) on a PostgreSQL server
// (the production set-up) beside the same calls on PGlite, then the soak: 200 visitors for 60 s on a
// mix of pages, cart adds and orders against two app processes behind nginx on one PostgreSQL
// server, with each process's memory at start and at the end. Needs `npm run build`, nginx and
// PostgreSQL's server programs (as the scale test). SOAK_SECONDS shortens the soak; BENCH_SECONDS
// the write rows (BENCH_WRITES=0 skips them); BENCH_PORT their first port. BENCH_POSTGRES_URL: the
// PostgreSQL server of the write rows (a role that may create databases; the database
// BENCH_PG_DATABASE, default vinisite_bench, is dropped and made again), else the soak's own
// server (started with fsync off, as the scale test's: its commits cost less than a real one's).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { BUYER_ADDRESS } from "../tests/fixtures/buyer-address";
import { freePort, startApp, startNginx, startPostgres, stopApp } from "../tests/scale/cluster";
import { benchWrites, freshDatabase, printWrites } from "./writes";

const soakSeconds = Number(process.env.SOAK_SECONDS ?? 60);
const SITE = { idSite: "2", "Content-Type": "application/json" };

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, headers: { ...SITE, ...init.headers } });
  return ((await response.json()) as { data: T }).data;
}

const postgres = await startPostgres();
if (process.env.BENCH_WRITES !== "0") {
  const port = Number(process.env.BENCH_PORT ?? 3301);
  const seconds = Number(process.env.BENCH_SECONDS ?? 8);
  const server = process.env.BENCH_POSTGRES_URL;
  const database = await freshDatabase(
    server ?? postgres.url,
    process.env.BENCH_PG_DATABASE ?? "vinisite_bench",
  );
  try {
    const onServer = await benchWrites(database, port, seconds);
    if (!server) onServer.database = "PostgreSQL (fsync off)";
    printWrites([onServer, await benchWrites(undefined, port, seconds)]);
  } catch (err) {
    postgres.close();
    throw err;
  }
}
const admin = new pg.Client({ connectionString: postgres.url });
await admin.connect();
await admin.query("create database vinisite");
await admin.end();
const databaseUrl = postgres.url.replace(/\/postgres$/, "/vinisite");
const dataDir = mkdtempSync(path.join(tmpdir(), "vinisite-soak-"));
const ports = [await freePort(), await freePort()];
const apps = await Promise.all(ports.map((port) => startApp(port, { databaseUrl, dataDir })));
const nginx = await startNginx(ports);
try {
  const base = nginx.url;
  const token = (
    await json<{ token: string }>(`${base}/api/login`, {
      method: "POST",
      body: JSON.stringify({ email: "client@domaine.vinisite.fr", password: "Domaine-visiteur-2025" }),
      headers: { "X-Forwarded-For": "198.51.100.50" },
    })
  ).token;
  type Product = { id: number; slug: string; declinations: { id: number; stock: number | null }[] };
  const perrieres = await json<Product>(`${base}/api/product/saumur-rouge-les-perrieres`);
  const untracked = perrieres.declinations.find((d) => d.stock === null);
  if (!untracked) throw new Error("no declination without stock tracking");
  const fees = await json<{ carriers: { id: number; serviceCode: string }[] }>(
    `${base}/api/calculate/shipping-fees`,
    {
      method: "POST",
      body: JSON.stringify({
        products: [{ idProduct: perrieres.id, idDeclination: untracked.id, quantity: 6 }],
        postalCode: "49400",
        country: "FR",
      }),
    },
  );
  const carrier = fees.carriers.find((c) => c.serviceCode === "COLISSIMO_HOME")?.id;
  const order = JSON.stringify({
    products: [{ id: untracked.id, quantity: 6 }],
    billingAddress: BUYER_ADDRESS,
    shippingAddress: BUYER_ADDRESS,
    delivery: { type: "DELIVERY", idCarrier: carrier },
    paymentMethod: "BANK_TRANSFER",
    acceptTerms: true,
  });
  const page = (p: string) => ({ method: "GET" as const, path: p, headers: { Host: "domaine.localhost" } });
  const requests = [
    page("/"),
    page("/shop"),
    page(`/shop/${perrieres.slug}`),
    page("/contact"),
    {
      method: "POST" as const,
      path: `/api/cart/new/product/${untracked.id}`,
      headers: SITE,
      body: '{"quantity":6}',
    },
    page(`/shop/${perrieres.slug}?from=soak`),
    {
      method: "POST" as const,
      path: "/api/order",
      headers: { ...SITE, Authorization: `Bearer ${token}` },
      body: order,
    },
  ];
  // a short warm-up, then the memory every process holds before the soak
  await autocannon({ url: base, connections: 20, duration: 5, requests });
  const before = apps.map((app) => rssMb(app.child.pid));
  const result = await autocannon({ url: base, connections: 200, duration: soakSeconds, requests });
  const after = apps.map((app) => rssMb(app.child.pid));
  // idle again for a while: what a process keeps
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const idle = apps.map((app) => rssMb(app.child.pid));
  const mb = (values: number[]) => values.map((v) => `${v.toFixed(0)} MB`).join(" / ");
  console.log(`\nsoak: 200 visitors, ${soakSeconds} s, 2 processes behind nginx, PostgreSQL server`);
  console.log(
    `  requests      ${result.requests.total} (${result.requests.average.toFixed(0)}/s), p99 ${result.latency.p99} ms`,
  );
  console.log(
    `  errors        ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`,
  );
  console.log(`  memory (RSS)  before ${mb(before)}, after ${mb(after)}, idle 10 s later ${mb(idle)}`);
} finally {
  await Promise.all(apps.map((app) => stopApp(app)));
  await nginx.close();
  postgres.close();
  rmSync(dataDir, { recursive: true, force: true });
}
