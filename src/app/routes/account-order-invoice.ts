import { data, type LoaderFunctionArgs } from "react-router";
import { ApiCallError } from "../../client/api-client";
import { requireLogged } from "../account.server";
import { orderApiFor } from "../checkout.server";

/**
 * /account/orders/{id}/invoice: the buyer's invoice (GET /order/{id}/invoice) as a plain link, so
 * that it opens without JavaScript: the platform call needs the idSite header, which a link
 * cannot send. Someone else's order is not found.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  await requireLogged(context, request);
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  try {
    const response = await orderApiFor(context).order.invoice(id);
    return new Response(response.body, {
      status: 200,
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": response.headers.get("Content-Disposition") ?? "inline",
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (error instanceof ApiCallError && (error.status === 404 || error.status === 403)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}
