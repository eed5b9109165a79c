// The mail outbox and the job queue (docs/decisions/084): a mail owed by an order, a registration,
// a form answer or a contact message is written in the transaction that owes it, and delivered by
// the queue's workers — once, after any crash, by whichever process. The platform here runs no
// worker of its own: each test starts the workers it needs, with real nodemailer transports.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ProductDetail } from "../../schemas/shop";
import { type Database, openDatabase, withSite } from "../../src/server/db/client";
import { jobs, mailOutbox, orders, productDeclinations, users } from "../../src/server/db/schema";
import { enqueueJob, retryDelayMs } from "../../src/server/jobs/queue";
import { createJobRunner, type JobRunner } from "../../src/server/jobs/runner";
import { createLogger } from "../../src/server/logger";
import { createMailer } from "../../src/server/mail/mailer";
import { MAIL_JOB, queueMail } from "../../src/server/mail/outbox";
import { createSession } from "../../src/server/modules/account/session";
import { userWithSession } from "../support/admin-session";
import { createTestPlatform, envelopeOf, root } from "../support/test-platform";

const platform = await createTestPlatform({ runJobs: false });
const log = createLogger("silent");
const workers: JobRunner[] = [];
afterAll(async () => {
  for (const w of workers) await w.stop();
  await platform.close();
});

// ---- helpers

/** A real nodemailer transport (JSON, no network) that records the Message-ID of each mail it sends. */
function recordingTransport(delayMs = 0): { transport: Transporter; sent: string[] } {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const sent: string[] = [];
  transport.use("stream", (mail, done) => {
    sent.push(String(mail.data.messageId));
    setTimeout(done, delayMs);
  });
  return { transport, sent };
}

/** A real SMTP transport to a port where nothing listens: every send fails. */
async function refusingTransport(): Promise<Transporter> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 1));
    });
  });
  return nodemailer.createTransport({ host: "127.0.0.1", port, connectionTimeout: 2_000 });
}

/** A worker as another process would run one: its own queue runner and mailer. */
function deliverer(
  transport: Transporter,
  options: { retryInMs?: number; pollMs?: number; db?: Database } = {},
) {
  const db = options.db ?? platform.db;
  const jobsRunner = createJobRunner({
    db,
    log,
    retryDelayMs: () => options.retryInMs ?? 0,
    pollMs: options.pollMs ?? 3_000,
    concurrency: 3,
  });
  workers.push(jobsRunner);
  const mailer = createMailer({ db, log, jobs: jobsRunner, transport });
  return { jobs: jobsRunner, mailer };
}

async function api<T>(path: string, init: { method?: string; json?: unknown; token?: string } = {}) {
  const response = await platform.call(`/api${path}`, {
    site: 2,
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    json: init.json,
    headers: init.token ? { Authorization: `Bearer ${init.token}` } : {},
  });
  const body = await envelopeOf(response);
  return { status: response.status, body, data: body.data as T };
}

const buyer = () =>
  userWithSession(platform.db, 2, "CUSTOMER", {
    firstname: "Inès",
    lastname: "Roux",
    birthdate: "1985-03-04",
  });

const address = {
  firstname: "Inès",
  lastname: "Roux",
  address: "5 rue des Lilas",
  postalCode: "49400",
  city: "Saumur",
  country: "FR",
};
let bottle = 0;

/** One order of one bottle, delivered, paid by transfer; `message` is the buyer's note. */
function order(token: string, message?: string) {
  return api<{ id: number; reference: string }>("/order", {
    token,
    json: {
      products: [{ id: bottle, quantity: 1 }],
      billingAddress: address,
      shippingAddress: address,
      delivery: { type: "DELIVERY", idCarrier: carrier },
      paymentMethod: "BANK_TRANSFER",
      acceptTerms: true,
      ...(message ? { message } : {}),
    },
  });
}
let carrier = 0;

const outboxTo = (to: string) =>
  withSite(platform.db, 2, (tx) =>
    tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.siteId, 2), eq(mailOutbox.toAddress, to))),
  );
const ownerMailsOf = (reference: string) =>
  withSite(platform.db, 2, (tx) =>
    tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "order.owner"), sql`${mailOutbox.subject} like ${`%${reference}%`}`)),
  );
const pendingIds = async () =>
  (
    await platform.db.owner
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, "pending"))
      .orderBy(asc(mailOutbox.id))
  ).map((r) => r.id);
/** The Message-IDs the deliverer gives these outbox rows (one per row, the same on every attempt). */
async function messageIdsOf(ids: number[], db: Database = platform.db): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.owner
    .select({ id: mailOutbox.id, siteId: mailOutbox.siteId, fromAddress: mailOutbox.fromAddress })
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, ids));
  return rows.map((m) => `<mail-${m.id}.site-${m.siteId}@${/@([^>]+)>$/.exec(m.fromAddress)?.[1]}>`);
}

beforeAll(async () => {
  const product = await api<ProductDetail>("/product/saumur-champigny-les-trois-coteaux");
  const declination = product.data.declinations.find((d) => d.year === 2023 && d.capacity === 75);
  if (!declination) throw new Error("no 2023 75 cl declination");
  bottle = declination.id;
  await withSite(platform.db, 2, (tx) =>
    tx.update(productDeclinations).set({ quantity: 10_000 }).where(eq(productDeclinations.id, bottle)),
  );
  const fees = await api<{ carriers: { id: number; serviceCode: string }[] }>("/calculate/shipping-fees", {
    json: {
      products: [{ idProduct: product.data.id, idDeclination: bottle, quantity: 1 }],
      postalCode: "49400",
      country: "FR",
    },
  });
  carrier = fees.data.carriers.find((c) => c.serviceCode === "COLISSIMO_HOME")?.id ?? 0;
  // an order whose note says so fails when its transaction commits, after its mails were written
  await platform.db.owner.execute(sql`
    create function test_fail_order() returns trigger language plpgsql as $$
    begin
      if new.message = 'échoue au commit' then raise exception 'the order fails at commit'; end if;
      return null;
    end $$`);
  await platform.db.owner.execute(sql`
    create constraint trigger test_fail_order after insert on orders
    deferrable initially deferred for each row execute function test_fail_order()`);
});

// ---- the outbox is written with what owes it

describe("an order's mails", () => {
  it("are written in the order's transaction: there iff the order committed", async () => {
    const { email, token } = await buyer();
    const mailsBefore = await platform.db.owner.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    const jobsBefore = await platform.db.owner.select({ n: sql<number>`count(*)::int` }).from(jobs);

    const failed = await order(token, "échoue au commit");
    expect(failed.status).toBe(500);
    const failedOrders = await withSite(platform.db, 2, (tx) =>
      tx.select().from(orders).where(eq(orders.message, "échoue au commit")),
    );
    expect(failedOrders).toEqual([]);
    expect(await outboxTo(email)).toEqual([]);
    expect(await platform.db.owner.select({ n: sql<number>`count(*)::int` }).from(mailOutbox)).toEqual(
      mailsBefore,
    );
    expect(await platform.db.owner.select({ n: sql<number>`count(*)::int` }).from(jobs)).toEqual(jobsBefore);

    const placed = await order(token);
    expect(placed.status).toBe(201);
    // committed with the order, before any worker ran: the buyer's and the owner's, each with its job
    const [confirmation] = await outboxTo(email);
    expect(confirmation).toMatchObject({ kind: "order.confirmation", status: "pending", attempts: 0 });
    expect(confirmation?.subject).toContain(placed.data.reference);
    const [owner] = await ownerMailsOf(placed.data.reference);
    expect(owner).toMatchObject({ toAddress: "contact@domaine.vinisite.fr", status: "pending" });
    const queued = await platform.db.owner
      .select()
      .from(jobs)
      .where(inArray(jobs.dedupeKey, [`mail:${confirmation?.id}`, `mail:${owner?.id}`]));
    expect(queued.map((j) => [j.kind, j.siteId, j.doneAt])).toEqual([
      [MAIL_JOB, 2, null],
      [MAIL_JOB, 2, null],
    ]);
  });
});

describe("the jobs table", () => {
  it("lets a site's transaction enqueue and see its own jobs only (row-level security)", async () => {
    await expect(
      withSite(platform.db, 1, (tx) => enqueueJob(tx, { kind: "test.tenancy", siteId: 2, payload: {} })),
    ).rejects.toThrow();
    await withSite(platform.db, 1, (tx) => enqueueJob(tx, { kind: "test.tenancy", siteId: 1, payload: {} }));
    const seenBy2 = await withSite(platform.db, 2, (tx) =>
      tx.select().from(jobs).where(eq(jobs.kind, "test.tenancy")),
    );
    expect(seenBy2).toEqual([]);
    // a platform job (no site) is the owner's alone
    await enqueueJob(platform.db.owner, { kind: "test.tenancy", siteId: null, payload: {} });
    const seenBy1 = await withSite(platform.db, 1, (tx) =>
      tx.select({ siteId: jobs.siteId }).from(jobs).where(eq(jobs.kind, "test.tenancy")),
    );
    expect(seenBy1).toEqual([{ siteId: 1 }]);
  });
});

describe("the mail deliverer", () => {
  it("sends each pending mail once, marks it sent, and never sends it again", async () => {
    const pending = await pendingIds();
    expect(pending.length).toBeGreaterThanOrEqual(2);
    const { transport, sent } = recordingTransport();
    const { mailer } = deliverer(transport);
    await mailer.flush();
    expect([...sent].sort()).toEqual((await messageIdsOf(pending)).sort());
    const rows = await platform.db.owner.select().from(mailOutbox).where(inArray(mailOutbox.id, pending));
    for (const row of rows) {
      expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.messageId).toBe(
        `<mail-${row.id}.site-${row.siteId}@${/@([^>]+)>$/.exec(row.fromAddress)?.[1]}>`,
      );
    }
    // the same mail owed twice is one job; a repeat of its job (a lost lease) sends nothing
    const first = pending[0] ?? 0;
    const [row] = rows.filter((r) => r.id === first);
    expect(
      await enqueueJob(platform.db.owner, {
        kind: MAIL_JOB,
        siteId: row?.siteId ?? 0,
        payload: { mailId: first },
        dedupeKey: `mail:${first}`,
      }),
    ).toBe(false);
    expect(
      await enqueueJob(platform.db.owner, {
        kind: MAIL_JOB,
        siteId: row?.siteId ?? 0,
        payload: { mailId: first },
        dedupeKey: `repeat:${first}`,
      }),
    ).toBe(true);
    await mailer.flush();
    expect(sent).toHaveLength(pending.length);
  });

  it("keeps a mail the SMTP server could not take, retries it later, then sends it", async () => {
    const { email, token } = await buyer();
    expect((await order(token)).status).toBe(201);
    const [mail] = await outboxTo(email);
    if (!mail) throw new Error("no mail");

    const down = deliverer(await refusingTransport(), { retryInMs: 60_000 });
    await down.mailer.flush();
    const [kept] = await outboxTo(email);
    expect(kept).toMatchObject({ status: "pending", attempts: 1 });
    expect(kept?.lastError).toMatch(/ECONNREFUSED/);
    const [job] = await platform.db.owner
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `mail:${mail.id}`));
    expect(job).toMatchObject({ attempts: 1, lockedBy: null, doneAt: null, failedAt: null });
    // backed off: not due before the minute is over, so no worker takes it now
    expect((job?.runAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(50_000);
    const { transport, sent } = recordingTransport();
    const up = deliverer(transport);
    await up.mailer.flush();
    expect(sent).toEqual([]);

    // the minute has passed (for the owner's mail of that order too)
    const owed = await pendingIds();
    await platform.db.owner.update(jobs).set({ runAt: sql`now()` }).where(isNull(jobs.doneAt));
    await up.mailer.flush();
    expect(owed).toContain(mail.id);
    expect(sent.sort()).toEqual((await messageIdsOf(owed)).sort());
    expect(await pendingIds()).toEqual([]);
    const [delivered] = await outboxTo(email);
    expect(delivered).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    const [done] = await platform.db.owner
      .select()
      .from(jobs)
      .where(eq(jobs.id, job?.id ?? 0));
    expect(done?.doneAt).toBeInstanceOf(Date);
  });

  it("backs off from 30 s, doubling, never more than an hour apart", () => {
    const middle = () => 0.5;
    expect(retryDelayMs(1, middle)).toBe(30_000);
    expect(retryDelayMs(2, middle)).toBe(60_000);
    expect(retryDelayMs(5, middle)).toBe(480_000);
    expect(retryDelayMs(40, middle)).toBe(3_600_000);
    expect(retryDelayMs(1, () => 0)).toBe(24_000);
  });

  it("sends each mail exactly once when two workers race for them", async () => {
    const owed = 24;
    await withSite(platform.db, 1, async (tx) => {
      for (let i = 0; i < owed; i++)
        await queueMail(tx, 1, {
          kind: "test.race",
          to: `race${i}@example.org`,
          subject: `n° ${i}`,
          text: "t",
          html: "<p>t</p>",
        });
    });
    const pending = await pendingIds();
    expect(pending).toHaveLength(owed);
    // each send takes a little while, so that both workers are busy at the same time
    const a = recordingTransport(15);
    const b = recordingTransport(15);
    const one = deliverer(a.transport);
    const two = deliverer(b.transport);
    await Promise.all([one.mailer.flush(), two.mailer.flush(), one.mailer.flush(), two.mailer.flush()]);
    const all = [...a.sent, ...b.sent];
    expect(all).toHaveLength(owed);
    expect(new Set(all).size).toBe(owed);
    expect(all.sort()).toEqual((await messageIdsOf(pending)).sort());
    expect(a.sent.length).toBeGreaterThan(0);
    expect(b.sent.length).toBeGreaterThan(0);
    expect(await pendingIds()).toEqual([]);
  });

  it("after a crash: orders committed while no worker ran get their mails once one starts", async () => {
    // the process that took these orders died right after their commits: no worker ran
    const placed = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const b = await buyer();
        const r = await order(b.token);
        expect(r.status).toBe(201);
        return { email: b.email, reference: r.data.reference };
      }),
    );
    const owed = await pendingIds();
    expect(owed).toHaveLength(placed.length * 2);
    // a new process starts: its worker polls, and sends every mail owed, once
    const { transport, sent } = recordingTransport();
    const restarted = deliverer(transport, { pollMs: 100 });
    restarted.jobs.start();
    for (let i = 0; i < 100 && sent.length < owed.length; i++) await new Promise((r) => setTimeout(r, 50));
    await restarted.jobs.stop();
    expect(sent.sort()).toEqual((await messageIdsOf(owed)).sort());
    for (const p of placed) {
      expect((await outboxTo(p.email)).map((m) => [m.kind, m.status])).toEqual([
        ["order.confirmation", "sent"],
      ]);
      expect((await ownerMailsOf(p.reference)).map((m) => m.status)).toEqual(["sent"]);
    }
  });

  it("sends a mail at once after its commit, and finishes it before stopping", async () => {
    const { transport, sent } = recordingTransport(300);
    // polls rarely: only the nudge after the commit can make the mail leave within the test
    const running = deliverer(transport, { pollMs: 60_000 });
    running.jobs.start();
    await running.mailer.send(2, {
      kind: "test.nudge",
      to: "nudge@example.org",
      subject: "s",
      text: "t",
      html: "<p>t</p>",
    });
    for (let i = 0; i < 100 && !sent.length; i++) await new Promise((r) => setTimeout(r, 10));
    expect(sent).toHaveLength(1);
    // the send is still in flight (300 ms): stopping waits for it
    await running.jobs.stop();
    const [mail] = await outboxTo("nudge@example.org");
    expect(mail?.status).toBe("sent");
    const [job] = await platform.db.owner
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `mail:${mail?.id}`));
    expect(job?.doneAt).toBeInstanceOf(Date);
  });
});

describe("kill -9 in the middle of a burst of orders", () => {
  it("loses no mail: each order committed before the kill has its two mails, sent once after", async () => {
    // the platform of this file is in memory on PGlite: the killed process gets a data folder then
    const template = inject("dbTemplate");
    let dataDir: string | null = null;
    if (platform.db.kind === "pglite") {
      mkdirSync(path.join(root, ".tmp"), { recursive: true });
      dataDir = mkdtempSync(path.join(root, ".tmp/crash-"));
    }
    let db: Database = dataDir
      ? await openDatabase({
          dataDir,
          loadDataDir: new Blob([readFileSync((template as { file: string }).file)]),
        })
      : platform.db;
    try {
      const tokens: string[] = [];
      const emails: string[] = [];
      for (let i = 0; i < 20; i++) {
        const email = `burst${i}@example.org`;
        const [user] = await withSite(db, 2, (tx) =>
          tx
            .insert(users)
            .values({
              siteId: 2,
              email,
              passwordHash: "unused",
              firstname: "Yves",
              lastname: "Morel",
              birthdate: "1970-01-02",
            })
            .returning({ id: users.id }),
        );
        emails.push(email);
        tokens.push(await withSite(db, 2, (tx) => createSession(tx, 2, user?.id ?? 0)));
      }
      await withSite(db, 2, (tx) =>
        tx.update(productDeclinations).set({ quantity: 10_000 }).where(eq(productDeclinations.id, bottle)),
      );
      if (dataDir) await db.close();

      const server = spawn(process.execPath, ["--import", "tsx", "tests/support/order-server.ts"], {
        cwd: root,
        env: {
          ...process.env,
          ...(dataDir ? { DATA_DIR: dataDir } : { DATABASE_URL: platform.db.url ?? "" }),
        },
        stdio: ["ignore", "pipe", "inherit"],
      });
      const exited = new Promise((resolve) => server.once("exit", resolve));
      const port = await new Promise<number>((resolve, reject) => {
        server.stdout.once("data", (chunk: Buffer) => resolve(Number(String(chunk).trim())));
        server.once("exit", () => reject(new Error("the order server stopped before listening")));
      });
      // 60 orders at once; the process is killed as soon as 10 of them were answered
      let answered = 0;
      let killed = false;
      const outcomes = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          fetch(`http://127.0.0.1:${port}/api/order`, {
            method: "POST",
            headers: {
              idSite: "2",
              userLang: "fr_FR",
              "Content-Type": "application/json",
              Authorization: `Bearer ${tokens[i % tokens.length]}`,
            },
            body: JSON.stringify({
              products: [{ id: bottle, quantity: 1 }],
              billingAddress: address,
              shippingAddress: address,
              delivery: { type: "DELIVERY", idCarrier: carrier },
              paymentMethod: "BANK_TRANSFER",
              acceptTerms: true,
            }),
          }).then(
            (r) => {
              if (r.status === 201) answered += 1;
              if (answered >= 10 && !killed) {
                killed = true;
                server.kill("SIGKILL");
              }
              return r.status;
            },
            () => "cut",
          ),
        ),
      );
      await exited;
      expect(killed).toBe(true);
      expect(outcomes.filter((o) => o === 201).length).toBeGreaterThanOrEqual(10);

      if (dataDir) db = await openDatabase({ dataDir });
      const placed = await db.owner
        .select({ reference: orders.reference, email: orders.email })
        .from(orders)
        .where(inArray(orders.email, emails));
      expect(placed.length).toBeGreaterThanOrEqual(10);
      // every committed order owes its buyer's confirmation and the owner's notice: both are there
      const mails = await db.owner
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.kind, ["order.confirmation", "order.owner"]));
      const mailsOf = (reference: string) =>
        mails
          .filter((m) => new RegExp(`${reference}(?!\\d)`).test(m.subject))
          .map((m) => m.kind)
          .sort();
      for (const p of placed)
        expect(mailsOf(p.reference), p.reference).toEqual(["order.confirmation", "order.owner"]);

      // a new process delivers what the killed one had not: each mail of the burst leaves once
      const ours = mails.filter((m) =>
        placed.some((p) => new RegExp(`${p.reference}(?!\\d)`).test(m.subject)),
      );
      const waiting = ours.filter((m) => m.status === "pending").map((m) => m.id);
      const { transport, sent } = recordingTransport();
      const restarted = deliverer(transport, { db });
      // the killed process's leases run out (two minutes): here they are given up at once
      await db.owner.update(jobs).set({ lockedUntil: null }).where(isNull(jobs.doneAt));
      await restarted.mailer.flush();
      const waitingIds = await messageIdsOf(waiting, db);
      expect(sent.sort()).toEqual(waitingIds.sort());
      const after = await db.owner
        .select({ status: mailOutbox.status })
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.id,
            ours.map((m) => m.id),
          ),
        );
      expect(after.every((m) => m.status === "sent")).toBe(true);
    } finally {
      if (dataDir) {
        await db.close().catch(() => {});
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }, 120_000);
});

describe("what visitors send", () => {
  it("queues the owner's notice of a registration with it, and none when the registration is refused", async () => {
    const path = "/element/rendez-vous/soiree-vins-et-fromages/register";
    const done = await api(path, {
      json: {
        firstname: "Marc",
        lastname: "Petit",
        email: "marc@example.fr",
        phone: "06 12 34 56 78",
        seats: 1,
      },
    });
    expect(done.status).toBe(201);
    const mails = await withSite(platform.db, 2, (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.kind, "element.registration")),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: "contact@domaine.vinisite.fr",
      replyTo: "marc@example.fr",
      status: "pending",
    });
    expect(mails[0]?.subject).toMatch(/^Inscription de Marc Petit : /);
    expect(mails[0]?.text).toContain("Marc Petit <marc@example.fr>");
    // refused (over the seats one registration may take; a full event now waits, issue 14 §3)
    const full = await api(path, {
      json: { firstname: "Jo", lastname: "B", email: "jo@example.fr", seats: 21 },
    });
    expect(full.status).toBe(422);
    const after = await withSite(platform.db, 2, (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.kind, "element.registration")),
    );
    expect(after).toHaveLength(1);
  });

  it("queues the owner's notice of a form answer with it, files named", async () => {
    const data = new FormData();
    data.append("firstname", "Léa");
    data.append("lastname", "Martin");
    data.append("email", "lea.vendanges@example.fr");
    data.append("phone", "06 39 98 00 00");
    data.append("experience", "Oui");
    data.append("consent", "on");
    data.append(
      "cv",
      new File([new Uint8Array([37, 80, 68, 70])], "cv-lea.pdf", { type: "application/pdf" }),
    );
    const response = await platform.call("/api/forms/candidature-vendanges/submit", {
      site: 2,
      method: "POST",
      body: data,
    });
    expect(response.status).toBe(201);
    const [mail] = await withSite(platform.db, 2, (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.kind, "form.answer")),
    );
    expect(mail).toMatchObject({
      toAddress: "contact@domaine.vinisite.fr",
      replyTo: "lea.vendanges@example.fr",
      status: "pending",
    });
    expect(mail?.text).toContain("cv-lea.pdf");
    expect(mail?.text).toContain("Léa");
  });
});
