import type { z } from "zod";
import type { OrderValidation, orderValidateBodySchema } from "../../../../schemas/order";
import { type Database, withSite } from "../../db/client";
import { type FieldIssue, ruleError } from "../../http/api-error";
import type { OrderActor, OrderSettings } from "./order-context";
import { itemsOf, pricedLinesOf, problemsOf, publicLine } from "./order-lines";

/**
 * POST /order/validate: every line priced, with what prevents ordering it (message keys: the
 * route answers them in the caller's language).
 */
export async function validateOrder(
  db: Database,
  settings: OrderSettings,
  actor: OrderActor,
  body: z.infer<typeof orderValidateBodySchema>,
): Promise<Omit<OrderValidation, "errors"> & { errors: Record<string, FieldIssue[]> }> {
  if (!body.products.length) throw ruleError("cart.empty", {}, "products");
  return withSite(db, actor.idSite, async (tx) => {
    const { items, missing } = await itemsOf(tx, actor.idSite, body.products, null);
    const { errors } = problemsOf(settings, items);
    for (const id of missing) errors[String(id)] = [{ key: "order.productUnavailable" }];
    const priced = pricedLinesOf(
      settings,
      items.filter((i) => i.quantity > 0),
    );
    return {
      valid: Object.keys(errors).length === 0,
      lines: priced.lines.map(publicLine),
      subtotal: priced.subtotal,
      errors,
    };
  });
}
