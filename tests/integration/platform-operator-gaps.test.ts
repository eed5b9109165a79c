// Issue 19 §1, what decision 109 had left out: the console's logins in the operator's audit log
// (success and failure, never the password), removing an operator from the console (not oneself,
// not the last one, audited), the audit screen paged by a real offset with a count, and the
// suspension's reason carried by PlatformSite and shown on the console.
import { desc, eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { operatorSessions, platformAudit, platformOperators } from "../../src/server/db/schema";
import { removeOperatorIn, upsertOperator } from "../../src/server/modules/platform/operators";
import {
  countAudit,
  getSite,
  listAudit,
  recordPlatformAction,
  resumeSite,
  suspendSite,
} from "../../src/server/modules/platform/platform-service";
import { consoleBrowser } from "../support/operator-console";
import { platformDepsOf } from "../support/platform-deps";
import { createTestPlatform, createTestServer } from "../support/test-platform";

const platform = await createTestPlatform();
const server = await createTestServer(platform);
afterAll(() => platform.close());
const deps = platformDepsOf(platform);

const EMAIL = "gaps@platform.example";
const PASSWORD = "Console-lacunes-2026!";
const me = await upsertOperator(platform.db, { email: EMAIL, password: PASSWORD });

const auditLines = (action: string) =>
  platform.db.owner
    .select()
    .from(platformAudit)
    .where(eq(platformAudit.action, action))
    .orderBy(desc(platformAudit.id));

describe("logins in the audit log", () => {
  it("writes a success with the operator, and a failure with the e-mail typed, never the password", async () => {
    const wrong = "Pas-le-bon-secret-2026";
    expect((await consoleBrowser(server).login(EMAIL, wrong)).response.status).toBe(401);
    expect((await consoleBrowser(server).login("inconnu@platform.example", PASSWORD)).response.status).toBe(
      401,
    );
    expect((await consoleBrowser(server).login(EMAIL, PASSWORD)).response.status).toBe(303);

    const failed = await auditLines("operator.login.failed");
    expect(failed.map((l) => [l.actor, l.operatorId, l.details?.email])).toEqual([
      ["login:inconnu@platform.example", null, "inconnu@platform.example"],
      [`login:${EMAIL}`, null, EMAIL],
    ]);
    const [success] = await auditLines("operator.login");
    expect(success).toMatchObject({
      actor: `operator:${EMAIL}`,
      operatorId: me.id,
      details: { email: EMAIL },
    });
    expect(typeof success?.details?.ip).toBe("string");
    const everything = JSON.stringify(await platform.db.owner.select().from(platformAudit));
    expect(everything).not.toContain(wrong);
    expect(everything).not.toContain(PASSWORD);
  });
});

describe("removing an operator", () => {
  it("removes another operator from the console, ends its sessions, and audits it", async () => {
    const other = await upsertOperator(platform.db, {
      email: "partant@platform.example",
      password: "Au-revoir-la-console-2026",
    });
    const theirs = consoleBrowser(server);
    await theirs.login(other.email, "Au-revoir-la-console-2026");
    expect((await theirs.get("/operators")).response.status).toBe(200);

    const browser = consoleBrowser(server);
    await browser.login(EMAIL, PASSWORD);
    const page = await browser.get("/operators");
    expect(page.html).toContain(`action="/operators/${other.id}/remove"`);
    // no removal form for oneself
    expect(page.html).not.toContain(`action="/operators/${me.id}/remove"`);
    // the box not ticked: refused, nothing removed
    const unticked = await browser.post(`/operators/${other.id}/remove`, {});
    expect(unticked.response.status).toBe(422);
    expect(unticked.html).toContain("Cochez la case pour confirmer");

    const done = await browser.post(`/operators/${other.id}/remove`, { confirm: "on" });
    expect(done.response.status).toBe(303);
    expect((await browser.get("/operators")).html).toContain("Opérateur partant@platform.example retiré");
    expect(
      await platform.db.owner.select().from(platformOperators).where(eq(platformOperators.id, other.id)),
    ).toEqual([]);
    expect(
      await platform.db.owner
        .select()
        .from(operatorSessions)
        .where(eq(operatorSessions.operatorId, other.id)),
    ).toEqual([]);
    expect((await theirs.get("/operators")).response.status).toBe(303);
    const [line] = await auditLines("operator.remove");
    expect(line).toMatchObject({
      actor: `operator:${EMAIL}`,
      operatorId: me.id,
      details: { email: "partant@platform.example" },
    });
  });

  it("never removes oneself, nor the last operator, nor an unknown one", async () => {
    const browser = consoleBrowser(server);
    await browser.login(EMAIL, PASSWORD);
    const self = await browser.post(`/operators/${me.id}/remove`, { confirm: "on" });
    expect(self.response.status).toBe(422);
    expect(self.html).toContain("Vous ne pouvez pas vous retirer vous-même");
    const unknown = await browser.post("/operators/999999/remove", { confirm: "on" });
    expect(unknown.response.status).toBe(404);

    // the last one: every other operator gone, a removal by nobody (the command line) is refused
    const others = (await platform.db.owner.select().from(platformOperators)).filter((o) => o.id !== me.id);
    await platform.db.owner.delete(platformOperators).where(
      inArray(
        platformOperators.id,
        others.map((o) => o.id),
      ),
    );
    await expect(
      platform.db.owner.transaction((tx) => removeOperatorIn(tx, me.id, null)),
    ).rejects.toMatchObject({
      key: "console.operatorLast",
    });
    expect(await platform.db.owner.select().from(platformOperators)).toHaveLength(1);
  });
});

describe("the audit screen's pages", () => {
  it("reads a page by its offset, counts the lines, and shows page N of M", async () => {
    const actor = { kind: "cli", name: "test@machine" } as const;
    for (let i = 0; i < 120; i++)
      await recordPlatformAction(platform.db.owner, actor, "test.paging", null, { i });
    const total = await countAudit(deps);
    expect(total).toBeGreaterThanOrEqual(120);
    const second = await listAudit(deps, { limit: 50, offset: 50 });
    const firstHundred = await listAudit(deps, { limit: 100 });
    expect(second.map((l) => l.id)).toEqual(firstHundred.slice(50, 100).map((l) => l.id));

    const browser = consoleBrowser(server);
    await browser.login(EMAIL, PASSWORD);
    const pages = Math.ceil((total + 1) / 50); // the login above is one more line
    const page2 = await browser.get("/audit?page=2");
    expect(page2.html).toContain(`Page 2 sur ${pages}`);
    const shown = [...page2.html.matchAll(/\{&quot;i&quot;:(\d+)\}|\{"i":(\d+)\}/g)].length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(50);
    // past the last page: the last page
    const past = await browser.get("/audit?page=999");
    expect(past.html).toContain(`Page ${pages} sur ${pages}`);
  });
});

describe("the suspension's reason", () => {
  it("is carried by PlatformSite while suspended, shown on the console, and cleared on resume", async () => {
    const actor = { kind: "operator", operatorId: me.id, email: EMAIL } as const;
    const suspended = await suspendSite(deps, actor, 2, "Facture impayée <b>depuis mars</b>");
    expect(suspended.suspendedReason).toBe("Facture impayée <b>depuis mars</b>");
    const browser = consoleBrowser(server);
    await browser.login(EMAIL, PASSWORD);
    for (const path of ["/", "/sites/2"]) {
      const { html } = await browser.get(path);
      expect(html).toContain("Facture impayée &lt;b&gt;depuis mars&lt;/b&gt;");
    }
    await resumeSite(deps, actor, 2);
    expect((await getSite(deps, 2))?.suspendedReason).toBeNull();
  });
});
