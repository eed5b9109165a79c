// `npm start` (issue 16 §9): builds what is missing or older than its sources — the storefront
// (React Router) and the server (esbuild, one ES module with the packages left in node_modules) —
// then runs the compiled server: no TypeScript is compiled when the process starts. Plain
// JavaScript, since it runs before anything is compiled. SKIP_BUILD=1 runs what is there;
// --build-only builds and stops (`npm run build`).
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";

// Before anything loads React: in the bundle, the packages it imports are loaded before any of its
// own code runs, so main.ts's "./node-env" would come too late for them.
process.env.NODE_ENV ??= "production";

// V8 grows its heap lazily, and a server's heap mostly holds garbage between two collections: a
// process idled at 115-140 MB of heap after a warm-up. On PGlite (one process, the small set-up)
// V8 favours size: the heap idles at 71-81 MB, for 8-22 % more CPU per request. On a PostgreSQL
// server (DATABASE_URL: several processes, throughput first) V8 keeps its defaults: the soak served
// fewer requests with the flag (issue 16 §8, docs/decisions/124-memory-at-idle.md). Set here,
// before the server's modules load, since `npm start` has no node flags (node refuses this one in
// NODE_OPTIONS).
if (!process.env.DATABASE_URL) setFlagsFromString("--optimize-for-size");

const projectDir = process.cwd();
const at = (...parts) => path.join(projectDir, ...parts);

/** The newest modification time under `target` (a file or a folder), 0 when it is missing. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const isStale = (output, inputs) =>
  newestMtime(at(output)) < Math.max(...inputs.map((input) => newestMtime(at(input))));

const shared = ["src/runtime", "schemas", "themes", "package.json"];
const storefrontInputs = [
  ...shared,
  "src/app",
  "src/ui",
  "src/client",
  "editor",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
];
const serverInputs = [...shared, "src/server"];

async function buildServer() {
  const { build } = await import("esbuild");
  await build({
    entryPoints: [at("src/server/main.ts")],
    outfile: at("build/app/main.js"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
  // the files the server reads beside its own module (new URL("./…", import.meta.url))
  cpSync(at("src/server/db/migrations"), at("build/app/migrations"), { recursive: true });
  cpSync(at("src/server/modules/account/common-passwords.txt"), at("build/app/common-passwords.txt"));
}

if (process.env.SKIP_BUILD !== "1") {
  if (isStale("build/server/index.js", storefrontInputs)) {
    process.stdout.write("building the storefront (react-router build)…\n");
    execFileSync(process.execPath, [at("node_modules/@react-router/dev/bin.js"), "build"], {
      stdio: "inherit",
      cwd: projectDir,
    });
  }
  if (isStale("build/app/main.js", serverInputs)) {
    process.stdout.write("building the server (esbuild)…\n");
    await buildServer();
  }
}
if (!process.argv.includes("--build-only")) await import(pathToFileURL(at("build/app/main.js")).href);
