// The owner's forms and their answers (issue 14 §4): /api/admin/form, as DESIGN.md §7 shapes admin
// calls, /api/admin/form/{id}/answer (paged, exported), and an answer's files for admins only.
import { type Context, Hono } from "hono";
import { stream } from "hono/streaming";
import {
  adminFormQuerySchema,
  type FormAnswer,
  formAnswerQuerySchema,
  formInputSchema,
  formUpdateSchema,
} from "../../../../schemas/form-admin";
import type { MessageKey } from "../../../runtime/messages/translate";
import { translate } from "../../../runtime/messages/translate";
import type { ApiDeps } from "../../api-deps";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { requireAdmin } from "../../http/auth";
import { csvDownload } from "../../http/csv";
import { ok } from "../../http/envelope";
import { readJson } from "../../http/read-body";
import { idParam, parseInput } from "../../http/validate";
import { adminForm, createForm, deleteForm, listAdminForms, updateForm } from "./admin-forms";
import { answerBatches, answerFile, formAnswer, listFormAnswers } from "./form-answers";

export const idOf = (raw: string | undefined, notFound: MessageKey) => {
  const id = idParam.safeParse(raw);
  if (!id.success) throw new ApiError(404, notFound);
  return id.data;
};

/** An admin's answer: never kept by a cache on the way. */
export function personal(c: Context<ApiEnv>, data: unknown, status: 200 | 201 = 200, message = "") {
  c.header("Cache-Control", "no-store");
  return ok(c, data, status, message);
}

/** `attachment; filename=…` for a name a visitor chose: ASCII fallback, UTF-8 form (RFC 6266). */
function dispositionOf(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\;]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

function answerRoutes(r: Hono<ApiEnv>, { db }: ApiDeps) {
  // the exports are declared before /:answer, so that "export.csv" is not read as an id
  r.get("/admin/form/:id/answer/export.csv", async (c) => {
    requireAdmin(c);
    const formId = idOf(c.req.param("id"), "form.notFound");
    const batches = answerBatches(db, c.get("site").id, formId);
    // the first batch names the columns: the form's fields as they are now
    const first = await batches.next();
    if (first.done) throw new ApiError(404, "form.notFound");
    const { form, answers: firstAnswers } = first.value;
    const columns = ["N°", "Reçue le", "E-mail", ...form.fields.map((f) => f.label), "Fichiers"];
    const rowsOf = (answers: FormAnswer[]) =>
      answers.map((a) => [
        String(a.id),
        a.createdAt,
        a.email ?? "",
        ...form.fields.map((f) => a.values.find((v) => v.name === f.name)?.value ?? ""),
        a.files.map((f) => f.filename).join(", "),
      ]);
    async function* rows() {
      yield rowsOf(firstAnswers);
      for await (const batch of batches) yield rowsOf(batch.answers);
    }
    return csvDownload(c, `reponses-formulaire-${formId}.csv`, columns, rows());
  });

  r.get("/admin/form/:id/answer/export.json", async (c) => {
    requireAdmin(c);
    const formId = idOf(c.req.param("id"), "form.notFound");
    const batches = answerBatches(db, c.get("site").id, formId);
    const first = await batches.next();
    if (first.done) throw new ApiError(404, "form.notFound");
    const firstAnswers = first.value.answers;
    c.header("Content-Type", "application/json; charset=UTF-8");
    c.header("Content-Disposition", `attachment; filename="reponses-formulaire-${formId}.json"`);
    c.header("Cache-Control", "private, no-store");
    return stream(c, async (out) => {
      await out.write('{"success":true,"message":"","data":[');
      let sep = "";
      const write = async (answers: FormAnswer[]) => {
        for (const answer of answers) {
          await out.write(`${sep}${JSON.stringify(answer)}`);
          sep = ",";
        }
      };
      await write(firstAnswers);
      for await (const batch of batches) await write(batch.answers);
      await out.write("]}");
    });
  });

  r.get("/admin/form/:id/answer", async (c) => {
    requireAdmin(c);
    const query = parseInput(formAnswerQuerySchema, c.req.query());
    const formId = idOf(c.req.param("id"), "form.notFound");
    return personal(c, await listFormAnswers(db, c.get("site").id, formId, query));
  });

  r.get("/admin/form/:id/answer/:answer", async (c) => {
    requireAdmin(c);
    const formId = idOf(c.req.param("id"), "form.notFound");
    const answerId = idOf(c.req.param("answer"), "answer.notFound");
    return personal(c, await formAnswer(db, c.get("site").id, formId, answerId));
  });

  // a visitor's file: served as a download, never rendered in the site's origin
  r.get("/admin/form/:id/answer/:answer/file/:file", async (c) => {
    requireAdmin(c);
    const file = await answerFile(
      db,
      c.get("site").id,
      idOf(c.req.param("id"), "form.notFound"),
      idOf(c.req.param("answer"), "answer.notFound"),
      idOf(c.req.param("file"), "answer.fileNotFound"),
    );
    return new Response(new Uint8Array(file.data), {
      headers: {
        "Content-Type": file.contentType,
        "Content-Disposition": dispositionOf(file.filename),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "sandbox; default-src 'none'",
      },
    });
  });
}

export function adminFormRoutes(deps: ApiDeps) {
  const { db } = deps;
  const r = new Hono<ApiEnv>();

  r.get("/admin/form", async (c) => {
    requireAdmin(c);
    const query = parseInput(adminFormQuerySchema, c.req.query());
    return personal(c, await listAdminForms(db, c.get("site").id, query));
  });

  r.post("/admin/form", async (c) => {
    const user = requireAdmin(c);
    const input = parseInput(formInputSchema, await readJson(c), 422);
    const saved = await createForm(db, c.get("site").id, user, input);
    return personal(c, saved, 201, translate(c.get("lang"), "form.created", { title: saved.title }));
  });

  answerRoutes(r, deps);

  r.get("/admin/form/:id", async (c) => {
    requireAdmin(c);
    return personal(c, await adminForm(db, c.get("site").id, idOf(c.req.param("id"), "form.notFound")));
  });

  r.put("/admin/form/:id", async (c) => {
    const user = requireAdmin(c);
    const id = idOf(c.req.param("id"), "form.notFound");
    const input = parseInput(formUpdateSchema, await readJson(c), 422);
    const saved = await updateForm(db, c.get("site").id, user, id, input);
    return personal(c, saved, 200, translate(c.get("lang"), "form.saved", { title: saved.title }));
  });

  r.delete("/admin/form/:id", async (c) => {
    const user = requireAdmin(c);
    const result = await deleteForm(db, c.get("site").id, user, idOf(c.req.param("id"), "form.notFound"));
    const key = result.archived ? "form.archived" : "form.deleted";
    return personal(c, result, 200, translate(c.get("lang"), key, { title: result.title }));
  });

  return r;
}
