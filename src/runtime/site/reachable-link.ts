/**
 * Links the site generates (menu, footer, sitemap) never lead to a hidden or disabled page (issue 14
 * §6, decision 104): a section a setting switches off (the blog without IS_BLOG_ACTIVATED, the shop
 * of a site that is not isECommerce, the contact page under HIDE_CONTACT_PAGE), or a CMS page that
 * is unpublished or deleted. Links to other sites are the owner's business and kept.
 */
export interface SiteSections {
  blog: boolean;
  shop: boolean;
  contactHidden: boolean;
  /** The urls of the pages visitors can open ("" for the home, "services/conseil"…). */
  pageUrls: ReadonlySet<string>;
}

/** First url segments the storefront answers itself, with the switch that opens each (spec §2 routes). */
const sectionSwitch: Record<string, (s: SiteSections) => boolean> = {
  blog: (s) => s.blog,
  shop: (s) => s.shop,
  cart: (s) => s.shop,
  checkout: (s) => s.shop,
  contact: (s) => !s.contactHidden,
};

/** Storefront routes always there (DESIGN.md §6 and src/app/routes.ts). */
const alwaysOpen = new Set([
  "news",
  "albums",
  "service",
  "events",
  "forms",
  "search",
  "newsletter",
  "account",
  "auth",
  "password",
  "sitemap.xml",
  "robots.txt",
  "legal-notice",
  "privacy-policy",
  "cookie-policy",
  "use-terms",
  "sale-terms",
]);

/** Whether a visitor following `href` lands on a page that exists and is shown. */
export function isReachableLink(href: string, sections: SiteSections): boolean {
  if (!href.startsWith("/") || href.startsWith("//")) return true;
  const path = (href.split(/[?#]/, 1)[0] ?? "").replace(/^\/+|\/+$/g, "");
  let url: string;
  try {
    url = decodeURIComponent(path);
  } catch {
    url = path;
  }
  const first = url.split("/")[0] ?? "";
  const section = sectionSwitch[first];
  if (section) return section(sections);
  if (alwaysOpen.has(first)) return true;
  return sections.pageUrls.has(url);
}

/** The urls of a page tree (the visitors' one: published pages only). */
export function pageUrlsOf(tree: readonly { url: string; children: readonly unknown[] }[]): Set<string> {
  const urls = new Set<string>();
  const walk = (nodes: readonly { url: string; children: readonly unknown[] }[]) => {
    for (const n of nodes) {
      urls.add(n.url);
      walk(n.children as { url: string; children: unknown[] }[]);
    }
  };
  walk(tree);
  return urls;
}
