// Contracts of the owner's forms and inbox (issue 14 §4, §5; DESIGN.md §7): /api/admin/form, its
// answers, and /api/admin/inbox. A form's labels and help texts are plain text, shown escaped; its
// description is rich text, sanitized on the server when written.
import { z } from "zod";
import { formFieldSchema } from "./content";

/**
 * The file types a form may accept: each is recognised by its content (its first bytes), never by
 * its name, so that a script renamed .pdf is refused (src/runtime/content/file-kinds.ts).
 */
export const formFileTypes = [
  ".pdf",
  ".jpg",
  ".jpeg",
  ".png",
  ".webp",
  ".docx",
  ".odt",
  ".xlsx",
  ".ods",
] as const;

/** A retention period: at least a day, at most ten years; three years unless the owner says. */
export const DEFAULT_RETENTION_DAYS = 1095;

const plainLabel = z.string().trim().min(1, { error: "Libellé obligatoire." }).max(500);

/**
 * One field as the owner writes it: the visitor-facing field (schemas/content.ts formFieldSchema)
 * with the builder's rules: a choice lists its options, a file accepts only content-checked types.
 */
export const adminFormFieldSchema = formFieldSchema
  .extend({
    label: plainLabel,
    help: z.string().trim().max(500).optional(),
    options: z.array(z.string().trim().min(1).max(200)).max(100).optional(),
    accept: z.array(z.enum(formFileTypes)).min(1).max(formFileTypes.length).optional(),
  })
  .superRefine((f, ctx) => {
    if ((f.type === "select" || f.type === "radio") && !(f.options?.length ?? 0))
      ctx.addIssue({ code: "custom", path: ["options"], message: "Donnez au moins un choix." });
    if (f.min !== undefined && f.max !== undefined && f.max < f.min)
      ctx.addIssue({ code: "custom", path: ["max"], message: "Le maximum doit dépasser le minimum." });
  });

export const formSlugSchema = z
  .string()
  .trim()
  .min(1, { error: "Adresse obligatoire." })
  .max(120, { error: "120 caractères au plus." })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Lettres minuscules, chiffres et tirets seulement." });

export const formInputSchema = z
  .object({
    title: z.string().trim().min(1, { error: "Titre obligatoire." }).max(200),
    slug: formSlugSchema,
    /** Rich text shown above the fields: sanitized on the server when saved. */
    description: z.string().max(20_000).nullable().default(null),
    submitLabel: z.string().trim().min(1, { error: "Libellé du bouton obligatoire." }).max(80),
    successMessage: z.string().trim().min(1, { error: "Message de confirmation obligatoire." }).max(1000),
    /** In the order the visitor sees them. */
    fields: z.array(adminFormFieldSchema).max(50),
    retentionDays: z
      .number({ error: "Un nombre de jours entre 1 et 3650." })
      .int({ error: "Un nombre de jours entre 1 et 3650." })
      .min(1, { error: "Un nombre de jours entre 1 et 3650." })
      .max(3650, { error: "Un nombre de jours entre 1 et 3650." })
      .default(DEFAULT_RETENTION_DAYS),
    /** false: visitors get a 404; the answers stay readable. */
    isPublished: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.fields.forEach((f, i) => {
      if (seen.has(f.name))
        ctx.addIssue({ code: "custom", path: ["fields", i, "name"], message: "Deux champs ont ce nom." });
      seen.add(f.name);
    });
  });
export type FormInput = z.input<typeof formInputSchema>;

export const formUpdateSchema = z.intersection(formInputSchema, z.object({ version: z.number().int() }));

export const adminFormSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  submitLabel: z.string(),
  successMessage: z.string(),
  fields: z.array(formFieldSchema),
  retentionDays: z.number(),
  isPublished: z.boolean(),
  /** Answers kept, and those not yet read in the inbox. */
  answers: z.number(),
  unread: z.number(),
  version: z.number(),
  updatedAt: z.string(),
});
export type AdminForm = z.infer<typeof adminFormSchema>;

export const ADMIN_LIST_PAGE_SIZES = [25, 50, 100] as const;
const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce
    .number()
    .int()
    .refine((n) => (ADMIN_LIST_PAGE_SIZES as readonly number[]).includes(n))
    .default(25),
};

export const adminFormQuerySchema = z.object({ search: z.string().trim().max(60).optional(), ...pageQuery });
export type AdminFormQuery = z.infer<typeof adminFormQuerySchema>;

export const adminFormListSchema = z.object({
  items: z.array(adminFormSchema),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});
export type AdminFormList = z.infer<typeof adminFormListSchema>;

/** A file sent with an answer: downloaded by admins only, through the back-office. */
export const answerFileSchema = z.object({
  id: z.number(),
  field: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number(),
  /** The back-office link that downloads it (a resource route that adds the session). */
  url: z.string(),
});
export type AnswerFile = z.infer<typeof answerFileSchema>;

/** One value of an answer, under its field's label (what the owner reads). */
export const answerValueSchema = z.object({ name: z.string(), label: z.string(), value: z.string() });

export const formAnswerSchema = z.object({
  id: z.number(),
  formId: z.number(),
  form: z.string(),
  email: z.string().nullable(),
  values: z.array(answerValueSchema),
  files: z.array(answerFileSchema),
  readAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  /** When the owner last answered it from the inbox (decision 115). */
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FormAnswer = z.infer<typeof formAnswerSchema>;

export const formAnswerQuerySchema = z.object({ ...pageQuery });
export const formAnswerListSchema = z.object({
  items: z.array(formAnswerSchema),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});
export type FormAnswerList = z.infer<typeof formAnswerListSchema>;

// ---- the inbox ------------------------------------------------------------------------------

export const inboxKinds = ["message", "answer", "registration"] as const;
export type InboxKind = (typeof inboxKinds)[number];

export const inboxQuerySchema = z.object({
  kind: z.enum(inboxKinds).optional(),
  /** false (default): what is not archived; true: the archive. */
  archived: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** Absent: all; true: those the owner answered from the inbox; false: those not answered yet. */
  replied: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true")),
  ...pageQuery,
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;
export type InboxQueryParsed = z.output<typeof inboxQuerySchema>;

export const inboxItemSchema = z.object({
  kind: z.enum(inboxKinds),
  id: z.number(),
  /** Who sent it: a name, an e-mail, or the form's title when the answer gives neither. */
  from: z.string(),
  email: z.string().nullable(),
  /** A subject, the form's title or the event's. */
  subject: z.string(),
  excerpt: z.string(),
  readAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  /** When the owner last answered it by mail from the inbox, and who did (name, or e-mail). */
  repliedAt: z.string().nullable(),
  repliedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxListSchema = z.object({
  items: z.array(inboxItemSchema),
  total: z.number(),
  /** Unread items of every kind that are not archived (the back-office home's figure). */
  unread: z.number(),
  page: z.number(),
  perPage: z.number(),
});
export type InboxList = z.infer<typeof inboxListSchema>;

/** One item opened: its full content as labelled values, and its files for a form answer. */
export const inboxDetailSchema = inboxItemSchema.extend({
  values: z.array(answerValueSchema),
  files: z.array(answerFileSchema),
  /** The form's or the event's id, for a link to it. */
  sourceId: z.number().nullable(),
});
export type InboxDetail = z.infer<typeof inboxDetailSchema>;

export const inboxMarkSchema = z.object({ archived: z.boolean().optional(), read: z.boolean().optional() });

export const inboxReplySchema = z.object({
  subject: z.string().trim().min(1, { error: "Objet obligatoire." }).max(200),
  text: z.string().trim().min(1, { error: "Écrivez votre réponse." }).max(20_000),
});
export type InboxReply = z.infer<typeof inboxReplySchema>;

export const inboxKindParam = z.enum(inboxKinds);
