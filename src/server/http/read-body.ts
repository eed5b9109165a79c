import type { Context } from "hono";
import { ApiError } from "./api-error";
import { controlCharacterErrors, refuseControlCharacters } from "./control-characters";

/** JSON bodies are small; multipart uploads (forms, layout previews) have their own, larger limit. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Reads a JSON body: 415 when it is not JSON, 413 when too large, 400 when it does not parse, 422
 * when a string holds a control character (control-characters.ts).
 */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type)) throw new ApiError(415, "error.unsupportedMediaType");
  const length = Number(c.req.header("content-length") ?? 0);
  if (length > JSON_BODY_LIMIT) throw new ApiError(413, "error.payloadTooLarge");
  const text = await c.req.text();
  if (Buffer.byteLength(text) > JSON_BODY_LIMIT) throw new ApiError(413, "error.payloadTooLarge");
  if (text.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, "error.invalidJson");
  }
  // only a \u escape can put a control character in parsed JSON (raw ones do not parse)
  if (text.includes("\\u")) refuseControlCharacters(controlCharacterErrors(value));
  return value;
}
