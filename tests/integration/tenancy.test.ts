import { eq, getTableColumns, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, describe, expect, it } from "vitest";
import { queryRows, withoutSite, withSite } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";
import { pages, parameters, users } from "../../src/server/db/schema";
import { volatileTables } from "../../src/server/db/tenancy";
import { createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform();
// every table of the schema whose rows belong to a site (site_urls is the platform's host list);
// platform_audit names a site in site_id_ref, without belonging to it (issue 19)
const siteScopedTables = (Object.values(schema) as unknown[])
  .filter(
    (table): table is PgTable => is(table, PgTable) && getTableColumns(table).siteId?.name === "site_id",
  )
  .map((table) => getTableName(table))
  .filter((name) => name !== "site_urls");
const { db } = platform;
afterAll(() => platform.close());

describe("row-level security, the second wall of tenancy", () => {
  it("is enabled and forced on every table that has a site_id column", async () => {
    const rows = await queryRows<{ table_name: string; rls: boolean; forced: boolean }>(
      db.owner,
      sql`
      select c.table_name, k.relrowsecurity as rls, k.relforcerowsecurity as forced
      from information_schema.columns c
      join pg_class k on k.relname = c.table_name and k.relkind = 'r'
      join pg_namespace n on n.oid = k.relnamespace and n.nspname = 'public'
      where c.table_schema = 'public' and c.column_name = 'site_id' and c.table_name <> 'site_urls'
      order by c.table_name`,
    );
    expect(rows.map((r) => r.table_name).sort()).toEqual([...siteScopedTables].sort());
    for (const row of rows)
      expect({ table: row.table_name, rls: row.rls, forced: row.forced }).toEqual({
        table: row.table_name,
        rls: true,
        forced: true,
      });
  });

  it("feeds the change feed from every site table but the volatile ones", async () => {
    const rows = await queryRows<{ table_name: string }>(
      db.owner,
      sql`
      select c.relname as table_name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname = c.relname || '_notify_site_changed' and not t.tgisinternal`,
    );
    const fed = rows.map((r) => r.table_name);
    for (const table of siteScopedTables) {
      expect(fed.includes(table), table).toBe(!(volatileTables as readonly string[]).includes(table));
    }
    expect(fed).toContain("sites");
  });

  it("shows no row at all to a query run with no site set", async () => {
    for (const table of siteScopedTables) {
      const rows = await withoutSite(db, (tx) =>
        queryRows<{ n: number }>(tx, sql.raw(`select count(*)::int as n from ${table}`)),
      );
      expect(rows[0]?.n, table).toBe(0);
    }
    // while the owner sees the seeded rows: the wall, not an empty database, hides them
    const rows = await queryRows<{ n: number }>(db.owner, sql`select count(*)::int as n from pages`);
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it("lets a query that forgets its where clause see its own site only", async () => {
    const seen = await withSite(db, 2, (tx) => tx.select({ siteId: pages.siteId }).from(pages));
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((p) => p.siteId))).toEqual(new Set([2]));
    const settings = await withSite(db, 1, (tx) => tx.select({ siteId: parameters.siteId }).from(parameters));
    expect(new Set(settings.map((p) => p.siteId))).toEqual(new Set([1]));
  });

  it("never lets site 2 read site 1's users", async () => {
    await db.owner.insert(users).values([
      { siteId: 1, email: "claire@example.fr", passwordHash: "x" },
      { siteId: 2, email: "paul@example.fr", passwordHash: "x" },
    ]);
    const seen = await withSite(db, 2, (tx) =>
      tx.select({ email: users.email, siteId: users.siteId }).from(users),
    );
    // site 2 also has its seeded demo accounts: all of its own, none of site 1's
    expect(seen.map((u) => u.email)).toContain("paul@example.fr");
    expect(seen.map((u) => u.email)).not.toContain("claire@example.fr");
    expect(new Set(seen.map((u) => u.siteId))).toEqual(new Set([2]));
  });

  it("refuses a write into another site's rows, in the database itself", async () => {
    await expect(
      withSite(db, 1, (tx) =>
        tx.insert(parameters).values({ siteId: 2, type: "COMPANY_NAME", value: "Pirate" }),
      ),
    ).rejects.toThrow();
    const updated = await withSite(db, 1, (tx) =>
      tx.update(pages).set({ title: "Pirate" }).where(eq(pages.siteId, 2)).returning({ id: pages.id }),
    );
    expect(updated).toEqual([]);
    await expect(
      withSite(db, 1, async (tx) => {
        const [own] = await tx.select({ id: pages.id }).from(pages).limit(1);
        if (!own) throw new Error("no page");
        // moving a row to another site is a write into that site: refused by WITH CHECK
        await tx.update(pages).set({ siteId: 2 }).where(eq(pages.id, own.id));
      }),
    ).rejects.toThrow();
    const titles = await db.owner.select({ title: pages.title }).from(pages).where(eq(pages.siteId, 2));
    expect(titles.some((t) => t.title === "Pirate")).toBe(false);
  });
});
