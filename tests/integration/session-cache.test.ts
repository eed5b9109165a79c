// Sessions read once per process (issue 16 §5): a logged-in request costs no database read while
// its session is cached, and whatever ends a session or changes its user anywhere — a logout, a
// role taken away, by this process or another — is seen at once through the change feed.
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { withSite } from "../../src/server/db/client";
import { sessions, users } from "../../src/server/db/schema";
import type { SessionUser } from "../../src/server/modules/account/session";
import { SessionCache } from "../../src/server/modules/account/session-cache";
import { userWithSession } from "../support/admin-session";
import { apiCaller, createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());
const call = apiCaller(platform, { site: 2 });

const lea: SessionUser = { id: 1, email: "lea@example.fr", role: "CUSTOMER", sessionId: 7 };

describe("the session cache", () => {
  it("keeps a session until the TTL or its expiry, whichever is first; never an unknown token", async () => {
    let now = 0;
    const cache = new SessionCache(60_000, 100, () => now);
    let reads = 0;
    const load = (expiresAt: number) => async () => {
      reads++;
      return { user: lea, expiresAt: new Date(expiresAt) };
    };
    expect(await cache.get(2, "h1", load(1_000_000))).toEqual(lea);
    expect(await cache.get(2, "h1", load(1_000_000))).toEqual(lea);
    expect(reads).toBe(1);
    now = 60_001;
    await cache.get(2, "h1", load(1_000_000));
    expect(reads).toBe(2);
    // a session ending in 5 s is kept 5 s
    await cache.get(2, "h2", load(now + 5_000));
    now += 5_001;
    await cache.get(2, "h2", load(now + 5_000));
    expect(reads).toBe(4);
    let misses = 0;
    const none = async () => {
      misses++;
      return null;
    };
    expect(await cache.get(2, "nope", none)).toBeNull();
    expect(await cache.get(2, "nope", none)).toBeNull();
    expect(misses).toBe(2);
  });

  it("drops a site's sessions, and keeps out an answer read while they were dropped", async () => {
    const cache = new SessionCache();
    let reads = 0;
    const load = async () => {
      reads++;
      return { user: lea, expiresAt: new Date(Date.now() + 3_600_000) };
    };
    await cache.get(1, "a", load);
    await cache.get(2, "b", load);
    cache.dropSite(2);
    await cache.get(1, "a", load);
    await cache.get(2, "b", load);
    expect(reads).toBe(3);
    const slow = cache.get(2, "c", async () => {
      cache.dropSite(2);
      return load();
    });
    await slow;
    await cache.get(2, "c", load);
    expect(reads).toBe(5);
  });
});

describe("a cached session through the API", () => {
  it("ends at once when another process deletes it (logout elsewhere)", async () => {
    const customer = await userWithSession(platform.db, 2, "CUSTOMER");
    expect((await call("/user", { as: customer })).status).toBe(200);
    expect((await call("/user", { as: customer })).status).toBe(200);
    // another process: a write on the database, not through this API
    await withSite(platform.db, 2, (tx) =>
      tx.delete(sessions).where(and(eq(sessions.siteId, 2), eq(sessions.userId, customer.id))),
    );
    await expect.poll(async () => (await call("/user", { as: customer })).status).toBe(401);
  });

  it("loses the admin role at once when it is taken away", async () => {
    const admin = await userWithSession(platform.db, 2, "ADMIN");
    expect((await call("/admin/product", { as: admin })).status).toBe(200);
    await withSite(platform.db, 2, (tx) =>
      tx.update(users).set({ role: "CUSTOMER" }).where(eq(users.id, admin.id)),
    );
    await expect.poll(async () => (await call("/admin/product", { as: admin })).status).toBe(403);
  });

  it("logs out through the API: the token is refused at the next call", async () => {
    const customer = await userWithSession(platform.db, 2, "CUSTOMER");
    expect((await call("/user", { as: customer })).status).toBe(200);
    expect((await call("/logout", { method: "POST", as: customer })).status).toBe(200);
    expect((await call("/user", { as: customer })).status).toBe(401);
  });
});
