// Card payment behind one interface (docs/decisions/070): the order is created first, awaiting
// payment; the provider's hosted page takes the card; its signed notification marks the order
// paid. Stripe is the one adapter (./stripe.ts); its network calls go through `fetch`, injected,
// so that tests replay recorded responses.

export interface CardAccount {
  provider: "stripe";
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
}

export interface CheckoutRequest {
  orderId: number;
  reference: string;
  /** Cents, euros. */
  amount: number;
  email: string;
  /** What the hosted page shows the buyer. */
  description: string;
  successUrl: string;
  cancelUrl: string;
  idSite: number;
}

export interface CheckoutSession {
  /** The provider's reference, kept on the order. */
  ref: string;
  /** Where the buyer pays. */
  url: string;
}

/** A verified notification of the provider about an order. */
export type PaymentEvent =
  | { kind: "paid"; ref: string; orderId: number }
  | { kind: "expired"; ref: string; orderId: number }
  | { kind: "ignored" };

export interface CardProvider {
  createCheckout(account: CardAccount, request: CheckoutRequest): Promise<CheckoutSession>;
  /** Checks the signature of a notification and reads it; throws PaymentSignatureError when forged. */
  readEvent(account: CardAccount, rawBody: string, signature: string | undefined, now?: Date): PaymentEvent;
}

export class PaymentSignatureError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "PaymentSignatureError";
  }
}

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}
