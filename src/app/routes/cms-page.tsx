import { data, type LoaderFunctionArgs, type MetaFunction, redirect, useLoaderData } from "react-router";
import { localePrefixOf, localizedPath, stripLocalePrefix } from "../../runtime/locale";
import { cmsPageHandle } from "../components/admin/admin-tools";
import { CmsLayouts } from "../components/content/cms-layouts";
import { PostMarkNote } from "../components/content/post-mark";
import { seoMeta, shellOf } from "../seo/meta";
import { cmsPageOf, pageUrlOf, redirectOf } from "./cms-page.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const url = pageUrlOf(stripLocalePrefix(pathname));
  const page = await cmsPageOf(context, url);
  if (page) return { page };
  // after the real pages, before the 404: the owner's redirects (issue 14 §6), in the page's language
  const moved = await redirectOf(context, `/${url}`);
  if (moved) throw redirect(localizedPath(moved, localePrefixOf(pathname)), 301);
  throw data(null, { status: 404 });
}

/** The admin overlay edits the layouts of `page` (admin-tools.tsx). */
export const handle = cmsPageHandle;

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  const shell = shellOf(matches);
  if (!loaderData) return [];
  const { page } = loaderData;
  // the page's own description, else the site's description of that kind of page (spec §3)
  const fallback = page.url === "" ? shell?.meta.home : page.url === "contact" ? shell?.meta.contact : null;
  return seoMeta(shell, {
    title: page.title,
    description: page.metaDescription,
    fallbackDescription: fallback,
    path: `/${page.url}`,
  });
};

/** A CMS page: its layouts in order. Their html was sanitized when it was written. */
export default function CmsPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <article className="vs-page">
      {page.unpublished ? (
        <div className="vs-article">
          <PostMarkNote mark={{ status: "draft" }} />
        </div>
      ) : null}
      <CmsLayouts layouts={page.layouts} />
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
