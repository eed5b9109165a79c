/**
 * The API client of the browser: same origin, the session cookie sent by the browser itself, and
 * every failure shown as a toast (spec §8: "the message is passed to the caller and shown (toast,
 * top right, 3 s)"). Import it lazily (`await import("./browser-api")`): it brings the response
 * schemas, which a visitor who only reads pages never needs.
 */
import { createApiClient } from "./api-client";
import { failureMessageOf, showToast } from "./toast-store";

export function browserApi({
  idSite,
  lang,
  failureText,
}: {
  idSite: number;
  lang: string;
  failureText: string;
}) {
  return createApiClient({
    idSite,
    lang,
    // the client resolves its URLs against this origin (a bare "/api" would not name the port)
    origin: window.location.origin,
    onFailure: (error) => showToast(failureMessageOf(error, failureText), "error"),
  });
}
