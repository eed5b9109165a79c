// The owner's events (issue 14 §3) on the demo domaine (site 2): routes, items and calendars for
// the site's admins only; field errors, stale versions, sanitized rich text, slug redirects,
// unpublished items; registrations confirmed, put on the waiting list, cancelled by their mailed
// single-use link or by the owner, the waiting list promoted, every mail in the outbox; exports;
// and visitors racing for the last seat (meaningful on PostgreSQL: TEST_DATABASE_URL).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ElementDetail, RegistrationResult } from "../../schemas/content";
import type {
  AdminCalendar,
  AdminElement,
  AdminElementList,
  AdminElementRoute,
  AdminRegistrationList,
} from "../../schemas/element";
import { withSite } from "../../src/server/db/client";
import { mailOutbox } from "../../src/server/db/schema";
import { registrationMailLimit } from "../../src/server/modules/content/routes";
import { userWithSession } from "../support/admin-session";
import { apiCaller } from "../support/api-call";
import { createTestPlatform, createTestServer } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());

const call = apiCaller(platform, { site: 2 });
const errorsOf = (data: unknown) => (data as { errors: Record<string, unknown[]> }).errors;
const unique = () => Math.random().toString(36).slice(2, 8);

let admin: string;
let route: string;

const event = (extra: Record<string, unknown> = {}) => ({
  title: `Atelier ${unique()}`,
  summary: "Un atelier",
  html: "<p>Bienvenue</p>",
  startsAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
  location: "Cave du domaine",
  price: "20 €",
  capacity: 3,
  registrationOpen: true,
  hasWaitingList: true,
  ...extra,
});

async function newEvent(extra: Record<string, unknown> = {}) {
  const created = await call<AdminElement>(`/admin/element/${route}/item`, {
    method: "POST",
    token: admin,
    json: event(extra),
  });
  expect(created.status).toBe(201);
  return created.data;
}

const register = (item: AdminElement, who: string, seats = 1, extra: Record<string, unknown> = {}) =>
  call<RegistrationResult>(`/element/${route}/${item.slug}/register`, {
    method: "POST",
    json: { firstname: "Léa", lastname: who, email: `${who.toLowerCase()}@example.fr`, seats, ...extra },
  });

async function mailsTo(email: string) {
  return withSite(platform.db, 2, (tx) =>
    tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.siteId, 2), eq(mailOutbox.toAddress, email)))
      .orderBy(mailOutbox.id),
  );
}
const tokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";

/** A calendar of Saturdays, and two of its dates next month (well inside what the page offers). */
async function saturdays(): Promise<{ calendarId: number; first: string; second: string }> {
  const calendar = await call<AdminCalendar>("/admin/calendar", {
    method: "POST",
    token: admin,
    json: { name: `Samedis ${unique()}`, weekdays: [6], closedDates: [], openDates: [], minDelayDays: 1 },
  });
  expect(calendar.status).toBe(201);
  const now = new Date();
  const month = now.getUTCMonth() + 2 > 12 ? 1 : now.getUTCMonth() + 2;
  const year = month === 1 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const allowed = await call<{ dates: string[] }>(
    `/calendar/${calendar.data.id}/date/allowed/${month}/${year}`,
  );
  const [first, second] = allowed.data.dates;
  if (!first || !second) throw new Error("no two Saturdays next month");
  return { calendarId: calendar.data.id, first, second };
}

beforeAll(async () => {
  admin = (await userWithSession(platform.db, 2, "ADMIN")).token;
  route = `ateliers-${unique()}`;
  const created = await call<AdminElementRoute>("/admin/element", {
    method: "POST",
    token: admin,
    json: { route, title: "Ateliers", description: "Nos ateliers" },
  });
  expect(created.status).toBe(201);
});

describe("/api/admin/element", () => {
  it("is the site's admins' only: 401 for a visitor, 403 for a customer", async () => {
    const item = await newEvent();
    const customer = await userWithSession(platform.db, 2, "CUSTOMER");
    const calls = [
      ["GET", "/admin/element"],
      ["POST", "/admin/element"],
      ["GET", `/admin/element/${route}`],
      ["PUT", `/admin/element/${route}`],
      ["DELETE", `/admin/element/${route}`],
      ["GET", `/admin/element/${route}/item`],
      ["POST", `/admin/element/${route}/item`],
      ["GET", `/admin/element/${route}/item/${item.id}`],
      ["PUT", `/admin/element/${route}/item/${item.id}`],
      ["DELETE", `/admin/element/${route}/item/${item.id}`],
      ["GET", `/admin/element/${route}/item/${item.id}/registration`],
      ["GET", `/admin/element/${route}/item/${item.id}/registration/export.csv`],
      ["GET", `/admin/element/${route}/item/${item.id}/registration/export.json`],
      ["DELETE", `/admin/element/${route}/item/${item.id}/registration/1`],
      ["GET", "/admin/calendar"],
      ["POST", "/admin/calendar"],
      ["PUT", "/admin/calendar/1"],
    ] as const;
    for (const [method, path] of calls) {
      const json = method === "GET" || method === "DELETE" ? undefined : event();
      expect((await call(path, { method, json })).status, `${method} ${path}`).toBe(401);
      expect((await call(path, { method, token: customer.token, json })).status, `${method} ${path}`).toBe(
        403,
      );
    }
    expect((await call(`/admin/element/${route}/item/${item.id}`, { token: admin })).status).toBe(200);
  });

  it("keeps each site's events to itself: another site's admin gets 404s", async () => {
    const item = await newEvent();
    const other = (await userWithSession(platform.db, 1, "ADMIN")).token;
    const as1 = { token: other, site: 1 };
    expect((await call(`/admin/element/${route}`, as1)).status).toBe(404);
    expect((await call(`/admin/element/${route}/item/${item.id}`, as1)).status).toBe(404);
    expect((await call(`/admin/element/${route}/item/${item.id}/registration`, as1)).status).toBe(404);
    // the same route name on site 1 does not reach site 2's item either
    await call("/admin/element", { ...as1, method: "POST", json: { route, title: "Copie" } });
    expect((await call(`/admin/element/${route}/item/${item.id}`, as1)).status).toBe(404);
    const put = await call(`/admin/element/${route}/item/${item.id}`, {
      ...as1,
      method: "PUT",
      json: { ...event(), version: item.version },
    });
    expect(put.status).toBe(404);
    expect((await call(`/admin/element/${route}/item/${item.id}`, { ...as1, method: "DELETE" })).status).toBe(
      404,
    );
    const list = await call<AdminElementRoute[]>("/admin/element", as1);
    expect(list.data.find((r) => r.route === route)?.items).toBe(0);
    // still there on site 2
    expect((await call(`/admin/element/${route}/item/${item.id}`, { token: admin })).status).toBe(200);
  });

  it("answers field errors with a 422 and saves nothing", async () => {
    const bad = await call(`/admin/element/${route}/item`, {
      method: "POST",
      token: admin,
      json: event({
        title: " ",
        capacity: 0,
        image: { src: "javascript:alert(1)", alt: "" },
        startsAt: "2027-05-02T10:00:00Z",
        endsAt: "2027-05-01T10:00:00Z",
        slug: "Pas Un Slug!",
      }),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(errorsOf(bad.data)).sort()).toEqual([
      "capacity",
      "endsAt",
      "image.src",
      "slug",
      "title",
    ]);
    const reserved = await call("/admin/element", {
      method: "POST",
      token: admin,
      json: { route: "link-footer", title: "Liens" },
    });
    expect(reserved.status).toBe(422);
    expect(Object.keys(errorsOf(reserved.data))).toEqual(["route"]);
    const taken = await call("/admin/element", {
      method: "POST",
      token: admin,
      json: { route, title: "Doublon" },
    });
    expect(taken.status).toBe(422);
    expect(Object.keys(errorsOf(taken.data))).toEqual(["route"]);
    const calendar = await call(`/admin/element/${route}/item`, {
      method: "POST",
      token: admin,
      json: event({ calendarId: 999_999 }),
    });
    expect(calendar.status).toBe(422);
    expect(Object.keys(errorsOf(calendar.data))).toEqual(["calendarId"]);
  });

  it("refuses a stale version with a 409 and the current object", async () => {
    const item = await newEvent();
    const first = await call<AdminElement>(`/admin/element/${route}/item/${item.id}`, {
      method: "PUT",
      token: admin,
      json: { ...event({ title: "Premier" }), version: item.version },
    });
    expect(first.status).toBe(200);
    expect(first.data.version).toBe(item.version + 1);
    const stale = await call<{ current: AdminElement }>(`/admin/element/${route}/item/${item.id}`, {
      method: "PUT",
      token: admin,
      json: { ...event({ title: "Second" }), version: item.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.data.current.title).toBe("Premier");
    const routeNow = await call<AdminElementRoute>(`/admin/element/${route}`, { token: admin });
    const staleRoute = await call(`/admin/element/${route}`, {
      method: "PUT",
      token: admin,
      json: { route, title: "Ateliers", version: routeNow.data.version - 1 },
    });
    expect(staleRoute.status).toBe(409);
  });

  it("sanitizes the rich text on the server when it is saved", async () => {
    const item = await newEvent({
      html: '<p>Bonjour</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    });
    expect(item.html).toContain("<p>Bonjour</p>");
    expect(item.html).not.toMatch(/script|onerror|javascript:/i);
    const shown = await call<ElementDetail>(`/element/${route}/${item.slug}`);
    expect(shown.data.html).not.toMatch(/script|onerror|javascript:/i);
  });

  it("answers a renamed item's old address with where it moved, and hides an unpublished one", async () => {
    const item = await newEvent({ slug: "ancien-nom" });
    const renamed = await call<AdminElement>(`/admin/element/${route}/item/${item.id}`, {
      method: "PUT",
      token: admin,
      json: { ...event({ slug: "nouveau-nom" }), version: item.version },
    });
    expect(renamed.data.url).toBe(`/events/${route}/nouveau-nom`);
    const old = await call<{ movedTo: string }>(`/element/${route}/ancien-nom`);
    expect(old.status).toBe(404);
    expect(old.data.movedTo).toBe("nouveau-nom");
    const hidden = await call<AdminElement>(`/admin/element/${route}/item/${item.id}`, {
      method: "PUT",
      token: admin,
      json: { ...event({ slug: "nouveau-nom", isValid: false }), version: renamed.data.version },
    });
    expect(hidden.data.isValid).toBe(false);
    expect((await call(`/element/${route}/nouveau-nom`)).status).toBe(404);
    const seenByAdmin = await call<ElementDetail>(`/element/${route}/nouveau-nom`, { token: admin });
    expect(seenByAdmin.status).toBe(200);
    expect(seenByAdmin.data.isPublished).toBe(false);
    const list = await call<{ items: { slug: string }[] }>(`/element/${route}`);
    expect(list.data.items.map((i) => i.slug)).not.toContain("nouveau-nom");
  });

  it("deletes an item nobody registered to, and unpublishes one that has registrations", async () => {
    const empty = await newEvent();
    const gone = await call<{ archived: boolean }>(`/admin/element/${route}/item/${empty.id}`, {
      method: "DELETE",
      token: admin,
    });
    expect(gone.data.archived).toBe(false);
    expect((await call(`/admin/element/${route}/item/${empty.id}`, { token: admin })).status).toBe(404);
    const booked = await newEvent();
    expect((await register(booked, "Garde")).status).toBe(201);
    const kept = await call<{ archived: boolean }>(`/admin/element/${route}/item/${booked.id}`, {
      method: "DELETE",
      token: admin,
    });
    expect(kept.data.archived).toBe(true);
    const after = await call<AdminElement>(`/admin/element/${route}/item/${booked.id}`, { token: admin });
    expect(after.data.isValid).toBe(false);
    // the route holding registrations is not deleted
    expect((await call(`/admin/element/${route}`, { method: "DELETE", token: admin })).status).toBe(409);
  });
});

describe("registrations", () => {
  it("confirms while seats are left, then puts the next on the waiting list, mailing each", async () => {
    const item = await newEvent({ capacity: 3 });
    const before = await call<ElementDetail>(`/element/${route}/${item.slug}`);
    expect(before.data.seatsLeft).toBe(3);
    const first = await register(item, "Alpha", 2);
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({ status: "CONFIRMED", remainingSeats: 1 });
    expect(first.body.message).toBe("Votre inscription est enregistrée");
    // the page (cached) tells the new places left at once
    expect((await call<ElementDetail>(`/element/${route}/${item.slug}`)).data.seatsLeft).toBe(1);
    const second = await register(item, "Bravo", 2);
    expect(second.status).toBe(201);
    expect(second.data.status).toBe("WAITING");
    expect(second.body.message).toMatch(/liste d’attente/);
    const toAlpha = await mailsTo("alpha@example.fr");
    expect(toAlpha.map((m) => m.kind)).toEqual(["element.registrant.confirmed"]);
    expect(toAlpha[0]?.subject).toBe(`Inscription confirmée : ${item.title}`);
    expect(tokenIn(toAlpha[0]?.text ?? "")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect((await mailsTo("bravo@example.fr")).map((m) => m.kind)).toEqual(["element.registrant.waiting"]);
    // the owner hears of both, answering to the registrant
    const owner = await withSite(platform.db, 2, (tx) =>
      tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.siteId, 2), eq(mailOutbox.kind, "element.registration"))),
    );
    const mine = owner.filter((m) => m.subject.includes(item.title));
    expect(mine.map((m) => m.replyTo).sort()).toEqual(["alpha@example.fr", "bravo@example.fr"]);
    expect(mine.find((m) => m.replyTo === "bravo@example.fr")?.subject).toMatch(/^Liste d’attente/);
    const listed = await call<AdminRegistrationList>(`/admin/element/${route}/item/${item.id}/registration`, {
      token: admin,
    });
    expect(listed.data.items.map((r) => [r.lastname, r.status])).toEqual([
      ["Alpha", "CONFIRMED"],
      ["Bravo", "WAITING"],
    ]);
    expect(listed.data.element).toMatchObject({ seatsTaken: 2, seatsWaiting: 2, capacity: 3 });
  });

  it("frees the seats by the mailed link, once, and confirms the waiting registration", async () => {
    const item = await newEvent({ capacity: 2 });
    await register(item, "Charlie", 2);
    expect((await register(item, "Delta", 1)).data.status).toBe("WAITING");
    const token = tokenIn((await mailsTo("charlie@example.fr"))[0]?.text ?? "");
    const cancelled = await call("/element/registration/cancel", { method: "POST", json: { token } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe("Votre inscription est annulée : merci de nous avoir prévenus");
    // single use
    const again = await call("/element/registration/cancel", { method: "POST", json: { token } });
    expect(again.status).toBe(404);
    expect(
      (await call("/element/registration/cancel", { method: "POST", json: { token: "x" } })).status,
    ).toBe(400);
    expect((await mailsTo("charlie@example.fr")).map((m) => m.kind)).toEqual([
      "element.registrant.confirmed",
      "element.registrant.cancelled",
    ]);
    expect((await mailsTo("delta@example.fr")).map((m) => m.kind)).toEqual([
      "element.registrant.waiting",
      "element.registrant.promoted",
    ]);
    const listed = await call<AdminRegistrationList>(`/admin/element/${route}/item/${item.id}/registration`, {
      token: admin,
    });
    expect(listed.data.items.map((r) => r.status)).toEqual(["CANCELLED", "CONFIRMED"]);
    expect(listed.data.element.seatsTaken).toBe(1);
  });

  it("lets the owner cancel one, which promotes the waiting list, and raise the capacity", async () => {
    const item = await newEvent({ capacity: 1 });
    await register(item, "Echo", 1);
    await register(item, "Foxtrot", 1);
    await register(item, "Golf", 1);
    const listed = await call<AdminRegistrationList>(`/admin/element/${route}/item/${item.id}/registration`, {
      token: admin,
    });
    const echo = listed.data.items.find((r) => r.lastname === "Echo");
    const done = await call<AdminRegistrationList>(
      `/admin/element/${route}/item/${item.id}/registration/${echo?.id}`,
      { method: "DELETE", token: admin },
    );
    expect(done.status).toBe(200);
    expect(done.body.message).toMatch(/1 inscription\(s\) de la liste d’attente/);
    expect(done.data.items.map((r) => [r.lastname, r.status])).toEqual([
      ["Echo", "CANCELLED"],
      ["Foxtrot", "CONFIRMED"],
      ["Golf", "WAITING"],
    ]);
    const other = (await userWithSession(platform.db, 1, "ADMIN")).token;
    const foxtrot = done.data.items[1]?.id;
    expect(
      (
        await call(`/admin/element/${route}/item/${item.id}/registration/${foxtrot}`, {
          method: "DELETE",
          token: other,
          site: 1,
        })
      ).status,
    ).toBe(404);
    const current = await call<AdminElement>(`/admin/element/${route}/item/${item.id}`, { token: admin });
    const raised = await call<AdminElement>(`/admin/element/${route}/item/${item.id}`, {
      method: "PUT",
      token: admin,
      json: { ...event({ title: item.title, slug: item.slug, capacity: 2 }), version: current.data.version },
    });
    expect(raised.data).toMatchObject({ seatsTaken: 2, seatsWaiting: 0 });
    expect((await mailsTo("golf@example.fr")).map((m) => m.kind)).toEqual([
      "element.registrant.waiting",
      "element.registrant.promoted",
    ]);
  });

  it("answers 409 « complet » when the event is full and keeps no waiting list", async () => {
    const item = await newEvent({ capacity: 1, hasWaitingList: false });
    expect((await register(item, "Hotel", 1)).status).toBe(201);
    const full = await register(item, "India", 1);
    expect(full.status).toBe(409);
    expect(full.body.success).toBe(false);
    expect(full.body.message).toBe("Cet événement est complet");
    expect(await mailsTo("india@example.fr")).toEqual([]);
    expect((await call<ElementDetail>(`/element/${route}/${item.slug}`)).data.seatsLeft).toBe(0);
  });

  it("asks for a date of the element's calendar", async () => {
    const calendar = await call<AdminCalendar>("/admin/calendar", {
      method: "POST",
      token: admin,
      json: { name: "Samedis", weekdays: [6], closedDates: [], openDates: [], minDelayDays: 1 },
    });
    expect(calendar.status).toBe(201);
    const badCalendar = await call("/admin/calendar", {
      method: "POST",
      token: admin,
      json: { name: "", weekdays: [8], minDelayDays: 5, maxDelayDays: 1 },
    });
    expect(badCalendar.status).toBe(422);
    expect(Object.keys(errorsOf(badCalendar.data)).sort()).toEqual(["maxDelayDays", "name", "weekdays.0"]);
    const item = await newEvent({ calendarId: calendar.data.id });
    const missing = await register(item, "Juliet");
    expect(missing.status).toBe(422);
    expect(Object.keys(errorsOf(missing.data))).toEqual(["date"]);
    const now = new Date();
    const month = now.getUTCMonth() + 2 > 12 ? 1 : now.getUTCMonth() + 2;
    const year = month === 1 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
    const allowed = await call<{ dates: string[] }>(
      `/calendar/${calendar.data.id}/date/allowed/${month}/${year}`,
    );
    const saturday = allowed.data.dates[0] ?? "";
    expect(new Date(saturday).getUTCDay()).toBe(6);
    const sunday = new Date(Date.parse(saturday) + 86_400_000).toISOString().slice(0, 10);
    expect(Object.keys(errorsOf((await register(item, "Juliet", 1, { date: sunday })).data))).toEqual([
      "date",
    ]);
    expect((await register(item, "Juliet", 1, { date: saturday })).status).toBe(201);
    const listed = await call<AdminRegistrationList>(`/admin/element/${route}/item/${item.id}/registration`, {
      token: admin,
    });
    expect(listed.data.items[0]?.chosenDate).toBe(saturday);
    const edited = await call<AdminCalendar>(`/admin/calendar/${calendar.data.id}`, {
      method: "PUT",
      token: admin,
      json: { name: "Samedis et dimanches", weekdays: [7, 6] },
    });
    expect(edited.data.weekdays).toEqual([6, 7]);
    const other = (await userWithSession(platform.db, 1, "ADMIN")).token;
    const foreign = await call(`/admin/calendar/${calendar.data.id}`, {
      method: "PUT",
      token: other,
      site: 1,
      json: { name: "x", weekdays: [1] },
    });
    expect(foreign.status).toBe(404);
  });

  it("counts the seats of each date when the registrants choose one (decision 115)", async () => {
    const { calendarId, first, second } = await saturdays();
    const item = await newEvent({ calendarId, capacity: 2, hasWaitingList: false });
    expect((await register(item, "Oscar", 2, { date: first })).status).toBe(201);
    // the first date is full: refused, with the date's field error; the other date stays open
    const full = await register(item, "Papa", 1, { date: first });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe("Cette date est complète : choisissez-en une autre");
    expect(full.data).toMatchObject({ remaining: 0, errors: { date: [full.body.message] } });
    expect(await mailsTo("papa@example.fr")).toEqual([]);
    const other = await register(item, "Papa", 1, { date: second });
    expect(other.status).toBe(201);
    expect(other.data).toMatchObject({ status: "CONFIRMED", remainingSeats: 1 });
    const tooMany = await register(item, "Quebec", 2, { date: second });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe("Il ne reste que 1 place(s) à cette date");
    expect(Object.keys(errorsOf(tooMany.data))).toEqual(["seats"]);

    // visitors read the seats of each booked date; the event's own count is per date
    const shown = (await call<ElementDetail>(`/element/${route}/${item.slug}`)).data;
    expect(shown).toMatchObject({ capacity: 2, seatsLeft: null });
    expect(shown.dateSeats).toEqual([
      { date: first, seatsLeft: 0 },
      { date: second, seatsLeft: 1 },
    ]);
    // the owner reads the registrations per date
    const listed = await call<AdminRegistrationList>(`/admin/element/${route}/item/${item.id}/registration`, {
      token: admin,
    });
    expect(listed.data.dates).toEqual([
      { date: first, seatsTaken: 2, seatsWaiting: 0, seatsLeft: 0 },
      { date: second, seatsTaken: 1, seatsWaiting: 0, seatsLeft: 1 },
    ]);
    // an event without a calendar has no dates of its own
    const plain = await newEvent({ capacity: 2 });
    expect((await call<ElementDetail>(`/element/${route}/${plain.slug}`)).data).toMatchObject({
      seatsLeft: 2,
      dateSeats: null,
    });
  });

  it("keeps one waiting list per date: a seat freed on a date goes to that date's first", async () => {
    const { calendarId, first, second } = await saturdays();
    const item = await newEvent({ calendarId, capacity: 1 });
    // one after the other: the list is in the order of registration
    const booked = [
      await register(item, "Romeo", 1, { date: first }),
      await register(item, "Sierra", 1, { date: second }),
    ];
    expect(booked.map((r) => r.data.status)).toEqual(["CONFIRMED", "CONFIRMED"]);
    expect((await register(item, "Tango", 1, { date: first })).data.status).toBe("WAITING");
    expect((await register(item, "Uniform", 1, { date: second })).data.status).toBe("WAITING");
    const listed = await call<AdminRegistrationList>(`/admin/element/${route}/item/${item.id}/registration`, {
      token: admin,
    });
    expect(listed.data.dates).toEqual([
      { date: first, seatsTaken: 1, seatsWaiting: 1, seatsLeft: 0 },
      { date: second, seatsTaken: 1, seatsWaiting: 1, seatsLeft: 0 },
    ]);
    const sierra = listed.data.items.find((r) => r.lastname === "Sierra");
    const done = await call<AdminRegistrationList>(
      `/admin/element/${route}/item/${item.id}/registration/${sierra?.id}`,
      { method: "DELETE", token: admin },
    );
    expect(done.status).toBe(200);
    expect(done.data.items.map((r) => [r.lastname, r.status])).toEqual([
      ["Romeo", "CONFIRMED"],
      ["Sierra", "CANCELLED"],
      ["Tango", "WAITING"],
      ["Uniform", "CONFIRMED"],
    ]);
    expect((await mailsTo("tango@example.fr")).map((m) => m.kind)).toEqual(["element.registrant.waiting"]);
  });

  it("mails one address a few registrations an hour at most, whoever types it", async () => {
    const item = await newEvent({ capacity: null });
    for (let i = 0; i < registrationMailLimit.max; i++)
      expect((await register(item, "Mike")).status).toBe(201);
    const refused = await register(item, "MIKE");
    expect(refused.status).toBe(429);
    expect(await mailsTo("mike@example.fr")).toHaveLength(registrationMailLimit.max);
  });

  it("exports an item's registrations as CSV (BOM, ;) and JSON", async () => {
    const item = await newEvent({ capacity: 5 });
    await register(item, "Kilo", 2, { message: "=HYPERLINK(1)" });
    await register(item, "Lima", 1);
    const base = `/api/admin/element/${route}/item/${item.id}/registration`;
    const headers = { Authorization: `Bearer ${admin}` };
    const csv = await platform.call(`${base}/export.csv`, { site: 2, headers });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM (text() would drop it)
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith("Numéro;Statut;Prénom;Nom;E-mail")).toBe(true);
    expect(text).toContain(";Confirmée;Léa;Kilo;kilo@example.fr;");
    expect(text).toContain("'=HYPERLINK(1)");
    const json = await platform.call(`${base}/export.json`, { site: 2, headers });
    const rows = (await json.json()) as { lastname: string; seats: number }[];
    expect(rows.map((r) => [r.lastname, r.seats])).toEqual([
      ["Kilo", 2],
      ["Lima", 1],
    ]);
  });
});

describe("the element's pages (storefront)", () => {
  const host = "domaine.localhost:3000";
  let server: ReturnType<typeof createTestServer> | undefined;
  const page = async (path: string, init: RequestInit = {}) => {
    server ??= createTestServer(platform);
    return (await server).fetch(
      new Request(`http://${host}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), host },
        redirect: "manual",
      }),
    );
  };

  it("moves a renamed event with a 301, and answers 404 for an unpublished one", async () => {
    const item = await newEvent({ slug: "vieux-nom" });
    await call(`/admin/element/${route}/item/${item.id}`, {
      method: "PUT",
      token: admin,
      json: { ...event({ slug: "nom-neuf" }), version: item.version },
    });
    const moved = await page(`/events/${route}/vieux-nom`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`/events/${route}/nom-neuf`);
    const shown = await page(`/events/${route}/nom-neuf`);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain("Il reste 3 place(s).");
    const current = await call<AdminElement>(`/admin/element/${route}/item/${item.id}`, { token: admin });
    await call(`/admin/element/${route}/item/${item.id}`, {
      method: "PUT",
      token: admin,
      json: { ...event({ slug: "nom-neuf", isValid: false }), version: current.data.version },
    });
    expect((await page(`/events/${route}/nom-neuf`)).status).toBe(404);
    // the owner still sees it, marked
    const owners = await page(`/events/${route}/nom-neuf`, { headers: { cookie: `token=${admin}` } });
    expect(owners.status).toBe(200);
    expect(await owners.text()).toContain("Non publié");
  });

  it("shows each date's seats in the date's choice, a full date « complet » and not offered", async () => {
    const { calendarId, first, second } = await saturdays();
    const item = await newEvent({ calendarId, capacity: 1, hasWaitingList: false });
    expect((await register(item, "Victor", 1, { date: first })).status).toBe(201);
    const html = await (await page(`/events/${route}/${item.slug}`)).text();
    const option = (date: string) =>
      new RegExp(`<option [^>]*value="${date}"[^>]*>([^<]*)</option>`).exec(html);
    expect(html).toContain("1 place(s) par date");
    expect(option(first)?.[0]).toContain('disabled=""');
    expect(option(first)?.[1]).toMatch(/ — complet$/);
    expect(option(second)?.[0]).not.toContain("disabled");
    expect(option(second)?.[1]).toMatch(/ — 1 place\(s\) restante\(s\)$/);
    // posted anyway (no JavaScript, or a stale page): refused beside the date field
    const form = new URLSearchParams({
      firstname: "Léa",
      lastname: "Whiskey",
      email: "whiskey@example.fr",
      seats: "1",
      date: first,
      _form: "registration",
    });
    const refused = await page(`/events/${route}/${item.slug}`, { method: "POST", body: form });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Cette date est complète : choisissez-en une autre");
  });

  it("asks before the mailed link cancels, then cancels once", async () => {
    const item = await newEvent();
    await register(item, "November");
    const token = tokenIn((await mailsTo("november@example.fr"))[0]?.text ?? "");
    const asked = await page(`/inscription/annulation?token=${token}`);
    expect(asked.status).toBe(200);
    expect(asked.headers.get("cache-control")).toContain("no-store");
    const html = await asked.text();
    expect(html).toContain("Annuler mon inscription");
    // opening the link cancelled nothing
    expect((await mailsTo("november@example.fr")).map((m) => m.kind)).toEqual([
      "element.registrant.confirmed",
    ]);
    const form = () => new URLSearchParams({ token });
    const done = await page("/inscription/annulation", { method: "POST", body: form() });
    expect(await done.text()).toContain("Votre inscription est annulée");
    const again = await page("/inscription/annulation", { method: "POST", body: form() });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("Ce lien d’annulation n’est plus valable");
  });
});

describe("visitors racing for the last seat", () => {
  it("gives it to exactly one of them, the others on the waiting list or turned away", async () => {
    const racers = Array.from({ length: 8 }, (_, i) => `Racer${i}`);
    const closed = await newEvent({ capacity: 1, hasWaitingList: false });
    const race = await Promise.all(racers.map((who) => register(closed, who, 1)));
    expect(race.filter((r) => r.status === 201)).toHaveLength(1);
    expect(race.filter((r) => r.status === 409)).toHaveLength(racers.length - 1);
    const waiting = await newEvent({ capacity: 1 });
    const queue = await Promise.all(racers.map((who) => register(waiting, `${who}w`, 1)));
    expect(queue.filter((r) => r.data.status === "CONFIRMED")).toHaveLength(1);
    expect(queue.filter((r) => r.data.status === "WAITING")).toHaveLength(racers.length - 1);
    const list = await call<AdminElementList>(`/admin/element/${route}/item?search=${waiting.title}`, {
      token: admin,
    });
    expect(list.data.items[0]).toMatchObject({ seatsTaken: 1, seatsWaiting: 7 });
  });

  it("gives each date's last seat to exactly one, while another date stays open", async () => {
    const racers = Array.from({ length: 8 }, (_, i) => `DateRacer${i}`);
    const { calendarId, first, second } = await saturdays();
    const item = await newEvent({ calendarId, capacity: 1, hasWaitingList: false });
    const race = await Promise.all([
      ...racers.map((who) => register(item, who, 1, { date: first })),
      register(item, "Xray", 1, { date: second }),
    ]);
    const onFirst = race.slice(0, racers.length);
    expect(onFirst.filter((r) => r.status === 201)).toHaveLength(1);
    expect(onFirst.filter((r) => r.status === 409)).toHaveLength(racers.length - 1);
    expect(race[racers.length]?.status).toBe(201);
    const listed = await call<AdminRegistrationList>(`/admin/element/${route}/item/${item.id}/registration`, {
      token: admin,
    });
    expect(listed.data.dates).toEqual([
      { date: first, seatsTaken: 1, seatsWaiting: 0, seatsLeft: 0 },
      { date: second, seatsTaken: 1, seatsWaiting: 0, seatsLeft: 0 },
    ]);
  });
});
