// The ordering and delivery calls of spec §7 (docs/decisions/070), the geography calls the
// checkout needs (GET /countries, GET /cities/{search}/{idCountry}) and the card provider's
// public configuration, for createApiClient. Every answer is parsed with schemas/order.ts.
import { z } from "zod";
import { citySchema, countrySchema } from "../../schemas/geo";
import {
  type AccessPoint,
  accessPointListSchema,
  cardPaymentConfigSchema,
  clickAndCollectSchema,
  type OrderBody,
  orderCreatedSchema,
  orderDetailSchema,
  orderDiscountSchema,
  orderListSchema,
  orderValidationSchema,
  paymentMethodsSchema,
  type ShippingFeesBody,
  shippingFeesSchema,
} from "../../schemas/order";
import { destinationSchema } from "../../schemas/shipping";
import { type ApiClientOptions, type CallInit, createCaller } from "./api-client";

/** The request functions of createCaller: JSON calls, and a raw one for a PDF. */
export interface OrderCaller {
  call: <S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    init?: CallInit,
  ) => Promise<z.infer<S>>;
  raw: (method: string, path: string) => Promise<Response>;
}

const schemas = {
  countries: z.array(countrySchema),
  cities: z.array(citySchema),
  // GET /payment/methods (decision 070): the methods each delivery kind may use
  paymentMethods: paymentMethodsSchema,
  // POST /order/{id}/payment: a new card payment page for an order still to pay
  cardPayment: z.object({ paymentUrl: z.string() }),
};

/** A product as the order calls name it: the declination id and a quantity (decision 070). */
export interface OrderProduct {
  id: number;
  quantity: number;
}

/** POST /relay/access-points: where to search. */
export interface AccessPointSearch {
  postalCode: string;
  city?: string;
  country: string | number;
  idCarrier?: number;
}

/**
 * The client of the order calls, apart from createApiClient: its schemas load with the checkout
 * and the account screens, not on every page that shows a cart.
 */
const destinationListSchema = z.array(destinationSchema);

export function createOrderClient(options: ApiClientOptions) {
  return orderCalls(createCaller(options));
}

export type OrderClient = ReturnType<typeof createOrderClient>;

export function orderCalls({ call, raw }: OrderCaller) {
  return {
    geo: {
      countries: () => call("GET", "/countries", schemas.countries),
      /** Communes of France by name or postal code (other countries answer an empty list). */
      cities: (search: string, idCountry: number) =>
        call("GET", `/cities/${encodeURIComponent(search)}/${idCountry}`, schemas.cities),
    },
    delivery: {
      /** Carriers with the server's prices; 422 'No products in cart', LOCK_DELIVERY, unserved country. */
      shippingFees: (body: ShippingFeesBody) =>
        call("POST", "/calculate/shipping-fees", shippingFeesSchema, { body }),
      accessPoints: (search: AccessPointSearch): Promise<AccessPoint[]> =>
        call("POST", "/relay/access-points", accessPointListSchema, { body: search }).then(
          (d) => d.accessPoints,
        ),
      clickAndCollect: () => call("GET", "/click-and-collect", clickAndCollectSchema),
      /** The countries the site delivers to, with their buying age and excise (issue 15 §6). */
      destinations: () => call("GET", "/destination", destinationListSchema),
    },
    order: {
      validate: (products: OrderProduct[]) =>
        call("POST", "/order/validate", orderValidationSchema, { body: { products } }),
      /** 422 when the code does not apply (unknown, expired, minimum not reached, used up). */
      discount: (code: string, products: OrderProduct[]) =>
        call("POST", "/order/discount", orderDiscountSchema, { body: { code, products } }),
      /** A second call with the same key answers the first order instead of making another. */
      create: (body: OrderBody, idempotencyKey: string) =>
        call("POST", "/order", orderCreatedSchema, {
          body,
          headers: { "Idempotency-Key": idempotencyKey },
        }),
      list: () => call("GET", "/order", orderListSchema).then((d) => d.orders),
      detail: (id: number) => call("GET", `/order/${id}`, orderDetailSchema),
      /** The buyer's invoice, a PDF (GET /order/{id}/invoice). */
      invoice: (id: number) => raw("GET", `/order/${id}/invoice`),
      /** The buyer withdraws from the order (409 once the period is over or already done). */
      withdraw: (id: number, message: string) =>
        call("POST", `/order/${id}/withdrawal`, orderDetailSchema, { body: message ? { message } : {} }),
      /** A card payment page again, for a CARD order still to pay (502 while the provider fails). */
      pay: (id: number) =>
        call("POST", `/order/${id}/payment`, schemas.cardPayment).then((d) => d.paymentUrl),
    },
    payment: {
      /** The payment methods each delivery kind may use on the site (PAYMENT_METHOD, card provider). */
      methods: () => call("GET", "/payment/methods", schemas.paymentMethods).then((d) => d.methods),
      /** 404 when the site has no card provider. */
      cardConfig: () => call("GET", "/payment/card/public-key", cardPaymentConfigSchema),
    },
  };
}

/**
 * A fresh Idempotency-Key for one attempt at ordering (decision 070): sent again with the same
 * attempt, a second POST /order answers the first order instead of making another.
 */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === "function") return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
