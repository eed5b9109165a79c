// One code path for both databases (DESIGN.md §3): PGlite in DATA_DIR by default, a PostgreSQL
// server when DATABASE_URL is set. Same schema, same SQL, same migrations.
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { createTableRelationsHelpers, extractTablesRelationalConfig, type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { PgDialect } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";
import { applyTenancy } from "./tenancy";

import type { Db, Tx } from "./types";

export type { Db, Tx } from "./types";

export interface Database {
  kind: "pglite" | "postgres";
  /** The server's URL, when kind is "postgres" (the change feed opens its own connection). */
  url?: string;
  /** Connects as the owner: for migrations, seeding sites and platform tables only. */
  owner: Db;
  /** Applies the migrations, then the tenancy walls to every site table (./tenancy.ts). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance, when embedded (tests dump it as a template). */
  pglite?: PGlite;
  /**
   * On a PostgreSQL server: `withSite`'s transaction, opened and walled in one round trip
   * (issue 16 §7) instead of a `begin` and a `set_config` each waiting for its answer.
   */
  siteTransaction?: <T>(idSite: number, fn: (tx: Tx) => Promise<T>) => Promise<T>;
}

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data folder; omitted means in memory. */
  dataDir?: string;
  /** A PGlite data dump to start from (tests load one migrated template per file). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /**
   * How long a query waits for a connection (opening one, or one of the pool's to be free) before
   * it fails: 5 s by default, so that a server that does not answer fails requests in seconds.
   */
  connectTimeoutMs?: number;
  /**
   * Told of errors that reach no query: a pooled connection that the server closed while idle
   * (restart, `pg_terminate_backend`). The pool drops that connection and opens another on demand;
   * without a listener, node-postgres would make it an uncaught exception.
   */
  onConnectionError?: (err: Error) => void;
}

/**
 * PGlite's WebAssembly memory never shrinks, and initdb's shared_buffers (128 MB) made it grow to
 * 189 MB, all resident, for a 31 MB database whose files the kernel caches anyway: 16 MB of buffers
 * keep it at the module's floor of 128 MB, of which about 32 MB is touched (issue 16 §8,
 * docs/decisions/124-memory-at-idle.md).
 */
const PGLITE_MEMORY = ["-c", "shared_buffers=16MB"];

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // a server that does not answer (down, network) fails the request in seconds, not minutes
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    });
    const onConnectionError = options.onConnectionError ?? ((err: Error) => console.error(err));
    pool.on("error", onConnectionError);
    const owner = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      kind: "postgres",
      url: options.databaseUrl,
      owner,
      siteTransaction: siteTransactionOn(pool),
      migrate: async () => {
        await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
        await applyTenancy(owner);
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY],
  });
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    kind: "pglite",
    owner: pgliteDb as unknown as Db,
    migrate: async () => {
      await migratePglite(pgliteDb, { migrationsFolder });
      await applyTenancy(pgliteDb as unknown as Db);
    },
    close: () => client.close(),
    pglite: client,
  };
}

/** The statement that opens a site's transaction: `begin`, then enterSite's settings. */
const beginOnSite = (idSite: number) => {
  if (!Number.isSafeInteger(idSite)) throw new Error(`not a site id: ${idSite}`);
  return `begin; select set_config('app.site_id', '${idSite}', true), set_config('role', 'app', true)`;
};

/**
 * The transaction's connection as drizzle's session sees it: a statement is sent once the one
 * before it has been answered. Code that starts several reads at once in one transaction
 * (`Promise.all`) would otherwise stack them on the connection, which node-postgres runs one by
 * one anyway but deprecates (pg@9 will refuse it).
 */
function oneQueryAtATime(client: pg.PoolClient): pg.PoolClient {
  let last: Promise<unknown> = Promise.resolve();
  const query = (...args: unknown[]) => {
    const run = last.then(() => (client.query as (...a: unknown[]) => Promise<unknown>)(...args));
    last = run.catch(() => undefined);
    return run;
  };
  return { query } as unknown as pg.PoolClient;
}

/**
 * withSite on a PostgreSQL server: the transaction drizzle's `transaction()` would open (the same
 * dialect and relational schema, a session on one pooled connection), but its `begin` carries the
 * site's settings: a simple query of two statements, one round trip. A connection whose commit or
 * rollback failed is not given back to the pool.
 */
function siteTransactionOn(pool: pg.Pool) {
  const dialect = new PgDialect();
  const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
  const relational = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap };
  // one drizzle transaction object per pooled connection, so that the statements prepared on it
  // (preparedIn) are built once per connection, not once per transaction
  const txOf = new WeakMap<pg.PoolClient, Tx>();
  const transactionOn = (client: pg.PoolClient): Tx => {
    let tx = txOf.get(client);
    if (!tx) {
      const session = new NodePgSession(oneQueryAtATime(client), dialect, relational);
      tx = new NodePgTransaction(dialect, session, relational) as unknown as Tx;
      txOf.set(client, tx);
    }
    return tx;
  };
  return async <T>(idSite: number, fn: (tx: Tx) => Promise<T>): Promise<T> => {
    const begin = beginOnSite(idSite);
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      // a connection that could not open the transaction is dropped, never reused half-open
      await client.query(begin).catch((e: Error) => {
        broken = e;
        throw e;
      });
      const tx = transactionOn(client);
      let result: T;
      try {
        result = await fn(tx);
      } catch (err) {
        await client.query("rollback").catch((e: Error) => {
          broken = e;
        });
        throw err;
      }
      await client.query("commit").catch((e: Error) => {
        broken = e;
        throw e;
      });
      return result;
    } finally {
      client.release(broken);
    }
  };
}

const preparedByTx = new WeakMap<Tx, Map<string, unknown>>();

/**
 * A hot statement prepared once per connection (issue 16 §7): `build` makes the drizzle query with
 * `sql.placeholder`s and `.prepare(name)`s it; it is built the first time `tx`'s connection runs it
 * (drizzle's building of a wide select costs more than the server's answer), and node-postgres
 * sends its text to the server once per connection. A prepared query is bound to its connection:
 * `tx` must be the transaction it runs in. On PGlite a transaction object lives for one
 * transaction, so the statement is built each time (as an unprepared one is).
 */
export function preparedIn<Q>(tx: Tx, name: string, build: () => Q): Q {
  let prepared = preparedByTx.get(tx);
  if (!prepared) {
    prepared = new Map();
    preparedByTx.set(tx, prepared);
  }
  let query = prepared.get(name) as Q | undefined;
  if (!query) {
    query = build();
    prepared.set(name, query);
  }
  return query;
}

/**
 * Runs `fn` in a transaction that sees only site `idSite`'s rows: the role is switched to the
 * non-superuser `app` and app.site_id is set, so PostgreSQL's row-level security refuses
 * whatever a query forgets to scope (DESIGN.md §4). Every site-scoped read and write goes here.
 */
export function withSite<T>(db: Database, idSite: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (db.siteTransaction) return db.siteTransaction(idSite, fn);
  return db.owner.transaction(async (tx) => {
    await enterSite(tx as Tx, idSite);
    return fn(tx as Tx);
  });
}

/** Switches an open transaction to the `app` role, seeing only site `idSite`, until it ends. */
export async function enterSite(tx: Tx, idSite: number): Promise<void> {
  await tx.execute(
    sql`select set_config('app.site_id', ${String(idSite)}, true), set_config('role', 'app', true)`,
  );
}

/** The same wall with no site set: every site-scoped table reads as empty. Used by tests. */
export function withoutSite<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.owner.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', 'app', true)`);
    return fn(tx as Tx);
  });
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
