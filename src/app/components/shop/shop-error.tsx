import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import type { Shell } from "../../shell.server";
import { tOf } from "../content/use-t";
import { ErrorScreen } from "../layout/error-screen";

/** The shop screens' error boundary: the spec §2 error page (404 for an unknown product). */
export function ShopErrorBoundary() {
  const error = useRouteError();
  const shell = useRouteLoaderData<Shell>("root");
  const t = tOf(shell);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorScreen status={404} message={t("error.notFound")} backHome={t("error.backHome")} />;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorScreen status={status} message={t("error.default")} backHome={t("error.backHome")} />;
}
