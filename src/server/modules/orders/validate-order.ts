import type { z } from "zod";
import type { OrderValidation, orderValidateBodySchema } from "../../../../schemas/order";
import { translate } from "../../../runtime/messages/translate";
import { type Database, withSite } from "../../db/client";
import { type OrderActor, type OrderSettings, ruleError } from "./order-context";
import { itemsOf, pricedLinesOf, problemsOf, publicLine } from "./order-lines";

/** POST /order/validate: every line priced, with what prevents ordering it. */
export async function validateOrder(
  db: Database,
  settings: OrderSettings,
  actor: OrderActor,
  body: z.infer<typeof orderValidateBodySchema>,
): Promise<OrderValidation> {
  if (!body.products.length) throw ruleError(actor.lang, "cart.empty", {}, "products");
  return withSite(db, actor.idSite, async (tx) => {
    const { items, missing } = await itemsOf(tx, actor.idSite, body.products, null);
    const { errors } = problemsOf(settings, actor.lang, items);
    for (const id of missing) errors[String(id)] = [translate(actor.lang, "order.productUnavailable")];
    const priced = await pricedLinesOf(
      tx,
      settings,
      actor.idSite,
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
