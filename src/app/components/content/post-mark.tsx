import { formatDateTime } from "./format";
import { langOfShell, useShell, useT } from "./use-t";

/** What the page says above a post its admins see before visitors do. */
export type PostMark = { status: "draft" } | { status: "scheduled"; publishedAt: string };

export const markOf = (post: { status: string; publishedAt: string }): PostMark | null =>
  post.status === "draft"
    ? { status: "draft" }
    : post.status === "scheduled"
      ? { status: "scheduled", publishedAt: post.publishedAt }
      : null;

/** "Non publié" / "Programmé le …" above a post that only the site's admins see (issue 14 §7). */
export function PostMarkNote({ mark }: { mark: PostMark | null }) {
  const t = useT();
  const lang = langOfShell(useShell());
  if (!mark) return null;
  return (
    <p
      className="vs-note"
      role="note"
      data-post-mark={mark.status}
      style={{ border: "2px dashed currentColor", padding: "0.5rem 0.75rem", fontWeight: 600, opacity: 1 }}
    >
      <i className="fa-solid fa-eye-slash" aria-hidden="true" />{" "}
      {mark.status === "draft"
        ? t("content.unpublishedMark")
        : t("content.scheduledMark", { date: formatDateTime(mark.publishedAt, lang) })}
    </p>
  );
}
