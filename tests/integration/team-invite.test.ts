// Issue 19 §6, the team screen's calls: a SUPER_ADMIN invites someone by e-mail (a new account
// with a single-use link to choose its password, mailed; or a customer of the site given the role,
// mailed too), within the operator's limit on administrator accounts whose refusal says how to
// raise it; an ADMIN cannot invite; access is taken away through the role call, never one's own.
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Team } from "../../schemas/team";
import { adminAudit, mailOutbox, passwordResetTokens, sites, users } from "../../src/server/db/schema";
import { userWithSession } from "../support/admin-session";
import { apiCaller, createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());
const call = apiCaller(platform, { site: 2 });
const { owner: db } = platform.db;

const superAdmin = await userWithSession(platform.db, 2, "SUPER_ADMIN");
const admin = await userWithSession(platform.db, 2, "ADMIN");

async function setMaxAdmins(maxAdmins: number | null) {
  await db.update(sites).set({ maxAdmins }).where(eq(sites.id, 2));
  await platform.sites.reload();
}
const invite = (email: string, role = "ADMIN", as = superAdmin) =>
  call<{ id: number; email: string; role: string }>("/admin/team", {
    method: "POST",
    as,
    json: { email, role },
  });
const mailsTo = (to: string) =>
  db
    .select({ kind: mailOutbox.kind, text: mailOutbox.text, site: mailOutbox.siteId })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to));

describe("inviting to the team", () => {
  it("makes a new address an ADMIN with a 7-day single-use link, mailed, and audited", async () => {
    const answer = await invite("Nouvelle.Recrue@Example.fr");
    expect(answer.status, answer.body.message).toBe(201);
    expect(answer.body.message).toBe("Invitation envoyée à nouvelle.recrue@example.fr");
    expect(answer.data).toMatchObject({ email: "nouvelle.recrue@example.fr", role: "ADMIN" });
    const [mail] = await mailsTo("nouvelle.recrue@example.fr");
    expect(mail?.kind).toBe("team.invitation");
    expect(mail?.site).toBe(2);
    expect(mail?.text).toContain("Domaine des Trois Coteaux");
    expect(mail?.text).toMatch(/\/password\/reset\/[\w-]+\?invitation=1/);
    const [token] = await db
      .select({ expiresAt: passwordResetTokens.expiresAt })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, answer.data.id));
    const days = ((token?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const [line] = await db
      .select({ action: adminAudit.action, target: adminAudit.target })
      .from(adminAudit)
      .where(and(eq(adminAudit.siteId, 2), eq(adminAudit.action, "user.invite")));
    expect(line?.target).toBe(`user:${answer.data.id}`);
    const team = await call<Team>("/admin/team", { as: admin });
    expect(team.data.members.map((m) => m.email)).toContain("nouvelle.recrue@example.fr");
  });

  it("gives a customer of the site the role, and tells them by mail", async () => {
    const customer = await userWithSession(platform.db, 2, "CUSTOMER");
    const answer = await invite(customer.email, "SUPER_ADMIN");
    expect(answer.status).toBe(201);
    expect(answer.data.role).toBe("SUPER_ADMIN");
    expect(answer.body.message).toContain("administre désormais le site");
    const [mail] = await mailsTo(customer.email);
    expect(mail?.kind).toBe("team.granted");
    expect(mail?.text).toContain("/admin");
    // already a member: refused next to the field
    const again = await invite(customer.email);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`${customer.email} administre déjà ce site`);
  });

  it("refuses an ADMIN, a customer, and a wrong address", async () => {
    expect((await invite("quelquun@example.fr", "ADMIN", admin)).status).toBe(403);
    const customer = await userWithSession(platform.db, 2, "CUSTOMER");
    expect((await invite("quelquun@example.fr", "ADMIN", customer)).status).toBe(403);
    expect((await invite("pas-une-adresse")).status).toBe(422);
    expect((await invite("quelquun@example.fr", "CUSTOMER")).status).toBe(422);
    expect(await db.select().from(users).where(eq(users.email, "quelquun@example.fr"))).toEqual([]);
  });

  it("refuses past the site's limit with which limit and how to raise it, writing nothing", async () => {
    const members = (await call<Team>("/admin/team", { as: superAdmin })).data.members.length;
    await setMaxAdmins(members);
    const refused = await invite("de-trop@example.fr");
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      `Limite atteinte : ${members} comptes administrateurs pour ce site. Pour la relever, contactez l’opérateur de la plateforme.`,
    );
    expect(refused.data).toMatchObject({ limit: { name: "maxAdmins", value: members } });
    expect(await db.select().from(users).where(eq(users.email, "de-trop@example.fr"))).toEqual([]);
    expect(await mailsTo("de-trop@example.fr")).toEqual([]);
    await setMaxAdmins(null);
  });

  it("takes an admin's access away through the role call, never one's own", async () => {
    const answer = await invite("partira@example.fr");
    const removed = await call<{ role: string }>(`/admin/team/${answer.data.id}`, {
      method: "PUT",
      as: superAdmin,
      json: { role: "CUSTOMER" },
    });
    expect(removed.status).toBe(200);
    expect(removed.data.role).toBe("CUSTOMER");
    const self = await call(`/admin/team/${superAdmin.id}`, {
      method: "PUT",
      as: superAdmin,
      json: { role: "CUSTOMER" },
    });
    expect(self.status).toBe(422);
    const team = await call<Team>("/admin/team", { as: superAdmin });
    expect(team.data.members.map((m) => m.email)).not.toContain("partira@example.fr");
    expect(team.data.members.some((m) => m.role === "SUPER_ADMIN")).toBe(true);
  });
});
