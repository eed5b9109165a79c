import { Link, useLocation } from "react-router";
import { paginationOf } from "../../../runtime/pagination";
import { useT } from "./use-t";

/** The href of page `page` of the current list, the other query parameters kept. */
function hrefOf(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page === 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}`;
}

/** Links to the pages of a list (spec §9 page sizes); plain links, so they work without JavaScript. */
export function PaginationNav({ page, total, nbItem }: { page: number; total: number; nbItem: number }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const p = paginationOf({ page, total, nbItem });
  if (p.pageCount <= 1) return null;
  return (
    <nav aria-label={t("content.pagination")} className="vs-pagination">
      <ul>
        <li>
          {p.previous ? (
            <Link to={hrefOf(pathname, search, p.previous)} rel="prev">
              <i className="fa-solid fa-chevron-left" aria-hidden="true" />
              <span className="sr-only">{t("content.previousPage")}</span>
            </Link>
          ) : null}
        </li>
        {p.items.map((item, i) =>
          item === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {item === p.current ? (
                <span aria-current="page" title={t("content.page", { page: item })}>
                  <span className="sr-only">{t("content.page", { page: "" })}</span>
                  {item}
                </span>
              ) : (
                <Link to={hrefOf(pathname, search, item)}>
                  <span className="sr-only">{t("content.page", { page: "" })}</span>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {p.next ? (
            <Link to={hrefOf(pathname, search, p.next)} rel="next">
              <i className="fa-solid fa-chevron-right" aria-hidden="true" />
              <span className="sr-only">{t("content.nextPage")}</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
