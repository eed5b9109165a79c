// The soak's visitors (issue 16 §8): pages of the domaine, a cart add and an order of the demo
// customer, in turn; bench/soak.ts and bench/idle-memory.ts load them with autocannon.
import { readFileSync } from "node:fs";
import { BUYER_ADDRESS } from "../tests/fixtures/buyer-address";

const SITE = { idSite: "2", "Content-Type": "application/json" };

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, headers: { ...SITE, ...init.headers } });
  return ((await response.json()) as { data: T }).data;
}

/**
 * The benches' order (bench/visitor-mix.ts, bench/write-cost.ts): six bottles of the domaine's
 * Perrières, of a declination whose stock is not tracked, delivered by Colissimo, paid by bank
 * transfer. `call` asks the site's API (GET without a body, POST with one) and answers its data.
 */
export async function sixBottleOrder(call: (apiPath: string, body?: unknown) => Promise<unknown>) {
  type Product = { id: number; slug: string; declinations: { id: number; stock: number | null }[] };
  const product = (await call("/product/saumur-rouge-les-perrieres")) as Product;
  const untracked = product.declinations.find((d) => d.stock === null);
  if (!untracked) throw new Error("no declination without stock tracking");
  const fees = (await call("/calculate/shipping-fees", {
    products: [{ idProduct: product.id, idDeclination: untracked.id, quantity: 6 }],
    postalCode: "49400",
    country: "FR",
  })) as { carriers: { id: number; serviceCode: string }[] };
  const carrier = fees.carriers.find((c) => c.serviceCode === "COLISSIMO_HOME")?.id;
  const order = {
    products: [{ id: untracked.id, quantity: 6 }],
    billingAddress: BUYER_ADDRESS,
    shippingAddress: BUYER_ADDRESS,
    delivery: { type: "DELIVERY", idCarrier: carrier },
    paymentMethod: "BANK_TRANSFER",
    acceptTerms: true,
  };
  return { product, untracked, order };
}

/** autocannon's `requests` for a server (or nginx) at `base`. */
export async function visitorMix(base: string) {
  const token = (
    await json<{ token: string }>(`${base}/api/login`, {
      method: "POST",
      body: JSON.stringify({ email: "client@domaine.vinisite.fr", password: "Domaine-visiteur-2025" }),
      headers: { "X-Forwarded-For": "198.51.100.50" },
    })
  ).token;
  const {
    product: perrieres,
    untracked,
    order: sixBottles,
  } = await sixBottleOrder((apiPath, body) =>
    json(`${base}/api${apiPath}`, body === undefined ? {} : { method: "POST", body: JSON.stringify(body) }),
  );
  const order = JSON.stringify(sixBottles);
  const page = (p: string) => ({ method: "GET" as const, path: p, headers: { Host: "domaine.localhost" } });
  const requests = [
    page("/"),
    page("/shop"),
    page(`/shop/${perrieres.slug}`),
    page("/contact"),
    {
      method: "POST" as const,
      path: `/api/cart/new/product/${untracked.id}`,
      headers: SITE,
      body: '{"quantity":6}',
    },
    page(`/shop/${perrieres.slug}?from=soak`),
    {
      method: "POST" as const,
      path: "/api/order",
      headers: { ...SITE, Authorization: `Bearer ${token}` },
      body: order,
    },
  ];
  return requests;
}

/** Resident memory of a process, in MB (Linux). */
export function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}
