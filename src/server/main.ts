// The server `npm start` runs, compiled to build/app/main.js by start.mjs (which builds what is
// stale first): migrates, seeds an empty database, then serves both demo sites from one process
// (DESIGN.md §3). SIGINT/SIGTERM drain in-flight requests and close the database.
import "./node-env";
import { serve } from "@hono/node-server";
import { readConfig } from "./config";
import { prepareDatabase } from "./db/prepare";
import { drainOnSignals, printDemoAccounts, printSiteAddresses } from "./lifecycle";
import { createLogger } from "./logger";
import { startStorefront } from "./storefront";

const projectDir = process.cwd();

async function main() {
  const config = readConfig();
  const log = createLogger(config.LOG_LEVEL);

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
