import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { boundaryOf, defaultMultipartLimits, type MultipartBody, parseMultipart } from "./multipart";

async function* inChunks(bytes: Uint8Array, sizes: number[]): AsyncGenerator<Uint8Array> {
  let at = 0;
  let i = 0;
  while (at < bytes.length) {
    const size = Math.max(1, sizes[i++ % Math.max(sizes.length, 1)] ?? bytes.length);
    yield bytes.subarray(at, at + size);
    at += size;
  }
}

/** The body a browser sends for this FormData, as produced by the platform's own Request. */
async function encode(form: FormData): Promise<{ bytes: Uint8Array; boundary: string }> {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const boundary = boundaryOf(request.headers.get("content-type"));
  if (!boundary) throw new Error("no boundary");
  return { bytes: new Uint8Array(await request.arrayBuffer()), boundary };
}

const text = (body: MultipartBody, name: string) => body.fields[name];

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected an ApiError");
}

describe("multipart reader", () => {
  it("reads the boundary of a multipart content type only", () => {
    expect(boundaryOf("multipart/form-data; boundary=----abc")).toBe("----abc");
    expect(boundaryOf('Multipart/Form-Data; charset=utf-8; boundary="a b"')).toBe("a b");
    expect(boundaryOf("application/json")).toBeNull();
    expect(boundaryOf("multipart/form-data")).toBeNull();
    expect(boundaryOf(`multipart/form-data; boundary=${"x".repeat(71)}`)).toBeNull();
  });

  it("reads fields and files as a browser sends them, in any chunking", async () => {
    const form = new FormData();
    form.append("firstname", "Léa");
    form.append("choice", "a");
    form.append("choice", "b");
    form.append("message", "ligne 1\r\nligne 2\r\n--pas une frontière");
    form.append(
      "cv",
      new File([new Uint8Array([0, 13, 10, 45, 45, 255])], "C:\\Users\\léa\\cv final.pdf", {
        type: "application/pdf",
      }),
    );
    form.append("empty", new File([], ""));
    const { bytes, boundary } = await encode(form);
    for (const sizes of [[bytes.length], [1], [7, 3], [64]]) {
      const body = await parseMultipart(inChunks(bytes, sizes), boundary);
      expect(text(body, "firstname")).toEqual(["Léa"]);
      expect(text(body, "choice")).toEqual(["a", "b"]);
      expect(text(body, "message")).toEqual(["ligne 1\r\nligne 2\r\n--pas une frontière"]);
      const [cv] = body.files.cv ?? [];
      expect(cv?.filename).toBe("cv final.pdf");
      expect(cv?.contentType).toBe("application/pdf");
      expect([...(cv?.data ?? [])]).toEqual([0, 13, 10, 45, 45, 255]);
      // undici leaves out filename="" for an unnamed empty file: it reads as an empty field
      expect(body.fields.empty).toEqual([""]);
    }
  });

  it("reads the empty file part of a browser's empty file input", async () => {
    const raw =
      '--b\r\nContent-Disposition: form-data; name="cv"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--b--\r\n';
    const body = await parseMultipart(inChunks(new TextEncoder().encode(raw), [3]), "b");
    expect(body.files.cv?.[0]).toMatchObject({ filename: "", size: 0 });
  });

  it("round-trips any fields and files, split anywhere", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.stringMatching(/^[a-z][a-z0-9_]{0,9}$/), fc.string({ maxLength: 40 })), {
          maxLength: 6,
        }),
        fc.array(fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.uint8Array({ maxLength: 300 })), {
          maxLength: 3,
        }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 8 }),
        async (fields, files, sizes) => {
          const form = new FormData();
          for (const [name, value] of fields) form.append(name, value);
          for (const [name, data] of files) form.append(`f_${name}`, new File([data], `${name}.bin`));
          const { bytes, boundary } = await encode(form);
          const body = await parseMultipart(inChunks(bytes, sizes), boundary);
          const expected: Record<string, string[]> = {};
          // FormData normalizes line breaks of text values to CRLF (HTML spec)
          for (const [name, value] of fields) {
            expected[name] = [...(expected[name] ?? []), value.replace(/\r?\n|\r/g, "\r\n")];
          }
          expect({ ...body.fields }).toEqual(expected);
          // files of one field come back in the order they were sent (two may share name and size)
          const sent: Record<string, { filename: string; data: number[] }[]> = {};
          for (const [name, data] of files) {
            sent[`f_${name}`] = [...(sent[`f_${name}`] ?? []), { filename: `${name}.bin`, data: [...data] }];
          }
          for (const [field, expectedFiles] of Object.entries(sent)) {
            const got = (body.files[field] ?? []).map((f) => ({ filename: f.filename, data: [...f.data] }));
            expect(got).toEqual(expectedFiles);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("refuses a file past its limit with the field at fault, and a body past the total", async () => {
    const form = new FormData();
    form.append("cv", new File([new Uint8Array(2000)], "cv.pdf"));
    const { bytes, boundary } = await encode(form);
    const file = await failure(
      parseMultipart(inChunks(bytes, [100]), boundary, { ...defaultMultipartLimits, maxFileBytes: 1000 }),
    );
    expect(file.status).toBe(413);
    // the field's message is a catalogue key with its parameters: the API's handler translates it
    expect(file.data).toMatchObject({
      errors: { cv: [{ key: "error.multipart.fileTooLarge", params: { name: "cv.pdf" } }] },
    });
    const total = await failure(
      parseMultipart(inChunks(bytes, [100]), boundary, { ...defaultMultipartLimits, maxBodyBytes: 500 }),
    );
    expect([total.status, total.key]).toEqual([413, "error.payloadTooLarge"]);
  });

  it("refuses too many parts and too long fields", async () => {
    const form = new FormData();
    for (let i = 0; i < 5; i++) form.append(`f${i}`, "x".repeat(100));
    const { bytes, boundary } = await encode(form);
    const parts = await failure(
      parseMultipart(inChunks(bytes, [50]), boundary, { ...defaultMultipartLimits, maxParts: 4 }),
    );
    expect(parts.key).toBe("error.multipart.tooManyParts");
    const field = await failure(
      parseMultipart(inChunks(bytes, [50]), boundary, { ...defaultMultipartLimits, maxFieldBytes: 99 }),
    );
    expect([field.status, field.key, field.params]).toEqual([
      413,
      "error.multipart.fieldTooLarge",
      { name: "f0" },
    ]);
  });

  it("takes a part named __proto__ as a name like any other", async () => {
    const form = new FormData();
    form.append("__proto__", "x");
    form.append("__proto__", new File(["y"], "y.pdf"));
    const { bytes, boundary } = await encode(form);
    const body = await parseMultipart(inChunks(bytes, [9]), boundary);
    const proto = "__proto__";
    expect(body.fields[proto]).toEqual(["x"]);
    expect(body.files[proto]?.[0]?.filename).toBe("y.pdf");
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("calls a truncated or garbled body malformed, never crashes", async () => {
    const form = new FormData();
    form.append("a", "b");
    const { bytes, boundary } = await encode(form);
    const cut = await failure(parseMultipart(inChunks(bytes.subarray(0, bytes.length - 10), [16]), boundary));
    expect([cut.status, cut.key]).toEqual([400, "error.multipart.malformed"]);
    const enc = new TextEncoder();
    for (const garbage of [
      "",
      "hello",
      `--${boundary}\r\nno-colon-header\r\n\r\nx\r\n--${boundary}--`,
      `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--`,
      `--${boundary}\r\nContent-Disposition: attachment; name="a"\r\n\r\nx\r\n--${boundary}--`,
    ]) {
      const e = await failure(parseMultipart(inChunks(enc.encode(garbage), [5]), boundary));
      expect(e.status, garbage).toBe(400);
    }
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), async (junk) => {
        await parseMultipart(inChunks(junk, [13]), boundary).catch((e: unknown) => {
          expect(e).toBeInstanceOf(ApiError);
        });
      }),
    );
  });
});
