// Bench rows of the checkout (issue "Wine shop, part 2" §9): shipping-fee calculation and order
// creation throughput, and 50 simultaneous orders for a wine whose stock is short, on site 2.
import autocannon from "autocannon";
import { BUYER_ADDRESS } from "../tests/fixtures/buyer-address";

export interface CallFigure {
  rps: number;
  p99: number;
}

const SITE = { idSite: "2", "Content-Type": "application/json" };

async function api<T>(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) {
  const response = await fetch(`${base}/api${path}`, {
    method: init.method ?? "GET",
    headers: { ...SITE, ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as { data: T } };
}

async function run(url: string, init: { headers: Record<string, string>; body: string }, seconds: number) {
  const options = { url, connections: 20, method: "POST" as const, ...init };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`POST ${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export async function benchOrders(base: string, seconds: number) {
  const login = await api<{ token: string }>(base, "/login", {
    method: "POST",
    body: { email: "client@domaine.vinisite.fr", password: "Domaine-visiteur-2025" },
  });
  const token = login.body.data.token;
  type Product = {
    id: number;
    declinations: { id: number; stock: number | null; year: number | null; capacity: number | null }[];
  };
  const perrieres = (await api<Product>(base, "/product/saumur-rouge-les-perrieres")).body.data;
  const untracked = perrieres.declinations.find((d) => d.stock === null);
  if (!untracked) throw new Error("no declination without stock tracking");
  const carriers = await api<{ carriers: { id: number; serviceCode: string }[] }>(
    base,
    "/calculate/shipping-fees",
    {
      method: "POST",
      body: {
        products: [{ idProduct: perrieres.id, idDeclination: untracked.id, quantity: 6 }],
        postalCode: "49400",
        country: "FR",
      },
    },
  );
  const colissimo = carriers.body.data.carriers.find((c) => c.serviceCode === "COLISSIMO_HOME")?.id;
  if (!colissimo) throw new Error("no Colissimo carrier on site 2");

  const shipping = await run(
    `${base}/api/calculate/shipping-fees`,
    {
      headers: SITE,
      body: JSON.stringify({
        products: [{ idProduct: perrieres.id, idDeclination: untracked.id, quantity: 6 }],
        postalCode: "75011",
        country: "FR",
      }),
    },
    seconds,
  );
  const address = BUYER_ADDRESS;
  const order = (declination: number, quantity: number) => ({
    products: [{ id: declination, quantity }],
    billingAddress: address,
    shippingAddress: address,
    delivery: { type: "DELIVERY", idCarrier: colissimo },
    paymentMethod: "BANK_TRANSFER",
    acceptTerms: true,
  });
  const orders = await run(
    `${base}/api/order`,
    { headers: { ...SITE, Authorization: `Bearer ${token}` }, body: JSON.stringify(order(untracked.id, 6)) },
    seconds,
  );

  // 50 buyers at once for a wine with a short stock: how long until every answer, and the outcome
  const tc = (await api<Product>(base, "/product/saumur-champigny-les-trois-coteaux")).body.data;
  const scarce = tc.declinations.find((d) => d.year === 2023 && d.capacity === 150);
  if (!scarce || scarce.stock === null) throw new Error("no tracked magnum to race for");
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      api(base, "/order", { method: "POST", token, body: order(scarce.id, 1) }).then((r) => r.status),
    ),
  );
  const raceMs = performance.now() - started;
  const after = (await api<Product>(base, "/product/saumur-champigny-les-trois-coteaux")).body.data;
  const left = after.declinations.find((d) => d.id === scarce.id)?.stock;
  return {
    shipping,
    orders,
    race: {
      ms: raceMs,
      stock: scarce.stock,
      created: answers.filter((s) => s === 201).length,
      refused: answers.filter((s) => s === 409).length,
      left: left ?? null,
    },
  };
}
