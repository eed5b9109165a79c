import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import type { Shell } from "../../shell.server";
import { ErrorScreen } from "../layout/error-screen";

/** The shop screens' error boundary: the spec §2 error page (404 for an unknown product). */
export function ShopErrorBoundary() {
  const error = useRouteError();
  const shell = useRouteLoaderData<Shell>("root");
  const texts = shell?.texts ?? {
    notFound: "Cette page est introuvable",
    backHome: "Retour à l’accueil",
    error: "Erreur",
  };
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorScreen status={404} message={texts.notFound} backHome={texts.backHome} />;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorScreen status={status} message={texts.error} backHome={texts.backHome} />;
}
