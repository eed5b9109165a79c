// Issue 16 §8: what one process of the compiled server (`npm start`'s) holds at idle after a
// warm-up, on PGlite (the default) or on a PostgreSQL server: resident memory just started, after
// WARM_SECONDS (20) of 50 visitors on the soak's mix (bench/visitor-mix.ts), and idle 10 s later,
// each with where it is (bench/memory-probe.mjs: V8's heap, PGlite's WebAssembly memory, …).
// `tsx bench/idle-memory.ts [postgres://…]` (needs `npm run build`); IDLE_PORT (3345) its port;
// IDLE_DATA_DIR a data folder kept between runs (a second run starts on a seeded database, as a
// restarted process does), else a new one, removed.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startApp, stopApp } from "../tests/scale/cluster";
import { visitorMix } from "./visitor-mix";

const port = Number(process.env.IDLE_PORT ?? 3345);
const warmSeconds = Number(process.env.WARM_SECONDS ?? 20);
const databaseUrl = process.argv[2] ?? "";
const kept = process.env.IDLE_DATA_DIR;
const dataDir = kept ?? mkdtempSync(path.join(tmpdir(), "vinisite-idle-"));
const probeFile = path.join(mkdtempSync(path.join(tmpdir(), "vinisite-probe-")), "memory.jsonl");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// the child inherits this process's environment: the probe is loaded into it alone
process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ""} --import ${path.join(import.meta.dirname, "memory-probe.mjs")}`;
process.env.MEMORY_PROBE_FILE = probeFile;
const app = await startApp(port, { databaseUrl, dataDir });
delete process.env.NODE_OPTIONS;

interface Probe {
  rss: number;
  anon: number;
  file: number;
  hwm: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  wasm: number[];
  wasmResident: number;
}

/** Where the process's memory is now (MB), as its probe writes it. */
async function probe(): Promise<Probe> {
  const before = readFileSync(probeFile, { flag: "a+" }).toString().split("\n").filter(Boolean).length;
  app.child.kill("SIGUSR2");
  for (let i = 0; i < 50; i++) {
    await sleep(100);
    const lines = readFileSync(probeFile, "utf8").split("\n").filter(Boolean);
    if (lines.length > before) return JSON.parse(lines[lines.length - 1] ?? "{}") as Probe;
  }
  throw new Error("the server's memory probe did not answer");
}

/** CPU time a process has used (user and system), in ms: robust to the machine's load, unlike requests/s. */
function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime, fields 14 and 15 of proc(5), in clock ticks of 10 ms
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const whereIs = (p: Probe) =>
  `RSS ${p.rss} MB (V8 heap ${p.heapTotal} MB of which ${p.heapUsed} used, outside it ${p.external} MB ` +
  `incl. ${p.arrayBuffers} of buffers, WebAssembly ${p.wasm.length ? p.wasm.join(" + ") : "0"} MB ` +
  `(${p.wasmResident} resident); ` +
  `anonymous ${p.anon}, files ${p.file}; peak ${p.hwm})`;

try {
  const base = `http://127.0.0.1:${port}`;
  await sleep(2_000);
  const started = await probe();
  const requests = await visitorMix(base);
  const cpuBefore = cpuMs(app.child.pid);
  const result = await autocannon({ url: base, connections: 50, duration: warmSeconds, requests });
  const cpuPerRequest = (cpuMs(app.child.pid) - cpuBefore) / result.requests.total;
  const warm = await probe();
  await sleep(10_000);
  const idle = await probe();
  console.log(
    `one process on ${databaseUrl ? "a PostgreSQL server" : "PGlite"}:\n` +
      `  just started: ${whereIs(started)}\n` +
      `  after ${warmSeconds} s of 50 visitors (${result.requests.total} requests, ${result.non2xx} non-2xx, ` +
      `${result.errors} errors; the server's CPU ${cpuPerRequest.toFixed(1)} ms a request): ${whereIs(warm)}\n` +
      `  idle 10 s later: ${whereIs(idle)}`,
  );
} finally {
  await stopApp(app);
  if (!kept) rmSync(dataDir, { recursive: true, force: true });
  rmSync(path.dirname(probeFile), { recursive: true, force: true });
}
