// Reviews (DESIGN.md §4 GET /reviews?from={source}): the site's own reviews, collected after
// orders, and those imported from the review service (REVIEW_SERVICE_URL), each with a rating,
// the author's first name, a date and a text sanitized when written.
import { and, avg, count, desc, eq, type SQL } from "drizzle-orm";
import type { Review, ReviewList, ReviewSource } from "../../../../schemas/content";
import type { ListQuery } from "../../../../schemas/list-query";
import { type Database, type Tx, withSite } from "../../db/client";
import { reviews } from "../../db/schema";
import { sanitizePlainText } from "../../security/sanitize";

export const REVIEW_PAGE_SIZE = 10;
export const reviewListOptions = { defaultNbItem: REVIEW_PAGE_SIZE, maxNbItem: 100 } as const;

type ReviewRow = typeof reviews.$inferSelect;

const reviewOf = (row: ReviewRow): Review => ({
  id: row.id,
  source: row.source,
  rating: row.rating,
  firstname: row.firstname,
  date: row.reviewedOn,
  text: row.text,
  productId: row.productId,
});

export async function reviewList(
  db: Database,
  idSite: number,
  from: ReviewSource | "all",
  productId: number | null,
  query: ListQuery,
  serviceUrl: string | null,
): Promise<ReviewList> {
  return withSite(db, idSite, async (tx) => {
    const conditions: SQL[] = [eq(reviews.siteId, idSite), eq(reviews.isValid, true)];
    if (from !== "all") conditions.push(eq(reviews.source, from));
    if (productId !== null) conditions.push(eq(reviews.productId, productId));
    const where = and(...conditions);
    const [rows, [stats]] = await Promise.all([
      tx
        .select()
        .from(reviews)
        .where(where)
        .orderBy(desc(reviews.reviewedOn), desc(reviews.id))
        .offset(query.offset)
        .limit(query.nbItem),
      tx
        .select({ n: count(), mean: avg(reviews.rating) })
        .from(reviews)
        .where(where),
    ]);
    const mean = stats?.mean === null || stats?.mean === undefined ? null : Number(stats.mean);
    return {
      reviews: rows.map(reviewOf),
      total: stats?.n ?? 0,
      average: mean === null ? null : Math.round(mean * 10) / 10,
      serviceUrl: from === "site" ? null : serviceUrl,
    };
  });
}

export interface NewReview {
  source: ReviewSource;
  rating: number;
  firstname: string;
  text: string;
  reviewedOn: string;
  productId?: number | null;
}

/**
 * Records a review (after an order, or imported from the review service): the text is made plain
 * and the first name trimmed when written, never on view.
 */
export async function recordReview(tx: Tx, idSite: number, review: NewReview): Promise<number> {
  if (!Number.isInteger(review.rating) || review.rating < 1 || review.rating > 5)
    throw new Error(`rating out of 1…5: ${review.rating}`);
  const [row] = await tx
    .insert(reviews)
    .values({
      siteId: idSite,
      source: review.source,
      rating: review.rating,
      firstname: sanitizePlainText(review.firstname).slice(0, 60),
      text: sanitizePlainText(review.text).slice(0, 2000),
      reviewedOn: review.reviewedOn,
      productId: review.productId ?? null,
    })
    .returning({ id: reviews.id });
  if (!row) throw new Error("review was not inserted");
  return row.id;
}
