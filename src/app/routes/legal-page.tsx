import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { legalPages } from "../../../schemas/site";
import { stripLocalePrefix } from "../../runtime/locale";
import { personalApiFor } from "../api.server";
import { shellOf } from "../seo/meta";

/** The five legal pages of spec §2, their placeholders filled and sanitized by the platform. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const path = stripLocalePrefix(new URL(request.url).pathname).replace(/^\/+|\/+$/g, "");
  const page = legalPages.find((p) => p.path === path);
  if (!page) throw data(null, { status: 404 });
  // an admin reads "à compléter" where a visitor's line is hidden (issue 15 §7)
  return { legal: await personalApiFor(context).site.legalText(page.key) };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  const shell = shellOf(matches);
  return loaderData ? [{ title: `${loaderData.legal.title} — ${shell?.site.name ?? ""}` }] : [];
};

export default function LegalPage() {
  const { legal } = useLoaderData<typeof loader>();
  return (
    <article className="vs-legal mx-auto max-w-3xl px-4 pt-[var(--vs-detail-page-margin-top)] pb-16">
      <h1 className="font-title text-3xl font-semibold">{legal.title}</h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: filled and sanitized with DOMPurify by the platform */}
      <div className="vs-prose mt-6" dangerouslySetInnerHTML={{ __html: legal.html }} />
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
