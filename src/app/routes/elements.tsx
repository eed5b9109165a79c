import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { pageParamOf } from "../../runtime/pagination";
import { apiFor } from "../api.server";
import { formatDateTime } from "../components/content/format";
import { PaginationNav } from "../components/content/pagination-nav";
import { SummaryCard } from "../components/content/summary-card";
import { langOfShell, useShell, useT } from "../components/content/use-t";
import { orNotFound } from "../content-routes.server";
import { seoMeta, shellOf } from "../seo/meta";

/** spec §9: element lists show 24 items a page. */
const ELEMENT_PAGE_SIZE = 24;

/** An element list (spec §7 GET /element/{route}): events, workshops… (DESIGN.md §6 /events/{route}). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = pageParamOf(new URL(request.url).searchParams);
  const list = await orNotFound(
    apiFor(context).elements.list(params.route ?? "", { page, nbItem: ELEMENT_PAGE_SIZE }),
  );
  if (page > 1 && !list.items.length) throw data(null, { status: 404 });
  return { list, page };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  const shell = shellOf(matches);
  if (!loaderData) return [];
  const { list, page } = loaderData;
  return seoMeta(shell, {
    title: list.list.title,
    description: list.list.description,
    path: `/events/${list.list.route}${page > 1 ? `?page=${page}` : ""}`,
  });
};

export default function Elements() {
  const { list, page } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = langOfShell(useShell());
  return (
    <section className="vs-section" aria-labelledby="elements-title">
      <header className="vs-section__header">
        <p className="vs-eyebrow">{t("content.events")}</p>
        <h1 id="elements-title" className="vs-section__title">
          {list.list.title}
        </h1>
        {list.list.description ? <p className="vs-lead">{list.list.description}</p> : null}
      </header>
      {list.items.length ? (
        <ul className="vs-cards">
          {list.items.map((e) => (
            <SummaryCard
              key={e.id}
              href={e.url}
              title={e.title}
              image={e.image}
              meta={e.startsAt ? <time dateTime={e.startsAt}>{formatDateTime(e.startsAt, lang)}</time> : null}
              summary={e.summary}
              footer={
                <p>
                  {e.location ? (
                    <>
                      <i className="fa-solid fa-location-dot" aria-hidden="true" /> {e.location}
                      <br />
                    </>
                  ) : null}
                  {e.price ? <strong>{e.price}</strong> : null}
                  {e.registrationOpen ? (
                    <span className="vs-badge" style={{ marginInlineStart: "0.5rem" }}>
                      {e.seatsLeft === 0
                        ? t(e.hasWaitingList ? "content.eventFullWaitingList" : "content.eventFull")
                        : t("content.registrationOpen")}
                    </span>
                  ) : null}
                </p>
              }
            />
          ))}
        </ul>
      ) : (
        <p>{t("content.noElements")}</p>
      )}
      <PaginationNav page={page} total={list.total} nbItem={list.filters.nbItem} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
