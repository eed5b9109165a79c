import {
  type ActionFunctionArgs,
  data,
  Form,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { cookieHeaders, type FormFailure, failureOf } from "../account.server";
import { apiFor } from "../api.server";
import { Field, FormMessage, PasswordField, SubmitButton } from "../components/account/form-field";
import { shellOf } from "../seo/meta";

/** spec §2 /password/reset/{token}: the token comes from the mail; without it, it is typed in. */
export function loader({ params }: LoaderFunctionArgs) {
  return { token: params.token ?? null };
}

// the token is in the address: keep it out of every cache and of the Referer of outgoing links
export const headers: HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
});

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  try {
    const result = await apiFor(context).account.resetPassword({
      token: text("token"),
      password: text("password"),
    });
    // every session ended with the reset: the cookies go too, and the visitor logs in again
    return redirect("/auth?reset=1", { headers: cookieHeaders(result.setCookies) });
  } catch (error) {
    const failure = failureOf("reset", error, form);
    return data(failure.body, { status: failure.status });
  }
}

export const meta: MetaFunction = ({ matches }) => {
  const shell = shellOf(matches);
  return [
    { title: `Nouveau mot de passe — ${shell?.site.name ?? ""}` },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ];
};

export default function PasswordResetPage() {
  const { token } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as FormFailure | undefined;
  const navigation = useNavigation();
  const tokenError = failure?.errors.token;
  return (
    <div className="mx-auto max-w-xl px-4 pt-[var(--vs-detail-page-margin-top)] pb-16">
      <h1 className="font-title text-3xl font-semibold text-heading">Choisir un nouveau mot de passe</h1>
      <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
        <FormMessage
          message={failure?.message}
          errors={token && failure?.errors.token ? undefined : failure?.errors}
        />
        {token ? (
          <input type="hidden" name="token" value={token} />
        ) : (
          <Field
            label="Code reçu par e-mail"
            name="token"
            autoComplete="one-time-code"
            required
            hint="La fin du lien reçu par e-mail, après « /password/reset/ »."
            errors={failure?.errors}
          />
        )}
        <PasswordField
          label="Nouveau mot de passe"
          name="password"
          autoComplete="new-password"
          required
          minLength={12}
          hint="12 caractères au moins, sans autre contrainte : une phrase facile à retenir convient très bien."
          errors={failure?.errors}
        />
        <div>
          <SubmitButton busy={navigation.state !== "idle"}>Enregistrer le mot de passe</SubmitButton>
        </div>
      </Form>
      {tokenError ? (
        <p className="mt-6">
          <a href="/password/reset/ask" className="underline underline-offset-2">
            Demander un nouveau lien
          </a>
        </p>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
