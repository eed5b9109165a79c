// Issue 16 §4: two app processes behind nginx on one PostgreSQL server behave as one site, and
// faults (a process killed, the database stopped) leave nothing half-done. Everything is started
// here: a PostgreSQL server of the test's own, two processes of the compiled server (`npm start`),
// and Debian's nginx with deploy/nginx/vinisite.conf.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUYER_ADDRESS } from "../fixtures/buyer-address";
import { type AppProcess, freePort, startApp, startNginx, startPostgres, stopApp, waitFor } from "./cluster";

const SITE = "2";
const HOST = "domaine.localhost";
const ADMIN = { email: "admin@domaine.vinisite.fr", password: "Domaine-gestion-2025" };
const CUSTOMER = { email: "client@domaine.vinisite.fr", password: "Domaine-visiteur-2025" };

let postgres: Awaited<ReturnType<typeof startPostgres>>;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let databaseUrl: string;
let dataDir: string;
let ports: [number, number];
const apps: AppProcess[] = [];
let sql: pg.Pool;

const appUrl = (i: 0 | 1) => `http://127.0.0.1:${ports[i]}`;

interface Answer<T = unknown> {
  status: number;
  body: { success: boolean; message: string; data: T };
  ms: number;
}

/** An API call on site 2, to a base URL (one process, or nginx), from the address `ip`. */
async function api<T = unknown>(
  base: string,
  route: string,
  init: {
    method?: string;
    json?: unknown;
    token?: string;
    ip?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer<T>> {
  const started = performance.now();
  const response = await fetch(`${base}/api${route}`, {
    method: init.method ?? "GET",
    headers: {
      idSite: SITE,
      "Content-Type": "application/json",
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      // the processes trust X-Forwarded-For from loopback (TRUST_PROXY=1), as nginx's
      ...(init.ip ? { "X-Forwarded-For": init.ip } : {}),
      ...init.headers,
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    signal: AbortSignal.timeout(20_000),
  });
  const body = (await response.json()) as Answer<T>["body"];
  return { status: response.status, body, ms: performance.now() - started };
}

async function login(base: string, account: { email: string; password: string }, ip: string) {
  const answer = await api<{ token: string }>(base, "/login", { method: "POST", json: account, ip });
  if (answer.status !== 200)
    throw new Error(`login ${account.email}: ${answer.status} ${answer.body.message}`);
  return answer.body.data.token;
}

/** A page of site 2 as a visitor gets it (fetch() would not send our Host header: node:http does). */
function page(base: string, route: string): Promise<{ status: number; html: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${route}`, { headers: { Host: HOST }, timeout: 20_000 }, (response) => {
      let html = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        html += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, html }));
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`GET ${route}: no answer in 20 s`)));
    request.on("error", reject);
  });
}

beforeAll(async () => {
  postgres = await startPostgres();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query("create database vinisite");
  await admin.end();
  databaseUrl = postgres.url.replace(/\/postgres$/, "/vinisite");
  dataDir = mkdtempSync(path.join(tmpdir(), "vinisite-scale-data-"));
  ports = [await freePort(), await freePort()];
  // started together on an empty database: one migrates and seeds, the other waits its turn
  apps.push(...(await Promise.all(ports.map((port) => startApp(port, { databaseUrl, dataDir })))));
  nginx = await startNginx(ports);
  // a pool: its connections are ended when the test stops the server, and opened again after
  sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  sql.on("error", () => {});
}, 180_000);

afterAll(async () => {
  await sql?.end().catch(() => {});
  await Promise.all(apps.map((app) => stopApp(app, "SIGKILL")));
  await nginx?.close();
  postgres?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("two processes behind nginx on one PostgreSQL", () => {
  it("started together on an empty database, seeded it once", async () => {
    const { rows } = await sql.query<{ n: string }>("select count(*) as n from sites");
    expect(Number(rows[0]?.n)).toBe(2);
    // nginx serves the build's assets itself, with the build's .gz copy
    const html = (await page(nginx.url, "/")).html;
    expect(html).toContain("Domaine des Trois Coteaux");
    // a script of the page large enough to have its .gz copy (the build leaves files under 1 KB as
    // they are: vite.config.ts), such as the page's entry
    const asset = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)]
      .map((m) => m[0])
      .find((file) => existsSync(path.join("build/client", `${file}.gz`)));
    expect(asset).toBeTruthy();
    const response = await fetch(`${nginx.url}${asset}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("shows a setting saved through process A on a page served by process B within a second", async () => {
    const token = await login(appUrl(0), ADMIN, "198.51.100.10");
    const name = `Domaine des Trois Coteaux ${Date.now()}`;
    // B has the home page in its page cache before the change
    expect((await page(appUrl(1), "/")).html).not.toContain(name);
    const saved = await api(appUrl(0), "/admin/parameter", {
      method: "PUT",
      token,
      json: { values: { COMPANY_NAME: name } },
      ip: "198.51.100.10",
    });
    expect(saved.status, saved.body.message).toBe(200);
    const savedAt = performance.now();
    await waitFor(
      "the new name on process B",
      async () => (await page(appUrl(1), "/")).html.includes(name),
      5_000,
    );
    expect(performance.now() - savedAt).toBeLessThan(1_000);
  });

  it("refuses the 31st login attempt from one address wherever it lands", async () => {
    const ip = "203.0.113.77";
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      // a different unknown e-mail each time: only the per-address limit (30 / 15 min) applies
      const answer = await api(appUrl((i % 2) as 0 | 1), "/login", {
        method: "POST",
        json: { email: `nobody-${i}@example.org`, password: "Wrong-password-2025" },
        ip,
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    // and on the other process too
    const other = await api(appUrl(0), "/login", { method: "POST", json: ADMIN, ip });
    expect(other.status).toBe(429);
  });

  it("sends a due review request once, whichever process runs the job", async () => {
    const token = await login(appUrl(0), CUSTOMER, "198.51.100.20");
    const order = await placeOrder(appUrl(0), token, `review-${Date.now()}`);
    expect(order.status, order.body.message).toBe(201);
    const reference = order.body.data.reference;
    await sql.query(
      "update orders set review_request_due_at = now() - interval '1 minute' where reference = $1",
      [reference],
    );
    // the job of a past slot, as both processes would write it: one row, claimed by one of them.
    // A slot long past: the processes enqueue the slot they start in, and when this test runs just
    // after a five-minute boundary, the previous slot is theirs, already done before this order
    // was due (the scale run of 2026-11-26 22:30 failed so)
    const key = `orders.review-requests:${Math.floor(Date.now() / 300_000) - 1000}`;
    for (let i = 0; i < 2; i++) {
      await sql.query(
        `insert into jobs (kind, payload, dedupe_key, run_at, max_attempts)
         values ('orders.review-requests', '{}', $1, now() - interval '1 minute', 3)
         on conflict do nothing`,
        [key],
      );
    }
    await waitFor(
      "the review-request job to run",
      async () => {
        const { rows } = await sql.query("select 1 from jobs where dedupe_key = $1 and done_at is not null", [
          key,
        ]);
        return rows.length === 1;
      },
      20_000,
    );
    const job = await sql.query<{ attempts: number }>("select attempts from jobs where dedupe_key = $1", [
      key,
    ]);
    expect(job.rows.map((r) => r.attempts)).toEqual([1]);
    const mails = await sql.query(
      "select id from mail_outbox where kind = 'order.review' and subject like $1",
      [`%${reference}%`],
    );
    expect(mails.rows).toHaveLength(1);
  });
});

/** Runs `count` calls of `task`, `concurrency` at a time, and gives their results in order. */
async function burst<T>(count: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

describe("faults leave nothing half-done", () => {
  it("loses no GET when a process is killed during a burst of visitors (nginx retries)", async () => {
    let done = 0;
    let killed: Promise<void> | undefined;
    const statuses = await burst(150, 16, async (i) => {
      // rendered pages (a query string the page cache has not seen) keep requests in flight
      const route = ["/", "/shop", "/shop/saumur-rouge-les-perrieres"][i % 3];
      const answer = await page(nginx.url, `${route}?visit=${i}`).catch((err: Error) => ({
        status: 0,
        html: err.message,
      }));
      done += 1;
      if (done === 30) killed = stopApp(apps[0] as AppProcess, "SIGKILL");
      return answer.status;
    });
    await killed;
    expect(apps[0]?.child.signalCode).toBe("SIGKILL");
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    // requests were under way on the killed process: nginx saw them cut, and passed them on
    expect(nginx.errors()).toMatch(/prematurely closed|Connection refused|reset by peer/);
    apps[0] = await startApp(ports[0], { databaseUrl, dataDir });
  });

  it("leaves no partial order when a process is killed during a burst of orders, and a retry with the same Idempotency-Key gets the same order", async () => {
    const token = await login(appUrl(1), CUSTOMER, "198.51.100.20");
    const { tracked } = await orderPlan();
    const stockOf = async () =>
      Number(
        (await sql.query("select quantity from product_declinations where id = $1", [tracked.declination]))
          .rows[0]?.quantity,
      );
    const usesOf = async () =>
      Number(
        (await sql.query("select uses from discounts where code = 'FIDELITE5' and site_id = 2")).rows[0]
          ?.uses,
      );
    const [stockBefore, usesBefore] = [await stockOf(), await usesOf()];
    const run = `burst-${Date.now()}`;
    const keys = Array.from({ length: 80 }, (_, i) => `${run}-${i}`);
    let done = 0;
    let killed: Promise<void> | undefined;
    const first = await burst(keys.length, 8, async (i) => {
      const answer = await placeOrder(nginx.url, token, keys[i] as string).catch(() => null);
      done += 1;
      if (done === 15) killed = stopApp(apps[0] as AppProcess, "SIGKILL");
      return answer;
    });
    await killed;
    expect(apps[0]?.child.signalCode).toBe("SIGKILL");

    // the client tries again, with the same key, whatever it got that was not an order
    const ids = new Map<string, number>();
    for (const [i, key] of keys.entries()) {
      let answer = first[i];
      for (let attempt = 0; !answer || (answer.status !== 201 && answer.status !== 200); attempt++) {
        if (attempt === 5) throw new Error(`${key}: ${answer?.status} ${answer?.body.message}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        answer = await placeOrder(nginx.url, token, key).catch(() => null);
      }
      ids.set(key, answer.body.data.id);
    }
    expect(new Set(ids.values()).size).toBe(keys.length);
    // once more with every key: the same order each time, and no new one
    for (const key of keys) {
      const again = await placeOrder(nginx.url, token, key);
      expect(again.status).toBe(200);
      expect(again.body.data.id).toBe(ids.get(key));
    }

    // each order is whole: its two lines, its bottle taken from the stock, its use of the code
    const { rows } = await sql.query<{ lines: string }>(
      `select (select count(*) from order_lines l where l.order_id = o.id) as lines
       from orders o where o.idempotency_key like $1`,
      [`${run}-%`],
    );
    expect(rows).toHaveLength(keys.length);
    expect(rows.every((r) => Number(r.lines) === 2)).toBe(true);
    expect(stockBefore - (await stockOf())).toBe(keys.length);
    expect((await usesOf()) - usesBefore).toBe(keys.length);
    apps[0] = await startApp(ports[0], { databaseUrl, dataDir });
  });

  it("answers 503 at once while PostgreSQL is stopped, and serves again by itself when it is back", async () => {
    const token = await login(appUrl(0), CUSTOMER, "198.51.100.30");
    const { perrieres } = await orderPlan();
    postgres.stop();
    const stoppedAt = Date.now();
    for (const i of [0, 1] as const) {
      const denied = await api(appUrl(i), "/login", { method: "POST", json: CUSTOMER, ip: "198.51.100.31" });
      expect(denied.status).toBe(503);
      expect(denied.body).toMatchObject({ success: false, message: expect.stringMatching(/indisponible/) });
      expect(denied.ms).toBeLessThan(3_000);
      const cart = await api(appUrl(i), `/cart/new/product/${perrieres.declination}`, {
        method: "POST",
        token,
        json: { quantity: 6 },
      });
      expect(cart.status).toBe(503);
      expect(cart.ms).toBeLessThan(3_000);
      const rendered = await page(appUrl(i), `/?outage=${i}`);
      expect(rendered.status).toBe(503);
    }
    // five seconds without the database
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 5_000 - (Date.now() - stoppedAt))));
    postgres.start();
    for (const i of [0, 1] as const) {
      expect(apps[i]?.child.exitCode).toBeNull();
      await waitFor(
        `process ${i} serving again`,
        async () =>
          (await api(appUrl(i), "/login", { method: "POST", json: CUSTOMER, ip: "198.51.100.32" })).status ===
          200,
        20_000,
      );
    }
    // the change feed is listening again: a setting saved through B shows on A
    const admin = await login(appUrl(1), ADMIN, "198.51.100.10");
    const name = `Domaine après la panne ${Date.now()}`;
    const saved = await api(appUrl(1), "/admin/parameter", {
      method: "PUT",
      token: admin,
      json: { values: { COMPANY_NAME: name } },
    });
    expect(saved.status, saved.body.message).toBe(200);
    await waitFor(
      "the new name on process A",
      async () => (await page(appUrl(0), "/")).html.includes(name),
      3_000,
    );
  });

  it("keeps the login limit through nginx whatever X-Forwarded-For the client writes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const answer = await api(nginx.url, "/login", {
        method: "POST",
        json: { email: `forger-${i}@example.org`, password: "Wrong-password-2025" },
        // nginx replaces it with the address it sees: every attempt counts against one address
        ip: `192.0.2.${i + 1}`,
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

interface OrderPlan {
  perrieres: { id: number; declination: number };
  tracked: { id: number; declination: number };
  carrier: number;
}
let plan: OrderPlan | undefined;

/** The products, the carrier and a tracked stock large enough for the bursts. */
async function orderPlan(): Promise<OrderPlan> {
  if (plan) return plan;
  type Product = { id: number; declinations: { id: number; stock: number | null }[] };
  const perrieres = (await api<Product>(appUrl(0), "/product/saumur-rouge-les-perrieres")).body.data;
  const coteaux = (await api<Product>(appUrl(0), "/product/saumur-champigny-les-trois-coteaux")).body.data;
  const untracked = perrieres.declinations.find((d) => d.stock === null);
  const tracked = coteaux.declinations.find((d) => d.stock !== null);
  if (!untracked || !tracked) throw new Error("the demo catalogue changed: no declination to order");
  await sql.query("update product_declinations set quantity = 100000 where id = $1", [tracked.id]);
  const fees = await api<{ carriers: { id: number; serviceCode: string }[] }>(
    appUrl(0),
    "/calculate/shipping-fees",
    {
      method: "POST",
      json: {
        products: [{ idProduct: perrieres.id, idDeclination: untracked.id, quantity: 6 }],
        postalCode: "49400",
        country: "FR",
      },
    },
  );
  const carrier = fees.body.data.carriers.find((c) => c.serviceCode === "COLISSIMO_HOME")?.id;
  if (!carrier) throw new Error("no Colissimo carrier on site 2");
  plan = {
    perrieres: { id: perrieres.id, declination: untracked.id },
    tracked: { id: coteaux.id, declination: tracked.id },
    carrier,
  };
  return plan;
}

/** An order of two lines (6 bottles without stock tracking, 1 with) and the code FIDELITE5. */
async function placeOrder(base: string, token: string, key: string) {
  const { perrieres, tracked, carrier } = await orderPlan();
  const address = BUYER_ADDRESS;
  return api<{ id: number; reference: string }>(base, "/order", {
    method: "POST",
    token,
    ip: "198.51.100.20",
    headers: { "Idempotency-Key": key },
    json: {
      products: [
        { id: perrieres.declination, quantity: 6 },
        { id: tracked.declination, quantity: 1 },
      ],
      billingAddress: address,
      shippingAddress: address,
      delivery: { type: "DELIVERY", idCarrier: carrier },
      paymentMethod: "BANK_TRANSFER",
      discountCode: "FIDELITE5",
      acceptTerms: true,
    },
  });
}
