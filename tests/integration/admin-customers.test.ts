// The owner's customers and newsletter lists (issue 13 §4) on the demo domaine (site 2): the list
// searched and filtered on the server, a customer's file, the exports parsed back, and the GDPR
// actions: one person's data as a file, their erasure with the orders kept anonymised.
import { sql } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdminCustomerDetail,
  AdminCustomerList,
  AdminNewsletterList,
  NewsletterSubscriberList,
} from "../../schemas/customer";
import type { AdminOrderDetail, OrderCreated } from "../../schemas/order";
import { queryRows, withSite } from "../../src/server/db/client";
import { messages, newsletterSubscriptions } from "../../src/server/db/schema";
import { BUYER_ADDRESS } from "../fixtures/buyer-address";
import { userWithSession } from "../support/admin-session";
import { apiCaller } from "../support/api-call";
import { domaineBasket, moveOrder, toDelivered } from "../support/domaine-orders";
import { pdfText } from "../support/pdf-text";
import { createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());

const call = apiCaller(platform, { site: 2 });
const raw = (path: string, token: string, site = 2) =>
  platform.call(`/api${path}`, { site, headers: { Authorization: `Bearer ${token}` } });
const csvRows = async (response: Response) =>
  Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, ""), {
    delimiter: ";",
    skipEmptyLines: true,
  }).data;

/** A name no other test uses: letters only (a name on an order has no digits). */
const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

let admin: string;
let declination: number;
let carrier: number;
let list: number;

interface Buyer {
  id: number;
  email: string;
  token: string;
  order?: OrderCreated;
}

/** A customer of this file: a unique name, an order to `city` when `orders` > 0. */
async function buyer(lastname: string, city = "Saumur", orders = 1): Promise<Buyer> {
  const user = await userWithSession(platform.db, 2, "CUSTOMER", {
    firstname: "Hélène",
    lastname,
    birthdate: "1980-01-01",
  });
  let order: OrderCreated | undefined;
  for (let i = 0; i < orders; i++) {
    const address = { ...BUYER_ADDRESS, firstname: "Hélène", lastname, city };
    const created = await call<OrderCreated>("/order", {
      method: "POST",
      token: user.token,
      json: {
        products: [{ id: declination, quantity: 6 }],
        billingAddress: address,
        shippingAddress: address,
        delivery: { type: "DELIVERY", idCarrier: carrier },
        paymentMethod: "BANK_TRANSFER",
        acceptTerms: true,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    order = created.data;
  }
  return { ...user, order };
}

const deliver = (orderId: number) => moveOrder(call, admin, orderId, toDelivered);

const search = async (query: Record<string, string>) =>
  (await call<AdminCustomerList>(`/admin/customer?${new URLSearchParams(query)}`, { token: admin })).data;

beforeAll(async () => {
  admin = (await userWithSession(platform.db, 2, "ADMIN")).token;
  ({ declination, carrier } = await domaineBasket(call));
  const created = await call<{ id: number }>("/admin/newsletter/list", {
    method: "POST",
    token: admin,
    json: { name: "Primeurs 2026", description: "La vente en primeur" },
  });
  expect(created.status).toBe(201);
  list = created.data.id;
});

describe("/api/admin/customer and /api/admin/newsletter: who may call", () => {
  it("answers 401 without a session, 403 to a customer, and nothing of another site", async () => {
    const customer = await userWithSession(platform.db, 2, "CUSTOMER");
    const calls = [
      ["GET", "/admin/customer"],
      ["GET", "/admin/customer/export.csv"],
      ["GET", `/admin/customer/${customer.id}`],
      ["GET", `/admin/customer/${customer.id}/data.json`],
      ["DELETE", `/admin/customer/${customer.id}`],
      ["GET", "/admin/newsletter/list"],
      ["POST", "/admin/newsletter/list"],
      ["PUT", `/admin/newsletter/list/${list}`],
      ["DELETE", `/admin/newsletter/list/${list}`],
      ["GET", `/admin/newsletter/list/${list}/subscriber`],
      ["GET", `/admin/newsletter/list/${list}/export.csv`],
      ["DELETE", `/admin/newsletter/list/${list}/subscriber`],
    ] as const;
    for (const [method, path] of calls) {
      const json = method === "GET" ? undefined : { name: "x", email: customer.email };
      expect((await call(path, { method, json })).status, `${method} ${path}`).toBe(401);
      expect((await call(path, { method, json, token: customer.token })).status, `${method} ${path}`).toBe(
        403,
      );
    }
    // the consultant's site (1) knows neither this customer nor this list
    const other = (await userWithSession(platform.db, 1, "ADMIN")).token;
    expect((await call(`/admin/customer/${customer.id}`, { token: other, site: 1 })).status).toBe(404);
    expect((await call(`/admin/customer/${customer.id}/data.json`, { token: other, site: 1 })).status).toBe(
      404,
    );
    expect(
      (await call(`/admin/customer/${customer.id}`, { method: "DELETE", token: other, site: 1 })).status,
    ).toBe(404);
    expect((await call(`/admin/newsletter/list/${list}/subscriber`, { token: other, site: 1 })).status).toBe(
      404,
    );
    const theirs = await call<AdminCustomerList>(`/admin/customer?search=${customer.email}`, {
      token: other,
      site: 1,
    });
    expect(theirs.data.total).toBe(0);
    // an admin is not a customer: the desk does not open admins' files
    const anAdmin = await userWithSession(platform.db, 2, "ADMIN");
    expect((await call(`/admin/customer/${anAdmin.id}`, { token: admin })).status).toBe(404);
    expect((await call("/admin/customer/abc", { token: admin })).status).toBe(404);
  });
});

describe("GET /admin/customer", () => {
  it("searches names without accents, e-mails and the cities of their orders", async () => {
    const tag = `Quéméneur${letters()}`;
    const a = await buyer(tag, "Montsoreau");
    await buyer(`${tag}b`, "Saumur", 0);
    const byName = await search({ search: tag.replace("é", "e").toLowerCase() });
    expect(byName.items.map((c) => c.lastname).sort()).toEqual([tag, `${tag}b`]);
    expect((await search({ search: a.email.slice(0, 16) })).items.map((c) => c.id)).toEqual([a.id]);
    const byCity = await search({ search: "montsoreau" });
    expect(byCity.items.map((c) => c.id)).toContain(a.id);
    expect(byCity.items.every((c) => c.city === "Montsoreau")).toBe(true);
    const row = byName.items.find((c) => c.id === a.id);
    expect(row).toMatchObject({ orderCount: 1, city: "Montsoreau", subscribed: false });
    expect(row?.totalSpent).toBe(a.order?.total);
    // bad filters are refused beside their field, not ignored
    const bad = await call("/admin/customer?from=hier", { token: admin });
    expect(bad.status).toBe(400);
  });

  it("filters by orders, subscriptions and creation days; sorts by total spent; pages", async () => {
    const tag = `Filtre${letters()}`;
    const big = await buyer(tag, "Saumur", 2);
    const none = await buyer(`${tag}x`, "Saumur", 0);
    const subscribed = await call("/user/newsletter/subscription", {
      method: "PUT",
      token: none.token,
      json: { lists: [list] },
    });
    expect(subscribed.status).toBe(200);
    const ids = (query: Record<string, string>) =>
      search({ search: tag, perPage: "100", ...query }).then((r) => r.items.map((c) => c.id).sort());
    expect(await ids({ ordered: "yes" })).toEqual([big.id]);
    expect(await ids({ ordered: "no" })).toEqual([none.id]);
    expect(await ids({ subscribed: "yes" })).toEqual([none.id]);
    expect(await ids({ subscribed: "no" })).toEqual([big.id]);
    const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
    expect(await ids({ from: today, to: today })).toEqual([big.id, none.id].sort());
    expect(await ids({ to: "2020-01-01" })).toEqual([]);
    const top = await search({ sort: "totalSpent", direction: "desc", perPage: "25" });
    const spent = top.items.map((c) => c.totalSpent);
    expect(spent).toEqual([...spent].sort((x, y) => y - x));
    const all = await search({ perPage: "25" });
    const second = await search({ perPage: "25", page: "2" });
    expect(all.total).toBeGreaterThan(2);
    expect(second.items.filter((c) => all.items.some((x) => x.id === c.id))).toEqual([]);
  });
});

describe("GET /admin/customer/{id}", () => {
  it("gives the profile, addresses, orders, total spent, lists with opt-in, consent and majority proofs", async () => {
    const person = await buyer(`Fiche${letters()}`, "Chinon");
    await call("/user/newsletter/subscription", {
      method: "PUT",
      token: person.token,
      json: { lists: [list] },
    });
    const file = await call<AdminCustomerDetail>(`/admin/customer/${person.id}`, { token: admin });
    expect(file.status).toBe(200);
    expect(file.data).toMatchObject({
      id: person.id,
      email: person.email,
      firstname: "Hélène",
      birthdate: "1980-01-01",
      orderCount: 1,
      totalSpent: person.order?.total,
      ordersInProgress: 1,
      newsletters: [{ listId: list, name: "Primeurs 2026" }],
      majorityProofs: [{ reference: person.order?.reference, birthdate: "1980-01-01" }],
    });
    expect(file.data.addresses.map((a) => a.city)).toEqual(["Chinon"]);
    // a person's file is kept by no cache
    expect((await raw(`/admin/customer/${person.id}`, admin)).headers.get("cache-control")).toMatch(
      /no-store/,
    );
    expect(file.data.orders.map((o) => o.reference)).toEqual([person.order?.reference]);
    expect(Date.parse(file.data.newsletters[0]?.subscribedAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe("exports", () => {
  it("exports the customers of the list's filters as CSV, escaping what a person typed", async () => {
    const tag = `Export${letters()}`;
    const a = await buyer(tag, "=HYPERLINK(1)");
    await buyer(`${tag}b`, "Saumur", 0);
    const response = await raw(`/admin/customer/export.csv?search=${tag}&ordered=yes`, admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/csv/);
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    const rows = await csvRows(response);
    expect(rows[0]?.[1]).toBe("E-mail");
    expect(rows.slice(1).map((r) => r[1])).toEqual([a.email]);
    expect(rows[1]?.[4]).toBe("'=HYPERLINK(1)");
    expect(rows[1]?.[7]).toBe(((a.order?.total ?? 0) / 100).toFixed(2).replace(".", ","));
  });

  it("gives one person's data as a JSON file (GDPR art. 15 and 20)", async () => {
    const person = await buyer(`Donnees${letters()}`);
    const response = await raw(`/admin/customer/${person.id}/data.json`, admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="donnees-client-\d+\.json"/,
    );
    const body = (await response.json()) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({
      site: { id: 2 },
      user: { email: person.email },
      orders: [{ reference: person.order?.reference, lines: [expect.objectContaining({ quantity: 6 })] }],
    });
    expect(JSON.stringify(body.data)).not.toMatch(/passwordHash|tokenHash|unused/);
  });
});

describe("DELETE /admin/customer/{id} (GDPR art. 17)", () => {
  it("refuses while an order is under way, then erases the person and keeps the orders anonymised", async () => {
    const lastname = `Effacement${letters()}`;
    const person = await buyer(lastname);
    const orderId = person.order?.id ?? 0;
    await call("/user/newsletter/subscription", {
      method: "PUT",
      token: person.token,
      json: { lists: [list] },
    });

    const early = await call(`/admin/customer/${person.id}`, { method: "DELETE", token: admin });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/1 commande\(s\) en cours/);
    // the person deleting their own account is told the same, in their words
    const own = await call("/user", { method: "DELETE", token: person.token, json: { password: "x" } });
    expect([409, 422]).toContain(own.status);
    expect((await call(`/admin/customer/${person.id}`, { token: admin })).status).toBe(200);

    await deliver(orderId);
    const before = (await call<AdminOrderDetail>(`/admin/order/${orderId}`, { token: admin })).data;
    const erased = await call<{ anonymisedOrders: number }>(`/admin/customer/${person.id}`, {
      method: "DELETE",
      token: admin,
    });
    expect(erased.status).toBe(200);
    expect(erased.data.anonymisedOrders).toBe(1);
    expect((await call(`/admin/customer/${person.id}`, { token: admin })).status).toBe(404);
    expect((await call("/user", { token: person.token })).status).toBe(401);

    // every table of the database: no row names the person any more
    const tables = await queryRows<{ table_name: string }>(
      platform.db.owner,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of tables) {
      for (const needle of [person.email, lastname]) {
        const rows = await queryRows<Record<string, unknown>>(
          platform.db.owner,
          sql`select * from ${sql.identifier(table_name)} t where t::text ilike ${`%${needle}%`}`,
        );
        expect(rows, `${table_name} still holds ${needle}`).toEqual([]);
      }
    }
    // the order stays for the accountant: amounts, lines, the town of its VAT; its invoice too
    const after = await call<AdminOrderDetail>(`/admin/order/${orderId}`, { token: admin });
    expect(after.data).toMatchObject({
      reference: before.reference,
      total: before.total,
      status: "DELIVERED",
      email: `anonyme-${orderId}@anonyme.invalid`,
    });
    expect(after.data.lines).toEqual(before.lines);
    expect(after.data.billingAddress).toMatchObject({ city: "Saumur", postalCode: "49400", country: "FR" });
    const invoice = await raw(`/admin/order/${orderId}/invoice.pdf`, admin);
    expect(invoice.status).toBe(200);
    const text = await pdfText(new Uint8Array(await invoice.arrayBuffer()));
    expect(text).toContain(before.reference);
    expect(text).not.toContain(lastname);
  });
});

describe("/api/admin/person (a person without an account)", () => {
  it("gives and erases what the site keeps of an address that has no account", async () => {
    const email = `visiteur-${letters()}@example.fr`;
    await withSite(platform.db, 2, async (tx) => {
      await tx.insert(newsletterSubscriptions).values({ siteId: 2, listId: list, email });
      await tx.insert(messages).values({
        siteId: 2,
        firstname: "Paul",
        lastname: "Sanscompte",
        email,
        message: "Pouvez-vous effacer mes données ?",
        extra: {},
      });
    });
    const exported = await raw(
      `/admin/person/data.json?email=${encodeURIComponent(email.toUpperCase())}`,
      admin,
    );
    expect(exported.status).toBe(200);
    const body = (await exported.json()) as { data: Record<string, unknown[]> };
    expect(body.data.newsletter).toEqual([expect.objectContaining({ list: "Primeurs 2026" })]);
    expect(body.data.messages).toEqual([expect.objectContaining({ lastname: "Sanscompte" })]);

    // an address with an account is answered from the customer's file
    const customer = await userWithSession(platform.db, 2, "CUSTOMER");
    const refused = await call<unknown>("/admin/person", {
      method: "DELETE",
      token: admin,
      json: { email: customer.email },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.data).toEqual({ id: customer.id });
    expect(
      (await call("/admin/person", { method: "DELETE", token: admin, json: { email: "pas-une-adresse" } }))
        .status,
    ).toBe(422);

    const erased = await call<{ anonymisedOrders: number }>("/admin/person", {
      method: "DELETE",
      token: admin,
      json: { email },
    });
    expect(erased.status).toBe(200);
    expect(erased.body.message).toBe(
      `Les données de ${email} sont effacées ; 0 commande(s) conservée(s) anonymisée(s)`,
    );
    const after = (await (
      await raw(`/admin/person/data.json?email=${encodeURIComponent(email)}`, admin)
    ).json()) as {
      data: Record<string, unknown[]>;
    };
    expect([after.data.newsletter, after.data.messages]).toEqual([[], []]);
    const customerToken = (await userWithSession(platform.db, 2, "CUSTOMER")).token;
    expect(
      (await call("/admin/person", { method: "DELETE", token: customerToken, json: { email } })).status,
    ).toBe(403);
  });
});

describe("/api/admin/newsletter", () => {
  it("creates, renames and deletes lists, refusing a nameless one beside its field", async () => {
    const bad = await call("/admin/newsletter/list", { method: "POST", token: admin, json: { name: " " } });
    expect(bad.status).toBe(422);
    expect((bad.body.data as { errors: Record<string, string[]> }).errors.name).toBeDefined();
    const created = await call<{ id: number }>("/admin/newsletter/list", {
      method: "POST",
      token: admin,
      json: { name: "Éphémère" },
    });
    const renamed = await call(`/admin/newsletter/list/${created.data.id}`, {
      method: "PUT",
      token: admin,
      json: { name: "Lettre des vendanges", isDefault: true },
    });
    expect(renamed.body.message).toBe("Liste « Lettre des vendanges » enregistrée");
    const lists = (await call<AdminNewsletterList[]>("/admin/newsletter/list", { token: admin })).data;
    expect(lists.find((l) => l.id === created.data.id)).toMatchObject({
      name: "Lettre des vendanges",
      isDefault: true,
      subscriberCount: 0,
    });
    // the public list shows it too
    const visitor = await userWithSession(platform.db, 2, "CUSTOMER");
    const publicLists = await call<{ name: string }[]>("/user/newsletter/lists", { token: visitor.token });
    expect(publicLists.data.map((l) => l.name)).toContain("Lettre des vendanges");
    const removed = await call(`/admin/newsletter/list/${created.data.id}`, {
      method: "DELETE",
      token: admin,
    });
    expect(removed.status).toBe(200);
    expect(
      (await call(`/admin/newsletter/list/${created.data.id}`, { method: "DELETE", token: admin })).status,
    ).toBe(404);
  });

  it("lists a list's subscribers with their opt-in, exports them and unsubscribes one", async () => {
    const a = await buyer(`Abonne${letters()}`, "Saumur", 0);
    const b = await buyer(`Abonnee${letters()}`, "Saumur", 0);
    for (const person of [a, b])
      await call("/user/newsletter/subscription", {
        method: "PUT",
        token: person.token,
        json: { lists: [list] },
      });
    const page = await call<NewsletterSubscriberList>(
      `/admin/newsletter/list/${list}/subscriber?search=${encodeURIComponent(a.email)}`,
      { token: admin },
    );
    expect(page.data.items).toEqual([{ email: a.email, subscribedAt: expect.any(String), customerId: a.id }]);

    const response = await raw(`/admin/newsletter/list/${list}/export.csv`, admin);
    expect(response.status).toBe(200);
    const rows = await csvRows(response);
    expect(rows[0]).toEqual(["E-mail", "Inscrit le", "N° client"]);
    expect(rows.map((r) => r[0])).toEqual(expect.arrayContaining([a.email, b.email]));
    expect((await raw("/admin/newsletter/list/999999/export.csv", admin)).status).toBe(404);

    const gone = await call(`/admin/newsletter/list/${list}/subscriber`, {
      method: "DELETE",
      token: admin,
      json: { email: a.email },
    });
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe(`${a.email} ne reçoit plus « Primeurs 2026 »`);
    expect(
      (
        await call(`/admin/newsletter/list/${list}/subscriber`, {
          method: "DELETE",
          token: admin,
          json: { email: a.email },
        })
      ).status,
    ).toBe(404);
    const mine = await call<{ lists: number[] }>("/user/newsletter/subscription", { token: a.token });
    expect(mine.data.lists).toEqual([]);
  });
});
