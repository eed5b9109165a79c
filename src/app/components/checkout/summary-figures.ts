import type { Carrier, OrderDeliveryKind, OrderDiscount } from "../../../../schemas/order";
import type { Cart } from "../../../../schemas/shop";

/**
 * The figures of the order as the server gave them (DESIGN.md §4): the products' subtotal (the
 * cart's, or the discount call's), the code's value, the chosen carrier's price. The total shown
 * is these figures put together; the amount charged is the order's own, computed by the server.
 */
export function summaryFiguresOf(
  cart: Pick<Cart, "subtotal">,
  discount: OrderDiscount | null,
  shipping: { kind: OrderDeliveryKind; carrier: Carrier | null },
) {
  const subtotal = discount?.subtotal ?? cart.subtotal;
  const products = discount ? discount.total : subtotal;
  const fees =
    shipping.kind === "CLICK_AND_COLLECT" || shipping.kind === "NO_DELIVERY"
      ? 0
      : shipping.carrier
        ? shipping.carrier.price
        : null;
  return {
    subtotal,
    discount: discount && discount.value > 0 ? { code: discount.code, value: discount.value } : null,
    freeShippingCode: discount?.shippingFees ? discount.code : null,
    fees,
    total: fees === null ? null : products + fees,
  };
}
