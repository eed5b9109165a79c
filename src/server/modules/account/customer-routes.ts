// The owner's customers and newsletter lists (issue 13 §4, decision 100): /api/admin/customer and
// /api/admin/newsletter, as DESIGN.md §7 shapes admin calls. Every answer names people: none is
// kept by a cache.
import { type Context, Hono } from "hono";
import {
  adminCustomerFilterSchema,
  adminCustomerQuerySchema,
  newsletterListInputSchema,
  newsletterSubscriberQuerySchema,
  newsletterUnsubscribeSchema,
  personQuerySchema,
} from "../../../../schemas/customer";
import { translate } from "../../../runtime/messages/translate";
import type { ApiDeps } from "../../api-deps";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { requireAdmin } from "../../http/auth";
import { csvDownload } from "../../http/csv";
import { ok } from "../../http/envelope";
import { readJson } from "../../http/read-body";
import { idParam, parseInput } from "../../http/validate";
import { exportAccount } from "./account-service";
import {
  adminCustomerDetail,
  customerBatches,
  customerExportColumns,
  customerExportRows,
  eraseCustomer,
  eraseGuest,
  guestExport,
  listAdminCustomers,
} from "./admin-customers";
import {
  adminNewsletterLists,
  createNewsletterList,
  deleteNewsletterList,
  newsletterSubscribers,
  subscriberExportColumns,
  subscriberExportRows,
  unsubscribeFromList,
  updateNewsletterList,
} from "./admin-newsletters";

const idOf = (raw: string, key: "customer.notFound" | "newsletter.unknownList") => {
  const id = idParam.safeParse(raw);
  if (!id.success) throw new ApiError(404, key);
  return id.data;
};

const siteOf = (c: Context<ApiEnv>) => c.get("site").id;

export function customerRoutes({ db }: ApiDeps) {
  const r = new Hono<ApiEnv>();
  for (const path of [
    "/admin/customer",
    "/admin/customer/*",
    "/admin/person",
    "/admin/person/*",
    "/admin/newsletter/*",
  ]) {
    r.use(path, async (c, next) => {
      requireAdmin(c);
      await next();
      c.header("Cache-Control", "private, no-store");
    });
  }

  r.get("/admin/customer", async (c) => {
    const query = parseInput(adminCustomerQuerySchema, c.req.query());
    return ok(c, await listAdminCustomers(db, siteOf(c), query));
  });

  // the export keeps the list's filters (declared before /:id, so that "export.csv" is no id)
  r.get("/admin/customer/export.csv", async (c) => {
    const filter = parseInput(adminCustomerFilterSchema, c.req.query());
    const rows = customerExportRows(customerBatches(db, siteOf(c), filter));
    return csvDownload(c, "clients.csv", customerExportColumns, rows);
  });

  r.get("/admin/customer/:id", async (c) => {
    const id = idOf(c.req.param("id"), "customer.notFound");
    return ok(c, await adminCustomerDetail(db, siteOf(c), id));
  });

  // GDPR art. 15 and 20: everything the site holds about the person, as the person would get it
  r.get("/admin/customer/:id/data.json", async (c) => {
    const id = idOf(c.req.param("id"), "customer.notFound");
    await adminCustomerDetail(db, siteOf(c), id);
    const data = await exportAccount(db, siteOf(c), c.get("site").name, id);
    c.header("Content-Disposition", `attachment; filename="donnees-client-${id}.json"`);
    return ok(c, data);
  });

  // GDPR art. 17: erased at once, the orders kept anonymised; refused while an order is under way
  r.delete("/admin/customer/:id", async (c) => {
    const admin = requireAdmin(c);
    const id = idOf(c.req.param("id"), "customer.notFound");
    const result = await eraseCustomer(db, siteOf(c), admin, id);
    return ok(
      c,
      result,
      200,
      translate(c.get("lang"), "customer.erased", { count: result.anonymisedOrders }),
    );
  });

  // the same answers for a person without an account (a guest buyer), by e-mail
  r.get("/admin/person/data.json", async (c) => {
    const { email } = parseInput(personQuerySchema, c.req.query());
    const data = await guestExport(db, siteOf(c), c.get("site").name, email);
    c.header("Content-Disposition", 'attachment; filename="donnees-personne.json"');
    return ok(c, data);
  });

  r.delete("/admin/person", async (c) => {
    const { email } = parseInput(personQuerySchema, await readJson(c), 422);
    const result = await eraseGuest(db, siteOf(c), requireAdmin(c), email);
    const message = translate(c.get("lang"), "customer.guestErased", {
      email,
      count: result.anonymisedOrders,
    });
    return ok(c, result, 200, message);
  });

  r.get("/admin/newsletter/list", async (c) => ok(c, await adminNewsletterLists(db, siteOf(c))));

  r.post("/admin/newsletter/list", async (c) => {
    const input = parseInput(newsletterListInputSchema, await readJson(c), 422);
    const saved = await createNewsletterList(db, siteOf(c), requireAdmin(c), input);
    return ok(c, saved, 201, translate(c.get("lang"), "newsletter.listCreated", { name: saved.name }));
  });

  r.put("/admin/newsletter/list/:id", async (c) => {
    const id = idOf(c.req.param("id"), "newsletter.unknownList");
    const input = parseInput(newsletterListInputSchema, await readJson(c), 422);
    const saved = await updateNewsletterList(db, siteOf(c), requireAdmin(c), id, input);
    return ok(c, saved, 200, translate(c.get("lang"), "newsletter.listSaved", { name: saved.name }));
  });

  r.delete("/admin/newsletter/list/:id", async (c) => {
    const id = idOf(c.req.param("id"), "newsletter.unknownList");
    const deleted = await deleteNewsletterList(db, siteOf(c), requireAdmin(c), id);
    return ok(c, deleted, 200, translate(c.get("lang"), "newsletter.listDeleted", { name: deleted.name }));
  });

  r.get("/admin/newsletter/list/:id/subscriber", async (c) => {
    const id = idOf(c.req.param("id"), "newsletter.unknownList");
    const query = parseInput(newsletterSubscriberQuerySchema, c.req.query());
    return ok(c, await newsletterSubscribers(db, siteOf(c), id, query));
  });

  r.get("/admin/newsletter/list/:id/export.csv", async (c) => {
    const id = idOf(c.req.param("id"), "newsletter.unknownList");
    const rows = subscriberExportRows(db, siteOf(c), id);
    // an unknown list answers 404 before the download starts
    const first = await rows.next();
    async function* all() {
      if (!first.done) yield first.value;
      yield* rows;
    }
    return csvDownload(c, `abonnes-liste-${id}.csv`, subscriberExportColumns, all());
  });

  r.delete("/admin/newsletter/list/:id/subscriber", async (c) => {
    const id = idOf(c.req.param("id"), "newsletter.unknownList");
    const { email } = parseInput(newsletterUnsubscribeSchema, await readJson(c), 422);
    const done = await unsubscribeFromList(db, siteOf(c), requireAdmin(c), id, email);
    return ok(c, done, 200, translate(c.get("lang"), "newsletter.unsubscribed", done));
  });

  return r;
}
