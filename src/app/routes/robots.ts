import type { LoaderFunctionArgs } from "react-router";
import { apiFor } from "../api.server";
import { siteSeoOrigin } from "../seo/origin.server";

/**
 * /robots.txt (issue 4 §5): everything may be crawled but the personal and transactional pages
 * and the search results; the sitemap is named on the canonical origin.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = await apiFor(context).site.info();
  const origin = siteSeoOrigin(info, request);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /account",
    "Disallow: /auth",
    "Disallow: /cart",
    "Disallow: /checkout",
    "Disallow: /password/",
    "Disallow: /search",
    "Disallow: /newsletter",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
