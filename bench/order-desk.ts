// Bench rows of the owner's order desk (issue 13 §7): 20 000 orders of site 2, written once by the
// bench server at start (as many as a busy domaine takes in a few years), searched and paged by
// the owner through GET /api/admin/order.
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
