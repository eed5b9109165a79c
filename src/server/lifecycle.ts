import type { ServerType } from "@hono/node-server";
import type { Logger } from "pino";
import { demoAccounts } from "./db/seed/content/accounts";
import { demoOperator } from "./modules/platform/operator-bootstrap";
import type { SiteRegistry } from "./modules/site/site-registry";

/** Tells a new user where each demo site answers (browsers resolve *.localhost to this machine). */
export function printSiteAddresses(sites: SiteRegistry, port: number): void {
  const lines = sites.all().map((site) => {
    const host = site.urls.dev.find((h) => h.endsWith("localhost")) ?? site.urls.dev[0] ?? "localhost";
    return `  ${site.name.padEnd(32)} http://${host}:${port}`;
  });
  process.stdout.write(
    `\nVinisite is running:\n${lines.join("\n")}\n  ${"API".padEnd(32)} http://localhost:${port}/api\n\n`,
  );
}

/**
 * The seeded demo accounts and their passwords (development only: they are public in the README),
 * and the platform operator's address with the demo operator (issue 19 §1).
 */
export function printDemoAccounts(platform?: { host: string; port: number }): void {
  const accounts = demoAccounts.map(
    (a) => `  site ${a.siteId}  ${a.role.padEnd(12)} ${a.email.padEnd(32)} ${a.password}`,
  );
  const operator = platform
    ? `\nPlatform operator: http://${platform.host}:${platform.port}\n  ${demoOperator.email.padEnd(45)} ${demoOperator.password} (unless PLATFORM_OPERATOR_EMAIL is set)\n`
    : "";
  process.stdout.write(`Demo accounts (as seeded):\n${accounts.join("\n")}\n${operator}\n`);
}

/** SIGINT/SIGTERM: stop accepting, let in-flight requests finish, then close the database. */
export function drainOnSignals(server: ServerType, log: Logger, close: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "draining in-flight requests");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await close();
      log.info("stopped");
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}
