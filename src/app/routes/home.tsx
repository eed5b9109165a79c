import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { apiFor } from "../api.server";
import { cmsPageHandle } from "../components/admin/admin-tools";
import { CmsLayouts } from "../components/content/cms-layouts";
import { PromotedNews } from "../components/content/promoted-news";
import { ReviewsBlock } from "../components/content/reviews-block";
import { useShell } from "../components/content/use-t";
import { seoMeta, shellOf } from "../seo/meta";
import { loadCmsPage } from "./cms-page.server";

/** Reviews shown on the home page. */
const HOME_REVIEWS = 6;

export async function loader({ context }: LoaderFunctionArgs) {
  const api = apiFor(context);
  const [page, reviews, promoted] = await Promise.all([
    loadCmsPage(context, ""),
    api.reviews.list("all", { page: 1, nbItem: HOME_REVIEWS }),
    api.news.promoted(),
  ]);
  return { page, reviews, promoted };
}

/** The admin overlay edits the layouts of `page` (admin-tools.tsx). */
export const handle = cmsPageHandle;

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  const shell = shellOf(matches);
  if (!loaderData) return [];
  return seoMeta(shell, {
    title: loaderData.page.title,
    // HOME_META_DESCRIPTION is the home page's description when the owner wrote one (issue 18 §1)
    description: shell?.meta.home,
    fallbackDescription: loaderData.page.metaDescription,
    path: "/",
    jsonLd: shell ? [shell.seo.organization] : [],
  });
};

/** The home page: its CMS layouts, the promoted news after the first one, the reviews last. */
export default function Home() {
  const { page, reviews, promoted } = useLoaderData<typeof loader>();
  const promotedNews = useShell()?.theme.flags.promotedNews;
  const [first, ...rest] = page.layouts;
  return (
    <article className="vs-page">
      <CmsLayouts layouts={first ? [first] : []} />
      {promotedNews && promoted.length ? <PromotedNews news={promoted} style={promotedNews.style} /> : null}
      <CmsLayouts layouts={rest} />
      <ReviewsBlock reviews={reviews} />
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
