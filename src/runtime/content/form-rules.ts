/**
 * The rules of a form's fields (GET /forms/{id}, the contact form's configuration, element
 * registrations), applied by the server to every submission; spec §5: submission errors come back
 * per field. Errors are catalogue keys, translated in the caller's language. Pure.
 */
import type { FormField } from "../../../schemas/content";
import type { MessageKey, MessageParams } from "../messages/translate";
import { dayNumberOf } from "./allowed-dates";

export interface FileInfo {
  filename: string;
  size: number;
  contentType: string;
}

/** A submission as the HTTP layer read it: every field's values, and the files of file fields. */
export interface FormInput {
  values: Record<string, string[]>;
  files: Record<string, FileInfo[]>;
}

export interface FieldError {
  key: MessageKey;
  params?: MessageParams;
}

export type FormValue = string | number | boolean | string[] | null;

export interface FormCheck {
  /** The accepted values, one per field (files: their names), trimmed and typed. */
  values: Record<string, FormValue>;
  /** The errors of the fields at fault; empty when the submission is accepted. */
  errors: Record<string, FieldError[]>;
}

export const DEFAULT_TEXT_MAX = 300;
export const DEFAULT_TEXTAREA_MAX = 5000;
export const DEFAULT_FILE_MAX_MB = 5;
export const MAX_FILES_PER_FIELD = 5;
export const DEFAULT_FILE_TYPES = [".pdf", ".jpg", ".jpeg", ".png"];

// RFC 5321 caps an address at 254 characters; the pattern is the HTML living standard's.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
const phonePattern = /^\+?[\d\s.()-]{6,25}$/;
const truthy = new Set(["on", "true", "1", "yes", "oui"]);

export function isEmail(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value);
}

export function isPhone(value: string): boolean {
  return phonePattern.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6;
}

/** ".PDF" for "Devis.final.PDF"; "" when the name has no extension. */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot <= 0 ? "" : filename.slice(dot).toLowerCase();
}

function checkField(
  field: FormField,
  raw: string[],
  files: FileInfo[],
  dateAllowed: (field: FormField, date: string) => boolean,
): { value: FormValue; errors: FieldError[] } {
  const errors: FieldError[] = [];
  if (field.type === "file") {
    const chosen = files.filter((f) => f.filename !== "" || f.size > 0);
    if (chosen.length === 0)
      return { value: null, errors: field.required ? [{ key: "validation.required" }] : [] };
    const maxFiles = field.multiple ? MAX_FILES_PER_FIELD : 1;
    if (chosen.length > maxFiles) errors.push({ key: "validation.tooManyFiles", params: { max: maxFiles } });
    const types = field.accept?.length ? field.accept : DEFAULT_FILE_TYPES;
    const maxMb = field.maxSizeMb ?? DEFAULT_FILE_MAX_MB;
    for (const file of chosen) {
      if (!types.includes(extensionOf(file.filename)))
        errors.push({ key: "validation.fileType", params: { name: file.filename, types: types.join(", ") } });
      if (file.size > maxMb * 1024 * 1024)
        errors.push({ key: "validation.fileTooLarge", params: { name: file.filename, max: maxMb } });
    }
    return { value: chosen.map((f) => f.filename), errors };
  }

  if (raw.length > 1) return { value: null, errors: [{ key: "validation.invalid" }] };
  const text = (raw[0] ?? "").trim();

  if (field.type === "checkbox") {
    const checked = truthy.has(text.toLowerCase());
    return { value: checked, errors: field.required && !checked ? [{ key: "validation.consent" }] : [] };
  }
  if (text === "") return { value: null, errors: field.required ? [{ key: "validation.required" }] : [] };

  switch (field.type) {
    case "email":
      if (!isEmail(text)) errors.push({ key: "validation.email" });
      return { value: text.toLowerCase(), errors };
    case "tel":
      if (!isPhone(text)) errors.push({ key: "validation.phone" });
      return { value: text, errors };
    case "number": {
      const n = Number(text.replace(",", "."));
      if (!/^-?\d+(?:[.,]\d+)?$/.test(text) || !Number.isFinite(n))
        return { value: null, errors: [{ key: "validation.number" }] };
      if (field.min !== undefined && n < field.min)
        errors.push({ key: "validation.min", params: { min: field.min } });
      if (field.max !== undefined && n > field.max)
        errors.push({ key: "validation.max", params: { max: field.max } });
      return { value: n, errors };
    }
    case "date":
      if (dayNumberOf(text) === null) return { value: null, errors: [{ key: "validation.date" }] };
      if (!dateAllowed(field, text)) errors.push({ key: "validation.dateNotAllowed" });
      return { value: text, errors };
    case "select":
    case "radio":
      if (!(field.options ?? []).includes(text)) errors.push({ key: "validation.option" });
      return { value: text, errors };
    default: {
      const max = field.maxLength ?? (field.type === "textarea" ? DEFAULT_TEXTAREA_MAX : DEFAULT_TEXT_MAX);
      if ([...text].length > max) errors.push({ key: "validation.tooLong", params: { max } });
      return { value: text, errors };
    }
  }
}

/**
 * Checks a submission against the form's fields. Values of unknown fields are dropped; a date
 * field tied to a calendar asks `dateAllowed` (the server knows the calendars and today's date).
 */
export function checkForm(
  fields: readonly FormField[],
  input: FormInput,
  dateAllowed: (field: FormField, date: string) => boolean = () => true,
): FormCheck {
  const values: Record<string, FormValue> = {};
  const errors: Record<string, FieldError[]> = {};
  for (const field of fields) {
    const result = checkField(
      field,
      input.values[field.name] ?? [],
      input.files[field.name] ?? [],
      dateAllowed,
    );
    values[field.name] = result.value;
    if (result.errors.length) errors[field.name] = result.errors;
  }
  return { values, errors };
}

/** A JSON body (POST /message, registrations) as form input: booleans and numbers as text. */
export function formInputOfJson(body: Record<string, string | number | boolean>): FormInput {
  const values: Record<string, string[]> = Object.create(null);
  for (const [name, value] of Object.entries(body)) {
    values[name] = [typeof value === "boolean" ? (value ? "on" : "") : String(value)];
  }
  return { values, files: {} };
}
