/**
 * The footer's one line about who made the site (issue 18 §1): the platform's mark (drawn inline:
 * no request, no layout shift) unless HIDE_VINISITE_LOGO, then CREATED_BY_MESSAGE (linked to CREATED_BY_BACKLINK_URL) when the owner
 * wrote one, else the platform's own words beside its mark. Never the two texts one after the
 * other, which read as a repeat.
 */
export function CreatorLine({
  message,
  url,
  showMark,
  platformLabel,
}: {
  message: string | null;
  url: string | null;
  showMark: boolean;
  platformLabel: string;
}) {
  const text = message ?? (showMark ? platformLabel : null);
  if (!text) return null;
  return (
    <p className="vs-creator flex items-center gap-2 text-sm">
      {showMark ? (
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
          className="shrink-0"
        >
          <g fill="currentColor">
            <circle cx="9" cy="9" r="3" />
            <circle cx="15" cy="9" r="3" />
            <circle cx="12" cy="14" r="3" />
            <circle cx="12" cy="20" r="2.5" opacity="0.7" />
            <path d="M12 1c0 2-1 3-3 3.5.8.4 2 .4 3-.3V6h1V3.2C13 2 12.6 1.3 12 1Z" />
          </g>
        </svg>
      ) : null}
      {message && url ? (
        <a href={url} className="underline-offset-4 hover:underline">
          {text}
        </a>
      ) : (
        <span>{text}</span>
      )}
    </p>
  );
}
