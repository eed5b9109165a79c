// The Stripe adapter of the card provider interface: Stripe Checkout (a hosted payment page) and
// its signed webhooks. Network calls use the `fetch` given, so that tests replay responses
// recorded from Stripe's API (tests/fixtures/stripe) without reaching it.
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import {
  type CardAccount,
  type CardProvider,
  type CheckoutRequest,
  type PaymentEvent,
  PaymentProviderError,
  PaymentSignatureError,
} from "./card-provider";

const STRIPE_API = "https://api.stripe.com/v1";
/** Stripe's own tolerance for the age of a signed notification. */
export const STRIPE_SIGNATURE_TOLERANCE_S = 300;

const sessionSchema = z.object({ id: z.string().startsWith("cs_"), url: z.url() });

const eventSchema = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({
    object: z.object({
      id: z.string(),
      object: z.string(),
      client_reference_id: z.string().nullable().optional(),
      payment_status: z.string().optional(),
      metadata: z.record(z.string(), z.string()).nullable().optional(),
    }),
  }),
});

/** The x-www-form-urlencoded body of Stripe's API, with its bracketed keys. */
function formOf(fields: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
}

/** Verifies a `Stripe-Signature` header (t=…,v1=…) over the raw body. */
export function verifyStripeSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date = new Date(),
): void {
  if (!header) throw new PaymentSignatureError("no Stripe-Signature header");
  const parts = header.split(",").map((p) => p.trim().split("="));
  const timestamp = Number(parts.find(([k]) => k === "t")?.[1]);
  const signatures = parts.filter(([k]) => k === "v1").map(([, v]) => v ?? "");
  if (!Number.isInteger(timestamp) || !signatures.length)
    throw new PaymentSignatureError("malformed signature");
  if (Math.abs(now.getTime() / 1000 - timestamp) > STRIPE_SIGNATURE_TOLERANCE_S) {
    throw new PaymentSignatureError("signature too old");
  }
  const expected = createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest();
  const ok = signatures.some((s) => {
    const given = Buffer.from(s, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!ok) throw new PaymentSignatureError("signature mismatch");
}

export function stripeProvider(fetchImpl: typeof fetch = fetch): CardProvider {
  return {
    async createCheckout(account: CardAccount, request: CheckoutRequest) {
      let response: Response;
      try {
        response = await fetchImpl(`${STRIPE_API}/checkout/sessions`, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${account.secretKey}`,
            "Content-Type": "application/x-www-form-urlencoded",
            // one session per order, however often the buyer retries
            "Idempotency-Key": `vinisite-order-${request.idSite}-${request.orderId}-${request.amount}`,
          },
          body: formOf({
            mode: "payment",
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            client_reference_id: String(request.orderId),
            customer_email: request.email,
            locale: "fr",
            "line_items[0][quantity]": 1,
            "line_items[0][price_data][currency]": "eur",
            "line_items[0][price_data][unit_amount]": request.amount,
            "line_items[0][price_data][product_data][name]": request.description,
            "metadata[order_id]": request.orderId,
            "metadata[site_id]": request.idSite,
            "metadata[reference]": request.reference,
          }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (err) {
        // unreachable, refused, timed out: the same for the buyer, who may try again
        throw new PaymentProviderError(`Stripe could not be reached: ${(err as Error).message}`, null);
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const message = (body as { error?: { message?: string } } | null)?.error?.message ?? "Stripe error";
        throw new PaymentProviderError(message, response.status);
      }
      const session = sessionSchema.safeParse(body);
      if (!session.success) throw new PaymentProviderError("unexpected answer from Stripe", response.status);
      return { ref: session.data.id, url: session.data.url };
    },

    readEvent(account, rawBody, signature, now): PaymentEvent {
      verifyStripeSignature(account.webhookSecret, rawBody, signature, now);
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new PaymentSignatureError("not JSON");
      }
      const event = eventSchema.safeParse(json);
      if (!event.success || event.data.data.object.object !== "checkout.session") return { kind: "ignored" };
      const session = event.data.data.object;
      const orderId = Number(session.client_reference_id ?? session.metadata?.order_id);
      if (!Number.isInteger(orderId) || orderId <= 0) return { kind: "ignored" };
      if (
        (event.data.type === "checkout.session.completed" ||
          event.data.type === "checkout.session.async_payment_succeeded") &&
        session.payment_status === "paid"
      ) {
        return { kind: "paid", ref: session.id, orderId };
      }
      if (event.data.type === "checkout.session.expired")
        return { kind: "expired", ref: session.id, orderId };
      return { kind: "ignored" };
    },
  };
}
