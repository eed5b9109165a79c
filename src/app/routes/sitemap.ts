import type { LoaderFunctionArgs } from "react-router";
import { apiFor } from "../api.server";
import { siteSeoOrigin } from "../seo/origin.server";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

/** /sitemap.xml (issue 4 §5): every visible page, article and news item, on the canonical origin. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiFor(context);
  const [entries, info] = await Promise.all([api.sitemap(), api.site.info()]);
  const origin = siteSeoOrigin(info, request);
  const urls = entries
    .map(
      (e) =>
        `<url><loc>${escapeXml(`${origin}${e.path}`)}</loc>${e.updatedAt ? `<lastmod>${e.updatedAt.slice(0, 10)}</lastmod>` : ""}</url>`,
    )
    .join("");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`,
    {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
    },
  );
}
