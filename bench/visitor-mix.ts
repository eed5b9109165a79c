// The soak's visitors (issue 16 §8): pages of the domaine, a cart add and an order of the demo
// customer, in turn; bench/soak.ts and bench/idle-memory.ts load them with autocannon.
import { readFileSync } from "node:fs";
import { BUYER_ADDRESS } from "../tests/fixtures/buyer-address";

const SITE = { idSite: "2", "Content-Type": "application/json" };

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, headers: { ...SITE, ...init.headers } });
  return ((await response.json()) as { data: T }).data;
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
  type Product = { id: number; slug: string; declinations: { id: number; stock: number | null }[] };
  const perrieres = await json<Product>(`${base}/api/product/saumur-rouge-les-perrieres`);
  const untracked = perrieres.declinations.find((d) => d.stock === null);
  if (!untracked) throw new Error("no declination without stock tracking");
  const fees = await json<{ carriers: { id: number; serviceCode: string }[] }>(
    `${base}/api/calculate/shipping-fees`,
    {
      method: "POST",
      body: JSON.stringify({
        products: [{ idProduct: perrieres.id, idDeclination: untracked.id, quantity: 6 }],
        postalCode: "49400",
        country: "FR",
      }),
    },
  );
  const carrier = fees.carriers.find((c) => c.serviceCode === "COLISSIMO_HOME")?.id;
  const order = JSON.stringify({
    products: [{ id: untracked.id, quantity: 6 }],
    billingAddress: BUYER_ADDRESS,
    shippingAddress: BUYER_ADDRESS,
    delivery: { type: "DELIVERY", idCarrier: carrier },
    paymentMethod: "BANK_TRANSFER",
    acceptTerms: true,
  });
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
