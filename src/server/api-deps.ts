// What every module's routes receive from the platform (DESIGN.md §4). Its own file, so that the
// module routes and api.ts, which mounts them, do not import each other.
import type { Logger } from "pino";
import type { Database } from "./db/client";
import type { TrustedProxies } from "./http/client-ip";
import type { Mailer } from "./mail/mailer";
import type { SessionCache } from "./modules/account/session-cache";
import type { CardProvider } from "./modules/orders/payment/card-provider";
import type { SiteCache } from "./modules/site/site-cache";
import type { SiteRegistry } from "./modules/site/site-registry";

export interface ApiDeps {
  db: Database;
  sites: SiteRegistry;
  cache: SiteCache;
  /** The sessions this process has read (dropped through the change feed). */
  sessions: SessionCache;
  log: Logger;
  /** Folder of the static files (public/), for the site's own SVG media. */
  publicDir: string;
  /** Folder of uploaded media (DATA_DIR/media). */
  mediaDir: string;
  /** MEDIA_QUOTA_MB in bytes: the media library's size per site. */
  mediaQuotaBytes: number;
  /** The mail service (src/server/mail): SMTP, or the outbox when SMTP_URL is unset. */
  mailer: Mailer;
  /** NODE_ENV: session cookies are Secure in production over https (DESIGN.md §4). */
  mode: "development" | "production" | "test";
  /** TRUST_PROXY: read the visitor's address from the proxy's X-Forwarded-For (rate limits). */
  trustProxy: TrustedProxies;
  /** The card payment provider (Stripe; tests give one that replays recorded answers). */
  cardProvider: CardProvider;
}
