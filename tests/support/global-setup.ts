// Builds one migrated and seeded database per test run, which every test file then copies
// (CONVENTIONS.md, after the Epic Stack): a fresh PGlite costs ~5 s, loading a dump ~1 s.
// With TEST_DATABASE_URL (CI), the template is a database on the PostgreSQL server instead, and
// each test file gets `CREATE DATABASE … TEMPLATE` of it.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/client";
import { seedDatabase } from "../../src/server/db/seed/seed";
import { reclaimSpace } from "../../src/server/maintenance";

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: { kind: "pglite"; file: string } | { kind: "postgres"; adminUrl: string; template: string };
  }
}

const root = path.resolve(import.meta.dirname, "../..");

/** The template changes whenever a migration, the seed or the registry does. */
function templateKey(): string {
  const hash = createHash("sha256");
  const walk = (p: string) => {
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory()) for (const e of readdirSync(p).sort()) walk(path.join(p, e));
    else hash.update(p).update(readFileSync(p));
  };
  for (const p of [
    "src/server/db",
    "schemas",
    "src/server/security",
    "src/server/maintenance.ts",
    "src/server/modules/site/layout-hash.ts",
    "src/server/modules/content/review-service.ts",
    "src/runtime/content",
  ]) {
    walk(path.join(root, p));
  }
  return hash.digest("hex").slice(0, 16);
}

export function withDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `vinisite_tpl_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const db = await openDatabase({ databaseUrl: withDatabase(adminUrl, template), poolSize: 2 });
    await db.migrate();
    await seedDatabase(db);
    await db.close();
    project.provide("dbTemplate", { kind: "postgres", adminUrl, template });
    return async () => {
      // copies made by test files are dropped by them; the template goes last
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }

  const dir = path.join(root, ".tmp");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `test-template-${templateKey()}.tar.gz`);
  if (!existsSync(file)) {
    const db = await openDatabase({});
    await db.migrate();
    await seedDatabase(db);
    // analyzed, as the first housekeeping leaves a new site's database: each copy starts with the
    // planner's statistics instead of analyzing every table at its platform's start
    await reclaimSpace(db);
    const dump = await db.pglite?.dumpDataDir("gzip");
    if (!dump) throw new Error("PGlite did not dump its data folder");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await db.close();
  }
  project.provide("dbTemplate", { kind: "pglite", file });
}
