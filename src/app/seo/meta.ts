import type { MetaDescriptor } from "react-router";
import type { JsonLd } from "../../runtime/seo/json-ld";
import type { Shell } from "../shell.server";

export interface SeoInput {
  title: string;
  /** The page's own description; else the setting of that kind of page (spec §3 *_META_DESCRIPTION). */
  description?: string | null;
  fallbackDescription?: string | null;
  /** The path of the canonical URL, query included when it names another page (?page=2). */
  path: string;
  type?: "website" | "article";
  /** An image of the page, site-relative or absolute. */
  image?: string | null;
  jsonLd?: JsonLd[];
  /** Pages a search engine should not index (search results). */
  noIndex?: boolean;
}

/** The shell of the root loader, from a meta function's matches. */
export function shellOf(matches: readonly ({ id: string; data?: unknown } | undefined)[]): Shell | undefined {
  return matches.find((m) => m?.id === "root")?.data as Shell | undefined;
}

/** A page title followed by the site's name, unless it names the site already. */
export function titleOf(title: string, shell: Shell | undefined): string {
  if (!shell || title.includes(shell.site.name)) return title;
  return `${title} — ${shell.site.name}`;
}

/**
 * The meta of a page personal to its visitor (checkout steps, an order): its title with the site's
 * name (the site's name alone before the page's texts are known), and no indexing.
 */
export function personalPageMeta(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
  title: string | undefined,
) {
  const shell = shellOf(matches);
  return [
    { title: title ? titleOf(title, shell) : (shell?.site.name ?? "") },
    { name: "robots", content: "noindex" },
  ];
}

export function absoluteUrlOf(pathOrUrl: string, shell: Shell | undefined): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${shell?.seo.origin ?? ""}${pathOrUrl}`;
}

/**
 * Title, meta description, canonical URL, Open Graph and JSON-LD of a page (issue 4 §5),
 * rendered by the server in the first bytes of the page.
 */
export function seoMeta(shell: Shell | undefined, page: SeoInput): MetaDescriptor[] {
  const title = titleOf(page.title, shell);
  const description = page.description?.trim() || page.fallbackDescription?.trim() || null;
  const url = absoluteUrlOf(page.path, shell);
  const image = page.image ? absoluteUrlOf(page.image, shell) : (shell?.seo.logo ?? null);
  const meta: MetaDescriptor[] = [
    { title },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: page.title },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:url", content: url },
    { property: "og:locale", content: shell?.site.lang === "en" ? "en_GB" : "fr_FR" },
  ];
  if (shell) meta.push({ property: "og:site_name", content: shell.site.name });
  if (description) {
    meta.push(
      { name: "description", content: description },
      { property: "og:description", content: description },
    );
  }
  if (image) meta.push({ property: "og:image", content: image });
  if (page.noIndex) meta.push({ name: "robots", content: "noindex, follow" });
  for (const ld of page.jsonLd ?? []) meta.push({ "script:ld+json": ld });
  return meta;
}
