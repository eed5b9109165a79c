// The owner's click-and-collect calls (issue 13 §2). Apart from createApiClient, so that their
// schemas load with the pick-up screen only.
import {
  type AdminPickupPlaceCreate,
  type AdminPickupSave,
  adminPickupPlaceSchema,
  adminPickupSchema,
  adminPickupWithdrawnSchema,
} from "../../schemas/pickup";
import { type ApiClientOptions, createCaller } from "./api-client";

export function createAdminPickupClient(options: ApiClientOptions) {
  const { call } = createCaller(options);
  return {
    load: () => call("GET", "/admin/pickup", adminPickupSchema),
    /** A new pick-up place, with no slot yet; 422 with the fields' errors. */
    create: (body: AdminPickupPlaceCreate) => call("POST", "/admin/pickup", adminPickupPlaceSchema, { body }),
    /** 422 with the fields' errors ("slots.0.closesAt"…); the answer is the saved place. */
    save: (id: number, body: AdminPickupSave) =>
      call("PUT", `/admin/pickup/${id}`, adminPickupPlaceSchema, { body }),
    /** Its name and address; 422 with the fields' errors. */
    rename: (id: number, body: AdminPickupPlaceCreate) =>
      call("PATCH", `/admin/pickup/${id}`, adminPickupPlaceSchema, { body }),
    /** Withdrawn from click-and-collect; 409 while an order waits to be picked up there. */
    withdraw: (id: number) => call("DELETE", `/admin/pickup/${id}`, adminPickupWithdrawnSchema),
  };
}
