// The database's types, in a file of their own so that the modules that need them (the tenancy
// walls, the data migrations) do not import the client that imports them (no cycle).
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** A rewrite of stored rows that the SQL migrations cannot express (./data-migrations.ts). */
export interface DataMigration {
  /** Unique and stable: the record that it ran. A new name runs it again. */
  name: string;
  /**
   * Runs as the owner, in the transaction that records it. Site rows are reached through each
   * site's row-level-security wall (`enterSite(tx, idSite)`, for every id of `siteIds`); the
   * result is logged.
   */
  run(tx: Tx, siteIds: readonly number[]): Promise<Record<string, number>>;
}
