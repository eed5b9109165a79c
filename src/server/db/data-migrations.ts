// Data migrations: rewrites of stored rows that the SQL migrations cannot express because they
// need our code (the layout sanitizer…). Each runs once, at start-up after the SQL migrations
// (./prepare.ts), in one transaction with the row of `data_migrations` that records it: a start
// with nothing left to do costs one query, and a migration that fails half-way leaves nothing.
import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { layoutsSanitized } from "../modules/admin/layout-project-migration";
import type { Database, Tx } from "./client";
import { dataMigrations as dataMigrationsTable, sites } from "./schema";
import type { DataMigration } from "./types";

/** Every data migration, oldest first. */
export const dataMigrations: readonly DataMigration[] = [layoutsSanitized];

/** Runs the data migrations not recorded yet; answers the names of those it ran. */
export async function runDataMigrations(
  db: Database,
  log?: Logger,
  migrations: readonly DataMigration[] = dataMigrations,
): Promise<string[]> {
  const done = new Set(
    (await db.owner.select({ name: dataMigrationsTable.name }).from(dataMigrationsTable)).map((r) => r.name),
  );
  const ran: string[] = [];
  for (const migration of migrations.filter((m) => !done.has(m.name))) {
    const summary = await db.owner.transaction(async (ownerTx) => {
      const tx = ownerTx as Tx;
      // several processes may start at once (DESIGN.md §10): one runs it, the others wait, then skip
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`data-migration:${migration.name}`}))`);
      const [already] = await tx
        .select({ name: dataMigrationsTable.name })
        .from(dataMigrationsTable)
        .where(eq(dataMigrationsTable.name, migration.name));
      if (already) return null;
      // recorded first, as the owner: the migration may then switch to the app role for good
      await tx.insert(dataMigrationsTable).values({ name: migration.name });
      const siteIds = (await tx.select({ id: sites.id }).from(sites).orderBy(sites.id)).map((s) => s.id);
      return migration.run(tx, siteIds);
    });
    if (summary) {
      ran.push(migration.name);
      log?.info({ migration: migration.name, ...summary }, "data migration applied");
    }
  }
  return ran;
}
