import { data, type LoaderFunctionArgs } from "react-router";
import { isAdminRole } from "../../../schemas/account";
import { createAdminOrderClient, ORDER_PAPER_PATH } from "../../client/admin-order-calls";
import { ApiCallError } from "../../client/api-client";
import { requireLogged } from "../account.server";

/**
 * /admin/orders/papers/…: the order desk's papers and exports (an invoice, a packing slip, a
 * credit note, the day's pick-up list, the CSV exports) as plain links, so that a phone opens or
 * saves them like any file: the platform call needs the idSite header, which a link cannot send.
 * The API's answer is passed on as it comes (an export is streamed).
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const user = await requireLogged(context, request);
  if (!isAdminRole(user.role)) throw data(null, { status: 403 });
  const path = params["*"] ?? "";
  if (!ORDER_PAPER_PATH.test(path)) throw data(null, { status: 404 });
  const api = createAdminOrderClient({
    idSite: context.idSite,
    lang: context.lang,
    token: context.token,
    origin: context.origin,
    transport: context.transport,
  });
  try {
    const response = await api.papers.fetch(path, new URL(request.url).search);
    const headers = new Headers({ "Cache-Control": "private, no-store" });
    for (const name of ["Content-Type", "Content-Disposition"]) {
      const value = response.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(response.body, { status: 200, headers });
  } catch (error) {
    if (error instanceof ApiCallError && error.status < 500) {
      throw data(error.message, { status: error.status === 403 ? 403 : error.status === 400 ? 400 : 404 });
    }
    throw error;
  }
}
