import { data, type LoaderFunctionArgs } from "react-router";
import { isAdminRole } from "../../schemas/account";
import { ApiCallError, createCaller } from "../client/api-client";
import { requireLogged } from "./account.server";

/**
 * A back-office file (a PDF, a CSV export, a person's data) as a plain link, so that a phone opens
 * or saves it like any file: the platform call needs the idSite header, which a link cannot send.
 * `pattern` is what the route accepts after its prefix, `apiPath` the call that answers it. The
 * API's answer is passed on as it comes (an export is streamed).
 */
export async function adminFileLoader(
  { params, request, context }: LoaderFunctionArgs,
  pattern: RegExp,
  apiPath: (path: string) => string,
): Promise<Response> {
  const user = await requireLogged(context, request);
  if (!isAdminRole(user.role)) throw data(null, { status: 403 });
  const path = params["*"] ?? "";
  if (!pattern.test(path)) throw data(null, { status: 404 });
  const { raw } = createCaller({
    idSite: context.idSite,
    lang: context.lang,
    token: context.token,
    origin: context.origin,
    transport: context.transport,
  });
  try {
    const response = await raw("GET", `${apiPath(path)}${new URL(request.url).search}`);
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
