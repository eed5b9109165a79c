import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
} from "react-router";
import { langOf } from "../../runtime/messages/lang";
import { apiFor } from "../api.server";
import { NewsletterBlock } from "../components/content/newsletter-block";
import { type SubmissionResult, submission } from "../components/content/submission";
import { tOf, useT } from "../components/content/use-t";
import { seoMeta, shellOf } from "../seo/meta";
import { tFor } from "../texts.server";

/** The page only answers the subscription form; a visitor who opens it sees the form itself. */
export async function loader(_: LoaderFunctionArgs) {
  return null;
}

/** spec §7 POST /newsletter/subscribe (the accounts module serves it). */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = form.get("email");
  if (typeof email !== "string")
    return data<SubmissionResult>({ ok: false, message: "", errors: {}, values: {} }, 400);
  return submission(async () => {
    await apiFor(context).account.subscribe({ email: email.trim() });
    return tFor(langOf(context.lang))("content.newsletterDone");
  }, form);
}

export const meta: MetaFunction = ({ matches }) => {
  const shell = shellOf(matches);
  return seoMeta(shell, {
    title: tOf(shell)("content.newsletter"),
    path: "/newsletter",
    noIndex: true,
  });
};

export default function Newsletter() {
  const t = useT();
  const result = useActionData<SubmissionResult>();
  return (
    <section className="vs-section" aria-labelledby="newsletter-title">
      <h1 id="newsletter-title" className="vs-section__title">
        {t("content.newsletter")}
      </h1>
      {result ? (
        <p
          role="status"
          className={`vs-form__status ${result.ok ? "vs-form__status--ok" : "vs-form__status--error"}`}
        >
          {result.ok ? result.message : Object.values(result.errors).flat().join(" ") || result.message}
        </p>
      ) : null}
      <div
        className="bg-footer text-footer-foreground"
        style={{ padding: "1.5rem", borderRadius: "0.75rem", marginTop: "1.5rem" }}
      >
        <NewsletterBlock />
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
