// Forms (spec §7 GET /forms/{id}, POST /forms/{id}/submit multipart with files; spec §5: a failed
// result carries per-field errors). The submission and its files are written in one transaction.
import { and, eq } from "drizzle-orm";
import {
  type Form,
  type FormField,
  type FormSubmitResult,
  formFieldSchema,
} from "../../../../schemas/content";
import { isDateAllowed, todayIn } from "../../../runtime/content/allowed-dates";
import { answerFileUrl } from "../../../runtime/content/answer-links";
import { checkForm, type FieldError, type FormValue } from "../../../runtime/content/form-rules";
import { type Database, type Tx, withSite } from "../../db/client";
import { formSubmissionFiles, formSubmissions, forms } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { MultipartBody } from "../../http/multipart";
import { calendarRules } from "./calendar-service";
import type { IdOrSlug } from "./content-common";
import { checkedContentType } from "./form-files";
import { queueFormAnswerMailToOwner } from "./message-mail";

type FormRow = typeof forms.$inferSelect;

/** The stored field definitions; one that does not parse is left out rather than served broken. */
export function fieldsOf(stored: unknown[]): FormField[] {
  return stored.flatMap((f) => {
    const parsed = formFieldSchema.safeParse(f);
    return parsed.success ? [parsed.data] : [];
  });
}

function formOf(row: FormRow): Form {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    submitLabel: row.submitLabel,
    successMessage: row.successMessage,
    fields: fieldsOf(row.fields),
  };
}

async function formRow(tx: Tx, idSite: number, key: IdOrSlug): Promise<FormRow> {
  const [row] = await tx
    .select()
    .from(forms)
    .where(
      and(
        eq(forms.siteId, idSite),
        eq(forms.isValid, true),
        "id" in key ? eq(forms.id, key.id) : eq(forms.slug, key.slug),
      ),
    );
  if (!row) throw new ApiError(404, "error.formNotFound");
  return row;
}

export async function formDetail(db: Database, idSite: number, key: IdOrSlug): Promise<Form> {
  return withSite(db, idSite, async (tx) => formOf(await formRow(tx, idSite, key)));
}

/** A date checker for the date fields tied to a calendar, seen from today in Paris. */
export async function calendarCheckOf(tx: Tx, idSite: number, fields: readonly FormField[]) {
  const today = todayIn();
  const rules = new Map<number, Awaited<ReturnType<typeof calendarRules>>>();
  for (const field of fields) {
    if (field.calendarId !== undefined && !rules.has(field.calendarId))
      rules.set(field.calendarId, await calendarRules(tx, idSite, field.calendarId));
  }
  return (field: FormField, date: string) => {
    if (field.calendarId === undefined) return true;
    const calendar = rules.get(field.calendarId);
    return calendar ? isDateAllowed(calendar, date, today) : false;
  };
}

/** The answer's e-mail: the first e-mail field the visitor filled in (the reply-to of a reply). */
function emailOf(fields: readonly FormField[], values: Record<string, FormValue>): string | null {
  return (
    fields
      .filter((f) => f.type === "email")
      .map((f) => values[f.name])
      .find((v): v is string => typeof v === "string" && v !== "") ?? null
  );
}

/**
 * The files of the form's file fields, each checked by its content: a file whose bytes are not of
 * the type its name claims is its field's error (added to `errors`); the type stored is the one found.
 */
async function typedUploads(
  fields: readonly FormField[],
  body: MultipartBody,
  errors: Record<string, FieldError[]>,
) {
  const uploads = [];
  for (const field of fields.filter((f) => f.type === "file")) {
    for (const file of body.files[field.name] ?? []) {
      if (file.size === 0 && file.filename === "") continue;
      if (errors[field.name]) continue;
      const checked = await checkedContentType(file);
      if ("error" in checked) {
        errors[field.name] = [...(errors[field.name] ?? []), checked.error];
        continue;
      }
      uploads.push({
        field: field.name,
        filename: file.filename,
        contentType: checked.type,
        size: file.size,
        data: file.data,
      });
    }
  }
  return uploads;
}

export type SubmitOutcome =
  | { ok: true; result: FormSubmitResult }
  | { ok: false; errors: Record<string, FieldError[]> };

export async function submitForm(
  db: Database,
  idSite: number,
  key: IdOrSlug,
  body: MultipartBody,
  origin: string,
): Promise<SubmitOutcome> {
  return withSite(db, idSite, async (tx) => {
    const row = await formRow(tx, idSite, key);
    const fields = fieldsOf(row.fields);
    const dateAllowed = await calendarCheckOf(tx, idSite, fields);
    const files = Object.fromEntries(
      Object.entries(body.files).map(([name, list]) => [
        name,
        list.map((f) => ({ filename: f.filename, size: f.size, contentType: f.contentType })),
      ]),
    );
    const { values, errors } = checkForm(fields, { values: body.fields, files }, dateAllowed);
    const uploads = await typedUploads(fields, body, errors);
    if (Object.keys(errors).length) return { ok: false, errors };
    const [submission] = await tx
      .insert(formSubmissions)
      .values({ siteId: idSite, formId: row.id, values, email: emailOf(fields, values) })
      .returning({ id: formSubmissions.id });
    if (!submission) throw new Error("submission was not inserted");
    const stored = uploads.length
      ? await tx
          .insert(formSubmissionFiles)
          .values(uploads.map((file) => ({ siteId: idSite, submissionId: submission.id, ...file })))
          .returning({
            id: formSubmissionFiles.id,
            field: formSubmissionFiles.field,
            filename: formSubmissionFiles.filename,
          })
      : [];
    // the owner's notice is written with the answer: it leaves iff the answer is stored
    const mailed = await queueFormAnswerMailToOwner(tx, idSite, {
      id: submission.id,
      form: row.title,
      fields,
      values,
      files: stored.map((f) => ({ ...f, url: `${origin}${answerFileUrl(row.id, submission.id, f.id)}` })),
    });
    if (mailed)
      await tx
        .update(formSubmissions)
        .set({ mailedAt: new Date() })
        .where(and(eq(formSubmissions.siteId, idSite), eq(formSubmissions.id, submission.id)));
    return { ok: true, result: { id: submission.id, message: row.successMessage } };
  });
}
