import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Envelope } from "../../../schemas/envelope";
import { translate } from "../../runtime/messages/translate";
import type { ApiEnv } from "./api-env";

/** The success envelope of spec §7; `message` is empty unless there is something to say. */
export function ok<T>(c: Context<ApiEnv>, data: T, status: ContentfulStatusCode = 200, message = "") {
  const body: Envelope<T> = { success: true, data, message };
  return c.json(body, status);
}

export function fail(
  c: Context<ApiEnv>,
  status: ContentfulStatusCode,
  message: string,
  data: unknown = null,
) {
  const body: Envelope<unknown> = { success: false, data, message };
  return c.json(body, status);
}

export function okMessage<T>(c: Context<ApiEnv>, data: T, key: Parameters<typeof translate>[1]) {
  return ok(c, data, 200, translate(c.get("lang"), key));
}

/** A success envelope serialized once, for responses kept in a cache. */
export function okJson<T>(data: T): string {
  const body: Envelope<T> = { success: true, data, message: "" };
  return JSON.stringify(body);
}
