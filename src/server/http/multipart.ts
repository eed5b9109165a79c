// The one multipart/form-data reader (RFC 7578), streaming, for uploads (form submissions, layout
// previews): it
// counts bytes as they arrive and stops at the first limit passed, so an oversized body is refused
// without being held in memory, and every failure is an ApiError the user can act on.
import type { Context } from "hono";
import type { ApiEnv } from "./api-env";
import { ApiError } from "./api-error";
import { formControlCharacterErrors, refuseControlCharacters } from "./control-characters";

export interface MultipartLimits {
  /** The whole body (the API's bodyLimit in api.ts caps every call at 20 MiB as well). */
  maxBodyBytes: number;
  /** One file; a form field's own smaller limit is checked later, with the form's rules. */
  maxFileBytes: number;
  /** One text field. */
  maxFieldBytes: number;
  /** Fields and files together. */
  maxParts: number;
  /** The headers of one part. */
  maxHeaderBytes: number;
}

export const defaultMultipartLimits: MultipartLimits = {
  maxBodyBytes: 20 * 1024 * 1024,
  maxFileBytes: 10 * 1024 * 1024,
  maxFieldBytes: 64 * 1024,
  maxParts: 100,
  maxHeaderBytes: 8 * 1024,
};

export interface MultipartFile {
  field: string;
  /** The base name the browser sent, without any folder; may be "" for an empty file input. */
  filename: string;
  contentType: string;
  size: number;
  data: Uint8Array;
}

export interface MultipartBody {
  fields: Record<string, string[]>;
  files: Record<string, MultipartFile[]>;
}

/** The boundary of a multipart/form-data content type, or null when it is not one. */
export function boundaryOf(contentType: string | undefined | null): string | null {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType.trim())) return null;
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2];
  // RFC 2046: 1 to 70 characters, not ending with a space
  return boundary && !boundary.endsWith(" ") ? boundary : null;
}

const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");
const utf8 = new TextDecoder("utf-8", { fatal: false });

interface PartHeaders {
  name: string;
  filename: string | null;
  contentType: string;
}

/**
 * Reads `key="quoted"` and `key=token` parameters of a header value. Quoted values are taken as
 * they are: browsers percent-encode quotes and line breaks in names (HTML multipart encoding) and
 * never escape with backslashes, which old browsers sent unescaped in Windows paths.
 */
function headerParams(value: string): Map<string, string> {
  const params = new Map<string, string>();
  const re = /;\s*([\w*.-]+)\s*=\s*(?:"([^"]*)"|([^;]*))/g;
  for (let m = re.exec(value); m; m = re.exec(value)) {
    const key = (m[1] ?? "").toLowerCase();
    const raw = m[2] !== undefined ? m[2] : (m[3] ?? "").trim();
    if (!params.has(key)) params.set(key, raw);
  }
  return params;
}

/** "C:\\Users\\léa\\cv.pdf" → "cv.pdf"; control characters removed; at most 255 characters. */
function baseName(filename: string): string {
  const name = filename.slice(Math.max(filename.lastIndexOf("/"), filename.lastIndexOf("\\")) + 1);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return [...name.replace(/[\u0000-\u001f\u007f]/g, "")].slice(0, 255).join("");
}

function parseHeaders(block: string): PartHeaders | null {
  let disposition: string | null = null;
  let contentType = "application/octet-stream";
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) return null;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === "content-disposition") disposition = value;
    else if (name === "content-type") contentType = value.slice(0, 200);
  }
  if (!disposition || !/^form-data\b/i.test(disposition)) return null;
  const params = headerParams(disposition);
  const name = params.get("name");
  if (name === undefined || name === "" || name.length > 200) return null;
  let filename = params.get("filename") ?? null;
  const extended = params.get("filename*");
  if (extended) {
    // RFC 5987: UTF-8''percent-encoded
    const m = /^utf-8''(.*)$/i.exec(extended);
    if (m) {
      try {
        filename = decodeURIComponent(m[1] ?? "");
      } catch {
        return null;
      }
    }
  }
  return { name, filename: filename === null ? null : baseName(filename), contentType };
}

type State = "preamble" | "afterDelimiter" | "headers" | "body" | "done";

/**
 * Parses a multipart body from its chunks. Throws ApiError: 413 past a limit, 400 when malformed.
 */
export async function parseMultipart(
  chunks: AsyncIterable<Uint8Array>,
  boundary: string,
  limits: MultipartLimits = defaultMultipartLimits,
): Promise<MultipartBody> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // no prototype: a part named "__proto__" is just a name
  const body: MultipartBody = { fields: Object.create(null), files: Object.create(null) };
  const push = <T>(map: Record<string, T[]>, name: string, value: T) => {
    const list = map[name];
    if (list) list.push(value);
    else map[name] = [value];
  };
  // the first delimiter has no CRLF before it: start the buffer with one
  let buffer: Buffer = Buffer.from(CRLF);
  let state = "preamble" as State;
  let total = 0;
  let parts = 0;
  let current: PartHeaders | null = null;
  let pieces: Buffer[] = [];
  let size = 0;

  const malformed = () => new ApiError(400, "error.multipart.malformed");
  const finishPart = () => {
    if (!current) return;
    const data = Buffer.concat(pieces, size);
    if (current.filename === null) {
      push(body.fields, current.name, utf8.decode(data));
    } else {
      push(body.files, current.name, {
        field: current.name,
        filename: current.filename,
        contentType: current.contentType,
        size,
        data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      });
    }
    current = null;
    pieces = [];
    size = 0;
  };
  const take = (bytes: Buffer) => {
    if (!current || bytes.length === 0) return;
    size += bytes.length;
    if (current.filename === null && size > limits.maxFieldBytes)
      throw new ApiError(413, "error.multipart.fieldTooLarge", { name: current.name });
    if (current.filename !== null && size > limits.maxFileBytes) {
      const error = { key: "error.multipart.fileTooLarge" as const, params: { name: current.filename } };
      throw new ApiError(413, error.key, error.params, {
        errors: { [current.name]: [error] },
        field: current.name,
      });
    }
    pieces.push(bytes);
  };

  /** Consumes what the buffer allows; returns when it needs more bytes. */
  const step = (final: boolean) => {
    for (;;) {
      if (state === "done") return;
      if (state === "preamble" || state === "body") {
        const at = buffer.indexOf(delimiter);
        if (at === -1) {
          // keep what could be the start of a delimiter split across chunks
          const keep = final ? 0 : Math.min(buffer.length, delimiter.length - 1);
          if (state === "body") take(buffer.subarray(0, buffer.length - keep));
          buffer = buffer.subarray(buffer.length - keep);
          return;
        }
        if (state === "body") {
          take(buffer.subarray(0, at));
          finishPart();
        }
        buffer = buffer.subarray(at + delimiter.length);
        state = "afterDelimiter";
        continue;
      }
      if (state === "afterDelimiter") {
        // "--" closes the body; otherwise optional transport padding, then CRLF
        if (buffer.length >= 2 && buffer[0] === 0x2d && buffer[1] === 0x2d) {
          state = "done";
          return;
        }
        const eol = buffer.indexOf(CRLF);
        if (eol === -1) {
          if (buffer.length > 256) throw malformed();
          return;
        }
        if (!/^[ \t]*$/.test(buffer.subarray(0, eol).toString("latin1"))) throw malformed();
        buffer = buffer.subarray(eol + 2);
        state = "headers";
        continue;
      }
      // headers
      const end = buffer.indexOf(HEADER_END);
      if (end === -1) {
        if (buffer.length > limits.maxHeaderBytes) throw malformed();
        return;
      }
      if (end > limits.maxHeaderBytes) throw malformed();
      const headers = parseHeaders(utf8.decode(buffer.subarray(0, end)));
      if (!headers) throw malformed();
      parts += 1;
      if (parts > limits.maxParts) throw new ApiError(413, "error.multipart.tooManyParts");
      current = headers;
      buffer = buffer.subarray(end + HEADER_END.length);
      state = "body";
    }
  };

  for await (const chunk of chunks) {
    total += chunk.byteLength;
    if (total > limits.maxBodyBytes) throw new ApiError(413, "error.payloadTooLarge");
    if (state === "done") continue; // the epilogue is ignored, but still counted
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : Buffer.from(chunk);
    step(false);
  }
  step(true);
  if (state !== "done") throw malformed();
  return body;
}

async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    // stops the upload when a limit was passed mid-body
    await reader.cancel().catch(() => {});
  }
}

/**
 * Reads a multipart/form-data request body: 415 when it is something else, 413 past a limit (the
 * field at fault in data.errors for a file), 400 when malformed.
 */
export async function readMultipart(
  c: Context<ApiEnv>,
  limits: Partial<MultipartLimits> = {},
): Promise<MultipartBody> {
  const all = { ...defaultMultipartLimits, ...limits };
  const boundary = boundaryOf(c.req.header("content-type"));
  if (!boundary) throw new ApiError(415, "error.multipart.type");
  const length = Number(c.req.header("content-length") ?? 0);
  if (length > all.maxBodyBytes) throw new ApiError(413, "error.payloadTooLarge");
  const stream = c.req.raw.body;
  if (!stream) throw new ApiError(400, "error.multipart.malformed");
  const body = await parseMultipart(chunksOf(stream), boundary, all);
  // issue 11 §6: text fields and the names of fields and files, as a JSON body's strings
  refuseControlCharacters(formControlCharacterErrors(body.fields, body.files));
  return body;
}

// ---- typed uploads: files checked by their first bytes ------------------------------------

/** The type of a file from its content (file-type reads the signature); null when it has none it knows. */
export async function sniffFileType(bytes: Uint8Array): Promise<string | null> {
  // loaded with the first upload (about 12 MB), not by every process (issue 16 §8)
  const { fileTypeFromBuffer } = await import("file-type");
  return (await fileTypeFromBuffer(bytes))?.mime ?? null;
}

export interface UploadedFile {
  field: string;
  filename: string;
  /** The type found in the file's first bytes (one of `allowedTypes`). */
  type: string;
  size: number;
  bytes: Uint8Array;
}

export interface UploadOptions {
  /** Largest file accepted, in bytes (413 beyond). */
  maxFileBytes: number;
  /** MIME types accepted for files; each is recognised by its signature (415 otherwise). */
  allowedTypes: readonly string[];
  /** At most this many files (400 beyond); 5 by default. */
  maxFiles?: number;
}

/**
 * A multipart body whose files must be of known types (the layout preview's thumbnail): the first
 * value of each field and the first file of each name; 413 when a file is over `maxFileBytes`,
 * 415 when its first bytes are not of an allowed type, whatever type the client declared (a
 * script renamed .png is refused).
 */
export async function readUpload(
  c: Context<ApiEnv>,
  options: UploadOptions,
): Promise<{ fields: Record<string, string>; files: Record<string, UploadedFile> }> {
  const body = await readMultipart(c, { maxFileBytes: options.maxFileBytes + 1 });
  const fields: Record<string, string> = {};
  for (const [name, values] of Object.entries(body.fields)) {
    if (values[0] !== undefined) fields[name] = values[0];
  }
  const files: Record<string, UploadedFile> = {};
  // an empty file input sends a part with no name and no bytes: nothing was chosen
  const sent = Object.values(body.files)
    .flat()
    .filter((f) => f.size > 0 || f.filename !== "");
  if (sent.length > (options.maxFiles ?? 5)) throw new ApiError(400, "error.tooManyFiles");
  for (const file of sent) {
    if (file.size > options.maxFileBytes) {
      throw new ApiError(413, "error.fileTooLarge", {
        field: file.field,
        max: `${Math.floor(options.maxFileBytes / 1024)} Kio`,
      });
    }
    const type = await sniffFileType(file.data);
    if (!type || !options.allowedTypes.includes(type)) {
      throw new ApiError(415, "error.fileType", {
        field: file.field,
        types: options.allowedTypes.join(", "),
      });
    }
    files[file.field] ??= {
      field: file.field,
      filename: file.filename,
      type,
      size: file.size,
      bytes: file.data,
    };
  }
  return { fields, files };
}
