/**
 * Full-page cache for anonymous views (DESIGN.md §6): a page without a session is the same HTML
 * for every visitor, so it is rendered once per site, path and content version. A site's entries
 * are dropped whenever the change feed reports a change of its settings, pages or catalogue.
 *
 * An entry keeps the Content-Security-Policy nonce of the render that made it, in its body and in
 * its Content-Security-Policy header, and every hit replays both (docs/decisions/081): whatever the
 * body holds was written before that nonce existed, so nothing stored in it can carry the nonce,
 * and any change of content drops the entry and the nonce with it. Pages with a session are never
 * stored: the editors and the account get a fresh nonce on every view.
 */
export interface CachedPage {
  status: number;
  /**
   * Plain objects and byte arrays: @hono/node-server writes those without a stream. The headers
   * include the page's Content-Security-Policy, whose nonce is the one of `body`.
   */
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
  /** The same body, gzip-compressed once when stored. */
  gzip: Uint8Array<ArrayBuffer>;
  /**
   * The same body in brotli (a fifth smaller than gzip: a page's first round trip holds more of
   * it), made off the event loop after the page is stored; gzip is served until it is there.
   */
  brotli?: Uint8Array<ArrayBuffer>;
}

/** What an entry weighs: its three bodies (the headers are a few hundred bytes). */
const bytesOf = (page: CachedPage) => page.body.length + page.gzip.length + (page.brotli?.length ?? 0);

/**
 * Bounded by bytes as well as entries (issue 16 §8): every distinct query string is an entry, so a
 * crawler could otherwise fill 2 000 entries of 100-300 KB each in one process.
 */
export class PageCache {
  /** Map keeps insertion order: the first key is the least recently used. */
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = 32 * 1024 * 1024,
    private readonly maxEntries = 2000,
  ) {}

  static key(idSite: number, pathAndQuery: string): string {
    return `${idSite} ${pathAndQuery}`;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.delete(key);
    if (bytesOf(page) > this.maxBytes) return;
    this.pages.set(key, page);
    this.bytes += bytesOf(page);
    this.evict();
  }

  /** Gives a stored page its brotli body, made after it was stored; a page dropped since stays out. */
  addBrotli(key: string, page: CachedPage, brotli: Uint8Array<ArrayBuffer>): void {
    page.brotli = brotli;
    if (this.pages.get(key) !== page) return;
    this.bytes += brotli.length;
    this.evict();
  }

  dropSite(idSite: number): void {
    const prefix = `${idSite} `;
    for (const key of this.pages.keys()) if (key.startsWith(prefix)) this.delete(key);
  }

  get size(): number {
    return this.pages.size;
  }

  /** Bytes held by the stored pages' bodies. */
  get byteSize(): number {
    return this.bytes;
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= bytesOf(page);
  }

  /** Drops the least recently used pages until both bounds hold. */
  private evict(): void {
    while (this.pages.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }
}
