/**
 * spec §8 and §9: "Script chunk fails to load: the page reloads once, at most once per minute". A
 * deploy replaces the hashed chunks; a tab opened before it asks for files that are gone, and a
 * reload fetches the new ones. The guard stops a chunk that is truly broken from reloading forever.
 */

import { browserStorage, type KeyValueStorage, readStored, writeStored } from "./browser-storage";
import { timestampOf } from "./guards";

/** spec §9: chunk reload guard 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = "vs-chunk-reload-at";

export function chunkReloadAllowed(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS || now < lastReloadAt;
}

/**
 * Reloads the page after a chunk failed to load, unless it already did less than 60 s ago
 * (remembered in session storage, which survives the reload). Returns whether it reloads.
 */
export function reloadAfterChunkError({
  now = Date.now(),
  storage = browserStorage("session"),
  reload = () => window.location.reload(),
}: {
  now?: number;
  storage?: KeyValueStorage | null;
  reload?: () => void;
} = {}): boolean {
  const last = readStored(storage, CHUNK_RELOAD_KEY, timestampOf);
  if (!chunkReloadAllowed(last, now)) return false;
  // without storage the guard could not hold: never reload then, rather than maybe forever
  if (!writeStored(storage, CHUNK_RELOAD_KEY, now)) return false;
  reload();
  return true;
}

/**
 * `import()` of one of our chunks; a failure reloads the page (guarded) and is passed on. When
 * Vite's own `vite:preloadError` listener already reloads, the import resolves to nothing: then
 * this never settles, since the page is going away.
 */
export async function importChunk<T>(load: () => Promise<T>): Promise<T> {
  let module: T;
  try {
    module = await load();
  } catch (error) {
    if (reloadAfterChunkError()) return new Promise<T>(() => {});
    throw error;
  }
  if (module === undefined) return new Promise<T>(() => {});
  return module;
}

/**
 * Vite announces every chunk it failed to load with `vite:preloadError`; reloading (guarded)
 * cancels the error. Returns the function that stops listening.
 */
export function listenChunkErrors(): () => void {
  const onError = (event: Event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  };
  window.addEventListener("vite:preloadError", onError);
  return () => window.removeEventListener("vite:preloadError", onError);
}
