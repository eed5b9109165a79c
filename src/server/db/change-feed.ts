// LISTEN side of the change feed (migration 0002): every write to a site's content notifies
// `vinisite_site_changed` with the site id, and each app process drops what it cached of that site.
import pg from "pg";
import type { Database } from "./client";

export const SITE_CHANGED_CHANNEL = "vinisite_site_changed";

/** Calls `onChange(idSite)` for every committed change; resolves to a function that stops listening. */
export async function listenSiteChanges(
  db: Database,
  onChange: (idSite: number) => void,
): Promise<() => Promise<void>> {
  const handle = (payload: string | undefined) => {
    const idSite = Number(payload);
    if (Number.isInteger(idSite) && idSite > 0) onChange(idSite);
  };
  if (db.pglite) {
    const unlisten = await db.pglite.listen(SITE_CHANGED_CHANNEL, handle);
    return unlisten;
  }
  if (!db.url) throw new Error("listenSiteChanges needs the URL of the PostgreSQL server");
  // LISTEN holds its connection: a dedicated client, outside the pool
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  client.on("notification", (message) => {
    if (message.channel === SITE_CHANGED_CHANNEL) handle(message.payload);
  });
  await client.query(`LISTEN ${SITE_CHANGED_CHANNEL}`);
  return async () => {
    await client.end();
  };
}
