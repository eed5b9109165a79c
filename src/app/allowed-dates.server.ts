import type { AppLoadContext } from "react-router";
import type { FormField } from "../../schemas/content";
import { todayIn } from "../runtime/content/allowed-dates";
import { apiFor } from "./api.server";
import type { AllowedDatesByField } from "./components/content/form-fields";

/** Months of allowed dates offered by a date field tied to a calendar. */
const CALENDAR_MONTHS = 4;

/**
 * The allowed dates of each date field tied to a calendar, this month and the next ones (spec §7
 * calendar): what an element's registration form offers (issue 14 §3).
 */
export async function allowedDatesOfFields(
  context: AppLoadContext,
  fields: readonly FormField[],
): Promise<AllowedDatesByField> {
  const api = apiFor(context);
  const [year, month] = todayIn().split("-").map(Number) as [number, number];
  const months = Array.from({ length: CALENDAR_MONTHS }, (_, i) => {
    const index = month - 1 + i;
    return { month: (index % 12) + 1, year: year + Math.floor(index / 12) };
  });
  const byField: AllowedDatesByField = {};
  for (const field of fields) {
    const calendarId = field.calendarId;
    if (field.type !== "date" || calendarId === undefined) continue;
    byField[field.name] = await Promise.all(
      months.map(async (m) => ({
        ...m,
        dates: (await api.calendar.allowedDates(calendarId, m.month, m.year)).dates,
      })),
    );
  }
  return byField;
}
