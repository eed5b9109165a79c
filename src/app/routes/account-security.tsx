import {
  type ActionFunctionArgs,
  data,
  Form,
  type HeadersFunction,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { isAdminRole, type SecondFactorSetup } from "../../../schemas/account";
import { ApiCallError } from "../../client/api-client";
import { langOf } from "../../runtime/messages/translate";
import { pageTextsOf } from "../../runtime/messages/visitor-texts";
import {
  type FormFailure,
  type FormSuccess,
  failureOf,
  noStoreHeaders,
  requireLogged,
} from "../account.server";
import { apiFor } from "../api.server";
import { CodeField, FormMessage, PasswordField, SubmitButton } from "../components/account/form-field";
import type { T } from "../components/content/use-t";
import { tWith, useTWith } from "../components/content/use-t";
import { shellOf } from "../seo/meta";

/**
 * The staff's second factor (docs/decisions/132): an ADMIN or a SUPER_ADMIN turns on the code of
 * an authenticator app after the password, for their own account. Customers have no such screen.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireLogged(context, request);
  if (!isAdminRole(user.role)) throw redirect("/account");
  return {
    status: await apiFor(context).account.secondFactor(),
    // this screen's words are not in the script every visitor loads (decision 132)
    texts: pageTextsOf(langOf(context.lang), "accountPage.security."),
  };
}

export const headers: HeadersFunction = () => noStoreHeaders;

/** The enrolment's screen: the secret to scan, and its form (again after a refusal). */
interface Enrolment extends SecondFactorSetup {
  intent: "setup";
  failure?: FormFailure;
}

/** The recovery codes, shown once, when the factor has just been turned on. */
interface RecoveryCodes {
  intent: "codes";
  message: string;
  recoveryCodes: string[];
}

type Answer = Enrolment | RecoveryCodes | FormSuccess | FormFailure;

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = text("intent");
  const api = apiFor(context).account;
  try {
    if (intent === "setup") return { intent, ...(await api.secondFactorSetup()) } satisfies Enrolment;
    if (intent === "on") {
      const on = await api.secondFactorOn({
        secret: text("secret"),
        code: text("code"),
        password: text("password"),
      });
      return { intent: "codes", message: on.message, ...on.data } satisfies RecoveryCodes;
    }
    const off = await api.secondFactorOff({ code: text("code") });
    return { intent: "off", ok: true, message: off.message } satisfies FormSuccess;
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 401)
      throw redirect("/auth?redirectTo=/account/security");
    const failure = failureOf(intent === "on" ? "on" : "off", error, form);
    if (intent !== "on") return data(failure.body, { status: failure.status });
    // the same secret again (the app may have it already), or a new one if the form's was altered
    const setup = await api.secondFactorSetup(text("secret")).catch(() => api.secondFactorSetup());
    return data({ intent: "setup", ...setup, failure: failure.body } satisfies Enrolment, {
      status: failure.status,
    });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  const shell = shellOf(matches);
  return [
    {
      title: tWith(shell, page?.texts ?? {})("accountPage.security.metaTitle", {
        site: shell?.site.name ?? "",
      }),
    },
    { name: "robots", content: "noindex" },
  ];
};

const sectionClass = "mt-8 rounded-lg border border-[rgb(var(--vs-font-color-rgb)/0.2)] p-6";

export default function AccountSecurityPage() {
  const { status, texts } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const navigation = useNavigation();
  const t = useTWith(texts);
  const busy = (intent: string) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const offAnswer = answer && "ok" in answer && answer.intent === "off" ? answer : undefined;
  return (
    <div className="mx-auto max-w-3xl px-4 pt-[var(--vs-detail-page-margin-top)] pb-16">
      <p>
        <Link to="/account" className="underline underline-offset-2">
          {t("accountPage.security.back")}
        </Link>
      </p>
      <h1 className="mt-4 font-title text-3xl font-semibold text-heading">
        {t("accountPage.security.title")}
      </h1>
      <p className="mt-4">{t("accountPage.security.intro")}</p>
      {answer && "recoveryCodes" in answer ? (
        <RecoveryCodesShown codes={answer.recoveryCodes} message={answer.message} t={t} />
      ) : answer && "qrSvg" in answer ? (
        <EnrolmentForm enrolment={answer} busy={busy("on")} t={t} />
      ) : (
        <section aria-labelledby="factor-state" className={sectionClass}>
          <h2 id="factor-state" className="font-title text-2xl font-semibold text-heading">
            {t(status.on ? "accountPage.security.on" : "accountPage.security.off")}
          </h2>
          <FormMessage
            message={offAnswer?.message}
            ok={offAnswer?.ok}
            errors={offAnswer && !offAnswer.ok ? offAnswer.errors : undefined}
          />
          {status.on ? (
            <>
              <p className="mt-2">
                {t("accountPage.security.recoveryLeft", { count: String(status.recoveryLeft) })}
              </p>
              <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
                <input type="hidden" name="intent" value="off" />
                <CodeField
                  label={t("accountPage.field.code")}
                  hint={t("accountPage.security.offHint")}
                  errors={offAnswer && !offAnswer.ok ? offAnswer.errors : undefined}
                />
                <div>
                  <SubmitButton busy={busy("off")}>{t("accountPage.security.offSubmit")}</SubmitButton>
                </div>
              </Form>
            </>
          ) : (
            <Form method="post" className="mt-6">
              <input type="hidden" name="intent" value="setup" />
              <SubmitButton busy={busy("setup")}>{t("accountPage.security.setupSubmit")}</SubmitButton>
            </Form>
          )}
        </section>
      )}
    </div>
  );
}

/** Scan, then prove it with the app's first code and the password. */
function EnrolmentForm({ enrolment, busy, t }: { enrolment: Enrolment; busy: boolean; t: T }) {
  const { failure } = enrolment;
  return (
    <section aria-labelledby="enrol-title" className={sectionClass}>
      <h2 id="enrol-title" className="font-title text-2xl font-semibold text-heading">
        {t("accountPage.security.enrolTitle")}
      </h2>
      {failure ? <FormMessage message={failure.message} errors={failure.errors} /> : null}
      <ol className="mt-4 flex list-decimal flex-col gap-4 pl-6">
        <li>
          <p>{t("accountPage.security.scan")}</p>
          <img
            className="mt-3 h-48 w-48 bg-white p-2"
            width={192}
            height={192}
            src={`data:image/svg+xml,${encodeURIComponent(enrolment.qrSvg)}`}
            alt={t("accountPage.security.qrAlt")}
          />
          <p className="mt-3">
            {t("accountPage.security.key")}{" "}
            <code className="break-all font-mono" data-secret>
              {enrolment.secret.replace(/(.{4})/g, "$1 ").trim()}
            </code>
          </p>
        </li>
        <li>
          <Form method="post" noValidate className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="on" />
            <input type="hidden" name="secret" value={enrolment.secret} />
            <CodeField
              key={failure ? "again" : "first"}
              label={t("accountPage.security.firstCode")}
              digitsOnly
              errors={failure?.errors}
            />
            <PasswordField
              label={t("accountPage.field.currentPassword")}
              name="password"
              autoComplete="current-password"
              required
              errors={failure?.errors}
            />
            <div>
              <SubmitButton busy={busy}>{t("accountPage.security.onSubmit")}</SubmitButton>
            </div>
          </Form>
        </li>
      </ol>
    </section>
  );
}

function RecoveryCodesShown({ codes, message, t }: { codes: string[]; message: string; t: T }) {
  return (
    <section aria-labelledby="codes-title" className={sectionClass}>
      <FormMessage ok message={message} />
      <h2 id="codes-title" className="mt-4 font-title text-2xl font-semibold text-heading">
        {t("accountPage.security.codesTitle")}
      </h2>
      <p className="mt-2">{t("accountPage.security.codesIntro")}</p>
      <ol className="mt-4 grid grid-cols-2 gap-2 font-mono" aria-label={t("accountPage.security.codesTitle")}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <p className="mt-6">
        <Link to="/account/security" className="underline underline-offset-2">
          {t("accountPage.security.codesDone")}
        </Link>
      </p>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
