import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { breadcrumbJsonLd } from "../../runtime/seo/json-ld";
import { personalApiFor } from "../api.server";
import { Breadcrumb } from "../components/content/breadcrumb";
import { MediaGrid } from "../components/content/media-grid";
import { PostMarkNote } from "../components/content/post-mark";
import { tOf, useT } from "../components/content/use-t";
import { orNotFound } from "../content-routes.server";
import { absoluteUrlOf, seoMeta, shellOf } from "../seo/meta";

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  return { album: await orNotFound(personalApiFor(context).albums.detail(params.slug ?? ""), request) };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  const shell = shellOf(matches);
  if (!loaderData) return [];
  const t = tOf(shell);
  const { album } = loaderData;
  return seoMeta(shell, {
    title: album.title,
    description: album.description,
    path: album.url,
    image: album.cover?.src,
    jsonLd: [
      breadcrumbJsonLd([
        { name: t("content.home"), url: absoluteUrlOf("/", shell) },
        { name: t("content.albums"), url: absoluteUrlOf("/albums", shell) },
        { name: album.title, url: absoluteUrlOf(album.url, shell) },
      ]),
    ],
  });
};

export default function AlbumDetail() {
  const { album } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="vs-section" aria-labelledby="album-title">
      <Breadcrumb
        crumbs={[
          { name: t("content.home"), url: "/" },
          { name: t("content.albums"), url: "/albums" },
          { name: album.title, url: album.url },
        ]}
      />
      <header className="vs-section__header">
        <h1 id="album-title" className="vs-section__title">
          {album.title}
        </h1>
        <PostMarkNote mark={album.unpublished ? { status: "draft" } : null} />
        {album.description ? <p className="vs-lead">{album.description}</p> : null}
        <p>{t("content.mediaCount", { count: album.nbMedia })}</p>
      </header>
      <MediaGrid media={album.media} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
