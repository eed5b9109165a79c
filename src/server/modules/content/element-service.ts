// Element lists (spec §7 GET /element/{route}, /element/{route}/{id}, POST …/register; spec §3
// element list: items, total, filters {page, nbItem}; spec §9: 24 a page): events, workshops…
import { and, asc, count, eq, sql } from "drizzle-orm";
import {
  type Element,
  type ElementDetail,
  type ElementListInfo,
  type ElementPage,
  MAX_SEATS_PER_REGISTRATION,
  type RegistrationResult,
} from "../../../../schemas/content";
import type { ListQuery } from "../../../../schemas/list-query";
import { checkForm, type FieldError, type FormInput } from "../../../runtime/content/form-rules";
import { registrationFields } from "../../../runtime/content/standard-fields";
import { type Database, type Tx, withSite } from "../../db/client";
import { elementLists, elementRegistrations, elements } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { type IdOrSlug, imageOf, isoOf } from "./content-common";
import { filterConditions, orderOf } from "./filters";
import { queueRegistrationMailToOwner } from "./message-mail";

/** spec §9: element lists show 24 items a page. */
export const ELEMENT_PAGE_SIZE = 24;
export const elementListOptions = {
  defaultNbItem: ELEMENT_PAGE_SIZE,
  maxNbItem: 100,
  filterable: ["title", "startsAt", "location"],
  orderable: ["startsAt", "title", "order"],
  defaultOrderBy: "startsAt",
} as const;

/** The element-list routes that belong to the footer (spec §7), not to an element list. */
export const reservedElementRoutes = ["logo-footer", "link-footer"];

type ListRow = typeof elementLists.$inferSelect;
type ElementRow = typeof elements.$inferSelect;

const listInfoOf = (row: ListRow): ElementListInfo => ({
  id: row.id,
  route: row.route,
  title: row.title,
  description: row.description,
});

/** Registration is open when the owner opened it and the element has not started yet. */
function isOpen(row: ElementRow, now = new Date()): boolean {
  return row.registrationOpen && (row.startsAt === null || row.startsAt > now);
}

function elementOf(row: ElementRow, list: ListRow): Element {
  return {
    id: row.id,
    route: list.route,
    title: row.title,
    slug: row.slug,
    url: `/events/${list.route}/${row.slug}`,
    summary: row.summary,
    html: row.html,
    image: imageOf(row.image),
    startsAt: row.startsAt ? isoOf(row.startsAt) : null,
    endsAt: row.endsAt ? isoOf(row.endsAt) : null,
    location: row.location,
    price: row.price,
    capacity: row.capacity,
    registrationOpen: isOpen(row),
  };
}

async function listOf(tx: Tx, idSite: number, route: string): Promise<ListRow> {
  const [list] = await tx
    .select()
    .from(elementLists)
    .where(and(eq(elementLists.siteId, idSite), eq(elementLists.route, route)));
  if (!list) throw new ApiError(404, "error.elementListNotFound");
  return list;
}

async function elementRow(tx: Tx, idSite: number, list: ListRow, key: IdOrSlug, lock = false) {
  const query = tx
    .select()
    .from(elements)
    .where(
      and(
        eq(elements.siteId, idSite),
        eq(elements.listId, list.id),
        eq(elements.isValid, true),
        "id" in key ? eq(elements.id, key.id) : eq(elements.slug, key.slug),
      ),
    );
  // registrations lock the element: two visitors cannot both take the last seat
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new ApiError(404, "error.elementNotFound");
  return row;
}

export async function elementPage(
  db: Database,
  idSite: number,
  route: string,
  query: ListQuery,
): Promise<ElementPage> {
  return withSite(db, idSite, async (tx) => {
    const list = await listOf(tx, idSite, route);
    const where = and(
      eq(elements.siteId, idSite),
      eq(elements.listId, list.id),
      eq(elements.isValid, true),
      ...filterConditions(query.filters, {
        title: { column: elements.title, kind: "text" },
        startsAt: { column: elements.startsAt, kind: "date" },
        location: { column: elements.location, kind: "text" },
      }),
    );
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(elements)
        .where(where)
        .orderBy(
          ...orderOf(
            query.orderBy,
            { startsAt: elements.startsAt, title: elements.title, order: elements.order },
            elements.id,
          ),
        )
        .offset(query.offset)
        .limit(query.nbItem),
      tx.select({ n: count() }).from(elements).where(where),
    ]);
    return {
      list: listInfoOf(list),
      items: rows.map((r) => elementOf(r, list)),
      total: total?.n ?? 0,
      filters: { page: query.page, nbItem: query.nbItem },
    };
  });
}

export async function elementDetail(
  db: Database,
  idSite: number,
  route: string,
  key: IdOrSlug,
): Promise<ElementDetail> {
  return withSite(db, idSite, async (tx) => {
    const list = await listOf(tx, idSite, route);
    return { ...elementOf(await elementRow(tx, idSite, list, key), list), list: listInfoOf(list) };
  });
}

export type RegistrationOutcome =
  | { ok: true; result: RegistrationResult }
  | { ok: false; errors: Record<string, FieldError[]> };

/** POST /element/{route}/{id}/register: checked, then booked in one transaction. */
export async function registerToElement(
  db: Database,
  idSite: number,
  route: string,
  key: IdOrSlug,
  input: FormInput,
): Promise<RegistrationOutcome> {
  const { values, errors } = checkForm(registrationFields(), input);
  const seatsValue = values.seats;
  if (seatsValue !== null && seatsValue !== undefined && !Number.isInteger(seatsValue))
    errors.seats = [{ key: "validation.seats", params: { max: MAX_SEATS_PER_REGISTRATION } }];
  return withSite(db, idSite, async (tx) => {
    const list = await listOf(tx, idSite, route);
    const row = await elementRow(tx, idSite, list, key, true);
    if (!isOpen(row)) throw new ApiError(409, "error.registrationClosed");
    if (Object.keys(errors).length) return { ok: false, errors };
    const seats = typeof seatsValue === "number" ? seatsValue : 1;
    let remaining: number | null = null;
    if (row.capacity !== null) {
      const [taken] = await tx
        .select({ n: sql<number>`coalesce(sum(${elementRegistrations.seats}), 0)::int` })
        .from(elementRegistrations)
        .where(and(eq(elementRegistrations.siteId, idSite), eq(elementRegistrations.elementId, row.id)));
      const left = row.capacity - (taken?.n ?? 0);
      if (seats > left) throw new ApiError(409, "error.registrationFull", { remaining: Math.max(left, 0) });
      remaining = left - seats;
    }
    const [created] = await tx
      .insert(elementRegistrations)
      .values({
        siteId: idSite,
        elementId: row.id,
        firstname: String(values.firstname),
        lastname: String(values.lastname),
        email: String(values.email),
        phone: typeof values.phone === "string" ? values.phone : null,
        seats,
        message: typeof values.message === "string" ? values.message : null,
      })
      .returning({ id: elementRegistrations.id });
    if (!created) throw new Error("registration was not inserted");
    // the owner's notice is written with the registration: it leaves iff the seats are booked
    await queueRegistrationMailToOwner(tx, idSite, {
      element: row.title,
      firstname: String(values.firstname),
      lastname: String(values.lastname),
      email: String(values.email),
      phone: typeof values.phone === "string" ? values.phone : null,
      seats,
      message: typeof values.message === "string" ? values.message : null,
      remainingSeats: remaining,
    });
    return { ok: true, result: { id: created.id, seats, remainingSeats: remaining } };
  });
}

/** Every element of every list, for the sitemap. */
export async function allElementUrls(tx: Tx, idSite: number) {
  const rows = await tx
    .select({ route: elementLists.route, slug: elements.slug, updatedAt: elements.updatedAt })
    .from(elements)
    .innerJoin(elementLists, eq(elementLists.id, elements.listId))
    .where(and(eq(elements.siteId, idSite), eq(elements.isValid, true)))
    .orderBy(asc(elementLists.route), asc(elements.id));
  const routes = [...new Set(rows.map((r) => r.route))];
  return {
    lists: routes.map((route) => `/events/${route}`),
    elements: rows.map((r) => ({ url: `/events/${r.route}/${r.slug}`, updatedAt: r.updatedAt })),
  };
}
