// issue 11 §6, docs/decisions/082: no control character enters the platform. A NUL reaches
// PostgreSQL as an error (text refuses U+0000, jsonb refuses \u0000): a 500 for what is bad input.
// Every API input is judged by the same rule where it is decoded: the URL and the headers by the
// middleware below (before any route runs, so a route that reads a parameter without a schema is
// covered too), JSON bodies by readJson and multipart bodies by readMultipart (the two body
// readers every route uses). What it finds is a 422 whose data.errors names each field at fault.
import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "./api-env";
import { ApiError } from "./api-error";

/**
 * Text a user may write over several lines (messages, addresses, layouts): C0 controls but TAB,
 * LF and CR, and lone surrogates (half of a UTF-16 pair: no character, and not UTF-8 encodable).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const FORBIDDEN_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff]/u;
/** One-line text (names of fields, query strings, paths): every C0 control and lone surrogate. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const FORBIDDEN_IN_LINE = /[\u0000-\u001f\ud800-\udfff]/u;
/** Header values: HTTP allows TAB in them (RFC 9110 §5.5), nothing else below the space. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const FORBIDDEN_IN_HEADER = /[\u0000-\u0008\u000a-\u001f\ud800-\udfff]/u;
/** A percent-encoded C0 control in a raw path ("%00", "%0A"). */
const ENCODED_CONTROL = /%[01][0-9a-f]/i;

export type FieldErrors = Record<string, string[]>;

const MESSAGE = "validation.controlCharacter";

/** True when `text` holds a character no text field accepts (`multiline`: TAB, LF, CR allowed). */
export function hasControlCharacter(text: string, multiline = true): boolean {
  return (multiline ? FORBIDDEN_IN_TEXT : FORBIDDEN_IN_LINE).test(text);
}

/** A field name fit for data.errors, even when the name itself was the problem. */
function shown(name: string): string {
  return name.replace(new RegExp(FORBIDDEN_IN_LINE.source, "gu"), "\ufffd");
}

/** A path walked down a JSON value, kept as links to the parent: copying it at each level would
 * cost the square of the depth (a 1 MiB body nests 500 000 arrays deep). */
interface PathLink {
  key: string;
  parent: PathLink | null;
}

/** At most this many fields named: enough to act on, and a body of a million bad strings stays cheap. */
const MAX_ERRORS = 50;
/** A field name of a deeply nested value is cut: what matters is that there is one. */
const MAX_PATH_LENGTH = 200;

function dotted(link: PathLink | null): string {
  const keys: string[] = [];
  for (let at = link; at; at = at.parent) keys.push(at.key);
  const path = keys.reverse().join(".");
  return path.length > MAX_PATH_LENGTH ? `${path.slice(0, MAX_PATH_LENGTH)}…` : path || "_";
}

/**
 * The fields of a parsed JSON value holding a control character, keyed by dotted path as zod
 * names them ("address.street", "lines.0.name"); keys are one-line text, values may span lines.
 * Walked with a stack, not recursion: a body nested 100 000 deep is input, not a crash.
 */
export function controlCharacterErrors(value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  let found = 0;
  const flag = (link: PathLink | null) => {
    errors[dotted(link)] = [MESSAGE];
    found += 1;
  };
  const stack: [unknown, PathLink | null][] = [[value, null]];
  for (let item = stack.pop(); item && found < MAX_ERRORS; item = stack.pop()) {
    const [node, link] = item;
    if (typeof node === "string") {
      if (hasControlCharacter(node)) flag(link);
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], { key: String(i), parent: link }]);
    } else if (node && typeof node === "object") {
      for (const [key, child] of Object.entries(node)) {
        const at = { key: shown(key), parent: link };
        if (hasControlCharacter(key, false)) flag(at);
        else stack.push([child, at]);
      }
    }
  }
  return errors;
}

/** The fields of a multipart body holding a control character: by field name, as forms name them. */
export function formControlCharacterErrors(
  fields: Record<string, string[]>,
  files: Record<string, { filename: string }[]>,
): FieldErrors {
  const errors: FieldErrors = {};
  const check = (name: string, values: string[]) => {
    if (hasControlCharacter(name, false) || values.some((v) => hasControlCharacter(v)))
      errors[shown(name)] = [MESSAGE];
  };
  for (const [name, values] of Object.entries(files))
    check(
      name,
      values.map((f) => f.filename),
    );
  for (const [name, values] of Object.entries(fields)) check(name, values);
  return errors;
}

/** Throws the 422 of `errors` when there is one. */
export function refuseControlCharacters(errors: FieldErrors): void {
  if (Object.keys(errors).length) throw new ApiError(422, "error.controlCharacters", {}, { errors });
}

/**
 * The URL and headers of every API call: the path (a control character percent-encoded in it),
 * each query name and value (as the routes read them, decoded), each header value.
 */
export const rejectControlCharacters: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const errors: FieldErrors = {};
  // the URL parser percent-encodes raw controls: in the path, they are all "%00" to "%1F"
  if (ENCODED_CONTROL.test(new URL(c.req.url).pathname)) errors.path = [MESSAGE];
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (hasControlCharacter(name, false) || values.some((v) => hasControlCharacter(v, false)))
      errors[shown(name)] = [MESSAGE];
  }
  c.req.raw.headers.forEach((value, name) => {
    if (FORBIDDEN_IN_HEADER.test(value)) errors[name] = [MESSAGE];
  });
  refuseControlCharacters(errors);
  await next();
};
