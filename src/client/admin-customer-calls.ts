// The owner's customer and newsletter calls (issue 13 §4, decision 100). Apart from
// createApiClient, so that their schemas load with the customers screen only.
import { z } from "zod";
import {
  type AdminCustomerFilter,
  type AdminCustomerQuery,
  adminCustomerDetailSchema,
  adminCustomerListSchema,
  adminNewsletterListSchema,
  customerErasureSchema,
  type NewsletterListInput,
  type NewsletterSubscriberQuery,
  newsletterSubscriberListSchema,
} from "../../schemas/customer";
import { type ApiClientOptions, createCaller, queryParamsOf } from "./api-client";

/**
 * The files a browser opens by address (/admin/customers/files/…, a resource route that adds the
 * site and the session a link cannot send), after /api/admin/.
 */
export const CUSTOMER_FILE_PATH =
  /^(customer\/export\.csv|customer\/\d{1,9}\/data\.json|person\/data\.json|newsletter\/list\/\d{1,9}\/export\.csv)$/;

const saved = z.object({ id: z.number(), name: z.string() });
const named = z.object({ name: z.string() });

export function createAdminCustomerClient(options: ApiClientOptions) {
  const { call, callFull } = createCaller(options);
  const files = "/admin/customers/files";
  return {
    customers: {
      list: (query: AdminCustomerQuery) =>
        call("GET", "/admin/customer", adminCustomerListSchema, { query: queryParamsOf(query) }),
      detail: (id: number) => call("GET", `/admin/customer/${id}`, adminCustomerDetailSchema),
      /** 409 while an order is under way; the answer's message says what was done. */
      erase: (id: number) => callFull("DELETE", `/admin/customer/${id}`, customerErasureSchema),
    },
    /** A person without an account, by e-mail: 409 with the account's id when there is one. */
    person: {
      erase: (email: string) =>
        callFull("DELETE", "/admin/person", customerErasureSchema, { body: { email } }),
    },
    newsletters: {
      lists: () => call("GET", "/admin/newsletter/list", z.array(adminNewsletterListSchema)),
      create: (body: NewsletterListInput) => callFull("POST", "/admin/newsletter/list", saved, { body }),
      save: (id: number, body: NewsletterListInput) =>
        callFull("PUT", `/admin/newsletter/list/${id}`, saved, { body }),
      remove: (id: number) => callFull("DELETE", `/admin/newsletter/list/${id}`, named),
      subscribers: (id: number, query: NewsletterSubscriberQuery) =>
        call("GET", `/admin/newsletter/list/${id}/subscriber`, newsletterSubscriberListSchema, {
          query: queryParamsOf(query),
        }),
      unsubscribe: (id: number, email: string) =>
        callFull("DELETE", `/admin/newsletter/list/${id}/subscriber`, z.object({ email: z.string() }), {
          body: { email },
        }),
    },
    /** Addresses of the desk's files (opened by the browser). */
    files: {
      customers: (filter: AdminCustomerFilter) => `${files}/customer/export.csv?${queryParamsOf(filter)}`,
      personalData: (id: number) => `${files}/customer/${id}/data.json`,
      guestData: (email: string) => `${files}/person/data.json?${new URLSearchParams({ email })}`,
      subscribers: (listId: number) => `${files}/newsletter/list/${listId}/export.csv`,
    },
  };
}

export type AdminCustomerClient = ReturnType<typeof createAdminCustomerClient>;
