// A real platform per test file: a copy of the migrated, seeded template database (PGlite, or a
// PostgreSQL server database in CI), the real Hono API, no mock of our own code.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase, withSite } from "../../src/server/db/client";
import { parameters } from "../../src/server/db/schema";
import { createLogger } from "../../src/server/logger";
import type { CardProvider } from "../../src/server/modules/orders/payment/card-provider";
import { type Platform, startPlatform } from "../../src/server/platform";
import { createServer } from "../../src/server/server";
import { withDatabase } from "./global-setup";

export const root = path.resolve(import.meta.dirname, "../..");

export interface TestPlatform extends Platform {
  /** Calls the API as a browser of `site` would (idSite and userLang headers set). */
  call(
    path: string,
    init?: RequestInit & { site?: number | null; json?: unknown; lang?: string },
  ): Promise<Response>;
  close(): Promise<void>;
}

async function openCopy(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const template = inject("dbTemplate");
  if (template.kind === "pglite") {
    const db = await openDatabase({ loadDataDir: new Blob([readFileSync(template.file)]) });
    return { db, drop: async () => {} };
  }
  const name = `vinisite_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.template}`);
  await admin.end();
  // a test's requests queue for the pool's 4 connections: on a machine loaded by other work they
  // may wait longer than production's 5 s, which would fail them with a 503 that says nothing of
  // the code (the page fuzz did, in CI's PostgreSQL pass at load 12)
  const db = await openDatabase({
    databaseUrl: withDatabase(template.adminUrl, name),
    poolSize: 4,
    connectTimeoutMs: 60_000,
  });
  return {
    db,
    drop: async () => {
      const a = new pg.Client({ connectionString: template.adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export async function createTestPlatform(
  options: {
    trustProxy?: boolean;
    mode?: "development" | "production" | "test";
    cardProvider?: CardProvider;
    /** false: the platform runs no queued job (mail-outbox.test.ts drives its own workers). */
    runJobs?: boolean;
    /** The media library's quota per site, in bytes (media.test.ts makes it small). */
    mediaQuotaBytes?: number;
    /** A media folder of the test's own (tests that erase a site's folder); .tmp/media otherwise. */
    mediaDir?: string;
  } = {},
): Promise<TestPlatform> {
  const { db, drop } = await openCopy();
  const { trustProxy, ...rest } = options;
  const platform = await startPlatform({
    db,
    log: createLogger("silent"),
    publicDir: path.join(root, "public"),
    mediaDir: path.join(root, ".tmp/media"),
    ...rest,
    trustProxy: trustProxy ? ["loopback"] : [],
  });
  const { api } = platform;
  return {
    ...platform,
    async call(p, init = {}) {
      const { site = 1, json, lang = "fr_FR", headers, ...rest } = init;
      const h = new Headers(headers);
      if (site !== null) h.set("idSite", String(site));
      h.set("userLang", lang);
      let body = rest.body;
      if (json !== undefined) {
        h.set("Content-Type", "application/json");
        body = JSON.stringify(json);
      }
      return api.fetch(
        new Request(`http://localhost${p}`, { ...rest, headers: h, body }),
        trustProxy ? LOOPBACK_PEER : undefined,
      );
    },
    async close() {
      await platform.stop();
      await db.close();
      await drop();
    },
  };
}

/**
 * The node request of a call that came from this machine: with `trustProxy`, the tests speak as
 * the proxy on loopback (nginx), whose X-Forwarded-For is believed (src/server/http/client-ip.ts).
 */
export const LOOPBACK_PEER = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };

/** Reads an envelope, failing the test on anything else. */
export async function envelopeOf(
  response: Response,
): Promise<{ success: boolean; data: unknown; message: string }> {
  const body = (await response.json()) as { success: boolean; data: unknown; message: string };
  if (typeof body.success !== "boolean" || typeof body.message !== "string" || !("data" in body)) {
    throw new Error(`not an envelope: ${JSON.stringify(body)}`);
  }
  return body;
}

export interface CallInit {
  method?: string;
  json?: unknown;
  /** The caller: a user with a session, or nobody (null, the default) */
  as?: { headers: Record<string, string> } | null;
  site?: number;
}

/** API calls on one site (`/api` prefixed), as a user or nobody: the status, the envelope and its data. */
export function apiCaller(platform: TestPlatform, defaults: { site: number; as?: CallInit["as"] }) {
  return async function call<T>(path: string, init: CallInit = {}) {
    const { as = defaults.as, site = defaults.site, ...rest } = init;
    const response = await platform.call(`/api${path}`, { site, ...rest, headers: as ? as.headers : {} });
    const body = await envelopeOf(response);
    return { status: response.status, body, data: body.data as T };
  };
}

/** The storefront on top of a test platform: the real Hono server with the React Router build. */
export async function createTestServer(
  platform: TestPlatform,
  options: { pageCache?: boolean; trustProxy?: boolean } = {},
) {
  const entry = path.join(root, "build/server/index.js");
  if (!existsSync(entry)) throw new Error("No storefront build: run `npm run build` first (npm test does).");
  const build = await import(pathToFileURL(entry).href);
  return createServer({
    ...platform,
    build,
    clientDir: path.join(root, "build/client"),
    mode: "production",
    pageCache: options.pageCache,
    trustProxy: options.trustProxy ? ["loopback"] : [],
  });
}

/** Resolves once the change feed has told this process that `idSite` changed after `since`. */
export async function changeFeedCaughtUp(
  platform: TestPlatform,
  idSite: number,
  since: number,
): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (platform.cache.version(idSite) > since) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`site ${idSite}: no change notification within 5 s`);
}

/**
 * Sets one setting of a site straight in the database, as the owner's screen would, and waits until
 * this process's caches have dropped it; answers the value it replaced (for a `finally` to restore).
 */
export async function setSiteParameter(
  platform: TestPlatform,
  idSite: number,
  type: string,
  value: string | number | boolean | null,
): Promise<string | number | boolean | null> {
  const since = platform.cache.version(idSite);
  const where = and(eq(parameters.siteId, idSite), eq(parameters.type, type));
  const previous = await withSite(platform.db, idSite, async (tx) => {
    const [row] = await tx.select({ value: parameters.value }).from(parameters).where(where);
    await tx.update(parameters).set({ value }).where(where);
    return row?.value ?? null;
  });
  await changeFeedCaughtUp(platform, idSite, since);
  return previous;
}
