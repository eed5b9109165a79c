import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { breadcrumbJsonLd } from "../../runtime/seo/json-ld";
import { personalApiFor } from "../api.server";
import { Breadcrumb } from "../components/content/breadcrumb";
import { ContentImage } from "../components/content/content-image";
import { PostMarkNote } from "../components/content/post-mark";
import { RichHtml } from "../components/content/rich-html";
import { ServiceFacts } from "../components/content/service-facts";
import { tOf, useShell, useT } from "../components/content/use-t";
import { orNotFound } from "../content-routes.server";
import { absoluteUrlOf, seoMeta, shellOf } from "../seo/meta";

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  return { service: await orNotFound(personalApiFor(context).services.detail(params.slug ?? ""), request) };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  const shell = shellOf(matches);
  if (!loaderData) return [];
  const t = tOf(shell);
  const { service } = loaderData;
  return seoMeta(shell, {
    title: service.title,
    description: service.summary,
    path: service.url,
    image: service.image?.src,
    jsonLd: [
      breadcrumbJsonLd([
        { name: t("content.home"), url: absoluteUrlOf("/", shell) },
        { name: t("content.services"), url: absoluteUrlOf("/service", shell) },
        { name: service.title, url: absoluteUrlOf(service.url, shell) },
      ]),
    ],
  });
};

export default function ServiceDetail() {
  const { service } = useLoaderData<typeof loader>();
  const t = useT();
  const contactHidden = useShell()?.theme.flags.contactPageHidden ?? false;
  return (
    <div className="vs-section">
      <article className="vs-article">
        <Breadcrumb
          crumbs={[
            { name: t("content.home"), url: "/" },
            { name: t("content.services"), url: "/service" },
            { name: service.title, url: service.url },
          ]}
        />
        <h1 className="vs-section__title">{service.title}</h1>
        <PostMarkNote mark={service.unpublished ? { status: "draft" } : null} />
        {service.tags.length ? (
          <p>
            {service.tags.map((tag) => (
              <Link key={tag} to={`/service?tag=${encodeURIComponent(tag)}`} className="vs-badge">
                {tag}
              </Link>
            ))}
          </p>
        ) : null}
        {service.image ? (
          <figure className="vs-article__media" style={{ margin: 0 }}>
            <ContentImage image={service.image} eager />
          </figure>
        ) : null}
        <p className="vs-lead">{service.summary}</p>
        <ServiceFacts service={service} />
        <RichHtml html={service.html} />
        {contactHidden ? null : (
          <p className="vs-actions">
            <Link className="vs-button" to="/contact">
              {t("content.askQuote")}
            </Link>
          </p>
        )}
      </article>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
