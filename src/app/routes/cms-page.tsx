import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { stripLocalePrefix } from "../../runtime/locale";
import { cmsPageHandle } from "../components/admin/admin-tools";
import { CmsLayouts } from "../components/content/cms-layouts";
import { seoMeta, shellOf } from "../seo/meta";
import { loadCmsPage, pageUrlOf } from "./cms-page.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { page: await loadCmsPage(context, pageUrlOf(stripLocalePrefix(new URL(request.url).pathname))) };
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
      <CmsLayouts layouts={page.layouts} />
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
