import { type ActionFunctionArgs, redirect } from "react-router";
import { cookieHeaders } from "../account.server";
import { apiFor } from "../api.server";

/** POST /logout: ends the session on the platform and clears the cookies (spec §4). */
export async function action({ context }: ActionFunctionArgs) {
  const result = await apiFor(context).account.logout();
  return redirect("/", { headers: cookieHeaders(result.setCookies) });
}

/** A plain visit has nothing to show: logging out is a POST (a link could be forged elsewhere). */
export function loader() {
  return redirect("/account");
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
