import path from "node:path";
import type { Logger } from "pino";
import type { Config } from "../config";
import { openDatabase } from "./client";
import { runDataMigrations } from "./data-migrations";
import { seedDatabase } from "./seed/seed";

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
  await db.migrate();
  await runDataMigrations(db, log);
  const created = await seedDatabase(db, log);
  if (created.length) log.info({ sites: created }, "seeded an empty database");
  return db;
}
