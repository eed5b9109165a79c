// The owner's shipping calls (issue 13 §1). Apart from createApiClient, so that their schemas load
// with the shipping screen only.

import { z } from "zod";
import { type ShippingFeesBody, shippingFeesSchema } from "../../schemas/order";
import {
  type AccessPointInput,
  adminAccessPointSchema,
  adminCarrierSchema,
  adminDestinationSchema,
  adminShippingSchema,
  type CarrierInput,
  type DestinationsUpdate,
} from "../../schemas/shipping";
import { type ApiClientOptions, createCaller } from "./api-client";

export function createAdminShippingClient(options: ApiClientOptions) {
  const { call, callFull } = createCaller(options);
  const point = z.object({ id: z.number(), name: z.string() });
  return {
    load: () => call("GET", "/admin/carrier", adminShippingSchema),
    create: (body: CarrierInput) => call("POST", "/admin/carrier", adminCarrierSchema, { body }),
    /** 409 with `current` when someone saved it meanwhile; 422 with the fields' errors. */
    save: (id: number, body: CarrierInput & { version: number }) =>
      call("PUT", `/admin/carrier/${id}`, adminCarrierSchema, { body }),
    /** The checkout's own quote (POST /calculate/shipping-fees), asked by the owner. */
    simulate: (body: ShippingFeesBody) =>
      call("POST", "/admin/shipping/simulate", shippingFeesSchema, { body }),
    /** The relay network's points (the built-in provider's settings). */
    points: {
      list: () => call("GET", "/admin/access-point", z.array(adminAccessPointSchema)),
      create: (body: AccessPointInput) => callFull("POST", "/admin/access-point", point, { body }),
      save: (id: number, body: AccessPointInput) =>
        callFull("PUT", `/admin/access-point/${id}`, point, { body }),
      remove: (id: number) => callFull("DELETE", `/admin/access-point/${id}`, point),
    },
    /** The countries of the selling area and the owner's choices (issue 15 §6). */
    destinations: {
      list: () => call("GET", "/admin/destination", z.array(adminDestinationSchema)),
      save: (body: DestinationsUpdate) =>
        callFull("PUT", "/admin/destination", z.array(adminDestinationSchema), { body }),
    },
  };
}

export type AdminShippingClient = ReturnType<typeof createAdminShippingClient>;
