// The one error handler of the JSON APIs (the sites' API, src/server/api.ts, and the platform
// operator's, issue 19): a typed error becomes its envelope in the caller's language; anything
// else is logged and answered without a trace of it.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Logger } from "pino";
import { SHARED_ANSWER_HEADER } from "../../../schemas/envelope";
import { translate } from "../../runtime/messages/translate";
import { isDatabaseUnavailable, isTransactionConflict } from "../db/errors";
import type { ApiEnv } from "./api-env";
import { ApiError } from "./api-error";
import { fail } from "./envelope";
import { fieldErrorsOf, translateFieldErrors } from "./validate";

export function answerError(error: Error, c: Context<ApiEnv>, log: Logger) {
  const lang = c.get("lang") ?? "fr_FR";
  if (error instanceof ApiError) {
    if (c.get("sharedAnswer")) c.header(SHARED_ANSWER_HEADER, "1");
    // field errors hold catalogue keys (with parameters) where services and schemas/ name them:
    // the caller reads text in its language. On a form a person fills in (formErrors), a 400
    // says its first field's message, and a validator's own text reads "invalid value".
    const form = c.get("formErrors") === true;
    const errors = fieldErrorsOf(error.data);
    if (!errors) return fail(c, error.status, translate(lang, error.key, error.params), error.data);
    const translated = translateFieldErrors(lang, errors, form ? "validation.invalid" : undefined);
    const first = Object.values(translated)[0]?.[0];
    const message =
      form && error.key === "error.badRequest" && first ? first : translate(lang, error.key, error.params);
    return fail(c, error.status, message, { ...(error.data as object), errors: translated });
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return fail(
      c,
      status,
      status === 413 ? translate(lang, "error.payloadTooLarge") : translate(lang, "error.badRequest"),
    );
  }
  if (isDatabaseUnavailable(error)) {
    // PostgreSQL is stopped or unreachable: answered at once, and the client may try again soon
    (c.get("log") ?? log).warn({ err: error }, "database unavailable");
    c.header("Retry-After", "5");
    return fail(c, 503, translate(lang, "error.unavailable"));
  }
  if (isTransactionConflict(error)) {
    // another transaction won (a deadlock, a serialization failure): nothing was written
    (c.get("log") ?? log).warn({ err: error }, "transaction conflict");
    c.header("Retry-After", "1");
    return fail(c, 503, translate(lang, "error.unavailable"));
  }
  (c.get("log") ?? log).error({ err: error }, "unhandled error");
  return fail(c, 500, translate(lang, "error.internal"));
}
