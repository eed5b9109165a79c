// Issue 16 §8: what a process holds once it has started (docs/decisions/124-memory-at-idle.md).
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * One full collection once the database is migrated and seeded. A new PGlite data folder is made by
 * a second PGlite instance running initdb, closed afterwards: its WebAssembly memory (128-189 MB)
 * and the seed's garbage stay resident until V8's next full collection, which a quiet process may
 * not reach for a long while (a fresh process idled at 1 050 MB after a warm-up, 613 MB when it
 * happened to collect).
 */
export function collectStartupGarbage(): void {
  // the flag gives `gc` to contexts made from now on, not to this one: one is made for the call
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  setFlagsFromString("--no-expose-gc");
  gc();
}
