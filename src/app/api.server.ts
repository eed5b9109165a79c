import type { AppLoadContext } from "react-router";
import { createApiClient } from "../client/api-client";
import "./load-context";

/** The API client of one SSR request, speaking to the platform in-process as the visitor. */
export function apiFor(context: AppLoadContext) {
  return createApiClient({
    idSite: context.idSite,
    lang: context.lang,
    token: context.token,
    origin: context.origin,
    transport: context.transport,
  });
}
