// The owner's discount-code calls (issue 13 §3). Apart from createApiClient, so that their schemas
// load with the discounts screen only, never on a visitor's page.
import { z } from "zod";
import {
  type AdminDiscountQuery,
  adminDiscountListSchema,
  adminDiscountSchema,
  type DiscountInput,
} from "../../schemas/discount";
import { type ApiClientOptions, createCaller, queryParamsOf } from "./api-client";

const deleted = z.object({ archived: z.boolean(), code: z.string() });

export function createAdminDiscountClient(options: ApiClientOptions) {
  const { call } = createCaller(options);
  return {
    list: (query: AdminDiscountQuery) =>
      call("GET", "/admin/discount", adminDiscountListSchema, { query: queryParamsOf(query) }),
    /** 422 with the fields' errors; the answer is the saved code with its figures. */
    create: (body: DiscountInput) => call("POST", "/admin/discount", adminDiscountSchema, { body }),
    /** 409 with `current` when someone saved it meanwhile. */
    save: (id: number, body: DiscountInput & { version: number }) =>
      call("PUT", `/admin/discount/${id}`, adminDiscountSchema, { body }),
    /** Archived when an order names it, else deleted. */
    remove: (id: number) => call("DELETE", `/admin/discount/${id}`, deleted),
  };
}

export type AdminDiscountClient = ReturnType<typeof createAdminDiscountClient>;
