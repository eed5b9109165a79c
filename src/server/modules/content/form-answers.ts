// A form's answers as the owner reads them (issue 14 §4): listed newest first, each with its values
// under the fields' labels and its files (downloaded by admins only, through the back-office),
// exported (DESIGN.md §7). A field removed since the answer keeps its value under its name.
import { and, count, desc, eq, inArray, lt } from "drizzle-orm";
import type { FormField } from "../../../../schemas/content";
import type { AnswerFile, FormAnswer, FormAnswerList } from "../../../../schemas/form-admin";
import { answerFileUrl } from "../../../runtime/content/answer-links";
import { translate } from "../../../runtime/messages/translate";
import { type Database, type Tx, withSite } from "../../db/client";
import { formSubmissionFiles, formSubmissions, forms } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { fieldsOf } from "./form-service";

type SubmissionRow = typeof formSubmissions.$inferSelect;
type FileInfo = Pick<
  typeof formSubmissionFiles.$inferSelect,
  "id" | "field" | "filename" | "contentType" | "size"
>;

const fileColumns = {
  id: formSubmissionFiles.id,
  submissionId: formSubmissionFiles.submissionId,
  field: formSubmissionFiles.field,
  filename: formSubmissionFiles.filename,
  contentType: formSubmissionFiles.contentType,
  size: formSubmissionFiles.size,
};

/** A value as the owner reads it (the back-office is French). */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(String).join(", ");
  if (typeof value === "boolean") return translate("fr_FR", value ? "mail.yes" : "mail.no");
  return String(value);
}

/** The values of an answer in the form's order, then those of fields removed since. */
export function labelledValues(fields: readonly FormField[], values: Record<string, unknown>) {
  const known = new Set(fields.map((f) => f.name));
  return [
    ...fields.map((f) => ({ name: f.name, label: f.label, value: shownValue(values[f.name]) })),
    ...Object.entries(values)
      .filter(([name]) => !known.has(name))
      .map(([name, value]) => ({ name, label: name, value: shownValue(value) })),
  ];
}

const fileOf = (formId: number, answerId: number, f: FileInfo): AnswerFile => ({
  id: f.id,
  field: f.field,
  filename: f.filename,
  contentType: f.contentType,
  size: f.size,
  url: answerFileUrl(formId, answerId, f.id),
});

export function answerOf(
  form: { id: number; title: string; fields: readonly FormField[] },
  row: SubmissionRow,
  files: readonly FileInfo[],
): FormAnswer {
  return {
    id: row.id,
    formId: form.id,
    form: form.title,
    email: row.email,
    values: labelledValues(form.fields, row.values),
    files: files.map((f) => fileOf(form.id, row.id, f)),
    readAt: row.readAt?.toISOString() ?? null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function formOfSite(tx: Tx, idSite: number, formId: number) {
  const [row] = await tx
    .select({ id: forms.id, title: forms.title, fields: forms.fields })
    .from(forms)
    .where(and(eq(forms.siteId, idSite), eq(forms.id, formId)));
  if (!row) throw new ApiError(404, "form.notFound");
  return { id: row.id, title: row.title, fields: fieldsOf(row.fields) };
}

export async function filesOf(tx: Tx, idSite: number, answerIds: number[]) {
  if (!answerIds.length) return [];
  return tx
    .select(fileColumns)
    .from(formSubmissionFiles)
    .where(and(eq(formSubmissionFiles.siteId, idSite), inArray(formSubmissionFiles.submissionId, answerIds)))
    .orderBy(formSubmissionFiles.id);
}

export async function listFormAnswers(
  db: Database,
  idSite: number,
  formId: number,
  query: { page: number; perPage: number },
): Promise<FormAnswerList> {
  return withSite(db, idSite, async (tx) => {
    const form = await formOfSite(tx, idSite, formId);
    const where = and(eq(formSubmissions.siteId, idSite), eq(formSubmissions.formId, form.id));
    const [rows, [counted]] = await Promise.all([
      tx
        .select()
        .from(formSubmissions)
        .where(where)
        .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      tx.select({ n: count() }).from(formSubmissions).where(where),
    ]);
    const files = await filesOf(
      tx,
      idSite,
      rows.map((r) => r.id),
    );
    return {
      items: rows.map((r) =>
        answerOf(
          form,
          r,
          files.filter((f) => f.submissionId === r.id),
        ),
      ),
      total: counted?.n ?? 0,
      page: query.page,
      perPage: query.perPage,
    };
  });
}

export async function formAnswer(db: Database, idSite: number, formId: number, answerId: number) {
  return withSite(db, idSite, async (tx) => {
    const form = await formOfSite(tx, idSite, formId);
    const [row] = await tx
      .select()
      .from(formSubmissions)
      .where(
        and(
          eq(formSubmissions.siteId, idSite),
          eq(formSubmissions.formId, form.id),
          eq(formSubmissions.id, answerId),
        ),
      );
    if (!row) throw new ApiError(404, "answer.notFound");
    return answerOf(form, row, await filesOf(tx, idSite, [row.id]));
  });
}

/** One file of an answer, with its bytes: for the site's admins only (the route checks the role). */
export async function answerFile(
  db: Database,
  idSite: number,
  formId: number,
  answerId: number,
  fileId: number,
) {
  return withSite(db, idSite, async (tx) => {
    const [row] = await tx
      .select({
        filename: formSubmissionFiles.filename,
        contentType: formSubmissionFiles.contentType,
        data: formSubmissionFiles.data,
      })
      .from(formSubmissionFiles)
      .innerJoin(formSubmissions, eq(formSubmissions.id, formSubmissionFiles.submissionId))
      .where(
        and(
          eq(formSubmissionFiles.siteId, idSite),
          eq(formSubmissionFiles.id, fileId),
          eq(formSubmissions.id, answerId),
          eq(formSubmissions.formId, formId),
        ),
      );
    if (!row) throw new ApiError(404, "answer.fileNotFound");
    return row;
  });
}

const EXPORT_BATCH = 500;

/** Every answer of a form, newest first, a batch at a time (the exports stream them); 404 for another site's. */
export async function* answerBatches(db: Database, idSite: number, formId: number) {
  const form = await withSite(db, idSite, (tx) => formOfSite(tx, idSite, formId));
  let before: number | null = null;
  for (;;) {
    const rows: SubmissionRow[] = await withSite(db, idSite, (tx) =>
      tx
        .select()
        .from(formSubmissions)
        .where(
          and(
            eq(formSubmissions.siteId, idSite),
            eq(formSubmissions.formId, form.id),
            before === null ? undefined : lt(formSubmissions.id, before),
          ),
        )
        .orderBy(desc(formSubmissions.id))
        .limit(EXPORT_BATCH),
    );
    // the first batch is yielded even when empty: it names the form (the export's columns)
    if (!rows.length && before !== null) return;
    const files = await withSite(db, idSite, (tx) =>
      filesOf(
        tx,
        idSite,
        rows.map((r) => r.id),
      ),
    );
    yield {
      form,
      answers: rows.map((r) =>
        answerOf(
          form,
          r,
          files.filter((f) => f.submissionId === r.id),
        ),
      ),
    };
    before = rows[rows.length - 1]?.id ?? null;
    if (rows.length < EXPORT_BATCH) return;
  }
}
