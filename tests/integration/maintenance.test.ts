// Housekeeping: old anonymous carts, expired sessions and reset links are removed; what is still
// in use stays.
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, queryRows, withSite } from "../../src/server/db/client";
import { carts, sessions, users } from "../../src/server/db/schema";
import { ANONYMOUS_CART_DAYS, cleanUp, reclaimSpace } from "../../src/server/maintenance";
import { createSession } from "../../src/server/modules/account/session";
import { RateLimiter } from "../../src/server/security/rate-limiter";
import { createTestPlatform } from "../support/test-platform";

// no queued job: the platform's own hourly housekeeping (a job of the queue) would otherwise race
// this test's cleanUp for the same old cart (a red PostgreSQL pass on a busy machine)
const platform = await createTestPlatform({ runJobs: false });
afterAll(() => platform.close());

describe("cleanUp", () => {
  it("removes anonymous carts left alone for 30 days and expired sessions, and nothing else", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - (ANONYMOUS_CART_DAYS + 1) * 86_400_000);
    const recent = new Date(now.getTime() - (ANONYMOUS_CART_DAYS - 1) * 86_400_000);
    const [user] = await withSite(platform.db, 2, (tx) =>
      tx
        .insert(users)
        .values({ siteId: 2, email: "menage@example.org", passwordHash: "x" })
        .returning({ id: users.id }),
    );
    const ids = {
      oldAnonymous: crypto.randomUUID(),
      recentAnonymous: crypto.randomUUID(),
      oldOwned: crypto.randomUUID(),
    };
    await withSite(platform.db, 2, (tx) =>
      tx.insert(carts).values([
        { id: ids.oldAnonymous, siteId: 2, updatedAt: old },
        { id: ids.recentAnonymous, siteId: 2, updatedAt: recent },
        { id: ids.oldOwned, siteId: 2, userId: user?.id, updatedAt: old },
      ]),
    );
    await withSite(platform.db, 2, (tx) => createSession(tx, 2, user?.id ?? 0));
    const expired = await withSite(platform.db, 2, async (tx) => {
      await createSession(tx, 2, user?.id ?? 0);
      const [row] = await tx
        .update(sessions)
        .set({ expiresAt: new Date(now.getTime() - 1000) })
        .where(eq(sessions.userId, user?.id ?? 0))
        .returning({ id: sessions.id });
      return row?.id;
    });
    await withSite(platform.db, 2, (tx) => createSession(tx, 2, user?.id ?? 0));

    const cleaned = await cleanUp(platform.db, now);
    expect(cleaned.carts).toBe(1);
    expect(cleaned.sessions).toBeGreaterThanOrEqual(1);
    const left = await withSite(platform.db, 2, (tx) =>
      tx
        .select({ id: carts.id })
        .from(carts)
        .where(inArray(carts.id, Object.values(ids))),
    );
    expect(left.map((c) => c.id).sort()).toEqual([ids.recentAnonymous, ids.oldOwned].sort());
    const sessionsLeft = await withSite(platform.db, 2, (tx) =>
      tx
        .select({ id: sessions.id, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, user?.id ?? 0)),
    );
    expect(sessionsLeft.some((s) => s.id === expired)).toBe(false);
    expect(sessionsLeft.length).toBeGreaterThan(0);
    expect(sessionsLeft.every((s) => s.expiresAt > now)).toBe(true);
  });
});

describe("reclaimSpace", () => {
  const table = "rate_limit_windows";
  const stateOf = async () => {
    const [row] = await queryRows<{ pages: string; tuples: number }>(
      platform.db.owner,
      sql`select pg_relation_size(${table}::regclass)::text as pages, reltuples::float8 as tuples
          from pg_class where relname = ${table}`,
    );
    return { bytes: Number(row?.pages), tuples: Number(row?.tuples) };
  };

  it.runIf(platform.db.kind === "pglite")(
    "on PGlite, analyzes the tables that changed and vacuums those with dead rows, as autovacuum would",
    async () => {
      // a thousand visitors' windows (one upsert each), then the sweep that deletes them
      const now = Date.now();
      const limiter = new RateLimiter(platform.db, () => now, Number.MAX_SAFE_INTEGER);
      for (let i = 0; i < 1000; i++)
        await limiter.hit(`login:${i}@example.org`, { max: 5, windowMs: 60_000 });
      const written = await reclaimSpace(platform.db);
      expect(written?.analyzed).toContain(table);
      expect((await stateOf()).tuples).toBe(1000);

      await limiter.sweep(now + 60_000);
      const swept = await stateOf();
      expect(swept.bytes).toBeGreaterThan(8192);
      const reclaimed = await reclaimSpace(platform.db);
      expect(reclaimed?.vacuumed).toContain(table);
      // the dead rows are gone and the emptied pages given back
      expect(await stateOf()).toEqual({ bytes: 0, tuples: 0 });

      // nothing changed since: nothing to do
      const again = await reclaimSpace(platform.db);
      expect([...(again?.vacuumed ?? []), ...(again?.analyzed ?? [])]).not.toContain(table);

      // dead rows left before a restart, in a logged table (an unlogged one is emptied by the
      // recovery of a copy): PGlite forgets its counts, the first pass still finds them
      const old = new Date(now - (ANONYMOUS_CART_DAYS + 1) * 86_400_000);
      await withSite(platform.db, 2, (tx) =>
        tx
          .insert(carts)
          .values(
            Array.from({ length: 1000 }, () => ({ id: crypto.randomUUID(), siteId: 2, updatedAt: old })),
          ),
      );
      expect((await cleanUp(platform.db, new Date(now))).carts).toBeGreaterThanOrEqual(1000);
      const sizeOfCarts = async (db: Database) => {
        const [row] = await queryRows<{ bytes: string }>(
          db.owner,
          sql`select pg_relation_size('carts'::regclass)::text as bytes`,
        );
        return Number(row?.bytes);
      };
      const bloated = await sizeOfCarts(platform.db);
      const restarted = await openDatabase({ loadDataDir: await platform.db.pglite?.dumpDataDir() });
      try {
        const first = await reclaimSpace(restarted);
        expect(first?.vacuumed).toContain("carts");
        expect(await sizeOfCarts(restarted)).toBeLessThan(bloated / 2);
      } finally {
        await restarted.close();
      }
    },
  );

  it.runIf(platform.db.kind === "postgres")("leaves a PostgreSQL server to its own autovacuum", async () => {
    expect(await reclaimSpace(platform.db)).toBeNull();
  });
});
