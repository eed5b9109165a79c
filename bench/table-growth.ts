// Issue 16, decision 130: what the tables of a PGlite data folder weigh after rounds of the soak's
// visitor mix, with the housekeeping's pass (reclaimSpace) between two rounds, as an hour's job
// would run it, or without (NO_RECLAIM=1). Each round starts the compiled server on the folder,
// sends SECONDS (20) of 50 visitors, stops it, then weighs the folder's tables.
// `tsx bench/table-growth.ts [rounds]` (needs `npm run build`); GROWTH_PORT (3346) its port.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../src/server/db/client";
import { reclaimSpace } from "../src/server/maintenance";
import { startApp, stopApp } from "../tests/scale/cluster";
import { visitorMix } from "./visitor-mix";

const port = Number(process.env.GROWTH_PORT ?? 3346);
const seconds = Number(process.env.SECONDS ?? 20);
const rounds = Number(process.argv[2] ?? 3);
const reclaim = !process.env.NO_RECLAIM;
const dataDir = mkdtempSync(path.join(tmpdir(), "vinisite-growth-"));
if (process.env.FROM_DATA_DIR) cpSync(process.env.FROM_DATA_DIR, dataDir, { recursive: true });

/** The folder's tables (with their indexes), in KB: all of them and the heaviest. */
async function weigh(): Promise<{ total: number; top: string }> {
  const db = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
  try {
    const rows = await queryRows<{ name: string; kb: number }>(
      db.owner,
      sql`select c.relname as name, (pg_total_relation_size(c.oid) / 1024)::int as kb
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' order by 2 desc`,
    );
    const top = rows
      .slice(0, 5)
      .map((r) => `${r.name} ${r.kb}`)
      .join(", ");
    return { total: rows.reduce((sum, r) => sum + r.kb, 0), top };
  } finally {
    await db.close();
  }
}

async function pass(): Promise<string> {
  const db = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
  try {
    const started = performance.now();
    const done = await reclaimSpace(db);
    return `${done?.vacuumed.length} tables vacuumed in ${Math.round(performance.now() - started)} ms`;
  } finally {
    await db.close();
  }
}

try {
  for (let round = 1; round <= rounds; round++) {
    const app = await startApp(port, { databaseUrl: "", dataDir });
    try {
      const base = `http://127.0.0.1:${port}`;
      const result = await autocannon({
        url: base,
        connections: 50,
        duration: seconds,
        requests: await visitorMix(base),
      });
      console.log(
        `round ${round}: ${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors`,
      );
    } finally {
      await stopApp(app);
    }
    const after = await weigh();
    console.log(`  tables ${after.total} KB (${after.top})`);
    if (reclaim && round < rounds) {
      const done = await pass();
      const reclaimed = await weigh();
      console.log(`  the housekeeping's pass: ${done}; tables ${reclaimed.total} KB`);
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
