// The server `npm start` runs, compiled to build/app/main.js by start.mjs (which builds what is
// stale first): migrates, seeds an empty database, then serves both demo sites (DESIGN.md §3).
// WORKERS=N runs N such processes on one port (node:cluster, DESIGN.md §10): they share the
// PostgreSQL server of DATABASE_URL and nothing else. SIGINT/SIGTERM drain in-flight requests and
// close the database.
import "./node-env";
import cluster from "node:cluster";
import { serve } from "@hono/node-server";
import type { Logger } from "pino";
import { HandOverRefused, takeEmbeddedDatabase } from "./cli/hand-over";
import { type Config, readConfig } from "./config";
import { prepareDatabase } from "./db/prepare";
import { drainOnSignals, printDemoAccounts, printSiteAddresses } from "./lifecycle";
import { createLogger } from "./logger";
import { collectStartupGarbage } from "./memory";
import { startStorefront } from "./storefront";

const projectDir = process.cwd();

/** One app process: the whole site, on PORT. */
async function serveSites(config: Config, log: Logger) {
  // PGlite has one owner process: this one, told to the command line (DATA_DIR/platform/server.json)
  const handOver = takeEmbeddedDatabase(config);
  const db = await prepareDatabase(config, log);
  collectStartupGarbage();

  const { platform, app } = await startStorefront({
    db,
    log,
    projectDir,
    mediaDir: config.mediaDir,
    mediaQuotaBytes: config.MEDIA_QUOTA_MB * 1024 * 1024,
    mode: config.NODE_ENV,
    smtpUrl: config.SMTP_URL || undefined,
    trustProxy: config.TRUST_PROXY,
    platformHost: config.PLATFORM_HOST,
    dnsTarget: config.PLATFORM_DNS_TARGET,
    dataDir: config.dataDir,
    port: config.PORT,
    operatorApiToken: handOver.token,
  });

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    log.info({ port: info.port, database: db.kind, pid: process.pid }, "listening");
    handOver.listening(info.port);
    // with WORKERS=N, the first process tells where the sites answer
    if (cluster.isWorker && cluster.worker?.id !== 1) return;
    printSiteAddresses(platform.sites, info.port);
    // the demo accounts' passwords are for trying the sites: printed in development only
    if (config.NODE_ENV === "development") printDemoAccounts({ host: config.PLATFORM_HOST, port: info.port });
  });
  drainOnSignals(server, log, async () => {
    await platform.stop();
    await db.close();
    handOver.release();
  });
}

/**
 * WORKERS=N: the primary process forks N app processes that share PORT (node:cluster hands each
 * connection to one of them), starts another when one dies, and passes SIGINT/SIGTERM on so that
 * each drains its requests before the primary stops.
 */
function superviseWorkers(config: Config, log: Logger) {
  if (!config.DATABASE_URL) {
    throw new Error(
      "WORKERS > 1 needs DATABASE_URL: an embedded PGlite database belongs to one process (README, Running several processes)",
    );
  }
  let stopping = false;
  // the workers run the server start.mjs has just built: they do not look at the sources again
  const fork = () => cluster.fork({ SKIP_BUILD: "1" });
  for (let i = 0; i < config.WORKERS; i++) fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.warn({ pid: worker.process.pid, code, signal }, "an app process stopped; starting another");
    setTimeout(fork, 1_000).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: config.WORKERS }, "stopping the app processes");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

function main() {
  const config = readConfig();
  const log = createLogger(config.LOG_LEVEL);
  if (config.WORKERS > 1 && cluster.isPrimary) return superviseWorkers(config, log);
  return serveSites(config, log);
}

Promise.resolve()
  .then(main)
  .catch((error: unknown) => {
    // a refusal the user can act on is said plainly; anything else with its stack, for a bug report
    const text =
      error instanceof HandOverRefused
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
    process.stderr.write(`${text}\n`);
    process.exit(1);
  });
