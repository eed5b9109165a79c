import {
  data,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
} from "react-router";
import type { BlogArticle } from "../../../schemas/content";
import { pageParamOf } from "../../runtime/pagination";
import { articleJsonLd, breadcrumbJsonLd } from "../../runtime/seo/json-ld";
import { apiFor } from "../api.server";
import { Breadcrumb, type Crumb } from "../components/content/breadcrumb";
import { ContentImage } from "../components/content/content-image";
import { formatDate } from "../components/content/format";
import { PaginationNav } from "../components/content/pagination-nav";
import { markOf, PostMarkNote } from "../components/content/post-mark";
import { RichHtml } from "../components/content/rich-html";
import { SummaryCard } from "../components/content/summary-card";
import { langOfShell, tOf, useShell, useT } from "../components/content/use-t";
import { orNotFound, orNull } from "../content-routes.server";
import { adminPreviewOf, publishedOrMoved } from "../post-preview.server";
import { absoluteUrlOf, seoMeta, shellOf } from "../seo/meta";

/** spec §9: the blog list shows 12 articles a page. */
const BLOG_PAGE_SIZE = 12;

/**
 * /blog and its catch-all child (spec §2): the blog root, a folder (/blog/{folder}/{sub-folder})
 * or an article (/blog/{folders…}/{article}). Slugs are unique per site, so the last segment
 * names what to show; a URL whose folders are not the article's own redirects to the right one.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = apiFor(context);
  const url = new URL(request.url);
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  const page = pageParamOf(url.searchParams);
  const last = segments.at(-1);
  const path = `/blog${segments.length ? `/${segments.join("/")}` : ""}`;

  if (last === undefined) {
    const [root, list] = await Promise.all([
      orNotFound(api.blog.folder()),
      orNotFound(api.blog.list({ page, nbItem: BLOG_PAGE_SIZE })),
    ]);
    if (page > 1 && !list.blogs.length) throw data(null, { status: 404 });
    return { view: "folder" as const, folder: null, folders: root.folders, list, page, crumbs: [], path };
  }
  const article = await publishedOrMoved(api.blog.article(last));
  if (article) {
    if (article.url !== path) throw redirect(article.url, 301);
    const ariane = await api.blog.articleAriane(article.id);
    return { view: "article" as const, article, crumbs: ariane, path, mark: null };
  }
  const content = await orNull(api.blog.folder(last));
  if (!content) return articlePreview(context, last, path);
  const folder = content.folder;
  if (!folder) throw data(null, { status: 404 });
  if (folder.url !== path) throw redirect(`${folder.url}${url.search}`, 301);
  const [list, ariane] = await Promise.all([
    api.blog.list({ page, nbItem: BLOG_PAGE_SIZE }, folder.id),
    api.blog.folderAriane(folder.id),
  ]);
  if (page > 1 && !list.blogs.length) throw data(null, { status: 404 });
  return { view: "folder" as const, folder, folders: content.folders, list, page, crumbs: ariane, path };
}

/** An unpublished or scheduled article, for the site's admins only (the 404 page for others). */
async function articlePreview(context: LoaderFunctionArgs["context"], slug: string, path: string) {
  const draft = await adminPreviewOf(context, "articles", slug);
  if (draft.url !== path) throw redirect(draft.url, 302);
  const article: BlogArticle = {
    id: draft.id,
    idFolder: draft.idFolder,
    title: draft.title,
    slug: draft.slug,
    url: draft.url,
    summary: draft.summary,
    image: draft.image,
    author: draft.author,
    publishedAt: draft.publishedAt,
    html: draft.html,
    metaDescription: draft.metaDescription,
    updatedAt: draft.updatedAt,
    folderName: null,
  };
  return { view: "article" as const, article, crumbs: [], path, mark: markOf(draft) };
}

type Data = Awaited<ReturnType<typeof loader>>;

function crumbsOf(loaded: Data, home: string, blog: string): Crumb[] {
  const root: Crumb[] = [
    { name: home, url: "/" },
    { name: blog, url: "/blog" },
  ];
  // the API's breadcrumb starts at the blog root
  return [...root, ...loaded.crumbs.slice(1).map((c) => ({ name: c.name, url: c.url }))];
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  const shell = shellOf(matches);
  if (!loaderData) return [];
  const t = tOf(shell);
  const crumbs = crumbsOf(loaderData, t("content.home"), t("content.blog"));
  const breadcrumb = breadcrumbJsonLd(
    crumbs.map((c) => ({ name: c.name, url: absoluteUrlOf(c.url, shell) })),
  );
  if (loaderData.view === "article") {
    const a = loaderData.article;
    return seoMeta(shell, {
      title: a.title,
      description: a.metaDescription || a.summary,
      path: a.url,
      type: "article",
      image: a.image?.src,
      jsonLd: [
        articleJsonLd({
          type: "BlogPosting",
          headline: a.title,
          description: a.metaDescription || a.summary,
          url: absoluteUrlOf(a.url, shell),
          image: a.image ? absoluteUrlOf(a.image.src, shell) : null,
          datePublished: a.publishedAt,
          dateModified: a.updatedAt,
          author: a.author,
          publisher: { name: shell?.site.name ?? "", logo: shell?.seo.logo ?? null },
        }),
        breadcrumb,
      ],
    });
  }
  const { folder, page } = loaderData;
  const title = folder ? folder.name : t("content.blog");
  return seoMeta(shell, {
    title:
      page > 1
        ? `${title} (${t("content.pageOf", { page, count: Math.ceil(loaderData.list.total / BLOG_PAGE_SIZE) })})`
        : title,
    description: folder?.description ?? t("content.blogIntro"),
    path: `${loaderData.path}${page > 1 ? `?page=${page}` : ""}`,
    jsonLd: [breadcrumb],
  });
};

function ArticleView({ view }: { view: Extract<Data, { view: "article" }> }) {
  const t = useT();
  const lang = langOfShell(useShell());
  const { article } = view;
  const crumbs = crumbsOf(view, t("content.home"), t("content.blog"));
  const parent = crumbs.at(-2);
  return (
    <div className="vs-section">
      <article className="vs-article">
        <Breadcrumb crumbs={crumbs} />
        <PostMarkNote mark={view.mark} />
        <h1 className="vs-section__title">{article.title}</h1>
        <p className="vs-article__meta">
          <time dateTime={article.publishedAt}>
            {t("content.publishedOn", { date: formatDate(article.publishedAt, lang) })}
          </time>
          {article.author ? <> {t("content.by", { author: article.author })}</> : null}
        </p>
        {article.image ? (
          <figure className="vs-article__media" style={{ margin: 0 }}>
            <ContentImage image={article.image} eager />
          </figure>
        ) : null}
        <p className="vs-lead">{article.summary}</p>
        <RichHtml html={article.html} />
        {parent ? (
          <p style={{ marginTop: "2.5rem" }}>
            <Link className="vs-button vs-button--outline" to={parent.url}>
              <i className="fa-solid fa-arrow-left" aria-hidden="true" />
              {t("content.backTo", { name: parent.name })}
            </Link>
          </p>
        ) : null}
      </article>
    </div>
  );
}

function FolderView({ view }: { view: Extract<Data, { view: "folder" }> }) {
  const t = useT();
  const lang = langOfShell(useShell());
  const { folder, folders, list, page } = view;
  const crumbs = crumbsOf(view, t("content.home"), t("content.blog"));
  return (
    <section className="vs-section" aria-labelledby="blog-title">
      {folder ? <Breadcrumb crumbs={crumbs} /> : null}
      <header className="vs-section__header">
        <p className="vs-eyebrow">{t("content.blog")}</p>
        <h1 id="blog-title" className="vs-section__title">
          {folder ? folder.name : t("content.blog")}
        </h1>
        <p className="vs-lead">{folder?.description ?? t("content.blogIntro")}</p>
      </header>
      {folders.length ? (
        <nav aria-label={t("content.folders")}>
          <ul className="vs-folders">
            {folders.map((f) => (
              <li key={f.id}>
                <Link to={f.url}>
                  <i className="fa-regular fa-folder" aria-hidden="true" />
                  {f.name}
                  <span className="vs-badge" style={{ margin: 0 }}>
                    {t("content.articleCount", { count: f.nbBlogs })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {list.blogs.length ? (
        <ul className="vs-cards">
          {list.blogs.map((b) => (
            <SummaryCard
              key={b.id}
              href={b.url}
              title={b.title}
              image={b.image}
              meta={<time dateTime={b.publishedAt}>{formatDate(b.publishedAt, lang)}</time>}
              summary={b.summary}
            />
          ))}
        </ul>
      ) : (
        <p>{t("content.noArticles")}</p>
      )}
      <PaginationNav page={page} total={list.total} nbItem={BLOG_PAGE_SIZE} />
    </section>
  );
}

export default function Blog() {
  const loaded = useLoaderData<typeof loader>();
  return loaded.view === "article" ? <ArticleView view={loaded} /> : <FolderView view={loaded} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
