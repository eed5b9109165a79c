// The buyer's right of withdrawal (issue 15 §5, consumer code L221-18): from their account, within
// 14 days of delivery (the clock moved past it: refused), recorded with its time, acknowledged by
// mail and told to the owner, shown on the owner's desk, where cancelling the returned order gives
// the stock back and issues the credit note. The confirmation mail carries the model form.
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AdminOrderDetail, AdminOrderList, OrderDetail } from "../../schemas/order";
import type { ProductDetail } from "../../schemas/shop";
import { withSite } from "../../src/server/db/client";
import { mailOutbox, orders } from "../../src/server/db/schema";
import { type TestUser, userWithSession } from "../support/admin-session";
import { apiCaller } from "../support/api-call";
import {
  type DomaineBasket,
  domaineBasket,
  moveOrder,
  orderSix,
  toDelivered,
} from "../support/domaine-orders";
import { createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());
afterEach(() => vi.useRealTimers());

const call = apiCaller(platform, { site: 2 });
let admin: string;
let basket: DomaineBasket;

const stockOf = async () =>
  (await call<ProductDetail>(`/product/${basket.product.slug}`)).data.declinations.find(
    (d) => d.id === basket.declination,
  )?.stock;

async function placeAndDeliver(buyer: TestUser, until: "DELIVERED" | "SHIPPED" = "DELIVERED") {
  const order = await orderSix(call, buyer.token, basket);
  await moveOrder(call, admin, order.id, toDelivered.slice(0, toDelivered.indexOf(until) + 1));
  return order;
}

const mailsTo = (to: string) =>
  withSite(platform.db, 2, (tx) =>
    tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.siteId, 2), eq(mailOutbox.toAddress, to))),
  );

beforeAll(async () => {
  admin = (await userWithSession(platform.db, 2, "ADMIN")).token;
  basket = await domaineBasket(call);
});

describe("the confirmation mail", () => {
  it("carries the model withdrawal form, addressed to the seller", async () => {
    const buyer = await userWithSession(platform.db, 2, "CUSTOMER", { birthdate: "1980-01-01" });
    await placeAndDeliver(buyer, "SHIPPED");
    const confirmation = (await mailsTo(buyer.email)).find((m) => m.kind === "order.confirmation");
    expect(confirmation?.text).toContain("Formulaire de rétractation");
    expect(confirmation?.text).toContain(
      "À l’attention de SCEA Domaine des Trois Coteaux, 12 chemin des Caves",
    );
    expect(confirmation?.text).toContain("(*) Rayez la mention inutile.");
  });
});

describe("POST /order/{id}/withdrawal", () => {
  it("is the buyer's own: a visitor gets 401, another customer 404", async () => {
    const buyer = await userWithSession(platform.db, 2, "CUSTOMER", { birthdate: "1980-01-01" });
    const order = await placeAndDeliver(buyer);
    expect((await call(`/order/${order.id}/withdrawal`, { method: "POST", json: {} })).status).toBe(401);
    const other = await userWithSession(platform.db, 2, "CUSTOMER");
    expect(
      (await call(`/order/${order.id}/withdrawal`, { method: "POST", token: other.token, json: {} })).status,
    ).toBe(404);
    const tooLong = await call(`/order/${order.id}/withdrawal`, {
      method: "POST",
      token: buyer.token,
      json: { message: "x".repeat(2001) },
    });
    expect(tooLong.status).toBe(422);
    const [row] = await withSite(platform.db, 2, (tx) =>
      tx.select().from(orders).where(eq(orders.id, order.id)),
    );
    expect(row?.withdrawalRequestedAt).toBeNull();
  });

  it("is refused once the 14 days after delivery are over (clock moved), and nothing is written", async () => {
    const buyer = await userWithSession(platform.db, 2, "CUSTOMER", { birthdate: "1980-01-01" });
    const order = await placeAndDeliver(buyer);
    const detail = (await call<OrderDetail>(`/order/${order.id}`, { token: buyer.token })).data;
    expect(detail.canWithdraw).toBe(true);
    expect(detail.withdrawalLastDay).not.toBeNull();
    // the day after the last day, in Paris
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${detail.withdrawalLastDay}T23:30:00Z`));
    const late = await call(`/order/${order.id}/withdrawal`, {
      method: "POST",
      token: buyer.token,
      json: {},
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Le délai de rétractation de cette commande est passé");
    expect((await call<OrderDetail>(`/order/${order.id}`, { token: buyer.token })).data.canWithdraw).toBe(
      false,
    );
    // on the last day itself, in the evening in Paris, it was still open
    vi.setSystemTime(new Date(`${detail.withdrawalLastDay}T20:00:00Z`));
    expect((await call<OrderDetail>(`/order/${order.id}`, { token: buyer.token })).data.canWithdraw).toBe(
      true,
    );
    vi.useRealTimers();
    expect((await mailsTo(buyer.email)).some((m) => m.kind === "order.withdrawal")).toBe(false);
  });

  it("records the withdrawal, mails both sides, shows it to the owner, who cancels: stock back, credit note", async () => {
    const buyer = await userWithSession(platform.db, 2, "CUSTOMER", { birthdate: "1980-01-01" });
    const order = await placeAndDeliver(buyer);
    const before = await stockOf();
    const sent = await call<OrderDetail>(`/order/${order.id}/withdrawal`, {
      method: "POST",
      token: buyer.token,
      json: { message: "Les bouteilles repartent demain." },
    });
    expect(sent.status, sent.body.message).toBe(200);
    expect(sent.data.withdrawal?.message).toBe("Les bouteilles repartent demain.");
    expect(Date.now() - Date.parse(sent.data.withdrawal?.requestedAt ?? "")).toBeLessThan(60_000);
    expect(sent.data.canWithdraw).toBe(false);

    const again = await call(`/order/${order.id}/withdrawal`, {
      method: "POST",
      token: buyer.token,
      json: {},
    });
    expect(again.status).toBe(409);

    const acknowledgement = (await mailsTo(buyer.email)).find((m) => m.kind === "order.withdrawal");
    expect(acknowledgement?.text).toContain(`votre rétractation de la commande ${order.reference}`);
    const notice = (await mailsTo("contact@domaine.vinisite.fr")).find(
      (m) => m.kind === "order.withdrawalOwner" && m.subject.includes(order.reference),
    );
    expect(notice?.replyTo).toBe(buyer.email);
    expect(notice?.text).toContain("Les bouteilles repartent demain.");

    const list = await call<AdminOrderList>(`/admin/order?search=${order.reference}`, { token: admin });
    expect(list.data.items.find((o) => o.id === order.id)?.withdrawalRequested).toBe(true);
    const desk = await call<AdminOrderDetail>(`/admin/order/${order.id}`, { token: admin });
    expect(desk.data.withdrawal?.message).toBe("Les bouteilles repartent demain.");
    expect(desk.data.nextStatuses).toEqual(["CANCELLED"]);

    const cancelled = await call<AdminOrderDetail>(`/admin/order/${order.id}/status`, {
      method: "PUT",
      token: admin,
      json: { status: "CANCELLED" },
    });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(cancelled.data.creditNote?.amount).toBe(order.total);
    expect(await stockOf()).toBe((before ?? 0) + 6);
  });

  it("a delivered order without a withdrawal cannot be cancelled", async () => {
    const buyer = await userWithSession(platform.db, 2, "CUSTOMER", { birthdate: "1980-01-01" });
    const order = await placeAndDeliver(buyer);
    const desk = await call<AdminOrderDetail>(`/admin/order/${order.id}`, { token: admin });
    expect(desk.data.nextStatuses).toEqual([]);
    const refused = await call(`/admin/order/${order.id}/status`, {
      method: "PUT",
      token: admin,
      json: { status: "CANCELLED" },
    });
    expect(refused.status).toBe(409);
  });
});
