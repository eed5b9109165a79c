import { Link } from "react-router";
import type { MediaImage } from "../../../../schemas/content";
import { ContentImage } from "./content-image";

/**
 * A card of a list (article, news item, album, service, event): the whole title is the link, so
 * each card is one tab stop and its link reads as the title.
 */
export function SummaryCard({
  href,
  title,
  image,
  meta,
  summary,
  footer,
  headingLevel = 2,
}: {
  href: string;
  title: string;
  image: MediaImage | null;
  meta?: React.ReactNode;
  summary?: string;
  footer?: React.ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="vs-card vs-card--link">
      {image ? (
        <figure className="vs-card__media">
          <ContentImage image={image} />
        </figure>
      ) : null}
      <div className="vs-card__body">
        {meta ? <p className="vs-card__meta">{meta}</p> : null}
        <Heading className="vs-card__title">
          <Link to={href} className="vs-card__title-link">
            {title}
          </Link>
        </Heading>
        {summary ? <p>{summary}</p> : null}
        {footer}
      </div>
    </li>
  );
}
