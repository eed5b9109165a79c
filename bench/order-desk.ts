// Bench rows of the owner's order desk (issue 13 §7): 20 000 orders of site 2, written once by the
// bench server at start (as many as a busy domaine takes in a few years), searched and paged by
// the owner through GET /api/admin/order; 20 000 customers, exported as CSV.
import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import type { Database } from "../src/server/db/client";

export const BENCH_ORDERS = 20_000;

const firstnames = ["Claire", "Hélène", "Paul", "Jean", "Marie", "Louis", "Anne", "Pierre", "Sophie", "Luc"];
const lastnames = [
  "Martin",
  "Bernard",
  "Dubois",
  "Lefèvre",
  "Moreau",
  "Laurent",
  "Simon",
  "Michel",
  "Garcia",
  "Roux",
];

/** The orders, each with one line of six bottles, spread over the last three years. */
export async function writeBenchOrders(db: Database, idSite: number): Promise<void> {
  const names = sql.raw(
    `(array[${firstnames.map((n) => `'${n}'`).join(",")}])[1 + g % ${firstnames.length}], (array[${lastnames
      .map((n) => `'${n}'`)
      .join(",")}])[1 + (g / ${firstnames.length})::int % ${lastnames.length}] || '-' || (g % 997)::text`,
  );
  await db.owner.execute(sql`
    with made as (
      insert into orders (site_id, email, reference, status, delivery_kind, payment_method, billing_address,
        subtotal, total, shipping_fees, terms_accepted_at, created_at)
      select ${idSite}, 'acheteur' || g || '@example.fr', 'BENCH-' || lpad(g::text, 6, '0'),
        (array['PAID','PREPARING','SHIPPED','DELIVERED','CANCELLED'])[1 + g % 5],
        (array['DELIVERY','CLICK_AND_COLLECT'])[1 + g % 2], 'CARD',
        jsonb_build_object('firstname', n.firstname, 'lastname', n.lastname, 'address', '5 rue des Lilas',
          'postalCode', '49400', 'city', 'Saumur', 'country', 'FR'),
        5700, 7390, 1690, now(), now() - (g || ' minutes')::interval * 78
      from generate_series(1, ${BENCH_ORDERS}) g, lateral (select ${names}) as n(firstname, lastname)
      returning id
    )
    insert into order_lines (site_id, order_id, name, year, capacity, capacity_unit, quantity, unit_price, total)
    select ${idSite}, id, 'Les Trois Coteaux', 2023, 75, 'CENTILITRE', 6, 950, 5700 from made`);
}

export const BENCH_CUSTOMERS = 20_000;
/** The bench customers who ordered: the export filtered on them is the 10× smaller baseline. */
const BENCH_BUYERS = 2_000;

/**
 * The customers of issue 13 §7: 20 000 accounts of site 2, the first 2 000 of them owning the
 * bench orders (ten each), the others never having ordered.
 */
export async function writeBenchCustomers(db: Database, idSite: number): Promise<void> {
  await db.owner.execute(sql`
    insert into users (site_id, email, password_hash, role, firstname, lastname, created_at, terms_accepted_at)
    select ${idSite}, 'client' || g || '@example.fr', 'unused', 'CUSTOMER',
      (array[${sql.raw(firstnames.map((n) => `'${n}'`).join(","))}])[1 + g % ${firstnames.length}],
      (array[${sql.raw(lastnames.map((n) => `'${n}'`).join(","))}])[1 + (g / ${firstnames.length})::int % ${lastnames.length}],
      now() - (g || ' minutes')::interval * 60, now()
    from generate_series(1, ${BENCH_CUSTOMERS}) g`);
  await db.owner.execute(sql`
    update orders o set user_id = u.id
    from users u
    where o.site_id = ${idSite} and o.reference like 'BENCH-%' and u.site_id = ${idSite}
      and u.email = 'client' || (1 + (substr(o.reference, 7)::int % ${BENCH_BUYERS})) || '@example.fr'`);
}

export interface ExportFigure {
  rows: number;
  ms: number;
  /** How much the server's resident memory grew at most while it wrote the file (MB). */
  rssGrowthMb: number;
}

const rssOf = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** Downloads an export once, timing it and sampling the server's memory meanwhile. */
export async function exportFigure(
  url: string,
  headers: Record<string, string>,
  pid: number,
): Promise<ExportFigure> {
  const before = await rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => {
    void rssOf(pid).then((rss) => {
      peak = Math.max(peak, rss);
    });
  }, 20);
  const start = performance.now();
  const response = await fetch(url, { headers });
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
  let rows = 0;
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read())
    rows += decoder.decode(part.value, { stream: true }).split("\r\n").length - 1;
  const ms = performance.now() - start;
  clearInterval(sampler);
  return { rows: rows - 1, ms, rssGrowthMb: Math.max(0, peak - before) };
}
