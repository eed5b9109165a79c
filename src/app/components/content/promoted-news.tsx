import { Link } from "react-router";
import type { NewsSummary } from "../../../../schemas/content";
import type { FeatureFlags } from "../../../runtime/theme/feature-flags";
import { formatDate } from "./format";
import { SummaryCard } from "./summary-card";
import { langOfShell, useShell, useT } from "./use-t";

/**
 * Promoted news on the home page (SHOW_PROMOTE_NEWS, GET /news?promoted=true) in the style of
 * PROMOTED_NEWS_STYLE: cards, a banner, or a row that scrolls sideways. POPUP is shown as a banner
 * here; opening it as a popup belongs to the modal container.
 */
export function PromotedNews({
  news,
  style,
}: {
  news: NewsSummary[];
  style: NonNullable<FeatureFlags["promotedNews"]>["style"];
}) {
  const t = useT();
  const lang = langOfShell(useShell());
  const [first] = news;
  if (!first) return null;
  if (style === "BANNER" || style === "POPUP") {
    return (
      <section
        className="vs-section vs-section--primary"
        aria-labelledby="promoted-title"
        style={{ paddingBlock: "1.5rem" }}
      >
        <p className="vs-eyebrow" id="promoted-title">
          {t("content.promotedNews")}
        </p>
        <p className="vs-lead" style={{ margin: 0 }}>
          <Link to={first.url} style={{ color: "inherit" }}>
            {first.title}
          </Link>
          {" — "}
          {first.summary}
        </p>
      </section>
    );
  }
  return (
    <section className="vs-section" aria-labelledby="promoted-title">
      <header className="vs-section__header">
        <p className="vs-eyebrow">{t("content.news")}</p>
        <h2 id="promoted-title" className="vs-section__title">
          {t("content.promotedNews")}
        </h2>
      </header>
      <ul
        className="vs-cards"
        style={
          style === "SLIDER"
            ? {
                display: "grid",
                gridAutoFlow: "column",
                gridAutoColumns: "min(85%, 22rem)",
                overflowX: "auto",
                scrollSnapType: "x mandatory",
              }
            : undefined
        }
      >
        {news.map((n) => (
          <SummaryCard
            key={n.id}
            href={n.url}
            title={n.title}
            image={n.image}
            meta={<time dateTime={n.publishedAt}>{formatDate(n.publishedAt, lang)}</time>}
            summary={n.summary}
            headingLevel={3}
          />
        ))}
      </ul>
      <div className="vs-actions">
        <Link className="vs-button vs-button--outline" to="/news">
          {t("content.allNews")}
        </Link>
      </div>
    </section>
  );
}
