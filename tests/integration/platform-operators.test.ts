// The operators' accounts (issue 19 §1, src/server/modules/platform/operators.ts): created or
// given a new password by e-mail, hashed as the sites' passwords, under the same password rules;
// a new password ends the operator's sessions, the same one (start-up settings) keeps them.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { operatorSessions, platformOperators } from "../../src/server/db/schema";
import { ApiError } from "../../src/server/http/api-error";
import {
  authenticateOperator,
  changeOperatorPassword,
  listOperators,
  upsertOperator,
} from "../../src/server/modules/platform/operators";
import {
  openOperatorSession,
  operatorSessionOf,
} from "../../src/server/modules/platform/screens/operator-session";
import { createTestPlatform } from "../support/test-platform";

const platform = await createTestPlatform();
afterAll(() => platform.close());
const { db } = platform;

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (error: unknown) => (error instanceof ApiError ? error.status : String(error)),
  );

describe("upsertOperator", () => {
  it("creates an operator with a scrypt hash, the e-mail normalised, and lists it", async () => {
    const made = await upsertOperator(db, {
      email: "  Jeanne@Platform.Example ",
      password: "Vendanges-tardives-2026",
      name: "Jeanne",
    });
    expect(made).toMatchObject({ email: "jeanne@platform.example", name: "Jeanne" });
    const [row] = await db.owner.select().from(platformOperators).where(eq(platformOperators.id, made.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain("Vendanges");
    expect(await listOperators(db)).toContainEqual({
      id: made.id,
      email: "jeanne@platform.example",
      name: "Jeanne",
    });
    expect(
      await authenticateOperator(db, "jeanne@platform.example", "Vendanges-tardives-2026"),
    ).toMatchObject({ id: made.id });
    expect(await authenticateOperator(db, "jeanne@platform.example", "Vendanges-tardives-2027")).toBeNull();
    expect(await authenticateOperator(db, "personne@platform.example", "Vendanges-tardives-2026")).toBeNull();
  });

  it("sets the password of the operator with that e-mail: one row, the old password dead, its sessions ended", async () => {
    const first = await upsertOperator(db, {
      email: "paul@platform.example",
      password: "Premier-secret-2026",
    });
    const token = await openOperatorSession(db, first.id);
    // the same password (the start-up settings, at every start): nothing changes, the session lives
    expect(
      (await upsertOperator(db, { email: "paul@platform.example", password: "Premier-secret-2026" })).id,
    ).toBe(first.id);
    expect(await operatorSessionOf(db, token)).not.toBeNull();
    const again = await upsertOperator(db, {
      email: "PAUL@platform.example",
      password: "Second-secret-2026",
    });
    expect(again.id).toBe(first.id);
    expect((await listOperators(db)).filter((o) => o.email === "paul@platform.example")).toHaveLength(1);
    expect(await authenticateOperator(db, "paul@platform.example", "Premier-secret-2026")).toBeNull();
    expect(await authenticateOperator(db, "paul@platform.example", "Second-secret-2026")).not.toBeNull();
    expect(await operatorSessionOf(db, token)).toBeNull();
  });

  it("refuses bad input with the sites' rules (422), writing nothing", async () => {
    const before = (await listOperators(db)).length;
    for (const input of [
      { email: "pas-un-email", password: "Un-bon-secret-2026" },
      { email: "court@platform.example", password: "court" },
      { email: "commun@platform.example", password: "password123456" },
      { email: "moimeme@platform.example", password: "moimeme-2026-secret" },
    ]) {
      expect(await statusOf(upsertOperator(db, input))).toBe(422);
    }
    expect((await listOperators(db)).length).toBe(before);
  });
});

describe("sessions and password change", () => {
  it("a session lives 12 hours, then is worthless; a malformed token is no session", async () => {
    const op = await upsertOperator(db, { email: "lea@platform.example", password: "Cuvee-speciale-2026" });
    const old = await openOperatorSession(db, op.id, new Date(Date.now() - 12 * 3600 * 1000 - 1000));
    expect(await operatorSessionOf(db, old)).toBeNull();
    const live = await openOperatorSession(db, op.id);
    expect((await operatorSessionOf(db, live))?.operator).toEqual({
      id: op.id,
      email: "lea@platform.example",
      name: null,
    });
    const [row] = await db.owner
      .select()
      .from(operatorSessions)
      .where(eq(operatorSessions.operatorId, op.id));
    expect(row && row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(11.9 * 3600 * 1000);
    for (const bad of ["", "x", "a".repeat(500), "'; drop table x; --"])
      expect(await operatorSessionOf(db, bad)).toBeNull();
  });

  it("changing one's password checks the current one and ends the other sessions only", async () => {
    const op = await upsertOperator(db, { email: "marc@platform.example", password: "Millesime-rare-2026" });
    const mine = await openOperatorSession(db, op.id);
    const other = await openOperatorSession(db, op.id);
    const kept = await operatorSessionOf(db, mine);
    if (!kept) throw new Error("no session");
    const change = (current: string) =>
      db.owner.transaction((tx) =>
        changeOperatorPassword(
          tx,
          op.id,
          { currentPassword: current, newPassword: "Nouveau-millesime-2027" },
          kept.sessionId,
        ),
      );
    expect(await statusOf(change("pas-le-bon-secret"))).toBe(422);
    expect(await operatorSessionOf(db, other)).not.toBeNull();
    await change("Millesime-rare-2026");
    expect(await operatorSessionOf(db, mine)).not.toBeNull();
    expect(await operatorSessionOf(db, other)).toBeNull();
    expect(await authenticateOperator(db, "marc@platform.example", "Nouveau-millesime-2027")).not.toBeNull();
  });
});
