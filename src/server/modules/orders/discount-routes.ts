// The owner's discount codes (issue 13 §3): /api/admin/discount, as DESIGN.md §7 shapes admin calls.
import { Hono } from "hono";
import {
  adminDiscountQuerySchema,
  discountInputSchema,
  discountUpdateSchema,
} from "../../../../schemas/discount";
import { translate } from "../../../runtime/messages/translate";
import type { ApiDeps } from "../../api-deps";
import type { ApiEnv } from "../../http/api-env";
import { ApiError } from "../../http/api-error";
import { requireAdmin } from "../../http/auth";
import { ok } from "../../http/envelope";
import { readJson } from "../../http/read-body";
import { idParam, parseInput } from "../../http/validate";
import {
  adminDiscount,
  createDiscount,
  deleteDiscount,
  listAdminDiscounts,
  updateDiscount,
} from "./admin-discounts";
import { orderActorOf, personal } from "./order-settings";

const discountId = (raw: string) => {
  const id = idParam.safeParse(raw);
  if (!id.success) throw new ApiError(404, "discount.notFound");
  return id.data;
};

export function adminDiscountRoutes({ db }: ApiDeps) {
  const r = new Hono<ApiEnv>();

  r.get("/admin/discount", async (c) => {
    const actor = orderActorOf(c);
    requireAdmin(c);
    const query = parseInput(adminDiscountQuerySchema, c.req.query());
    return personal(c, await listAdminDiscounts(db, actor.idSite, query));
  });

  r.post("/admin/discount", async (c) => {
    const actor = orderActorOf(c);
    const user = requireAdmin(c);
    const input = parseInput(discountInputSchema, await readJson(c), 422);
    const saved = await createDiscount(db, actor.idSite, user, input);
    return ok(c, saved, 201, translate(actor.lang, "discount.created", { code: saved.code }));
  });

  r.get("/admin/discount/:id", async (c) => {
    const actor = orderActorOf(c);
    requireAdmin(c);
    return personal(c, await adminDiscount(db, actor.idSite, discountId(c.req.param("id"))));
  });

  r.put("/admin/discount/:id", async (c) => {
    const actor = orderActorOf(c);
    const user = requireAdmin(c);
    const id = discountId(c.req.param("id"));
    const input = parseInput(discountUpdateSchema, await readJson(c), 422);
    const saved = await updateDiscount(db, actor.idSite, user, id, input);
    return ok(c, saved, 200, translate(actor.lang, "discount.saved", { code: saved.code }));
  });

  r.delete("/admin/discount/:id", async (c) => {
    const actor = orderActorOf(c);
    const user = requireAdmin(c);
    const result = await deleteDiscount(db, actor.idSite, user, discountId(c.req.param("id")));
    const key = result.archived ? "discount.archived" : "discount.deleted";
    return ok(c, result, 200, translate(actor.lang, key, { code: result.code }));
  });

  return r;
}
