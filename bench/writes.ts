// Issue 16 §7's write rows: `POST /api/cart/new/product/{id}` (50 connections) and
// `POST /api/order` (bench/orders.ts: 20 connections, then 50 buyers racing for a short stock) on
// the bench server (bench/servers.ts, the same as `npm run bench`'s), beside the bare JSON route of
// the same run. `npm run bench:scale` runs them on a PostgreSQL server, then on PGlite.
// Standalone: `tsx bench/writes.ts [postgres://…/postgres]` (a server's URL whose role may create
// databases: the bench's database is dropped and made again; without it, PGlite only).
import { spawn } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { benchOrders } from "./orders";

const root = path.resolve(import.meta.dirname, "..");

export interface WriteRow {
  name: string;
  rps: number;
  p99: number;
  baseline: { name: string; rps: number; p99: number };
}

export interface WriteFigures {
  database: string;
  rows: WriteRow[];
  race: Awaited<ReturnType<typeof benchOrders>>["race"];
}

async function load(url: string, seconds: number, init: autocannon.Options = { url }) {
  const options = { connections: 50, ...init, url };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** A database of the bench's own on the server of `serverUrl`, dropped and made again. */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The write rows against the bench server on `databaseUrl` (a PostgreSQL database of its own) or
 * on PGlite (undefined). `port`: the first of the four ports the bench server listens on.
 */
export async function benchWrites(
  databaseUrl: string | undefined,
  port: number,
  seconds: number,
): Promise<WriteFigures> {
  const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "bench/servers.ts")], {
    env: {
      ...process.env,
      ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}),
      BENCH_APP_PORT: String(port),
      BENCH_BASE_PORT: String(port + 1),
      BENCH_UNCACHED_PORT: String(port + 2),
      BENCH_CEILING_PORT: String(port + 3),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
      server.on("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const app = `http://127.0.0.1:${port}`;
    const bare = {
      name: "bare Hono JSON route",
      ...(await load(`http://127.0.0.1:${port + 1}/json`, seconds)),
    };
    // a declination with no stock tracked, so that every add is accepted; each request creates its
    // cart ("new"), as a visitor's first add does
    const perrieres = (await (
      await fetch(`${app}/api/product/saumur-rouge-les-perrieres`, { headers: { idSite: "2" } })
    ).json()) as { data: { declinations: { id: number; stock: number | null }[] } };
    const untracked = perrieres.data.declinations.find((d) => d.stock === null);
    if (!untracked) throw new Error("no declination without stock to add to carts");
    const cartUrl = `${app}/api/cart/new/product/${untracked.id}`;
    const cart = await load(cartUrl, seconds, {
      url: cartUrl,
      method: "POST",
      headers: { idSite: "2", "Content-Type": "application/json" },
      body: JSON.stringify({ quantity: 1 }),
    });
    const checkout = await benchOrders(app, seconds);
    return {
      database: databaseUrl ? "PostgreSQL server" : "PGlite",
      rows: [
        { name: "POST /api/cart/new/product/{id}", ...cart, baseline: bare },
        { name: "POST /api/calculate/shipping-fees", ...checkout.shipping, baseline: bare },
        {
          name: "POST /api/order (6 bottles)",
          ...checkout.orders,
          baseline: { name: "cart add (a write)", ...cart },
        },
      ],
      race: checkout.race,
    };
  } finally {
    server.kill("SIGTERM");
  }
}

/** The rows of one or more databases, one table. */
export function printWrites(all: readonly WriteFigures[]): void {
  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(
    `\n${pad("write rows (issue 16 §7)", 36)}${pad("database", 24)}${pad("req/s", 8)}${pad("p99 ms", 8)}${pad("baseline", 22)}${pad("req/s", 8)}ratio`,
  );
  for (const { database, rows, race } of all) {
    for (const r of rows) {
      console.log(
        `${pad(r.name, 36)}${pad(database, 24)}${pad(r.rps.toFixed(0), 8)}${pad(String(r.p99), 8)}${pad(r.baseline.name, 22)}${pad(r.baseline.rps.toFixed(0), 8)}${(r.rps / r.baseline.rps).toFixed(2)}×`,
      );
    }
    console.log(
      `${pad(`50 orders at once, stock ${race.stock}`, 36)}${pad(database, 24)}${race.ms.toFixed(0)} ms for all answers: ${race.created} orders, ${race.refused} refused (409), stock left ${race.left}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.BENCH_PORT ?? 3301);
  const seconds = Number(process.env.BENCH_SECONDS ?? 8);
  const serverUrl = process.argv[2];
  const all: WriteFigures[] = [];
  if (serverUrl) {
    const url = await freshDatabase(serverUrl, process.env.BENCH_PG_DATABASE ?? "vinisite_bench");
    all.push(await benchWrites(url, port, seconds));
  }
  if (process.env.BENCH_PGLITE !== "0") all.push(await benchWrites(undefined, port, seconds));
  printWrites(all);
}
