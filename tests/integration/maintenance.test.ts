// Housekeeping: old anonymous carts, expired sessions and reset links are removed; what is still
// in use stays.
import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { withSite } from "../../src/server/db/client";
import { carts, sessions, users } from "../../src/server/db/schema";
import { ANONYMOUS_CART_DAYS, cleanUp } from "../../src/server/maintenance";
import { createSession } from "../../src/server/modules/account/session";
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
