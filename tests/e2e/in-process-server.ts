// A storefront server started inside the test worker on its own fresh database, for tests that
// change data behind the server's back (the shared e2e server's PGlite is not reachable from here).
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { openDatabase } from "../../src/server/db/client";
import { seedDatabase } from "../../src/server/db/seed/seed";
import { createLogger } from "../../src/server/logger";
import { startStorefront } from "../../src/server/storefront";

const root = path.resolve(import.meta.dirname, "../..");

export async function startInProcessServer() {
  const db = await openDatabase({});
  await db.migrate();
  await seedDatabase(db);
  const { platform, app } = await startStorefront({
    db,
    log: createLogger("silent"),
    projectDir: root,
    mediaDir: path.join(root, ".tmp/media"),
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    platform,
    port,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await platform.stop();
      await db.close();
    },
  };
}
