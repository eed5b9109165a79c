// Issue 16 §8: what one process of the compiled server (`npm start`'s) holds at idle after a
// warm-up, on PGlite (the default) or on a PostgreSQL server: resident memory just started, after
// WARM_SECONDS (20) of 50 visitors on the soak's mix (bench/visitor-mix.ts), and idle 10 s later.
// `tsx bench/idle-memory.ts [postgres://…]` (needs `npm run build`); IDLE_PORT (3345) its port;
// IDLE_DATA_DIR a data folder kept between runs (a second run starts on a seeded database, as a
// restarted process does), else a new one, removed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startApp, stopApp } from "../tests/scale/cluster";
import { rssMb, visitorMix } from "./visitor-mix";

const port = Number(process.env.IDLE_PORT ?? 3345);
const warmSeconds = Number(process.env.WARM_SECONDS ?? 20);
const databaseUrl = process.argv[2] ?? "";
const kept = process.env.IDLE_DATA_DIR;
const dataDir = kept ?? mkdtempSync(path.join(tmpdir(), "vinisite-idle-"));
const app = await startApp(port, { databaseUrl, dataDir });
try {
  const base = `http://127.0.0.1:${port}`;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const started = rssMb(app.child.pid);
  const requests = await visitorMix(base);
  const result = await autocannon({ url: base, connections: 50, duration: warmSeconds, requests });
  const warm = rssMb(app.child.pid);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const idle = rssMb(app.child.pid);
  console.log(
    `one process on ${databaseUrl ? "a PostgreSQL server" : "PGlite"}: RSS ${started.toFixed(0)} MB started, ` +
      `${warm.toFixed(0)} MB after ${warmSeconds} s of 50 visitors (${result.requests.total} requests, ` +
      `${result.non2xx} non-2xx, ${result.errors} errors), ${idle.toFixed(0)} MB idle 10 s later`,
  );
} finally {
  await stopApp(app);
  if (!kept) rmSync(dataDir, { recursive: true, force: true });
}
