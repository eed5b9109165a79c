import { data, type LoaderFunctionArgs } from "react-router";
import { ApiCallError } from "../../../client/api-client";
import { apiFor } from "../../api.server";

/**
 * /shop/{slug}/fiche-technique[?d={declinationId}]: the product's technical sheet (spec §7
 * GET /product/generate/file/{id}/{declinationId}) as a plain link, so that it downloads without
 * JavaScript: the platform call needs the idSite header, which a link cannot send.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) throw data(null, { status: 404 });
  const api = apiFor(context);
  const d = new URL(request.url).searchParams.get("d");
  try {
    const product = await api.shop.product(slug);
    const declinationId = d && /^\d{1,9}$/.test(d) ? Number(d) : undefined;
    const response = await api.shop.technicalSheet(product.id, declinationId);
    return new Response(response.body, {
      status: 200,
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": response.headers.get("Content-Disposition") ?? "attachment",
      },
    });
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
