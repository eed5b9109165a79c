/**
 * The life of an order (DESIGN.md §4 statuses; docs/decisions/070): which status may follow
 * which, for the owner's order screen and the server that enforces it.
 */
import type { OrderDeliveryKind, OrderStatus, PaymentMethod } from "../../../schemas/order";

export interface OrderStatusContext {
  status: OrderStatus;
  deliveryKind: OrderDeliveryKind;
  paymentMethod: PaymentMethod;
  /** The buyer withdrew (issue 15 §5): the owner may cancel the order even once it left. */
  withdrawalRequested?: boolean;
}

/** The statuses an order may move to from where it is. */
export function nextStatusesOf(order: OrderStatusContext): OrderStatus[] {
  const shipped = order.deliveryKind === "DELIVERY" || order.deliveryKind === "PICKUP";
  const collect = order.deliveryKind === "CLICK_AND_COLLECT";
  switch (order.status) {
    case "PENDING_PAYMENT":
      // paid at pick-up: prepared before it is paid
      return order.paymentMethod === "ON_PICKUP" ? ["PREPARING", "CANCELLED"] : ["PAID", "CANCELLED"];
    case "PAID":
      return order.deliveryKind === "NO_DELIVERY" ? ["DELIVERED", "CANCELLED"] : ["PREPARING", "CANCELLED"];
    case "PREPARING":
      return [
        ...(shipped ? (["SHIPPED"] as const) : []),
        ...(collect ? (["READY_FOR_PICKUP"] as const) : []),
        "CANCELLED",
      ];
    case "SHIPPED":
    case "READY_FOR_PICKUP":
      return order.withdrawalRequested ? ["DELIVERED", "CANCELLED"] : ["DELIVERED"];
    case "DELIVERED":
      // the bottles come back: cancelling gives the stock back and issues the credit note
      return order.withdrawalRequested ? ["CANCELLED"] : [];
    case "CANCELLED":
      return [];
  }
}

export function canMoveTo(order: OrderStatusContext, next: OrderStatus): boolean {
  return nextStatusesOf(order).includes(next);
}
