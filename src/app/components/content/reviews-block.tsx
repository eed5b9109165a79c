import type { ReviewList } from "../../../../schemas/content";
import { formatDate } from "./format";
import { langOfShell, useShell, useT } from "./use-t";

const starPositions = [1, 2, 3, 4, 5] as const;

function Stars({ rating, label }: { rating: number; label: string }) {
  const full = Math.min(5, Math.max(0, Math.round(rating)));
  // Font Awesome's star, full (solid) or empty (regular): SVG icons like the others (decision 118),
  // not ★ ☆, which no bundled font draws
  return (
    <span className="vs-stars" role="img" aria-label={label}>
      {starPositions.map((n) => (
        <i key={n} className={`${n <= full ? "fa-solid" : "fa-regular"} fa-star`} aria-hidden="true" />
      ))}
    </span>
  );
}

/** The reviews block (GET /reviews?from={source}): average, then the latest reviews. */
export function ReviewsBlock({ reviews }: { reviews: ReviewList }) {
  const t = useT();
  const lang = langOfShell(useShell());
  if (!reviews.reviews.length) return null;
  const average =
    reviews.average === null ? null : reviews.average.toLocaleString(lang === "en_GB" ? "en-GB" : "fr-FR");
  return (
    <section className="vs-section vs-section--alt" aria-labelledby="reviews-title">
      <header className="vs-section__header">
        <h2 id="reviews-title" className="vs-section__title">
          {t("content.reviews")}
        </h2>
        {reviews.average !== null && average !== null ? (
          <p className="vs-review-summary">
            <Stars rating={reviews.average} label={t("content.rating", { rating: average })} />
            <span>{t("content.reviewsAverage", { average, count: reviews.total })}</span>
          </p>
        ) : null}
      </header>
      <ul className="vs-quotes" style={{ listStyle: "none", padding: 0 }}>
        {reviews.reviews.map((review) => (
          <li key={review.id} className="vs-quote">
            <Stars rating={review.rating} label={t("content.rating", { rating: review.rating })} />
            <blockquote>
              <p>{review.text}</p>
            </blockquote>
            <p className="vs-quote__author">
              {t("content.reviewBy", { firstname: review.firstname, date: formatDate(review.date, lang) })}
            </p>
          </li>
        ))}
      </ul>
      {reviews.serviceUrl ? (
        <div className="vs-actions">
          <a className="vs-button vs-button--outline" href={reviews.serviceUrl} rel="noopener">
            {t("content.allReviews")}
          </a>
        </div>
      ) : null}
    </section>
  );
}
