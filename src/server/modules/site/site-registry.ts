import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sites, siteUrls } from "../../db/schema";

export interface SiteRecord {
  id: number;
  name: string;
  isWinemaker: boolean;
  isECommerce: boolean;
  isBuilding: boolean;
  technicalFileModel: string | null;
  dashboardType: string | null;
  defaultLang: string;
  server: string | null;
  urls: { dev: string[]; prod: string[] };
  /** Issue 19 §4: the canonical host of each list (the one marked, else the list's first). */
  canonical: { dev: string | null; prod: string | null };
  /** Issue 19 §5: set while the platform operator keeps the site suspended. */
  suspendedAt: Date | null;
  preset: string | null;
  /** Issue 19 §6: the operator's limits; null means the platform's default. */
  limits: { mediaQuotaMb: number | null; maxProducts: number | null; maxAdmins: number | null };
}

/** "Domaine.Localhost:3000" → "domaine.localhost"; IPv6 literals keep their brackets. */
export function hostnameOf(host: string | null | undefined): string {
  if (!host) return "";
  const h = host.trim().toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1);
  return h.replace(/:\d+$/, "").replace(/\.$/, "");
}

/**
 * The sites and the host names they answer to, held in memory: every request resolves its site
 * here, so this must not cost a query. Reloaded when a site changes (see `reload`).
 */
export class SiteRegistry {
  private byIdMap = new Map<number, SiteRecord>();
  private byHostMap = new Map<string, SiteRecord>();

  constructor(private readonly db: Database) {}

  async reload(): Promise<void> {
    const [rows, urls] = await Promise.all([
      this.db.owner.select().from(sites).orderBy(asc(sites.id)),
      this.db.owner.select().from(siteUrls).orderBy(asc(siteUrls.id)),
    ]);
    const byId = new Map<number, SiteRecord>();
    for (const row of rows) {
      byId.set(row.id, {
        id: row.id,
        name: row.name,
        isWinemaker: row.isWinemaker,
        isECommerce: row.isECommerce,
        isBuilding: row.isBuilding,
        technicalFileModel: row.technicalFileModel,
        dashboardType: row.dashboardType,
        defaultLang: row.defaultLang,
        server: row.server,
        urls: { dev: [], prod: [] },
        canonical: { dev: null, prod: null },
        suspendedAt: row.suspendedAt,
        preset: row.preset,
        limits: { mediaQuotaMb: row.mediaQuotaMb, maxProducts: row.maxProducts, maxAdmins: row.maxAdmins },
      });
    }
    const byHost = new Map<string, SiteRecord>();
    for (const url of urls) {
      const site = byId.get(url.siteId);
      if (!site) continue;
      site.urls[url.env].push(url.host);
      if (url.isCanonical) site.canonical[url.env] = url.host;
      byHost.set(hostnameOf(url.host), site);
    }
    for (const site of byId.values()) {
      site.canonical.dev ??= site.urls.dev[0] ?? null;
      site.canonical.prod ??= site.urls.prod[0] ?? null;
    }
    this.byIdMap = byId;
    this.byHostMap = byHost;
  }

  byId(id: number): SiteRecord | undefined {
    return this.byIdMap.get(id);
  }

  byHost(host: string | null | undefined): SiteRecord | undefined {
    return this.byHostMap.get(hostnameOf(host));
  }

  all(): SiteRecord[] {
    return [...this.byIdMap.values()];
  }
}
