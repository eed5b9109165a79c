// `npm run bench:scale` (issue 16 §7, §8): the write rows (bench/writes.ts) on a PostgreSQL server
// (the production set-up) beside the same calls on PGlite, then the soak: 200 visitors for 60 s on a
// mix of pages, cart adds and orders against two app processes behind nginx on one PostgreSQL
// server, with each process's memory at start and at the end. Needs `npm run build`, nginx and
// PostgreSQL's server programs (as the scale test). SOAK_SECONDS shortens the soak; BENCH_SECONDS
// the write rows (BENCH_WRITES=0 skips them); BENCH_PORT their first port. BENCH_POSTGRES_URL: the
// PostgreSQL server of the write rows (a role that may create databases; the database
// BENCH_PG_DATABASE, default vinisite_bench, is dropped and made again), else the soak's own
// server (started with fsync off, as the scale test's: its commits cost less than a real one's).
// Before the soak, the uncached render of `/` by one process and by two (bench/render-processes.ts;
// BENCH_RENDER=0 skips it).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { freePort, startApp, startNginx, startPostgres, stopApp } from "../tests/scale/cluster";
import { printProcessRows, renderByProcesses } from "./render-processes";
import { rssMb, visitorMix } from "./visitor-mix";
import { benchWrites, freshDatabase, printWrites } from "./writes";

const soakSeconds = Number(process.env.SOAK_SECONDS ?? 60);

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
  if (process.env.BENCH_RENDER !== "0") {
    const one = await startNginx(ports.slice(0, 1));
    try {
      printProcessRows(await renderByProcesses(one.url, nginx.url, Number(process.env.BENCH_SECONDS ?? 8)));
    } finally {
      await one.close();
    }
  }
  const base = nginx.url;
  const requests = await visitorMix(base);
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
    `  errors        ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts (statuses: ${Object.entries(
      result.statusCodeStats ?? {},
    )
      .map(([code, { count }]) => `${code} × ${count ?? 0}`)
      .join(", ")})`,
  );
  console.log(`  memory (RSS)  before ${mb(before)}, after ${mb(after)}, idle 10 s later ${mb(idle)}`);
} finally {
  await Promise.all(apps.map((app) => stopApp(app)));
  await nginx.close();
  postgres.close();
  rmSync(dataDir, { recursive: true, force: true });
}
