/**
 * The compiled themes of the process, one per site (DESIGN.md §5: "computed once per site and
 * settings version and cached"). A plain in-memory map keyed by idSite holding the version it was
 * compiled for: a new version replaces the old entry, so the map never holds more than one theme
 * per site. The server calls `invalidate(idSite)` when the site's settings change (and on
 * LISTEN/NOTIFY from another process); the version check covers a stale read in between.
 */
import type { CompiledTheme } from "./compile-theme";

export interface ThemeCache<T = CompiledTheme> {
  /** The theme compiled for this version of the site's settings, or undefined. */
  get(idSite: number, version: string): T | undefined;
  set(idSite: number, version: string, theme: T): T;
  /** The cached theme, or `compile()`'s result, stored. */
  getOrCompile(idSite: number, version: string, compile: () => T): T;
  /** Drops the site's theme; true when there was one. */
  invalidate(idSite: number): boolean;
  clear(): void;
  readonly size: number;
  /** Hits and misses since creation, for the logs and benchmarks. */
  stats(): { hits: number; misses: number };
}

export interface ThemeCacheOptions {
  /** At most this many sites; the least recently used goes first. Default: no limit. */
  maxSites?: number;
}

export function createThemeCache<T = CompiledTheme>(options: ThemeCacheOptions = {}): ThemeCache<T> {
  const maxSites = options.maxSites ?? Number.POSITIVE_INFINITY;
  const entries = new Map<number, { version: string; theme: T }>();
  let hits = 0;
  let misses = 0;

  const get = (idSite: number, version: string): T | undefined => {
    const entry = entries.get(idSite);
    if (entry === undefined || entry.version !== version) {
      misses++;
      return undefined;
    }
    hits++;
    // Map order is insertion order: moving the entry to the end keeps the oldest first.
    entries.delete(idSite);
    entries.set(idSite, entry);
    return entry.theme;
  };

  const set = (idSite: number, version: string, theme: T): T => {
    entries.delete(idSite);
    entries.set(idSite, { version, theme });
    while (entries.size > maxSites) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      entries.delete(oldest.value);
    }
    return theme;
  };

  return {
    get,
    set,
    getOrCompile(idSite, version, compile) {
      const cached = get(idSite, version);
      return cached !== undefined ? cached : set(idSite, version, compile());
    },
    invalidate: (idSite) => entries.delete(idSite),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
    stats: () => ({ hits, misses }),
  };
}
