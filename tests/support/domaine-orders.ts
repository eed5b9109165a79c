// What the order tests of the demo domaine (site 2) buy: six bottles of the Saumur-Champigny 2023
// 75 cl, delivered at home by Colissimo, paid by bank transfer; and the owner's moves of an order.
import { expect } from "vitest";
import type { OrderAddress, OrderCreated, ShippingFees } from "../../schemas/order";
import type { ProductDetail } from "../../schemas/shop";
import { BUYER_ADDRESS } from "../fixtures/buyer-address";
import type { apiCaller } from "./api-call";

type Call = ReturnType<typeof apiCaller>;

export interface DomaineBasket {
  product: ProductDetail;
  declination: number;
  carrier: number;
}

/** The wine, its 2023 75 cl declination and the Colissimo home carrier for six of them. */
export async function domaineBasket(call: Call): Promise<DomaineBasket> {
  const product = (await call<ProductDetail>("/product/saumur-champigny-les-trois-coteaux")).data;
  const d = product.declinations.find((x) => x.year === 2023 && x.capacity === 75);
  if (!d) throw new Error("no 2023 75 cl");
  const fees = await call<ShippingFees>("/calculate/shipping-fees", {
    method: "POST",
    json: {
      products: [{ idProduct: product.id, idDeclination: d.id, quantity: 6 }],
      postalCode: "49400",
      country: "FR",
    },
  });
  const carrier = fees.data.carriers.find((c) => c.serviceCode === "COLISSIMO_HOME")?.id;
  if (!carrier) throw new Error("no Colissimo");
  return { product, declination: d.id, carrier };
}

/** Six bottles ordered by the customer `token`, billed and delivered to `address`. */
export async function orderSix(
  call: Call,
  token: string,
  basket: DomaineBasket,
  address: OrderAddress = BUYER_ADDRESS,
): Promise<OrderCreated> {
  const created = await call<OrderCreated>("/order", {
    method: "POST",
    token,
    json: {
      products: [{ id: basket.declination, quantity: 6 }],
      billingAddress: address,
      shippingAddress: address,
      delivery: { type: "DELIVERY", idCarrier: basket.carrier },
      paymentMethod: "BANK_TRANSFER",
      acceptTerms: true,
    },
  });
  expect(created.status, created.body.message).toBe(201);
  return created.data;
}

/** The owner moves order `id` through `statuses`, one after the other. */
export async function moveOrder(call: Call, adminToken: string, id: number, statuses: readonly string[]) {
  for (const status of statuses) {
    const moved = await call(`/admin/order/${id}/status`, {
      method: "PUT",
      token: adminToken,
      json: { status },
    });
    expect(moved.status, moved.body.message).toBe(200);
  }
}

export const toDelivered = ["PAID", "PREPARING", "SHIPPED", "DELIVERED"] as const;
