import path from "node:path";
import type { Logger } from "pino";
import { createApi } from "./api";
import { listenSiteChanges } from "./db/change-feed";
import type { Database } from "./db/client";
import type { TrustedProxies } from "./http/client-ip";
import { scheduleRecurring } from "./jobs/recurring";
import { createJobRunner } from "./jobs/runner";
import { createMailer } from "./mail/mailer";
import { cleanUp, reclaimSpace } from "./maintenance";
import { SessionCache } from "./modules/account/session-cache";
import {
  eraseExpiredAnswers,
  FORM_RETENTION_INTERVAL_MS,
  FORM_RETENTION_JOB,
} from "./modules/content/form-retention";
import { CONTENT_PUBLISH_JOB, publicationHandler } from "./modules/content/publish-job";
import { sendDueReviewRequests } from "./modules/orders/order-mail-queue";
import type { CardProvider } from "./modules/orders/payment/card-provider";
import { stripeProvider } from "./modules/orders/payment/stripe";
import { createPlatformApp } from "./modules/platform/app";
import { SiteCache } from "./modules/site/site-cache";
import { SiteRegistry } from "./modules/site/site-registry";
import { readSiteParameters } from "./modules/site/site-service";

/** How often due review requests (ORDER_REVIEW_DELAY) are looked for. */
const REVIEW_REQUEST_INTERVAL_MS = 5 * 60_000;
/** How often the housekeeping of src/server/maintenance.ts runs. */
const CLEAN_UP_INTERVAL_MS = 60 * 60_000;
export const REVIEW_REQUESTS_JOB = "orders.review-requests";
export const HOUSEKEEPING_JOB = "housekeeping";

export interface PlatformOptions {
  db: Database;
  log: Logger;
  publicDir: string;
  mediaDir: string;
  /** MEDIA_QUOTA_MB in bytes (1 GiB by default). */
  mediaQuotaBytes?: number;
  /** SMTP_URL: mails are sent for real; unset, they go to the mail_outbox table and the log. */
  smtpUrl?: string;
  mode?: "development" | "production" | "test";
  trustProxy?: TrustedProxies;
  /** The card payment provider; Stripe over the network by default. */
  cardProvider?: CardProvider;
  /** false: this process runs no job of the queue (tests that drive their own workers). */
  runJobs?: boolean;
  /** PLATFORM_HOST: the operator's screens and API answer there (issue 19 §1). */
  platformHost?: string;
  /** PLATFORM_DNS_TARGET: what a new domain's DNS record points to. */
  dnsTarget?: string;
  /** DATA_DIR: the command line's hand-over file and the site exports live there. */
  dataDir?: string;
  /** PORT: development links to a site name it. */
  port?: number;
  /** The operator API's bearer token (the command line's hand-over token); unset, it refuses all. */
  operatorApiToken?: string;
}

/** The platform on an open, migrated database: the site registry, its caches kept fresh by the change feed, and the API. */
export async function startPlatform({
  db,
  log,
  publicDir,
  mediaDir,
  mediaQuotaBytes = 1024 * 1024 * 1024,
  smtpUrl,
  mode = "production",
  trustProxy = [],
  cardProvider = stripeProvider(),
  runJobs = true,
  platformHost = "platform.localhost",
  dnsTarget = "sites.vinisite.fr",
  dataDir = path.dirname(mediaDir),
  port,
  operatorApiToken,
}: PlatformOptions) {
  const sites = new SiteRegistry(db);
  await sites.reload();
  const cache = new SiteCache();
  const sessions = new SessionCache();
  const reloadSites = () =>
    sites.reload().catch((err: unknown) => log.error({ err }, "could not reload the sites"));
  const stopListening = await listenSiteChanges(db, {
    onChange(idSite) {
      cache.invalidate(idSite);
      reloadSites();
    },
    onSessionsChange(idSite) {
      sessions.dropSite(idSite);
    },
    onResync() {
      log.info("change feed connected again: dropping every cached site");
      sessions.dropAll();
      for (const site of sites.all()) cache.invalidate(site.id);
      reloadSites();
    },
    onConnectionLost(err) {
      log.warn({ err }, "change feed connection lost; connecting again");
    },
  });
  // the job queue's worker of this process (docs/decisions/084): mails owed by committed writes
  const jobs = createJobRunner({ db, log });
  const mailer = createMailer({ db, log, jobs, smtpUrl });
  // scheduled blog articles and news: the site's caches drop at their time (issue 14 §1)
  jobs.register(CONTENT_PUBLISH_JOB, publicationHandler({ db, cache }));
  if (runJobs) jobs.start();
  const api = createApi({
    db,
    sites,
    cache,
    sessions,
    log,
    publicDir,
    mediaDir,
    mediaQuotaBytes,
    mailer,
    mode,
    trustProxy,
    cardProvider,
  });
  // the platform operator's host (issue 19): its screens and API, on no site's host
  const operator = createPlatformApp({
    db,
    sites,
    cache,
    log,
    mailer,
    dataDir,
    mediaDir,
    mediaQuotaBytes,
    platformHost,
    dnsTarget,
    mode,
    trustProxy,
    port,
    operatorApiToken,
  });
  // ORDER_REVIEW_DELAY: the review requests that fell due are sent every few minutes; old
  // anonymous carts, expired sessions and reset links go away every hour, and on PGlite the tables
  // are vacuumed and analyzed as autovacuum would (maintenance.ts). Both are jobs of the
  // queue, one per slot whatever the number of processes (jobs/recurring.ts).
  const sendReviewRequests = async () => {
    await sendDueReviewRequests({ db, mailer, log }, async (idSite) => {
      const values = await cache.get(idSite, "shop:settings", () => readSiteParameters(db, idSite));
      return {
        name: values.COMPANY_NAME ?? sites.byId(idSite)?.name ?? "",
        url: values.REVIEW_SERVICE_URL ?? null,
      };
    });
  };
  const stopRecurring = runJobs
    ? await scheduleRecurring(
        db,
        jobs,
        [
          { kind: REVIEW_REQUESTS_JOB, everyMs: REVIEW_REQUEST_INTERVAL_MS, handler: sendReviewRequests },
          {
            kind: HOUSEKEEPING_JOB,
            everyMs: CLEAN_UP_INTERVAL_MS,
            handler: async () => {
              const cleaned = await cleanUp(db);
              // after the removals, so that their rows are reclaimed in the same run
              log.info({ cleaned, reclaimed: await reclaimSpace(db) }, "housekeeping done");
            },
          },
          {
            kind: FORM_RETENTION_JOB,
            everyMs: FORM_RETENTION_INTERVAL_MS,
            handler: async () =>
              log.info({ erased: await eraseExpiredAnswers(db) }, "form answers past retention erased"),
          },
        ],
        (err) => log.error({ err }, "recurring jobs could not be scheduled"),
      )
    : () => {};
  const stop = async () => {
    stopRecurring();
    // the mails being sent finish (or are given back to the queue) before the database closes
    await jobs.stop();
    await stopListening();
    await mailer.close();
  };
  return { db, sites, cache, api, operator, platformHost, mailer, jobs, stop };
}

export type Platform = Awaited<ReturnType<typeof startPlatform>>;
