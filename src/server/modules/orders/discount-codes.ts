import type { OrderDiscount } from "../../../../schemas/order";
import { formatPrice } from "../../../runtime/shop/money";
import { type Database, type Tx, withSite } from "../../db/client";
import { ruleError } from "../../http/api-error";
import {
  type CodeDiscountRow,
  codeDiscountOf,
  codeEffectOf,
  codeHasUsesLeft,
  codeQuantityOf,
} from "../catalogue/pricing-service";
import type { OrderActor, OrderSettings } from "./order-context";
import { itemsOf, pricedLinesOf } from "./order-lines";

/** A code tried on a subtotal: its effect, or the 422 that tells why it does not apply. */
export async function applyCode(
  tx: Tx,
  actor: OrderActor,
  code: string,
  subtotal: number,
  lines: readonly { productId: number; total: number; quantity: number }[],
): Promise<{ row: CodeDiscountRow; effect: OrderDiscount }> {
  const row = await codeDiscountOf(tx, actor.idSite, code);
  if (!row) throw ruleError("order.discountUnknown", {}, "discountCode");
  const effect = codeEffectOf(row, subtotal, lines);
  if (!effect && row.eligible && !lines.some((l) => row.eligible?.has(l.productId))) {
    throw ruleError("order.discountNotForThese", {}, "discountCode");
  }
  if (!effect && row.minimumQuantity && codeQuantityOf(row, lines) < row.minimumQuantity) {
    throw ruleError("order.discountMinimumQuantity", { count: row.minimumQuantity }, "discountCode");
  }
  if (!effect) {
    throw ruleError("order.discountMinimum", { amount: formatPrice(row.minimumAmount ?? 0) }, "discountCode");
  }
  // in createOrder, this takes the lock that serialises the buyer's orders with this code
  if (!(await codeHasUsesLeft(tx, actor.idSite, row, actor.user?.id ?? null))) {
    throw ruleError("order.discountUsedUp", {}, "discountCode");
  }
  return { row, effect };
}

/** POST /order/discount: what a code does to these products. */
export async function tryDiscount(
  db: Database,
  settings: OrderSettings,
  actor: OrderActor,
  body: { code: string; products: { id: number; quantity: number }[] },
): Promise<OrderDiscount> {
  if (!body.products.length) throw ruleError("cart.empty", {}, "products");
  return withSite(db, actor.idSite, async (tx) => {
    const { items } = await itemsOf(tx, actor.idSite, body.products, null);
    const { lines, subtotal } = pricedLinesOf(settings, items);
    return (await applyCode(tx, actor, body.code, subtotal, lines)).effect;
  });
}
