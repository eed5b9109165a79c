// What the platform operator's parts receive (issue 19): the screens, the operator API, the
// command line and the services behind them. Its own file, so that they do not import each other.
import type { Logger } from "pino";
import type { Database } from "../../db/client";
import type { TrustedProxies } from "../../http/client-ip";
import type { Mailer } from "../../mail/mailer";
import type { SiteCache } from "../site/site-cache";
import type { SiteRegistry } from "../site/site-registry";

export interface PlatformDeps {
  db: Database;
  /** The sites as this process knows them (reloaded through the change feed). */
  sites: SiteRegistry;
  cache: SiteCache;
  log: Logger;
  mailer: Mailer;
  /** DATA_DIR: the command line's hand-over file and the exports are kept under it. */
  dataDir: string;
  /** DATA_DIR/media: each site's files are under site-{id}/. */
  mediaDir: string;
  /** MEDIA_QUOTA_MB in bytes: the platform's default media quota per site. */
  mediaQuotaBytes: number;
  /** PLATFORM_HOST: the operator's own host (`platform.localhost` in development). */
  platformHost: string;
  /** PLATFORM_DNS_TARGET: what a new domain's DNS record points to. */
  dnsTarget: string;
  mode: "development" | "production" | "test";
  trustProxy: TrustedProxies;
  /** PORT: development links name it (site-origin.ts). */
  port?: number;
  /**
   * The bearer token of the operator API: the command line's hand-over token (DATA_DIR/platform/
   * server.json). Unset, the operator API refuses every call.
   */
  operatorApiToken?: string;
}

/** Who did an operator action, as the audit log writes it. */
export type Actor = { kind: "operator"; operatorId: number; email: string } | { kind: "cli"; name: string };
