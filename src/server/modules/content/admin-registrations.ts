// What visitors booked on the owner's events (issue 14 §3): the registrations of an item (confirmed,
// waiting, cancelled), cancelled by the owner (the waiting list then gets the seats), exported
// (DESIGN.md §7); and the allowed-dates calendars an item may offer (/api/admin/calendar).
import { and, asc, eq, gt } from "drizzle-orm";
import type { z } from "zod";
import type {
  AdminCalendar,
  AdminRegistration,
  AdminRegistrationList,
  calendarInputSchema,
} from "../../../../schemas/element";
import { type Database, type Tx, withSite } from "../../db/client";
import { calendars, type elementLists, elementRegistrations } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { SessionUser } from "../account/session";
import { recordAudit } from "../admin/audit";
import { elementRowFor, readElement, routeRowOf } from "./admin-elements";
import { cancelRegistration, seatsByDateOf } from "./element-registrations";

type RegistrationRow = typeof elementRegistrations.$inferSelect;
type CalendarRow = typeof calendars.$inferSelect;

const adminRegistrationOf = (row: RegistrationRow): AdminRegistration => ({
  id: row.id,
  firstname: row.firstname,
  lastname: row.lastname,
  email: row.email,
  phone: row.phone,
  seats: row.seats,
  message: row.message,
  status: row.status,
  chosenDate: row.chosenDate,
  createdAt: row.createdAt.toISOString(),
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  repliedAt: row.repliedAt?.toISOString() ?? null,
});

const registrationsOf = (idSite: number, elementId: number) =>
  and(eq(elementRegistrations.siteId, idSite), eq(elementRegistrations.elementId, elementId));

/**
 * GET …/item/{id}/registration: every registration of the item, oldest first, with its seats (and
 * those of each date, when the registrants choose one).
 */
export const listRegistrations = (db: Database, idSite: number, route: string, id: number) =>
  withSite(db, idSite, async (tx) =>
    listRegistrationsIn(tx, idSite, await routeRowOf(tx, idSite, route), id),
  );

/** DELETE …/item/{id}/registration/{registrationId}: cancelled (kept, for the record), mailed. */
export async function cancelRegistrationByOwner(
  db: Database,
  idSite: number,
  user: SessionUser,
  route: string,
  id: number,
  registrationId: number,
  origin: string,
) {
  return withSite(db, idSite, async (tx) => {
    const list = await routeRowOf(tx, idSite, route);
    const element = await elementRowFor(tx, idSite, list, id);
    const [registration] = await tx
      .select()
      .from(elementRegistrations)
      .where(and(registrationsOf(idSite, id), eq(elementRegistrations.id, registrationId)))
      .for("update");
    if (!registration) throw new ApiError(404, "element.registrationNotFound");
    const promoted =
      registration.status === "CANCELLED"
        ? 0
        : await cancelRegistration(tx, idSite, registration, element, origin);
    await recordAudit(tx, idSite, user, "element.registration.cancel", `registration:${registration.id}`, {
      element: element.id,
      seats: registration.seats,
      status: registration.status,
      promoted,
    });
    return { promoted, list: await listRegistrationsIn(tx, idSite, list, id) };
  });
}

async function listRegistrationsIn(
  tx: Tx,
  idSite: number,
  list: typeof elementLists.$inferSelect,
  id: number,
): Promise<AdminRegistrationList> {
  const element = await readElement(tx, idSite, list, id);
  const rows = await tx
    .select()
    .from(elementRegistrations)
    .where(registrationsOf(idSite, id))
    .orderBy(asc(elementRegistrations.createdAt), asc(elementRegistrations.id));
  const dates = element.calendarId === null ? [] : await seatsByDateOf(tx, idSite, element);
  return { element, items: rows.map(adminRegistrationOf), dates };
}

const EXPORT_BATCH = 500;

/** The registrations of an item, a batch at a time (after the 404 check of `listRegistrations`). */
export async function* registrationBatches(db: Database, idSite: number, id: number) {
  let after = 0;
  for (;;) {
    const rows = await withSite(db, idSite, (tx) =>
      tx
        .select()
        .from(elementRegistrations)
        .where(and(registrationsOf(idSite, id), gt(elementRegistrations.id, after)))
        .orderBy(asc(elementRegistrations.id))
        .limit(EXPORT_BATCH),
    );
    if (!rows.length) return;
    yield rows.map(adminRegistrationOf);
    after = rows[rows.length - 1]?.id ?? after;
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** The export's columns, in French, and a registration's cells. */
export const registrationExportColumns = [
  "Numéro",
  "Statut",
  "Prénom",
  "Nom",
  "E-mail",
  "Téléphone",
  "Places",
  "Date choisie",
  "Message",
  "Inscrit le",
  "Annulé le",
  "Répondu le",
] as const;
const statusLabels = { CONFIRMED: "Confirmée", WAITING: "Liste d’attente", CANCELLED: "Annulée" } as const;
export const registrationCells = (r: AdminRegistration): string[] => [
  String(r.id),
  statusLabels[r.status],
  r.firstname,
  r.lastname,
  r.email,
  r.phone ?? "",
  String(r.seats),
  r.chosenDate ?? "",
  r.message ?? "",
  r.createdAt,
  r.cancelledAt ?? "",
  r.repliedAt ?? "",
];

// ---------------------------------------------------------------- calendars

const adminCalendarOf = (row: CalendarRow): AdminCalendar => ({
  id: row.id,
  name: row.name,
  weekdays: row.weekdays,
  closedDates: row.closedDates,
  openDates: row.openDates,
  minDelayDays: row.minDelayDays,
  maxDelayDays: row.maxDelayDays,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
});

export const listCalendars = (db: Database, idSite: number) =>
  withSite(db, idSite, async (tx) =>
    (await tx.select().from(calendars).where(eq(calendars.siteId, idSite)).orderBy(asc(calendars.name))).map(
      adminCalendarOf,
    ),
  );

type CalendarInput = z.output<typeof calendarInputSchema>;

export async function createCalendar(db: Database, idSite: number, user: SessionUser, input: CalendarInput) {
  return withSite(db, idSite, async (tx) => {
    const [row] = await tx
      .insert(calendars)
      .values({ siteId: idSite, ...input })
      .returning();
    if (!row) throw new Error("createCalendar: no row");
    await recordAudit(tx, idSite, user, "calendar.create", `calendar:${row.id}`, { ...input });
    return adminCalendarOf(row);
  });
}

/** PUT /admin/calendar/{id}: the table has no version column (migration 0023): the last save wins. */
export async function updateCalendar(
  db: Database,
  idSite: number,
  user: SessionUser,
  id: number,
  input: CalendarInput,
) {
  return withSite(db, idSite, async (tx) => {
    const [before] = await tx
      .select()
      .from(calendars)
      .where(and(eq(calendars.siteId, idSite), eq(calendars.id, id)))
      .for("update");
    if (!before) throw new ApiError(404, "error.calendarNotFound");
    const [row] = await tx.update(calendars).set(input).where(eq(calendars.id, id)).returning();
    if (!row) throw new Error("updateCalendar: no row");
    await recordAudit(tx, idSite, user, "calendar.update", `calendar:${id}`, {
      before: adminCalendarOf(before),
      after: input,
    });
    return adminCalendarOf(row);
  });
}
