// The inbox (issue 14 §5) on the demo domaine (site 2): contact messages, form answers and event
// registrations in one list, unread first then newest, filtered by kind and archive; opened (read),
// archived and brought back; answered by mail through the outbox, rate-limited; the site's admins only.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FormAnswerList, InboxDetail, InboxList } from "../../schemas/form-admin";
import type { AdminDashboard } from "../../schemas/order";
import { withSite } from "../../src/server/db/client";
import {
  elementRegistrations,
  elements,
  formSubmissions,
  forms,
  mailOutbox,
  messages,
} from "../../src/server/db/schema";
import { INBOX_REPLY_LIMIT } from "../../src/server/modules/content/inbox-reply";
import { RateLimiter } from "../../src/server/security/rate-limiter";
import { userWithSession } from "../support/admin-session";
import { apiCaller } from "../support/api-call";
import { createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform({ runJobs: false });
afterAll(() => platform.close());

const call = apiCaller(platform, { site: 2 });
let admin: { id: number; token: string };
const ids = { message: 0, answer: 0, registration: 0 };

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

beforeAll(async () => {
  admin = await userWithSession(platform.db, 2, "ADMIN", { firstname: "Claire", lastname: "Martin" });
  await withSite(platform.db, 2, async (tx) => {
    // everything the seed holds is read and archived: the list then shows this test's items only
    await tx.update(messages).set({ readAt: new Date(), archivedAt: new Date() });
    await tx.update(formSubmissions).set({ readAt: new Date(), archivedAt: new Date() });
    await tx.update(elementRegistrations).set({ readAt: new Date(), archivedAt: new Date() });
    const [m] = await tx
      .insert(messages)
      .values({
        siteId: 2,
        firstname: "Jeanne",
        lastname: "Roux",
        email: "jeanne@example.fr",
        subject: "Visite",
        message: "Peut-on venir samedi ?",
        extra: {},
        createdAt: minutesAgo(30),
      })
      .returning();
    const [form] = await tx.select().from(forms).where(eq(forms.siteId, 2)).limit(1);
    const [a] = await tx
      .insert(formSubmissions)
      .values({
        siteId: 2,
        formId: form?.id ?? 0,
        values: { email: "paul@example.fr", message: "Bonjour" },
        email: "paul@example.fr",
        createdAt: minutesAgo(20),
      })
      .returning();
    const [element] = await tx.select().from(elements).where(eq(elements.siteId, 2)).limit(1);
    const [r] = await tx
      .insert(elementRegistrations)
      .values({
        siteId: 2,
        elementId: element?.id ?? 0,
        firstname: "Inès",
        lastname: "Blanc",
        email: "ines@example.fr",
        seats: 2,
        createdAt: minutesAgo(10),
      })
      .returning();
    ids.message = m?.id ?? 0;
    ids.answer = a?.id ?? 0;
    ids.registration = r?.id ?? 0;
  });
});

const inbox = async (query = "") =>
  (await call<InboxList>(`/admin/inbox${query}`, { token: admin.token })).data;
const keys = (list: InboxList) => list.items.map((i) => `${i.kind}:${i.id}`);

describe("/api/admin/inbox", () => {
  it("is the site's admins' only, and another site's admin sees none of its items", async () => {
    const customer = await userWithSession(platform.db, 2, "CUSTOMER");
    const item = `/admin/inbox/message/${ids.message}`;
    for (const [method, path, json] of [
      ["GET", "/admin/inbox", undefined],
      ["GET", item, undefined],
      ["PUT", item, { read: true }],
      ["POST", `${item}/reply`, { subject: "Re", text: "Oui" }],
    ] as const) {
      expect((await call(path, { method, json })).status, `${method} ${path}`).toBe(401);
      expect((await call(path, { method, json, token: customer.token })).status, `${method} ${path}`).toBe(
        403,
      );
    }
    const other = await userWithSession(platform.db, 1, "ADMIN");
    for (const kind of ["message", "answer", "registration"] as const) {
      const path = `/admin/inbox/${kind}/${ids[kind]}`;
      expect((await call(path, { token: other.token, site: 1 })).status).toBe(404);
      expect(
        (await call(path, { method: "PUT", json: { read: true }, token: other.token, site: 1 })).status,
      ).toBe(404);
    }
    const theirs = (await call<InboxList>("/admin/inbox?perPage=100", { token: other.token, site: 1 })).data;
    expect(theirs.items.some((i) => i.email === "jeanne@example.fr")).toBe(false);
    expect((await call("/admin/inbox?kind=spam", { token: admin.token })).status).toBe(400);
  });

  it("lists unread first then newest, by kind and archive, and counts the unread on the home", async () => {
    expect(keys(await inbox())).toEqual([
      `registration:${ids.registration}`,
      `answer:${ids.answer}`,
      `message:${ids.message}`,
    ]);
    const list = await inbox();
    expect(list).toMatchObject({ total: 3, unread: 3 });
    expect(list.items[1]).toMatchObject({ from: "paul@example.fr", email: "paul@example.fr" });
    expect(list.items[2]).toMatchObject({ from: "Jeanne Roux", subject: "Visite" });
    expect(keys(await inbox("?kind=answer"))).toEqual([`answer:${ids.answer}`]);
    const home = (await call<AdminDashboard>("/admin/dashboard", { token: admin.token })).data;
    expect(home.unreadMessages).toBe(3);

    // opened: read, it goes after the unread ones
    const opened = await call<InboxDetail>(`/admin/inbox/registration/${ids.registration}`, {
      method: "PUT",
      token: admin.token,
      json: { read: true },
    });
    expect(opened.status).toBe(200);
    expect(opened.data.readAt).not.toBeNull();
    expect(opened.data.values).toContainEqual({ name: "seats", label: "Places", value: "2" });
    expect(keys(await inbox())).toEqual([
      `answer:${ids.answer}`,
      `message:${ids.message}`,
      `registration:${ids.registration}`,
    ]);
    expect((await inbox()).unread).toBe(2);

    // archived: out of the list, in the archive; and back
    await call(`/admin/inbox/message/${ids.message}`, {
      method: "PUT",
      token: admin.token,
      json: { archived: true },
    });
    expect(keys(await inbox())).not.toContain(`message:${ids.message}`);
    expect(keys(await inbox("?archived=true"))).toContain(`message:${ids.message}`);
    expect((await call<AdminDashboard>("/admin/dashboard", { token: admin.token })).data.unreadMessages).toBe(
      1,
    );
    await call(`/admin/inbox/message/${ids.message}`, {
      method: "PUT",
      token: admin.token,
      json: { archived: false },
    });
    expect(keys(await inbox())).toContain(`message:${ids.message}`);
    // the home's own call still marks a contact message read
    expect(
      (await call(`/admin/message/${ids.message}/read`, { method: "PUT", token: admin.token })).status,
    ).toBe(200);
    expect((await inbox()).unread).toBe(1);
  });

  it("answers by mail through the outbox: to the visitor, reply-to the site, and keeps when", async () => {
    const empty = await call(`/admin/inbox/message/${ids.message}/reply`, {
      method: "POST",
      token: admin.token,
      json: { subject: "Re : Visite", text: " " },
    });
    expect(empty.status).toBe(422);
    const reply = await call<InboxDetail>(`/admin/inbox/message/${ids.message}/reply`, {
      method: "POST",
      token: admin.token,
      json: { subject: "Re : Visite", text: "Bonjour Jeanne,\n\nOui, samedi à 10 h.\n\n<script>x</script>" },
    });
    expect(reply.status).toBe(201);
    expect(reply.data.repliedAt).not.toBeNull();
    const [mail] = await withSite(platform.db, 2, (tx) =>
      tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.siteId, 2), eq(mailOutbox.kind, "inbox.reply")))
        .orderBy(desc(mailOutbox.id))
        .limit(1),
    );
    expect(mail).toMatchObject({
      toAddress: "jeanne@example.fr",
      replyTo: "contact@domaine.vinisite.fr",
      subject: "Re : Visite",
    });
    expect(mail?.text).toContain("Oui, samedi à 10 h.");
    expect(mail?.html).not.toContain("<script>");
    const [row] = await withSite(platform.db, 2, (tx) =>
      tx.select().from(messages).where(eq(messages.id, ids.message)),
    );
    expect(row?.repliedAt).not.toBeNull();
    // a registration is answered the same way
    const toRegistrant = await call(`/admin/inbox/registration/${ids.registration}/reply`, {
      method: "POST",
      token: admin.token,
      json: { subject: "Votre inscription", text: "À bientôt" },
    });
    expect(toRegistrant.status).toBe(201);
  });

  it("keeps when and by whom every kind was answered, shows it in the lists, and filters on it", async () => {
    // the message and the registration were answered by the test above; the answer was not
    const replied = await inbox("?replied=true");
    expect(keys(replied).sort()).toEqual(
      [`message:${ids.message}`, `registration:${ids.registration}`].sort(),
    );
    for (const item of replied.items) {
      expect(item.repliedAt).not.toBeNull();
      expect(item.repliedBy).toBe("Claire Martin");
    }
    expect(keys(await inbox("?replied=false"))).toEqual([`answer:${ids.answer}`]);
    expect((await call("/admin/inbox?replied=maybe", { token: admin.token })).status).toBe(400);

    const before = Date.now();
    const toAnswer = await call<InboxDetail>(`/admin/inbox/answer/${ids.answer}/reply`, {
      method: "POST",
      token: admin.token,
      json: { subject: "Re : votre demande", text: "Merci, c’est noté." },
    });
    expect(toAnswer.status).toBe(201);
    expect(toAnswer.data).toMatchObject({ kind: "answer", repliedBy: "Claire Martin" });
    expect(Date.parse(toAnswer.data.repliedAt ?? "")).toBeGreaterThanOrEqual(before - 1000);
    expect(keys(await inbox("?replied=false"))).toEqual([]);

    // the rows keep it, and the form's answers and the event's registrations show it
    const [answerRow] = await withSite(platform.db, 2, (tx) =>
      tx.select().from(formSubmissions).where(eq(formSubmissions.id, ids.answer)),
    );
    expect(answerRow).toMatchObject({ repliedBy: admin.id });
    const [registrationRow] = await withSite(platform.db, 2, (tx) =>
      tx.select().from(elementRegistrations).where(eq(elementRegistrations.id, ids.registration)),
    );
    expect(registrationRow?.repliedAt).not.toBeNull();
    expect(registrationRow?.repliedBy).toBe(admin.id);
    const [messageRow] = await withSite(platform.db, 2, (tx) =>
      tx.select().from(messages).where(eq(messages.id, ids.message)),
    );
    expect(messageRow?.repliedBy).toBe(admin.id);
    const answers = await call<FormAnswerList>(`/admin/form/${answerRow?.formId}/answer?perPage=100`, {
      token: admin.token,
    });
    expect(answers.data.items.find((a) => a.id === ids.answer)?.repliedAt).toBe(toAnswer.data.repliedAt);
  });

  it("rate-limits the replies of one admin", async () => {
    const limiter = new RateLimiter(platform.db);
    for (let i = 0; i < INBOX_REPLY_LIMIT.max; i++)
      await limiter.hit(`inbox-reply:2:${admin.id}`, INBOX_REPLY_LIMIT);
    const refused = await call(`/admin/inbox/answer/${ids.answer}/reply`, {
      method: "POST",
      token: admin.token,
      json: { subject: "Re", text: "Merci" },
    });
    expect(refused.status).toBe(429);
  });
});
