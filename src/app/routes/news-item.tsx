import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import type { NewsItem as NewsItemData } from "../../../schemas/content";
import { articleJsonLd, breadcrumbJsonLd } from "../../runtime/seo/json-ld";
import { apiFor } from "../api.server";
import { Breadcrumb } from "../components/content/breadcrumb";
import { ContentImage } from "../components/content/content-image";
import { formatDate } from "../components/content/format";
import { markOf, PostMarkNote } from "../components/content/post-mark";
import { RichHtml } from "../components/content/rich-html";
import { langOfShell, tOf, useShell, useT } from "../components/content/use-t";
import { adminPreviewOf, publishedOrMoved } from "../post-preview.server";
import { absoluteUrlOf, seoMeta, shellOf } from "../seo/meta";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const item: NewsItemData | null = await publishedOrMoved(apiFor(context).news.item(slug));
  if (item) return { item, mark: null };
  // unpublished or scheduled: for the site's admins only
  const draft = await adminPreviewOf(context, "news", slug);
  return { item: draft as NewsItemData, mark: markOf(draft) };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  const shell = shellOf(matches);
  if (!loaderData) return [];
  const t = tOf(shell);
  const { item } = loaderData;
  const url = absoluteUrlOf(item.url, shell);
  return seoMeta(shell, {
    title: item.title,
    description: item.metaDescription || item.summary,
    path: item.url,
    type: "article",
    image: item.image?.src,
    jsonLd: [
      articleJsonLd({
        type: "NewsArticle",
        headline: item.title,
        description: item.metaDescription || item.summary,
        url,
        image: item.image ? absoluteUrlOf(item.image.src, shell) : null,
        datePublished: item.publishedAt,
        dateModified: item.updatedAt,
        author: null,
        publisher: { name: shell?.site.name ?? "", logo: shell?.seo.logo ?? null },
      }),
      breadcrumbJsonLd([
        { name: t("content.home"), url: absoluteUrlOf("/", shell) },
        { name: t("content.news"), url: absoluteUrlOf("/news", shell) },
        { name: item.title, url },
      ]),
    ],
  });
};

export default function NewsItem() {
  const { item, mark } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = langOfShell(useShell());
  return (
    <div className="vs-section">
      <article className="vs-article">
        <Breadcrumb
          crumbs={[
            { name: t("content.home"), url: "/" },
            { name: t("content.news"), url: "/news" },
            { name: item.title, url: item.url },
          ]}
        />
        <PostMarkNote mark={mark} />
        <h1 className="vs-section__title">{item.title}</h1>
        <p className="vs-article__meta">
          <time dateTime={item.publishedAt}>
            {t("content.publishedOn", { date: formatDate(item.publishedAt, lang) })}
          </time>
        </p>
        {item.image ? (
          <figure className="vs-article__media" style={{ margin: 0 }}>
            <ContentImage image={item.image} eager />
          </figure>
        ) : null}
        <p className="vs-lead">{item.summary}</p>
        <RichHtml html={item.html} />
      </article>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
