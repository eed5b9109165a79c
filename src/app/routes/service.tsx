import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import type { Service, ServicePageStyle } from "../../../schemas/content";
import { readParameters } from "../../../schemas/parameters";
import { breadcrumbJsonLd } from "../../runtime/seo/json-ld";
import { apiFor, personalApiFor } from "../api.server";
import { Breadcrumb } from "../components/content/breadcrumb";
import { ContentImage } from "../components/content/content-image";
import { PostMarkNote } from "../components/content/post-mark";
import { RichHtml } from "../components/content/rich-html";
import { ServiceFacts } from "../components/content/service-facts";
import { tOf, useShell, useT } from "../components/content/use-t";
import { orNotFound } from "../content-routes.server";
import { absoluteUrlOf, seoMeta, shellOf } from "../seo/meta";

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const [service, items] = await Promise.all([
    orNotFound(personalApiFor(context).services.detail(params.slug ?? ""), request),
    apiFor(context).site.parameters(),
  ]);
  return { service, style: servicePageStyleOf(service, readParameters(items).values.SERVICE_PAGE_STYLE) };
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

/** The service's own page style when the owner chose one, else the site's SERVICE_PAGE_STYLE (decision 115). */
function servicePageStyleOf(
  service: Pick<Service, "pageStyle">,
  siteStyle: ServicePageStyle | null | undefined,
): ServicePageStyle {
  return service.pageStyle ?? siteStyle ?? "CARDS";
}

function Photo({ service }: { service: Service }) {
  if (!service.image) return null;
  return (
    <figure className="vs-article__media" style={{ margin: 0 }}>
      <ContentImage image={service.image} eager />
    </figure>
  );
}

/**
 * What comes under the title, by style: CARDS the photo on top and the price and duration in a
 * card; LIST the text first and the photo at the end; ALTERNATE the photo beside the presentation.
 */
function ServiceBody({ service, style }: { service: Service; style: ServicePageStyle }) {
  const intro = (
    <>
      <p className="vs-lead">{service.summary}</p>
      <ServiceFacts service={service} />
    </>
  );
  if (style === "ALTERNATE" && service.image)
    return (
      <>
        <div className="vs-columns vs-columns--center" style={{ marginBlockEnd: "1.5rem" }}>
          <Photo service={service} />
          <div>{intro}</div>
        </div>
        <RichHtml html={service.html} />
      </>
    );
  if (style === "LIST")
    return (
      <>
        {intro}
        <RichHtml html={service.html} />
        <Photo service={service} />
      </>
    );
  return (
    <>
      <Photo service={service} />
      <p className="vs-lead">{service.summary}</p>
      {service.price || service.duration ? (
        <div className="vs-card" style={{ padding: "1rem 1.25rem", marginBlockEnd: "1.5rem" }}>
          <ServiceFacts service={service} />
        </div>
      ) : null}
      <RichHtml html={service.html} />
    </>
  );
}

export default function ServiceDetail() {
  const { service, style } = useLoaderData<typeof loader>();
  const t = useT();
  const contactHidden = useShell()?.theme.flags.contactPageHidden ?? false;
  return (
    <div className="vs-section">
      <article className="vs-article" data-page-style={style}>
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
        <ServiceBody service={service} style={style} />
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
