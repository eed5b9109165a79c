import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { MessageKey, MessageParams } from "../../runtime/messages/translate";

/**
 * One message about one field: a catalogue key, a key with its parameters, or a validator's own
 * text. The API's one error handler (src/server/api.ts) translates keys for the caller's language.
 */
export type FieldIssue =
  | string
  | { key: MessageKey; params?: MessageParams }
  /** A validator's issue whose message is zod's own: said again in the caller's language. */
  | { issue: ValidatorIssue };

/** What a zod issue says, without the input that caused it (it is not echoed back). */
export type ValidatorIssue = Omit<z.core.$ZodIssue, "input">;

/**
 * An error the user can act on: a catalogue message, an honest status, optional data whose
 * `errors` (field → FieldIssue[]) the handler translates. Services throw it; no service formats
 * user text (docs/decisions/089).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly data: unknown = null,
  ) {
    super(key);
    this.name = "ApiError";
  }
}

/** A business rule broken about `field`: its message, for the call and for the field. */
export function ruleError(
  key: MessageKey,
  params: MessageParams = {},
  field = "_",
  status: 409 | 413 | 422 = 422,
): ApiError {
  return new ApiError(status, key, params, { errors: { [field]: [{ key, params }] } });
}
