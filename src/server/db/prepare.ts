import path from "node:path";
import pg from "pg";
import type { Logger } from "pino";
import type { Config } from "../config";
import { ensureOperators } from "../modules/platform/operator-bootstrap";
import { openDatabase } from "./client";
import { runDataMigrations } from "./data-migrations";
import { seedDatabase } from "./seed/seed";

/** pg_advisory_lock's key for start-up (any constant of our own; "vinisite" in ASCII, cut to 63 bits). */
const STARTUP_LOCK = 0x76696e6973697465n;

/**
 * Runs `fn` while holding a PostgreSQL advisory lock on a connection of its own: processes that
 * start together (WORKERS=N, or N servers behind nginx) migrate and seed one after the other, so the
 * first does the work and the others find it done. PGlite belongs to one process: no lock.
 */
async function oneAtATime<T>(databaseUrl: string | undefined, fn: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return fn();
  const client = new pg.Client({ connectionString: databaseUrl, application_name: "vinisite-startup" });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK.toString()]);
    return await fn();
  } finally {
    await client.end(); // ending the session releases its advisory lock
  }
}

/** The database of `npm start` and `npm run dev`: opened, migrated, and seeded when empty. */
export async function prepareDatabase(config: Config, log: Logger) {
  const db = await openDatabase(
    config.DATABASE_URL
      ? {
          databaseUrl: config.DATABASE_URL,
          onConnectionError: (err) => log.warn({ err }, "an idle database connection was closed"),
        }
      : { dataDir: path.join(config.dataDir, "pglite") },
  );
  await oneAtATime(config.DATABASE_URL, async () => {
    await db.migrate();
    await runDataMigrations(db, log);
    const created = await seedDatabase(db, log);
    if (created.length) log.info({ sites: created }, "seeded an empty database");
    await ensureOperators(db, config, log);
  });
  return db;
}
