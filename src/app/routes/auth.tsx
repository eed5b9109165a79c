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
import { safeRedirectPath } from "../../runtime/safe-redirect";
import {
  accountRulesOf,
  cookieHeaders,
  type FormFailure,
  failureOf,
  noStoreHeaders,
} from "../account.server";
import { apiFor } from "../api.server";
import {
  CheckboxField,
  Field,
  FormMessage,
  PasswordField,
  SubmitButton,
} from "../components/account/form-field";
import { shellOf } from "../seo/meta";

/** spec §2 /auth: login and registration side by side. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // issue 11 §2: only a path of this site, as the browser's own URL parser reads it
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), context.origin, "/account");
  if (context.token) {
    const logged = await apiFor(context).account.logged();
    if (logged.logged) throw redirect(redirectTo);
  }
  const notice =
    url.searchParams.get("reset") === "1"
      ? "reset"
      : url.searchParams.get("deleted") === "1"
        ? "deleted"
        : null;
  return { redirectTo, rules: await accountRulesOf(context), notice };
}

export const headers: HeadersFunction = () => noStoreHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get("intent") === "register" ? "register" : "login";
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const redirectTo = safeRedirectPath(form.get("redirectTo"), context.origin, "/account");
  const api = apiFor(context);
  try {
    const result =
      intent === "login"
        ? await api.account.login({ email: text("email"), password: text("password") })
        : await api.account.register({
            email: text("email"),
            password: text("password"),
            firstname: text("firstname"),
            lastname: text("lastname"),
            phone: text("phone"),
            birthdate: text("birthdate"),
            acceptTerms: form.get("acceptTerms") === "on",
            newsletter: form.get("newsletter") === "on",
          });
    // a new session: the token and idSite cookies go to the browser with the redirect
    return redirect(intent === "register" ? "/account?welcome=1" : redirectTo, {
      headers: cookieHeaders(result.setCookies),
    });
  } catch (error) {
    const failure = failureOf(intent, error, form);
    return data(failure.body, { status: failure.status });
  }
}

export const meta: MetaFunction = ({ matches }) => {
  const shell = shellOf(matches);
  return [
    { title: `Connexion ou inscription — ${shell?.site.name ?? ""}` },
    { name: "robots", content: "noindex" },
  ];
};

export default function AuthPage() {
  const { redirectTo, rules, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormFailure | undefined;
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const login = result?.intent === "login" ? result : undefined;
  const registration = result?.intent === "register" ? result : undefined;
  return (
    <div className="mx-auto max-w-5xl px-4 pt-[var(--vs-detail-page-margin-top)] pb-16">
      <h1 className="font-title text-3xl font-semibold text-heading">Mon compte</h1>
      {notice === "reset" ? (
        <div className="mt-4">
          <FormMessage ok message="Votre mot de passe a été modifié : vous pouvez vous connecter." />
        </div>
      ) : null}
      {notice === "deleted" ? (
        <div className="mt-4">
          <FormMessage ok message="Votre compte et vos données personnelles ont été supprimés." />
        </div>
      ) : null}
      <div className="mt-8 grid grid-cols-1 gap-10 desktop:grid-cols-2">
        <section
          aria-labelledby="login-title"
          className="rounded-lg border border-[rgb(var(--vs-font-color-rgb)/0.2)] p-6"
        >
          <h2 id="login-title" className="font-title text-2xl font-semibold text-heading">
            Se connecter
          </h2>
          <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
            <input type="hidden" name="intent" value="login" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <FormMessage message={login?.message} errors={login?.errors} />
            <Field
              label="Adresse e-mail"
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={login?.values.email}
              errors={login?.errors}
            />
            <PasswordField
              label="Mot de passe"
              name="password"
              autoComplete="current-password"
              required
              errors={login?.errors}
            />
            <p>
              <a href="/password/reset/ask" className="underline underline-offset-2">
                Mot de passe oublié ?
              </a>
            </p>
            <div>
              <SubmitButton busy={busy("login")}>Se connecter</SubmitButton>
            </div>
          </Form>
        </section>

        <section
          aria-labelledby="register-title"
          className="rounded-lg border border-[rgb(var(--vs-font-color-rgb)/0.2)] p-6"
        >
          <h2 id="register-title" className="font-title text-2xl font-semibold text-heading">
            Créer un compte
          </h2>
          <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
            <input type="hidden" name="intent" value="register" />
            <FormMessage message={registration?.message} errors={registration?.errors} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Prénom"
                name="firstname"
                autoComplete="given-name"
                required
                defaultValue={registration?.values.firstname}
                errors={registration?.errors}
              />
              <Field
                label="Nom"
                name="lastname"
                autoComplete="family-name"
                required
                defaultValue={registration?.values.lastname}
                errors={registration?.errors}
              />
            </div>
            <Field
              label="Adresse e-mail"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={registration?.values.email}
              errors={registration?.errors}
            />
            <PasswordField
              label="Mot de passe"
              name="password"
              autoComplete="new-password"
              required
              minLength={12}
              hint="12 caractères au moins, sans autre contrainte : une phrase facile à retenir convient très bien."
              errors={registration?.errors}
            />
            <Field
              label="Téléphone (facultatif)"
              name="phone"
              type="tel"
              autoComplete="tel"
              required={false}
              hint={rules.onlyMobile ? "Numéro de mobile uniquement." : undefined}
              defaultValue={registration?.values.phone}
              errors={registration?.errors}
            />
            {rules.askBirthdate ? (
              <Field
                label="Date de naissance"
                name="birthdate"
                type="date"
                autoComplete="bday"
                required
                hint={rules.blockMinors ? "L’inscription est réservée aux personnes majeures." : undefined}
                defaultValue={registration?.values.birthdate}
                errors={registration?.errors}
              />
            ) : null}
            {rules.newsletter ? (
              <CheckboxField
                name="newsletter"
                label="Je souhaite recevoir la lettre d’information."
                defaultChecked={registration?.values.newsletter === "on"}
              />
            ) : null}
            <CheckboxField
              name="acceptTerms"
              required
              errors={registration?.errors}
              label={
                <>
                  J’accepte les{" "}
                  <a
                    href="/use-terms"
                    target="_blank"
                    rel="noopener"
                    className="underline underline-offset-2"
                  >
                    conditions d’utilisation<span className="sr-only"> (nouvel onglet)</span>
                  </a>{" "}
                  et j’ai lu la{" "}
                  <a
                    href="/privacy-policy"
                    target="_blank"
                    rel="noopener"
                    className="underline underline-offset-2"
                  >
                    politique de confidentialité<span className="sr-only"> (nouvel onglet)</span>
                  </a>
                  .
                </>
              }
            />
            <div>
              <SubmitButton busy={busy("register")}>Créer mon compte</SubmitButton>
            </div>
          </Form>
        </section>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
