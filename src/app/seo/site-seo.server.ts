import type { ParameterValues } from "../../../schemas/parameters";
import type { CompanyAddress, SiteInfo } from "../../../schemas/site";
import { organizationJsonLd } from "../../runtime/seo/json-ld";
import { socialLinksOf } from "../../runtime/theme/social-links";
import { siteSeoOrigin } from "./origin.server";

/**
 * What every page's SEO needs from the site (docs/decisions/034): the origin of canonical URLs —
 * the site's first production domain, so that every alias host of the site points search engines
 * to one URL; the request's own origin when the site has none — and its Organization or
 * LocalBusiness JSON-LD.
 */
export function siteSeoOf(
  values: ParameterValues,
  info: SiteInfo,
  addresses: CompanyAddress[],
  request: Request | undefined,
) {
  const origin = siteSeoOrigin(info, request);
  const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : `${origin}${src}`);
  const logo = info.logos.find((l) => l.type === "LOGO");
  const name = values.COMPANY_NAME ?? info.name;
  // the main address first; a click-and-collect point is not the business's address
  const own = addresses.filter((a) => !a.isClickAndCollect);
  return {
    origin,
    logo: logo ? absolute(logo.onlineImage.url) : null,
    organization: organizationJsonLd({
      name,
      url: `${origin}/`,
      logo: logo ? absolute(logo.onlineImage.url) : null,
      description: values.HOME_META_DESCRIPTION,
      email: values.COMPANY_EMAIL,
      telephone: values.COMPANY_PHONE,
      addresses: own.map((a) => ({
        street: [a.address, a.addressPart2].filter(Boolean).join(", "),
        postalCode: a.postalCode,
        city: a.city,
        countryAlphaTwo: a.country.alphaTwo,
      })),
      hours: {
        MONDAY_HOURS: values.MONDAY_HOURS,
        TUESDAY_HOURS: values.TUESDAY_HOURS,
        WEDNESDAY_HOURS: values.WEDNESDAY_HOURS,
        THURSDAY_HOURS: values.THURSDAY_HOURS,
        FRIDAY_HOURS: values.FRIDAY_HOURS,
        SATURDAY_HOURS: values.SATURDAY_HOURS,
        SUNDAY_HOURS: values.SUNDAY_HOURS,
      },
      isWinemaker: info.isWinemaker,
      sameAs: socialLinksOf(values)
        .filter((l) => l.network !== "reviews")
        .map((l) => l.url),
    }),
  };
}
