// `npm run dev`: the same platform and storefront as `npm start`, with Vite in middleware mode
// for hot module replacement: the React Router build is loaded from Vite on every request.
import "./dev-env";
import { createServer as createHttpServer } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { takeEmbeddedDatabase } from "./cli/hand-over";
import { readConfig } from "./config";
import { prepareDatabase } from "./db/prepare";
import { drainOnSignals, printDemoAccounts, printSiteAddresses } from "./lifecycle";
import { createLogger } from "./logger";
import { startPlatform } from "./platform";
import { createServer } from "./server";

const projectDir = process.cwd();

async function dev() {
  const config = readConfig({ ...process.env, NODE_ENV: "development" });
  const log = createLogger(config.LOG_LEVEL);
  const handOver = takeEmbeddedDatabase(config);
  const db = await prepareDatabase(config, log);
  const platform = await startPlatform({
    db,
    log,
    publicDir: path.join(projectDir, "public"),
    mediaDir: config.mediaDir,
    mediaQuotaBytes: config.MEDIA_QUOTA_MB * 1024 * 1024,
    smtpUrl: config.SMTP_URL || undefined,
    mode: "development",
    trustProxy: config.TRUST_PROXY,
    platformHost: config.PLATFORM_HOST,
    dnsTarget: config.PLATFORM_DNS_TARGET,
    dataDir: config.dataDir,
    port: config.PORT,
    operatorApiToken: handOver.token,
  });
  const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
  const app = createServer({
    ...platform,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    clientDir: path.join(projectDir, "public"),
    mode: "development",
    pageCache: false,
    trustProxy: config.TRUST_PROXY,
  });
  const listener = getRequestListener(app.fetch);
  // Vite answers its own modules, HMR and public files; everything else goes to the app
  const server = createHttpServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
  server.listen(config.PORT, config.HOST, () => {
    log.info({ port: config.PORT, database: db.kind }, "dev server listening");
    printSiteAddresses(platform.sites, config.PORT);
    handOver.listening(config.PORT);
    printDemoAccounts({ host: config.PLATFORM_HOST, port: config.PORT });
  });
  drainOnSignals(server, log, async () => {
    await vite.close();
    await platform.stop();
    await db.close();
    handOver.release();
  });
}

dev().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
