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
  useRouteLoaderData,
} from "react-router";
import { emailSchema } from "../../../schemas/account";
import { cookieHeaders, type FormFailure, failureOf } from "../account.server";
import { apiFor } from "../api.server";
import { Field, FormMessage, PasswordField, SubmitButton } from "../components/account/form-field";
import { shellOf } from "../seo/meta";
import type { Shell } from "../shell.server";

/**
 * spec §2 /password/reset/{token}: the token comes from the mail; without it, it is typed in.
 * `?invitation=1` (issue 19 §3): the link of a new site's owner, who is welcomed, then logged in.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  return {
    token: params.token ?? null,
    invitation: new URL(request.url).searchParams.get("invitation") === "1",
  };
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
  const api = apiFor(context);
  // an invitation logs the owner in with the new password: the address is asked first (and kept
  // by the browser's password manager with it), before the single-use token is spent
  const invitation = text("invitation") === "1";
  const email = emailSchema.safeParse(text("email"));
  if (invitation && !email.success) {
    const body: FormFailure = {
      intent: "reset",
      ok: false,
      message: "Saisissez l’adresse e-mail à laquelle l’invitation a été envoyée.",
      errors: { email: ["Adresse e-mail invalide"] },
      values: { email: text("email") },
    };
    return data(body, { status: 422 });
  }
  try {
    const password = text("password");
    const result = await api.account.resetPassword({ token: text("token"), password });
    if (invitation && email.success) {
      const login = await api.account.login({ email: email.data, password }).catch(() => null);
      if (login)
        return redirect("/admin", { headers: cookieHeaders([...result.setCookies, ...login.setCookies]) });
      return redirect(`/auth?reset=1&redirectTo=${encodeURIComponent("/admin")}`, {
        headers: cookieHeaders(result.setCookies),
      });
    }
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
  const { token, invitation } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as FormFailure | undefined;
  const navigation = useNavigation();
  const shell = useRouteLoaderData<Shell>("root");
  const tokenError = failure?.errors.token;
  return (
    <div className="mx-auto max-w-xl px-4 pt-[var(--vs-detail-page-margin-top)] pb-16">
      {invitation ? (
        <>
          <h1 className="font-title text-3xl font-semibold text-heading">Bienvenue !</h1>
          <p className="mt-4">{`Choisissez votre mot de passe pour administrer ${shell?.site.name ?? "votre site"}.`}</p>
        </>
      ) : (
        <h1 className="font-title text-3xl font-semibold text-heading">Choisir un nouveau mot de passe</h1>
      )}
      <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
        {invitation ? <input type="hidden" name="invitation" value="1" /> : null}
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
        {invitation ? (
          <Field
            label="Votre adresse e-mail"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={failure?.values.email}
            hint="Celle à laquelle l’invitation a été envoyée."
            errors={failure?.errors}
          />
        ) : null}
        <PasswordField
          label={invitation ? "Mot de passe" : "Nouveau mot de passe"}
          name="password"
          autoComplete="new-password"
          required
          minLength={12}
          hint="12 caractères au moins, sans autre contrainte : une phrase facile à retenir convient très bien."
          errors={failure?.errors}
        />
        <div>
          <SubmitButton busy={navigation.state !== "idle"}>
            {invitation ? "Enregistrer et administrer le site" : "Enregistrer le mot de passe"}
          </SubmitButton>
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
