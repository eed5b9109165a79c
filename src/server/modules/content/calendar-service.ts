// Calendars (spec §7 GET /calendar/{id}/date/allowed/{month}/{year}): the dates a visitor may pick.
import { and, eq } from "drizzle-orm";
import type { AllowedDates } from "../../../../schemas/content";
import { allowedDatesOf, type CalendarRules } from "../../../runtime/content/allowed-dates";
import { type Database, type Tx, withSite } from "../../db/client";
import { calendars } from "../../db/schema";
import { ApiError } from "../../http/api-error";

export async function calendarRules(
  tx: Tx,
  idSite: number,
  id: number,
): Promise<(CalendarRules & { id: number; name: string }) | null> {
  const [row] = await tx
    .select()
    .from(calendars)
    .where(and(eq(calendars.siteId, idSite), eq(calendars.id, id)));
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    weekdays: row.weekdays,
    closedDates: row.closedDates,
    openDates: row.openDates,
    minDelayDays: row.minDelayDays,
    maxDelayDays: row.maxDelayDays,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
  };
}

export async function allowedDates(
  db: Database,
  idSite: number,
  id: number,
  month: number,
  year: number,
  today: string,
): Promise<AllowedDates> {
  const rules = await withSite(db, idSite, (tx) => calendarRules(tx, idSite, id));
  if (!rules) throw new ApiError(404, "error.calendarNotFound");
  return { id: rules.id, name: rules.name, month, year, dates: allowedDatesOf(rules, month, year, today) };
}
