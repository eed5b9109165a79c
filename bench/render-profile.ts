// Profiles the uncached render of one URL in-process (no HTTP, no load generator): warms up, then
// renders it N times, 4 at a time, under V8's profiler; prints the milliseconds of CPU a render and
// writes the profile where PROFILE_OUT says. Usage: npx tsx bench/render-profile.ts [path] [N]
import "../src/server/node-env";
import { mkdtempSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../src/server/db/client";
import { seedDatabase } from "../src/server/db/seed/seed";
import { createLogger } from "../src/server/logger";
import { startStorefront } from "../src/server/storefront";

const root = path.resolve(import.meta.dirname, "..");
const target = process.argv[2] ?? "/";
const n = Number(process.argv[3] ?? 2000);
const db = await openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), "vinisite-prof-")) });
await db.migrate();
await seedDatabase(db);
const { variant } = await startStorefront({
  db,
  log: createLogger("silent"),
  projectDir: root,
  mediaDir: path.join(root, ".tmp/media"),
});
const app = variant({ pageCache: false });
const once = async () => {
  const res = await app.fetch(new Request(`http://localhost${target}`, { headers: { host: "localhost" } }));
  await res.text();
};
async function run(count: number) {
  for (let i = 0; i < count; i += 4) await Promise.all([once(), once(), once(), once()]);
}
await run(400);
const session = new Session();
session.connect();
await session.post("Profiler.enable");
if (process.env.PROFILE_OUT) await session.post("Profiler.start");
const cpu0 = process.cpuUsage();
const t0 = performance.now();
await run(n);
const cpu = process.cpuUsage(cpu0);
const wall = performance.now() - t0;
if (process.env.PROFILE_OUT) {
  const { profile } = await session.post("Profiler.stop");
  writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
}
console.log(
  `${target}: ${((cpu.user + cpu.system) / 1000 / n).toFixed(2)} ms CPU a render, ${(wall / n).toFixed(2)} ms wall`,
);
await db.close?.();
process.exit(0);
