import { type AppLoadContext, data } from "react-router";
import { ApiCallError, createApiClient } from "../client/api-client";
import "./load-context";

/**
 * The API client of one SSR request, speaking to the platform in-process as the visitor. A call
 * the API answered 503 (the database is unreachable: src/server/api.ts) makes the page a 503 too,
 * not a 500: the visitor may try again in a moment, and nginx and monitors read it so.
 */
export function apiFor(context: AppLoadContext) {
  return createApiClient({
    idSite: context.idSite,
    lang: context.lang,
    token: context.token,
    origin: context.origin,
    transport: context.transport,
    memo: context.memo,
    onFailure: (error) => {
      if (error instanceof ApiCallError && error.status === 503) throw data(error.message, { status: 503 });
    },
  });
}

/**
 * The API client for an answer that depends on who asks (an admin reads what visitors do not: a
 * "Non publié" mark, a legal mention "à compléter"): afresh for a logged-in person, never from the
 * answers shared between visitors' renders, which are keyed by URL alone.
 */
export function personalApiFor(context: AppLoadContext) {
  return apiFor(context.token ? { ...context, memo: undefined } : context);
}
