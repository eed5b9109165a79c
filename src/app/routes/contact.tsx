import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { readParameters } from "../../../schemas/parameters";
import { contactFields, contactFormConfOf } from "../../runtime/content/standard-fields";
import { langOf } from "../../runtime/messages/lang";
import { apiFor } from "../api.server";
import { cmsPageHandle } from "../components/admin/admin-tools";
import { CmsLayouts } from "../components/content/cms-layouts";
import type { CompanyDetails } from "../components/content/contact-details";
import { ContactDetails } from "../components/content/contact-details";
import { jsonBodyOf, type SubmissionResult, submission } from "../components/content/submission";
import { SubmissionForm } from "../components/content/submission-form";
import { tOf, useT } from "../components/content/use-t";
import { orNull } from "../content-routes.server";
import { seoMeta, shellOf } from "../seo/meta";
import { tFor } from "../texts.server";
import { cmsPageOf } from "./cms-page.server";

const days = [
  ["MONDAY_HOURS", "Lundi"],
  ["TUESDAY_HOURS", "Mardi"],
  ["WEDNESDAY_HOURS", "Mercredi"],
  ["THURSDAY_HOURS", "Jeudi"],
  ["FRIDAY_HOURS", "Vendredi"],
  ["SATURDAY_HOURS", "Samedi"],
  ["SUNDAY_HOURS", "Dimanche"],
] as const;

/**
 * The contact page (spec §2 /contact, hidden by HIDE_CONTACT_PAGE): the CMS page "contact" if the
 * site has one, the company's details from the settings (no embedded map), and the contact form
 * of the site's configuration posted to POST /message.
 */
async function contactPage(context: LoaderFunctionArgs["context"]) {
  const api = apiFor(context);
  const [items, addresses, conf, page] = await Promise.all([
    api.site.parameters(),
    api.site.companyAddresses(),
    orNull(api.site.componentConf("contact-form")),
    cmsPageOf(context, "contact"),
  ]);
  const { values } = readParameters(items);
  if (values.HIDE_CONTACT_PAGE) throw data(null, { status: 404 });
  return { values, addresses, config: conf?.config ?? null, page };
}

export async function loader({ context }: LoaderFunctionArgs) {
  const { values, addresses, config, page } = await contactPage(context);
  const lang = langOf(context.lang);
  const t = tFor(lang);
  const details: CompanyDetails = {
    name: values.COMPANY_NAME ?? "",
    email: values.COMPANY_EMAIL,
    phone: values.COMPANY_PHONE,
    mobile: values.COMPANY_MOBILE,
    fax: values.COMPANY_FAX,
    descriptionHtml: values.COMPANY_DESCRIPTION,
    mapUrl: values.COMPANY_ADDRESS,
    // secondary addresses (a click-and-collect point…) only when DISPLAY_SECONDARY_ADDRESSES is on
    addresses: addresses.filter((_, i) => i === 0 || values.DISPLAY_SECONDARY_ADDRESSES),
    hours: days.flatMap(([key, day]) => (values[key] ? [[day, values[key]] as [string, string]] : [])),
  };
  const conf = contactFormConfOf(config);
  return {
    page,
    details,
    form: {
      title: conf?.title ?? t("content.writeUs"),
      submitLabel: conf?.submitLabel ?? t("content.send"),
      fields: contactFields(config, lang),
    },
  };
}

/** POST /message with the contact form's fields; spec §5: names and e-mail are required. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const { config } = await contactPage(context);
  const fields = contactFields(config);
  const body = jsonBodyOf(
    form,
    fields.map((f) => f.name),
  );
  const success = contactFormConfOf(config)?.successMessage ?? tFor(langOf(context.lang))("message.sent");
  return submission(async () => {
    await apiFor(context).contact.send(body);
    return success;
  }, form);
}

/** The admin overlay edits the layouts of `page` (admin-tools.tsx). */
export const handle = cmsPageHandle;

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  const shell = shellOf(matches);
  if (!loaderData) return [];
  const t = tOf(shell);
  return seoMeta(shell, {
    title: loaderData.page?.title ?? t("content.contact"),
    // CONTACT_META_DESCRIPTION is the contact page's description when the owner wrote one, as
    // HOME_META_DESCRIPTION is the home's (issue 18 §2, docs/decisions/117)
    description: shell?.meta.contact,
    fallbackDescription: loaderData.page?.metaDescription,
    path: "/contact",
    jsonLd: shell ? [shell.seo.organization] : [],
  });
};

export default function Contact() {
  const { page, details, form } = useLoaderData<typeof loader>();
  const result = useActionData<SubmissionResult>();
  const t = useT();
  const [intro, ...rest] = page?.layouts ?? [];
  return (
    <article className="vs-page">
      {intro ? (
        <CmsLayouts layouts={[intro]} />
      ) : (
        <section className="vs-section" style={{ paddingBlockEnd: 0 }}>
          <h1 className="vs-section__title">{t("content.contact")}</h1>
        </section>
      )}
      <section
        className="vs-section vs-contact"
        aria-labelledby="contact-form-title"
        style={{ paddingBlockStart: intro ? 0 : undefined }}
      >
        <div className="vs-columns vs-columns--wide-left">
          <div>
            <h2 id="contact-form-title">{form.title}</h2>
            <SubmissionForm
              id="contact-form"
              fields={form.fields}
              submitLabel={form.submitLabel}
              result={result}
            />
          </div>
          <div style={{ alignSelf: "start" }}>
            <ContactDetails details={details} />
          </div>
        </div>
      </section>
      <CmsLayouts layouts={rest} />
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
