// A form's files are checked by their content (issue 14 §4, DESIGN.md §7): the first bytes must be
// those of the type the name claims, among the types the field accepts, whatever the browser
// declared. What is stored is the type found, so that a download is served as what it is.
import type { formFileTypes } from "../../../../schemas/form-admin";
import { extensionOf, type FieldError } from "../../../runtime/content/form-rules";
import { sniffFileType } from "../../http/multipart";

/** The content type each accepted extension must show in its first bytes. */
const contentTypeOf: Record<string, string> = {
  ".pdf": "application/pdf",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".odt": "application/vnd.oasis.opendocument.text",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".ods": "application/vnd.oasis.opendocument.spreadsheet",
} satisfies Record<(typeof formFileTypes)[number], string>;

/** The type found in a file's bytes when it is the one its name claims; else the field's error. */
export async function checkedContentType(file: {
  filename: string;
  data: Uint8Array;
}): Promise<{ type: string } | { error: FieldError }> {
  const expected = contentTypeOf[extensionOf(file.filename)];
  const found = await sniffFileType(file.data);
  if (!expected || found !== expected)
    return { error: { key: "validation.fileContent", params: { name: file.filename } } };
  return { type: found };
}
