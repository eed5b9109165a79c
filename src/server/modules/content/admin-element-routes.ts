// The owner's events (issue 14 §3) as DESIGN.md §7 shapes admin calls: /api/admin/element (the
// routes), /api/admin/element/{route}/item (their items), …/item/{id}/registration (what visitors
// booked, cancelled by DELETE, exported), /api/admin/calendar (the allowed-dates calendars).
import { type Context, Hono } from "hono";
import { stream } from "hono/streaming";
import {
  adminElementQuerySchema,
  calendarInputSchema,
  elementInputSchema,
  elementRouteInputSchema,
  elementRouteUpdateSchema,
  elementUpdateSchema,
} from "../../../../schemas/element";
import { translate } from "../../../runtime/messages/translate";
import type { ApiDeps } from "../../api-deps";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { requireAdmin } from "../../http/auth";
import { csvDownload } from "../../http/csv";
import { ok } from "../../http/envelope";
import { readJson } from "../../http/read-body";
import { idParam, parseInput } from "../../http/validate";
import { originOf, personal } from "../orders/order-settings";
import {
  adminElement,
  adminElementRoute,
  createElement,
  createElementRoute,
  deleteElement,
  deleteElementRoute,
  listElementRoutes,
  listElements,
  updateElement,
  updateElementRoute,
} from "./admin-elements";
import {
  cancelRegistrationByOwner,
  createCalendar,
  listCalendars,
  listRegistrations,
  registrationBatches,
  registrationCells,
  registrationExportColumns,
  updateCalendar,
} from "./admin-registrations";

const routeOf = (c: Context<ApiEnv>) => {
  const route = c.req.param("route") ?? "";
  if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(route)) throw new ApiError(404, "error.elementListNotFound");
  return route;
};
const idOf = (
  raw: string | undefined,
  notFound: "error.elementNotFound" | "element.registrationNotFound" | "error.calendarNotFound",
) => {
  const id = idParam.safeParse(raw);
  if (!id.success) throw new ApiError(404, notFound);
  return id.data;
};

export function adminElementRoutes({ db, mailer }: ApiDeps) {
  const r = new Hono<ApiEnv>();
  const siteOf = (c: Context<ApiEnv>) => c.get("site").id;
  const say = (
    c: Context<ApiEnv>,
    key: Parameters<typeof translate>[1],
    params: Record<string, string | number>,
  ) => translate(c.get("lang"), key, params);

  // ---- routes
  r.get("/admin/element", async (c) => {
    requireAdmin(c);
    return personal(c, await listElementRoutes(db, siteOf(c)));
  });
  r.post("/admin/element", async (c) => {
    const user = requireAdmin(c);
    const input = parseInput(elementRouteInputSchema, await readJson(c), 422);
    const saved = await createElementRoute(db, siteOf(c), user, input);
    return ok(c, saved, 201, say(c, "element.routeCreated", { title: saved.title }));
  });
  r.get("/admin/element/:route", async (c) => {
    requireAdmin(c);
    return personal(c, await adminElementRoute(db, siteOf(c), routeOf(c)));
  });
  r.put("/admin/element/:route", async (c) => {
    const user = requireAdmin(c);
    const route = routeOf(c);
    const input = parseInput(elementRouteUpdateSchema, await readJson(c), 422);
    const saved = await updateElementRoute(db, siteOf(c), user, route, input);
    return ok(c, saved, 200, say(c, "element.routeSaved", { title: saved.title }));
  });
  r.delete("/admin/element/:route", async (c) => {
    const user = requireAdmin(c);
    const done = await deleteElementRoute(db, siteOf(c), user, routeOf(c));
    return ok(c, done, 200, say(c, "element.routeDeleted", { title: done.title }));
  });

  // ---- items
  r.get("/admin/element/:route/item", async (c) => {
    requireAdmin(c);
    const query = parseInput(adminElementQuerySchema, c.req.query());
    return personal(c, await listElements(db, siteOf(c), routeOf(c), query));
  });
  r.post("/admin/element/:route/item", async (c) => {
    const user = requireAdmin(c);
    const route = routeOf(c);
    const input = parseInput(elementInputSchema, await readJson(c), 422);
    const saved = await createElement(db, siteOf(c), user, route, input);
    return ok(c, saved, 201, say(c, "element.created", { title: saved.title }));
  });
  r.get("/admin/element/:route/item/:id", async (c) => {
    requireAdmin(c);
    const id = idOf(c.req.param("id"), "error.elementNotFound");
    return personal(c, await adminElement(db, siteOf(c), routeOf(c), id));
  });
  r.put("/admin/element/:route/item/:id", async (c) => {
    const user = requireAdmin(c);
    const route = routeOf(c);
    const id = idOf(c.req.param("id"), "error.elementNotFound");
    const input = parseInput(elementUpdateSchema, await readJson(c), 422);
    const saved = await updateElement(db, siteOf(c), user, route, id, input, originOf(c));
    mailer.nudge(); // more seats may have confirmed waiting registrations, mailed
    return ok(c, saved, 200, say(c, "element.saved", { title: saved.title }));
  });
  r.delete("/admin/element/:route/item/:id", async (c) => {
    const user = requireAdmin(c);
    const route = routeOf(c);
    const id = idOf(c.req.param("id"), "error.elementNotFound");
    const done = await deleteElement(db, siteOf(c), user, route, id);
    return ok(
      c,
      done,
      200,
      say(c, done.archived ? "element.archived" : "element.deleted", { title: done.title }),
    );
  });

  // ---- registrations (the exports declared before /:registrationId)
  r.get("/admin/element/:route/item/:id/registration", async (c) => {
    requireAdmin(c);
    const id = idOf(c.req.param("id"), "error.elementNotFound");
    return personal(c, await listRegistrations(db, siteOf(c), routeOf(c), id));
  });
  r.get("/admin/element/:route/item/:id/registration/export.csv", async (c) => {
    requireAdmin(c);
    const id = idOf(c.req.param("id"), "error.elementNotFound");
    const { element } = await listRegistrations(db, siteOf(c), routeOf(c), id);
    const batches = async function* () {
      for await (const rows of registrationBatches(db, siteOf(c), id)) yield rows.map(registrationCells);
    };
    return csvDownload(c, `inscriptions-${element.slug}.csv`, registrationExportColumns, batches());
  });
  r.get("/admin/element/:route/item/:id/registration/export.json", async (c) => {
    requireAdmin(c);
    const id = idOf(c.req.param("id"), "error.elementNotFound");
    const { element } = await listRegistrations(db, siteOf(c), routeOf(c), id);
    const idSite = siteOf(c);
    c.header("Content-Type", "application/json; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="inscriptions-${element.slug}.json"`);
    c.header("Cache-Control", "private, no-store");
    return stream(c, async (out) => {
      let first = true;
      await out.write("[");
      for await (const rows of registrationBatches(db, idSite, id)) {
        for (const row of rows) {
          await out.write(`${first ? "" : ","}\n${JSON.stringify(row)}`);
          first = false;
        }
      }
      await out.write("\n]\n");
    });
  });
  r.delete("/admin/element/:route/item/:id/registration/:registrationId", async (c) => {
    const user = requireAdmin(c);
    const route = routeOf(c);
    const id = idOf(c.req.param("id"), "error.elementNotFound");
    const registrationId = idOf(c.req.param("registrationId"), "element.registrationNotFound");
    const done = await cancelRegistrationByOwner(db, siteOf(c), user, route, id, registrationId, originOf(c));
    mailer.nudge(); // the registrant's mail, and those of the confirmed waiting registrations
    return ok(c, done.list, 200, say(c, "element.registrationCancelled", { promoted: done.promoted }));
  });

  // ---- calendars
  r.get("/admin/calendar", async (c) => {
    requireAdmin(c);
    return personal(c, await listCalendars(db, siteOf(c)));
  });
  r.post("/admin/calendar", async (c) => {
    const user = requireAdmin(c);
    const input = parseInput(calendarInputSchema, await readJson(c), 422);
    const saved = await createCalendar(db, siteOf(c), user, input);
    return ok(c, saved, 201, say(c, "element.calendarCreated", { name: saved.name }));
  });
  r.put("/admin/calendar/:id", async (c) => {
    const user = requireAdmin(c);
    const id = idOf(c.req.param("id"), "error.calendarNotFound");
    const input = parseInput(calendarInputSchema, await readJson(c), 422);
    const saved = await updateCalendar(db, siteOf(c), user, id, input);
    return ok(c, saved, 200, say(c, "element.calendarSaved", { name: saved.name }));
  });

  return r;
}
