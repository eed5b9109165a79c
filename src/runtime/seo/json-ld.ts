/**
 * JSON-LD of the storefront (issue 4 §5): Organization or LocalBusiness with address and opening
 * hours, BlogPosting and NewsArticle, BreadcrumbList. Pure builders; React Router's meta renders
 * them escaped in a <script type="application/ld+json">.
 */
import { type HoursKey, openingHoursSpecificationOf } from "./opening-hours";

export type JsonLd = Record<string, unknown>;

export interface PostalAddressInput {
  street: string;
  postalCode: string;
  city: string;
  countryAlphaTwo: string;
}

export interface OrganizationInput {
  name: string;
  url: string;
  logo: string | null;
  description: string | null;
  email: string | null;
  telephone: string | null;
  addresses: PostalAddressInput[];
  hours: Partial<Record<HoursKey, string | null>>;
  /** Winery (a LocalBusiness) for wine producers. */
  isWinemaker: boolean;
  sameAs: string[];
}

const postalAddress = (a: PostalAddressInput): JsonLd => ({
  "@type": "PostalAddress",
  streetAddress: a.street,
  postalCode: a.postalCode,
  addressLocality: a.city,
  addressCountry: a.countryAlphaTwo,
});

const compact = (object: JsonLd): JsonLd =>
  Object.fromEntries(
    Object.entries(object).filter(
      ([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && !v.length),
    ),
  );

/** A LocalBusiness (Winery for wine producers) when the site has an address, else an Organization. */
export function organizationJsonLd(o: OrganizationInput): JsonLd {
  const [main] = o.addresses;
  const local = main !== undefined;
  return compact({
    "@context": "https://schema.org",
    "@type": local ? (o.isWinemaker ? "Winery" : "LocalBusiness") : "Organization",
    name: o.name,
    url: o.url,
    logo: o.logo,
    image: local ? o.logo : null,
    description: o.description,
    email: o.email,
    telephone: o.telephone,
    address: main ? postalAddress(main) : null,
    openingHoursSpecification: local ? openingHoursSpecificationOf(o.hours) : null,
    sameAs: o.sameAs,
  });
}

export interface ArticleInput {
  type: "BlogPosting" | "NewsArticle";
  headline: string;
  description: string | null;
  url: string;
  image: string | null;
  datePublished: string;
  dateModified: string;
  author: string | null;
  publisher: { name: string; logo: string | null };
}

export function articleJsonLd(a: ArticleInput): JsonLd {
  return compact({
    "@context": "https://schema.org",
    "@type": a.type,
    headline: a.headline.slice(0, 110),
    description: a.description,
    url: a.url,
    mainEntityOfPage: a.url,
    image: a.image,
    datePublished: a.datePublished,
    dateModified: a.dateModified,
    author: { "@type": a.author ? "Person" : "Organization", name: a.author ?? a.publisher.name },
    publisher: compact({
      "@type": "Organization",
      name: a.publisher.name,
      logo: a.publisher.logo ? { "@type": "ImageObject", url: a.publisher.logo } : null,
    }),
  });
}

/** BreadcrumbList of absolute URLs, the home page first. */
export function breadcrumbJsonLd(entries: { name: string; url: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: entries.map((e, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: e.name,
      item: e.url,
    })),
  };
}
