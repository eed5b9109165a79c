// The owner's forms (issue 14 §4, DESIGN.md §7): listed with their answers, created, saved (409 on
// a stale version), unpublished, and on DELETE unpublished when answers are kept (they stay
// readable until their retention ends), else deleted. Labels and help texts are stored as the owner
// typed them (plain text, escaped wherever they are shown); the description is rich text,
// sanitized here, whatever the screen sent.
import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  AdminForm,
  AdminFormList,
  AdminFormQuery,
  formInputSchema,
} from "../../../../schemas/form-admin";
import { type Database, type Tx, withSite } from "../../db/client";
import { formSubmissions, forms } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { sanitizeHtml } from "../../security/sanitize";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";
import { uniqueField } from "./desk-common";
import { likePatternOf } from "./filters";
import { fieldsOf } from "./form-service";

type FormRow = typeof forms.$inferSelect;
type Input = z.output<typeof formInputSchema>;

const figures = {
  answers: sql<number>`(select count(*)::int from form_submissions s where s.form_id = "forms"."id")`,
  unread: sql<number>`(select count(*)::int from form_submissions s where s.form_id = "forms"."id" and s.read_at is null and s.archived_at is null)`,
};

function adminFormOf(row: FormRow, f: { answers: number; unread: number }): AdminForm {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    submitLabel: row.submitLabel,
    successMessage: row.successMessage,
    fields: fieldsOf(row.fields),
    retentionDays: row.retentionDays,
    isPublished: row.isValid,
    ...f,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listAdminForms(
  db: Database,
  idSite: number,
  query: AdminFormQuery,
): Promise<AdminFormList> {
  return withSite(db, idSite, async (tx) => {
    const where = and(
      eq(forms.siteId, idSite),
      query.search
        ? or(ilike(forms.title, likePatternOf(query.search)), ilike(forms.slug, likePatternOf(query.search)))
        : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      tx
        .select({ row: forms, ...figures })
        .from(forms)
        .where(where)
        .orderBy(asc(forms.title), asc(forms.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      tx.select({ n: count() }).from(forms).where(where),
    ]);
    return {
      items: rows.map(({ row, ...f }) => adminFormOf(row, f)),
      total: counted?.n ?? 0,
      page: query.page,
      perPage: query.perPage,
    };
  });
}

async function readForm(tx: Tx, idSite: number, id: number): Promise<AdminForm> {
  const [found] = await tx
    .select({ row: forms, ...figures })
    .from(forms)
    .where(and(eq(forms.siteId, idSite), eq(forms.id, id)));
  if (!found) throw new ApiError(404, "form.notFound");
  const { row, ...f } = found;
  return adminFormOf(row, f);
}

export const adminForm = (db: Database, idSite: number, id: number) =>
  withSite(db, idSite, (tx) => readForm(tx, idSite, id));

async function formRowFor(tx: Tx, idSite: number, id: number): Promise<FormRow> {
  const [row] = await tx
    .select()
    .from(forms)
    .where(and(eq(forms.siteId, idSite), eq(forms.id, id)))
    .for("update");
  if (!row) throw new ApiError(404, "form.notFound");
  return row;
}

/** The columns an input writes: the description sanitized, an empty one stored as none. */
function columnsOf(input: Input) {
  const description = input.description ? sanitizeHtml(input.description).trim() : "";
  return {
    title: input.title,
    slug: input.slug,
    description: description || null,
    submitLabel: input.submitLabel,
    successMessage: input.successMessage,
    fields: input.fields as unknown[],
    retentionDays: input.retentionDays,
    isValid: input.isPublished,
  };
}

/** A second form at the same address is the field's error, not a 500. */
const uniqueSlug = <T>(write: () => Promise<T>) => uniqueField(write, "form.slugTaken");

export async function createForm(
  db: Database,
  idSite: number,
  user: SessionUser,
  input: Input,
): Promise<AdminForm> {
  return withSite(db, idSite, async (tx) => {
    const columns = columnsOf(input);
    const [row] = await uniqueSlug(() =>
      tx
        .insert(forms)
        .values({ siteId: idSite, ...columns })
        .returning({ id: forms.id }),
    );
    if (!row) throw new Error("createForm: no row");
    await recordAudit(tx, idSite, user, "form.create", `form:${row.id}`, { ...columns });
    return readForm(tx, idSite, row.id);
  });
}

export async function updateForm(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
  input: Input & { version: number },
): Promise<AdminForm> {
  return withSite(db, idSite, async (tx) => {
    const row = await formRowFor(tx, idSite, id);
    if (row.version !== input.version) {
      throw new ApiError(409, "form.stale", {}, { current: await readForm(tx, idSite, id) });
    }
    const columns = columnsOf(input);
    await uniqueSlug(() =>
      tx
        .update(forms)
        .set({ ...columns, version: row.version + 1, updatedAt: new Date() })
        .where(eq(forms.id, row.id)),
    );
    const before = Object.fromEntries(Object.keys(columns).map((key) => [key, row[key as keyof FormRow]]));
    await recordAudit(tx, idSite, user, "form.update", `form:${row.id}`, { before, after: columns });
    return readForm(tx, idSite, row.id);
  });
}

/**
 * DELETE /admin/form/{id}: a form with answers is unpublished (the table has no archive mark: an
 * unpublished form is what visitors cannot reach; its answers stay, erased by the retention job),
 * a form without answers is deleted.
 */
export async function deleteForm(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
): Promise<{ archived: boolean; title: string }> {
  return withSite(db, idSite, async (tx) => {
    const row = await formRowFor(tx, idSite, id);
    const [kept] = await tx
      .select({ n: count() })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.siteId, idSite), eq(formSubmissions.formId, row.id)));
    if ((kept?.n ?? 0) > 0) {
      await tx
        .update(forms)
        .set({ isValid: false, version: row.version + 1, updatedAt: new Date() })
        .where(eq(forms.id, row.id));
      await recordAudit(tx, idSite, user, "form.archive", `form:${row.id}`, { title: row.title });
      return { archived: true, title: row.title };
    }
    await tx.delete(forms).where(eq(forms.id, row.id));
    await recordAudit(tx, idSite, user, "form.delete", `form:${row.id}`, { title: row.title });
    return { archived: false, title: row.title };
  });
}
