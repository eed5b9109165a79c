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
  CodeField,
  Field,
  FormMessage,
  PasswordField,
  SubmitButton,
} from "../components/account/form-field";
import { tOf, useT } from "../components/content/use-t";
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

/** The login's second step (decision 132): the challenge the password earned, then a code. */
interface CodeStep {
  intent: "code";
  challenge: string;
}

const intentOf = (value: FormDataEntryValue | null) =>
  value === "register" ? "register" : value === "code" ? "code" : "login";

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = intentOf(form.get("intent"));
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const redirectTo = safeRedirectPath(form.get("redirectTo"), context.origin, "/account");
  const api = apiFor(context);
  try {
    if (intent === "login") {
      const login = await api.account.login({ email: text("email"), password: text("password") });
      if ("challenge" in login.data)
        return { intent: "code", challenge: login.data.challenge } satisfies CodeStep;
      return redirect(redirectTo, { headers: cookieHeaders(login.setCookies) });
    }
    const result =
      intent === "code"
        ? await api.account.loginCode({ challenge: text("challenge"), code: text("code") })
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
    { title: tOf(shell)("accountPage.authMetaTitle", { site: shell?.site.name ?? "" }) },
    { name: "robots", content: "noindex" },
  ];
};

export default function AuthPage() {
  const { redirectTo, rules, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormFailure | CodeStep | undefined;
  const navigation = useNavigation();
  const t = useT();
  const busy = (intent: string) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const failure = result && "ok" in result ? result : undefined;
  const registration = failure?.intent === "register" ? failure : undefined;
  // the code step: the password's answer, or a refused code (its form keeps the challenge); a
  // challenge gone (five minutes, or used) shows the login form with its message
  const codeRefused = failure?.intent === "code" && Boolean(failure.errors.code);
  const codeStep =
    result && !("ok" in result)
      ? { challenge: result.challenge, failure: undefined }
      : codeRefused
        ? { challenge: failure?.values.challenge ?? "", failure }
        : undefined;
  const login =
    failure?.intent === "login" || (failure?.intent === "code" && !codeRefused) ? failure : undefined;
  return (
    <div className="mx-auto max-w-5xl px-4 pt-[var(--vs-detail-page-margin-top)] pb-16">
      <h1 className="font-title text-3xl font-semibold text-heading">{t("accountPage.title")}</h1>
      {notice === "reset" ? (
        <div className="mt-4">
          <FormMessage ok message={t("accountPage.auth.resetDone")} />
        </div>
      ) : null}
      {notice === "deleted" ? (
        <div className="mt-4">
          <FormMessage ok message={t("accountPage.auth.deleted")} />
        </div>
      ) : null}
      <div className="mt-8 grid grid-cols-1 gap-10 desktop:grid-cols-2">
        <section
          aria-labelledby="login-title"
          className="rounded-lg border border-[rgb(var(--vs-font-color-rgb)/0.2)] p-6"
        >
          <h2 id="login-title" className="font-title text-2xl font-semibold text-heading">
            {t(codeStep ? "accountPage.auth.codeTitle" : "accountPage.auth.loginTitle")}
          </h2>
          {codeStep ? (
            <CodeForm {...codeStep} redirectTo={redirectTo} busy={busy("code")} />
          ) : (
            <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
              <input type="hidden" name="intent" value="login" />
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <FormMessage message={login?.message} errors={login?.errors} />
              <Field
                label={t("accountPage.field.email")}
                name="email"
                type="email"
                autoComplete="username"
                required
                defaultValue={login?.values.email}
                errors={login?.errors}
              />
              <PasswordField
                label={t("accountPage.field.password")}
                name="password"
                autoComplete="current-password"
                required
                errors={login?.errors}
              />
              <p>
                <a href="/password/reset/ask" className="underline underline-offset-2">
                  {t("accountPage.auth.forgotPassword")}
                </a>
              </p>
              <div>
                <SubmitButton busy={busy("login")}>{t("accountPage.auth.loginSubmit")}</SubmitButton>
              </div>
            </Form>
          )}
        </section>

        <section
          aria-labelledby="register-title"
          className="rounded-lg border border-[rgb(var(--vs-font-color-rgb)/0.2)] p-6"
        >
          <h2 id="register-title" className="font-title text-2xl font-semibold text-heading">
            {t("accountPage.auth.registerTitle")}
          </h2>
          <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
            <input type="hidden" name="intent" value="register" />
            <FormMessage message={registration?.message} errors={registration?.errors} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={t("accountPage.field.firstname")}
                name="firstname"
                autoComplete="given-name"
                required
                defaultValue={registration?.values.firstname}
                errors={registration?.errors}
              />
              <Field
                label={t("accountPage.field.lastname")}
                name="lastname"
                autoComplete="family-name"
                required
                defaultValue={registration?.values.lastname}
                errors={registration?.errors}
              />
            </div>
            <Field
              label={t("accountPage.field.email")}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={registration?.values.email}
              errors={registration?.errors}
            />
            <PasswordField
              label={t("accountPage.field.password")}
              name="password"
              autoComplete="new-password"
              required
              minLength={12}
              hint={t("accountPage.field.newPasswordHint")}
              errors={registration?.errors}
            />
            <Field
              label={t("accountPage.field.phone")}
              name="phone"
              type="tel"
              autoComplete="tel"
              required={false}
              hint={rules.onlyMobile ? t("accountPage.field.phoneMobileOnly") : undefined}
              defaultValue={registration?.values.phone}
              errors={registration?.errors}
            />
            {rules.askBirthdate ? (
              <Field
                label={t("accountPage.field.birthdate")}
                name="birthdate"
                type="date"
                autoComplete="bday"
                required
                hint={rules.blockMinors ? t("accountPage.auth.minorsBlocked") : undefined}
                defaultValue={registration?.values.birthdate}
                errors={registration?.errors}
              />
            ) : null}
            {rules.newsletter ? (
              <CheckboxField
                name="newsletter"
                label={t("accountPage.auth.newsletter")}
                defaultChecked={registration?.values.newsletter === "on"}
              />
            ) : null}
            <CheckboxField
              name="acceptTerms"
              required
              errors={registration?.errors}
              label={
                <>
                  {t("accountPage.auth.acceptTerms")}{" "}
                  <a
                    href="/use-terms"
                    target="_blank"
                    rel="noopener"
                    className="underline underline-offset-2"
                  >
                    {t("accountPage.auth.termsLink")}
                    <span className="sr-only"> {t("accountPage.newTab")}</span>
                  </a>{" "}
                  {t("accountPage.auth.readPrivacy")}{" "}
                  <a
                    href="/privacy-policy"
                    target="_blank"
                    rel="noopener"
                    className="underline underline-offset-2"
                  >
                    {t("accountPage.auth.privacyLink")}
                    <span className="sr-only"> {t("accountPage.newTab")}</span>
                  </a>
                  .
                </>
              }
            />
            <div>
              <SubmitButton busy={busy("register")}>{t("accountPage.auth.registerSubmit")}</SubmitButton>
            </div>
          </Form>
        </section>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";

/**
 * The login's second step (decision 132): the code of the authenticator app, or a recovery code.
 * The field takes the focus, as the password field had it: the keyboard goes on where it was.
 */
function CodeForm({
  challenge,
  failure,
  redirectTo,
  busy,
}: {
  challenge: string;
  failure: FormFailure | undefined;
  redirectTo: string;
  busy: boolean;
}) {
  const t = useT();
  return (
    <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
      <input type="hidden" name="intent" value="code" />
      <input type="hidden" name="challenge" value={challenge} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {/* the intro on arrival; after a refused code, the refusal instead */}
      {failure ? (
        <FormMessage message={failure.message} errors={failure.errors} />
      ) : (
        <p>{t("accountPage.auth.codeIntro")}</p>
      )}
      <CodeField
        key={failure ? "again" : "first"}
        label={t("accountPage.field.code")}
        // the step the visitor just asked for, and its only field
        autoFocus
        hint={t("accountPage.auth.codeHint")}
        errors={failure?.errors}
      />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={busy}>{t("accountPage.auth.codeSubmit")}</SubmitButton>
        <a
          href={`/auth?redirectTo=${encodeURIComponent(redirectTo)}`}
          className="underline underline-offset-2"
        >
          {t("accountPage.auth.codeRestart")}
        </a>
      </div>
    </Form>
  );
}
