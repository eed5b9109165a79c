// The back-office catalogue calls (issue 12, DESIGN.md §7): /admin/product, /admin/declination and
// /admin/variation.
// Every handler starts with requireAdmin; ids of another site's rows are not found (404, and RLS).
import { Hono } from "hono";
import {
  adminProductQuerySchema,
  declinationInputSchema,
  declinationUpdateSchema,
  productInputSchema,
  productUpdateSchema,
  stockAdjustmentSchema,
  variationsInputSchema,
} from "../../../../schemas/catalogue";
import { translate } from "../../../runtime/messages/translate";
import type { ApiDeps } from "../../api-deps";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { requireAdmin } from "../../http/auth";
import { ok, okJson, okMessage } from "../../http/envelope";
import { readJson } from "../../http/read-body";
import { idParam, parseInput } from "../../http/validate";
import {
  adjustStock,
  createDeclination,
  declinationChoices,
  deleteDeclination,
  newVintage,
  stockLedger,
  updateDeclination,
} from "./admin-declinations";
import {
  adminProduct,
  createProduct,
  deleteProduct,
  listAdminProducts,
  updateProduct,
} from "./admin-products";
import { adminVariations, saveVariations } from "./admin-variations";
import { catalogueCsv, catalogueRows, importCatalogue } from "./catalogue-csv";
import { adminLabelRoutes } from "./e-label-routes";
import { ListCache } from "./list-cache";

const productId = (value: string | undefined) => {
  const parsed = idParam.safeParse(value);
  if (!parsed.success) throw new ApiError(404, "shop.productNotFound");
  return parsed.data;
};
const declinationId = (value: string | undefined) => {
  const parsed = idParam.safeParse(value);
  if (!parsed.success) throw new ApiError(404, "shop.declinationNotFound");
  return parsed.data;
};

export function adminCatalogueRoutes(deps: ApiDeps) {
  const { db, cache } = deps;
  const r = new Hono<ApiEnv>();
  const lists = new ListCache(cache);
  r.route("/", adminLabelRoutes(deps));

  // declared before /admin/product/:id, so that "export.csv" is not read as an id
  r.get("/admin/product/export.csv", async (c) => {
    requireAdmin(c);
    const csv = catalogueCsv(await catalogueRows(db, c.get("site").id));
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="catalogue.csv"',
      "Cache-Control": "private, no-store",
    });
  });

  r.get("/admin/product/export.json", async (c) => {
    requireAdmin(c);
    c.header("Content-Disposition", 'attachment; filename="catalogue.json"');
    c.header("Cache-Control", "private, no-store");
    // the API's envelope, like every JSON answer: its data is the rows
    return ok(c, await catalogueRows(db, c.get("site").id));
  });

  r.post("/admin/product/import", async (c) => {
    const user = requireAdmin(c);
    const dryRun = c.req.query("dryRun") === "1" || c.req.query("dryRun") === "true";
    const csv = await c.req.text();
    if (csv.trim() === "") throw new ApiError(422, "catalogue.csvEmpty");
    const site = c.get("site");
    const report = await importCatalogue(db, site.id, user, csv, dryRun, site.limits);
    const key = dryRun ? "catalogue.importChecked" : "catalogue.imported";
    return ok(c, report, 200, translate(c.get("lang"), key, { count: report.changes.length }));
  });

  r.get("/admin/product", async (c) => {
    requireAdmin(c);
    const query = parseInput(adminProductQuerySchema, c.req.query());
    const idSite = c.get("site").id;
    // the same for every admin of the site until the site changes (api.ts drops it on an admin
    // write at once, the change feed on any other)
    const json = await lists.get(idSite, `admin-products:${JSON.stringify(query)}`, async () =>
      okJson(await listAdminProducts(db, idSite, query)),
    );
    return c.body(json, 200, {
      "Content-Type": "application/json; charset=UTF-8",
      "Cache-Control": "private, no-store",
    });
  });

  r.post("/admin/product", async (c) => {
    const user = requireAdmin(c);
    const input = parseInput(productInputSchema, await readJson(c), 422);
    const site = c.get("site");
    const product = await createProduct(db, site.id, user, input, site.limits);
    return ok(c, product, 201, translate(c.get("lang"), "catalogue.productCreated"));
  });

  r.get("/admin/product/:id", async (c) => {
    requireAdmin(c);
    return ok(c, await adminProduct(db, c.get("site").id, productId(c.req.param("id"))));
  });

  r.put("/admin/product/:id", async (c) => {
    const user = requireAdmin(c);
    const id = productId(c.req.param("id"));
    const input = parseInput(productUpdateSchema, await readJson(c), 422);
    return okMessage(c, await updateProduct(db, c.get("site").id, user, id, input), "catalogue.productSaved");
  });

  r.delete("/admin/product/:id", async (c) => {
    const user = requireAdmin(c);
    const result = await deleteProduct(db, c.get("site").id, user, productId(c.req.param("id")));
    return okMessage(c, result, result.archived ? "catalogue.productArchived" : "catalogue.productDeleted");
  });

  r.post("/admin/product/:id/declination", async (c) => {
    const user = requireAdmin(c);
    const id = productId(c.req.param("id"));
    const input = parseInput(declinationInputSchema, await readJson(c), 422);
    const product = await createDeclination(db, c.get("site").id, user, id, input);
    return ok(c, product, 201, translate(c.get("lang"), "catalogue.declinationCreated"));
  });

  r.get("/admin/declination", async (c) => {
    requireAdmin(c);
    return ok(c, await declinationChoices(db, c.get("site").id));
  });

  r.put("/admin/declination/:id", async (c) => {
    const user = requireAdmin(c);
    const id = declinationId(c.req.param("id"));
    const { declination, version } = parseInput(declinationUpdateSchema, await readJson(c), 422);
    const product = await updateDeclination(db, c.get("site").id, user, id, declination, version);
    return okMessage(c, product, "catalogue.declinationSaved");
  });

  r.delete("/admin/declination/:id", async (c) => {
    const user = requireAdmin(c);
    const result = await deleteDeclination(db, c.get("site").id, user, declinationId(c.req.param("id")));
    return okMessage(
      c,
      result,
      result.archived ? "catalogue.declinationArchived" : "catalogue.declinationDeleted",
    );
  });

  r.get("/admin/variation", async (c) => {
    requireAdmin(c);
    return ok(c, await adminVariations(db, c.get("site").id));
  });

  r.put("/admin/variation", async (c) => {
    const user = requireAdmin(c);
    const input = parseInput(variationsInputSchema, await readJson(c), 422);
    return okMessage(c, await saveVariations(db, c.get("site").id, user, input), "catalogue.variationsSaved");
  });

  r.post("/admin/declination/:id/new-vintage", async (c) => {
    const user = requireAdmin(c);
    const { year, product } = await newVintage(db, c.get("site").id, user, declinationId(c.req.param("id")));
    return ok(c, product, 201, translate(c.get("lang"), "catalogue.vintageCreated", { year }));
  });

  r.get("/admin/declination/:id/stock", async (c) => {
    requireAdmin(c);
    return ok(c, await stockLedger(db, c.get("site").id, declinationId(c.req.param("id"))));
  });

  r.post("/admin/declination/:id/stock", async (c) => {
    const user = requireAdmin(c);
    const id = declinationId(c.req.param("id"));
    const adjustment = parseInput(stockAdjustmentSchema, await readJson(c), 422);
    const ledger = await adjustStock(db, c.get("site").id, user, id, adjustment);
    const quantity = ledger.declination.quantity ?? 0;
    return ok(c, ledger, 200, translate(c.get("lang"), "catalogue.stockAdjusted", { quantity }));
  });

  return r;
}
