// What one write costs on a PostgreSQL server, measured so that a loaded machine moves it little
// (issue 16 §7, docs/decisions/123): the statements a call sends (node-postgres' Client.query, every
// statement of the call, `begin` and `commit` included), the CPU of this process per call and the
// CPU of the server's backends per call (their /proc times, read before and after), for a visitor's
// first cart add and an order of six bottles (as bench/orders.ts sends it, then as the checkout does:
// with the cart to empty and an Idempotency-Key), each called one after the other (no contention).
// `tsx bench/write-cost.ts postgres://…/postgres [--statements]`: the bench's database
// (BENCH_PG_DATABASE, default vinisite_cost) is dropped and made again on that server; with
// --statements, the statements of one call are printed; with --profile <folder>, a CPU profile of
// each loop is written there.
import "../src/server/node-env";
import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../src/server/db/client";
import { seedDatabase } from "../src/server/db/seed/seed";
import { createLogger } from "../src/server/logger";
import { startPlatform } from "../src/server/platform";
import { sixBottleOrder } from "./visitor-mix";
import { freshDatabase } from "./writes";

const root = path.resolve(import.meta.dirname, "..");

/** Every statement node-postgres sends, while `recording` (a pool's connections are pg.Client). */
const sent: string[] = [];
let recording = false;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (recording) {
    const q = args[0];
    sent.push(typeof q === "string" ? q : ((q as { text?: string; name?: string }).text ?? "(prepared)"));
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

/** CPU time (user + system, µs) of the server's backends serving database `name`. */
async function backendsCpu(admin: pg.Client, name: string): Promise<number> {
  const { rows } = await admin.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
    [name],
  );
  const tick = 1_000_000 / 100; // USER_HZ
  let total = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      total += (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      // a backend that ended meanwhile
    }
  }
  return total;
}

const serverUrl = process.argv[2];
if (!serverUrl) throw new Error("usage: tsx bench/write-cost.ts postgres://…/postgres [--statements]");
const name = process.env.BENCH_PG_DATABASE ?? "vinisite_cost";
const calls = Number(process.env.BENCH_CALLS ?? 300);
const url = await freshDatabase(serverUrl, name);
const db = await openDatabase({ databaseUrl: url });
await db.migrate();
await seedDatabase(db);
const platform = await startPlatform({
  db,
  log: createLogger(process.env.BENCH_LOG === "1" ? "error" : "silent"),
  publicDir: path.join(root, "public"),
  mediaDir: path.join(root, ".tmp/media"),
  runJobs: false,
});
const admin = new pg.Client({ connectionString: url });
await admin.connect();

async function api(
  p: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const response = await platform.api.fetch(
    new Request(`http://localhost/api${p}`, {
      method: init.method ?? "GET",
      headers: {
        idSite: "2",
        "Content-Type": "application/json",
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );
  const body = (await response.json()) as { data: unknown };
  if (response.status >= 300) throw new Error(`${p}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

const { token } = (await api("/login", {
  method: "POST",
  body: { email: "client@domaine.vinisite.fr", password: "Domaine-visiteur-2025" },
})) as { token: string };
const { untracked, order } = await sixBottleOrder((apiPath, body) =>
  api(apiPath, body === undefined ? {} : { method: "POST", body }),
);
// the checkout's own call (src/client/order-calls.ts) also names the visitor's cart, to be emptied,
// and a fresh Idempotency-Key per attempt
const { cart } = (await api(`/cart/new/product/${untracked.id}`, {
  method: "POST",
  body: { quantity: 6 },
})) as {
  cart: { id: string };
};
const cases = {
  "cart add, a visitor's first": () =>
    api(`/cart/new/product/${untracked.id}`, { method: "POST", body: { quantity: 1 } }),
  "order, 6 bottles, bank transfer": () => api("/order", { method: "POST", token, body: order }),
  "the same, as the checkout sends it": () =>
    api("/order", {
      method: "POST",
      token,
      body: { ...order, cartId: cart.id },
      headers: { "Idempotency-Key": randomUUID() },
    }),
};

// --profile <folder>: a CPU profile of each call's loop, written there
const profileAt = process.argv.indexOf("--profile");
const profileDir = profileAt > 0 ? process.argv[profileAt + 1] : undefined;
const profiles = profileDir ? new Session() : null;
if (profiles) {
  profiles.connect();
  await profiles.post("Profiler.enable");
}

console.log(`\n${"call".padEnd(40)}statements  µs CPU of this process  µs CPU of the server's backends`);
for (const [label, call] of Object.entries(cases)) {
  for (let i = 0; i < 30; i++) await call(); // warm-up: caches, JIT, the pool's connections
  sent.length = 0;
  recording = true;
  await call();
  recording = false;
  const statements = sent.length;
  if (process.argv.includes("--statements")) for (const s of sent) console.log(`  ${s.replace(/\s+/g, " ")}`);
  const backends0 = await backendsCpu(admin, name);
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < calls; i++) await call();
  const cpu = process.cpuUsage(cpu0);
  const backends = (await backendsCpu(admin, name)) - backends0;
  if (profiles) {
    // the same calls again under the profiler (not counted above: it slows them)
    await profiles.post("Profiler.start");
    for (let i = 0; i < calls; i++) await call();
    const { profile } = await profiles.post("Profiler.stop");
    const file = `${profileDir}/${label.replace(/\W+/g, "-")}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    console.log(`  (profile: ${file})`);
  }
  console.log(
    `${label.padEnd(40)}${String(statements).padEnd(12)}${((cpu.user + cpu.system) / calls).toFixed(0).padEnd(24)}${(backends / calls).toFixed(0)}`,
  );
}
await admin.end();
await platform.stop();
await db.close();
