// The owner's order desk (issue 13 §5) on the demo domaine (site 2): the list past 200 orders,
// searched and filtered on the server; bulk moves; the credit note of a cancelled paid order; the
// papers (invoice, packing slip, pick-up list) and the accountant's exports, parsed back.
import { and, eq, inArray } from "drizzle-orm";
import Papa from "papaparse";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdminDashboard,
  AdminOrderDetail,
  AdminOrderList,
  OrderBulkStatus,
  OrderCreated,
} from "../../schemas/order";
import { withSite } from "../../src/server/db/client";
import { companyAddresses, messages, orders, users } from "../../src/server/db/schema";
import { BUYER_ADDRESS } from "../fixtures/buyer-address";
import { userWithSession } from "../support/admin-session";
import { apiCaller } from "../support/api-call";
import { domaineBasket } from "../support/domaine-orders";
import { pdfText } from "../support/pdf-text";
import { createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());

const call = apiCaller(platform, { site: 2 });

async function raw(path: string, token: string, site = 2) {
  return platform.call(`/api${path}`, { site, headers: { Authorization: `Bearer ${token}` } });
}

let admin: string;
let declination: number;
let carrier: number;
/** Orders placed by this file's buyers, by their last name. */
const placed = new Map<string, OrderCreated>();

async function place(lastname: string, firstname = "Hélène") {
  const buyer = await userWithSession(platform.db, 2, "CUSTOMER", {
    firstname,
    lastname,
    birthdate: "1980-01-01",
  });
  const created = await call<OrderCreated>("/order", {
    method: "POST",
    token: buyer.token,
    json: {
      products: [{ id: declination, quantity: 6 }],
      billingAddress: { ...BUYER_ADDRESS, firstname, lastname },
      shippingAddress: { ...BUYER_ADDRESS, firstname, lastname },
      delivery: { type: "DELIVERY", idCarrier: carrier },
      paymentMethod: "BANK_TRANSFER",
      acceptTerms: true,
    },
  });
  expect(created.status).toBe(201);
  placed.set(lastname, created.data);
  return created.data;
}

beforeAll(async () => {
  const [owner] = await withSite(platform.db, 2, (tx) =>
    tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.siteId, 2), eq(users.email, "admin@domaine.vinisite.fr"))),
  );
  admin = (await userWithSession(platform.db, 2, "ADMIN")).token;
  expect(owner).toBeDefined();
  ({ declination, carrier } = await domaineBasket(call));
  for (const name of ["Lefèvre", "Zacharie", "Durand"]) await place(name);
});

describe("GET /admin/order", () => {
  it("is for the site's admins only", async () => {
    const customer = await userWithSession(platform.db, 2, "CUSTOMER");
    expect((await call("/admin/order", { token: customer.token })).status).toBe(403);
    expect((await call("/admin/order")).status).toBe(401);
    // an admin of another site sees none of the domaine's orders, even by their ids
    const other = await userWithSession(platform.db, 1, "ADMIN");
    const id = placed.get("Lefèvre")?.id ?? 0;
    for (const path of [`/admin/order/${id}`, `/admin/order/${id}/invoice.pdf`, "/admin/order"]) {
      expect((await call(path, { token: other.token, site: 1 })).status).toBe(404);
    }
  });

  it("finds an order by its buyer's name without accents, by e-mail and by reference", async () => {
    const lefevre = placed.get("Lefèvre");
    for (const search of ["lefevre", "Hélène Lefèvre", "LEFEVRE helene", lefevre?.reference ?? "?"]) {
      const found = await call<AdminOrderList>(`/admin/order?${new URLSearchParams({ search })}`, {
        token: admin,
      });
      expect(found.status).toBe(200);
      expect(found.data.items.map((o) => o.reference)).toEqual([lefevre?.reference]);
    }
    // "%" is a character like any other, not "anything"
    expect((await call<AdminOrderList>("/admin/order?search=%25", { token: admin })).data.items).toEqual([]);
  });

  it("pages past 200 orders, newest first, with the total", async () => {
    // 230 more orders, written at once (the checkout's own path is tested elsewhere)
    const template = await withSite(platform.db, 2, (tx) =>
      tx
        .select()
        .from(orders)
        .where(eq(orders.reference, placed.get("Durand")?.reference ?? "")),
    );
    const row = template[0];
    if (!row) throw new Error("no order");
    const { id: _id, ...copy } = row;
    await withSite(platform.db, 2, (tx) =>
      tx.insert(orders).values(
        Array.from({ length: 230 }, (_, i) => ({
          ...copy,
          reference: `BULK-${String(i).padStart(4, "0")}`,
          idempotencyKey: null,
          createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000),
        })),
      ),
    );
    const first = await call<AdminOrderList>("/admin/order?perPage=100", { token: admin });
    expect(first.data.total).toBeGreaterThanOrEqual(233);
    const last = Math.ceil(first.data.total / 100);
    const page = await call<AdminOrderList>(`/admin/order?perPage=100&page=${last}`, { token: admin });
    // the oldest is on the last page, and nothing is on two pages
    expect(page.data.items.at(-1)?.reference).toBe("BULK-0000");
    const seen = new Set<string>();
    for (let p = 1; p <= last; p++) {
      const items = (await call<AdminOrderList>(`/admin/order?perPage=100&page=${p}`, { token: admin })).data
        .items;
      for (const o of items) {
        expect(seen.has(o.reference)).toBe(false);
        seen.add(o.reference);
      }
    }
    expect(seen.size).toBe(first.data.total);
    // filters: a day range in Paris time, and a delivery kind
    const day = await call<AdminOrderList>("/admin/order?from=2024-01-01&to=2024-01-01&perPage=100", {
      token: admin,
    });
    expect(day.data.total).toBe(230);
    const sorted = await call<AdminOrderList>(
      "/admin/order?sort=reference&direction=asc&search=BULK&perPage=25",
      {
        token: admin,
      },
    );
    expect(sorted.data.items[0]?.reference).toBe("BULK-0000");
    const none = await call<AdminOrderList>("/admin/order?deliveryKind=CLICK_AND_COLLECT&search=BULK", {
      token: admin,
    });
    expect(none.data.total).toBe(0);
  });

  it("answers a bad filter with the field's error", async () => {
    const bad = await call("/admin/order?from=31/12/2024&perPage=7", { token: admin });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.data as { errors: Record<string, string[]> }).errors).sort()).toEqual([
      "from",
      "perPage",
    ]);
  });
});

describe("POST /admin/order/status (bulk)", () => {
  it("moves those that may move and says why the others may not", async () => {
    const [a, b] = [placed.get("Lefèvre"), placed.get("Zacharie")];
    if (!a || !b) throw new Error("no orders");
    const result = await call<OrderBulkStatus>("/admin/order/status", {
      method: "POST",
      token: admin,
      json: { ids: [a.id, b.id], status: "PAID" },
    });
    expect(result.status).toBe(200);
    expect(result.data.moved.map((m) => m.reference).sort()).toEqual([a.reference, b.reference].sort());
    const again = await call<OrderBulkStatus>("/admin/order/status", {
      method: "POST",
      token: admin,
      json: { ids: [a.id, 999_999], status: "PAID" },
    });
    expect(again.data.moved).toEqual([]);
    expect(again.data.refused).toEqual([
      { id: a.id, reference: a.reference, message: "Une commande payée ne peut pas passer à « payée »" },
      { id: 999_999, reference: null, message: "Cette commande n’existe pas" },
    ]);
    const customer = await userWithSession(platform.db, 2, "CUSTOMER");
    expect(
      (
        await call("/admin/order/status", {
          method: "POST",
          token: customer.token,
          json: { ids: [a.id], status: "PAID" },
        })
      ).status,
    ).toBe(403);
  });
});

describe("credit notes", () => {
  it("cancelling a paid order gives it a credit note, numbered in the site's own sequence", async () => {
    const a = placed.get("Lefèvre");
    const b = placed.get("Zacharie");
    if (!a || !b) throw new Error("no orders");
    const cancel = (id: number) =>
      call<AdminOrderDetail>(`/admin/order/${id}/status`, {
        method: "PUT",
        token: admin,
        json: { status: "CANCELLED" },
      });
    // both at once: two numbers, one after the other
    const [ca, cb] = await Promise.all([cancel(a.id), cancel(b.id)]);
    const numbers = [ca.data.creditNote?.number, cb.data.creditNote?.number].sort();
    expect(numbers).toEqual(["A-000001", "A-000002"]);
    expect(ca.data.creditNote?.amount).toBe(ca.data.total);
    expect(ca.data.history.map((h) => h.status)).toEqual([null, "PAID", "CANCELLED"]);
    // an unpaid order cancelled has none
    const durand = placed.get("Durand");
    if (!durand) throw new Error("no order");
    const unpaid = await cancel(durand.id);
    expect(unpaid.data.creditNote).toBeNull();
    expect((await raw(`/admin/order/${durand.id}/credit-note.pdf`, admin)).status).toBe(404);
    const pdf = await raw(`/admin/order/${a.id}/credit-note.pdf`, admin);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const number = ca.data.creditNote?.number ?? "";
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(`Avoir ${number}`);
    const text = await pdfText(bytes);
    expect(text).toContain(`Avoir n° ${number}`);
    expect(text).toContain(`annule la facture n° ${a.reference}`);
    expect(text).toContain("Total TTC remboursé");
  });
});

describe("the desk's papers", () => {
  it("prints a packing slip without prices, and the day's pick-up list", async () => {
    const order = await place("Moreau", "Paul");
    const slip = await raw(`/admin/order/${order.id}/packing-slip.pdf`, admin);
    expect(slip.status).toBe(200);
    const text = await pdfText(new Uint8Array(await slip.arrayBuffer()));
    expect(text).toMatch(new RegExp(`Bon de préparation . commande ${order.reference}`));
    expect(text).toContain("Paul Moreau");
    expect(text).toContain("5 rue des Lilas");
    expect(text).not.toMatch(/€/);
    // a buyer cannot print it
    const customer = await userWithSession(platform.db, 2, "CUSTOMER");
    expect((await raw(`/admin/order/${order.id}/packing-slip.pdf`, customer.token)).status).toBe(403);

    // made a click-and-collect order for the 24th of December, at the domaine's cellar
    const [cellar] = await withSite(platform.db, 2, (tx) =>
      tx.select({ id: companyAddresses.id }).from(companyAddresses).where(eq(companyAddresses.siteId, 2)),
    );
    await withSite(platform.db, 2, (tx) =>
      tx
        .update(orders)
        .set({
          pickupAddressId: cellar?.id ?? null,
          deliveryKind: "CLICK_AND_COLLECT",
          paymentMethod: "ON_PICKUP",
          pickupDate: "2026-12-24",
          pickupSlot: { name: "Le caveau", opensAt: "10:00", closesAt: "12:00" },
        })
        .where(eq(orders.id, order.id)),
    );
    const list = await raw("/admin/order/pickups.pdf?date=2026-12-24", admin);
    const listed = await pdfText(new Uint8Array(await list.arrayBuffer()));
    expect(listed).toContain("Retraits du 24/12/2026");
    expect(listed).toMatch(new RegExp(`${order.reference} . Paul Moreau`));
    expect(listed).toMatch(/10:00 . 12:00 · Le caveau/);
    expect(listed).toContain("à encaisser");
    const empty = await pdfText(
      new Uint8Array(await (await raw("/admin/order/pickups.pdf?date=2026-12-25", admin)).arrayBuffer()),
    );
    expect(empty).toContain("Aucune commande à remettre ce jour-là.");
    const bad = await call("/admin/order/pickups.pdf?date=demain", { token: admin });
    expect(bad.status).toBe(400);
    expect((bad.data as { errors: Record<string, string[]> }).errors.date).toEqual([
      "Choisissez le jour des retraits",
    ]);
  });
});

describe("GET /admin/order/export.csv", () => {
  it("exports the filtered orders with their VAT, in a CSV French spreadsheets open, and formulas defused", async () => {
    const response = await raw("/admin/order/export.csv?status=CANCELLED", admin);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // the BOM: spreadsheets read the file as UTF-8
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    // one line a row, no blank line after the header
    expect(text).not.toContain("\r\n\r\n");
    const parsed = Papa.parse<Record<string, string>>(text, {
      header: true,
      delimiter: ";",
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    const byRef = new Map(parsed.data.map((r) => [r.reference, r]));
    const lefevre = byRef.get(placed.get("Lefèvre")?.reference ?? "");
    expect(lefevre).toMatchObject({
      statut: "annulée",
      acheteur: "Hélène Lefèvre",
      taux_tva: "20,00",
      livraison: "Livraison à domicile",
    });
    expect(lefevre?.avoir).toMatch(/^A-00000[12]$/);
    // the VAT and the amount without it add up to the total
    const cents = (v = "") => Math.round(Number(v.replace(",", ".")) * 100);
    expect(cents(lefevre?.total_ht) + cents(lefevre?.tva)).toBe(cents(lefevre?.total_ttc));
    expect(parsed.data.every((r) => r.statut === "annulée")).toBe(true);

    const lines = await raw("/admin/order/export.csv?detail=lines&search=Zacharie", admin);
    const rows = Papa.parse<Record<string, string>>(await lines.text(), {
      header: true,
      delimiter: ";",
      skipEmptyLines: true,
    }).data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ quantite: "6", millesime: "2023", contenance: "75 cl" });
  });

  it("streams 230 orders and more in one file, one row each", async () => {
    const response = await raw("/admin/order/export.csv?search=BULK", admin);
    const rows = Papa.parse(await response.text(), {
      header: true,
      delimiter: ";",
      skipEmptyLines: true,
    }).data;
    expect(rows).toHaveLength(230);
    const json = await raw("/admin/order/export.json?search=BULK", admin);
    const body = (await json.json()) as { success: boolean; data: { reference: string; lines: unknown[] }[] };
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(230);
  });

  it("keeps a buyer's formula from running in the accountant's spreadsheet", async () => {
    // a name is what a buyer typed: an order named "=cmd…" is exported as text
    const ids = await withSite(platform.db, 2, (tx) =>
      tx
        .update(orders)
        .set({ email: "=cmd|'/c calc'!A1@example.fr" })
        .where(inArray(orders.reference, [placed.get("Zacharie")?.reference ?? ""]))
        .returning({ id: orders.id }),
    );
    expect(ids).toHaveLength(1);
    const text = await (await raw("/admin/order/export.csv?search=Zacharie", admin)).text();
    expect(text).toContain(`"'=cmd|'/c calc'!A1@example.fr"`);
  });
});

describe("GET /admin/dashboard (the back-office home)", () => {
  it("counts today's orders and sales, what waits to be prepared, and the unread messages", async () => {
    const before = (await call<AdminDashboard>("/admin/dashboard", { token: admin })).data;
    const order = await place("Garnier", "Luc");
    await withSite(platform.db, 2, (tx) =>
      tx.insert(messages).values({
        siteId: 2,
        firstname: "Luc",
        lastname: "Garnier",
        email: "luc@example.fr",
        message: "Ouvrez-vous le dimanche ?",
        extra: {},
      }),
    );
    const after = (await call<AdminDashboard>("/admin/dashboard", { token: admin })).data;
    expect(after.today.orders).toBe(before.today.orders + 1);
    expect(after.today.revenue).toBe(before.today.revenue + order.total);
    expect(after.unreadMessages).toBe(before.unreadMessages + 1);
    const unread = after.latestUnread[0];
    expect(unread).toMatchObject({ from: "Luc Garnier", subject: null });
    // marked read, it leaves the home's list; an unknown one, or a customer, is refused
    const reader = await userWithSession(platform.db, 2, "CUSTOMER");
    expect(
      (await call(`/admin/message/${unread?.id}/read`, { method: "PUT", token: reader.token })).status,
    ).toBe(403);
    expect((await call("/admin/message/999999/read", { method: "PUT", token: admin })).status).toBe(404);
    expect((await call(`/admin/message/${unread?.id}/read`, { method: "PUT", token: admin })).status).toBe(
      200,
    );
    const read = (await call<AdminDashboard>("/admin/dashboard", { token: admin })).data;
    expect(read.unreadMessages).toBe(before.unreadMessages);
    expect(read.latestUnread.map((m) => m.id)).not.toContain(unread?.id);
    // this month's sales to date hold today's, last month's are theirs alone
    expect(after.month.currentTotal).toBe(before.month.currentTotal + order.total);
    expect(after.month.previousToDate).toBe(before.month.previousToDate);
    const day = Number(after.today.day.slice(8, 10));
    expect(after.month.current[day - 1]).toBe((before.month.current[day - 1] ?? 0) + order.total);
    await call(`/admin/order/${order.id}/status`, { method: "PUT", token: admin, json: { status: "PAID" } });
    const paid = (await call<AdminDashboard>("/admin/dashboard", { token: admin })).data;
    expect(paid.toPrepare.paid).toBe(after.toPrepare.paid + 1);
    // a cancelled order is no sale
    await call(`/admin/order/${order.id}/status`, {
      method: "PUT",
      token: admin,
      json: { status: "CANCELLED" },
    });
    const cancelled = (await call<AdminDashboard>("/admin/dashboard", { token: admin })).data;
    expect(cancelled.today.revenue).toBe(before.today.revenue);
    const customer = await userWithSession(platform.db, 2, "CUSTOMER");
    expect((await call("/admin/dashboard", { token: customer.token })).status).toBe(403);
  });
});
