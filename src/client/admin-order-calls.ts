// The owner's order calls (docs/decisions/070, "The owner's side" and "Card payment"): the site's
// orders and their status, and the site's own Stripe keys. Apart from createApiClient, so that
// their schemas load with the orders screen (editor/orders) only, never on a visitor's page.
import { z } from "zod";
import {
  type AdminOrderFilter,
  type AdminOrderQuery,
  adminDashboardSchema,
  adminOrderDetailSchema,
  adminOrderListSchema,
  type cardAccountBodySchema,
  cardAccountSchema,
  cardPaymentConfigSchema,
  type OrderStatus,
  orderBulkStatusSchema,
} from "../../schemas/order";
import { type ApiClientOptions, createCaller, queryParamsOf } from "./api-client";

const none = z.null();

export type CardAccountBody = z.input<typeof cardAccountBodySchema>;

/**
 * The papers and exports a browser opens by address (/admin/orders/papers/…, a resource route that
 * adds the site and the session a link cannot send), and the API path each one reads.
 */
export const ORDER_PAPER_PATH =
  /^(\d{1,9}\/(invoice|packing-slip|credit-note)\.pdf|pickups\.pdf|export\.(csv|json))$/;

export function createAdminOrderClient(options: ApiClientOptions) {
  const { call } = createCaller(options);
  const base = "/admin/orders/papers";
  return {
    /** The back-office home's figures (shop sites). */
    dashboard: () => call("GET", "/admin/dashboard", adminDashboardSchema),
    /** A contact message marked read (it leaves the home's unread list). */
    markMessageRead: (id: number) => call("PUT", `/admin/message/${id}/read`, none),
    orders: {
      /** A page of the site's orders, searched, filtered and sorted by the server. */
      list: (query: AdminOrderQuery) =>
        call("GET", "/admin/order", adminOrderListSchema, { query: queryParamsOf(query) }),
      /** An order with the statuses it may move to. */
      detail: (id: number) => call("GET", `/admin/order/${id}`, adminOrderDetailSchema),
      /** 409 with the catalogue's message when the order may not move to `status`. */
      setStatus: (id: number, status: OrderStatus) =>
        call("PUT", `/admin/order/${id}/status`, adminOrderDetailSchema, { body: { status } }),
      /** Several orders at once: each moves or is refused with its reason. */
      setStatuses: (ids: number[], status: OrderStatus) =>
        call("POST", "/admin/order/status", orderBulkStatusSchema, { body: { ids, status } }),
    },
    /** Addresses of the desk's papers and exports (opened by the browser: PDFs, CSV files). */
    papers: {
      invoice: (id: number) => `${base}/${id}/invoice.pdf`,
      packingSlip: (id: number) => `${base}/${id}/packing-slip.pdf`,
      creditNote: (id: number) => `${base}/${id}/credit-note.pdf`,
      pickups: (day: string) => `${base}/pickups.pdf?${new URLSearchParams({ date: day })}`,
      export: (filter: AdminOrderFilter, detail: "orders" | "lines") => {
        const query = queryParamsOf(filter);
        if (detail === "lines") query.set("detail", "lines");
        return `${base}/export.csv?${query}`;
      },
    },
    // SUPER_ADMIN only (403 otherwise); the secrets are never read back
    cardPayment: {
      /** The site's public card configuration; 404 while no account is set. */
      current: () => call("GET", "/payment/card/public-key", cardPaymentConfigSchema),
      /** Answers the webhook address to declare on Stripe. */
      save: (body: CardAccountBody) => call("PUT", "/admin/payment/card", cardAccountSchema, { body }),
      remove: () => call("DELETE", "/admin/payment/card", none),
      /**
       * Where Stripe sends its notifications for this site (decision 070), known before the keys
       * are saved: Stripe gives the webhook's secret only once this address is declared there.
       * The answer of \`save\` names it too, from the server.
       */
      webhookUrl: () =>
        `${options.origin || globalThis.location?.origin || ""}/api/payment/stripe/webhook/${options.idSite}`,
    },
  };
}

export type AdminOrderClient = ReturnType<typeof createAdminOrderClient>;
