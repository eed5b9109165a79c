// Issue 16 §6 in the production set-up (DESIGN.md §10): the uncached render of `/` behind nginx, on
// a PostgreSQL server, by one app process and by two (WORKERS=2's equivalent, one per core here),
// in the same run. The page is site 1's home for the demo customer (a session never meets the page
// cache: every request is rendered). bench/soak.ts runs it before the soak (BENCH_RENDER=0 skips it).
import autocannon from "autocannon";
import { demoToken } from "./editor";

export interface ProcessRow {
  connections: number;
  one: { rps: number; p99: number };
  two: { rps: number; p99: number };
}

async function measure(url: string, connections: number, headers: Record<string, string>, seconds: number) {
  // a warm-up as `npm run bench`'s: 4 connections first (a cold process's first renders cost ten
  // times a warm one's), then the row's own
  await autocannon({ url, connections: 4, duration: 2, headers });
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** `oneUrl`: nginx in front of one app process; `twoUrl`: nginx in front of two. */
export async function renderByProcesses(
  oneUrl: string,
  twoUrl: string,
  seconds: number,
): Promise<ProcessRow[]> {
  const headers = { Cookie: `token=${await demoToken(twoUrl, 1, "CUSTOMER")}` };
  const rows: ProcessRow[] = [];
  for (const connections of [10, 50]) {
    const one = await measure(oneUrl, connections, headers, seconds);
    const two = await measure(twoUrl, connections, headers, seconds);
    rows.push({ connections, one, two });
  }
  return rows;
}

export function printProcessRows(rows: ProcessRow[]): void {
  const cell = (f: { rps: number; p99: number }) => `${f.rps.toFixed(0)} req/s, p99 ${f.p99} ms`.padEnd(26);
  console.log("\nuncached render of / (logged-in customer), behind nginx, PostgreSQL server");
  console.log(`${"connections".padEnd(13)}${"1 process".padEnd(26)}${"2 processes".padEnd(26)}ratio`);
  for (const row of rows)
    console.log(
      `${String(row.connections).padEnd(13)}${cell(row.one)}${cell(row.two)}${(row.two.rps / row.one.rps).toFixed(2)}×`,
    );
}
