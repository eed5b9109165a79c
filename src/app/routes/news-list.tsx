import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { pageParamOf } from "../../runtime/pagination";
import { apiFor } from "../api.server";
import { formatDate } from "../components/content/format";
import { PaginationNav } from "../components/content/pagination-nav";
import { SummaryCard } from "../components/content/summary-card";
import { langOfShell, tOf, useShell, useT } from "../components/content/use-t";
import { seoMeta, shellOf } from "../seo/meta";

/** spec §9: the news list shows 10 items a page. */
const NEWS_PAGE_SIZE = 10;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = pageParamOf(new URL(request.url).searchParams);
  const list = await apiFor(context).news.list({ page, nbItem: NEWS_PAGE_SIZE });
  if (page > 1 && !list.news.length) throw data(null, { status: 404 });
  return { list, page };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  const shell = shellOf(matches);
  if (!loaderData) return [];
  const t = tOf(shell);
  const { page } = loaderData;
  return seoMeta(shell, {
    title: page > 1 ? `${t("content.news")} (${t("content.page", { page })})` : t("content.news"),
    fallbackDescription: shell?.meta.news ?? t("content.newsIntro"),
    path: page > 1 ? `/news?page=${page}` : "/news",
  });
};

export default function NewsList() {
  const { list, page } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = langOfShell(useShell());
  return (
    <section className="vs-section" aria-labelledby="news-title">
      <header className="vs-section__header">
        <p className="vs-eyebrow">{t("content.news")}</p>
        <h1 id="news-title" className="vs-section__title">
          {t("content.news")}
        </h1>
        <p className="vs-lead">{t("content.newsIntro")}</p>
      </header>
      {list.news.length ? (
        <ul className="vs-cards">
          {list.news.map((n) => (
            <SummaryCard
              key={n.id}
              href={n.url}
              title={n.title}
              image={n.image}
              meta={
                <>
                  <time dateTime={n.publishedAt}>{formatDate(n.publishedAt, lang)}</time>
                  {n.isPromoted ? <> · {t("content.promotedNews")}</> : null}
                </>
              }
              summary={n.summary}
            />
          ))}
        </ul>
      ) : (
        <p>{t("content.noNews")}</p>
      )}
      <PaginationNav page={page} total={list.total} nbItem={NEWS_PAGE_SIZE} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
