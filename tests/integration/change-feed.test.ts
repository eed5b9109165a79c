// The change feed keeps every process's caches fresh. On a PostgreSQL server its LISTEN
// connection can be lost (server restart, an administrator's pg_terminate_backend): the process
// must not crash, must connect again, and must drop what it cached, since notifications sent
// meanwhile are gone. PGlite runs in process and has no connection to lose, so the loss itself is
// tried only in the PostgreSQL pass of CI (`.ci/run`); the notification path is tried on both.
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { CHANGE_FEED_APPLICATION } from "../../src/server/db/change-feed";
import { withSite } from "../../src/server/db/client";
import { parameters } from "../../src/server/db/schema";
import { changeFeedCaughtUp, createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());

async function touchSite(idSite: number) {
  await withSite(platform.db, idSite, (tx) =>
    tx
      .update(parameters)
      .set({ value: sql`${parameters.value}` })
      .where(sql`${parameters.siteId} = ${idSite}`),
  );
}

describe("change feed", () => {
  it("drops a site's cache when the site changes, and only that site's", async () => {
    const before1 = platform.cache.version(1);
    const before2 = platform.cache.version(2);
    await touchSite(2);
    await changeFeedCaughtUp(platform, 2, before2);
    expect(platform.cache.version(1)).toBe(before1);
  });

  it.runIf(platform.db.kind === "postgres")(
    "survives the loss of its connection, connects again and drops every cached site",
    async () => {
      const before1 = platform.cache.version(1);
      const killed = await platform.db.owner.execute(
        sql`select pg_terminate_backend(pid) as killed from pg_stat_activity
            where datname = current_database() and application_name = ${CHANGE_FEED_APPLICATION}`,
      );
      expect((killed as unknown as { rows: unknown[] }).rows).toHaveLength(1);
      // reconnected: every site was dropped once (notifications sent meanwhile are lost)
      await changeFeedCaughtUp(platform, 1, before1);
      // and notifications flow again on the new connection
      const before2 = platform.cache.version(2);
      await touchSite(2);
      await changeFeedCaughtUp(platform, 2, before2);
    },
  );
});
