import type { SiteCache } from "../site/site-cache";

/**
 * A bounded cache of serialized responses (or other read-only values) per site and content
 * version, for reads whose keys a visitor chooses (product list filters, the products of a shipping
 * quote): unlike SiteCache, whose keys are a few fixed names, it evicts the least recently used
 * entry beyond `maxEntries`, so that no query string can fill the memory. A site's entries go when the change feed reports a change of the site.
 */
export class ListCache<T = string> {
  private readonly entries = new Map<string, Promise<T>>();

  constructor(
    private readonly cache: SiteCache,
    private readonly maxEntries = 500,
  ) {
    cache.onInvalidate((idSite) => {
      const prefix = `${idSite}|`;
      for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
    });
  }

  get(idSite: number, key: string, load: () => Promise<T>): Promise<T> {
    const full = `${idSite}|${this.cache.version(idSite)}|${key}`;
    const hit = this.entries.get(full);
    if (hit) {
      this.entries.delete(full);
      this.entries.set(full, hit);
      return hit;
    }
    const pending = load();
    this.entries.set(full, pending);
    pending.catch(() => {
      if (this.entries.get(full) === pending) this.entries.delete(full);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return pending;
  }

  get size(): number {
    return this.entries.size;
  }
}
