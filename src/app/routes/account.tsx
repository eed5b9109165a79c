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
  useRouteLoaderData,
} from "react-router";
import { isAdminRole, type Profile } from "../../../schemas/account";
import type { OrderSummary } from "../../../schemas/order";
import { ApiCallError } from "../../client/api-client";
import { type CheckoutTexts, checkoutTextsOf } from "../../runtime/messages/checkout-texts";
import { langOf } from "../../runtime/messages/translate";
import { formatPrice } from "../../runtime/shop/money";
import {
  accountRulesOf,
  cookieHeaders,
  type FormFailure,
  type FormSuccess,
  failureOf,
  noStoreHeaders,
  requireLogged,
} from "../account.server";
import { apiFor } from "../api.server";
import { orderApiFor } from "../checkout.server";
import {
  CheckboxField,
  Field,
  FormMessage,
  PasswordField,
  SubmitButton,
} from "../components/account/form-field";
import { checkoutTextFor } from "../components/checkout/checkout-text";
import { formatDate } from "../components/content/format";
import { langOfShell, tOf, useT } from "../components/content/use-t";
import { shellOf } from "../seo/meta";
import type { Shell } from "../shell.server";
import { tFor } from "../texts.server";

/** My account (DESIGN.md §6): profile, password, newsletter, data download, deletion. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireLogged(context, request);
  const api = apiFor(context);
  const [profile, rules] = await Promise.all([api.account.profile(), accountRulesOf(context)]);
  const newsletter = rules.newsletter
    ? await Promise.all([api.account.newsletterLists(), api.account.subscription()]).then(
        ([lists, subscription]) => ({
          lists,
          subscribed: subscription.lists,
        }),
      )
    : null;
  const welcome = new URL(request.url).searchParams.get("welcome") === "1";
  // the orders list (GET /order), on shop sites; a failure leaves the rest of the page usable
  const orders = (await api.site.info()).isECommerce
    ? await orderApiFor(context)
        .order.list()
        .catch((error: unknown) => {
          if (error instanceof ApiCallError && error.status !== 401) return null;
          throw error;
        })
    : undefined;
  return {
    profile,
    rules,
    newsletter,
    welcome,
    orders,
    /** The staff protect the back-office with a second factor (decision 132). */
    staff: isAdminRole(user.role),
    texts: orders === undefined ? {} : checkoutTextsOf(langOf(context.lang), ["orders."]),
  };
}

export const headers: HeadersFunction = () => noStoreHeaders;

const intents = ["profile", "password", "newsletter", "unsubscribe", "delete"] as const;
type Intent = (typeof intents)[number];

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const raw = form.get("intent");
  const intent: Intent = intents.find((i) => i === raw) ?? "profile";
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const api = apiFor(context);
  try {
    switch (intent) {
      case "profile": {
        const result = await api.account.updateProfile({
          email: text("email"),
          firstname: text("firstname"),
          lastname: text("lastname"),
          phone: text("phone"),
          birthdate: text("birthdate"),
          currentPassword: text("currentPassword"),
        });
        return { intent, ok: true, message: result.message } satisfies FormSuccess;
      }
      case "password": {
        const result = await api.account.changePassword({
          currentPassword: text("currentPassword"),
          newPassword: text("newPassword"),
        });
        return { intent, ok: true, message: result.message } satisfies FormSuccess;
      }
      case "newsletter":
      case "unsubscribe": {
        const lists = intent === "unsubscribe" ? [] : form.getAll("lists").map((v) => Number(v));
        const result = await api.account.setSubscription(lists);
        return { intent: "newsletter", ok: true, message: result.message } satisfies FormSuccess;
      }
      case "delete": {
        if (form.get("confirm") !== "on") {
          const required = tFor(langOf(context.lang))("accountPage.account.deleteConfirmRequired");
          return data(
            {
              intent,
              ok: false,
              message: required,
              errors: { confirm: [required] },
              values: {},
            } satisfies FormFailure,
            { status: 400 },
          );
        }
        const result = await api.account.deleteAccount({ password: text("password") });
        return redirect("/auth?deleted=1", { headers: cookieHeaders(result.setCookies) });
      }
    }
  } catch (error) {
    // the session ended meanwhile (logout elsewhere, password reset): log in again
    if (error instanceof ApiCallError && error.status === 401) throw redirect("/auth?redirectTo=/account");
    const failure = failureOf(intent === "unsubscribe" ? "newsletter" : intent, error, form);
    return data(failure.body, { status: failure.status });
  }
}

export const meta: MetaFunction = ({ matches }) => {
  const shell = shellOf(matches);
  return [
    { title: tOf(shell)("accountPage.accountMetaTitle", { site: shell?.site.name ?? "" }) },
    { name: "robots", content: "noindex" },
  ];
};

const sectionClass = "rounded-lg border border-[rgb(var(--vs-font-color-rgb)/0.2)] p-6";
const titleClass = "font-title text-2xl font-semibold text-heading";

function ProfileForm({
  profile,
  result,
  askBirthdate,
  onlyMobile,
  busy,
}: {
  profile: Profile;
  result?: FormSuccess | FormFailure;
  askBirthdate: boolean;
  onlyMobile: boolean;
  busy: boolean;
}) {
  const t = useT();
  const failure = result && !result.ok ? result : undefined;
  const value = (name: keyof Profile) => failure?.values[name] ?? profile[name] ?? "";
  return (
    <section aria-labelledby="profile-title" className={sectionClass}>
      <h2 id="profile-title" className={titleClass}>
        {t("accountPage.account.profileTitle")}
      </h2>
      <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="intent" value="profile" />
        <FormMessage message={result?.message} ok={result?.ok} errors={failure?.errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t("accountPage.field.firstname")}
            name="firstname"
            autoComplete="given-name"
            required
            defaultValue={String(value("firstname"))}
            errors={failure?.errors}
          />
          <Field
            label={t("accountPage.field.lastname")}
            name="lastname"
            autoComplete="family-name"
            required
            defaultValue={String(value("lastname"))}
            errors={failure?.errors}
          />
        </div>
        <Field
          label={t("accountPage.field.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={String(value("email"))}
          errors={failure?.errors}
        />
        <Field
          label={t("accountPage.field.phone")}
          name="phone"
          type="tel"
          autoComplete="tel"
          hint={onlyMobile ? t("accountPage.field.phoneMobileOnly") : undefined}
          defaultValue={String(value("phone"))}
          errors={failure?.errors}
        />
        <Field
          label={t("accountPage.field.birthdate")}
          name="birthdate"
          type="date"
          autoComplete="bday"
          required={askBirthdate}
          defaultValue={String(value("birthdate"))}
          errors={failure?.errors}
        />
        <PasswordField
          label={t("accountPage.account.currentPasswordForEmail")}
          name="currentPassword"
          autoComplete="current-password"
          errors={failure?.errors}
        />
        <div>
          <SubmitButton busy={busy}>{t("accountPage.account.profileSubmit")}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}

/** My orders (GET /order), most recent first, each linking to its detail. */
function OrdersList({ orders, texts }: { orders: OrderSummary[] | null; texts: CheckoutTexts }) {
  const shell = useRouteLoaderData<Shell>("root");
  const lang = langOfShell(shell);
  const t = checkoutTextFor(shell, texts);
  return (
    <section aria-labelledby="orders-title" className={`mt-8 ${sectionClass}`}>
      <h2 id="orders-title" className={titleClass}>
        {t("orders.title")}
      </h2>
      {orders === null ? (
        <p className="mt-4">{t("orders.unavailable")}</p>
      ) : orders.length === 0 ? (
        <p className="mt-4">{t("orders.none")}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t("orders.caption")}</caption>
            <thead>
              <tr className="border-b border-[rgb(var(--vs-font-color-rgb)/0.3)]">
                <th scope="col" className="py-2 pr-4">
                  {t("orders.reference")}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t("orders.date")}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t("orders.status")}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {t("orders.total")}
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">{t("orders.detailsShort")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id} className="border-b border-[rgb(var(--vs-font-color-rgb)/0.12)]">
                  <th scope="row" className="py-2 pr-4 font-mono font-normal">
                    {order.reference}
                  </th>
                  <td className="py-2 pr-4">{formatDate(order.createdAt, lang)}</td>
                  <td className="py-2 pr-4">{t(`orders.status.${order.status}`)}</td>
                  <td className="py-2 pr-4 text-right whitespace-nowrap">{formatPrice(order.total)}</td>
                  <td className="py-2">
                    <Link
                      to={`/account/orders/${order.id}`}
                      aria-label={t("orders.details", { reference: order.reference })}
                      className="underline underline-offset-4"
                    >
                      {t("orders.detailsShort")}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export default function AccountPage() {
  const { profile, rules, newsletter, welcome, orders, staff, texts } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormSuccess | FormFailure | undefined;
  const navigation = useNavigation();
  const t = useT();
  const busy = (intent: string) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const of = (intent: string) => (result?.intent === intent ? result : undefined);
  const password = of("password");
  const passwordFailure = password && !password.ok ? password : undefined;
  const letters = of("newsletter");
  const deletion = of("delete");
  const deletionFailure = deletion && !deletion.ok ? deletion : undefined;
  return (
    <div className="mx-auto max-w-5xl px-4 pt-[var(--vs-detail-page-margin-top)] pb-16">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-title text-3xl font-semibold text-heading">{t("accountPage.title")}</h1>
        <Form method="post" action="/logout">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center gap-2 rounded border border-current px-4 py-2 font-semibold"
          >
            <i className="fa-solid fa-right-from-bracket" aria-hidden="true" />
            {t("accountPage.account.logout")}
          </button>
        </Form>
      </div>
      <p className="mt-2">
        {t("accountPage.account.loggedAs")} <strong>{profile.email}</strong>.
      </p>
      {welcome ? (
        <div className="mt-4">
          <FormMessage ok message={t("accountPage.account.welcome")} />
        </div>
      ) : null}

      {orders !== undefined ? <OrdersList orders={orders} texts={texts} /> : null}

      <div className="mt-8 grid grid-cols-1 gap-8 desktop:grid-cols-2">
        <ProfileForm
          profile={profile}
          result={of("profile")}
          askBirthdate={rules.askBirthdate}
          onlyMobile={rules.onlyMobile}
          busy={busy("profile")}
        />

        <div className="flex flex-col gap-8">
          <section aria-labelledby="password-title" className={sectionClass}>
            <h2 id="password-title" className={titleClass}>
              {t("accountPage.account.passwordTitle")}
            </h2>
            <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
              <input type="hidden" name="intent" value="password" />
              <FormMessage message={password?.message} ok={password?.ok} errors={passwordFailure?.errors} />
              <PasswordField
                label={t("accountPage.field.currentPassword")}
                name="currentPassword"
                autoComplete="current-password"
                required
                errors={passwordFailure?.errors}
              />
              <PasswordField
                label={t("accountPage.field.newPassword")}
                name="newPassword"
                autoComplete="new-password"
                required
                minLength={12}
                hint={t("accountPage.account.newPasswordHint")}
                errors={passwordFailure?.errors}
              />
              <div>
                <SubmitButton busy={busy("password")}>{t("accountPage.account.passwordSubmit")}</SubmitButton>
              </div>
            </Form>
            {staff ? (
              <p className="mt-6">
                <Link to="/account/security" className="underline underline-offset-2">
                  {t("accountPage.account.secondFactorLink")}
                </Link>
              </p>
            ) : null}
          </section>

          {newsletter ? (
            <section aria-labelledby="newsletter-title" className={sectionClass}>
              <h2 id="newsletter-title" className={titleClass}>
                {t("accountPage.account.newsletterTitle")}
              </h2>
              <FormMessage message={letters?.message} ok={letters?.ok} />
              <Form method="post" className="mt-4 flex flex-col gap-4">
                <input type="hidden" name="intent" value="newsletter" />
                <fieldset className="flex flex-col gap-3">
                  <legend className="mb-2">{t("accountPage.account.newsletterLegend")}</legend>
                  {newsletter.lists.map((list) => (
                    <CheckboxField
                      key={`${list.id}-${newsletter.subscribed.includes(list.id)}`}
                      name="lists"
                      value={String(list.id)}
                      defaultChecked={newsletter.subscribed.includes(list.id)}
                      label={
                        <>
                          <strong>{list.name}</strong>
                          {list.description ? (
                            <span className="block text-sm">{list.description}</span>
                          ) : null}
                        </>
                      }
                    />
                  ))}
                </fieldset>
                <div className="flex flex-wrap gap-3">
                  <SubmitButton busy={busy("newsletter")}>
                    {t("accountPage.account.newsletterSubmit")}
                  </SubmitButton>
                </div>
              </Form>
              {newsletter.subscribed.length ? (
                <Form method="post" className="mt-3">
                  <input type="hidden" name="intent" value="unsubscribe" />
                  <button type="submit" className="min-h-11 underline underline-offset-2">
                    {t("accountPage.account.unsubscribeAll")}
                  </button>
                </Form>
              ) : null}
            </section>
          ) : null}

          <section aria-labelledby="data-title" className={sectionClass}>
            <h2 id="data-title" className={titleClass}>
              {t("accountPage.account.dataTitle")}
            </h2>
            <p className="mt-4">{t("accountPage.account.dataText")}</p>
            <p className="mt-4">
              <a
                href="/account/data.json"
                download
                className="inline-flex min-h-11 items-center gap-2 rounded border border-current px-4 py-2 font-semibold"
              >
                <i className="fa-solid fa-download" aria-hidden="true" />
                {t("accountPage.account.dataDownload")}
              </a>
            </p>
          </section>

          <section aria-labelledby="delete-title" className={`${sectionClass} border-red-700`}>
            <h2 id="delete-title" className={titleClass}>
              {t("accountPage.account.deleteTitle")}
            </h2>
            <p className="mt-4">{t("accountPage.account.deleteText")}</p>
            <details className="mt-4" open={Boolean(deletionFailure)}>
              <summary className="min-h-11 cursor-pointer py-2 font-semibold">
                {t("accountPage.account.deleteOpen")}
              </summary>
              <Form method="post" noValidate className="mt-4 flex flex-col gap-4">
                <input type="hidden" name="intent" value="delete" />
                <FormMessage message={deletionFailure?.message} errors={deletionFailure?.errors} />
                <PasswordField
                  label={t("accountPage.field.password")}
                  name="password"
                  autoComplete="current-password"
                  required
                  errors={deletionFailure?.errors}
                />
                <CheckboxField
                  name="confirm"
                  required
                  errors={deletionFailure?.errors}
                  label={t("accountPage.account.deleteConfirm")}
                />
                <div>
                  <SubmitButton variant="danger" busy={busy("delete")}>
                    {t("accountPage.account.deleteSubmit")}
                  </SubmitButton>
                </div>
              </Form>
            </details>
          </section>
        </div>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
