import {
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
} from "react-router";
import type { ElementDetail as ElementShown } from "../../../schemas/content";
import { ApiCallError } from "../../client/api-client";
import { registrationFields } from "../../runtime/content/standard-fields";
import { langOf } from "../../runtime/messages/lang";
import { breadcrumbJsonLd } from "../../runtime/seo/json-ld";
import { allowedDatesOfFields } from "../allowed-dates.server";
import { apiFor, personalApiFor } from "../api.server";
import { Breadcrumb } from "../components/content/breadcrumb";
import { ContentImage } from "../components/content/content-image";
import { ElementFacts } from "../components/content/element-facts";
import type { AllowedDatesByField } from "../components/content/form-fields";
import { RichHtml } from "../components/content/rich-html";
import { jsonBodyOf, type SubmissionResult, submission } from "../components/content/submission";
import { SubmissionForm } from "../components/content/submission-form";
import { tOf, useT } from "../components/content/use-t";
import { orNotFound } from "../content-routes.server";
import { absoluteUrlOf, seoMeta, shellOf } from "../seo/meta";
import { tFor } from "../texts.server";

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const element = await elementOrMoved(context, request, params.route ?? "", params.slug ?? "");
  // the form's labels, in the page's language (the browser has no catalogue); a date of the
  // element's calendar when it has one
  const fields = registrationFields(langOf(context.lang), element.calendarId);
  return { element, fields, allowedDates: await allowedDatesOfFields(context, fields) };
}

/** The element, or a 301 to its new address when the owner renamed it (issue 14 §3), or the 404 page. */
async function elementOrMoved(context: AppLoadContext, request: Request, route: string, slug: string) {
  // a logged person may be an admin, whose answer differs (an unpublished element, marked): asked
  // afresh, never from the answers shared between visitors' pages
  const api = personalApiFor(context);
  try {
    return await api.elements.detail(route, slug);
  } catch (error) {
    const movedTo = error instanceof ApiCallError && error.status === 404 ? error.data?.movedTo : null;
    if (typeof movedTo === "string")
      throw redirect(new URL(request.url).pathname.replace(/[^/]+$/, movedTo), 301);
    return orNotFound(Promise.reject(error));
  }
}

/** POST /element/{route}/{id}/register, from the registration form (with or without JavaScript). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const t = tFor(langOf(context.lang));
  // the date is read only when the element has a calendar
  const body = jsonBodyOf(form, [...registrationFields().map((f) => f.name), "date"]);
  return submission(async () => {
    const result = await apiFor(context).elements.register(params.route ?? "", params.slug ?? "", body);
    if (result.status === "WAITING") return t("registration.waiting");
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

type Translate = ReturnType<typeof useT>;

/**
 * The registration form's dates, each with its seats left when the element counts seats per date
 * (decision 115): a full date reads « complet » and cannot be chosen, unless the element keeps a
 * waiting list (then it says so and stays open).
 */
function withDateSeats(
  allowed: AllowedDatesByField,
  element: ElementShown,
  t: Translate,
): AllowedDatesByField {
  const { dateSeats, capacity } = element;
  if (dateSeats === null || capacity === null) return allowed;
  const left = new Map(dateSeats.map((d) => [d.date, d.seatsLeft]));
  const noteOf = (date: string) => {
    const seats = left.get(date) ?? capacity;
    if (seats > 0) return { text: t("content.dateSeatsLeft", { count: seats }), disabled: false };
    return element.hasWaitingList
      ? { text: t("content.dateFullWaitingList"), disabled: false }
      : { text: t("content.dateFull"), disabled: true };
  };
  return Object.fromEntries(
    Object.entries(allowed).map(([name, months]) => [
      name,
      months.map((m) => ({ ...m, notes: Object.fromEntries(m.dates.map((d) => [d, noteOf(d)])) })),
    ]),
  );
}

/** Counted per date, without a waiting list: dates are offered, and every one of them is full. */
function allDatesFull(element: ElementShown, allowed: AllowedDatesByField): boolean {
  if (element.dateSeats === null || element.hasWaitingList) return false;
  const months = Object.values(allowed).flat();
  return (
    months.some((m) => m.dates.length) && months.every((m) => m.dates.every((d) => m.notes?.[d]?.disabled))
  );
}

/** Whether a visitor can still register (or join a waiting list), on some date or at all. */
function registrable(element: ElementShown, allowed: AllowedDatesByField): boolean {
  if (element.dateSeats !== null) return !allDatesFull(element, allowed);
  return element.hasWaitingList || element.seatsLeft !== 0;
}

export default function ElementDetail() {
  const { element, fields, allowedDates: allowed } = useLoaderData<typeof loader>();
  const result = useActionData<SubmissionResult>();
  const t = useT();
  const allowedDates = withDateSeats(allowed, element, t);
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
        <h1 className="vs-section__title">
          {element.title}
          {element.isPublished ? null : (
            <span className="vs-badge" style={{ marginLeft: "0.6rem", verticalAlign: "middle" }}>
              {t("content.notPublished")}
            </span>
          )}
        </h1>
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
          {element.registrationOpen ? <SeatsLeft element={element} allowedDates={allowedDates} /> : null}
          {element.registrationOpen && registrable(element, allowedDates) ? (
            <SubmissionForm
              id="registration"
              fields={fields}
              submitLabel={t("content.register")}
              result={result}
              allowedDates={allowedDates}
            />
          ) : element.registrationOpen ? null : (
            <p>{t("content.registrationClosed")}</p>
          )}
        </section>
      </article>
    </div>
  );
}

/**
 * Places left, or "complet" (with the waiting list when the element keeps one); counted per date,
 * the seats of each date are in the date's choice, and only "every date is full" is said here.
 */
function SeatsLeft({ element, allowedDates }: { element: ElementShown; allowedDates: AllowedDatesByField }) {
  const t = useT();
  if (element.dateSeats !== null)
    return !allDatesFull(element, allowedDates) ? null : (
      <p>
        <strong>{t("content.allDatesFull")}</strong>
      </p>
    );
  if (element.seatsLeft === null) return null;
  if (element.seatsLeft > 0) return <p>{t("content.seatsLeft", { count: element.seatsLeft })}</p>;
  return (
    <p>
      <strong>{t(element.hasWaitingList ? "content.eventFullWaitingList" : "content.eventFull")}</strong>
      {element.hasWaitingList ? ` ${t("content.eventWaitingListHint")}` : null}
    </p>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
