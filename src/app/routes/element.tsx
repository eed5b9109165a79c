import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { registrationFields } from "../../runtime/content/standard-fields";
import { langOf } from "../../runtime/messages/lang";
import { breadcrumbJsonLd } from "../../runtime/seo/json-ld";
import { apiFor } from "../api.server";
import { Breadcrumb } from "../components/content/breadcrumb";
import { ContentImage } from "../components/content/content-image";
import { ElementFacts } from "../components/content/element-facts";
import { RichHtml } from "../components/content/rich-html";
import { jsonBodyOf, type SubmissionResult, submission } from "../components/content/submission";
import { SubmissionForm } from "../components/content/submission-form";
import { tOf, useT } from "../components/content/use-t";
import { orNotFound } from "../content-routes.server";
import { absoluteUrlOf, seoMeta, shellOf } from "../seo/meta";
import { tFor } from "../texts.server";

export async function loader({ params, context }: LoaderFunctionArgs) {
  return {
    element: await orNotFound(apiFor(context).elements.detail(params.route ?? "", params.slug ?? "")),
    // the form's labels, in the page's language (the browser has no catalogue)
    fields: registrationFields(langOf(context.lang)),
  };
}

/** POST /element/{route}/{id}/register, from the registration form (with or without JavaScript). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const t = tFor(langOf(context.lang));
  const body = jsonBodyOf(
    form,
    registrationFields().map((f) => f.name),
  );
  return submission(async () => {
    const result = await apiFor(context).elements.register(params.route ?? "", params.slug ?? "", body);
    return result.remainingSeats === null
      ? t("registration.done")
      : `${t("registration.done")} ${t("content.seatsLeft", { count: result.remainingSeats })}`;
  }, form);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  const shell = shellOf(matches);
  if (!loaderData) return [];
  const t = tOf(shell);
  const { element } = loaderData;
  const listUrl = `/events/${element.list.route}`;
  return seoMeta(shell, {
    title: element.title,
    description: element.summary,
    path: element.url,
    image: element.image?.src,
    jsonLd: [
      breadcrumbJsonLd([
        { name: t("content.home"), url: absoluteUrlOf("/", shell) },
        { name: element.list.title, url: absoluteUrlOf(listUrl, shell) },
        { name: element.title, url: absoluteUrlOf(element.url, shell) },
      ]),
    ],
  });
};

export default function ElementDetail() {
  const { element, fields } = useLoaderData<typeof loader>();
  const result = useActionData<SubmissionResult>();
  const t = useT();
  return (
    <div className="vs-section">
      <article className="vs-article">
        <Breadcrumb
          crumbs={[
            { name: t("content.home"), url: "/" },
            { name: element.list.title, url: `/events/${element.list.route}` },
            { name: element.title, url: element.url },
          ]}
        />
        <h1 className="vs-section__title">{element.title}</h1>
        <p className="vs-lead">{element.summary}</p>
        {element.image ? (
          <figure className="vs-article__media" style={{ margin: 0 }}>
            <ContentImage image={element.image} eager />
          </figure>
        ) : null}
        <ElementFacts element={element} />
        <RichHtml html={element.html} />
        <section aria-labelledby="registration-title" style={{ marginTop: "2.5rem" }}>
          <h2 id="registration-title">{t("content.registrationTitle")}</h2>
          {element.registrationOpen ? (
            <SubmissionForm
              id="registration"
              fields={fields}
              submitLabel={t("content.register")}
              result={result}
            />
          ) : (
            <p>{t("content.registrationClosed")}</p>
          )}
        </section>
      </article>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
