// The inbox (issue 14 §5): one list of what visitors send — contact messages, form answers and
// event registrations (read only here) — unread first, then newest, filtered by kind and by the
// archive, paged in the database. Opening an item marks it read; an item is archived and brought
// back; the owner answers by mail (./inbox-reply.ts).
import { and, eq, type SQL, sql } from "drizzle-orm";
import type {
  InboxDetail,
  InboxItem,
  InboxKind,
  InboxList,
  InboxQueryParsed,
} from "../../../../schemas/form-admin";
import { type Database, queryRows, type Tx, withSite } from "../../db/client";
import { elementRegistrations, elements, formSubmissions, messages } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";
import { answerOf, filesOf, formOfSite, labelledValues, shownValue } from "./form-answers";

interface ItemRow {
  kind: InboxKind;
  id: number;
  from: string;
  email: string | null;
  subject: string;
  excerpt: string;
  read_at: Date | string | null;
  archived_at: Date | string | null;
  replied_at: Date | string | null;
  replied_by: string | null;
  created_at: Date | string;
}

const EXCERPT = 160;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The three kinds as one relation, with the columns the list shows; `replied_by` is the name (or
 * the e-mail) of the admin who answered last.
 */
function itemsOf(idSite: number): SQL {
  return sql`(select u.kind, u.id, u."from", u.email, u.subject, u.excerpt, u.read_at, u.archived_at,
    u.replied_at, u.created_at,
    (select coalesce(nullif(trim(coalesce(a.firstname, '') || ' ' || coalesce(a.lastname, '')), ''), a.email)
      from users a where a.id = u.replied_by_id) as replied_by
  from (
    select 'message' as kind, m.id, trim(m.firstname || ' ' || m.lastname) as "from", m.email,
      coalesce(nullif(m.subject, ''), 'Message de contact') as subject, left(m.message, ${EXCERPT}) as excerpt,
      m.read_at, m.archived_at, m.replied_at, m.replied_by as replied_by_id, m.created_at
    from messages m where m.site_id = ${idSite}
    union all
    select 'answer', s.id, coalesce(s.email, f.title), s.email, f.title, left(coalesce((select string_agg(v.value, ' · ') from jsonb_each_text(s.values) v
        where v.value is not null and v.value not in ('', 'false', '[]')), ''), ${EXCERPT}),
      s.read_at, s.archived_at, s.replied_at, s.replied_by, s.created_at
    from form_submissions s join forms f on f.id = s.form_id where s.site_id = ${idSite}
    union all
    select 'registration', r.id, trim(r.firstname || ' ' || r.lastname), r.email, e.title,
      r.seats || ' place(s)' || coalesce(' — ' || left(r.message, ${EXCERPT}), ''),
      r.read_at, r.archived_at, r.replied_at, r.replied_by, r.created_at
    from element_registrations r join elements e on e.id = r.element_id where r.site_id = ${idSite}
  ) as u) as items`;
}

const itemOf = (r: ItemRow): InboxItem => ({
  kind: r.kind,
  id: Number(r.id),
  from: r.from,
  email: r.email,
  subject: r.subject,
  excerpt: r.excerpt,
  readAt: iso(r.read_at),
  archivedAt: iso(r.archived_at),
  repliedAt: iso(r.replied_at),
  repliedBy: r.replied_by,
  createdAt: iso(r.created_at) ?? "",
});

export async function listInbox(db: Database, idSite: number, query: InboxQueryParsed): Promise<InboxList> {
  return withSite(db, idSite, async (tx) => {
    const where = sql`where ${query.archived ? sql`archived_at is not null` : sql`archived_at is null`}${
      query.kind ? sql` and kind = ${query.kind}` : sql``
    }${query.replied === undefined ? sql`` : query.replied ? sql` and replied_at is not null` : sql` and replied_at is null`}`;
    const rows = await queryRows<ItemRow>(
      tx,
      sql`select * from ${itemsOf(idSite)} ${where}
        order by (read_at is null) desc, created_at desc, kind, id desc
        limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`,
    );
    const [counted] = await queryRows<{ total: number }>(
      tx,
      sql`select count(*)::int as total from ${itemsOf(idSite)} ${where}`,
    );
    return {
      items: rows.map(itemOf),
      total: counted?.total ?? 0,
      unread: await unreadInboxCount(tx, idSite),
      page: query.page,
      perPage: query.perPage,
    };
  });
}

/** Unread items of every kind, not archived: the inbox's and the back-office home's figure. */
export async function unreadInboxCount(tx: Tx, idSite: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ${itemsOf(idSite)} where read_at is null and archived_at is null`,
  );
  return row?.n ?? 0;
}

/** The table of a kind, for the marks (read, archived) every kind has. */
const tableOf = {
  message: messages,
  answer: formSubmissions,
  registration: elementRegistrations,
} as const;

/** The owner answered the item by mail (in the reply's transaction): when, and who. */
export async function markReplied(tx: Tx, idSite: number, kind: InboxKind, id: number, user: SessionUser) {
  const table = tableOf[kind];
  await tx
    .update(table)
    .set({ repliedAt: new Date(), repliedBy: user.id })
    .where(and(eq(table.siteId, idSite), eq(table.id, id)));
}

async function itemRow(tx: Tx, idSite: number, kind: InboxKind, id: number): Promise<ItemRow> {
  const [row] = await queryRows<ItemRow>(
    tx,
    sql`select * from ${itemsOf(idSite)} where kind = ${kind} and id = ${id}`,
  );
  if (!row) throw new ApiError(404, "inbox.notFound");
  return row;
}

/** An item's full content: its values under their labels, and a form answer's files. */
async function detailOf(tx: Tx, idSite: number, kind: InboxKind, id: number): Promise<InboxDetail> {
  const item = itemOf(await itemRow(tx, idSite, kind, id));
  if (kind === "message") {
    const [m] = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.siteId, idSite), eq(messages.id, id)));
    if (!m) throw new ApiError(404, "inbox.notFound");
    const values = [
      { name: "email", label: "E-mail", value: m.email },
      { name: "phone", label: "Téléphone", value: m.phone ?? "" },
      { name: "subject", label: "Objet", value: m.subject ?? "" },
      { name: "message", label: "Message", value: m.message },
      ...Object.entries(m.extra).map(([label, value]) => ({ name: label, label, value: shownValue(value) })),
    ].filter((v) => v.value !== "");
    return { ...item, values, files: [], sourceId: null };
  }
  if (kind === "answer") {
    const [s] = await tx
      .select()
      .from(formSubmissions)
      .where(and(eq(formSubmissions.siteId, idSite), eq(formSubmissions.id, id)));
    if (!s) throw new ApiError(404, "inbox.notFound");
    const form = await formOfSite(tx, idSite, s.formId);
    const answer = answerOf(form, s, await filesOf(tx, idSite, [s.id]));
    return { ...item, values: answer.values, files: answer.files, sourceId: form.id };
  }
  const [r] = await tx
    .select({ registration: elementRegistrations, element: elements.title })
    .from(elementRegistrations)
    .innerJoin(elements, eq(elements.id, elementRegistrations.elementId))
    .where(and(eq(elementRegistrations.siteId, idSite), eq(elementRegistrations.id, id)));
  if (!r) throw new ApiError(404, "inbox.notFound");
  const g = r.registration;
  const values = labelledValues(
    [
      { name: "element", label: "Événement", type: "text", required: false },
      { name: "email", label: "E-mail", type: "email", required: false },
      { name: "phone", label: "Téléphone", type: "tel", required: false },
      { name: "seats", label: "Places", type: "number", required: false },
      { name: "chosenDate", label: "Date choisie", type: "date", required: false },
      { name: "status", label: "Statut", type: "text", required: false },
      { name: "message", label: "Message", type: "textarea", required: false },
    ],
    {
      element: r.element,
      email: g.email,
      phone: g.phone,
      seats: g.seats,
      chosenDate: g.chosenDate,
      status: { CONFIRMED: "Confirmée", WAITING: "En liste d’attente", CANCELLED: "Annulée" }[g.status],
      message: g.message,
    },
  ).filter((v) => v.value !== "");
  return { ...item, values, files: [], sourceId: g.elementId };
}

export const inboxDetail = (db: Database, idSite: number, kind: InboxKind, id: number) =>
  withSite(db, idSite, (tx) => detailOf(tx, idSite, kind, id));

/** Marks an item read or unread, archived or not; answers the item as it now is. */
export async function markInboxItem(
  db: Database,
  idSite: number,
  kind: InboxKind,
  id: number,
  user: SessionUser,
  marks: { read?: boolean | undefined; archived?: boolean | undefined },
): Promise<InboxDetail> {
  return withSite(db, idSite, async (tx) => {
    const table = tableOf[kind];
    const set: Record<string, unknown> = {};
    if (marks.read !== undefined) set.readAt = marks.read ? sql`coalesce(${table.readAt}, now())` : null;
    if (marks.archived !== undefined)
      set.archivedAt = marks.archived ? sql`coalesce(${table.archivedAt}, now())` : null;
    if (Object.keys(set).length) {
      const done = await tx
        .update(table)
        .set(set)
        .where(and(eq(table.siteId, idSite), eq(table.id, id)))
        .returning({ id: table.id });
      if (!done.length) throw new ApiError(404, "inbox.notFound");
      await recordAudit(tx, idSite, user, "inbox.mark", `${kind}:${id}`, { ...marks });
    }
    return detailOf(tx, idSite, kind, id);
  });
}
