// Contracts of the owner's customer desk (issue 13 §4, DESIGN.md §7): /api/admin/customer and
// /api/admin/newsletter. A customer is an account of the site (role CUSTOMER); what they bought,
// where they live and what they receive come from their orders and subscriptions. The GDPR
// actions an owner must answer within a month: one person's data as a file, and its erasure
// (orders kept for the accountant, anonymised).
import { z } from "zod";
import { orderAddressSchema, orderSummarySchema } from "./order";

export const adminCustomerSorts = ["createdAt", "name", "totalSpent", "lastOrderAt"] as const;
export const ADMIN_CUSTOMER_PAGE_SIZES = [25, 50, 100] as const;

const isoDay = z.iso.date({ error: "customer.dateInvalid" });
const yesNo = z.enum(["yes", "no"]);

/** What the list and its export keep: searched, filtered, on the server. */
export const adminCustomerFilterSchema = z.object({
  /** A name, an e-mail or a city (part of it). */
  search: z.string().trim().max(100).optional(),
  /** Has placed at least one order (cancelled ones aside). */
  ordered: yesNo.optional(),
  /** Receives at least one newsletter list. */
  subscribed: yesNo.optional(),
  /** Account created on or after this day (Paris time). */
  from: isoDay.optional(),
  /** Account created on or before this day (Paris time). */
  to: isoDay.optional(),
});
export type AdminCustomerFilter = z.infer<typeof adminCustomerFilterSchema>;

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const perPage = z.coerce
  .number()
  .int()
  .refine((n) => (ADMIN_CUSTOMER_PAGE_SIZES as readonly number[]).includes(n))
  .default(25);

/** GET /admin/customer: the filters, a sort and a page. */
export const adminCustomerQuerySchema = adminCustomerFilterSchema.extend({
  sort: z.enum(adminCustomerSorts).default("createdAt"),
  direction: z.enum(["asc", "desc"]).default("desc"),
  page,
  perPage,
});
export type AdminCustomerQuery = z.infer<typeof adminCustomerQuerySchema>;

export const customerSummarySchema = z.object({
  id: z.number(),
  email: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  /** The city of the latest order's billing address. */
  city: z.string().nullable(),
  createdAt: z.string(),
  /** Orders placed, cancelled ones aside, and what they came to (cents). */
  orderCount: z.number(),
  totalSpent: z.number(),
  lastOrderAt: z.string().nullable(),
  subscribed: z.boolean(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const adminCustomerListSchema = z.object({
  items: z.array(customerSummarySchema),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});
export type AdminCustomerList = z.infer<typeof adminCustomerListSchema>;

export const adminCustomerDetailSchema = customerSummarySchema.extend({
  phone: z.string().nullable(),
  /** The birthdate given at registration. */
  birthdate: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** Consent: the terms of use accepted at registration. */
  termsAcceptedAt: z.string().nullable(),
  /** The addresses the orders were billed or delivered to, newest first, each once. */
  addresses: z.array(orderAddressSchema.extend({ usedAt: z.string() })),
  orders: z.array(orderSummarySchema),
  /** The lists received, with the day of the opt-in. */
  newsletters: z.array(z.object({ listId: z.number(), name: z.string(), subscribedAt: z.string() })),
  /** Proof of majority kept with the orders (the birthdate the buyer declared, and when). */
  majorityProofs: z.array(z.object({ reference: z.string(), birthdate: z.string(), declaredAt: z.string() })),
  /** Orders not yet delivered or cancelled: the person cannot be erased before they are. */
  ordersInProgress: z.number(),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

/** DELETE /admin/customer/{id}: what the erasure did. */
export const customerErasureSchema = z.object({
  /** Orders kept for the accountant, without name, address, phone or e-mail. */
  anonymisedOrders: z.number(),
});
export type CustomerErasure = z.infer<typeof customerErasureSchema>;

/** A person without an account (a guest buyer, a visitor who wrote or registered): by e-mail. */
export const personQuerySchema = z.object({
  email: z.email({ error: "customer.emailInvalid" }).trim().toLowerCase().max(254),
});

// ---- Newsletter lists -------------------------------------------------------------------------

export const adminNewsletterListSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  /** Joined by a visitor who subscribes without choosing. */
  isDefault: z.boolean(),
  subscriberCount: z.number(),
});
export type AdminNewsletterList = z.infer<typeof adminNewsletterListSchema>;

export const newsletterListInputSchema = z.object({
  name: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(80, { error: "newsletter.nameTooLong" }),
  description: z.string().trim().max(300, { error: "newsletter.descriptionTooLong" }).default(""),
  isDefault: z.boolean().default(false),
});
export type NewsletterListInput = z.input<typeof newsletterListInputSchema>;

/** GET /admin/newsletter/list/{id}/subscriber: a page of a list's subscribers. */
export const newsletterSubscriberQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page,
  perPage,
});
export type NewsletterSubscriberQuery = z.infer<typeof newsletterSubscriberQuerySchema>;

export const newsletterSubscriberSchema = z.object({
  email: z.string(),
  /** The opt-in: when the address joined the list. */
  subscribedAt: z.string(),
  /** The account with this address, when there is one. */
  customerId: z.number().nullable(),
});

export const newsletterSubscriberListSchema = z.object({
  items: z.array(newsletterSubscriberSchema),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});
export type NewsletterSubscriberList = z.infer<typeof newsletterSubscriberListSchema>;

/** DELETE /admin/newsletter/list/{id}/subscriber: the address leaves the list. */
export const newsletterUnsubscribeSchema = z.object({
  email: z.string().trim().toLowerCase().max(254),
});
