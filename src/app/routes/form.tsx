import {
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import type { Form as FormDefinition } from "../../../schemas/content";
import { todayIn } from "../../runtime/content/allowed-dates";
import { apiFor } from "../api.server";
import type { AllowedDatesByField } from "../components/content/form-fields";
import { RichHtml } from "../components/content/rich-html";
import { type SubmissionResult, submission } from "../components/content/submission";
import { SubmissionForm } from "../components/content/submission-form";
import { orNotFound } from "../content-routes.server";
import { seoMeta, shellOf } from "../seo/meta";

/** Months of allowed dates offered by a date field tied to a calendar. */
const CALENDAR_MONTHS = 4;

/** The allowed dates of each calendar date field, this month and the next ones (spec §7 calendar). */
async function allowedDatesOf(context: AppLoadContext, form: FormDefinition): Promise<AllowedDatesByField> {
  const api = apiFor(context);
  const [year, month] = todayIn().split("-").map(Number) as [number, number];
  const months = Array.from({ length: CALENDAR_MONTHS }, (_, i) => {
    const index = month - 1 + i;
    return { month: (index % 12) + 1, year: year + Math.floor(index / 12) };
  });
  const byField: AllowedDatesByField = {};
  for (const field of form.fields) {
    const calendarId = field.calendarId;
    if (field.type !== "date" || calendarId === undefined) continue;
    byField[field.name] = await Promise.all(
      months.map(async (m) => ({
        ...m,
        dates: (await api.calendar.allowedDates(calendarId, m.month, m.year)).dates,
      })),
    );
  }
  return byField;
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const form = await orNotFound(apiFor(context).forms.get(params.slug ?? ""));
  return { form, allowedDates: await allowedDatesOf(context, form) };
}

/** POST /forms/{id}/submit: the browser's multipart body, files included, passed on to the platform. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const body = new FormData();
  for (const [name, value] of form.entries()) if (name !== "_form") body.append(name, value);
  return submission(async () => (await apiFor(context).forms.submit(params.slug ?? "", body)).message, form);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  const shell = shellOf(matches);
  if (!loaderData) return [];
  const { form } = loaderData;
  return seoMeta(shell, {
    title: form.title,
    description: form.description?.replace(/<[^>]*>/g, "").trim() || null,
    path: `/forms/${form.slug}`,
  });
};

export default function FormPage() {
  const { form, allowedDates } = useLoaderData<typeof loader>();
  const result = useActionData<SubmissionResult>();
  const multipart = form.fields.some((f) => f.type === "file");
  return (
    <section className="vs-section" aria-labelledby="form-title">
      <div className="vs-article">
        <h1 id="form-title" className="vs-section__title">
          {form.title}
        </h1>
        {form.description ? <RichHtml html={form.description} /> : null}
        <SubmissionForm
          id="form"
          fields={form.fields}
          submitLabel={form.submitLabel}
          result={result}
          allowedDates={allowedDates}
          multipart={multipart}
        />
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
