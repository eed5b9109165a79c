// The platform operators' accounts (issue 19 §1): passwords hashed and ruled as the sites'
// accounts are (src/server/modules/account/password.ts); an operator's sessions end when its
// password changes anywhere (screen, command line, start-up settings).
import { and, asc, eq, ne } from "drizzle-orm";
import { type NewOperator, newOperatorSchema } from "../../../../schemas/operator-console";
import type { Database, Tx } from "../../db/client";
import { operatorSessions, platformOperators } from "../../db/schema";
import { ApiError, ruleError } from "../../http/api-error";
import { parseInput } from "../../http/validate";
import { hashPassword, needsRehash, passwordRuleErrorOf, verifyPassword } from "../account/password";

export interface Operator {
  id: number;
  email: string;
  name: string | null;
}

const operatorColumns = {
  id: platformOperators.id,
  email: platformOperators.email,
  name: platformOperators.name,
};

/** A new password under the sites' rules: not a common one, not built on the e-mail (422). */
function checkPasswordRules(password: string, email: string, field = "password"): void {
  const broken = passwordRuleErrorOf(password, email);
  if (broken) throw ruleError(broken, {}, field);
}

/**
 * Creates an operator, or sets the password of the one with this e-mail. A password that already
 * matches changes nothing (so that the start-up settings applied at every start keep the operator's
 * sessions); a new one ends every session of that operator.
 */
export async function upsertOperator(db: Database, input: NewOperator): Promise<Operator> {
  return db.owner.transaction((tx) => upsertOperatorIn(tx, input));
}

/** upsertOperator inside a transaction of the caller (the console writes its audit line in it). */
export async function upsertOperatorIn(tx: Tx, input: NewOperator): Promise<Operator> {
  const { email, password, name } = parseInput(newOperatorSchema, input, 422);
  checkPasswordRules(password, email);
  const [existing] = await tx
    .select({ ...operatorColumns, passwordHash: platformOperators.passwordHash })
    .from(platformOperators)
    .where(eq(platformOperators.email, email))
    .for("update");
  if (!existing) {
    const [created] = await tx
      .insert(platformOperators)
      .values({ email, passwordHash: await hashPassword(password), name: name ?? null })
      .returning(operatorColumns);
    if (!created) throw new Error("operator not created");
    return created;
  }
  const samePassword = await verifyPassword(password, existing.passwordHash);
  const nameChanged = name !== undefined && name !== existing.name;
  if (samePassword && !nameChanged) return { id: existing.id, email, name: existing.name };
  const [updated] = await tx
    .update(platformOperators)
    .set({
      ...(nameChanged ? { name } : {}),
      ...(samePassword ? {} : { passwordHash: await hashPassword(password), passwordChangedAt: new Date() }),
    })
    .where(eq(platformOperators.id, existing.id))
    .returning(operatorColumns);
  if (!samePassword) await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, existing.id));
  if (!updated) throw new Error("operator not updated");
  return updated;
}

/**
 * Removes operator `id` (its sessions go with it), inside the caller's transaction; answers who it
 * was. Never oneself (an operator who leaves is removed by another) and never the last one: every
 * operator row is locked first, so two removals at once cannot leave none. 404 for an unknown id.
 */
export async function removeOperatorIn(tx: Tx, id: number, byOperatorId: number | null): Promise<Operator> {
  const all = await tx
    .select(operatorColumns)
    .from(platformOperators)
    .orderBy(asc(platformOperators.id))
    .for("update");
  const found = all.find((o) => o.id === id);
  if (!found) throw new ApiError(404, "console.operatorNotFound");
  if (id === byOperatorId) throw new ApiError(422, "console.operatorSelf");
  if (all.length <= 1) throw new ApiError(422, "console.operatorLast");
  await tx.delete(platformOperators).where(eq(platformOperators.id, id));
  return found;
}

export async function listOperators(db: Database): Promise<Operator[]> {
  return db.owner.select(operatorColumns).from(platformOperators).orderBy(asc(platformOperators.email));
}

/**
 * The operator whose e-mail and password these are, or null (same time for an unknown e-mail);
 * `secondFactor`: a code of its app is owed before the console opens (docs/decisions/131).
 */
export async function authenticateOperator(
  db: Database,
  email: string,
  password: string,
): Promise<(Operator & { secondFactor: boolean }) | null> {
  const [found] = await db.owner
    .select({
      ...operatorColumns,
      passwordHash: platformOperators.passwordHash,
      totpSecret: platformOperators.totpSecret,
    })
    .from(platformOperators)
    .where(eq(platformOperators.email, email));
  if (!(await verifyPassword(password, found?.passwordHash)) || !found) return null;
  if (needsRehash(found.passwordHash)) {
    await db.owner
      .update(platformOperators)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(platformOperators.id, found.id));
  }
  return { id: found.id, email: found.email, name: found.name, secondFactor: found.totpSecret !== null };
}

/**
 * An operator changes its own password: the current one is checked (422 on `currentPassword`),
 * the new one ruled; every other session of that operator ends, `keepSessionId` stays.
 */
export async function changeOperatorPassword(
  tx: Tx,
  operatorId: number,
  input: { currentPassword: string; newPassword: string },
  keepSessionId: number,
): Promise<void> {
  const [found] = await tx
    .select({ email: platformOperators.email, passwordHash: platformOperators.passwordHash })
    .from(platformOperators)
    .where(eq(platformOperators.id, operatorId))
    .for("update");
  if (!found || !(await verifyPassword(input.currentPassword, found.passwordHash))) {
    throw ruleError("account.currentPasswordWrong", {}, "currentPassword");
  }
  checkPasswordRules(input.newPassword, found.email, "newPassword");
  await tx
    .update(platformOperators)
    .set({ passwordHash: await hashPassword(input.newPassword), passwordChangedAt: new Date() })
    .where(eq(platformOperators.id, operatorId));
  await tx
    .delete(operatorSessions)
    .where(and(eq(operatorSessions.operatorId, operatorId), ne(operatorSessions.id, keepSessionId)));
}
