/**
 * Per-process cache of a site's read-mostly data (settings, site info, pages, footer…), keyed by
 * site. Each site's entries are dropped when the change feed says the site changed. Promises are
 * stored, so concurrent requests for the same entry share one database read.
 */
/**
 * Versions come from one sequence for the whole process: two caches in one process (each test
 * file's platform, when files share a worker) never hand out the same version, so what is kept by
 * (site, version) elsewhere — the compiled themes of src/app/shell.server.ts, a module-level cache —
 * is never taken for another platform's site. (With versions counted per cache from 0, a theme
 * compiled for site 1 at version 3 by one test file was served to another's site 1 at its version
 * 3: the storefront-layout test's SEARCH_CONSOLE_ID never showed in full runs.)
 */
let lastVersion = 0;

export class SiteCache {
  private readonly entries = new Map<number, Map<string, Promise<unknown>>>();
  private readonly versions = new Map<number, number>();
  private readonly listeners = new Set<(idSite: number) => void>();

  get<T>(idSite: number, key: string, load: () => Promise<T>): Promise<T> {
    let site = this.entries.get(idSite);
    if (!site) {
      site = new Map();
      this.entries.set(idSite, site);
    }
    const hit = site.get(key);
    if (hit) return hit as Promise<T>;
    const pending = load();
    site.set(key, pending);
    // a failed read is not remembered
    pending.catch(() => {
      if (this.entries.get(idSite)?.get(key) === pending) this.entries.get(idSite)?.delete(key);
    });
    return pending;
  }

  /** Bumped at each change of the site: keys the rendered-page cache. */
  version(idSite: number): number {
    let version = this.versions.get(idSite);
    if (version === undefined) {
      version = ++lastVersion;
      this.versions.set(idSite, version);
    }
    return version;
  }

  invalidate(idSite: number): void {
    this.entries.delete(idSite);
    this.versions.set(idSite, ++lastVersion);
    for (const listener of this.listeners) listener(idSite);
  }

  onInvalidate(listener: (idSite: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
