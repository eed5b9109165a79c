import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderDeliveryKinds, orderStatuses, paymentMethods } from "../../../schemas/order";
import { canMoveTo, nextStatusesOf } from "./order-status";

describe("order statuses", () => {
  it("follows a shipped order from payment to delivery", () => {
    const order = { deliveryKind: "DELIVERY" as const, paymentMethod: "BANK_TRANSFER" as const };
    expect(nextStatusesOf({ ...order, status: "PENDING_PAYMENT" })).toEqual(["PAID", "CANCELLED"]);
    expect(nextStatusesOf({ ...order, status: "PAID" })).toEqual(["PREPARING", "CANCELLED"]);
    expect(nextStatusesOf({ ...order, status: "PREPARING" })).toEqual(["SHIPPED", "CANCELLED"]);
    expect(nextStatusesOf({ ...order, status: "SHIPPED" })).toEqual(["DELIVERED"]);
  });

  it("prepares a click-and-collect order paid at pick-up before it is paid", () => {
    const order = { deliveryKind: "CLICK_AND_COLLECT" as const, paymentMethod: "ON_PICKUP" as const };
    expect(nextStatusesOf({ ...order, status: "PENDING_PAYMENT" })).toEqual(["PREPARING", "CANCELLED"]);
    expect(nextStatusesOf({ ...order, status: "PREPARING" })).toEqual(["READY_FOR_PICKUP", "CANCELLED"]);
    expect(canMoveTo({ ...order, status: "PREPARING" }, "SHIPPED")).toBe(false);
  });

  it("never leaves DELIVERED or CANCELLED, never goes back to awaiting payment, never cancels a delivered order", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...orderStatuses),
        fc.constantFrom(...orderDeliveryKinds),
        fc.constantFrom(...paymentMethods),
        (status, deliveryKind, paymentMethod) => {
          const next = nextStatusesOf({ status, deliveryKind, paymentMethod });
          if (status === "DELIVERED" || status === "CANCELLED") expect(next).toEqual([]);
          expect(next).not.toContain("PENDING_PAYMENT");
          expect(next).not.toContain(status);
          if (status === "SHIPPED" || status === "READY_FOR_PICKUP") expect(next).not.toContain("CANCELLED");
        },
      ),
    );
  });
});
