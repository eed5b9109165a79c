// Scheduled publishing (issue 14 §1, §2): a post whose publication date is later than its save is
// invisible to visitors until then (the visitor calls read `published_at <= now()`), but what the
// site cached meanwhile (page cache, lists, sitemap) would keep it out after its time. So the
// save enqueues, in its own transaction, a job that runs at that date and drops the site's caches:
// in this process at once, and in every other one through the change feed, which the job's touch
// of the post's row notifies (a row of blog_articles or news, tables that feed it: db/tenancy.ts).
import { and, eq } from "drizzle-orm";
import { type Database, type Tx, withSite } from "../../db/client";
import { blogArticles, news } from "../../db/schema";
import { enqueueJob } from "../../jobs/queue";
import type { JobHandler } from "../../jobs/runner";
import type { SiteCache } from "../site/site-cache";

export const CONTENT_PUBLISH_JOB = "content.publish";

/**
 * The publication job of a post at `publishedAt`, deduped per post and date: saving the post again
 * with the same date writes no second job; a new date writes its own (the old one, if it runs,
 * only drops the caches once more).
 */
export function enqueuePublication(
  tx: Tx,
  idSite: number,
  kind: "BLOG" | "NEWS",
  id: number,
  publishedAt: Date,
): Promise<boolean> {
  return enqueueJob(tx, {
    kind: CONTENT_PUBLISH_JOB,
    siteId: idSite,
    payload: { kind, id },
    dedupeKey: `${kind}:${id}:${publishedAt.toISOString()}`,
    runAt: publishedAt,
  });
}

/** The job's work: the post's time has come, the site's caches go. */
export function publicationHandler({ db, cache }: { db: Database; cache: SiteCache }): JobHandler {
  return async (job) => {
    const idSite = job.siteId;
    const id = Number(job.payload.id);
    if (idSite === null || !Number.isInteger(id)) return;
    await withSite(db, idSite, async (tx) => {
      // the touch is what the change feed hears (a post deleted meanwhile touches nothing: the
      // caches still go below)
      if (job.payload.kind === "NEWS")
        await tx
          .update(news)
          .set({ updatedAt: new Date() })
          .where(and(eq(news.siteId, idSite), eq(news.id, id)));
      else
        await tx
          .update(blogArticles)
          .set({ updatedAt: new Date() })
          .where(and(eq(blogArticles.siteId, idSite), eq(blogArticles.id, id)));
    });
    cache.invalidate(idSite);
  };
}
