import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { MessageKey, MessageParams } from "../../runtime/messages/translate";

/** An error the user can act on: a catalogue message, an honest status, optional field errors. */
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
