import {
  type ActionFunctionArgs,
  data,
  Form,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { ApiCallError } from "../../client/api-client";
import { langOf } from "../../runtime/messages/lang";
import { apiFor } from "../api.server";
import { tOf, useT } from "../components/content/use-t";
import { shellOf } from "../seo/meta";
import { tFor } from "../texts.server";

/**
 * /inscription/annulation?token=…: the link mailed to a registrant (issue 14 §3). Opening it cancels
 * nothing (mail scanners open links): the page asks, and its form (which works without scripts)
 * posts the single-use token.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

// the token is in the address: keep it out of every cache and of the Referer of outgoing links
export const headers: HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
});

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const token = form.get("token");
  const t = tFor(langOf(context.lang));
  try {
    await apiFor(context).elements.cancelRegistration(typeof token === "string" ? token : "");
    return { ok: true, message: t("registration.cancelled") };
  } catch (error) {
    if (!(error instanceof ApiCallError) || error.status >= 500) throw error;
    return data({ ok: false, message: t("element.cancelLinkInvalid") }, { status: 404 });
  }
}

export const meta: MetaFunction = ({ matches }) => {
  const shell = shellOf(matches);
  return [
    { title: `${shell ? tOf(shell)("content.cancelTitle") : ""} — ${shell?.site.name ?? ""}` },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ];
};

export default function RegistrationCancelPage() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <section className="vs-section" aria-labelledby="cancel-title">
      <div className="vs-article">
        <h1 id="cancel-title" className="vs-section__title">
          {t("content.cancelTitle")}
        </h1>
        {result ? (
          <p role={result.ok ? "status" : "alert"}>{result.message}</p>
        ) : (
          <Form method="post" className="vs-form">
            <p>{t("content.cancelIntro")}</p>
            <input type="hidden" name="token" value={token} />
            <div className="vs-form__actions">
              <button type="submit" className="vs-button">
                {t("content.cancelButton")}
              </button>
            </div>
          </Form>
        )}
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
