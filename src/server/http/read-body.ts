import type { Context } from "hono";
import { ApiError } from "./api-error";

/** JSON bodies are small; multipart uploads (forms, layout previews) have their own, larger limit. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** Reads a JSON body: 415 when it is not JSON, 413 when too large, 400 when it does not parse. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type)) throw new ApiError(415, "error.unsupportedMediaType");
  const length = Number(c.req.header("content-length") ?? 0);
  if (length > JSON_BODY_LIMIT) throw new ApiError(413, "error.payloadTooLarge");
  const text = await c.req.text();
  if (Buffer.byteLength(text) > JSON_BODY_LIMIT) throw new ApiError(413, "error.payloadTooLarge");
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "error.invalidJson");
  }
}
