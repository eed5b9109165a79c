// Card payment through Stripe Checkout (docs/decisions/070). Stripe is the one boundary we cannot
// reach from here: its answers are replayed from tests/fixtures/stripe, and every request our
// adapter sends is checked as Stripe would read it. The webhook is signed as Stripe signs.
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderCreated, OrderDetail, ShippingFees } from "../../../../schemas/order";
import type { ProductDetail } from "../../../../schemas/shop";
import { BUYER_ADDRESS } from "../../../../tests/fixtures/buyer-address";
import {
  changeFeedCaughtUp,
  createTestPlatform,
  envelopeOf,
  root,
} from "../../../../tests/support/test-platform";
import { withSite } from "../../db/client";
import { cardPaymentAccounts, parameters, users } from "../../db/schema";
import { createSession } from "../account/session";
import { stripeProvider } from "./payment/stripe";

const fixture = (name: string) =>
  JSON.parse(readFileSync(path.join(root, "tests/fixtures/stripe", name), "utf8")) as Record<string, unknown>;

/** What the adapter sent to Stripe, and what Stripe answers next. */
const sent: { url: string; headers: Headers; form: URLSearchParams }[] = [];
let answer: { status: number; body: Record<string, unknown> } | "unreachable" = { status: 200, body: {} };
const replay: typeof fetch = async (input, init) => {
  sent.push({
    url: String(input),
    headers: new Headers(init?.headers),
    form: new URLSearchParams(String(init?.body ?? "")),
  });
  if (answer === "unreachable") throw new TypeError("fetch failed");
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { "Content-Type": "application/json" },
  });
};

const platform = await createTestPlatform({ cardProvider: stripeProvider(replay) });
afterAll(() => platform.close());

const WEBHOOK_SECRET = "whsec_test_vinisite_0123456789abcdef";

async function call<T>(
  p: string,
  init: { method?: string; json?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const { token, headers = {}, ...rest } = init;
  const response = await platform.call(`/api${p}`, {
    site: 2,
    lang: "en_GB",
    ...rest,
    headers: {
      Origin: "http://domaine.localhost:3000",
      ...headers,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  const body = await envelopeOf(response);
  return { status: response.status, body, data: body.data as T };
}

/** Signs a webhook body as Stripe does (Stripe-Signature: t=…,v1=HMAC-SHA256(t.body)). */
function sign(body: string, secret = WEBHOOK_SECRET, at = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac("sha256", secret).update(`${at}.${body}`).digest("hex");
  return `t=${at},v1=${v1}`;
}
async function webhook(body: string, signature: string | null, site = 2) {
  const response = await platform.api.fetch(
    new Request(`http://localhost/api/payment/stripe/webhook/${site}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(signature ? { "Stripe-Signature": signature } : {}),
      },
      body,
    }),
  );
  return { status: response.status, body: await envelopeOf(response) };
}

let token: string;
let order: Record<string, unknown>;

beforeAll(async () => {
  const since = platform.cache.version(2);
  await withSite(platform.db, 2, async (tx) => {
    await tx.insert(cardPaymentAccounts).values({
      siteId: 2,
      publishableKey: "pk_test_vinisite",
      secretKey: "sk_test_vinisite",
      webhookSecret: WEBHOOK_SECRET,
    });
    await tx
      .update(parameters)
      .set({ value: "CARD" })
      .where(and(eq(parameters.siteId, 2), eq(parameters.type, "PAYMENT_METHOD")));
  });
  await changeFeedCaughtUp(platform, 2, since);
  const [user] = await withSite(platform.db, 2, (tx) =>
    tx
      .insert(users)
      .values({
        siteId: 2,
        email: "carte@example.org",
        passwordHash: "x",
        firstname: "Claire",
        lastname: "Martin",
        birthdate: "1980-01-01",
      })
      .returning({ id: users.id }),
  );
  token = await withSite(platform.db, 2, (tx) => createSession(tx, 2, user?.id ?? 0));
  const tc = (await call<ProductDetail>("/product/saumur-champigny-les-trois-coteaux")).data;
  const declination = tc.declinations.find((d) => d.year === 2023 && d.capacity === 75)?.id ?? 0;
  const fees = await call<ShippingFees>("/calculate/shipping-fees", {
    method: "POST",
    json: {
      products: [{ idProduct: tc.id, idDeclination: declination, quantity: 6 }],
      postalCode: "49400",
      country: "FR",
    },
  });
  const address = BUYER_ADDRESS;
  order = {
    products: [{ id: declination, quantity: 6 }],
    billingAddress: address,
    shippingAddress: address,
    delivery: { type: "DELIVERY", idCarrier: fees.data.carriers[0]?.id },
    paymentMethod: "CARD",
    acceptTerms: true,
  };
});

describe("card payment (Stripe Checkout, answers replayed)", () => {
  it("gives the site's public key only, and offers the card once the site has an account", async () => {
    const key = await call<{ provider: string; publishableKey: string }>("/payment/card/public-key");
    expect(key.data).toEqual({ provider: "stripe", publishableKey: "pk_test_vinisite" });
    expect(JSON.stringify(key.body)).not.toContain("sk_test");
    const methods = await call<{ methods: Record<string, string[]> }>("/payment/methods");
    expect(methods.data.methods.DELIVERY).toEqual(["CARD"]);
    // the consultant's site sells nothing: no key to give
    expect((await platform.call("/api/payment/card/public-key", { site: 1 })).status).toBe(404);
  });

  it("creates the order awaiting payment, then a Checkout Session for its server-side total", async () => {
    sent.length = 0;
    answer = { status: 200, body: fixture("checkout-session-created.json") };
    const r = await call<OrderCreated>("/order", { method: "POST", json: order, token });
    expect(r.status).toBe(201);
    expect(r.data.status).toBe("PENDING_PAYMENT");
    expect(r.data.paymentUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.url).toBe("https://api.stripe.com/v1/checkout/sessions");
    expect(request?.headers.get("Authorization")).toBe("Bearer sk_test_vinisite");
    expect(request?.headers.get("Idempotency-Key")).toContain(String(r.data.id));
    expect(request?.form.get("mode")).toBe("payment");
    expect(request?.form.get("client_reference_id")).toBe(String(r.data.id));
    expect(request?.form.get("line_items[0][price_data][unit_amount]")).toBe(String(r.data.total));
    expect(request?.form.get("line_items[0][price_data][currency]")).toBe("eur");
    expect(request?.form.get("customer_email")).toBe("carte@example.org");
    expect(request?.form.get("success_url")).toBe(
      `http://domaine.localhost:3000/checkout/confirmation/${r.data.id}?paid=1`,
    );
  });

  it("marks the order paid on Stripe's signed notification, once; forged ones are refused", async () => {
    answer = { status: 200, body: fixture("checkout-session-created.json") };
    const created = await call<OrderCreated>("/order", { method: "POST", json: order, token });
    const event = fixture("checkout-session-completed.event.json") as {
      data: { object: Record<string, unknown> };
    };
    event.data.object.client_reference_id = String(created.data.id);
    const body = JSON.stringify(event);

    expect((await webhook(body, null)).status).toBe(400);
    expect((await webhook(body, sign(body, "whsec_wrong"))).status).toBe(400);
    expect(
      (await webhook(body, sign(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600))).status,
    ).toBe(400);
    expect((await webhook(`${body} `, sign(body))).status).toBe(400);
    expect((await webhook(body, sign(body), 1)).status).toBe(404);
    const before = await call<OrderDetail>(`/order/${created.data.id}`, { token });
    expect(before.data.status).toBe("PENDING_PAYMENT");

    const ok = await webhook(body, sign(body));
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ received: true, recorded: true });
    const after = await call<OrderDetail>(`/order/${created.data.id}`, { token });
    expect(after.data.status).toBe("PAID");
    // Stripe retries notifications: a second one changes nothing
    expect((await webhook(body, sign(body))).body.data).toEqual({ received: true, recorded: false });

    // a paid session of another order's reference does not pay this one
    const other = await call<OrderCreated>("/order", { method: "POST", json: order, token });
    const stolen = structuredClone(event);
    stolen.data.object.client_reference_id = String(other.data.id);
    stolen.data.object.id = "cs_test_someone_elses_session";
    const stolenBody = JSON.stringify(stolen);
    expect((await webhook(stolenBody, sign(stolenBody))).body.data).toEqual({
      received: true,
      recorded: false,
    });
  });

  it("keeps the order when Stripe refuses, and lets the buyer try again", async () => {
    answer = { status: 401, body: fixture("error-invalid-api-key.json") };
    const r = await call<OrderCreated>("/order", { method: "POST", json: order, token });
    expect(r.status).toBe(201);
    expect(r.data.paymentUrl).toBeUndefined();
    const retry = await call(`/order/${r.data.id}/payment`, { method: "POST", token });
    expect(retry.status).toBe(502);
    answer = { status: 200, body: fixture("checkout-session-created.json") };
    // Stripe unreachable: the same answer, the buyer may try again
    answer = "unreachable";
    const unreachable = await call(`/order/${r.data.id}/payment`, { method: "POST", token });
    expect(unreachable.status).toBe(502);
    expect(unreachable.body.message).toBe("The payment service did not answer: please try again in a moment");
    answer = { status: 200, body: fixture("checkout-session-created.json") };
    const again = await call<{ paymentUrl: string }>(`/order/${r.data.id}/payment`, {
      method: "POST",
      token,
    });
    expect(again.status).toBe(200);
    expect(again.data.paymentUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
  });
});

describe("PUT /admin/payment/card", () => {
  async function tokenOf(email: string) {
    const [user] = await withSite(platform.db, 2, (tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.siteId, 2), eq(users.email, email))),
    );
    return withSite(platform.db, 2, (tx) => createSession(tx, 2, user?.id ?? 0));
  }
  const keys = {
    publishableKey: "pk_test_newKey123",
    secretKey: "sk_test_newSecret123",
    webhookSecret: "whsec_newHook123",
  };

  it("lets the SUPER_ADMIN connect the site's Stripe account, never reading the secrets back", async () => {
    expect((await call("/admin/payment/card", { method: "PUT", json: keys })).status).toBe(401);
    expect((await call("/admin/payment/card", { method: "PUT", json: keys, token })).status).toBe(403);
    const admin = await tokenOf("admin@domaine.vinisite.fr");
    expect((await call("/admin/payment/card", { method: "PUT", json: keys, token: admin })).status).toBe(403);
    const owner = await tokenOf("superadmin@domaine.vinisite.fr");
    const bad = await call("/admin/payment/card", {
      method: "PUT",
      json: { ...keys, secretKey: "pk_test_oops123" },
      token: owner,
    });
    expect(bad.status).toBe(400);
    const since = platform.cache.version(2);
    const r = await call<{ webhookUrl: string; publishableKey: string }>("/admin/payment/card", {
      method: "PUT",
      json: keys,
      token: owner,
    });
    expect(r.status).toBe(200);
    expect(r.data.webhookUrl).toBe("http://domaine.localhost:3000/api/payment/stripe/webhook/2");
    expect(JSON.stringify(r.body)).not.toContain("sk_test_newSecret123");
    await changeFeedCaughtUp(platform, 2, since);
    expect((await call<{ publishableKey: string }>("/payment/card/public-key")).data.publishableKey).toBe(
      "pk_test_newKey123",
    );
  });
});
