// The owner's event calls (issue 14 §3, docs/decisions/102). Apart from createApiClient, so that
// their schemas load with the events screen only, never on a visitor's page.
import { z } from "zod";
import {
  type AdminElementQuery,
  adminCalendarSchema,
  adminElementListSchema,
  adminElementRouteSchema,
  adminElementSchema,
  adminRegistrationListSchema,
  type CalendarInput,
  type ElementInput,
} from "../../schemas/element";
import { type ApiClientOptions, createCaller, queryParamsOf } from "./api-client";

/**
 * The files a browser opens by address (/admin/events/files/…, a resource route that adds the site
 * and the session a link cannot send), after /api/admin/.
 */
export const EVENT_FILE_PATH =
  /^element\/[a-z0-9][a-z0-9-]{0,99}\/item\/\d{1,9}\/registration\/export\.(csv|json)$/;

const removedItem = z.object({ archived: z.boolean(), title: z.string() });
const removedRoute = z.object({ route: z.string(), title: z.string() });

export function createAdminElementClient(options: ApiClientOptions) {
  const { call, callFull } = createCaller(options);
  const item = (route: string, id?: number) =>
    `/admin/element/${route}/item${id === undefined ? "" : `/${id}`}`;
  return {
    routes: {
      list: () => call("GET", "/admin/element", z.array(adminElementRouteSchema)),
      create: (body: { route: string; title: string; description: string | null }) =>
        callFull("POST", "/admin/element", adminElementRouteSchema, { body }),
      /** 409 with `current` when someone saved it meanwhile. */
      save: (
        route: string,
        body: { route: string; title: string; description: string | null; version: number },
      ) => callFull("PUT", `/admin/element/${route}`, adminElementRouteSchema, { body }),
      /** 409 while registrations name one of its items. */
      remove: (route: string) => callFull("DELETE", `/admin/element/${route}`, removedRoute),
    },
    items: {
      list: (route: string, query: AdminElementQuery) =>
        call("GET", item(route), adminElementListSchema, { query: queryParamsOf(query) }),
      create: (route: string, body: ElementInput) =>
        callFull("POST", item(route), adminElementSchema, { body }),
      /** 409 with `current` when someone saved it meanwhile. */
      save: (route: string, id: number, body: ElementInput & { version: number }) =>
        callFull("PUT", item(route, id), adminElementSchema, { body }),
      /** Unpublished when registrations name it, else deleted. */
      remove: (route: string, id: number) => callFull("DELETE", item(route, id), removedItem),
    },
    registrations: {
      list: (route: string, id: number) =>
        call("GET", `${item(route, id)}/registration`, adminRegistrationListSchema),
      /** The registrant is mailed; the waiting list gets the seats. */
      cancel: (route: string, id: number, registrationId: number) =>
        callFull("DELETE", `${item(route, id)}/registration/${registrationId}`, adminRegistrationListSchema),
      /** The exports' addresses (opened by the browser). */
      file: (route: string, id: number, kind: "csv" | "json") =>
        `/admin/events/files/element/${route}/item/${id}/registration/export.${kind}`,
    },
    calendars: {
      list: () => call("GET", "/admin/calendar", z.array(adminCalendarSchema)),
      create: (body: CalendarInput) => callFull("POST", "/admin/calendar", adminCalendarSchema, { body }),
      save: (id: number, body: CalendarInput) =>
        callFull("PUT", `/admin/calendar/${id}`, adminCalendarSchema, { body }),
    },
  };
}

export type AdminElementClient = ReturnType<typeof createAdminElementClient>;
