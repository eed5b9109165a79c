import { data, type LoaderFunctionArgs, Outlet } from "react-router";
import { langOfPrefix, localePrefixOf } from "../../runtime/locale";
import { langOf } from "../../runtime/messages/lang";

/**
 * The layout of the pages under a locale prefix (`/en/…`). The server gave the request its
 * language: if it is not this prefix's, the site does not offer that language and the page is
 * not found (spec §2: the 404 page).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const prefix = localePrefixOf(new URL(request.url).pathname);
  if (!prefix || langOfPrefix(prefix) !== langOf(context.lang)) throw data(null, { status: 404 });
  return null;
}

export default function LocalePrefix() {
  return <Outlet />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error-boundary";
