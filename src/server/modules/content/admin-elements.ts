// The owner's events (issue 14 §3, DESIGN.md §7): the element routes (/api/admin/element) and their
// items (/api/admin/element/{route}/item). Rich text is sanitized here, at write time, as layouts
// and settings are; a slug changed keeps the old address as a 301 (content_slug_redirects, kind
// ELEMENT, keyed "route/slug"); an item that registrations name is unpublished, not deleted.
import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  AdminElement,
  AdminElementList,
  AdminElementQuery,
  AdminElementRoute,
  elementInputSchema,
  elementRouteInputSchema,
} from "../../../../schemas/element";
import { slugOf } from "../../../runtime/text/slug";
import { type Database, type Tx, withSite } from "../../db/client";
import {
  calendars,
  contentSlugRedirects,
  elementLists,
  elementRegistrations,
  elements,
} from "../../db/schema";
import { ApiError, ruleError } from "../../http/api-error";
import { sanitizeHtml } from "../../security/sanitize";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";
import { recordSlugChange, uniqueField } from "./desk-common";
import { promoteWaiting } from "./element-registrations";
import { likePatternOf } from "./filters";

type RouteRow = typeof elementLists.$inferSelect;
type ElementRow = typeof elements.$inferSelect;
type RouteInput = z.output<typeof elementRouteInputSchema>;
type ElementInput = z.output<typeof elementInputSchema>;

const itemCount = sql<number>`(select count(*)::int from elements e where e.list_id = "element_lists"."id")`;
const seatFigures = {
  seatsTaken: sql<number>`(select coalesce(sum(r.seats), 0)::int from element_registrations r where r.element_id = "elements"."id" and r.status = 'CONFIRMED')`,
  seatsWaiting: sql<number>`(select coalesce(sum(r.seats), 0)::int from element_registrations r where r.element_id = "elements"."id" and r.status = 'WAITING')`,
};

const adminRouteOf = (row: RouteRow, items: number): AdminElementRoute => ({
  id: row.id,
  route: row.route,
  title: row.title,
  description: row.description,
  items,
  version: row.version,
});

function adminElementOf(
  row: ElementRow,
  route: string,
  f: { seatsTaken: number; seatsWaiting: number },
): AdminElement {
  return {
    id: row.id,
    route,
    title: row.title,
    slug: row.slug,
    url: `/events/${route}/${row.slug}`,
    summary: row.summary,
    html: row.html,
    image: row.image ? { src: row.image.src, alt: row.image.alt } : null,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    location: row.location,
    price: row.price,
    capacity: row.capacity,
    registrationOpen: row.registrationOpen,
    calendarId: row.calendarId,
    hasWaitingList: row.hasWaitingList,
    order: row.order,
    isValid: row.isValid,
    ...f,
    version: row.version,
  };
}

/** A list's route or an element's slug taken is that field's error, not a 500. */
const unique = <T>(write: () => Promise<T>, key: "element.routeTaken" | "element.slugTaken") =>
  uniqueField(write, key, key === "element.routeTaken" ? "route" : "slug");

// ---------------------------------------------------------------- routes

export async function listElementRoutes(db: Database, idSite: number): Promise<AdminElementRoute[]> {
  return withSite(db, idSite, async (tx) => {
    const rows = await tx
      .select({ row: elementLists, items: itemCount })
      .from(elementLists)
      .where(eq(elementLists.siteId, idSite))
      .orderBy(asc(elementLists.title), asc(elementLists.id));
    return rows.map(({ row, items }) => adminRouteOf(row, items));
  });
}

/** The route named `route` of the site (locked when it is to be written), or a 404. */
export async function routeRowOf(tx: Tx, idSite: number, route: string, lock = false): Promise<RouteRow> {
  const query = tx
    .select()
    .from(elementLists)
    .where(and(eq(elementLists.siteId, idSite), eq(elementLists.route, route)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new ApiError(404, "error.elementListNotFound");
  return row;
}

async function readRoute(tx: Tx, idSite: number, id: number): Promise<AdminElementRoute> {
  const [found] = await tx
    .select({ row: elementLists, items: itemCount })
    .from(elementLists)
    .where(and(eq(elementLists.siteId, idSite), eq(elementLists.id, id)));
  if (!found) throw new ApiError(404, "error.elementListNotFound");
  return adminRouteOf(found.row, found.items);
}

export const adminElementRoute = (db: Database, idSite: number, route: string) =>
  withSite(db, idSite, async (tx) => readRoute(tx, idSite, (await routeRowOf(tx, idSite, route)).id));

export async function createElementRoute(db: Database, idSite: number, user: SessionUser, input: RouteInput) {
  return withSite(db, idSite, async (tx) => {
    const [row] = await unique(
      () =>
        tx
          .insert(elementLists)
          .values({ siteId: idSite, ...input })
          .returning(),
      "element.routeTaken",
    );
    if (!row) throw new Error("createElementRoute: no row");
    await recordAudit(tx, idSite, user, "element.route.create", `element-list:${row.id}`, { ...input });
    return readRoute(tx, idSite, row.id);
  });
}

export async function updateElementRoute(
  db: Database,
  idSite: number,
  user: SessionUser,
  route: string,
  input: RouteInput & { version: number },
) {
  return withSite(db, idSite, async (tx) => {
    const row = await routeRowOf(tx, idSite, route, true);
    if (row.version !== input.version)
      throw new ApiError(409, "element.routeStale", {}, { current: await readRoute(tx, idSite, row.id) });
    const columns = { route: input.route, title: input.title, description: input.description };
    await unique(
      () =>
        tx
          .update(elementLists)
          .set({ ...columns, version: row.version + 1 })
          .where(eq(elementLists.id, row.id)),
      "element.routeTaken",
    );
    const before = { route: row.route, title: row.title, description: row.description };
    await recordAudit(tx, idSite, user, "element.route.update", `element-list:${row.id}`, {
      before,
      after: columns,
    });
    return readRoute(tx, idSite, row.id);
  });
}

/** DELETE /admin/element/{route}: refused (409) while registrations name one of its items. */
export async function deleteElementRoute(db: Database, idSite: number, user: SessionUser, route: string) {
  return withSite(db, idSite, async (tx) => {
    const row = await routeRowOf(tx, idSite, route, true);
    const [named] = await tx
      .select({ id: elementRegistrations.id })
      .from(elementRegistrations)
      .innerJoin(elements, eq(elements.id, elementRegistrations.elementId))
      .where(and(eq(elementRegistrations.siteId, idSite), eq(elements.listId, row.id)))
      .limit(1);
    if (named) throw new ApiError(409, "element.routeInUse");
    await tx.delete(elementLists).where(eq(elementLists.id, row.id));
    await recordAudit(tx, idSite, user, "element.route.delete", `element-list:${row.id}`, {
      route: row.route,
    });
    return { route: row.route, title: row.title };
  });
}

// ---------------------------------------------------------------- items

export async function listElements(
  db: Database,
  idSite: number,
  route: string,
  query: AdminElementQuery,
): Promise<AdminElementList> {
  return withSite(db, idSite, async (tx) => {
    const list = await routeRowOf(tx, idSite, route);
    const where = and(
      eq(elements.siteId, idSite),
      eq(elements.listId, list.id),
      query.search
        ? or(
            ilike(elements.title, likePatternOf(query.search)),
            ilike(sql`coalesce(${elements.location}, '')`, likePatternOf(query.search)),
          )
        : undefined,
    );
    const [rows, [counted], items] = await Promise.all([
      tx
        .select({ row: elements, ...seatFigures })
        .from(elements)
        .where(where)
        .orderBy(sql`${elements.startsAt} desc nulls last`, asc(elements.order), asc(elements.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      tx.select({ n: count() }).from(elements).where(where),
      tx.select({ n: count() }).from(elements).where(eq(elements.listId, list.id)),
    ]);
    return {
      route: adminRouteOf(list, items[0]?.n ?? 0),
      items: rows.map(({ row, ...f }) => adminElementOf(row, list.route, f)),
      total: counted?.n ?? 0,
      page: query.page,
      perPage: query.perPage,
    };
  });
}

/** The item `id` of `list`, locked: every writer of an element's seats locks its row first. */
export async function elementRowFor(tx: Tx, idSite: number, list: RouteRow, id: number): Promise<ElementRow> {
  const [row] = await tx
    .select()
    .from(elements)
    .where(and(eq(elements.siteId, idSite), eq(elements.listId, list.id), eq(elements.id, id)))
    .for("update");
  if (!row) throw new ApiError(404, "error.elementNotFound");
  return row;
}

export async function readElement(tx: Tx, idSite: number, list: RouteRow, id: number): Promise<AdminElement> {
  const [found] = await tx
    .select({ row: elements, ...seatFigures })
    .from(elements)
    .where(and(eq(elements.siteId, idSite), eq(elements.listId, list.id), eq(elements.id, id)));
  if (!found) throw new ApiError(404, "error.elementNotFound");
  const { row, ...f } = found;
  return adminElementOf(row, list.route, f);
}

export const adminElement = (db: Database, idSite: number, route: string, id: number) =>
  withSite(db, idSite, async (tx) => readElement(tx, idSite, await routeRowOf(tx, idSite, route), id));

/** The columns an input writes: the slug from the title when empty, the html sanitized. */
async function columnsOf(tx: Tx, idSite: number, input: ElementInput) {
  if (input.calendarId !== null) {
    const [calendar] = await tx
      .select({ id: calendars.id })
      .from(calendars)
      .where(and(eq(calendars.siteId, idSite), eq(calendars.id, input.calendarId)));
    if (!calendar) throw ruleError("element.calendarUnknown", {}, "calendarId");
  }
  const slug = input.slug || slugOf(input.title).slice(0, 100) || "evenement";
  return {
    title: input.title,
    slug,
    summary: input.summary,
    html: sanitizeHtml(input.html),
    image: input.image ? { src: input.image.src, alt: input.image.alt, width: null, height: null } : null,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    location: input.location,
    price: input.price,
    capacity: input.capacity,
    registrationOpen: input.registrationOpen,
    calendarId: input.calendarId,
    hasWaitingList: input.hasWaitingList,
    order: input.order,
    isValid: input.isValid,
  };
}

export async function createElement(
  db: Database,
  idSite: number,
  user: SessionUser,
  route: string,
  input: ElementInput,
): Promise<AdminElement> {
  return withSite(db, idSite, async (tx) => {
    const list = await routeRowOf(tx, idSite, route);
    const columns = await columnsOf(tx, idSite, input);
    const [row] = await unique(
      () =>
        tx
          .insert(elements)
          .values({ siteId: idSite, listId: list.id, ...columns })
          .returning(),
      "element.slugTaken",
    );
    if (!row) throw new Error("createElement: no row");
    await recordAudit(tx, idSite, user, "element.create", `element:${row.id}`, { route, ...columns });
    return readElement(tx, idSite, list, row.id);
  });
}

/** The old address answers a 301 to the new one; the new one is nobody's former address any more. */
const keepOldSlug = (tx: Tx, idSite: number, route: string, row: ElementRow, slug: string) =>
  recordSlugChange(tx, idSite, "ELEMENT", row.id, `${route}/${row.slug}`, `${route}/${slug}`);

export async function updateElement(
  db: Database,
  idSite: number,
  user: SessionUser,
  route: string,
  id: number,
  input: ElementInput & { version: number },
  origin: string,
): Promise<AdminElement> {
  return withSite(db, idSite, async (tx) => {
    const list = await routeRowOf(tx, idSite, route);
    const row = await elementRowFor(tx, idSite, list, id);
    if (row.version !== input.version)
      throw new ApiError(409, "element.stale", {}, { current: await readElement(tx, idSite, list, id) });
    const columns = await columnsOf(tx, idSite, input);
    await unique(
      () =>
        tx
          .update(elements)
          .set({ ...columns, version: row.version + 1 })
          .where(eq(elements.id, row.id)),
      "element.slugTaken",
    );
    if (columns.slug !== row.slug) await keepOldSlug(tx, idSite, list.route, row, columns.slug);
    // more seats (or none counted any more, or counted otherwise: per date or not): the waiting
    // list gets them
    const updated = { ...row, ...columns, version: row.version + 1 };
    const grew = columns.capacity === null || (row.capacity !== null && columns.capacity > row.capacity);
    if (grew || columns.calendarId !== row.calendarId) await promoteWaiting(tx, idSite, updated, origin);
    const before = Object.fromEntries(Object.keys(columns).map((k) => [k, row[k as keyof ElementRow]]));
    await recordAudit(tx, idSite, user, "element.update", `element:${row.id}`, { before, after: columns });
    return readElement(tx, idSite, list, row.id);
  });
}

/** DELETE …/item/{id}: unpublished when registrations name it (DESIGN.md §7), else deleted. */
export async function deleteElement(
  db: Database,
  idSite: number,
  user: SessionUser,
  route: string,
  id: number,
) {
  return withSite(db, idSite, async (tx) => {
    const list = await routeRowOf(tx, idSite, route);
    const row = await elementRowFor(tx, idSite, list, id);
    const [named] = await tx
      .select({ id: elementRegistrations.id })
      .from(elementRegistrations)
      .where(and(eq(elementRegistrations.siteId, idSite), eq(elementRegistrations.elementId, row.id)))
      .limit(1);
    if (named) {
      await tx
        .update(elements)
        .set({ isValid: false, registrationOpen: false, version: row.version + 1 })
        .where(eq(elements.id, row.id));
      await recordAudit(tx, idSite, user, "element.archive", `element:${row.id}`, { title: row.title });
      return { archived: true, title: row.title };
    }
    await tx.delete(elements).where(eq(elements.id, row.id));
    await tx
      .delete(contentSlugRedirects)
      .where(
        and(
          eq(contentSlugRedirects.siteId, idSite),
          eq(contentSlugRedirects.kind, "ELEMENT"),
          eq(contentSlugRedirects.targetId, row.id),
        ),
      );
    await recordAudit(tx, idSite, user, "element.delete", `element:${row.id}`, { title: row.title });
    return { archived: false, title: row.title };
  });
}
