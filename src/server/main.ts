// `npm start`: builds if needed, migrates, seeds an empty database, then serves both demo sites
// from one process (DESIGN.md §3). SIGINT/SIGTERM drain in-flight requests and close the database.
import "./node-env";
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import { readConfig } from "./config";
import { prepareDatabase } from "./db/prepare";
import { drainOnSignals, printDemoAccounts, printSiteAddresses } from "./lifecycle";
import { createLogger } from "./logger";
import { startStorefront } from "./storefront";

const projectDir = process.cwd();
const buildEntry = path.join(projectDir, "build/server/index.js");
const buildInputs = [
  "src/app",
  "src/ui",
  "src/client",
  "src/runtime",
  "schemas",
  "themes",
  "editor",
  "public",
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Builds the storefront when there is no build or a source is newer than it. */
function buildIfNeeded(log: ReturnType<typeof createLogger>) {
  const builtAt = existsSync(buildEntry) ? statSync(buildEntry).mtimeMs : 0;
  const sourcesAt = Math.max(
    ...buildInputs.map((dir) => newestMtime(path.join(projectDir, dir))),
    newestMtime(path.join(projectDir, "vite.config.ts")),
    newestMtime(path.join(projectDir, "react-router.config.ts")),
  );
  if (builtAt >= sourcesAt) return;
  log.info("building the storefront (react-router build)…");
  execFileSync(process.execPath, [path.join(projectDir, "node_modules/@react-router/dev/bin.js"), "build"], {
    stdio: "inherit",
    cwd: projectDir,
  });
}

async function main() {
  const config = readConfig();
  const log = createLogger(config.LOG_LEVEL);
  if (process.env.SKIP_BUILD !== "1") buildIfNeeded(log);

  const db = await prepareDatabase(config, log);

  const { platform, app } = await startStorefront({
    db,
    log,
    projectDir,
    mediaDir: config.mediaDir,
    mediaQuotaBytes: config.MEDIA_QUOTA_MB * 1024 * 1024,
    mode: config.NODE_ENV,
    smtpUrl: config.SMTP_URL || undefined,
    trustProxy: config.TRUST_PROXY,
  });

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    log.info({ port: info.port, database: db.kind }, "listening");
    printSiteAddresses(platform.sites, info.port);
    // the demo accounts' passwords are for trying the sites: printed in development only
    if (config.NODE_ENV === "development") printDemoAccounts();
  });
  drainOnSignals(server, log, async () => {
    await platform.stop();
    await db.close();
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
