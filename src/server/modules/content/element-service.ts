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
import { todayIn } from "../../../runtime/content/allowed-dates";
import { checkForm, type FieldError, type FormInput } from "../../../runtime/content/form-rules";
import { registrationFields } from "../../../runtime/content/standard-fields";
import { type Database, type Tx, withSite } from "../../db/client";
import { contentSlugRedirects, elementLists, elementRegistrations, elements } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { type IdOrSlug, imageOf, isoOf } from "./content-common";
import {
  announceSeatsChanged,
  countsPerDate,
  mailRegistrant,
  seatsByDateOf,
  seatsLeftOf,
  seatsOf,
} from "./element-registrations";
import { filterConditions, orderOf } from "./filters";
import { calendarCheckOf } from "./form-service";
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

/** Seats of the confirmed registrations of the element of the row, as a column. */
const seatsTaken = sql<number>`(select coalesce(sum(r.seats), 0)::int from element_registrations r where r.element_id = "elements"."id" and r.status = 'CONFIRMED')`;

function elementOf(row: ElementRow, list: ListRow, taken = 0): Element {
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
    seatsLeft: row.capacity === null || countsPerDate(row) ? null : Math.max(row.capacity - taken, 0),
    hasWaitingList: row.hasWaitingList,
    isPublished: row.isValid,
    calendarId: row.calendarId,
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

/** The element of `key` in `list`: published ones only, unless `withUnpublished` (an admin's view). */
async function elementRow(
  tx: Tx,
  idSite: number,
  list: ListRow,
  key: IdOrSlug,
  { lock = false, withUnpublished = false } = {},
) {
  const query = tx
    .select()
    .from(elements)
    .where(
      and(
        eq(elements.siteId, idSite),
        eq(elements.listId, list.id),
        withUnpublished ? undefined : eq(elements.isValid, true),
        "id" in key ? eq(elements.id, key.id) : eq(elements.slug, key.slug),
      ),
    );
  // registrations lock the element: two visitors cannot both take the last seat
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new ApiError(404, "error.elementNotFound", {}, await movedOf(tx, idSite, list, key));
  return row;
}

/** A former slug of an element of `list` (the owner renamed it): the caller redirects (301). */
async function movedOf(tx: Tx, idSite: number, list: ListRow, key: IdOrSlug) {
  if ("id" in key) return null;
  const [moved] = await tx
    .select({ slug: elements.slug })
    .from(contentSlugRedirects)
    .innerJoin(elements, eq(elements.id, contentSlugRedirects.targetId))
    .where(
      and(
        eq(contentSlugRedirects.siteId, idSite),
        eq(contentSlugRedirects.kind, "ELEMENT"),
        eq(contentSlugRedirects.oldSlug, `${list.route}/${key.slug}`),
        eq(elements.listId, list.id),
        eq(elements.isValid, true),
      ),
    );
  return moved ? { movedTo: moved.slug } : null;
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
        .select({ row: elements, taken: seatsTaken })
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
      items: rows.map((r) => elementOf(r.row, list, r.taken)),
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
  withUnpublished = false,
): Promise<ElementDetail> {
  return withSite(db, idSite, async (tx) => {
    const list = await listOf(tx, idSite, route);
    const row = await elementRow(tx, idSite, list, key, { withUnpublished });
    const { taken } = await seatsOf(tx, idSite, row);
    const dateSeats =
      row.capacity !== null && countsPerDate(row)
        ? (await seatsByDateOf(tx, idSite, row, todayIn())).flatMap((d) =>
            d.date !== null && d.seatsLeft !== null && d.seatsTaken > 0
              ? [{ date: d.date, seatsLeft: d.seatsLeft }]
              : [],
          )
        : null;
    return { ...elementOf(row, list, taken), list: listInfoOf(list), dateSeats };
  });
}

export type RegistrationOutcome =
  | { ok: true; result: RegistrationResult }
  | { ok: false; errors: Record<string, FieldError[]> };

/** What a visitor sent, checked against the registration's fields (a date when the element has a calendar). */
async function checkRegistration(tx: Tx, idSite: number, row: ElementRow, input: FormInput) {
  const fields = registrationFields("fr_FR", row.calendarId);
  const { values, errors } = checkForm(fields, input, await calendarCheckOf(tx, idSite, fields));
  const seatsValue = values.seats;
  if (seatsValue !== null && seatsValue !== undefined && !Number.isInteger(seatsValue))
    errors.seats = [{ key: "validation.seats", params: { max: MAX_SEATS_PER_REGISTRATION } }];
  const text = (name: string) =>
    typeof values[name] === "string" && values[name] ? String(values[name]) : null;
  return {
    errors,
    registration: {
      firstname: String(values.firstname),
      lastname: String(values.lastname),
      email: String(values.email),
      phone: text("phone"),
      seats: typeof seatsValue === "number" ? seatsValue : 1,
      message: text("message"),
      chosenDate: row.calendarId === null ? null : text("date"),
    },
  };
}

/**
 * The 409 of a registration that does not fit and has no waiting list: the event (or the date
 * chosen, when seats count per date) is full, or fewer seats are left than asked; the message is
 * also the field's (the date, or the seats), for the form to show beside it.
 */
function fullError(row: ElementRow, left: number): ApiError {
  const perDate = countsPerDate(row);
  const [key, field] =
    left === 0
      ? perDate
        ? (["error.dateFull", "date"] as const)
        : (["error.elementFull", null] as const)
      : perDate
        ? (["error.dateSeatsLeft", "seats"] as const)
        : (["error.registrationFull", null] as const);
  const params = { remaining: left };
  return new ApiError(409, key, params, {
    remaining: left,
    ...(field ? { errors: { [field]: [{ key, params }] } } : {}),
  });
}

/**
 * POST /element/{route}/{id}/register: checked, then booked in one transaction with the element's
 * row locked. CONFIRMED while the seats asked are left (on the date chosen, when the element
 * counts per date); else WAITING when the element keeps a waiting list; else a 409 ("complet", or
 * the seats left). `origin`: the storefront the mails link to.
 */
export async function registerToElement(
  db: Database,
  idSite: number,
  route: string,
  key: IdOrSlug,
  input: FormInput,
  origin: string,
): Promise<RegistrationOutcome> {
  return withSite(db, idSite, async (tx) => {
    const list = await listOf(tx, idSite, route);
    const row = await elementRow(tx, idSite, list, key, { lock: true });
    if (!isOpen(row)) throw new ApiError(409, "error.registrationClosed");
    const { errors, registration } = await checkRegistration(tx, idSite, row, input);
    if (Object.keys(errors).length) return { ok: false, errors };
    const left = await seatsLeftOf(tx, idSite, row, registration.chosenDate);
    const fits = left === null || registration.seats <= left;
    if (!fits && !row.hasWaitingList) throw fullError(row, left ?? 0);
    const status = fits ? ("CONFIRMED" as const) : ("WAITING" as const);
    const [created] = await tx
      .insert(elementRegistrations)
      .values({ siteId: idSite, elementId: row.id, ...registration, status })
      .returning();
    if (!created) throw new Error("registration was not inserted");
    const remaining = left === null ? null : fits ? left - registration.seats : left;
    // the mails are written with the registration: they leave iff the seats are booked
    await queueRegistrationMailToOwner(tx, idSite, {
      element: row.title,
      ...registration,
      remainingSeats: remaining,
      waiting: !fits,
    });
    await mailRegistrant(tx, idSite, fits ? "confirmed" : "waiting", created, row, origin);
    if (fits && left !== null) await announceSeatsChanged(tx, idSite);
    return {
      ok: true,
      result: { id: created.id, seats: registration.seats, remainingSeats: remaining, status },
    };
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
