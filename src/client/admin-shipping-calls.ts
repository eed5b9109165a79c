// The owner's shipping calls (issue 13 §1). Apart from createApiClient, so that their schemas load
// with the shipping screen only.
import { type ShippingFeesBody, shippingFeesSchema } from "../../schemas/order";
import { adminCarrierSchema, adminShippingSchema, type CarrierInput } from "../../schemas/shipping";
import { type ApiClientOptions, createCaller } from "./api-client";

export function createAdminShippingClient(options: ApiClientOptions) {
  const { call } = createCaller(options);
  return {
    load: () => call("GET", "/admin/carrier", adminShippingSchema),
    create: (body: CarrierInput) => call("POST", "/admin/carrier", adminCarrierSchema, { body }),
    /** 409 with `current` when someone saved it meanwhile; 422 with the fields' errors. */
    save: (id: number, body: CarrierInput & { version: number }) =>
      call("PUT", `/admin/carrier/${id}`, adminCarrierSchema, { body }),
    /** The checkout's own quote (POST /calculate/shipping-fees), asked by the owner. */
    simulate: (body: ShippingFeesBody) =>
      call("POST", "/admin/shipping/simulate", shippingFeesSchema, { body }),
  };
}

export type AdminShippingClient = ReturnType<typeof createAdminShippingClient>;
