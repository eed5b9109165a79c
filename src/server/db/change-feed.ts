// LISTEN side of the change feed (migration 0002): every write to a site's content notifies
// `vinisite_site_changed` with the site id, and each app process drops what it cached of that site.
import pg from "pg";
import type { Database } from "./client";

const SITE_CHANGED_CHANNEL = "vinisite_site_changed";
/** The LISTEN connection's application_name (pg_stat_activity shows which connection is the feed). */
export const CHANGE_FEED_APPLICATION = "vinisite-change-feed";
/** Sessions ended or users changed (migration 0015): the sessions a process holds for the site go. */
const SESSIONS_CHANGED_CHANNEL = "vinisite_sessions_changed";

export interface ChangeFeedHandlers {
  /** A committed change of the site `idSite`. */
  onChange(idSite: number): void;
  /** A session of the site ended, or one of its users changed. */
  onSessionsChange?(idSite: number): void;
  /**
   * The LISTEN connection to the server was lost and is back: notifications sent meanwhile are
   * lost, so whatever was cached may be stale.
   */
  onResync(): void;
  /** The connection was lost (it is opened again after `retryMs`). */
  onConnectionLost(err: Error): void;
}

/** Listens for committed changes; resolves to a function that stops listening. */
export async function listenSiteChanges(
  db: Database,
  handlers: ChangeFeedHandlers,
  retryMs = 1000,
): Promise<() => Promise<void>> {
  const siteOf = (payload: string | undefined) => {
    const idSite = Number(payload);
    return Number.isInteger(idSite) && idSite > 0 ? idSite : null;
  };
  const channels: Record<string, (idSite: number) => void> = {
    [SITE_CHANGED_CHANNEL]: (idSite) => handlers.onChange(idSite),
    [SESSIONS_CHANGED_CHANNEL]: (idSite) => handlers.onSessionsChange?.(idSite),
  };
  const handle = (channel: string, payload: string | undefined) => {
    const idSite = siteOf(payload);
    if (idSite !== null) channels[channel]?.(idSite);
  };
  if (db.pglite) {
    const pglite = db.pglite;
    const unlisten = await Promise.all(
      Object.keys(channels).map((channel) => pglite.listen(channel, (payload) => handle(channel, payload))),
    );
    return async () => {
      for (const stop of unlisten) await stop();
    };
  }
  const url = db.url;
  if (!url) throw new Error("listenSiteChanges needs the URL of the PostgreSQL server");

  // LISTEN holds its connection: a dedicated client, outside the pool, opened again when lost
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: CHANGE_FEED_APPLICATION });
    let lost = false;
    const onLost = (err: Error) => {
      if (lost || stopped) return;
      lost = true;
      handlers.onConnectionLost(err);
      next.end().catch(() => {});
      clearTimeout(retry);
      retry = setTimeout(reconnect, retryMs);
    };
    next.on("error", onLost);
    next.on("end", () => onLost(new Error("the change feed connection ended")));
    next.on("notification", (message) => handle(message.channel, message.payload));
    client = next;
    await next.connect();
    for (const channel of Object.keys(channels)) await next.query(`LISTEN ${channel}`);
  };

  const reconnect = () => {
    if (stopped) return;
    connect().then(
      () => handlers.onResync(),
      (err: unknown) => {
        // connect() failed before the client was up: its "error"/"end" handlers may not fire
        if (stopped) return;
        handlers.onConnectionLost(err instanceof Error ? err : new Error(String(err)));
        client?.end().catch(() => {});
        clearTimeout(retry);
        retry = setTimeout(reconnect, retryMs);
      },
    );
  };

  try {
    await connect();
  } catch (err) {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
    throw err;
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
