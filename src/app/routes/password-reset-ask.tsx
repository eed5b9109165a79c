import {
  type ActionFunctionArgs,
  data,
  Form,
  type HeadersFunction,
  type MetaFunction,
  useActionData,
  useNavigation,
} from "react-router";
import { type FormFailure, type FormSuccess, failureOf, noStoreHeaders } from "../account.server";
import { apiFor } from "../api.server";
import { Field, FormMessage, SubmitButton } from "../components/account/form-field";
import { tOf, useT } from "../components/content/use-t";
import { shellOf } from "../seo/meta";

export const headers: HeadersFunction = () => noStoreHeaders;

/** spec §2 /password/reset/ask: the answer is the same whether the address has an account or not. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = form.get("email");
  try {
    const result = await apiFor(context).account.askPasswordReset({
      email: typeof email === "string" ? email : "",
    });
    return { intent: "ask", ok: true, message: result.message } satisfies FormSuccess;
  } catch (error) {
    const failure = failureOf("ask", error, form);
    return data(failure.body, { status: failure.status });
  }
}

export const meta: MetaFunction = ({ matches }) => {
  const shell = shellOf(matches);
  return [
    { title: tOf(shell)("accountPage.resetAskMetaTitle", { site: shell?.site.name ?? "" }) },
    { name: "robots", content: "noindex" },
  ];
};

export default function PasswordResetAskPage() {
  const result = useActionData<typeof action>() as FormSuccess | FormFailure | undefined;
  const navigation = useNavigation();
  const t = useT();
  const failure = result && !result.ok ? result : undefined;
  return (
    <div className="mx-auto max-w-xl px-4 pt-[var(--vs-detail-page-margin-top)] pb-16">
      <h1 className="font-title text-3xl font-semibold text-heading">{t("accountPage.resetAsk.title")}</h1>
      <p className="mt-4">{t("accountPage.resetAsk.text")}</p>
      <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
        <FormMessage message={result?.message} ok={result?.ok} errors={failure?.errors} />
        <Field
          label={t("accountPage.field.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={failure?.values.email}
          errors={failure?.errors}
        />
        <div>
          <SubmitButton busy={navigation.state !== "idle"}>{t("accountPage.resetAsk.submit")}</SubmitButton>
        </div>
      </Form>
      <p className="mt-6">
        <a href="/auth" className="underline underline-offset-2">
          {t("accountPage.resetAsk.backToLogin")}
        </a>
      </p>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
