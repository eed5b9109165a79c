import { Link } from "react-router";
import { useT } from "./use-t";

export interface Crumb {
  name: string;
  url: string;
}

/** The breadcrumb of a page (spec §3 Blog: breadcrumb entries); the last entry is the current page. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t("content.breadcrumb")} className="vs-breadcrumb">
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={crumb.url}>
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={crumb.url}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
