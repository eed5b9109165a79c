// A platform process for the crash test of tests/integration/mail-outbox.test.ts: the real API on
// a PostgreSQL database (DATABASE_URL) or a PGlite data folder (DATA_DIR), with its job worker
// running as in production. It prints its port, then serves until the test kills it with SIGKILL.
import path from "node:path";
import { serve } from "@hono/node-server";
import { openDatabase } from "../../src/server/db/client";
import { createLogger } from "../../src/server/logger";
import { startPlatform } from "../../src/server/platform";

const root = path.resolve(import.meta.dirname, "../..");
const databaseUrl = process.env.DATABASE_URL;
const db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: process.env.DATA_DIR });
const platform = await startPlatform({
  db,
  log: createLogger("silent"),
  publicDir: path.join(root, "public"),
  mediaDir: path.join(root, ".tmp/media"),
});
serve({ fetch: platform.api.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
  process.stdout.write(`${info.port}\n`);
});
