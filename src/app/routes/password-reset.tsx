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
import { langOf } from "../../runtime/messages/lang";
import { cookieHeaders, type FormFailure, failureOf } from "../account.server";
import { apiFor } from "../api.server";
import { Field, FormMessage, PasswordField, SubmitButton } from "../components/account/form-field";
import { tOf, useT } from "../components/content/use-t";
import { shellOf } from "../seo/meta";
import type { Shell } from "../shell.server";
import { tFor } from "../texts.server";

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
    const t = tFor(langOf(context.lang));
    const body: FormFailure = {
      intent: "reset",
      ok: false,
      message: t("accountPage.reset.invitationEmailRequired"),
      errors: { email: [t("accountPage.reset.emailInvalid")] },
      values: { email: text("email") },
    };
    return data(body, { status: 422 });
  }
  try {
    const password = text("password");
    const result = await api.account.resetPassword({ token: text("token"), password });
    if (invitation && email.success) {
      const login = await api.account.login({ email: email.data, password }).catch(() => null);
      // a member whose account has a second factor logs in with its code on the login page
      if (login && "token" in login.data)
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
    { title: tOf(shell)("accountPage.resetMetaTitle", { site: shell?.site.name ?? "" }) },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ];
};

export default function PasswordResetPage() {
  const { token, invitation } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as FormFailure | undefined;
  const navigation = useNavigation();
  const shell = useRouteLoaderData<Shell>("root");
  const t = useT();
  const tokenError = failure?.errors.token;
  return (
    <div className="mx-auto max-w-xl px-4 pt-[var(--vs-detail-page-margin-top)] pb-16">
      {invitation ? (
        <>
          <h1 className="font-title text-3xl font-semibold text-heading">{t("accountPage.reset.welcome")}</h1>
          <p className="mt-4">
            {t("accountPage.reset.invitationText", {
              site: shell?.site.name ?? t("accountPage.reset.yourSite"),
            })}
          </p>
        </>
      ) : (
        <h1 className="font-title text-3xl font-semibold text-heading">{t("accountPage.reset.title")}</h1>
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
            label={t("accountPage.reset.token")}
            name="token"
            autoComplete="one-time-code"
            required
            hint={t("accountPage.reset.tokenHint")}
            errors={failure?.errors}
          />
        )}
        {invitation ? (
          <Field
            label={t("accountPage.reset.invitationEmail")}
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={failure?.values.email}
            hint={t("accountPage.reset.invitationEmailHint")}
            errors={failure?.errors}
          />
        ) : null}
        <PasswordField
          label={invitation ? t("accountPage.field.password") : t("accountPage.field.newPassword")}
          name="password"
          autoComplete="new-password"
          required
          minLength={12}
          hint={t("accountPage.field.newPasswordHint")}
          errors={failure?.errors}
        />
        <div>
          <SubmitButton busy={navigation.state !== "idle"}>
            {invitation ? t("accountPage.reset.invitationSubmit") : t("accountPage.reset.submit")}
          </SubmitButton>
        </div>
      </Form>
      {tokenError ? (
        <p className="mt-6">
          <a href="/password/reset/ask" className="underline underline-offset-2">
            {t("accountPage.reset.askAgain")}
          </a>
        </p>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
