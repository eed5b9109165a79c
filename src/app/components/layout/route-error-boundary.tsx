import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import { failLoading } from "../../../client/loading-bar";
import type { Shell } from "../../shell.server";
import { tOf } from "../content/use-t";
import { ErrorScreen } from "./error-screen";

/**
 * Every route's error boundary (issue 17 §6), exported by each route module: the spec §2 error
 * page inside the site's layout (header, footer, theme), saying what happened in the page's
 * language from the message catalogue: not found (404), not allowed (403), or an error.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const shell = useRouteLoaderData<Shell>("root");
  // a navigation that ends here failed: the loading bar turns to its failed style (spec §2)
  useEffect(() => {
    if (error) failLoading();
  }, [error]);
  const t = tOf(shell);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 404 ? t("error.notFound") : status === 403 ? t("error.forbidden") : t("error.default");
  return <ErrorScreen status={status} message={message} backHome={t("error.backHome")} />;
}
