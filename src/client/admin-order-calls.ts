// The owner's order calls (docs/decisions/070, "The owner's side" and "Card payment"): the site's
// orders and their status, and the site's own Stripe keys. Apart from createApiClient, so that
// their schemas load with the orders screen (editor/orders) only, never on a visitor's page.
import { z } from "zod";
import {
  adminOrderDetailSchema,
  adminOrderListSchema,
  type cardAccountBodySchema,
  cardAccountSchema,
  cardPaymentConfigSchema,
  type OrderStatus,
} from "../../schemas/order";
import { type ApiClientOptions, createCaller } from "./api-client";

const none = z.null();

export type CardAccountBody = z.input<typeof cardAccountBodySchema>;

export function createAdminOrderClient(options: ApiClientOptions) {
  const { call } = createCaller(options);
  return {
    orders: {
      /** The site's orders, newest first (200 at most); `status` keeps those in that status. */
      list: (status?: OrderStatus) =>
        call("GET", "/admin/order", adminOrderListSchema, {
          ...(status ? { query: new URLSearchParams({ status }) } : {}),
        }).then((d) => d.orders),
      /** An order with the statuses it may move to. */
      detail: (id: number) => call("GET", `/admin/order/${id}`, adminOrderDetailSchema),
      /** 409 with the catalogue's message when the order may not move to `status`. */
      setStatus: (id: number, status: OrderStatus) =>
        call("PUT", `/admin/order/${id}/status`, adminOrderDetailSchema, { body: { status } }),
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
