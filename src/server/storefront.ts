import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { Database } from "./db/client";
import type { TrustedProxies } from "./http/client-ip";
import { startPlatform } from "./platform";
import { createServer } from "./server";

export interface StorefrontOptions {
  db: Database;
  log: Logger;
  /** The project folder: public/ and build/ are found there. */
  projectDir: string;
  mediaDir: string;
  mediaQuotaBytes?: number;
  mode?: "development" | "production" | "test";
  pageCache?: boolean;
  smtpUrl?: string;
  trustProxy?: TrustedProxies;
  /** PLATFORM_HOST, PLATFORM_DNS_TARGET and DATA_DIR (issue 19). */
  platformHost?: string;
  dnsTarget?: string;
  dataDir?: string;
  port?: number;
  /** The operator API's bearer token (issue 19: the command line's hand-over token). */
  operatorApiToken?: string;
}

/** The platform and the storefront build on an open, migrated database: the app `npm start` serves. */
export async function startStorefront({
  db,
  log,
  projectDir,
  mediaDir,
  mediaQuotaBytes,
  mode = "production",
  pageCache,
  smtpUrl,
  trustProxy,
  platformHost,
  dnsTarget,
  dataDir,
  port,
  operatorApiToken,
}: StorefrontOptions) {
  const platform = await startPlatform({
    db,
    log,
    publicDir: path.join(projectDir, "public"),
    mediaDir,
    mediaQuotaBytes,
    smtpUrl,
    mode,
    trustProxy,
    platformHost,
    dnsTarget,
    dataDir,
    port,
    operatorApiToken,
  });
  const build = (await import(
    pathToFileURL(path.join(projectDir, "build/server/index.js")).href
  )) as ServerBuild;
  const clientDir = path.join(projectDir, "build/client");
  const app = createServer({ ...platform, build, clientDir, mode, pageCache, trustProxy, log });
  /** The same storefront with another page-cache choice (benchmarks compare both). */
  const variant = (options: { pageCache: boolean }) =>
    createServer({ ...platform, build, clientDir, mode, trustProxy, log, ...options });
  return { platform, app, variant };
}
