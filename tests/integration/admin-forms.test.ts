// The owner's forms (issue 14 §4) on the demo domaine (site 2): built, saved (409 on a stale
// version), unpublished or deleted; answered by visitors with files checked by their content; the
// answers listed, downloaded and exported by the site's admins only; erased after their retention.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminForm, AdminFormList, FormAnswer, FormAnswerList } from "../../schemas/form-admin";
import { withSite } from "../../src/server/db/client";
import { adminAudit, formSubmissionFiles, formSubmissions, mailOutbox } from "../../src/server/db/schema";
import { eraseExpiredAnswers } from "../../src/server/modules/content/form-retention";
import { scriptVectorsIn, xssCorpus } from "../fixtures/xss-corpus";
import { userWithSession } from "../support/admin-session";
import { apiCaller } from "../support/api-call";
import { createTestPlatform, envelopeOf } from "../support/test-platform";

const platform = await createTestPlatform({ runJobs: false });
afterAll(() => platform.close());

const call = apiCaller(platform, { site: 2 });
const errorsOf = (data: unknown) => (data as { errors: Record<string, string[]> }).errors;

/** The first bytes of a real PDF: what the content check looks for. */
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

let admin: string;

const formBody = (extra: Record<string, unknown> = {}) => ({
  title: "Demande de devis",
  slug: `devis-${Math.random().toString(36).slice(2, 8)}`,
  description: "<p>Votre projet</p>",
  submitLabel: "Envoyer la demande",
  successMessage: "Merci, nous revenons vers vous.",
  fields: [
    { name: "name", label: "Nom", type: "text", required: true },
    { name: "email", label: "E-mail", type: "email", required: true, help: "Pour vous répondre" },
    { name: "phone", label: "Téléphone", type: "tel" },
    { name: "bottles", label: "Bouteilles", type: "number", min: 6, max: 600 },
    { name: "day", label: "Date souhaitée", type: "date" },
    { name: "wine", label: "Vin", type: "select", options: ["Rouge", "Blanc"] },
    { name: "consent", label: "J’accepte d’être recontacté", type: "checkbox", required: true },
    { name: "plan", label: "Plan", type: "file", accept: [".pdf"], maxSizeMb: 1 },
  ],
  ...extra,
});

async function createForm(extra: Record<string, unknown> = {}) {
  const created = await call<AdminForm>("/admin/form", {
    method: "POST",
    token: admin,
    json: formBody(extra),
  });
  expect(created.status).toBe(201);
  return created.data;
}

async function submit(form: AdminForm, file?: File, values: Record<string, string> = {}) {
  const data = new FormData();
  const all = {
    name: "Léa Martin",
    email: "Lea@Example.fr",
    bottles: "24",
    wine: "Rouge",
    consent: "on",
    ...values,
  };
  for (const [k, v] of Object.entries(all)) data.append(k, v);
  if (file) data.append("plan", file);
  const response = await platform.call(`/api/forms/${form.id}/submit`, {
    site: 2,
    method: "POST",
    body: data,
  });
  return { status: response.status, body: await envelopeOf(response) };
}

beforeAll(async () => {
  admin = (await userWithSession(platform.db, 2, "ADMIN")).token;
});

describe("/api/admin/form", () => {
  it("is the site's admins' only: 401 for a visitor, 403 for a customer, 404 for another site's admin", async () => {
    const form = await createForm();
    const customer = await userWithSession(platform.db, 2, "CUSTOMER");
    const calls = [
      ["GET", "/admin/form"],
      ["POST", "/admin/form"],
      ["GET", `/admin/form/${form.id}`],
      ["PUT", `/admin/form/${form.id}`],
      ["DELETE", `/admin/form/${form.id}`],
      ["GET", `/admin/form/${form.id}/answer`],
      ["GET", `/admin/form/${form.id}/answer/export.csv`],
    ] as const;
    for (const [method, path] of calls) {
      const json = method === "POST" || method === "PUT" ? formBody() : undefined;
      expect((await call(path, { method, json })).status, `${method} ${path}`).toBe(401);
      expect((await call(path, { method, token: customer.token, json })).status, `${method} ${path}`).toBe(
        403,
      );
    }
    const other = await userWithSession(platform.db, 1, "ADMIN");
    for (const [method, path] of calls.slice(2)) {
      const json = method === "PUT" ? { ...formBody(), version: form.version } : undefined;
      const answer = await call(path, { method, token: other.token, site: 1, json });
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    const list = await call<AdminFormList>("/admin/form?perPage=100", { token: other.token, site: 1 });
    expect(list.data.items.some((f) => f.id === form.id)).toBe(false);
    expect((await call(`/admin/form/${form.id}`, { token: admin })).status).toBe(200);
  });

  it("refuses bad fields beside their names, and a taken address", async () => {
    const bad = await call("/admin/form", {
      method: "POST",
      token: admin,
      json: formBody({
        title: " ",
        slug: "Pas Bon",
        retentionDays: 0,
        fields: [
          { name: "a", label: "Choix", type: "select" },
          { name: "a", label: "Fichier", type: "file", accept: [".exe"] },
          { name: "1x", label: "", type: "text" },
        ],
      }),
    });
    expect(bad.status).toBe(422);
    const errors = errorsOf(bad.data);
    expect(Object.keys(errors).sort()).toEqual(
      [
        "fields.0.options",
        "fields.1.accept.0",
        "fields.2.label",
        "fields.2.name",
        "retentionDays",
        "slug",
        "title",
      ].sort(),
    );
    expect(errors.slug).toEqual(["Lettres minuscules, chiffres et tirets seulement."]);
    const twice = await call("/admin/form", {
      method: "POST",
      token: admin,
      json: formBody({
        fields: [
          { name: "a", label: "Un", type: "text" },
          { name: "a", label: "Deux", type: "text" },
        ],
      }),
    });
    expect(errorsOf(twice.data)).toEqual({ "fields.1.name": ["Deux champs ont ce nom."] });
    const first = await createForm();
    const again = await call("/admin/form", {
      method: "POST",
      token: admin,
      json: formBody({ slug: first.slug }),
    });
    expect(again.status).toBe(422);
    expect(errorsOf(again.data).slug).toEqual(["Un autre formulaire du site a déjà cette adresse"]);
  });

  it("keeps the seed's forms valid for the builder: each saves back unchanged", async () => {
    const list = await call<AdminFormList>("/admin/form?perPage=100", { token: admin });
    expect(list.data.items.length).toBeGreaterThan(0);
    for (const form of list.data.items.filter((f) => !f.slug.startsWith("devis-"))) {
      const { id: _id, answers: _a, unread: _u, updatedAt: _t, ...input } = form;
      const saved = await call<AdminForm>(`/admin/form/${form.id}`, {
        method: "PUT",
        token: admin,
        json: input,
      });
      expect(saved.status, form.slug).toBe(200);
      expect(saved.data.fields).toEqual(form.fields);
    }
  });

  it("saves with the version it read; a stale version is a 409 with the saved form", async () => {
    const form = await createForm();
    expect(form).toMatchObject({ retentionDays: 1095, isPublished: true, version: 1, answers: 0 });
    const { id: _id, answers: _a, unread: _u, updatedAt: _t, ...input } = form;
    const saved = await call<AdminForm>(`/admin/form/${form.id}`, {
      method: "PUT",
      token: admin,
      json: { ...input, title: "Devis de mariage", retentionDays: 30 },
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ title: "Devis de mariage", retentionDays: 30, version: 2 });
    const stale = await call<{ current: AdminForm }>(`/admin/form/${form.id}`, {
      method: "PUT",
      token: admin,
      json: { ...input, title: "Trop tard" },
    });
    expect(stale.status).toBe(409);
    expect(stale.data.current).toMatchObject({ title: "Devis de mariage", version: 2 });
    // both writes are in the audit trail, the stale one is not
    const trail = await withSite(platform.db, 2, (tx) =>
      tx
        .select()
        .from(adminAudit)
        .where(eq(adminAudit.target, `form:${form.id}`)),
    );
    expect(trail.map((t) => t.action).sort()).toEqual(["form.create", "form.update"]);
  });

  it("keeps hostile labels as plain text and sanitizes the description when saved", async () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(30);
    const labels = xssCorpus.slice(0, 40).map((p) => p.slice(0, 500));
    const form = await createForm({
      description: xssCorpus.join("\n"),
      fields: labels.map((label, i) => ({ name: `f${i}`, label, type: "text", help: label })),
    });
    expect(scriptVectorsIn(form.description ?? "")).toEqual([]);
    const visitor = await call<{ fields: { label: string; help?: string }[]; description: string }>(
      `/forms/${form.id}`,
    );
    // the words are kept as they were typed: every place that shows them escapes them
    expect(visitor.data.fields.map((f) => f.label)).toEqual(labels.map((l) => l.trim()));
    expect(scriptVectorsIn(visitor.data.description)).toEqual([]);
  });

  it("unpublishes a form with answers (kept) and deletes one without", async () => {
    const empty = await createForm();
    const gone = await call<{ archived: boolean }>(`/admin/form/${empty.id}`, {
      method: "DELETE",
      token: admin,
    });
    expect(gone.data.archived).toBe(false);
    expect((await call(`/admin/form/${empty.id}`, { token: admin })).status).toBe(404);

    const answered = await createForm();
    expect((await submit(answered)).status).toBe(201);
    const archived = await call<{ archived: boolean }>(`/admin/form/${answered.id}`, {
      method: "DELETE",
      token: admin,
    });
    expect(archived.data.archived).toBe(true);
    expect((await call(`/forms/${answered.id}`)).status).toBe(404);
    const kept = await call<AdminForm>(`/admin/form/${answered.id}`, { token: admin });
    expect(kept.data).toMatchObject({ isPublished: false, answers: 1 });
  });
});

describe("answers", () => {
  it("checks each file by its content, stores the answer with its e-mail, and mails the owner links", async () => {
    const form = await createForm();
    const renamed = await submit(
      form,
      new File(["#!/bin/sh\necho pwned"], "plan.pdf", { type: "application/pdf" }),
    );
    expect(renamed.status).toBe(422);
    expect(errorsOf(renamed.body.data).plan).toEqual([
      "Le fichier plan.pdf n’est pas ce que son nom annonce (son contenu est vérifié)",
    ]);
    const bad = await submit(form, undefined, { email: "non", bottles: "2", wine: "Rosé", consent: "" });
    expect(bad.status).toBe(422);
    expect(Object.keys(errorsOf(bad.body.data)).sort()).toEqual(["bottles", "consent", "email", "wine"]);

    const ok = await submit(form, new File([PDF], "plan.pdf", { type: "application/octet-stream" }));
    expect(ok.status).toBe(201);
    const answerId = (ok.body.data as { id: number }).id;
    const [stored] = await withSite(platform.db, 2, (tx) =>
      tx.select().from(formSubmissions).where(eq(formSubmissions.id, answerId)),
    );
    expect(stored).toMatchObject({ email: "lea@example.fr" });
    expect(stored?.mailedAt).not.toBeNull();
    const [mail] = await withSite(platform.db, 2, (tx) =>
      tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.siteId, 2), eq(mailOutbox.kind, "form.answer")))
        .orderBy(desc(mailOutbox.id))
        .limit(1),
    );
    expect(mail).toMatchObject({ toAddress: "contact@domaine.vinisite.fr", replyTo: "lea@example.fr" });
    expect(mail?.text).toContain("Bouteilles : 24");
    expect(mail?.text).toMatch(
      new RegExp(
        `Plan : plan\\.pdf, à télécharger depuis l’administration : https?://[^\\s]+/admin/forms/files/${form.id}/answer/${answerId}/file/\\d+`,
      ),
    );

    const list = await call<FormAnswerList>(`/admin/form/${form.id}/answer`, { token: admin });
    expect(list.data.total).toBe(1);
    const answer = list.data.items[0] as FormAnswer;
    expect(answer.values.find((v) => v.name === "wine")).toEqual({
      name: "wine",
      label: "Vin",
      value: "Rouge",
    });
    expect(answer.files).toHaveLength(1);
    const file = answer.files[0];
    expect(file).toMatchObject({ filename: "plan.pdf", contentType: "application/pdf", size: PDF.length });

    const download = await platform.call(`/api/admin/form/${form.id}/answer/${answerId}/file/${file?.id}`, {
      site: 2,
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toMatch(/^attachment; filename="plan.pdf"/);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
    const customer = await userWithSession(platform.db, 2, "CUSTOMER");
    const path = `/admin/form/${form.id}/answer/${answerId}/file/${file?.id}`;
    expect((await call(path)).status).toBe(401);
    expect((await call(path, { token: customer.token })).status).toBe(403);
    const other = await userWithSession(platform.db, 1, "ADMIN");
    expect((await call(path, { token: other.token, site: 1 })).status).toBe(404);
  });

  it("exports the answers as CSV (BOM, ;) and JSON", async () => {
    const form = await createForm();
    await submit(form, undefined, { name: '=HYPERLINK("http://x")' });
    const csv = await platform.call(`/api/admin/form/${form.id}/answer/export.csv`, {
      site: 2,
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(csv.status).toBe(200);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text.startsWith("\uFEFFN°;Reçue le;E-mail;Nom;E-mail;Téléphone")).toBe(true);
    expect(text).toContain("'=HYPERLINK");
    const json = await platform.call(`/api/admin/form/${form.id}/answer/export.json`, {
      site: 2,
      headers: { Authorization: `Bearer ${admin}` },
    });
    const body = (await json.json()) as { data: FormAnswer[] };
    expect(body.data).toHaveLength(1);
    expect(body.data[0]?.email).toBe("lea@example.fr");
  });

  it("erases the answers and their files once their form's retention has passed", async () => {
    const short = await createForm({ retentionDays: 10 });
    const long = await createForm();
    expect((await submit(short, new File([PDF], "plan.pdf"))).status).toBe(201);
    expect((await submit(long)).status).toBe(201);
    const now = Date.now();
    expect(await eraseExpiredAnswers(platform.db, new Date(now + 9 * 86_400_000))).toBe(0);
    const erased = await eraseExpiredAnswers(platform.db, new Date(now + 11 * 86_400_000));
    expect(erased).toBeGreaterThanOrEqual(1);
    const rows = await withSite(platform.db, 2, (tx) => tx.select().from(formSubmissions));
    expect(rows.some((r) => r.formId === short.id)).toBe(false);
    expect(rows.some((r) => r.formId === long.id)).toBe(true);
    const files = await withSite(platform.db, 2, (tx) => tx.select().from(formSubmissionFiles));
    expect(files.every((f) => rows.some((r) => r.id === f.submissionId))).toBe(true);
    // three years on, the default retention has passed too
    await eraseExpiredAnswers(platform.db, new Date(now + 1096 * 86_400_000));
    const later = await withSite(platform.db, 2, (tx) => tx.select().from(formSubmissions));
    expect(later.some((r) => r.formId === long.id)).toBe(false);
  });
});
