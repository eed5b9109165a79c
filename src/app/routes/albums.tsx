import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { pageParamOf } from "../../runtime/pagination";
import { apiFor } from "../api.server";
import { PaginationNav } from "../components/content/pagination-nav";
import { SummaryCard } from "../components/content/summary-card";
import { tOf, useT } from "../components/content/use-t";
import { seoMeta, shellOf } from "../seo/meta";

/** spec §9: albums are read 100 a page. */
const ALBUM_PAGE_SIZE = 100;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = pageParamOf(new URL(request.url).searchParams);
  const list = await apiFor(context).albums.list({ page, nbItem: ALBUM_PAGE_SIZE });
  if (page > 1 && !list.albums.length) throw data(null, { status: 404 });
  return { list, page };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  const shell = shellOf(matches);
  const t = tOf(shell);
  if (!loaderData) return [];
  return seoMeta(shell, {
    title: t("content.albums"),
    description: t("content.albumsIntro"),
    path: loaderData.page > 1 ? `/albums?page=${loaderData.page}` : "/albums",
  });
};

export default function Albums() {
  const { list, page } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="vs-section" aria-labelledby="albums-title">
      <header className="vs-section__header">
        <p className="vs-eyebrow">{t("content.albums")}</p>
        <h1 id="albums-title" className="vs-section__title">
          {t("content.albums")}
        </h1>
        <p className="vs-lead">{t("content.albumsIntro")}</p>
      </header>
      {list.albums.length ? (
        <ul className="vs-cards">
          {list.albums.map((a) => (
            <SummaryCard
              key={a.id}
              href={a.url}
              title={a.title}
              image={a.cover}
              meta={t("content.mediaCount", { count: a.nbMedia })}
              summary={a.description ?? undefined}
            />
          ))}
        </ul>
      ) : (
        <p>{t("content.noAlbums")}</p>
      )}
      <PaginationNav page={page} total={list.total} nbItem={ALBUM_PAGE_SIZE} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
